import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS } from '../../index.js';
import type { ProjectFixture } from '../../project-fixture.js';
import { ruleRows } from '../../rule-harness.js';
import {
  addLinIfEntry,
  addLinIfFrame,
  LINIF_GLOBAL,
  linChannels,
  makeLinIfSlave,
  substituteLinIfFrames,
} from '../lin-channel-fixture.js';
import { E_LinIf0004 } from './E_LinIf0004.js';

const CHANNEL = `${LINIF_GLOBAL}/LinIfChannel_0`;
const OTHER_CHANNEL = `${LINIF_GLOBAL}/LinIfChannel_1`;
const TABLE = `${CHANNEL}/LinIfScheduleTable_0`;
const SPORADIC = `${CHANNEL}/LinIfFrame_2`;

/**
 * Two master channels (Tx frame LinIfFrame_0, Rx frame LinIfFrame_1 each, see the fixture); on the first a
 * sporadic frame LinIfFrame_2 standing for `targets` (frames of the fixture by path), in slot 2 of its table.
 */
function project(targets: string[], change?: (fixture: ProjectFixture) => void): ProjectFixture {
  const fixture = linChannels(MODULE_DEFINITIONS, 2);
  const sporadic = addLinIfFrame(fixture, CHANNEL, {
    LinIfFrameId: '16',
    LinIfLength: '2',
    LinIfFrameType: 'SPORADIC',
  });
  substituteLinIfFrames(
    fixture,
    SPORADIC,
    targets.map((path) => fixture.get(path)),
  );
  addLinIfEntry(fixture, TABLE, sporadic);
  change?.(fixture);
  return fixture;
}

describe('E_LinIf0004 sporadic frames: the master’s, for frames it sends', () => {
  const cases: [string, string[], ((fixture: ProjectFixture) => void) | undefined, string[]][] = [
    ['a master slot for the master’s Tx frame', [`${CHANNEL}/LinIfFrame_0`], undefined, []],
    ['standing for no frame', [], undefined, [SPORADIC]],
    [
      'standing for a frame the master receives',
      [`${CHANNEL}/LinIfFrame_0`, `${CHANNEL}/LinIfFrame_1`],
      undefined,
      [`${SPORADIC}/LinIfSubstitutionFrames_1 LinIfSubstitutionFrameRef`],
    ],
    [
      'standing for a frame of another channel',
      [`${OTHER_CHANNEL}/LinIfFrame_0`],
      undefined,
      [`${SPORADIC}/LinIfSubstitutionFrames_0 LinIfSubstitutionFrameRef`],
    ],
    [
      'standing for an event-triggered frame',
      [`${CHANNEL}/LinIfFrame_0`],
      (fixture) => fixture.set(`${CHANNEL}/LinIfFrame_0`, { LinIfFrameType: 'EVENT_TRIGGERED' }),
      [`${SPORADIC}/LinIfSubstitutionFrames_0 LinIfSubstitutionFrameRef`],
    ],
    [
      'scheduled on a slave channel',
      [`${CHANNEL}/LinIfFrame_0`],
      (fixture) => makeLinIfSlave(fixture, CHANNEL),
      [`${TABLE}/LinIfEntry_2 LinIfFrameRef`],
    ],
    [
      'on a slave channel but not scheduled',
      [`${CHANNEL}/LinIfFrame_0`],
      (fixture) => {
        makeLinIfSlave(fixture, CHANNEL);
        fixture.remove(`${TABLE}/LinIfEntry_2`);
      },
      [],
    ],
  ];
  for (const [name, targets, change, expected] of cases)
    it(name, () => {
      expect(ruleRows(project(targets, change), E_LinIf0004, MODULE_DEFINITIONS)).toEqual(expected);
    });
});
