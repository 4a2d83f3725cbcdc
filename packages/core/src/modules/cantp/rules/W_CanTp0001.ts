import { performanceRule } from './performance.js';
import { RX_NSDU, TX_NSDU } from './connection.js';

/**
 * An Rx N-SDU answers a first or consecutive frame with a flow control in time: (N_Br + N_Ar) < 0.9 · N_Bs
 * (ISO 15765-2, network layer timing: performance requirement of the receiver against the sender's N_Bs
 * timeout; SWS CanTp, parameter CanTpNbr). N_Bs is the sender's parameter, which this ECU does not configure
 * for its peer: it is taken from the Tx N-SDUs of the same channel (the smallest), assuming the peer of the
 * connection uses the timings this ECU uses.
 */
export const W_CanTp0001 = performanceRule({
  code: 'W_CanTp0001',
  description: {
    zh_cn: '接收 N-SDU 的 N_Br 与 N_Ar 之和应小于发送方 N_Bs 的 0.9 倍',
    en_us: 'On an Rx N-SDU, N_Br + N_Ar stays below 0.9 times the sender’s N_Bs',
  },
  message: {
    zh_cn:
      'N_Br + N_Ar = {sum} 秒，未小于同通道发送 N-SDU {peer} 的 N_Bs（{timeout} 秒）的 0.9 倍 {limit} 秒',
    en_us:
      'N_Br + N_Ar = {sum} s is not below 0.9 × N_Bs = {limit} s (N_Bs {timeout} s of Tx N-SDU {peer} on the same channel)',
  },
  own: RX_NSDU,
  peer: TX_NSDU,
  performance: 'CanTpNbr',
  transmission: 'CanTpNar',
  timeout: 'CanTpNbs',
});
