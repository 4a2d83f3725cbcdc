import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { CHANNEL_0, addNSdu, addPdu, canTpFixture, refer } from './connection-fixture.js';
import { E_CanTp0008 } from './E_CanTp0008.js';

const RX_0 = `${CHANNEL_0}/CanTpRxNSdu_0`;
const RX_1 = `${CHANNEL_0}/CanTpRxNSdu_1`;
const TX = `${CHANNEL_0}/CanTpTxNSdu_0`;

describe('E_CanTp0008 N-SDUs sharing an N-PDU use one addressing format', () => {
  const cases: [string, string, string, string, string[]][] = [
    ['all normal', 'CANTP_STANDARD', 'CANTP_STANDARD', 'CANTP_STANDARD', []],
    ['all extended', 'CANTP_EXTENDED', 'CANTP_EXTENDED', 'CANTP_EXTENDED', []],
    [
      'second Rx N-SDU extended',
      'CANTP_STANDARD',
      'CANTP_EXTENDED',
      'CANTP_STANDARD',
      [`${RX_1}/CanTpRxNPdu CanTpRxNPduRef`],
    ],
    [
      'Tx N-SDU whose FC N-PDU is the shared Pdu is mixed',
      'CANTP_STANDARD',
      'CANTP_STANDARD',
      'CANTP_MIXED',
      [`${TX}/CanTpRxFcNPdu CanTpRxFcNPduRef`],
    ],
  ];
  for (const [name, first, second, tx, expected] of cases) {
    it(name, () => {
      const fixture = canTpFixture();
      const shared = addPdu(fixture);
      addNSdu(fixture, 'CanTpRxNSdu', { CanTpRxAddressingFormat: first });
      addNSdu(fixture, 'CanTpRxNSdu', { CanTpRxAddressingFormat: second });
      addNSdu(fixture, 'CanTpTxNSdu', { CanTpTxAddressingFormat: tx });
      refer(fixture, `${RX_0}/CanTpRxNPdu`, 'CanTpRxNPduRef', shared);
      refer(fixture, `${RX_1}/CanTpRxNPdu`, 'CanTpRxNPduRef', shared);
      fixture.add(TX, 'CanTpRxFcNPdu');
      refer(fixture, `${TX}/CanTpRxFcNPdu`, 'CanTpRxFcNPduRef', shared);
      refer(fixture, `${TX}/CanTpTxNPdu`, 'CanTpTxNPduRef', addPdu(fixture));
      expect(ruleRows(fixture, E_CanTp0008, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }

  it('different formats on different Pdus', () => {
    const fixture = canTpFixture();
    addNSdu(fixture, 'CanTpRxNSdu', { CanTpRxAddressingFormat: 'CANTP_STANDARD' });
    addNSdu(fixture, 'CanTpRxNSdu', { CanTpRxAddressingFormat: 'CANTP_EXTENDED' });
    refer(fixture, `${RX_0}/CanTpRxNPdu`, 'CanTpRxNPduRef', addPdu(fixture));
    refer(fixture, `${RX_1}/CanTpRxNPdu`, 'CanTpRxNPduRef', addPdu(fixture));
    expect(ruleRows(fixture, E_CanTp0008, MODULE_DEFINITIONS)).toEqual([]);
  });
});
