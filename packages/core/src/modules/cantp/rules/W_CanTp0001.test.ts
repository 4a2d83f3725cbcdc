import { describe, expect, it } from 'vitest';
import type { ParamValue } from '../../../ecuc/store-types.js';
import { MODULE_DEFINITIONS } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { CHANNEL_0, CHANNEL_1, addNSdu, canTpFixture } from './connection-fixture.js';
import { W_CanTp0001 } from './W_CanTp0001.js';

const RX = `${CHANNEL_0}/CanTpRxNSdu_0`;

describe('W_CanTp0001 (N_Br + N_Ar) < 0.9 · N_Bs', () => {
  const cases: [string, Record<string, ParamValue>, string[], string[]][] = [
    ['defaults: 0.05 + 0.07 < 0.135', {}, ['0.15'], []],
    ['just below', { CanTpNbr: '0.064', CanTpNar: '0.07' }, ['0.15'], []],
    ['equal to 0.9 · N_Bs', { CanTpNbr: '0.065', CanTpNar: '0.07' }, ['0.15'], [`${RX} CanTpNbr`]],
    ['above', { CanTpNbr: '0.1', CanTpNar: '0.07' }, ['0.15'], [`${RX} CanTpNbr`]],
    ['the smallest N_Bs of the channel counts', { CanTpNbr: '0.05' }, ['1', '0.1'], [`${RX} CanTpNbr`]],
    ['no Tx N-SDU on the channel', { CanTpNbr: '1' }, [], []],
    ['N_Bs unset takes its default 0.15', { CanTpNbr: '0.1' }, [''], [`${RX} CanTpNbr`]],
    ['N_Bs without a number', { CanTpNbr: '1' }, ['INF'], []],
  ];
  for (const [name, rx, nbs, expected] of cases) {
    it(name, () => {
      const fixture = canTpFixture();
      addNSdu(fixture, 'CanTpRxNSdu', rx);
      for (const value of nbs) addNSdu(fixture, 'CanTpTxNSdu', { CanTpNbs: value });
      if (nbs[0] === '') fixture.set(`${CHANNEL_0}/CanTpTxNSdu_0`, { CanTpNbs: undefined });
      expect(ruleRows(fixture, W_CanTp0001, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }

  it('compares within a channel only', () => {
    const fixture = canTpFixture(2);
    addNSdu(fixture, 'CanTpRxNSdu', { CanTpNbr: '0.5' });
    addNSdu(fixture, 'CanTpTxNSdu', { CanTpNbs: '0.1' }, CHANNEL_1);
    expect(ruleRows(fixture, W_CanTp0001, MODULE_DEFINITIONS)).toEqual([]);
  });
});
