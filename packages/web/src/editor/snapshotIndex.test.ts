import { describe, expect, it } from 'vitest';
import type { ContainerValue, ProjectSnapshot } from '@ecuc/core/ecuc';
import {
  ancestryOf,
  childrenOf,
  containersOfDefinition,
  indexSnapshot,
  movedOrder,
  withCandidates,
  withContainer,
  withOrder,
  withoutSubtree,
} from './snapshotIndex.js';

function row(
  id: string,
  parentId: string | null,
  position: number,
  definitionPath = '/NvM/NvMBlockDescriptor',
): ContainerValue {
  return {
    id,
    module: 'NvM',
    instanceId: 0,
    definitionPath,
    parentId,
    shortName: id,
    position,
    values: {},
    references: {},
    version: 1,
  };
}

const snapshot: ProjectSnapshot = {
  project: { id: '1', name: 'P', chip: 'TC275' },
  modules: [{ module: 'NvM', instanceId: 0, definitionVersion: 3 }],
  containers: [
    row('b2', null, 1),
    row('b1', null, 0),
    row('c', null, 2, '/NvM/NvMCommon'),
    row('t1', 'b1', 0, '/NvM/NvMBlockDescriptor/NvMTargetBlockReference'),
    row('e1', 't1', 0, '/NvM/NvMBlockDescriptor/NvMTargetBlockReference/NvMEaRef'),
  ],
};

describe('snapshot lookups', () => {
  it('lists children by position, optionally of one definition', () => {
    expect(childrenOf(snapshot, 'NvM', 0, null).map((c) => c.id)).toEqual(['b1', 'b2', 'c']);
    expect(childrenOf(snapshot, 'NvM', 0, null, '/NvM/NvMBlockDescriptor').map((c) => c.id)).toEqual([
      'b1',
      'b2',
    ]);
    expect(childrenOf(snapshot, 'NvM', 1, null)).toEqual([]);
  });

  it('gives the same list for the same snapshot (so tables can memoise on it), a new one after a change', () => {
    const blocks = childrenOf(snapshot, 'NvM', 0, null, '/NvM/NvMBlockDescriptor');
    expect(childrenOf(snapshot, 'NvM', 0, null, '/NvM/NvMBlockDescriptor')).toBe(blocks);
    const changed = withContainer(snapshot, { ...blocks[0]!, version: 2 });
    const after = childrenOf(changed, 'NvM', 0, null, '/NvM/NvMBlockDescriptor');
    expect(after).not.toBe(blocks);
    expect(after[0]?.version).toBe(2);
  });

  it.each([
    ['a value changed: the index is derived from the previous one', { values: { NvMNvBlockLength: '8' } }],
    ['a moved container: the index is built again', { position: 5 }],
    ['a container under another parent', { parentId: 'b2' }],
  ])('%s, and equals a freshly built index', (_name, change) => {
    indexSnapshot(snapshot);
    const first = snapshot.containers[0]!;
    const next = withContainer(snapshot, { ...first, ...change, version: first.version + 1 });
    const derived = indexSnapshot(next);
    const fresh = indexSnapshot({ ...next });
    expect([...derived.byId.entries()]).toEqual([...fresh.byId.entries()]);
    expect(new Map(derived.children)).toEqual(new Map(fresh.children));
    expect(childrenOf(next, 'NvM', 0, null, '/NvM/NvMBlockDescriptor')).toEqual(
      childrenOf({ ...next }, 'NvM', 0, null, '/NvM/NvMBlockDescriptor'),
    );
  });

  it('walks the ancestry outermost first', () => {
    expect(ancestryOf(snapshot, 'e1').map((c) => c.id)).toEqual(['b1', 't1', 'e1']);
    expect(ancestryOf(snapshot, 'missing')).toEqual([]);
  });
});

describe('snapshot updates', () => {
  it('replaces or appends a container', () => {
    const renamed = withContainer(snapshot, { ...row('b1', null, 0), shortName: 'X', version: 2 });
    expect(renamed.containers.find((c) => c.id === 'b1')?.shortName).toBe('X');
    expect(renamed.containers).toHaveLength(5);
    expect(withContainer(snapshot, row('b3', null, 3)).containers).toHaveLength(6);
  });

  it('removes a container with everything below it', () => {
    expect(withoutSubtree(snapshot, 'b1').containers.map((c) => c.id)).toEqual(['b2', 'c']);
  });

  it('renumbers siblings after a drag-sort', () => {
    const sorted = withOrder(snapshot, movedOrder(['b1', 'b2'], 'b2', 'b1'));
    expect(childrenOf(sorted, 'NvM', 0, null, '/NvM/NvMBlockDescriptor').map((c) => c.id)).toEqual([
      'b2',
      'b1',
    ]);
  });

  it('puts candidates in place of stored rows and adds new ones', () => {
    const next = withCandidates(snapshot, [
      { ...row('b1', null, 0), values: { A: '1' } },
      row('new', null, 3),
    ]);
    expect(next.containers.find((c) => c.id === 'b1')?.values).toEqual({ A: '1' });
    expect(next.containers).toHaveLength(6);
    expect(withCandidates(snapshot, [])).toBe(snapshot);
  });
});

describe('movedOrder', () => {
  it.each([
    [['a', 'b', 'c'], 'a', 'c', ['b', 'c', 'a']],
    [['a', 'b', 'c'], 'c', 'a', ['c', 'a', 'b']],
    [['a', 'b', 'c'], 'b', 'b', ['a', 'b', 'c']],
    [['a', 'b', 'c'], 'x', 'b', ['a', 'b', 'c']],
  ])('%j moving %s onto %s', (ids, moved, target, expected) => {
    expect(movedOrder(ids, moved, target)).toEqual(expected);
  });
});

describe('containersOfDefinition', () => {
  it('lists every container of a definition, in stored order, the same array per snapshot', () => {
    const snapshot = {
      project: { id: 'p', name: 'P', chip: 'TC275' },
      modules: [],
      containers: [
        {
          id: 'a',
          module: 'Can',
          instanceId: 0,
          parentId: null,
          definitionPath: '/Can/CanConfigSet',
          shortName: 'Set0',
          position: 0,
          values: {},
          references: {},
          version: 1,
        },
        {
          id: 'b',
          module: 'Can',
          instanceId: 1,
          parentId: null,
          definitionPath: '/Can/CanConfigSet',
          shortName: 'Set1',
          position: 0,
          values: {},
          references: {},
          version: 1,
        },
        {
          id: 'c',
          module: 'Can',
          instanceId: 0,
          parentId: 'a',
          definitionPath: '/Can/CanConfigSet/CanController',
          shortName: 'C',
          position: 0,
          values: {},
          references: {},
          version: 1,
        },
      ],
    };
    const sets = containersOfDefinition(snapshot, '/Can/CanConfigSet');
    expect(sets.map((c) => c.id)).toEqual(['a', 'b']);
    expect(containersOfDefinition(snapshot, '/Can/CanConfigSet')).toBe(sets);
    expect(containersOfDefinition(snapshot, '/Can/None')).toEqual([]);
    // A new snapshot (after a save) is read anew.
    const next = {
      ...snapshot,
      containers: [...snapshot.containers, { ...snapshot.containers[2]!, id: 'd' }],
    };
    expect(containersOfDefinition(next, '/Can/CanConfigSet/CanController').map((c) => c.id)).toEqual([
      'c',
      'd',
    ]);
  });
});
