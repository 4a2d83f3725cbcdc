import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { LINIF_GLOBAL, linChannels } from '../lin-channel-fixture.js';
import { E_LinIf0006 } from './E_LinIf0006.js';

const FRAME_0 = `${LINIF_GLOBAL}/LinIfChannel_0/LinIfFrame_0`;
const FRAME_1 = `${LINIF_GLOBAL}/LinIfChannel_0/LinIfFrame_1`;

describe('E_LinIf0006 MRF and SRF frames need TP support', () => {
  const cases: [string, [string, string], boolean | undefined, string[]][] = [
    ['unconditional frames, TP off', ['UNCONDITIONAL', 'UNCONDITIONAL'], false, []],
    ['MRF and SRF, TP on', ['MRF', 'SRF'], true, []],
    [
      'MRF and SRF, TP off',
      ['MRF', 'SRF'],
      false,
      [`${FRAME_0} LinIfFrameType`, `${FRAME_1} LinIfFrameType`],
    ],
    ['an SRF, TP left at its default', ['UNCONDITIONAL', 'SRF'], undefined, [`${FRAME_1} LinIfFrameType`]],
    ['a node configuration command, TP off', ['ASSIGN_NAD', 'UNCONDITIONAL'], false, []],
  ];
  for (const [name, [type0, type1], tpSupported, expected] of cases)
    it(name, () => {
      const fixture = linChannels(MODULE_DEFINITIONS, 1);
      fixture.set(FRAME_0, { LinIfFrameType: type0 });
      fixture.set(FRAME_1, { LinIfFrameType: type1 });
      if (tpSupported !== undefined) fixture.set('/LinIf/LinIfGeneral', { LinIfTpSupported: tpSupported });
      expect(ruleRows(fixture, E_LinIf0006, MODULE_DEFINITIONS)).toEqual(expected);
    });
});
