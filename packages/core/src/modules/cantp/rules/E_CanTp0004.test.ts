import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { CHANNEL_0, addNSdu, addPdu, canTpFixture, refer } from './connection-fixture.js';
import { E_CanTp0004 } from './E_CanTp0004.js';

const TX = `${CHANNEL_0}/CanTpTxNSdu_0`;
const FC = `${TX}/CanTpRxFcNPdu`;

describe('E_CanTp0004 a physical Tx N-SDU has its flow-control Rx N-PDU', () => {
  const cases: [string, string, 'referenced' | 'unreferenced' | 'absent', string[]][] = [
    ['physical with a referenced FC N-PDU', 'CANTP_PHYSICAL', 'referenced', []],
    ['physical without FC N-PDU', 'CANTP_PHYSICAL', 'absent', [`${TX} CanTpRxFcNPdu`]],
    ['CAN FD physical without FC N-PDU', 'CANTP_CANFD_PHYSICAL', 'absent', [`${TX} CanTpRxFcNPdu`]],
    ['physical, FC N-PDU without reference', 'CANTP_PHYSICAL', 'unreferenced', [`${FC} CanTpRxFcNPduRef`]],
    ['functional without FC N-PDU', 'CANTP_FUNCTIONAL', 'absent', []],
  ];
  for (const [name, taType, state, expected] of cases) {
    it(name, () => {
      const fixture = canTpFixture();
      addNSdu(fixture, 'CanTpTxNSdu', { CanTpTxTaType: taType });
      if (state !== 'absent') fixture.add(TX, 'CanTpRxFcNPdu');
      if (state === 'referenced') refer(fixture, FC, 'CanTpRxFcNPduRef', addPdu(fixture));
      expect(ruleRows(fixture, E_CanTp0004, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
