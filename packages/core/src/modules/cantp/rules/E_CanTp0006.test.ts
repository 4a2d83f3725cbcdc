import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { CHANNEL_0, addNSdu, addPdu, canTpFixture, refer } from './connection-fixture.js';
import { E_CanTp0006 } from './E_CanTp0006.js';

const RX = `${CHANNEL_0}/CanTpRxNSdu_0`;
const TX = `${CHANNEL_0}/CanTpTxNSdu_0`;

/** Where a Pdu is referenced: [N-PDU container path, reference]. */
const USES: Record<string, [string, string]> = {
  rxData: [`${RX}/CanTpRxNPdu`, 'CanTpRxNPduRef'],
  rxFc: [`${RX}/CanTpTxFcNPdu`, 'CanTpTxFcNPduRef'],
  txData: [`${TX}/CanTpTxNPdu`, 'CanTpTxNPduRef'],
  txFc: [`${TX}/CanTpRxFcNPdu`, 'CanTpRxFcNPduRef'],
};

describe('E_CanTp0006 a Pdu has one direction in CanTp', () => {
  const cases: [string, (keyof typeof USES)[], string[]][] = [
    ['each N-PDU its own Pdu', [], []],
    ['Rx N-PDU and Rx FC N-PDU share a Pdu (both received)', ['rxData', 'txFc'], []],
    ['Tx N-PDU and Tx FC N-PDU share a Pdu (both sent)', ['txData', 'rxFc'], []],
    [
      'Rx N-PDU and Tx N-PDU share a Pdu',
      ['rxData', 'txData'],
      [`${RX}/CanTpRxNPdu CanTpRxNPduRef`, `${TX}/CanTpTxNPdu CanTpTxNPduRef`],
    ],
    [
      'Tx FC N-PDU and Rx FC N-PDU share a Pdu',
      ['rxFc', 'txFc'],
      [`${RX}/CanTpTxFcNPdu CanTpTxFcNPduRef`, `${TX}/CanTpRxFcNPdu CanTpRxFcNPduRef`],
    ],
  ];
  for (const [name, shared, expected] of cases) {
    it(name, () => {
      const fixture = canTpFixture();
      addNSdu(fixture, 'CanTpRxNSdu');
      addNSdu(fixture, 'CanTpTxNSdu');
      fixture.add(RX, 'CanTpTxFcNPdu');
      fixture.add(TX, 'CanTpRxFcNPdu');
      const common = addPdu(fixture);
      for (const [use, [path, ref]] of Object.entries(USES)) {
        refer(fixture, path, ref, shared.includes(use) ? common : addPdu(fixture));
      }
      expect(ruleRows(fixture, E_CanTp0006, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
