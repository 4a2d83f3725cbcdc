import { performanceRule } from './performance.js';
import { RX_NSDU, TX_NSDU } from './connection.js';

/**
 * A Tx N-SDU sends its next consecutive frame in time: (N_Cs + N_As) < 0.9 · N_Cr (ISO 15765-2, network
 * layer timing: performance requirement of the sender against the receiver's N_Cr timeout; SWS CanTp,
 * parameter CanTpNcs). N_Cr is the receiver's parameter and exists only on Rx N-SDUs in the definition: it is
 * taken from the Rx N-SDUs of the same channel (the smallest), assuming the peer of the connection uses the
 * timings this ECU uses.
 */
export const W_CanTp0002 = performanceRule({
  code: 'W_CanTp0002',
  description: {
    zh_cn: '发送 N-SDU 的 N_Cs 与 N_As 之和应小于接收方 N_Cr 的 0.9 倍',
    en_us: 'On a Tx N-SDU, N_Cs + N_As stays below 0.9 times the receiver’s N_Cr',
  },
  message: {
    zh_cn:
      'N_Cs + N_As = {sum} 秒，未小于同通道接收 N-SDU {peer} 的 N_Cr（{timeout} 秒）的 0.9 倍 {limit} 秒',
    en_us:
      'N_Cs + N_As = {sum} s is not below 0.9 × N_Cr = {limit} s (N_Cr {timeout} s of Rx N-SDU {peer} on the same channel)',
  },
  own: TX_NSDU,
  peer: RX_NSDU,
  performance: 'CanTpNcs',
  transmission: 'CanTpNas',
  timeout: 'CanTpNcr',
});
