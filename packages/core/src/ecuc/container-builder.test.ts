import { describe, expect, it } from 'vitest';
import { container, integerParam, stringParam, choiceContainer } from './builders.js';
import { ContainerBuilder, type NewContainer, type PlacedContainer } from './container-builder.js';

function idSequence(): () => string {
  let n = 0;
  return () => `id${(n += 1)}`;
}

/** A stored container of module M at the top level (or under `parentId`). */
function stored(
  id: string,
  shortName: string,
  position: number,
  parentId: string | null = null,
): PlacedContainer {
  return { id, module: 'M', instanceId: 0, parentId, shortName, position };
}

describe('ContainerBuilder.add', () => {
  type Row = [
    name: string,
    existing: PlacedContainer[],
    added: NewContainer<string>[],
    expected: [id: string, shortName: string, position: number, parentId: string | null][],
  ];
  const cases: Row[] = [
    [
      'keeps the names a source gives and numbers siblings in insertion order',
      [],
      [
        { definitionPath: '/M/Task', shortName: 'Init' },
        { definitionPath: '/M/Alarm', shortName: 'Tick' },
        { definitionPath: '/M/Task', shortName: 'Idle' },
      ],
      [
        ['id1', 'Init', 0, null],
        ['id2', 'Tick', 1, null],
        ['id3', 'Idle', 2, null],
      ],
    ],
    [
      'gives numbered containers the next unique name among all siblings',
      [],
      [
        { definitionPath: '/M/Block', shortName: 'Block', numbered: true },
        { definitionPath: '/M/Block', shortName: 'Block', numbered: true },
        { definitionPath: '/M/Other', shortName: 'Block_2' },
        { definitionPath: '/M/Block', shortName: 'Block', numbered: true },
      ],
      [
        ['id1', 'Block_0', 0, null],
        ['id2', 'Block_1', 1, null],
        ['id3', 'Block_2', 2, null],
        ['id4', 'Block_3', 3, null],
      ],
    ],
    [
      'counts positions per parent',
      [],
      [
        { definitionPath: '/M/Task', shortName: 'T' },
        { definitionPath: '/M/Task/Autostart', shortName: 'Autostart', parentId: 'id1' },
        { definitionPath: '/M/Alarm', shortName: 'A' },
        { definitionPath: '/M/Alarm/Action', shortName: 'Action', parentId: 'id3' },
        { definitionPath: '/M/Task/Timing', shortName: 'Timing', parentId: 'id1' },
      ],
      [
        ['id1', 'T', 0, null],
        ['id2', 'Autostart', 0, 'id1'],
        ['id3', 'A', 1, null],
        ['id4', 'Action', 0, 'id3'],
        ['id5', 'Timing', 1, 'id1'],
      ],
    ],
    [
      'places new containers after the stored siblings and avoids their names',
      [stored('s1', 'Block_0', 0), stored('s2', 'Block_1', 4), stored('s3', 'Child_0', 0, 's1')],
      [
        { definitionPath: '/M/Block', shortName: 'Block', numbered: true },
        { definitionPath: '/M/Block/Child', shortName: 'Child', numbered: true, parentId: 's1' },
        { definitionPath: '/M/Block/Child', shortName: 'Child', numbered: true, parentId: 's2' },
      ],
      [
        ['id1', 'Block_2', 5, null],
        ['id2', 'Child_1', 1, 's1'],
        ['id3', 'Child_0', 0, 's2'],
      ],
    ],
    [
      'keeps module instances and modules apart at the top level',
      [stored('s1', 'General', 0)],
      [
        { definitionPath: '/M/General', shortName: 'General', instanceId: 1 },
        { definitionPath: '/EcuC/EcucHardware', shortName: 'EcucHardware', module: 'EcuC' },
        { definitionPath: '/M/Block', shortName: 'Block', numbered: true },
      ],
      [
        ['id1', 'General', 0, null],
        ['id2', 'EcucHardware', 0, null],
        ['id3', 'Block_0', 1, null],
      ],
    ],
  ];
  it.each(cases)('%s', (_name, existing, added, expected) => {
    const builder = new ContainerBuilder<string>({ module: 'M', newId: idSequence(), existing });
    const made = added.map((spec) => builder.add(spec));
    expect(made.map((c) => [c.id, c.shortName, c.position, c.parentId])).toEqual(expected);
    expect(builder.containers).toEqual(made);
    expect(made.every((c) => c.version === 1)).toBe(true);
  });

  it('takes the module and instance of the builder unless a container says otherwise', () => {
    const builder = new ContainerBuilder({ module: 'Os', instanceId: 2, newId: idSequence() });
    const os = builder.add({ definitionPath: '/Os/OsOS', shortName: 'OsOS' });
    const core = builder.add({
      definitionPath: '/EcuC/EcucHardware',
      shortName: 'EcucHardware',
      module: 'EcuC',
    });
    const hooks = builder.child(os, 'OsHooks');
    expect([os, core, hooks].map((c) => [c.module, c.instanceId, c.definitionPath])).toEqual([
      ['Os', 2, '/Os/OsOS'],
      ['EcuC', 0, '/EcuC/EcucHardware'],
      ['Os', 2, '/Os/OsOS/OsHooks'],
    ]);
  });

  it('records where each container comes from, when told', () => {
    const builder = new ContainerBuilder<{ line: number }>({ module: 'M', newId: idSequence() });
    const task = builder.add({ definitionPath: '/M/Task', shortName: 'T', at: { line: 3 } });
    builder.child(task, 'Autostart');
    expect([...builder.sourceMap]).toEqual([['id1', { line: 3 }]]);
  });

  it('stores the values and references given, and random ids by default', () => {
    const builder = new ContainerBuilder({ module: 'M' });
    const made = builder.add({
      definitionPath: '/M/Task',
      shortName: 'T',
      values: { Priority: '3' },
      references: { EventRef: ['e1'] },
    });
    expect(made).toMatchObject({ values: { Priority: '3' }, references: { EventRef: ['e1'] } });
    expect(made.id).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('ContainerBuilder.addWithDefaults', () => {
  const leaf = container('Leaf', {
    lower: 2,
    upper: 'infinite',
    parameters: [integerParam('Size', { default: '8' })],
  });
  const choice = choiceContainer('Kind', [container('Fast', { lower: 0 }), container('Slow', { lower: 0 })]);
  const optional = container('Optional', { lower: 0 });
  const root = container('Root', {
    upper: 'infinite',
    parameters: [stringParam('Label', { default: 'x' }), stringParam('Note', { lower: 0, default: 'n' })],
    subContainers: [leaf, choice, optional],
  });

  it('adds the mandatory tree with defaults, numbered where the definition repeats', () => {
    const builder = new ContainerBuilder({ module: 'M', newId: idSequence() });
    builder.knowSiblings({ parentId: null }, ['Root_0'], 1);
    const made = builder.addWithDefaults(root, '/M/Root');
    expect(
      builder.containers.map((c) => [c.id, c.definitionPath, c.shortName, c.parentId, c.position]),
    ).toEqual([
      ['id1', '/M/Root', 'Root_1', null, 1],
      ['id2', '/M/Root/Leaf', 'Leaf_0', 'id1', 0],
      ['id3', '/M/Root/Leaf', 'Leaf_1', 'id1', 1],
      ['id4', '/M/Root/Kind', 'Kind', 'id1', 2],
      ['id5', '/M/Root/Kind/Fast', 'Fast', 'id4', 0],
    ]);
    expect(made.values).toEqual({ Label: 'x' });
    expect(builder.containers[1]?.values).toEqual({ Size: '8' });
  });
});
