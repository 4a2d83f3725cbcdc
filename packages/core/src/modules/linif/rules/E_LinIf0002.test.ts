import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { verifyProject } from '../../../verify/engine.js';
import { LINIF_GLOBAL, linChannels } from '../lin-channel-fixture.js';
import { E_LinIf0002 } from './E_LinIf0002.js';

const CHANNEL = `${LINIF_GLOBAL}/LinIfChannel`;

describe('E_LinIf0002 frame ids unique per channel', () => {
  const FRAME_0 = `${CHANNEL}_0/LinIfFrame_0`;
  const FRAME_1 = `${CHANNEL}_0/LinIfFrame_1`;
  const cases: [string, number, [string, Record<string, string>][], string[]][] = [
    ['two frames, two ids', 1, [], []],
    [
      'the Rx frame takes the Tx frame’s id',
      1,
      [[FRAME_1, { LinIfFrameId: '16' }]],
      [`${FRAME_1} LinIfFrameId`],
    ],
    ['the same id on two channels', 2, [[`${CHANNEL}_1/LinIfFrame_0`, { LinIfFrameId: '16' }]], []],
    [
      'a sporadic frame under the id of the frame it sends',
      1,
      [[FRAME_1, { LinIfFrameId: '16', LinIfFrameType: 'SPORADIC' }]],
      [],
    ],
    [
      'two node configuration commands on the master request id',
      1,
      [
        [FRAME_0, { LinIfFrameId: '60', LinIfFrameType: 'ASSIGN_NAD' }],
        [FRAME_1, { LinIfFrameId: '60', LinIfFrameType: 'SAVE_CONFIGURATION' }],
      ],
      [],
    ],
    [
      'an event-triggered frame on an unconditional frame’s id',
      1,
      [[FRAME_1, { LinIfFrameId: '16', LinIfFrameType: 'EVENT_TRIGGERED' }]],
      [`${FRAME_1} LinIfFrameId`],
    ],
    [
      'two master request frames',
      1,
      [
        [FRAME_0, { LinIfFrameId: '60', LinIfFrameType: 'MRF' }],
        [FRAME_1, { LinIfFrameId: '60', LinIfFrameType: 'MRF' }],
      ],
      [`${FRAME_1} LinIfFrameId`],
    ],
  ];
  for (const [name, channels, changes, expected] of cases)
    it(name, () => {
      const fixture = linChannels(MODULE_DEFINITIONS, channels);
      for (const [path, values] of changes) fixture.set(path, values);
      expect(ruleRows(fixture, E_LinIf0002, MODULE_DEFINITIONS)).toEqual(expected);
    });

  it.each(['ASSIGN_NAD', 'SAVE_CONFIGURATION', 'FREE', 'SPORADIC'])(
    'a %s frame shares its id with others',
    (type) => {
      const fixture = linChannels(MODULE_DEFINITIONS, 1);
      fixture.set(`${CHANNEL}_0/LinIfFrame_1`, { LinIfFrameId: '16', LinIfFrameType: type });
      expect(ruleRows(fixture, E_LinIf0002, MODULE_DEFINITIONS)).toEqual([]);
    },
  );

  it('names the id and its protected identifier', () => {
    const fixture = linChannels(MODULE_DEFINITIONS, 1);
    fixture.set(`${CHANNEL}_0/LinIfFrame_1`, { LinIfFrameId: '16' });
    const rows = verifyProject(fixture.snapshot(), MODULE_DEFINITIONS, { language: 'en_us' }).errList;
    expect(rows.find((r) => r.code === 'E_LinIf0002')?.message).toContain('Frame id 16 (PID 0x50)');
  });
});
