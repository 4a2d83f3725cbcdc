/**
 * Live verification budget: one edit re-verified in under 16 ms (one frame) in a project of 10
 * modules with about 2,000 containers each, compared with a full verification of the same project
 * in the same run (the reference).
 *
 * The 10 modules: the shipped EcuC (Pdus), NvM (blocks) and Os (tasks, events, counters, alarms),
 * and seven throwaway modules `Bench1`..`Bench7` defined here (channels with five parameters and a
 * reference, one rule each; Bench1's rule also reads Bench2). MemIf comes along with its defaults.
 */
import { bench, describe } from 'vitest';
import {
  booleanParam,
  container,
  enumerationParam,
  floatParam,
  integerParam,
  reference,
  stringParam,
} from '../ecuc/builders.js';
import { newContainerWithDefaults } from '../ecuc/defaults.js';
import { indexDefinitions } from '../ecuc/definition-index.js';
import type { ContainerValue, ParamValue, ProjectSnapshot } from '../ecuc/store-types.js';
import type { ModuleDef } from '../ecuc/types.js';
import { MODULE_DEFINITIONS, ProjectFixture } from '../modules/index.js';
import { createProjectVerifier, verifyProject } from './engine.js';
import type { ModuleRule, VerifyRow } from './types.js';
import { measure } from './bench-timing.js';

const PER_MODULE = 2000;

/** A throwaway module: a general container and channels whose ids must be unique (its one rule). */
function benchModule(n: number): ModuleDef {
  const name = `Bench${n}`;
  const uniqueIds: ModuleRule = {
    code: `E_${name}0001`,
    severity: 'error',
    description: { zh_cn: '通道号不能重复', en_us: 'Channel ids are unique' },
    ...(n === 1 ? { reads: ['Bench2'] } : {}),
    check(ctx) {
      const rows: VerifyRow[] = [];
      const seen = new Set<bigint>();
      for (const channel of ctx.containersOf(`/${name}/${name}Channel`)) {
        const id = ctx.integer(channel, `${name}ChannelId`);
        if (id === undefined) continue;
        if (seen.has(id))
          rows.push(ctx.report(channel, { zh_cn: '重复', en_us: 'repeated' }, {}, `${name}ChannelId`));
        seen.add(id);
      }
      if (n === 1 && ctx.projectContainersOf('/Bench2/Bench2Channel').length === 0)
        rows.push(ctx.report(null, { zh_cn: '无通道', en_us: 'Bench2 has no channel' }));
      return rows;
    },
  };
  return {
    name,
    moduleId: 9100 + n,
    version: 1,
    containers: [
      container(`${name}General`, {
        parameters: [booleanParam(`${name}DevErrorDetect`, { default: false })],
      }),
      container(`${name}Channel`, {
        lower: 0,
        upper: 'infinite',
        parameters: [
          integerParam(`${name}ChannelId`, { min: '0', max: '65535' }),
          enumerationParam(`${name}Mode`, ['FAST', 'SLOW'], { default: 'FAST' }),
          floatParam(`${name}Period`, { min: '0', max: '10', default: '0.01' }),
          stringParam(`${name}Symbol`, { lower: 0, maxLength: 32 }),
          booleanParam(`${name}Enabled`, { default: true }),
        ],
        references: [reference(`${name}PeerRef`, `/${name}/${name}Channel`, { lower: 0 })],
      }),
    ],
    rules: [uniqueIds],
  };
}

const BENCH_MODULES = Array.from({ length: 7 }, (_, i) => benchModule(i + 1));
const DEFINITIONS: readonly ModuleDef[] = [...MODULE_DEFINITIONS, ...BENCH_MODULES];
const INDEX = indexDefinitions(DEFINITIONS);

let nextId = 0;
/** Adds `count` containers of a definition under a parent (null: top level) with values and references. */
function addMany(
  fixture: ProjectFixture,
  definitionPath: string,
  parentId: string | null,
  count: number,
  fill: (i: number, created: ContainerValue[]) => Record<string, ParamValue>,
): ContainerValue[] {
  const info = INDEX.containers.get(definitionPath);
  if (!info) throw new Error(definitionPath);
  const module = definitionPath.split('/')[1] ?? '';
  const made: ContainerValue[] = [];
  const names: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const created = newContainerWithDefaults(info.def, definitionPath, {
      module,
      instanceId: 0,
      parentId,
      siblingNames: names,
      position: 100 + i,
      newId: () => `b${(nextId += 1)}`,
    });
    const [first] = created;
    if (!first) continue;
    names.push(first.shortName);
    Object.assign(first.values, fill(i, created));
    fixture.containers.push(...created);
    made.push(first);
  }
  return made;
}

