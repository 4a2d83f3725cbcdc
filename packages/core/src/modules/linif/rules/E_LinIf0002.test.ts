import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { verifyProject } from '../../../verify/engine.js';
import { LINIF_GLOBAL, linChannels } from '../lin-channel-fixture.js';
import { E_LinIf0002 } from './E_LinIf0002.js';

const CHANNEL = `${LINIF_GLOBAL}/LinIfChannel`;

describe('E_LinIf0002 frame ids unique per channel', () => {
  const cases: [string, number, [string, string][], string[]][] = [
    ['two frames, two ids', 1, [], []],
    [
      'the Rx frame takes the Tx frame’s id',
      1,
      [[`${CHANNEL}_0/LinIfFrame_1`, '16']],
      [`${CHANNEL}_0/LinIfFrame_1 LinIfFrameId`],
    ],
    ['the same id on two channels', 2, [[`${CHANNEL}_1/LinIfFrame_0`, '16']], []],
  ];
  for (const [name, channels, changes, expected] of cases)
    it(name, () => {
      const fixture = linChannels(MODULE_DEFINITIONS, channels);
      for (const [path, id] of changes) fixture.set(path, { LinIfFrameId: id });
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
