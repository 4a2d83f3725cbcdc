import { describe, expect, it } from 'vitest';
import { verifyProject } from '../../../verify/engine.js';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { ENTITY, MODE, externalGraph, internalGraph, type GraphSpec } from '../graph-fixture.js';
import { E_WdgM0001 } from './E_WdgM0001.js';

const SE = `${ENTITY}_0`;

describe('E_WdgM0001 logical supervision graphs: initial, final, reachable', () => {
  const cases: [string, GraphSpec, string[]][] = [
    ['no graph', { checkpoints: 3, transitions: [], initial: [], final: [] }, []],
    [
      'a chain from initial to final',
      {
        checkpoints: 3,
        transitions: [
          [0, 1],
          [1, 2],
        ],
        initial: [0],
        final: [2],
      },
      [],
    ],
    [
      'one checkpoint both initial and final',
      { checkpoints: 1, transitions: [], initial: [0], final: [0] },
      [],
    ],
    [
      'transitions without an initial checkpoint',
      { checkpoints: 2, transitions: [[0, 1]], initial: [], final: [1] },
      [`${SE} WdgMInternalCheckpointInitialRef`],
    ],
    [
      'transitions without a final checkpoint',
      { checkpoints: 2, transitions: [[0, 1]], initial: [0], final: [] },
      [`${SE} WdgMInternallCheckpointFinalRef`],
    ],
    [
      'a checkpoint only left, never entered',
      {
        checkpoints: 4,
        transitions: [
          [0, 1],
          [2, 1],
          [3, 2],
        ],
        initial: [0],
        final: [1],
      },
      [SE],
    ],
    [
      'a final checkpoint no transition reaches',
      { checkpoints: 3, transitions: [[0, 1]], initial: [0], final: [1, 2] },
      [SE],
    ],
  ];
  for (const [name, spec, expected] of cases) {
    it(name, () => {
      const fixture = new ProjectFixture(MODULE_DEFINITIONS);
      internalGraph(fixture, 0, spec);
      expect(ruleRows(fixture, E_WdgM0001, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }

  it('names the unreachable checkpoints', () => {
    const fixture = new ProjectFixture(MODULE_DEFINITIONS);
    internalGraph(fixture, 0, {
      checkpoints: 4,
      transitions: [
        [0, 1],
        [2, 3],
      ],
      initial: [0],
      final: [1, 3],
    });
    const rows = verifyProject(fixture.snapshot(), MODULE_DEFINITIONS, { language: 'en_us' }).errList.filter(
      (row) => row.code === 'E_WdgM0001',
    );
    expect(rows.map((row) => `${row.path} ${row.message}`)).toEqual([
      `${SE} In the logical supervision graph WdgMSupervisedEntity_0 no initial checkpoint leads to: WdgMCheckpoint_2, WdgMCheckpoint_3`,
    ]);
  });

  const external: [string, Omit<GraphSpec, 'checkpoints'>, string[]][] = [
    [
      'external chain across entities',
      {
        transitions: [
          [0, 1],
          [1, 2],
        ],
        initial: [0],
        final: [2],
      },
      [],
    ],
    [
      'external checkpoint no initial one leads to',
      {
        transitions: [
          [0, 2],
          [1, 2],
        ],
        initial: [0],
        final: [2],
      },
      [`${MODE}/WdgMExternalLogicalSupervision_0`],
    ],
  ];
  for (const [name, spec, expected] of external) {
    it(name, () => {
      const fixture = new ProjectFixture(MODULE_DEFINITIONS);
      const a = internalGraph(fixture, 0, { checkpoints: 2, transitions: [], initial: [], final: [] });
      const b = internalGraph(fixture, 1, { checkpoints: 1, transitions: [], initial: [], final: [] });
      externalGraph(fixture, [a[0] ?? '', b[0] ?? '', a[1] ?? ''], spec);
      expect(ruleRows(fixture, E_WdgM0001, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
