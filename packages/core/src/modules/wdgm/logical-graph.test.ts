import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, ProjectFixture } from '../index.js';
import { ENTITY, externalGraph, internalGraph } from './graph-fixture.js';
import { wdgmLogicalGraph, type WdgmGraph } from './logical-graph.js';

/** A graph as readable lines: nodes with flags, edges by node name. */
function describeGraph(graph: WdgmGraph): string[] {
  const names = new Map(graph.nodes.map((node) => [node.id, node.name]));
  return [
    ...graph.nodes.map(
      (node) =>
        `${node.name}${node.initial ? ' initial' : ''}${node.final ? ' final' : ''}${node.inGraph ? '' : ' outside'}${
          node.inGraph && !node.reachable ? ' unreachable' : ''
        }`,
    ),
    ...graph.edges.map(
      (edge) => `${names.get(edge.source)} -> ${names.get(edge.dest)}${edge.reachable ? '' : ' (dead)'}`,
    ),
  ];
}

describe('wdgmLogicalGraph', () => {
  it('is empty without WdgM', () => {
    const fixture = new ProjectFixture(MODULE_DEFINITIONS.filter((d) => d.name !== 'WdgM'));
    expect(wdgmLogicalGraph(fixture.snapshot())).toEqual({ entities: [], external: [] });
  });

  it('gives a fresh supervised entity one checkpoint and no configured graph', () => {
    const graph = wdgmLogicalGraph(new ProjectFixture(MODULE_DEFINITIONS).snapshot());
    expect(graph.entities.map((g) => [g.name, g.path, g.configured, g.supervisedEntityId])).toEqual([
      ['WdgMSupervisedEntity_0', `${ENTITY}_0`, false, 0],
    ]);
    expect(describeGraph(graph.entities[0] as WdgmGraph)).toEqual(['WdgMCheckpoint_0 outside']);
  });

  it('draws an internal graph with its initial and final checkpoints, marking what no initial one reaches', () => {
    const fixture = new ProjectFixture(MODULE_DEFINITIONS);
    internalGraph(fixture, 0, {
      checkpoints: 5,
      transitions: [
        [0, 1],
        [1, 2],
        [3, 2],
      ],
      initial: [0],
      final: [2],
    });
    const [entity] = wdgmLogicalGraph(fixture.snapshot()).entities;
    expect(entity?.configured).toBe(true);
    expect(describeGraph(entity as WdgmGraph)).toEqual([
      'WdgMCheckpoint_0 initial',
      'WdgMCheckpoint_1',
      'WdgMCheckpoint_2 final',
      'WdgMCheckpoint_3 unreachable',
      'WdgMCheckpoint_4 outside',
      'WdgMCheckpoint_0 -> WdgMCheckpoint_1',
      'WdgMCheckpoint_1 -> WdgMCheckpoint_2',
      'WdgMCheckpoint_3 -> WdgMCheckpoint_2 (dead)',
    ]);
    expect(entity?.unreachable).toEqual(['WdgMCheckpoint_3']);
    expect(entity?.nodes.map((n) => n.checkpointId)).toEqual([0, 1, 2, 3, 4]);
  });

  it('leaves transitions to another entity out of the internal graph', () => {
    const fixture = new ProjectFixture(MODULE_DEFINITIONS);
    const first = internalGraph(fixture, 0, {
      checkpoints: 2,
      transitions: [[0, 1]],
      initial: [0],
      final: [1],
    });
    internalGraph(fixture, 1, { checkpoints: 1, transitions: [], initial: [], final: [] });
    fixture.add(`${ENTITY}_1`, 'WdgMInternalTransition');
    fixture.set(
      `${ENTITY}_1/WdgMInternalTransition_0`,
      {},
      {
        WdgMInternalTransitionSourceRef: [fixture.get(`${ENTITY}_1/WdgMCheckpoint_0`).id],
        WdgMInternalTransitionDestRef: [first[1] ?? ''],
      },
    );
    const [, second] = wdgmLogicalGraph(fixture.snapshot()).entities;
    expect(second?.edges).toEqual([]);
    expect(second?.configured).toBe(false);
  });

  it('draws an external graph over checkpoints of several entities', () => {
    const fixture = new ProjectFixture(MODULE_DEFINITIONS);
    const a = internalGraph(fixture, 0, { checkpoints: 2, transitions: [], initial: [], final: [] });
    const b = internalGraph(fixture, 1, { checkpoints: 2, transitions: [], initial: [], final: [] });
    const path = externalGraph(fixture, [a[0] ?? '', b[0] ?? '', a[1] ?? '', b[1] ?? ''], {
      transitions: [
        [0, 1],
        [1, 2],
        [3, 2],
      ],
      initial: [0],
      final: [2],
    });
    const [external] = wdgmLogicalGraph(fixture.snapshot()).external;
    expect([external?.path, external?.mode, external?.kind]).toEqual([path, 'WdgMMode_0', 'external']);
    expect(describeGraph(external as WdgmGraph)).toEqual([
      'WdgMSupervisedEntity_0/WdgMCheckpoint_0 initial',
      'WdgMSupervisedEntity_0/WdgMCheckpoint_1 final',
      'WdgMSupervisedEntity_1/WdgMCheckpoint_0',
      'WdgMSupervisedEntity_1/WdgMCheckpoint_1 unreachable',
      'WdgMSupervisedEntity_0/WdgMCheckpoint_0 -> WdgMSupervisedEntity_1/WdgMCheckpoint_0',
      'WdgMSupervisedEntity_1/WdgMCheckpoint_0 -> WdgMSupervisedEntity_0/WdgMCheckpoint_1',
      'WdgMSupervisedEntity_1/WdgMCheckpoint_1 -> WdgMSupervisedEntity_0/WdgMCheckpoint_1 (dead)',
    ]);
    expect(external?.unreachable).toEqual(['WdgMSupervisedEntity_1/WdgMCheckpoint_1']);
  });
});
