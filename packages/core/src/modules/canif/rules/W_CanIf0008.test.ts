import { describe, expect, it } from 'vitest';
import type { ParamValue } from '../../../ecuc/store-types.js';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { W_CanIf0008 } from './W_CanIf0008.js';

const HOH = '/CanIf/CanIfInitCfg/CanIfInitHohCfg_0';
const HRH = `${HOH}/CanIfHrhCfg_0`;
const RX = '/CanIf/CanIfInitCfg/CanIfRxPduCfg_0';

const MASKED = { CanIfHrhRangeBaseId: '0x100', CanIfHrhRangeMask: '0x700' };
const BOUNDED = { CanIfHrhRangeRxLowerCanId: '0x100', CanIfHrhRangeRxUpperCanId: '0x1FF' };

/**
 * An HRH with filter ranges and one Rx PDU on it: the PDU's values, and the lower and upper id of its
 * CanIfRxPduCanIdRange when it has one.
 */
function rxPduOnHrh(
  ranges: readonly Record<string, ParamValue>[],
  pdu: Record<string, ParamValue>,
  interval?: [string, string],
): ProjectFixture {
  const fixture = new ProjectFixture(MODULE_DEFINITIONS);
  fixture.add('/CanIf/CanIfInitCfg', 'CanIfInitHohCfg');
  const hrh = fixture.add(HOH, 'CanIfHrhCfg');
  for (const range of ranges) fixture.add(HRH, 'CanIfHrhRangeCfg', range);
  fixture.add('/CanIf/CanIfInitCfg', 'CanIfRxPduCfg', pdu);
  fixture.set(RX, {}, { CanIfRxPduHrhIdRef: [hrh.id] });
  if (interval) {
    const [lower, upper] = interval;
    fixture.add(RX, 'CanIfRxPduCanIdRange', {
      CanIfRxPduCanIdRangeLowerCanId: lower,
      CanIfRxPduCanIdRangeUpperCanId: upper,
    });
  }
  return fixture;
}

describe('W_CanIf0008 Rx CAN ids covered by their HRH filter', () => {
  const cases: [
    string,
    Record<string, ParamValue>[],
    Record<string, ParamValue>,
    [string, string] | undefined,
    string[],
  ][] = [
    ['id inside base and mask', [MASKED], { CanIfRxPduCanId: '0x123' }, undefined, []],
    [
      'id outside base and mask',
      [MASKED],
      { CanIfRxPduCanId: '0x223' },
      undefined,
      [`${RX} CanIfRxPduCanId`],
    ],
    [
      'id outside one range, inside the other',
      [MASKED, { ...BOUNDED, CanIfHrhRangeRxLowerCanId: '0x200', CanIfHrhRangeRxUpperCanId: '0x2FF' }],
      { CanIfRxPduCanId: '0x223' },
      undefined,
      [],
    ],
    [
      'masked id inside the range',
      [MASKED],
      { CanIfRxPduCanId: '0x100', CanIfRxPduCanIdMask: '0x700' },
      undefined,
      [],
    ],
    [
      'masked id wider than the range',
      [MASKED],
      { CanIfRxPduCanId: '0x100', CanIfRxPduCanIdMask: '0x600' },
      undefined,
      [`${RX} CanIfRxPduCanId`],
    ],
    ['id interval inside lower and upper', [BOUNDED], {}, ['0x150', '0x160'], []],
    [
      'id interval beyond upper',
      [BOUNDED],
      {},
      ['0x150', '0x260'],
      [`${RX}/CanIfRxPduCanIdRange CanIfRxPduCanIdRangeLowerCanId`],
    ],
    ['id interval inside base and mask', [MASKED], {}, ['0x180', '0x1BF'], []],
    [
      'extended id against a standard range',
      [BOUNDED],
      { CanIfRxPduCanId: '0x150', CanIfRxPduCanIdType: 'EXTENDED_CAN' },
      undefined,
      [`${RX} CanIfRxPduCanId`],
    ],
    ['HRH without ranges', [], { CanIfRxPduCanId: '0x223' }, undefined, []],
  ];
  for (const [name, ranges, pdu, interval, expected] of cases) {
    it(name, () => {
      expect(ruleRows(rxPduOnHrh(ranges, pdu, interval), W_CanIf0008, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
