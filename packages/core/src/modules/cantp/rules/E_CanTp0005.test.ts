import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { CHANNEL_0, addNSdu, canTpFixture } from './connection-fixture.js';
import { E_CanTp0005 } from './E_CanTp0005.js';

const RX = `${CHANNEL_0}/CanTpRxNSdu_0`;
const TX = `${CHANNEL_0}/CanTpTxNSdu_0`;

describe('E_CanTp0005 a functional N-SDU has no flow-control N-PDU', () => {
  const cases: [string, string, boolean, string[]][] = [
    ['functional without FC', 'CANTP_FUNCTIONAL', false, []],
    ['functional with FC', 'CANTP_FUNCTIONAL', true, [`${RX} CanTpTxFcNPdu`, `${TX} CanTpRxFcNPdu`]],
    [
      'CAN FD functional with FC',
      'CANTP_CANFD_FUNCTIONAL',
      true,
      [`${RX} CanTpTxFcNPdu`, `${TX} CanTpRxFcNPdu`],
    ],
    ['physical with FC', 'CANTP_PHYSICAL', true, []],
  ];
  for (const [name, taType, flowControl, expected] of cases) {
    it(name, () => {
      const fixture = canTpFixture();
      addNSdu(fixture, 'CanTpRxNSdu', { CanTpRxTaType: taType });
      addNSdu(fixture, 'CanTpTxNSdu', { CanTpTxTaType: taType });
      if (flowControl) {
        fixture.add(RX, 'CanTpTxFcNPdu');
        fixture.add(TX, 'CanTpRxFcNPdu');
      }
      expect(ruleRows(fixture, E_CanTp0005, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