function generatedProject(): ProjectSnapshot {
  const fixture = new ProjectFixture(DEFINITIONS);
  // EcuC: Pdus of one collection.
  const collection = fixture.add('/EcuC', 'EcucPduCollection');
  addMany(fixture, '/EcuC/EcucPduCollection/Pdu', collection.id, PER_MODULE - 2, (i) => ({
    PduLength: String(8 + (i % 56)),
  }));
  // NvM: blocks (each with its target block reference choice: three containers).
  addMany(fixture, '/NvM/NvMBlockDescriptor', null, Math.floor(PER_MODULE / 3), (i) => ({
    NvMNvBlockLength: String(8 + (i % 200)),
    NvMNvramBlockIdentifier: String(i + 2),
  }));
  // Os: events, tasks owning them, counters and alarms activating tasks.
  const events = addMany(fixture, '/Os/OsEvent', null, 600, () => ({ OsEventMask: 'AUTO' }));
  const tasks = addMany(fixture, '/Os/OsTask', null, 600, (i) => ({
    OsTaskPriority: String(1 + (i % 50)),
    OsTaskActivation: '1',
    OsTaskSchedule: 'FULL',
  }));
  tasks.forEach((task, i) => {
    task.references = { ...task.references, OsTaskEventRef: [(events[i] as ContainerValue).id] };
  });
  const counters = addMany(fixture, '/Os/OsCounter', null, 200, () => ({
    OsCounterMaxAllowedValue: '65535',
    OsCounterMinCycle: '1',
    OsCounterTicksPerBase: '1',
    OsCounterType: 'SOFTWARE',
  }));
  addMany(fixture, '/Os/OsAlarm', null, 200, (i, created) => {
    const alarm = created[0] as ContainerValue;
    alarm.references = {
      ...alarm.references,
      OsAlarmCounterRef: [(counters[i % counters.length] as ContainerValue).id],
    };
    for (const child of created)
      if (child.definitionPath.endsWith('/OsAlarmActivateTask'))
        child.references = { OsAlarmActivateTaskRef: [(tasks[i % tasks.length] as ContainerValue).id] };
    return {};
  });
  // Bench modules: channels with unique ids and a peer.
  for (const module of BENCH_MODULES) {
    const channels = addMany(fixture, `/${module.name}/${module.name}Channel`, null, PER_MODULE - 1, (i) => ({
      [`${module.name}ChannelId`]: String(i),
      [`${module.name}Symbol`]: `Ch_${i}`,
    }));
    channels.forEach((channel, i) => {
      const peer = channels[(i + 1) % channels.length] as ContainerValue;
      channel.references = { [`${module.name}PeerRef`]: [peer.id] };
    });
  }
  return fixture.snapshot();
}

const snapshot = generatedProject();
const perModule = new Map<string, number>();
for (const c of snapshot.containers) perModule.set(c.module, (perModule.get(c.module) ?? 0) + 1);

/** One value edit of a container of `definitionPath`, as the editor's live snapshot makes it: a new array with one new object. */
function editor(definitionPath: string, param: string): (step: number) => ProjectSnapshot {
  const targets = snapshot.containers
    .map((c, index) => ({ c, index }))
    .filter(({ c }) => c.definitionPath === definitionPath);
  return (step) => {
    const { c, index } = targets[step % targets.length] as { c: ContainerValue; index: number };
    const containers = snapshot.containers.slice();
    containers[index] = {
      ...c,
      values: { ...c.values, [param]: String(1 + (step % 60)) },
      version: c.version + step + 1,
    };
    return { ...snapshot, containers };
  };
}

const EDITS: [string, (step: number) => ProjectSnapshot][] = [
  ['NvM block length', editor('/NvM/NvMBlockDescriptor', 'NvMNvBlockLength')],
  ['Os task priority', editor('/Os/OsTask', 'OsTaskPriority')],
  ['EcuC Pdu length', editor('/EcuC/EcucPduCollection/Pdu', 'PduLength')],
  ['Bench3 channel id', editor('/Bench3/Bench3Channel', 'Bench3ChannelId')],
];

{
  const first = performance.now();
  const result = verifyProject(snapshot, DEFINITIONS);
  const firstMs = performance.now() - first;
  const full = measure(10, () => verifyProject(snapshot, DEFINITIONS));
  const lines = [
    `live verification: ${snapshot.containers.length} containers — ` +
      [...perModule].map(([m, n]) => `${m} ${n}`).join(', '),
    `full verification (reference): first ${firstMs.toFixed(1)} ms, median ${full.median.toFixed(1)} ms, ` +
      `worst ${full.worst.toFixed(1)} ms; ${result.errList.length} errors, ${result.warningList.length} warnings`,
  ];
  let worstMedian = 0;
  for (const [label, edit] of EDITS) {
    const verifier = createProjectVerifier(DEFINITIONS);
    verifier.verify(snapshot);
    let rules = 0;
    const timing = measure(60, (step) => {
      verifier.verify(edit(step));
      rules = verifier.lastRulesRun.length;
    });
    worstMedian = Math.max(worstMedian, timing.median);
    lines.push(
      `one edit re-verified (${label}): median ${timing.median.toFixed(2)} ms, worst ${timing.worst.toFixed(2)} ms, ` +
        `${rules} rules run again (budget 16 ms; ${(full.median / timing.median).toFixed(0)}× faster than the reference)`,
    );
  }
  lines.push(
    `one edit re-verified, slowest median of the edits above: ${worstMedian.toFixed(2)} ms (budget 16 ms)`,
  );
  console.log(lines.join('\n'));
}

describe(`live verification of ${snapshot.containers.length} containers in 10 modules`, () => {
  bench('full verification (the reference)', () => {
    verifyProject(snapshot, DEFINITIONS);
  });
  for (const [label, edit] of EDITS) {
    const verifier = createProjectVerifier(DEFINITIONS);
    verifier.verify(snapshot);
    let step = 0;
    bench(`one edit re-verified: ${label} (budget 16 ms)`, () => {
      step += 1;
      verifier.verify(edit(step));
    });
  }
});
