import { describe, expect, it } from 'vitest';
import type { ParamValue } from '../../../ecuc/store-types.js';
import { MODULE_DEFINITIONS } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { CHANNEL_0, CHANNEL_1, addNSdu, canTpFixture } from './connection-fixture.js';
import { W_CanTp0002 } from './W_CanTp0002.js';

const TX = `${CHANNEL_0}/CanTpTxNSdu_0`;

describe('W_CanTp0002 (N_Cs + N_As) < 0.9 · N_Cr', () => {
  const cases: [string, Record<string, ParamValue>, string[], string[]][] = [
    ['defaults: 0.05 + 0.07 < 0.135', {}, ['0.15'], []],
    ['just below', { CanTpNcs: '0.064', CanTpNas: '0.07' }, ['0.15'], []],
    ['equal to 0.9 · N_Cr', { CanTpNcs: '0.065', CanTpNas: '0.07' }, ['0.15'], [`${TX} CanTpNcs`]],
    ['above', { CanTpNcs: '0.1', CanTpNas: '0.07' }, ['0.15'], [`${TX} CanTpNcs`]],
    ['the smallest N_Cr of the channel counts', { CanTpNcs: '0.05' }, ['1', '0.1'], [`${TX} CanTpNcs`]],
    ['no Rx N-SDU on the channel', { CanTpNcs: '1' }, [], []],
    ['N_Cr unset takes its default 0.15', { CanTpNcs: '0.1' }, [''], [`${TX} CanTpNcs`]],
    ['N_Cr without a number', { CanTpNcs: '1' }, ['INF'], []],
  ];
  for (const [name, tx, ncr, expected] of cases) {
    it(name, () => {
      const fixture = canTpFixture();
      addNSdu(fixture, 'CanTpTxNSdu', tx);
      for (const value of ncr) addNSdu(fixture, 'CanTpRxNSdu', { CanTpNcr: value });
      if (ncr[0] === '') fixture.set(`${CHANNEL_0}/CanTpRxNSdu_0`, { CanTpNcr: undefined });
      expect(ruleRows(fixture, W_CanTp0002, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }

  it('compares within a channel only', () => {
    const fixture = canTpFixture(2);
    addNSdu(fixture, 'CanTpTxNSdu', { CanTpNcs: '0.5' });
    addNSdu(fixture, 'CanTpRxNSdu', { CanTpNcr: '0.1' }, CHANNEL_1);
    expect(ruleRows(fixture, W_CanTp0002, MODULE_DEFINITIONS)).toEqual([]);
  });
});
