import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { CHANNEL_0, addNSdu, addPdu, canTpFixture, refer } from './connection-fixture.js';
import { E_CanTp0002 } from './E_CanTp0002.js';

const RX = `${CHANNEL_0}/CanTpRxNSdu_0`;
const FC = `${RX}/CanTpTxFcNPdu`;

describe('E_CanTp0002 a physical Rx N-SDU has its flow-control Tx N-PDU', () => {
  const cases: [string, string, 'referenced' | 'unreferenced' | 'absent', string[]][] = [
    ['physical with a referenced FC N-PDU', 'CANTP_PHYSICAL', 'referenced', []],
    ['physical without FC N-PDU', 'CANTP_PHYSICAL', 'absent', [`${RX} CanTpTxFcNPdu`]],
    ['CAN FD physical without FC N-PDU', 'CANTP_CANFD_PHYSICAL', 'absent', [`${RX} CanTpTxFcNPdu`]],
    ['physical, FC N-PDU without reference', 'CANTP_PHYSICAL', 'unreferenced', [`${FC} CanTpTxFcNPduRef`]],
    ['functional without FC N-PDU', 'CANTP_FUNCTIONAL', 'absent', []],
  ];
  for (const [name, taType, state, expected] of cases) {
    it(name, () => {
      const fixture = canTpFixture();
      addNSdu(fixture, 'CanTpRxNSdu', { CanTpRxTaType: taType });
      if (state !== 'absent') fixture.add(RX, 'CanTpTxFcNPdu');
      if (state === 'referenced') refer(fixture, FC, 'CanTpTxFcNPduRef', addPdu(fixture));
      expect(ruleRows(fixture, E_CanTp0002, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
