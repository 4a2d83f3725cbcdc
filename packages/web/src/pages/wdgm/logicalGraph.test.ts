import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, ProjectFixture, WDGM_REFS, wdgmLogicalGraph } from '@ecuc/core/modules';
import { canvasOf, checkpointRole, chosenGraph, graphChoices, graphSummary } from './logicalGraph.js';

const ENTITY = '/WdgM/WdgMGeneral/WdgMSupervisedEntity_0';
const MODE = '/WdgM/WdgMConfigSet/WdgMMode_0';

/** Entity 0 with `count` checkpoints, transitions by checkpoint number, initial and final ones. */
function entityGraph(
  count: number,
  transitions: readonly (readonly [number, number])[],
  initial: readonly number[],
  final: readonly number[],
): { fixture: ProjectFixture; ids: string[] } {
  const fixture = new ProjectFixture(MODULE_DEFINITIONS);
  const ids = [fixture.get(`${ENTITY}/WdgMCheckpoint_0`).id];
  for (let n = 1; n < count; n += 1) ids.push(fixture.add(ENTITY, 'WdgMCheckpoint').id);
  transitions.forEach(([from, to], n) => {
    fixture.add(ENTITY, 'WdgMInternalTransition');
    fixture.set(
      `${ENTITY}/WdgMInternalTransition_${n}`,
      {},
      { [WDGM_REFS.internalSource]: [ids[from]!], [WDGM_REFS.internalDest]: [ids[to]!] },
    );
  });
  fixture.set(
    ENTITY,
    {},
    {
      [WDGM_REFS.internalInitial]: initial.map((n) => ids[n]!),
      [WDGM_REFS.internalFinal]: final.map((n) => ids[n]!),
    },
  );
  return { fixture, ids };
}

const describeNode = (node: { name: string }, role: string) => `${node.name}: ${role}`;

describe('the logical supervision graph as a canvas', () => {
  it('tones checkpoints: initial green, final blue, unreachable red, outside muted; dead transitions red', () => {
    const { fixture, ids } = entityGraph(
      5,
      [
        [0, 1],
        [1, 2],
        [3, 2],
      ],
      [0],
      [2],
    );
    const [graph] = wdgmLogicalGraph(fixture.snapshot()).entities;
    const canvas = canvasOf(graph!, describeNode);
    expect(canvas.nodes.map((n) => [n.label, n.tone, n.title])).toEqual([
      ['WdgMCheckpoint_0 (0)', 'initial', 'WdgMCheckpoint_0: initial'],
      ['WdgMCheckpoint_1 (1)', 'normal', 'WdgMCheckpoint_1: normal'],
      ['WdgMCheckpoint_2 (2)', 'final', 'WdgMCheckpoint_2: final'],
      ['WdgMCheckpoint_3 (3)', 'error', 'WdgMCheckpoint_3: unreachable'],
      ['WdgMCheckpoint_4 (4)', 'muted', 'WdgMCheckpoint_4: outside'],
    ]);
    expect(canvas.nodes.map((n) => n.id)).toEqual(ids);
    expect(canvas.edges.map((e) => [ids.indexOf(e.source), ids.indexOf(e.target), e.tone])).toEqual([
      [0, 1, 'normal'],
      [1, 2, 'normal'],
      [3, 2, 'error'],
    ]);
    expect(graphSummary(graph!)).toEqual({
      checkpoints: 5,
      transitions: 3,
      unreachable: ['WdgMCheckpoint_3'],
      noInitial: false,
      noFinal: false,
      outside: 1,
    });
  });

  it('loses the red mark once a transition leads to the checkpoint', () => {
    const { fixture } = entityGraph(
      4,
      [
        [0, 1],
        [1, 3],
        [2, 3],
        [1, 2],
      ],
      [0],
      [3],
    );
    const [graph] = wdgmLogicalGraph(fixture.snapshot()).entities;
    expect(canvasOf(graph!, describeNode).nodes.map((n) => n.tone)).toEqual([
      'initial',
      'normal',
      'normal',
      'final',
    ]);
    expect(graphSummary(graph!).unreachable).toEqual([]);
  });

  it('marks an unreachable final checkpoint red, and one both initial and final as such', () => {
    expect(
      checkpointRole({
        id: 'a',
        name: 'A',
        path: '/A',
        checkpointId: 0,
        entity: 'E',
        initial: false,
        final: true,
        inGraph: true,
        reachable: false,
      }),
    ).toBe('unreachable');
    const { fixture } = entityGraph(1, [], [0], [0]);
    const [graph] = wdgmLogicalGraph(fixture.snapshot()).entities;
    expect(canvasOf(graph!, describeNode).nodes.map((n) => n.tone)).toEqual(['initialFinal']);
  });

  it('says when a configured graph lacks an initial or a final checkpoint', () => {
    const { fixture } = entityGraph(2, [[0, 1]], [], []);
    const [graph] = wdgmLogicalGraph(fixture.snapshot()).entities;
    expect(graphSummary(graph!)).toMatchObject({ noInitial: true, noFinal: true });
    // A fresh entity (no graph configured) lacks nothing yet.
    const fresh = wdgmLogicalGraph(new ProjectFixture(MODULE_DEFINITIONS).snapshot()).entities[0]!;
    expect(fresh.configured).toBe(false);
    expect(graphSummary(fresh)).toMatchObject({ noInitial: false, noFinal: false, outside: 1 });
  });
});

describe('the graphs to pick from', () => {
  it('lists internal graphs, then external ones; picks the chosen, else the first configured one', () => {
    const { fixture, ids } = entityGraph(3, [[1, 2]], [1], [2]);
    fixture.add('/WdgM/WdgMGeneral', 'WdgMSupervisedEntity');
    const supervision = fixture.add(MODE, 'WdgMExternalLogicalSupervision');
    fixture.set(
      `${MODE}/${supervision.shortName}`,
      {},
      { [WDGM_REFS.externalInitial]: [ids[0]!], [WDGM_REFS.externalFinal]: [ids[2]!] },
    );
    const choices = graphChoices(wdgmLogicalGraph(fixture.snapshot()));
    expect(choices.map((c) => [c.key.split(':')[0], c.graph.name])).toEqual([
      ['internal', 'WdgMSupervisedEntity_0'],
      ['internal', 'WdgMSupervisedEntity_1'],
      ['external', supervision.shortName],
    ]);
    expect(choices[2]!.graph.mode).toBe('WdgMMode_0');
    expect(chosenGraph(choices, undefined)?.graph.name).toBe('WdgMSupervisedEntity_0');
    expect(chosenGraph(choices, choices[2]!.key)?.graph.name).toBe(supervision.shortName);
    expect(chosenGraph(choices, 'internal:gone')?.graph.name).toBe('WdgMSupervisedEntity_0');
    expect(chosenGraph([], undefined)).toBeUndefined();
  });

  it('picks the first configured graph over an unconfigured first one', () => {
    const fixture = new ProjectFixture(MODULE_DEFINITIONS);
    const second = fixture.add('/WdgM/WdgMGeneral', 'WdgMSupervisedEntity');
    const path = `/WdgM/WdgMGeneral/${second.shortName}`;
    const checkpoint = fixture.get(`${path}/WdgMCheckpoint_0`);
    fixture.set(path, {}, { [WDGM_REFS.internalInitial]: [checkpoint.id] });
    const choices = graphChoices(wdgmLogicalGraph(fixture.snapshot()));
    expect(chosenGraph(choices, undefined)?.graph.name).toBe(second.shortName);
  });
});
