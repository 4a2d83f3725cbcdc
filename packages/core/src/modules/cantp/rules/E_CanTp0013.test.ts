import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { CHANNEL_0, addNSdu, canTpFixture } from './connection-fixture.js';
import { E_CanTp0013 } from './E_CanTp0013.js';

const RX = `${CHANNEL_0}/CanTpRxNSdu_0`;
const TX = `${CHANNEL_0}/CanTpTxNSdu_0`;

describe('E_CanTp0013 CAN FD N-SDUs need CanTpFlexibleDataRateSupport', () => {
  const cases: [string, string, boolean, string[]][] = [
    ['classic, FD off', 'CANTP_PHYSICAL', false, []],
    ['FD physical, FD off', 'CANTP_CANFD_PHYSICAL', false, [`${RX} CanTpRxTaType`, `${TX} CanTpTxTaType`]],
    [
      'FD functional, FD off',
      'CANTP_CANFD_FUNCTIONAL',
      false,
      [`${RX} CanTpRxTaType`, `${TX} CanTpTxTaType`],
    ],
    ['FD physical, FD on', 'CANTP_CANFD_PHYSICAL', true, []],
  ];
  for (const [name, taType, flexibleDataRate, expected] of cases) {
    it(name, () => {
      const fixture = canTpFixture();
      fixture.set('/CanTp/CanTpGeneral', { CanTpFlexibleDataRateSupport: flexibleDataRate });
      addNSdu(fixture, 'CanTpRxNSdu', { CanTpRxTaType: taType });
      addNSdu(fixture, 'CanTpTxNSdu', { CanTpTxTaType: taType });
      expect(ruleRows(fixture, E_CanTp0013, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
