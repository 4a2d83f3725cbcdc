import { describe, expect, it } from 'vitest';
import type { ParamValue } from '../../../ecuc/store-types.js';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { W_CanIf0007 } from './W_CanIf0007.js';

const HOH = '/CanIf/CanIfInitCfg/CanIfInitHohCfg_0';
const TX = '/CanIf/CanIfInitCfg/CanIfTxPduCfg_0';

/** A Tx PDU sent through a buffer, an HTH and a Can hardware object of the given CanIdType. */
function txPduThrough(
  objectType: string,
  pdu: Record<string, ParamValue>,
  dynamicApi = false,
): ProjectFixture {
  const fixture = new ProjectFixture(MODULE_DEFINITIONS);
  fixture.set('/CanIf/CanIfPublicCfg', { CanIfPublicSetDynamicTxIdApi: dynamicApi });
  const object = fixture.add('/Can_0/CanConfigSet', 'CanHardwareObject', {
    CanIdType: objectType,
    CanObjectType: 'TRANSMIT',
  });
  fixture.add('/CanIf/CanIfInitCfg', 'CanIfInitHohCfg');
  const hth = fixture.add(HOH, 'CanIfHthCfg');
  fixture.set(`${HOH}/${hth.shortName}`, {}, { CanIfHthIdSymRef: [object.id] });
  const buffer = fixture.add('/CanIf/CanIfInitCfg', 'CanIfBufferCfg');
  fixture.set(`/CanIf/CanIfInitCfg/${buffer.shortName}`, {}, { CanIfBufferHthRef: [hth.id] });
  fixture.add('/CanIf/CanIfInitCfg', 'CanIfTxPduCfg', pdu);
  fixture.set(TX, {}, { CanIfTxPduBufferRef: [buffer.id] });
  return fixture;
}

describe('W_CanIf0007 Tx CAN ids fit their hardware objects', () => {
  const cases: [string, string, Record<string, ParamValue>, boolean, string[]][] = [
    ['standard id on a standard object', 'STANDARD', { CanIfTxPduCanId: '0x7FF' }, false, []],
    [
      'standard id beyond 11 bits',
      'STANDARD',
      { CanIfTxPduCanId: '0x800' },
      false,
      [`${TX} CanIfTxPduCanId`],
    ],
    [
      'extended id on a standard object',
      'STANDARD',
      { CanIfTxPduCanId: '0x18DA00F1', CanIfTxPduCanIdType: 'EXTENDED_FD_CAN' },
      false,
      [`${TX} CanIfTxPduCanIdType`],
    ],
    [
      'extended id on a mixed object',
      'MIXED',
      { CanIfTxPduCanId: '0x18DA00F1', CanIfTxPduCanIdType: 'EXTENDED_CAN' },
      false,
      [],
    ],
    [
      'standard id on an extended object',
      'EXTENDED',
      { CanIfTxPduCanId: '0x100' },
      false,
      [`${TX} CanIfTxPduCanIdType`],
    ],
    ['dynamic without the API', 'STANDARD', { CanIfTxPduType: 'DYNAMIC' }, false, [`${TX} CanIfTxPduType`]],
    ['dynamic with the API', 'STANDARD', { CanIfTxPduType: 'DYNAMIC' }, true, []],
  ];
  for (const [name, objectType, pdu, dynamicApi, expected] of cases) {
    it(name, () => {
      const fixture = txPduThrough(objectType, pdu, dynamicApi);
      expect(ruleRows(fixture, W_CanIf0007, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
