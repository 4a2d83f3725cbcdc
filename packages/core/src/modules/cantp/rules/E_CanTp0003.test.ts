import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { CHANNEL_0, addNSdu, addPdu, canTpFixture, refer } from './connection-fixture.js';
import { E_CanTp0003 } from './E_CanTp0003.js';

const TX = `${CHANNEL_0}/CanTpTxNSdu_0`;
const TX_NPDU = `${TX}/CanTpTxNPdu`;

describe('E_CanTp0003 a Tx N-SDU has its Tx N-PDU with a Pdu', () => {
  const cases: [string, 'referenced' | 'unreferenced' | 'removed', string[]][] = [
    ['Tx N-PDU references a Pdu', 'referenced', []],
    ['Tx N-PDU without reference', 'unreferenced', [`${TX_NPDU} CanTpTxNPduRef`]],
    ['no Tx N-PDU', 'removed', [`${TX} CanTpTxNPdu`]],
  ];
  for (const [name, state, expected] of cases) {
    it(name, () => {
      const fixture = canTpFixture();
      addNSdu(fixture, 'CanTpTxNSdu');
      if (state === 'referenced') refer(fixture, TX_NPDU, 'CanTpTxNPduRef', addPdu(fixture));
      if (state === 'removed') fixture.remove(TX_NPDU);
      expect(ruleRows(fixture, E_CanTp0003, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
