import { describe, expect, it } from 'vitest';
import {
  booleanParam,
  choiceContainer,
  container,
  enumerationParam,
  floatParam,
  foreignReference,
  functionNameParam,
  integerParam,
  reference,
  stringParam,
} from '../ecuc/builders.js';
import type { ModuleDef } from '../ecuc/types.js';
import { MODULE_DEFINITIONS, ProjectFixture } from '../modules/index.js';
import { createProjectVerifier, verifyProject } from './engine.js';
import type { VerifyResult } from './types.js';

/** A small module that uses every kind the generic checks know. */
const DEMO: ModuleDef = {
  name: 'Demo',
  moduleId: 9000,
  version: 1,
  containers: [
    container('DemoGeneral', {
      parameters: [
        integerParam('DemoCount', { min: '1', max: '10', default: '5' }),
        integerParam('DemoKey', { lower: 0, min: '0', max: '18446744073709551615' }),
        floatParam('DemoPeriod', { min: '0', max: '1', minOpen: true, default: '0.5' }),
        booleanParam('DemoEnabled', { default: false }),
        enumerationParam('DemoMode', ['DEMO_FAST', 'DEMO_SLOW'], { default: 'DEMO_FAST' }),
        stringParam('DemoTag', { lower: 0, maxLength: 4 }),
        stringParam('DemoHeader', { lower: 0, validators: [{ name: 'headerFileName' }] }),
        functionNameParam('DemoCallout', { lower: 0 }),
        stringParam('DemoRequired'),
      ],
    }),
    container('DemoChannel', {
      lower: 0,
      upper: 3,
      parameters: [integerParam('DemoChannelId', { min: '0', max: '255', default: '0' })],
      references: [
        reference('DemoPeerRef', '/Demo/DemoChannel', { lower: 0 }),
        reference('DemoGroupRefs', '/Demo/DemoChannel', { lower: 0, upper: 'infinite' }),
        reference('DemoGeneralRef', '/Demo/DemoGeneral', { lower: 0 }),
        foreignReference('DemoEcuRef', 'ECU-INSTANCE', { lower: 0 }),
      ],
      subContainers: [
        choiceContainer('DemoSource', [
          container('DemoDigital', {
            lower: 0,
            parameters: [booleanParam('DemoInvert', { default: false })],
          }),
          container('DemoAnalog', {
            lower: 0,
            references: [reference('DemoAnalogRef', '/Demo/DemoGeneral')],
          }),
        ]),
      ],
    }),
  ],
};

function demoFixture(): ProjectFixture {
  const fixture = new ProjectFixture([DEMO]);
  fixture.set('/Demo/DemoGeneral', { DemoRequired: 'ok' });
  return fixture;
}

function codes(result: VerifyResult): string[] {
  return [...result.errList, ...result.warningList].map(
    (r) => `${r.code} ${r.path}${r.param ? ` ${r.param}` : ''}`,
  );
}

describe('generic checks E_0001–E_0009', () => {
  it('a consistent project has no rows', () => {
    const fixture = demoFixture();
    fixture.add('/Demo', 'DemoChannel');
    expect(codes(verifyProject(fixture.snapshot(), [DEMO]))).toEqual([]);
  });

  const cases: { name: string; edit: (f: ProjectFixture) => void; expected: string[] }[] = [
    {
      name: 'E_0001 mandatory parameter absent',
      edit: (f) => f.set('/Demo/DemoGeneral', { DemoRequired: undefined }),
      expected: ['E_0001 /Demo/DemoGeneral DemoRequired'],
    },
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
      name: 'E_0004 too many containers',
      edit: (f) => {
        for (let i = 0; i < 4; i += 1) f.add('/Demo', 'DemoChannel', { DemoChannelId: String(i) });
      },
      expected: ['E_0004 /Demo'],
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
      name: 'E_0006 two siblings with one short name',
      edit: (f) => {
        f.add('/Demo', 'DemoChannel', { DemoChannelId: '1' });
        const second = f.add('/Demo', 'DemoChannel', { DemoChannelId: '2' });
        f.replace(second, (c) => ({ ...c, shortName: 'DemoChannel_0' }));
      },
      expected: ['E_0006 /Demo/DemoChannel_0'],
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
  ];

  for (const { name, edit, expected } of cases) {
    it(name, () => {
      const fixture = demoFixture();
      edit(fixture);
      expect(codes(verifyProject(fixture.snapshot(), [DEMO]))).toEqual(expected);
    });
  }

  it('W_0003, not E_0003, for a mandatory reference into a module not shipped yet (NvM target block → Ea)', () => {
    const fixture = new ProjectFixture(MODULE_DEFINITIONS);
    const result = verifyProject(fixture.snapshot(), MODULE_DEFINITIONS);
    expect(result.errList.filter((r) => r.code === 'E_0003')).toEqual([]);
    expect(result.warningList.filter((r) => r.code === 'W_0003').map((r) => `${r.path} ${r.param}`)).toEqual([
      '/NvM/NvMBlockDescriptor_0/NvMTargetBlockReference/NvMEaRef NvMNameOfEaBlock',
    ]);
  });
});

