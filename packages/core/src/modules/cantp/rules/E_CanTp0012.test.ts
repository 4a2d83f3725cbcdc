import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { CHANNEL_0, CHANNEL_1, addNSdu, addPdu, canTpFixture, refer } from './connection-fixture.js';
import { E_CanTp0012 } from './E_CanTp0012.js';

describe('E_CanTp0012 unique N-SDU ids and N-PDU ids', () => {
  const nSduIds: [string, 'CanTpRxNSdu' | 'CanTpTxNSdu', string, string, string[]][] = [
    ['different Rx ids across channels', 'CanTpRxNSdu', '1', '2', []],
    ['same Rx id across channels', 'CanTpRxNSdu', '1', '1', [`${CHANNEL_1}/CanTpRxNSdu_0 CanTpRxNSduId`]],
    ['same Tx id across channels', 'CanTpTxNSdu', '3', '3', [`${CHANNEL_1}/CanTpTxNSdu_0 CanTpTxNSduId`]],
  ];
  for (const [name, kind, first, second, expected] of nSduIds) {
    it(name, () => {
      const fixture = canTpFixture(2);
      const id = kind === 'CanTpRxNSdu' ? 'CanTpRxNSduId' : 'CanTpTxNSduId';
      addNSdu(fixture, kind, { [id]: first });
      addNSdu(fixture, kind, { [id]: second }, CHANNEL_1);
      expect(ruleRows(fixture, E_CanTp0012, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }

  it('an Rx id and a Tx id may be equal', () => {
    const fixture = canTpFixture();
    addNSdu(fixture, 'CanTpRxNSdu', { CanTpRxNSduId: '5' });
    addNSdu(fixture, 'CanTpTxNSdu', { CanTpTxNSduId: '5' });
    expect(ruleRows(fixture, E_CanTp0012, MODULE_DEFINITIONS)).toEqual([]);
  });

  const RX_0 = `${CHANNEL_0}/CanTpRxNSdu_0/CanTpRxNPdu`;
  const RX_1 = `${CHANNEL_0}/CanTpRxNSdu_1/CanTpRxNPdu`;
  const nPduIds: [string, [string, string], boolean, string[]][] = [
    ['own Pdus, own ids', ['1', '2'], false, []],
    ['shared Pdu, shared id', ['1', '1'], true, []],
    ['own Pdus, one id', ['1', '1'], false, [`${RX_1} CanTpRxNPduId`]],
    ['shared Pdu, two ids', ['1', '2'], true, [`${RX_1} CanTpRxNPduId`]],
  ];
  for (const [name, [first, second], shared, expected] of nPduIds) {
    it(`Rx N-PDUs: ${name}`, () => {
      const fixture = canTpFixture();
      addNSdu(fixture, 'CanTpRxNSdu', { CanTpRxNSduId: '0' });
      addNSdu(fixture, 'CanTpRxNSdu', { CanTpRxNSduId: '1' });
      const pdu = addPdu(fixture);
      fixture.set(RX_0, { CanTpRxNPduId: first }, { CanTpRxNPduRef: [pdu] });
      fixture.set(RX_1, { CanTpRxNPduId: second }, { CanTpRxNPduRef: [shared ? pdu : addPdu(fixture)] });
      expect(ruleRows(fixture, E_CanTp0012, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }

  it('a received and a sent N-PDU may have the same id', () => {
    const fixture = canTpFixture();
    const rx = addNSdu(fixture, 'CanTpRxNSdu');
    const tx = addNSdu(fixture, 'CanTpTxNSdu');
    fixture.set(`${rx}/CanTpRxNPdu`, { CanTpRxNPduId: '7' });
    fixture.set(`${tx}/CanTpTxNPdu`, { CanTpTxNPduConfirmationPduId: '7' });
    refer(fixture, `${rx}/CanTpRxNPdu`, 'CanTpRxNPduRef', addPdu(fixture));
    refer(fixture, `${tx}/CanTpTxNPdu`, 'CanTpTxNPduRef', addPdu(fixture));
    expect(ruleRows(fixture, E_CanTp0012, MODULE_DEFINITIONS)).toEqual([]);
  });

  it('a Tx N-SDU’s flow-control N-PDU is a received N-PDU', () => {
    const fixture = canTpFixture();
    const rx = addNSdu(fixture, 'CanTpRxNSdu');
    const tx = addNSdu(fixture, 'CanTpTxNSdu');
    fixture.add(tx, 'CanTpRxFcNPdu');
    fixture.set(`${rx}/CanTpRxNPdu`, { CanTpRxNPduId: '7' }, { CanTpRxNPduRef: [addPdu(fixture)] });
    fixture.set(`${tx}/CanTpRxFcNPdu`, { CanTpRxFcNPduId: '7' }, { CanTpRxFcNPduRef: [addPdu(fixture)] });
    expect(ruleRows(fixture, E_CanTp0012, MODULE_DEFINITIONS)).toEqual([
      `${tx}/CanTpRxFcNPdu CanTpRxFcNPduId`,
    ]);
  });
});
