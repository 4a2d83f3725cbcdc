import { describe, expect, it } from 'vitest';
import { indexDefinitions } from '../ecuc/definition-index.js';
import type { ContainerValue } from '../ecuc/store-types.js';
import { MODULE_DEFINITIONS, ProjectFixture } from '../modules/index.js';
import { DEMO, demoFixture } from './demo-module.js';
import { buildStructure, patchStructure, structureChange, touches } from './structure.js';

const DEMO_INDEX = indexDefinitions([DEMO]);

describe('buildStructure', () => {
  it('gives paths and tree order by position, and the containers of each definition', () => {
    const fixture = demoFixture();
    fixture.add('/Demo', 'DemoChannel');
    fixture.add('/Demo', 'DemoChannel');
    fixture.replace(fixture.get('/Demo/DemoChannel_1'), (c) => ({ ...c, position: -1 }));
    const structure = buildStructure(fixture.snapshot(), DEMO_INDEX);
    const instance = structure.instances.get('Demo\u00000');
    expect(instance?.order.map((c) => structure.paths.get(c.id))).toEqual([
      '/Demo/DemoChannel_1',
      '/Demo/DemoChannel_1/DemoSource',
      '/Demo/DemoChannel_1/DemoSource/DemoDigital',
      '/Demo/DemoGeneral',
      '/Demo/DemoChannel_0',
      '/Demo/DemoChannel_0/DemoSource',
      '/Demo/DemoChannel_0/DemoSource/DemoDigital',
    ]);
    expect(instance?.byDefinition.get('/Demo/DemoChannel')?.map((c) => c.shortName)).toEqual([
      'DemoChannel_1',
      'DemoChannel_0',
    ]);
    expect(structure.orphans).toEqual([]);
  });

  it('puts containers of a lost parent or a parent cycle apart, and names modules without a definition', () => {
    const fixture = demoFixture();
    const general = fixture.get('/Demo/DemoGeneral');
    fixture.containers.push(
      { ...general, id: 'lost', parentId: 'nowhere', shortName: 'Lost' },
      { ...general, id: 'a', parentId: 'b', shortName: 'LoopA' },
      { ...general, id: 'b', parentId: 'a', shortName: 'LoopB' },
    );
    const snapshot = fixture.snapshot();
    snapshot.modules.push({ module: 'Gpt', instanceId: 0, definitionVersion: 1 });
    const structure = buildStructure(snapshot, DEMO_INDEX);
    expect(structure.orphans.map((id) => structure.paths.get(id))).toEqual([
      '/Demo/Lost',
      '/Demo/LoopA',
      '/Demo/LoopB',
    ]);
    expect(structure.unknownModules).toEqual(['Gpt']);
  });
});

describe('patchStructure and structureChange', () => {
  function edited(fixture: ProjectFixture, path: string, change: (c: ContainerValue) => ContainerValue) {
    fixture.replace(fixture.get(path), change);
    return fixture.snapshot();
  }

  it('patches a contents edit in place and names the module that changed', () => {
    const fixture = new ProjectFixture(MODULE_DEFINITIONS);
    const index = indexDefinitions(MODULE_DEFINITIONS);
    const snapshot = fixture.snapshot();
    const structure = buildStructure(snapshot, index);
    const next = { ...snapshot, containers: snapshot.containers.slice() };
    const block = fixture.get('/NvM/NvMBlockDescriptor_0');
    const edit = { ...block, values: { ...block.values, NvMNvBlockLength: '9' } };
    next.containers[next.containers.indexOf(block)] = edit;
    const patch = patchStructure(structure, next);
    expect(patch && [...patch.changedIds]).toEqual([block.id]);
    expect(patch?.change).toEqual({ all: false, modules: new Set(['NvM']) });
    expect(structure.byId.get(block.id)).toBe(edit);
    expect(structure.projectByDefinition.get('/NvM/NvMBlockDescriptor')).toContain(edit);
  });

  it('refuses to patch a rename, a move, an added or removed container', () => {
    const fixture = demoFixture();
    fixture.add('/Demo', 'DemoChannel');
    const structure = () => buildStructure(fixture.snapshot(), DEMO_INDEX);
    const renamed = structure();
    expect(
      patchStructure(
        renamed,
        edited(fixture, '/Demo/DemoChannel_0', (c) => ({ ...c, shortName: 'X' })),
      ),
    ).toBe(undefined);
    const moved = structure();
    expect(
      patchStructure(
        moved,
        edited(fixture, '/Demo/X', (c) => ({ ...c, position: 9 })),
      ),
    ).toBe(undefined);
    const added = structure();
    fixture.add('/Demo', 'DemoChannel');
    expect(patchStructure(added, fixture.snapshot())).toBe(undefined);
  });

  it('tells which modules changed between two builds; everything when the modules or the project differ', () => {
    const fixture = new ProjectFixture(MODULE_DEFINITIONS);
    const index = indexDefinitions(MODULE_DEFINITIONS);
    const before = buildStructure(fixture.snapshot(), index);
    fixture.add('/NvM', 'NvMBlockDescriptor');
    const after = buildStructure(fixture.snapshot(), index);
    const change = structureChange(before, after);
    expect(change).toEqual({ all: false, modules: new Set(['NvM']) });
    expect(touches(change, ['MemIf', 'NvM'])).toBe(true);
    expect(touches(change, ['Os', 'EcuC'])).toBe(false);
    expect(structureChange(before, buildStructure({ ...fixture.snapshot(), modules: [] }, index))).toEqual({
      all: true,
    });
    const renamedProject = fixture.snapshot();
    renamedProject.project.name = 'Other';
    expect(structureChange(after, buildStructure(renamedProject, index))).toEqual({ all: true });
    expect(structureChange(null, after)).toEqual({ all: true });
  });
});
