import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { CHANNEL_0, addNSdu, canTpFixture } from './connection-fixture.js';
import { E_CanTp0009 } from './E_CanTp0009.js';

const RX = `${CHANNEL_0}/CanTpRxNSdu_0`;
const TX = `${CHANNEL_0}/CanTpTxNSdu_0`;

describe('E_CanTp0009 NORMALFIXED sets N_TA and N_SA both or neither', () => {
  const cases: [string, string, string[], string[]][] = [
    ['neither', 'CANTP_NORMALFIXED', [], []],
    ['both', 'CANTP_NORMALFIXED', ['CanTpNTa', 'CanTpNSa'], []],
    ['N_TA only', 'CANTP_NORMALFIXED', ['CanTpNTa'], [`${RX} CanTpNSa`, `${TX} CanTpNSa`]],
    ['N_SA only', 'CANTP_NORMALFIXED', ['CanTpNSa'], [`${RX} CanTpNTa`, `${TX} CanTpNTa`]],
    ['N_TA only, but extended', 'CANTP_EXTENDED', ['CanTpNTa'], []],
  ];
  for (const [name, format, bytes, expected] of cases) {
    it(name, () => {
      const fixture = canTpFixture();
      addNSdu(fixture, 'CanTpRxNSdu', { CanTpRxAddressingFormat: format });
      addNSdu(fixture, 'CanTpTxNSdu', { CanTpTxAddressingFormat: format });
      for (const path of [RX, TX]) for (const address of bytes) fixture.add(path, address);
      expect(ruleRows(fixture, E_CanTp0009, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
