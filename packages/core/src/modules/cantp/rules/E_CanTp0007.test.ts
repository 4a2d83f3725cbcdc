import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { CHANNEL_0, CHANNEL_1, addNSdu, addPdu, canTpFixture, refer } from './connection-fixture.js';
import { E_CanTp0007 } from './E_CanTp0007.js';

/** An Rx N-SDU: its addressing format and its address bytes (container → byte). */
type RxAddress = [string, Record<string, string>];

describe('E_CanTp0007 Rx N-SDUs sharing an Rx N-PDU differ in addressing', () => {
  const cases: [string, RxAddress, RxAddress, string[]][] = [
    [
      'normal, shared',
      ['CANTP_STANDARD', {}],
      ['CANTP_STANDARD', {}],
      [`${CHANNEL_1}/CanTpRxNSdu_0/CanTpRxNPdu CanTpRxNPduRef`],
    ],
    [
      'extended, different N_TA',
      ['CANTP_EXTENDED', { CanTpNTa: '1' }],
      ['CANTP_EXTENDED', { CanTpNTa: '2' }],
      [],
    ],
    [
      'extended, same N_TA',
      ['CANTP_EXTENDED', { CanTpNTa: '1' }],
      ['CANTP_EXTENDED', { CanTpNTa: '1' }],
      [`${CHANNEL_1}/CanTpRxNSdu_0/CanTpRxNPdu CanTpRxNPduRef`],
    ],
    [
      'extended, N_SA does not tell them apart',
      ['CANTP_EXTENDED', { CanTpNTa: '1', CanTpNSa: '1' }],
      ['CANTP_EXTENDED', { CanTpNTa: '1', CanTpNSa: '2' }],
      [`${CHANNEL_1}/CanTpRxNSdu_0/CanTpRxNPdu CanTpRxNPduRef`],
    ],
    ['mixed, different N_AE', ['CANTP_MIXED', { CanTpNAe: '1' }], ['CANTP_MIXED', { CanTpNAe: '2' }], []],
    [
      'normal fixed, different N_SA',
      ['CANTP_NORMALFIXED', { CanTpNTa: '1', CanTpNSa: '1' }],
      ['CANTP_NORMALFIXED', { CanTpNTa: '1', CanTpNSa: '2' }],
      [],
    ],
    ['different formats are E_CanTp0008', ['CANTP_STANDARD', {}], ['CANTP_EXTENDED', {}], []],
  ];
  for (const [name, [firstFormat, firstBytes], [secondFormat, secondBytes], expected] of cases) {
    it(name, () => {
      const fixture = canTpFixture(2);
      const pdu = addPdu(fixture);
      const nSdus: [string, Record<string, string>][] = [
        [addNSdu(fixture, 'CanTpRxNSdu', { CanTpRxAddressingFormat: firstFormat }), firstBytes],
        [addNSdu(fixture, 'CanTpRxNSdu', { CanTpRxAddressingFormat: secondFormat }, CHANNEL_1), secondBytes],
      ];
      for (const [path, bytes] of nSdus) {
        refer(fixture, `${path}/CanTpRxNPdu`, 'CanTpRxNPduRef', pdu);
        for (const [address, value] of Object.entries(bytes))
          fixture.add(path, address, { [address]: value });
      }
      expect(ruleRows(fixture, E_CanTp0007, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }

  it('different Rx N-PDUs', () => {
    const fixture = canTpFixture();
    for (const path of [addNSdu(fixture, 'CanTpRxNSdu'), addNSdu(fixture, 'CanTpRxNSdu')]) {
      refer(fixture, `${path}/CanTpRxNPdu`, 'CanTpRxNPduRef', addPdu(fixture));
    }
    expect(ruleRows(fixture, E_CanTp0007, MODULE_DEFINITIONS)).toEqual([]);
  });

  it('three on one Rx N-PDU: every later one', () => {
    const fixture = canTpFixture();
    const pdu = addPdu(fixture);
    for (let index = 0; index < 3; index += 1) {
      refer(fixture, `${addNSdu(fixture, 'CanTpRxNSdu')}/CanTpRxNPdu`, 'CanTpRxNPduRef', pdu);
    }
    expect(ruleRows(fixture, E_CanTp0007, MODULE_DEFINITIONS)).toEqual([
      `${CHANNEL_0}/CanTpRxNSdu_1/CanTpRxNPdu CanTpRxNPduRef`,
      `${CHANNEL_0}/CanTpRxNSdu_2/CanTpRxNPdu CanTpRxNPduRef`,
    ]);
  });
});
