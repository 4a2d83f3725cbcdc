import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS } from '../../index.js';
import type { ProjectFixture } from '../../project-fixture.js';
import { ruleRows } from '../../rule-harness.js';
import { verifyProject } from '../../../verify/engine.js';
import {
  addLinIfEntry,
  addLinIfFrame,
  LINIF_GLOBAL,
  linChannels,
  makeLinIfSlave,
  substituteLinIfFrames,
} from '../lin-channel-fixture.js';
import { E_LinIf0005 } from './E_LinIf0005.js';

const CHANNEL = `${LINIF_GLOBAL}/LinIfChannel_0`;
const OTHER_CHANNEL = `${LINIF_GLOBAL}/LinIfChannel_1`;
const SLOT = `${CHANNEL}/LinIfScheduleTable_0/LinIfEntry_2`;
const TRIGGERED = `${CHANNEL}/LinIfFrame_2`;

interface Case {
  /** The frames the event-triggered frame stands for. */
  targets?: string[];
  /** The collision-resolving table its slot names (none when null). */
  resolver?: string | null;
  change?: (fixture: ProjectFixture) => void;
}

/**
 * Two master channels from the fixture; on the first an event-triggered frame LinIfFrame_2 (id 20) for the Rx
 * frame LinIfFrame_1, a collision-resolving table LinIfScheduleTable_1 polling that frame, and a slot of the
 * event-triggered frame in LinIfScheduleTable_0 naming it.
 */
function project({ targets = [`${CHANNEL}/LinIfFrame_1`], resolver, change }: Case): ProjectFixture {
  const fixture = linChannels(MODULE_DEFINITIONS, 2);
  const triggered = addLinIfFrame(fixture, CHANNEL, {
    LinIfFrameId: '20',
    LinIfLength: '4',
    LinIfFrameType: 'EVENT_TRIGGERED',
  });
  substituteLinIfFrames(
    fixture,
    TRIGGERED,
    targets.map((path) => fixture.get(path)),
  );
  const table = fixture.add(CHANNEL, 'LinIfScheduleTable', { LinIfRunMode: 'RUN_ONCE' });
  addLinIfEntry(fixture, `${CHANNEL}/${table.shortName}`, fixture.get(`${CHANNEL}/LinIfFrame_1`));
  const resolving = resolver === null ? undefined : fixture.get(resolver ?? `${CHANNEL}/${table.shortName}`);
  addLinIfEntry(
    fixture,
    `${CHANNEL}/LinIfScheduleTable_0`,
    triggered,
    resolving ? { LinIfCollisionResolvingRef: [resolving.id] } : {},
  );
  change?.(fixture);
  return fixture;
}

describe('E_LinIf0005 event-triggered frames: their frames and their collision resolving', () => {
  const cases: [string, Case, string[]][] = [
    ['a slot resolved by a table of its channel', {}, []],
    [
      'a slot without a collision-resolving table',
      { resolver: null },
      [`${SLOT} LinIfCollisionResolvingRef`],
    ],
    [
      'a slot resolved by a table of another channel',
      { resolver: `${OTHER_CHANNEL}/LinIfScheduleTable_0` },
      [`${SLOT} LinIfCollisionResolvingRef`],
    ],
    ['standing for no frame', { targets: [] }, [TRIGGERED]],
    [
      'standing for a frame of another channel',
      { targets: [`${OTHER_CHANNEL}/LinIfFrame_1`] },
      [`${TRIGGERED}/LinIfSubstitutionFrames_0 LinIfSubstitutionFrameRef`],
    ],
    [
      'standing for a diagnostic frame',
      {
        targets: [`${CHANNEL}/LinIfFrame_1`, `${CHANNEL}/LinIfFrame_0`],
        change: (fixture) => fixture.set(`${CHANNEL}/LinIfFrame_0`, { LinIfFrameType: 'SRF' }),
      },
      [`${TRIGGERED}/LinIfSubstitutionFrames_1 LinIfSubstitutionFrameRef`],
    ],
    [
      'a slave answering for its Tx frame, with no schedule',
      {
        targets: [`${CHANNEL}/LinIfFrame_0`],
        change: (fixture) => {
          makeLinIfSlave(fixture, CHANNEL);
          fixture.remove(`${CHANNEL}/LinIfScheduleTable_1`);
          fixture.remove(`${CHANNEL}/LinIfScheduleTable_0`);
        },
      },
      [],
    ],
  ];
  for (const [name, options, expected] of cases)
    it(name, () => {
      expect(ruleRows(project(options), E_LinIf0005, MODULE_DEFINITIONS)).toEqual(expected);
    });

  it('says what is missing in the language asked for', () => {
    const result = verifyProject(project({ resolver: null }).snapshot(), MODULE_DEFINITIONS, {
      language: 'zh_cn',
    });
    expect(result.errList.find((r) => r.code === 'E_LinIf0005')?.message).toContain('冲突解决调度表');
  });
});
