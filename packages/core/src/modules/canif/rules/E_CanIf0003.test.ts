import { describe, expect, it } from 'vitest';
import type { ParamValue } from '../../../ecuc/store-types.js';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { E_CanIf0003 } from './E_CanIf0003.js';

const RX = '/CanIf/CanIfInitCfg/CanIfRxPduCfg_0';
const TX = '/CanIf/CanIfInitCfg/CanIfTxPduCfg_0';

describe('E_CanIf0003 data lengths consistent', () => {
  const buffers: [string, string, string[], string[]][] = [
    ['no buffer', '0', [], []],
    ['sizes up to the maximum', '8', ['0', '8'], []],
    ['one above', '8', ['8', '9'], ['/CanIf/CanIfInitCfg/CanIfBufferCfg_1 CanIfBufferSize']],
    ['default maximum 0', '0', ['1'], ['/CanIf/CanIfInitCfg/CanIfBufferCfg_0 CanIfBufferSize']],
  ];
  for (const [name, max, sizes, expected] of buffers) {
    it(`buffer: ${name}`, () => {
      const fixture = new ProjectFixture(MODULE_DEFINITIONS);
      fixture.set('/CanIf/CanIfInitCfg', { CanIfMaxBufferSize: max });
      for (const size of sizes)
        fixture.add('/CanIf/CanIfInitCfg', 'CanIfBufferCfg', { CanIfBufferSize: size });
      expect(ruleRows(fixture, E_CanIf0003, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }

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
      expect(ruleRows(fixture, E_CanIf0003, MODULE_DEFINITIONS)).toEqual(expected);
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
      expect(ruleRows(fixture, E_CanIf0003, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
