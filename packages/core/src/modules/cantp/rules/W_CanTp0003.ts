import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { RX_NSDU } from './connection.js';

const MESSAGE = {
  zh_cn:
    'STmin {value} 秒无法在流控帧中编码：ISO 15765-2 只允许 0–127 毫秒的整毫秒值或 100–900 微秒的百微秒值',
  en_us:
    'STmin {value} s cannot be encoded in a flow control frame: ISO 15765-2 allows whole milliseconds 0–127 or 100–900 µs in steps of 100 µs',
};

/** The largest STmin of the millisecond range, in microseconds (0x7F = 127 ms). */
const MAX_MILLISECOND_STMIN = 127_000;

/**
 * The STmin an Rx N-SDU sends in its flow control frames can be encoded there: ISO 15765-2 gives the STmin
 * byte the values 0x00–0x7F (0–127 ms in steps of 1 ms) and 0xF1–0xF9 (100–900 µs in steps of 100 µs);
 * 0x80–0xF0 and 0xFA–0xFF are reserved. Any other CanTpSTmin (e.g. 0.0015 s or 0.00005 s) is sent as a
 * value the tester did not configure, rounded by the implementation. Values above 0.127 s are the range
 * check's (E_0004). Source: ISO 15765-2, flow control STmin parameter definition; SWS CanTp CanTpSTmin.
 */
export const W_CanTp0003: ModuleRule = {
  code: 'W_CanTp0003',
  severity: 'warning',
  description: {
    zh_cn: '接收 N-SDU 的 STmin 可按 ISO 15765-2 编码（0–127 毫秒整毫秒或 100–900 微秒）',
    en_us: 'An Rx N-SDU’s STmin can be encoded per ISO 15765-2 (whole 0–127 ms, or 100–900 µs)',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    for (const nSdu of ctx.containersOf(RX_NSDU.path)) {
      const text = ctx.text(nSdu, 'CanTpSTmin');
      if (text === undefined) continue;
      const seconds = Number(text);
      if (!Number.isFinite(seconds) || seconds < 0) continue;
      const exact = seconds * 1e6;
      const micros = Math.round(exact);
      if (micros > MAX_MILLISECOND_STMIN) continue;
      const whole = Math.abs(exact - micros) < 1e-6;
      const milliseconds = whole && micros % 1000 === 0;
      const hundredsOfMicros = whole && micros >= 100 && micros <= 900 && micros % 100 === 0;
      if (milliseconds || hundredsOfMicros) continue;
      rows.push(ctx.report(nSdu, MESSAGE, { value: text }, 'CanTpSTmin'));
    }
    return rows;
  },
};
