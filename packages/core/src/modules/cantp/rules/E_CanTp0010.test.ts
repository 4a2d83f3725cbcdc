import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { CHANNEL_0, addNSdu, canTpFixture } from './connection-fixture.js';
import { E_CanTp0010 } from './E_CanTp0010.js';

const RX = `${CHANNEL_0}/CanTpRxNSdu_0`;
const TX = `${CHANNEL_0}/CanTpTxNSdu_0`;

describe('E_CanTp0010 MIXED29BIT sets N_TA, N_SA and N_AE all or none', () => {
  const cases: [string, string, string[], string[]][] = [
    ['none', 'CANTP_MIXED29BIT', [], []],
    ['all', 'CANTP_MIXED29BIT', ['CanTpNTa', 'CanTpNSa', 'CanTpNAe'], []],
    [
      'N_AE only',
      'CANTP_MIXED29BIT',
      ['CanTpNAe'],
      [`${RX} CanTpNTa`, `${RX} CanTpNSa`, `${TX} CanTpNTa`, `${TX} CanTpNSa`],
    ],
    ['N_TA and N_SA', 'CANTP_MIXED29BIT', ['CanTpNTa', 'CanTpNSa'], [`${RX} CanTpNAe`, `${TX} CanTpNAe`]],
    ['N_AE only, but mixed 11 bit', 'CANTP_MIXED', ['CanTpNAe'], []],
  ];
  for (const [name, format, bytes, expected] of cases) {
    it(name, () => {
      const fixture = canTpFixture();
      addNSdu(fixture, 'CanTpRxNSdu', { CanTpRxAddressingFormat: format });
      addNSdu(fixture, 'CanTpTxNSdu', { CanTpTxAddressingFormat: format });
      for (const path of [RX, TX]) for (const address of bytes) fixture.add(path, address);
      expect(ruleRows(fixture, E_CanTp0010, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