describe('verifyProject', () => {
  it('keeps uint64 values exact', () => {
    const fixture = demoFixture();
    fixture.set('/Demo/DemoGeneral', { DemoKey: '18446744073709551615' });
    expect(verifyProject(fixture.snapshot(), [DEMO]).errList).toEqual([]);
  });

  it('accepts hexadecimal integers and compares them by value', () => {
    const fixture = demoFixture();
    fixture.set('/Demo/DemoGeneral', { DemoCount: '0xA' });
    expect(verifyProject(fixture.snapshot(), [DEMO]).errList).toEqual([]);
    fixture.set('/Demo/DemoGeneral', { DemoCount: '0xB' });
    expect(codes(verifyProject(fixture.snapshot(), [DEMO]))).toEqual(['E_0004 /Demo/DemoGeneral DemoCount']);
  });

  it('reads NULL_PTR in a function name as "no function"', () => {
    const fixture = demoFixture();
    fixture.set('/Demo/DemoGeneral', { DemoCallout: 'NULL_PTR' });
    expect(verifyProject(fixture.snapshot(), [DEMO]).errList).toEqual([]);
    fixture.set('/Demo/DemoGeneral', { DemoCallout: 'int' });
    expect(codes(verifyProject(fixture.snapshot(), [DEMO]))).toEqual([
      'E_0007 /Demo/DemoGeneral DemoCallout',
    ]);
  });

  it('speaks zh_cn by default and en_us on request', () => {
    const fixture = demoFixture();
    fixture.set('/Demo/DemoGeneral', { DemoCount: '11' });
    const zh = verifyProject(fixture.snapshot(), [DEMO]).errList[0];
    const en = verifyProject(fixture.snapshot(), [DEMO], { language: 'en_us' }).errList[0];
    expect(zh?.message).toBe('参数 DemoCount 的值 11 大于最大值 10');
    expect(en?.message).toBe('Parameter DemoCount: 11 is above the maximum 10');
  });

  it('warns about stored data the definitions do not know', () => {
    const fixture = demoFixture();
    fixture.set('/Demo/DemoGeneral', { DemoRemoved: '1' });
    const snapshot = fixture.snapshot();
    snapshot.modules.push({ module: 'Gpt', instanceId: 0, definitionVersion: 1 });
    const result = verifyProject(snapshot, [DEMO]);
    expect(result.errList).toEqual([]);
    expect(codes(result)).toEqual(['W_0002 /Gpt', 'W_0001 /Demo/DemoGeneral DemoRemoved']);
  });

  it('reports containers of unknown definitions and lost parents without hanging on cycles', () => {
    const fixture = demoFixture();
    const general = fixture.get('/Demo/DemoGeneral');
    fixture.containers.push(
      { ...general, id: 'x1', shortName: 'Stray', definitionPath: '/Demo/Nothing', position: 5 },
      { ...general, id: 'a', parentId: 'b', shortName: 'LoopA' },
      { ...general, id: 'b', parentId: 'a', shortName: 'LoopB' },
    );
    const rows = codes(verifyProject(fixture.snapshot(), [DEMO]));
    expect(rows).toContain('E_0002 /Demo/Stray');
    expect(rows.filter((r) => r.startsWith('E_0002 /Demo/Loop'))).toHaveLength(2);
  });

  it('checks the values of multi-valued parameters one by one', () => {
    const multi: ModuleDef = {
      name: 'Multi',
      moduleId: 9001,
      version: 1,
      containers: [
        container('MultiGeneral', { parameters: [integerParam('MultiIds', { upper: 3, max: '9' })] }),
      ],
    };
    const fixture = new ProjectFixture([multi]);
    fixture.set('/Multi/MultiGeneral', { MultiIds: ['1', '12', '3', '4'] });
    expect(codes(verifyProject(fixture.snapshot(), [multi]))).toEqual([
      'E_0004 /Multi/MultiGeneral MultiIds',
      'E_0004 /Multi/MultiGeneral MultiIds',
    ]);
  });
});

