import { describe, expect, it } from 'vitest';
import { indexDefinitions } from '../ecuc/definition-index.js';
import { container } from '../ecuc/builders.js';
import type { ModuleDef } from '../ecuc/types.js';
import { MODULE_DEFINITIONS, ProjectFixture } from '../modules/index.js';
import { ContainerChecks } from './container-checks.js';
import { DEMO, demoFixture, rowLines, type DemoCase } from './demo-module.js';
import { GenericMessages } from './rows.js';
import { buildStructure } from './structure.js';
import type { VerifyRow } from './types.js';

/** The own rows of every container of the fixture, in snapshot order. */
function ownRows(fixture: ProjectFixture, definitions: readonly ModuleDef[] = [DEMO]): VerifyRow[] {
  const index = indexDefinitions(definitions);
  const structure = buildStructure(fixture.snapshot(), index);
  const checks = new ContainerChecks(index, new GenericMessages('en_us'));
  const rows: VerifyRow[] = [];
  for (const container of structure.containers) {
    const path = structure.paths.get(container.id);
    if (path !== undefined) rows.push(...checks.check(container, path, structure).rows);
  }
  return rows;
}

describe('container checks: the own data of one container', () => {
  it('a consistent container has no rows', () => {
    const fixture = demoFixture();
    fixture.add('/Demo', 'DemoChannel');
    expect(ownRows(fixture)).toEqual([]);
  });

  const cases: DemoCase[] = [
    {
      name: 'E_0001 mandatory parameter absent',
      edit: (f) => f.set('/Demo/DemoGeneral', { DemoRequired: undefined }),
      expected: ['E_0001 /Demo/DemoGeneral DemoRequired'],
    },
    {
      name: 'E_0002 text in an integer',
      edit: (f) => f.set('/Demo/DemoGeneral', { DemoCount: 'abc' }),
      expected: ['E_0002 /Demo/DemoGeneral DemoCount'],
    },
    {
      name: 'E_0002 text in a float',
      edit: (f) => f.set('/Demo/DemoGeneral', { DemoPeriod: '0,5' }),
      expected: ['E_0002 /Demo/DemoGeneral DemoPeriod'],
    },
    {
      name: 'E_0002 text in a boolean',
      edit: (f) => f.set('/Demo/DemoGeneral', { DemoEnabled: 'yes' }),
      expected: ['E_0002 /Demo/DemoGeneral DemoEnabled'],
    },
    {
      name: 'E_0003 mandatory reference empty',
      edit: (f) => {
        f.add('/Demo', 'DemoChannel');
        f.remove('/Demo/DemoChannel_0/DemoSource/DemoDigital');
        f.add('/Demo/DemoChannel_0/DemoSource', 'DemoAnalog');
      },
      expected: ['E_0003 /Demo/DemoChannel_0/DemoSource/DemoAnalog DemoAnalogRef'],
    },
    {
      name: 'E_0003 reference to a container that does not exist',
      edit: (f) => {
        f.add('/Demo', 'DemoChannel');
        f.set('/Demo/DemoChannel_0', {}, { DemoPeerRef: ['no-such-id'] });
      },
      expected: ['E_0003 /Demo/DemoChannel_0 DemoPeerRef'],
    },
    {
      name: 'E_0004 integer above maximum',
      edit: (f) => f.set('/Demo/DemoGeneral', { DemoCount: '11' }),
      expected: ['E_0004 /Demo/DemoGeneral DemoCount'],
    },
    {
      name: 'E_0004 uint64 above maximum by one',
      edit: (f) => f.set('/Demo/DemoGeneral', { DemoKey: '18446744073709551616' }),
      expected: ['E_0004 /Demo/DemoGeneral DemoKey'],
    },
    {
      name: 'E_0004 string longer than its maximum length',
      edit: (f) => f.set('/Demo/DemoGeneral', { DemoTag: 'ABCDE' }),
      expected: ['E_0004 /Demo/DemoGeneral DemoTag'],
    },
    {
      name: 'E_0005 integer below minimum',
      edit: (f) => f.set('/Demo/DemoGeneral', { DemoCount: '0' }),
      expected: ['E_0005 /Demo/DemoGeneral DemoCount'],
    },
    {
      name: 'E_0005 float on an open lower bound',
      edit: (f) => f.set('/Demo/DemoGeneral', { DemoPeriod: '0' }),
      expected: ['E_0005 /Demo/DemoGeneral DemoPeriod'],
    },
    {
      name: 'E_0006 not an enumeration literal',
      edit: (f) => f.set('/Demo/DemoGeneral', { DemoMode: 'DEMO_MEDIUM' }),
      expected: ['E_0006 /Demo/DemoGeneral DemoMode'],
    },
    {
      name: 'E_0006 a validator of the definition fails',
      edit: (f) => f.set('/Demo/DemoGeneral', { DemoHeader: 'demo.c' }),
      expected: ['E_0006 /Demo/DemoGeneral DemoHeader'],
    },
    {
      name: 'E_0007 short name is not a C identifier',
      edit: (f) => f.replace(f.get('/Demo/DemoGeneral'), (c) => ({ ...c, shortName: '1General' })),
      expected: ['E_0007 /Demo/1General'],
    },
    {
      name: 'E_0007 function name longer than 60 characters',
      edit: (f) => f.set('/Demo/DemoGeneral', { DemoCallout: `Demo_${'x'.repeat(56)}` }),
      expected: ['E_0007 /Demo/DemoGeneral DemoCallout'],
    },
    {
      name: 'E_0008 reference to a container of another definition',
      edit: (f) => {
        f.add('/Demo', 'DemoChannel');
        const general = f.get('/Demo/DemoGeneral');
        f.set('/Demo/DemoChannel_0', {}, { DemoPeerRef: [general.id] });
      },
      expected: ['E_0008 /Demo/DemoChannel_0 DemoPeerRef'],
    },
    {
      name: 'E_0009 the same target twice in one multi-reference',
      edit: (f) => {
        f.add('/Demo', 'DemoChannel', { DemoChannelId: '1' });
        const peer = f.add('/Demo', 'DemoChannel', { DemoChannelId: '2' });
        f.set('/Demo/DemoChannel_0', {}, { DemoGroupRefs: [peer.id, peer.id] });
      },
      expected: ['E_0009 /Demo/DemoChannel_0 DemoGroupRefs'],
    },
    {
      name: 'W_0001 a stored parameter the definition does not know',
      edit: (f) => f.set('/Demo/DemoGeneral', { DemoRemoved: '1' }),
      expected: ['W_0001 /Demo/DemoGeneral DemoRemoved'],
    },
  ];

  for (const { name, edit, expected } of cases) {
    it(name, () => {
      const fixture = demoFixture();
      edit(fixture);
      expect(rowLines(ownRows(fixture))).toEqual(expected);
    });
  }

  it('says nothing of a mandatory reference whose targets are all in modules not available yet (NvM target block → Ea)', () => {
    const rows = ownRows(new ProjectFixture(MODULE_DEFINITIONS), MODULE_DEFINITIONS);
    expect(rows.filter((r) => r.param === 'NvMNameOfEaBlock')).toEqual([]);
  });

  it('E_0003 for that reference once a definition of the target module is known', () => {
    const ea: ModuleDef = {
      name: 'Ea',
      moduleId: 40,
      version: 1,
      containers: [container('EaBlockConfiguration', { lower: 0, upper: 'infinite' })],
    };
    const definitions = [...MODULE_DEFINITIONS, ea];
    const rows = ownRows(new ProjectFixture(definitions), definitions);
    expect(rows.filter((r) => r.param === 'NvMNameOfEaBlock').map((r) => r.code)).toEqual(['E_0003']);
  });
});

describe('ContainerChecks.reusable', () => {
  it('holds while the container and its targets are unchanged, not after a target is renamed', () => {
    const fixture = demoFixture();
    fixture.add('/Demo', 'DemoChannel');
    const peer = fixture.add('/Demo', 'DemoChannel');
    fixture.set('/Demo/DemoChannel_0', {}, { DemoPeerRef: [peer.id] });
    const index = indexDefinitions([DEMO]);
    const checks = new ContainerChecks(index, new GenericMessages('en_us'));
    const before = buildStructure(fixture.snapshot(), index);
    const holder = fixture.get('/Demo/DemoChannel_0');
    const rows = checks.check(holder, '/Demo/DemoChannel_0', before);
    expect(checks.reusable(rows, holder, '/Demo/DemoChannel_0', before)).toBe(true);
    fixture.replace(fixture.get('/Demo/DemoChannel_1'), (c) => ({ ...c, shortName: 'Peer' }));
    const after = buildStructure(fixture.snapshot(), index);
    expect(checks.reusable(rows, holder, '/Demo/DemoChannel_0', after)).toBe(false);
  });
});
