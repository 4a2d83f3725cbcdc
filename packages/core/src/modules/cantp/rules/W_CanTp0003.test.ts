import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { CHANNEL_0, addNSdu, canTpFixture } from './connection-fixture.js';
import { W_CanTp0003 } from './W_CanTp0003.js';

const RX = `${CHANNEL_0}/CanTpRxNSdu_0`;

describe('W_CanTp0003 STmin can be encoded per ISO 15765-2', () => {
  const cases: [string, string | undefined, string[]][] = [
    ['unset', undefined, []],
    ['0 ms', '0', []],
    ['20 ms', '0.02', []],
    ['127 ms', '0.127', []],
    ['100 µs (0xF1)', '0.0001', []],
    ['900 µs (0xF9)', '0.0009', []],
    ['1.5 ms', '0.0015', [`${RX} CanTpSTmin`]],
    ['50 µs', '0.00005', [`${RX} CanTpSTmin`]],
    ['950 µs', '0.00095', [`${RX} CanTpSTmin`]],
    ['above the range is the range check’s', '0.2', []],
  ];
  for (const [name, stMin, expected] of cases) {
    it(name, () => {
      const fixture = canTpFixture();
      addNSdu(fixture, 'CanTpRxNSdu', stMin === undefined ? {} : { CanTpSTmin: stMin });
      expect(ruleRows(fixture, W_CanTp0003, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
