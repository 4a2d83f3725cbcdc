import { describe, expect, it } from 'vitest';
import { container, integerParam } from '../ecuc/builders.js';
import type { ModuleDef } from '../ecuc/types.js';
import { MODULE_DEFINITIONS, ProjectFixture } from '../modules/index.js';
import { DEMO, codes, demoFixture } from './demo-module.js';
import { createProjectVerifier, verifyProject } from './engine.js';

describe('generic checks E_0001–E_0009 through verifyProject', () => {
  it('a consistent project has no rows', () => {
    const fixture = demoFixture();
    fixture.add('/Demo', 'DemoChannel');
    expect(codes(verifyProject(fixture.snapshot(), [DEMO]))).toEqual([]);
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

describe('createProjectVerifier: rules run again only after a change in a module they read', () => {
  const codesOf = (module: string): string[] =>
    (MODULE_DEFINITIONS.find((d) => d.name === module)?.rules ?? []).map((r) => r.code);
  /** The codes of every shipped rule that a change in `module` runs again: its own, and those reading it. */
  const codesReading = (module: string): string[] =>
    MODULE_DEFINITIONS.flatMap((d) =>
      (d.rules ?? []).filter((r) => d.name === module || (r.reads ?? []).includes(module)).map((r) => r.code),
    );

  function project(): ProjectFixture {
    const fixture = new ProjectFixture(MODULE_DEFINITIONS);
    fixture.add('/EcuC', 'EcucHardware');
    fixture.add('/EcuC/EcucHardware', 'EcucCoreDefinition', { EcucCoreId: '0' });
    fixture.add('/Os', 'OsTask');
    return fixture;
  }

  it('an NvM edit runs the NvM rules and the MemIf rules reading NvM, not the Os rules', () => {
    const fixture = project();
    const verifier = createProjectVerifier(MODULE_DEFINITIONS);
    verifier.verify(fixture.snapshot());
    expect(verifier.lastRulesRun).toEqual(MODULE_DEFINITIONS.flatMap((d) => codesOf(d.name)));
    // Every view the rules use, once each (the Os edit below shows one view recomputed alone).
    expect(verifier.lastViewsComputed).toBeGreaterThan(0);

    fixture.set('/NvM/NvMBlockDescriptor_0', { NvMNvramDeviceId: '5' });
    const result = verifier.verify(fixture.snapshot());
    expect(verifier.lastRulesRun).toEqual(codesReading('NvM'));
    expect(verifier.lastRulesRun).toEqual(expect.arrayContaining([...codesOf('NvM'), ...codesOf('MemIf')]));
    expect(verifier.lastViewsComputed).toBe(0);
    expect(result).toEqual(verifyProject(fixture.snapshot(), MODULE_DEFINITIONS));
    expect(codes(result)).toContain('E_MemIf0001 /NvM/NvMBlockDescriptor_0 NvMNvramDeviceId');
  });

  it('an Os edit runs the Os rules over one new Os view; an EcuC edit runs the EcuC rule and the Os rules reading EcuC', () => {
    const fixture = project();
    const verifier = createProjectVerifier(MODULE_DEFINITIONS);
    verifier.verify(fixture.snapshot());
    fixture.set('/Os/OsTask_0', { OsTaskPriority: '7' });
    verifier.verify(fixture.snapshot());
    expect(verifier.lastRulesRun).toEqual(codesOf('Os'));
    expect(verifier.lastViewsComputed).toBe(1);
    fixture.set('/EcuC/EcucHardware/EcucCoreDefinition_0', { EcucCoreId: '1' });
    const result = verifier.verify(fixture.snapshot());
    // OS0001 (reserved names) reads the Os alone; the others read the cores through the Os view.
    expect(verifier.lastRulesRun).toEqual(codesReading('EcuC'));
    expect(verifier.lastRulesRun).toEqual(
      expect.arrayContaining([...codesOf('EcuC'), ...codesOf('Os').filter((c) => c !== 'OS0001')]),
    );
    expect(verifier.lastRulesRun).not.toContain('OS0001');
    expect(result).toEqual(verifyProject(fixture.snapshot(), MODULE_DEFINITIONS));
  });

  it('a change of the project (chip) or of the enabled modules runs every rule', () => {
    const fixture = project();
    const verifier = createProjectVerifier(MODULE_DEFINITIONS);
    verifier.verify(fixture.snapshot());
    const otherChip = { ...fixture.snapshot(), project: { id: 'p1', name: 'Fixture', chip: 'S32K144' } };
    const result = verifier.verify(otherChip);
    expect(verifier.lastRulesRun).toHaveLength(MODULE_DEFINITIONS.flatMap((d) => d.rules ?? []).length);
    expect(result).toEqual(verifyProject(otherChip, MODULE_DEFINITIONS));
  });
});

describe('createProjectVerifier over a sequence of edits in several modules', () => {
  function random(seed: number): () => number {
    let state = seed;
    return () => {
      state = (state * 1103515245 + 12345) % 2147483648;
      return state / 2147483648;
    };
  }

  it('gives the rows of a fresh run after every edit of EcuC, NvM, MemIf and Os', () => {
    for (const seed of [3, 11, 29]) {
      const next = random(seed);
      const pick = <T>(list: readonly T[]): T | undefined => list[Math.floor(next() * list.length)];
      const fixture = new ProjectFixture(MODULE_DEFINITIONS);
      fixture.add('/EcuC', 'EcucHardware');
      fixture.add('/EcuC/EcucHardware', 'EcucCoreDefinition', { EcucCoreId: '0' });
      const verifier = createProjectVerifier(MODULE_DEFINITIONS, { language: 'en_us' });
      verifier.verify(fixture.snapshot());
      const of = (definitionPath: string) =>
        fixture.containers.filter((c) => c.definitionPath === definitionPath);
      for (let step = 0; step < 80; step += 1) {
        const blocks = of('/NvM/NvMBlockDescriptor');
        const tasks = of('/Os/OsTask');
        const cores = of('/EcuC/EcucHardware/EcucCoreDefinition');
        const applications = of('/Os/OsApplication');
        const block = pick(blocks);
        const task = pick(tasks);
        const action = Math.floor(next() * 12);
        let snapshot = fixture.snapshot();
        if (action === 0 && blocks.length < 5) fixture.add('/NvM', 'NvMBlockDescriptor');
        else if (action === 1 && block)
          fixture.replace(block, (c) => ({
            ...c,
            values: { ...c.values, NvMNvramBlockIdentifier: String(2 + Math.floor(next() * 3)) },
          }));
        else if (action === 2 && block)
          fixture.replace(block, (c) => ({
            ...c,
            values: { ...c.values, NvMNvramDeviceId: String(Math.floor(next() * 3)) },
          }));
        else if (action === 3)
          fixture.set('/MemIf/MemIfGeneral', { MemIfNumberOfDevices: String(1 + Math.floor(next() * 2)) });
        else if (action === 4 && tasks.length < 4) fixture.add('/Os', 'OsTask');
        else if (action === 5 && task)
          fixture.replace(task, (c) => ({
            ...c,
            shortName: pick(['DeclareTask', 'Dup', `Task${step}`, 'GetResource']) ?? 'T',
          }));
        else if (action === 6 && cores.length < 3)
          fixture.add('/EcuC/EcucHardware', 'EcucCoreDefinition', { EcucCoreId: String(cores.length) });
        else if (action === 7) {
          const core = pick(cores);
          if (core)
            fixture.replace(core, (c) => ({
              ...c,
              values: { ...c.values, EcucCoreId: String(Math.floor(next() * 3)) },
            }));
        } else if (action === 8 && applications.length < 2 && task && cores[0]) {
          const application = fixture.add('/Os', 'OsApplication');
          fixture.replace(application, (c) => ({
            ...c,
            references: {
              ...c.references,
              OsAppTaskRef: [task.id],
              OsApplicationCoreRef: [(pick(cores) ?? cores[0]!).id],
            },
          }));
        } else if (action === 9 && task) {
          // A contents-only edit in a new array, as the editor's live candidates make it.
          const containers = fixture.containers.map((c) =>
            c === task ? { ...c, values: { ...c.values, OsTaskPriority: String(step) } } : c,
          );
          snapshot = { ...fixture.snapshot(), containers };
        } else if (action === 10 && blocks.length > 1 && block)
          fixture.containers = fixture.containers.filter((c) => c.id !== block.id && c.parentId !== block.id);
        else if (action === 11 && task && tasks.length > 1)
          fixture.containers = fixture.containers.filter((c) => c.id !== task.id);
        if (action !== 9) snapshot = fixture.snapshot();
        expect(verifier.verify(snapshot), `seed ${seed} step ${step} action ${action}`).toEqual(
          verifyProject(snapshot, MODULE_DEFINITIONS, { language: 'en_us' }),
        );
      }
    }
  });
});
