import { describe, expect, it } from 'vitest';
import { indexDefinitions } from '../ecuc/definition-index.js';
import type { ProjectFixture } from '../modules/project-fixture.js';
import { DEMO, demoFixture, rowLines, type DemoCase } from './demo-module.js';
import { GenericMessages } from './rows.js';
import { StructureChecks } from './structure-checks.js';
import { buildStructure } from './structure.js';
import type { VerifyRow } from './types.js';

/** The structure rows of the fixture: the module's top level, then every parent's children. */
function structureRows(fixture: ProjectFixture): VerifyRow[] {
  const index = indexDefinitions([DEMO]);
  const structure = buildStructure(fixture.snapshot(), index);
  const checks = new StructureChecks(index, new GenericMessages('en_us'));
  const rows: VerifyRow[] = [];
  for (const instance of structure.instances.values()) {
    checks.children(
      {
        allowedPaths: instance.index.topLevelPaths,
        siblings: instance.roots,
        parentPath: instance.path,
        parent: null,
        isChoice: false,
      },
      structure.paths,
      rows,
    );
    for (const container of instance.order) {
      const info = index.containers.get(container.definitionPath);
      if (!info) continue;
      checks.children(
        {
          allowedPaths: info.childPaths,
          siblings: structure.children.get(container.id) ?? [],
          parentPath: structure.paths.get(container.id) ?? '',
          parent: container,
          isChoice: info.isChoice,
        },
        structure.paths,
        rows,
      );
    }
  }
  for (const id of structure.orphans) {
    const container = structure.byId.get(id);
    if (container) rows.push(checks.orphan(container, structure.paths.get(id) ?? ''));
  }
  return rows;
}

describe('structure checks: the children of each parent', () => {
  it('a consistent tree has no rows', () => {
    const fixture = demoFixture();
    fixture.add('/Demo', 'DemoChannel');
    expect(structureRows(fixture)).toEqual([]);
  });

  const cases: DemoCase[] = [
    {
      name: 'E_0001 mandatory container missing',
      edit: (f) => f.remove('/Demo/DemoGeneral'),
      expected: ['E_0001 /Demo'],
    },
    {
      name: 'E_0001 choice container with nothing chosen',
      edit: (f) => {
        f.add('/Demo', 'DemoChannel');
        f.remove('/Demo/DemoChannel_0/DemoSource/DemoDigital');
      },
      expected: ['E_0001 /Demo/DemoChannel_0/DemoSource'],
    },
    {
      name: 'E_0004 too many containers',
      edit: (f) => {
        for (let i = 0; i < 4; i += 1) f.add('/Demo', 'DemoChannel', { DemoChannelId: String(i) });
      },
      expected: ['E_0004 /Demo'],
    },
    {
      name: 'E_0006 two siblings with one short name',
      edit: (f) => {
        f.add('/Demo', 'DemoChannel', { DemoChannelId: '1' });
        const second = f.add('/Demo', 'DemoChannel', { DemoChannelId: '2' });
        f.replace(second, (c) => ({ ...c, shortName: 'DemoChannel_0' }));
      },
      expected: ['E_0006 /Demo/DemoChannel_0'],
    },
    {
      name: 'E_0002 a container placed where its definition does not allow it',
      edit: (f) => {
        f.add('/Demo', 'DemoChannel');
        f.replace(f.get('/Demo/DemoChannel_0'), (c) => ({ ...c, parentId: f.get('/Demo/DemoGeneral').id }));
      },
      expected: ['E_0002 /Demo/DemoGeneral/DemoChannel_0'],
    },
    {
      name: 'E_0002 containers in a parent cycle have lost their parent',
      edit: (f) => {
        const general = f.get('/Demo/DemoGeneral');
        f.containers.push(
          { ...general, id: 'a', parentId: 'b', shortName: 'LoopA' },
          { ...general, id: 'b', parentId: 'a', shortName: 'LoopB' },
        );
      },
      expected: ['E_0002 /Demo/LoopA', 'E_0002 /Demo/LoopB'],
    },
  ];

  for (const { name, edit, expected } of cases) {
    it(name, () => {
      const fixture = demoFixture();
      edit(fixture);
      expect(rowLines(structureRows(fixture))).toEqual(expected);
    });
  }

  it('names the unknown module of a W_0002', () => {
    const checks = new StructureChecks(indexDefinitions([DEMO]), new GenericMessages('en_us'));
    expect(rowLines([checks.unknownModule('Gpt')])).toEqual(['W_0002 /Gpt']);
  });
});
