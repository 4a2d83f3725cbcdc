import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { CHANNEL_0, addNSdu, addPdu, canTpFixture, refer } from './connection-fixture.js';
import { E_CanTp0001 } from './E_CanTp0001.js';

const RX = `${CHANNEL_0}/CanTpRxNSdu_0`;
const RX_NPDU = `${RX}/CanTpRxNPdu`;

describe('E_CanTp0001 an Rx N-SDU has its Rx N-PDU with a Pdu', () => {
  const cases: [string, 'referenced' | 'unreferenced' | 'removed', string[]][] = [
    ['Rx N-PDU references a Pdu', 'referenced', []],
    ['Rx N-PDU without reference', 'unreferenced', [`${RX_NPDU} CanTpRxNPduRef`]],
    ['no Rx N-PDU', 'removed', [`${RX} CanTpRxNPdu`]],
  ];
  for (const [name, state, expected] of cases) {
    it(name, () => {
      const fixture = canTpFixture();
      addNSdu(fixture, 'CanTpRxNSdu');
      if (state === 'referenced') refer(fixture, RX_NPDU, 'CanTpRxNPduRef', addPdu(fixture));
      if (state === 'removed') fixture.remove(RX_NPDU);
      expect(ruleRows(fixture, E_CanTp0001, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
