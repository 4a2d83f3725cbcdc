import { describe, expect, it } from 'vitest';
import type { ParamValue } from '../../../ecuc/store-types.js';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { E_CanIf0002 } from './E_CanIf0002.js';

const RX = '/CanIf/CanIfInitCfg/CanIfRxPduCfg_0';
const TX = '/CanIf/CanIfInitCfg/CanIfTxPduCfg_0';

describe('E_CanIf0002 classic CAN carries 8 bytes', () => {
  const rx: [string, Record<string, ParamValue>, string[]][] = [
    ['classic, 8 bytes', { CanIfRxPduCanIdType: 'STANDARD_NO_FD_CAN', CanIfRxPduDataLength: '8' }, []],
    [
      'classic, 9 bytes',
      { CanIfRxPduCanIdType: 'EXTENDED_NO_FD_CAN', CanIfRxPduDataLength: '9' },
      [`${RX} CanIfRxPduDataLength`],
    ],
    ['FD, 64 bytes', { CanIfRxPduCanIdType: 'STANDARD_FD_CAN', CanIfRxPduDataLength: '64' }, []],
    ['classic or FD, 12 bytes', { CanIfRxPduCanIdType: 'STANDARD_CAN', CanIfRxPduDataLength: '12' }, []],
    ['classic, no length', { CanIfRxPduCanIdType: 'STANDARD_NO_FD_CAN' }, []],
  ];
  for (const [name, values, expected] of rx) {
    it(`Rx: ${name}`, () => {
      const fixture = new ProjectFixture(MODULE_DEFINITIONS);
      fixture.add('/CanIf/CanIfInitCfg', 'CanIfRxPduCfg', values);
      expect(ruleRows(fixture, E_CanIf0002, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }

  const tx: [string, string, string, boolean, string[]][] = [
    ['classic, 8 bytes', 'STANDARD_CAN', '8', false, []],
    ['classic, 12 bytes', 'EXTENDED_CAN', '12', false, [`${TX} CanIfTxPduRef`]],
    ['classic, 12 bytes, truncated', 'STANDARD_CAN', '12', true, []],
    ['FD, 64 bytes', 'STANDARD_FD_CAN', '64', false, []],
  ];
  for (const [name, type, length, truncation, expected] of tx) {
    it(`Tx: ${name}`, () => {
      const fixture = new ProjectFixture(MODULE_DEFINITIONS);
      fixture.add('/EcuC', 'EcucPduCollection');
      const pdu = fixture.add('/EcuC/EcucPduCollection', 'Pdu', { PduLength: length });
      fixture.add('/CanIf/CanIfInitCfg', 'CanIfTxPduCfg', {
        CanIfTxPduCanIdType: type,
        CanIfTxPduTruncation: truncation,
      });
      fixture.set(TX, {}, { CanIfTxPduRef: [pdu.id] });
      expect(ruleRows(fixture, E_CanIf0002, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
