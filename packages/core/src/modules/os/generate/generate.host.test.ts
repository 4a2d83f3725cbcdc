/**
 * Generated C on the host: Os_Cfg.c compiles with `gcc -std=c99 -Wall -Wextra -Werror`, and the
 * harness linked with it prints tables that agree with the configuration.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { buildOsViewModel, generateOs } from './generate.js';
import { emitHarnessStubs, HARNESS_STUBS_C } from './harness/index.js';
import { smallOsFixture } from './os-fixture.js';
import type { GeneratedFile } from './emit/index.js';
import {
  readOil,
  type OilAttributeValue,
  type OilObject,
  type OilValue,
} from '../../../formats/oil/index.js';
import { osSnapshotFromOil } from './source-input.js';

const run = promisify(execFile);
const HARNESS_C = fileURLToPath(new URL('./harness/harness.c', import.meta.url));
const C_FLAGS = ['-std=c99', '-Wall', '-Wextra', '-Werror'];

interface HarnessTables {
  cores: number;
  appModes: string[];
  tasks: {
    name: string;
    priority: number;
    runPriority: number;
    activation: number;
    preemptable: boolean;
    stackSize: number;
    eventMask: string;
    autostart: string[];
    extended: boolean;
  }[];
  isrs: { name: string; category: number; priority: number }[];
  resources: { name: string; ceiling: number; isrCeiling: number; linked: string }[];
  counters: { name: string; maxAllowedValue: number; ticksPerBase: number; minCycle: number }[];
  alarms: {
    name: string;
    counter: string;
    action: string;
    task: string | null;
    event: string;
    autostart: boolean;
    alarmTime: number;
    cycleTime: number;
    appModes: string[];
  }[];
  scheduleTables: {
    name: string;
    counter: string;
    duration: number;
    repeating: boolean;
    expiryPoints: { offset: number; tasks: string[]; events: { task: string; mask: string }[] }[];
  }[];
  applications: { name: string; trusted: boolean; core: number }[];
  coreTasks: number[];
}

/** Compiles Os_Cfg.c, links the harness and runs it; answers the printed tables. */
async function runHarness(files: readonly GeneratedFile[], stubs: string): Promise<HarnessTables> {
  const dir = mkdtempSync(join(tmpdir(), 'ecuc-os-'));
  try {
    for (const file of files) writeFileSync(join(dir, file.name), file.content);
    writeFileSync(join(dir, HARNESS_STUBS_C), stubs);
    await run('gcc', [...C_FLAGS, '-c', 'Os_Cfg.c', '-o', 'Os_Cfg.o'], { cwd: dir });
    await run('gcc', [...C_FLAGS, '-I', dir, HARNESS_C, 'Os_Cfg.o', HARNESS_STUBS_C, '-o', 'harness'], {
      cwd: dir,
    });
    const { stdout } = await run(join(dir, 'harness'), [], { cwd: dir });
    return JSON.parse(stdout) as HarnessTables;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('generated C of the small configuration', () => {
  it('compiles warning-free and the harness reads back the configuration', async () => {
    const snapshot = smallOsFixture().snapshot();
    const result = generateOs(snapshot);
    if (!('files' in result)) throw new Error(JSON.stringify(result.errList));
    const { model } = buildOsViewModel(snapshot);
    const tables = await runHarness(result.files, emitHarnessStubs(model));
    expect(tables.cores).toBe(1);
    expect(tables.appModes).toEqual(['ModeNormal', 'ModeDiag']);
    expect(
      tables.tasks.map((t) => [t.name, t.priority, t.runPriority, t.activation, t.preemptable, t.stackSize]),
    ).toEqual([
      ['Task_Init', 10, 10, 3, false, 512],
      ['Task_Com', 5, 5, 1, true, 1000],
      ['Task_Bg', 1, 5, 1, true, 512],
    ]);
    expect(tables.tasks.map((t) => [t.eventMask, t.extended, t.autostart])).toEqual([
      ['0x0', false, ['ModeNormal', 'ModeDiag']],
      ['0x13', true, []],
      ['0x2', true, []],
    ]);
    expect(tables.isrs).toEqual([
      { name: 'Isr_Can', category: 2, priority: 4, core: 0 },
      { name: 'Isr_Timer', category: 1, priority: 9, core: 0 },
    ]);
    expect(tables.resources.map((r) => [r.name, r.ceiling, r.isrCeiling, r.linked])).toEqual([
      ['ResBus', 5, 4, 'ResBus'],
      ['ResBusLink', 5, 4, 'ResBus'],
      ['ResGroup', 5, 0, 'ResGroup'],
      ['RES_SCHEDULER', 10, 0, 'RES_SCHEDULER'],
    ]);
    expect(tables.counters).toEqual([
      { name: 'SystemCounter', maxAllowedValue: 65535, ticksPerBase: 10, minCycle: 2, hardware: 0 },
    ]);
    expect(
      tables.alarms.map((a) => [
        a.name,
        a.counter,
        a.action,
        a.task,
        a.event,
        a.autostart,
        a.alarmTime,
        a.cycleTime,
        a.appModes,
      ]),
    ).toEqual([
      ['Alarm_10ms', 'SystemCounter', 'ACTIVATETASK', 'Task_Bg', '0x0', true, 5, 10, ['ModeNormal']],
      ['Alarm_Rx', 'SystemCounter', 'SETEVENT', 'Task_Com', '0x1', false, 0, 0, []],
      ['Alarm_Cb', 'SystemCounter', 'ALARMCALLBACK', null, '0x0', false, 0, 0, []],
    ]);
    expect(tables.scheduleTables).toEqual([
      {
        name: 'Sched_Main',
        counter: 'SystemCounter',
        duration: 100,
        repeating: true,
        autostart: 0,
        expiryPoints: [
          { offset: 0, tasks: ['Task_Com'], events: [{ task: 'Task_Com', mask: '0x2' }] },
          { offset: 60, tasks: ['Task_Bg'], events: [] },
        ],
      },
    ]);
  });
});

describe('generated C of objects named like identifiers of the OS or of C', () => {
  it('compiles with prefixed C names and reads back the configured names', async () => {
    const f = smallOsFixture();
    // An event called `event` (a table member), a task called `priority`, an alarm called `ActivateTask`.
    f.replace(f.get('/Os/EvRx'), (c) => ({ ...c, shortName: 'event' }));
    f.replace(f.get('/Os/Task_Bg'), (c) => ({ ...c, shortName: 'priority' }));
    f.replace(f.get('/Os/Alarm_Rx'), (c) => ({ ...c, shortName: 'ActivateTask' }));
    const snapshot = f.snapshot();
    const result = generateOs(snapshot);
    if (!('files' in result)) throw new Error(JSON.stringify(result.errList));
    expect(result.warningList.filter((r) => r.code === 'OS0001').map((r) => r.path)).toEqual([
      '/Os/priority',
      '/Os/event',
      '/Os/ActivateTask',
    ]);
    const { model } = buildOsViewModel(snapshot);
    const tables = await runHarness(result.files, emitHarnessStubs(model));
    expect(tables.tasks.map((t) => [t.name, t.eventMask])).toEqual([
      ['Task_Init', '0x0'],
      ['Task_Com', '0x13'],
      ['priority', '0x2'],
    ]);
    expect(tables.alarms.map((a) => [a.name, a.task, a.event])).toEqual([
      ['Alarm_10ms', 'priority', '0x0'],
      ['ActivateTask', 'Task_Com', '0x1'],
      ['Alarm_Cb', null, '0x0'],
    ]);
  });
});

// ---------------------------------------------------------------- every accepted OIL file of the corpus

const CORPUS = fileURLToPath(new URL('../../../../../../../shared/corpus/', import.meta.url));

interface ManifestRow {
  path: string;
  includeDirs: string[];
}

function acceptedOilRows(): ManifestRow[] {
  return readFileSync(join(CORPUS, 'MANIFEST.tsv'), 'utf8')
    .split('\n')
    .slice(1)
    .map((line) => line.split('\t'))
    .filter((cells) => cells[1] === 'oil' && cells[2] === 'accept')
    .map((cells) => ({
      path: cells[0] ?? '',
      includeDirs: !cells[3] || cells[3] === '-' ? [] : cells[3].split(':').map((d) => join(CORPUS, d)),
    }));
}

const fileSystem = {
  read(path: string): Uint8Array | undefined {
    try {
      return readFileSync(path);
    } catch {
      return undefined;
    }
  },
};

interface CorpusOutcome {
  errors: string[];
  objects: Record<string, Record<string, OilObject>>;
  tables?: HarnessTables;
}

/** Reads, imports and generates one OIL file, then compiles and runs the harness. */
async function generateFromOil(row: ManifestRow): Promise<CorpusOutcome> {
  const file = join(CORPUS, row.path);
  const read = readOil(
    { file, bytes: readFileSync(file), includeDirs: row.includeDirs, fileSystem },
    { language: 'en_us' },
  );
  const objects = read.model?.application?.objects ?? {};
  if (!read.model) return { errors: read.diagnostics.map((d) => d.message), objects };
  const imported = osSnapshotFromOil(read.model);
  const result = generateOs(imported.snapshot, { language: 'en_us' });
  if ('errList' in result) {
    const at = (id: string | undefined) => {
      const p = id === undefined ? undefined : imported.sourceMap.get(id);
      return p ? `${p.file.slice(CORPUS.length)}:${p.line}:${p.col}` : '?';
    };
    return {
      errors: result.errList.map((r) => `${at(r.containerId)}: ${r.code} ${r.path} ${r.message}`),
      objects,
    };
  }
  try {
    const { model } = buildOsViewModel(imported.snapshot);
    return { errors: [], objects, tables: await runHarness(result.files, emitHarnessStubs(model)) };
  } catch (failure) {
    return { errors: [String(failure)], objects };
  }
}

async function inBatches<T, R>(
  items: readonly T[],
  concurrency: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
}

function attribute(attributes: readonly OilAttributeValue[], name: string): OilValue | undefined {
  return attributes.find((a) => a.name === name)?.value;
}

function attributesNamed(attributes: readonly OilAttributeValue[], name: string): OilValue[] {
  return attributes.filter((a) => a.name === name).map((a) => a.value);
}

function numberOf(value: OilValue | undefined): number | undefined {
  return value && (value.kind === 'integer' || value.kind === 'float') ? value.value : undefined;
}

function identifierOf(value: OilValue | undefined): string | undefined {
  return value && (value.kind === 'identifier' || value.kind === 'string') ? value.value : undefined;
}

function subAttributes(value: OilValue | undefined): OilAttributeValue[] {
  return value && (value.kind === 'boolean' || value.kind === 'identifier' || value.kind === 'struct')
    ? value.attributes
    : [];
}

/** What the harness printed, checked attribute by attribute against the OIL objects it came from. */
function compareWithOil(objects: CorpusOutcome['objects'], tables: HarnessTables): string[] {
  const problems: string[] = [];
  const check = (what: string, actual: unknown, expected: unknown): void => {
    if (expected === undefined) return;
    if (JSON.stringify(actual) !== JSON.stringify(expected))
      problems.push(`${what}: generated ${JSON.stringify(actual)}, OIL ${JSON.stringify(expected)}`);
  };
  const list = (type: string): OilObject[] => Object.values(objects[type] ?? {});
  check('task count', tables.tasks.length, list('TASK').length);
  check('ISR count', tables.isrs.length, list('ISR').length);
  // A counter the target defines (SystemCounter) is imported besides the application's own.
  check('counters cover the OIL counters', tables.counters.length >= list('COUNTER').length, true);
  check('alarm count', tables.alarms.length, list('ALARM').length);
  check('schedule table count', tables.scheduleTables.length, list('SCHEDULETABLE').length);
  check(
    'tasks over the cores',
    tables.coreTasks.reduce((sum, n) => sum + n, 0),
    tables.tasks.length,
  );
  check('core count', tables.coreTasks.length, tables.cores);
  for (const oil of list('APPLICATION')) {
    const application = tables.applications.find((a) => a.name === oil.name);
    if (!application) {
      problems.push(`application ${oil.name} missing`);
      continue;
    }
    const trusted = attribute(oil.attributes, 'TRUSTED');
    if (trusted?.kind === 'boolean')
      check(`application ${oil.name} trusted`, application.trusted, trusted.value);
    check(`application ${oil.name} core`, application.core, numberOf(attribute(oil.attributes, 'CORE')));
  }
  for (const mode of list('APPMODE'))
    check(`app mode ${mode.name}`, tables.appModes.includes(mode.name), true);

  for (const oil of list('TASK')) {
    const task = tables.tasks.find((t) => t.name === oil.name);
    if (!task) {
      problems.push(`task ${oil.name} missing`);
      continue;
    }
    const a = oil.attributes;
    check(`task ${oil.name} priority`, task.priority, numberOf(attribute(a, 'PRIORITY')));
    check(`task ${oil.name} activation`, task.activation, numberOf(attribute(a, 'ACTIVATION')));
    const schedule = identifierOf(attribute(a, 'SCHEDULE'));
    check(
      `task ${oil.name} preemptable`,
      task.preemptable,
      schedule === undefined ? undefined : schedule === 'FULL',
    );
    check(`task ${oil.name} stack`, task.stackSize, numberOf(attribute(a, 'STACKSIZE')));
    check(`task ${oil.name} extended`, task.extended, attributesNamed(a, 'EVENT').length > 0);
    const autostart = attribute(a, 'AUTOSTART');
    if (autostart?.kind === 'boolean') {
      const modes = attributesNamed(autostart.attributes, 'APPMODE').map(identifierOf);
      if (!autostart.value) check(`task ${oil.name} autostart`, task.autostart, []);
      else if (modes.length)
        check(`task ${oil.name} autostart`, [...task.autostart].sort(), [...modes].sort());
      else check(`task ${oil.name} autostarts`, task.autostart.length > 0, true);
    }
  }
  for (const oil of list('ISR')) {
    const isr = tables.isrs.find((i) => i.name === oil.name);
    if (!isr) {
      problems.push(`ISR ${oil.name} missing`);
      continue;
    }
    check(`ISR ${oil.name} category`, isr.category, numberOf(attribute(oil.attributes, 'CATEGORY')));
    check(`ISR ${oil.name} priority`, isr.priority, numberOf(attribute(oil.attributes, 'PRIORITY')));
  }
  for (const oil of list('COUNTER')) {
    const counter = tables.counters.find((c) => c.name === oil.name);
    if (!counter) {
      problems.push(`counter ${oil.name} missing`);
      continue;
    }
    check(
      `counter ${oil.name} max`,
      counter.maxAllowedValue,
      numberOf(attribute(oil.attributes, 'MAXALLOWEDVALUE')),
    );
    check(
      `counter ${oil.name} ticks per base`,
      counter.ticksPerBase,
      numberOf(attribute(oil.attributes, 'TICKSPERBASE')),
    );
    check(`counter ${oil.name} min cycle`, counter.minCycle, numberOf(attribute(oil.attributes, 'MINCYCLE')));
  }
  for (const oil of list('ALARM')) {
    const alarm = tables.alarms.find((x) => x.name === oil.name);
    if (!alarm) {
      problems.push(`alarm ${oil.name} missing`);
      continue;
    }
    check(`alarm ${oil.name} counter`, alarm.counter, identifierOf(attribute(oil.attributes, 'COUNTER')));
    const action = attribute(oil.attributes, 'ACTION');
    const kind = identifierOf(action);
    check(`alarm ${oil.name} action`, alarm.action, kind === 'CALLBACK' ? 'ALARMCALLBACK' : kind);
    if (kind === 'ACTIVATETASK' || kind === 'SETEVENT')
      check(`alarm ${oil.name} task`, alarm.task, identifierOf(attribute(subAttributes(action), 'TASK')));
    const autostart = attribute(oil.attributes, 'AUTOSTART');
    if (autostart?.kind === 'boolean') {
      check(`alarm ${oil.name} autostart`, alarm.autostart, autostart.value);
      if (autostart.value) {
        check(
          `alarm ${oil.name} alarm time`,
          alarm.alarmTime,
          numberOf(attribute(autostart.attributes, 'ALARMTIME')),
        );
        check(
          `alarm ${oil.name} cycle time`,
          alarm.cycleTime,
          numberOf(attribute(autostart.attributes, 'CYCLETIME')),
        );
        const modes = attributesNamed(autostart.attributes, 'APPMODE').map(identifierOf);
        if (modes.length) check(`alarm ${oil.name} app modes`, [...alarm.appModes].sort(), [...modes].sort());
      }
    }
  }
  for (const oil of list('SCHEDULETABLE')) {
    const table = tables.scheduleTables.find((s) => s.name === oil.name);
    if (!table) {
      problems.push(`schedule table ${oil.name} missing`);
      continue;
    }
    check(
      `schedule table ${oil.name} counter`,
      table.counter,
      identifierOf(attribute(oil.attributes, 'COUNTER')),
    );
    check(
      `schedule table ${oil.name} duration`,
      table.duration,
      numberOf(attribute(oil.attributes, 'LENGTH') ?? attribute(oil.attributes, 'DURATION')),
    );
    const offsets = attributesNamed(oil.attributes, 'EXPIRY_POINT')
      .map((ep) => numberOf(attribute(subAttributes(ep), 'OFFSET')))
      .filter((o): o is number => o !== undefined)
      .sort((x, y) => x - y);
    check(
      `schedule table ${oil.name} expiry offsets`,
      table.expiryPoints.map((ep) => ep.offset),
      offsets,
    );
  }
  return problems;
}

describe('every accepted OIL file of the corpus', () => {
  const rows = acceptedOilRows();
  const outcomes = new Map<string, CorpusOutcome>();

  beforeAll(async () => {
    const results = await inBatches(rows, 2, generateFromOil);
    rows.forEach((row, i) => {
      const outcome = results[i];
      if (outcome) outcomes.set(row.path, outcome);
    });
  }, 120_000);

  it('lists OIL rows in the manifest', () => {
    expect(rows.length).toBeGreaterThan(100);
  });

  it.each(rows.map((r) => [r.path]))('%s generates, compiles and reads back', (path) => {
    const outcome = outcomes.get(path);
    const errors = outcome?.errors ?? ['not run'];
    expect(errors).toEqual([]);
    if (!outcome?.tables) return;
    expect(compareWithOil(outcome.objects, outcome.tables)).toEqual([]);
  });
});