describe('createProjectVerifier', () => {
  function bigFixture(): ProjectFixture {
    const fixture = demoFixture();
    for (let i = 0; i < 3; i += 1) fixture.add('/Demo', 'DemoChannel', { DemoChannelId: String(i) });
    return fixture;
  }

  it('re-checks only the edited container and gives the same rows as a fresh run', () => {
    const fixture = bigFixture();
    const verifier = createProjectVerifier([DEMO]);
    verifier.verify(fixture.snapshot());
    const total = fixture.containers.length;
    expect(verifier.lastRecheckedCount).toBe(total);

    fixture.set('/Demo/DemoChannel_1', { DemoChannelId: '300' });
    const incremental = verifier.verify(fixture.snapshot());
    expect(verifier.lastRecheckedCount).toBe(1);
    expect(incremental).toEqual(verifyProject(fixture.snapshot(), [DEMO]));
    expect(codes(incremental)).toEqual(['E_0004 /Demo/DemoChannel_1 DemoChannelId']);
  });

  it('re-checks containers whose reference target disappears or is renamed', () => {
    const fixture = bigFixture();
    const target = fixture.get('/Demo/DemoChannel_2');
    fixture.set('/Demo/DemoChannel_0', {}, { DemoGeneralRef: [target.id] });
    const verifier = createProjectVerifier([DEMO]);
    expect(codes(verifier.verify(fixture.snapshot()))).toEqual(['E_0008 /Demo/DemoChannel_0 DemoGeneralRef']);

    fixture.replace(fixture.get('/Demo/DemoChannel_2'), (c) => ({ ...c, shortName: 'Renamed' }));
    const renamed = verifier.verify(fixture.snapshot());
    expect(renamed.errList[0]?.message).toContain('/Demo/Renamed');
    expect(renamed).toEqual(verifyProject(fixture.snapshot(), [DEMO]));

    fixture.remove('/Demo/Renamed');
    const removed = verifier.verify(fixture.snapshot());
    expect(codes(removed)).toEqual(['E_0003 /Demo/DemoChannel_0 DemoGeneralRef']);
    expect(removed).toEqual(verifyProject(fixture.snapshot(), [DEMO]));
  });

  it('notices a value changed without a version bump on a new object', () => {
    const fixture = bigFixture();
    const verifier = createProjectVerifier([DEMO]);
    verifier.verify(fixture.snapshot());
    const general = fixture.get('/Demo/DemoGeneral');
    const index = fixture.containers.indexOf(general);
    fixture.containers[index] = { ...general, values: { ...general.values, DemoCount: '99' } };
    expect(codes(verifier.verify(fixture.snapshot()))).toEqual(['E_0004 /Demo/DemoGeneral DemoCount']);
  });
});

describe('createProjectVerifier over a sequence of edits', () => {
  /** A small deterministic generator, so that a failure can be replayed. */
  function random(seed: number): () => number {
    let state = seed;
    return () => {
      state = (state * 1103515245 + 12345) % 2147483648;
      return state / 2147483648;
    };
  }

  it('gives the rows of a fresh run after every edit: values, renames, moves, adds, removals, references', () => {
    for (const seed of [1, 7, 42]) {
      const next = random(seed);
      const fixture = demoFixture();
      for (let i = 0; i < 3; i += 1) fixture.add('/Demo', 'DemoChannel', { DemoChannelId: String(i) });
      const verifier = createProjectVerifier([DEMO]);
      verifier.verify(fixture.snapshot());
      for (let step = 0; step < 60; step += 1) {
        const channels = fixture.containers.filter((c) => c.definitionPath === '/Demo/DemoChannel');
        const pick = channels[Math.floor(next() * channels.length)];
        const action = Math.floor(next() * 6);
        if (action === 0 || !pick) {
          if (channels.length < 4) fixture.add('/Demo', 'DemoChannel', { DemoChannelId: String(step) });
        } else if (action === 1) {
          fixture.replace(pick, (c) => ({ ...c, values: { ...c.values, DemoChannelId: String(step * 37) } }));
        } else if (action === 2) {
          fixture.replace(pick, (c) => ({ ...c, shortName: next() < 0.3 ? 'Dup' : `Ch${step}` }));
        } else if (action === 3) {
          fixture.replace(pick, (c) => ({ ...c, position: Math.floor(next() * 5) }));
        } else if (action === 4) {
          const target = channels[Math.floor(next() * channels.length)]!;
          fixture.replace(pick, (c) => ({
            ...c,
            references: { ...c.references, DemoGeneralRef: [target.id] },
          }));
        } else if (channels.length > 1) {
          fixture.containers.splice(fixture.containers.indexOf(pick), 1);
        }
        const snapshot = fixture.snapshot();
        expect(verifier.verify(snapshot), `seed ${seed} step ${step}`).toEqual(
          verifyProject(snapshot, [DEMO]),
        );
      }
    }
  });

  it('patches the tree for a content edit and re-checks only that container', () => {
    const fixture = demoFixture();
    for (let i = 0; i < 3; i += 1) fixture.add('/Demo', 'DemoChannel', { DemoChannelId: String(i) });
    const verifier = createProjectVerifier([DEMO]);
    verifier.verify(fixture.snapshot());
    const channel = fixture.get('/Demo/DemoChannel_1');
    // The same containers in a new array with one new object, as the editor's live candidates make it.
    const containers = fixture.containers.map((c) =>
      c === channel ? { ...c, values: { ...c.values, DemoChannelId: '999' } } : c,
    );
    const snapshot = { ...fixture.snapshot(), containers };
    const result = verifier.verify(snapshot);
    expect(verifier.lastRecheckedCount).toBe(1);
    expect(result).toEqual(verifyProject(snapshot, [DEMO]));
    expect(codes(result)).toContain('E_0004 /Demo/DemoChannel_1 DemoChannelId');
  });
});
