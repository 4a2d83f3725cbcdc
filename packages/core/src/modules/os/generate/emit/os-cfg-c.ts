/**
 * Os_Cfg.c: the constant configuration tables of the OS: application modes, tasks (with their
 * stacks), ISRs, resources with ceilings, counters, alarms, schedule tables with expiry points,
 * applications, spinlocks, per-core object lists and the hook switches. Each entry carries a
 * comment naming the configured object; identifiers are the objects' C names (c-names.ts).
 */
import type { OsViewModel, OsViewTask } from '../view-model.js';
import {
  cBoolean,
  commentText,
  cString,
  fileHeader,
  hexLiteral,
  nameList,
  unsignedLiteral,
} from './c-text.js';
import { C_NAME, objectLabel } from './c-names.js';

export const OS_CFG_C = 'Os_Cfg.c';

const ALARM_ACTION_MACRO = {
  ACTIVATETASK: 'OS_ALARM_ACTION_ACTIVATETASK',
  SETEVENT: 'OS_ALARM_ACTION_SETEVENT',
  ALARMCALLBACK: 'OS_ALARM_ACTION_ALARMCALLBACK',
  INCREMENTCOUNTER: 'OS_ALARM_ACTION_INCREMENTCOUNTER',
} as const;

const AUTOSTART_MACRO = {
  ABSOLUTE: 'OS_AUTOSTART_ABSOLUTE',
  RELATIVE: 'OS_AUTOSTART_RELATIVE',
  SYNCHRON: 'OS_AUTOSTART_SYNCHRON',
} as const;

const SYNC_MACRO = {
  NONE: 'OS_SYNC_NONE',
  EXPLICIT: 'OS_SYNC_EXPLICIT',
  IMPLICIT: 'OS_SYNC_IMPLICIT',
} as const;

const RESOURCE_MACRO = {
  STANDARD: 'OS_RESOURCE_STANDARD',
  LINKED: 'OS_RESOURCE_LINKED',
  INTERNAL: 'OS_RESOURCE_INTERNAL',
} as const;

/** Words of a stack of `bytes` bytes (at least one). */
export function stackWords(bytes: number): number {
  return Math.max(1, Math.ceil(bytes / 4));
}

function maskText(mask: number): string {
  return `0x${mask.toString(16).toUpperCase().padStart(8, '0')}U`;
}

function autostartComment(modes: readonly string[]): string {
  return modes.length ? `autostart in ${modes.join(', ')}` : 'no autostart';
}

/** Writes `{ .a = x, ... }` entries, one member a line. */
function entry(comment: string, members: readonly [string, string][]): string {
  const body = members.map(([name, value]) => `    .${name} = ${value},`).join('\n');
  return `  /* ${commentText(comment)} */\n  {\n${body}\n  },`;
}

function table(type: string, name: string, entries: readonly string[], isStatic = false): string {
  return `${isStatic ? 'static ' : ''}const ${type} ${name}[] = {\n${entries.join('\n')}\n};`;
}

function idList(type: string, name: string, ids: readonly string[]): string {
  return `static const ${type} ${name}[${ids.length}] = { ${ids.join(', ')} };`;
}

function taskComment(t: OsViewTask): string {
  const parts = [`priority ${t.priority}`];
  if (t.runPriority !== t.priority) parts.push(`runs at ${t.runPriority}`);
  parts.push(t.schedule === 'FULL' ? 'preemptable' : 'non-preemptable');
  parts.push(`activation ${t.activation}`);
  parts.push(autostartComment(t.autostartAppModes));
  if (t.events.length) parts.push(`events ${t.events.join(', ')}`);
  if (t.resources.length) parts.push(`resources ${t.resources.join(', ')}`);
  return `${objectLabel('OsTask', t.name, C_NAME.task(t.name))}: ${parts.join(', ')}`;
}

export function emitOsCfgC(model: OsViewModel): string {
  const tick = (v: bigint): string => unsignedLiteral(v, model.tickBits);
  const eventMaskOf = new Map(model.events.map((e) => [e.name, e.mask]));
  const eventLiteral = (name: string): string =>
    `((EventMaskType)${hexLiteral(eventMaskOf.get(name) ?? 0n, model.eventMaskBits)}) /* ${name} */`;
  const application = (name: string | undefined): string =>
    name === undefined ? 'OS_NO_APPLICATION' : C_NAME.application(name);
  const tasks = (names: readonly string[]): string[] => names.map(C_NAME.task);
  const out: string[] = [
    fileHeader(OS_CFG_C, 'Configuration tables of the OS.', model),
    '',
    '#include "Os.h"',
    '',
  ];
  const section = (title: string): void => {
    out.push('', `/* ------------------------------------------------------------------ ${title} */`, '');
  };

  // ---- application modes
  section('application modes');
  out.push(
    table(
      'Os_AppModeConfigType',
      'Os_AppModeConfig',
      model.appModes.map((m) =>
        entry(`${objectLabel('OsAppMode', m.name, C_NAME.appMode(m.name))}: id ${m.id}`, [
          ['name', cString(m.name)],
        ]),
      ),
    ),
  );

  // ---- tasks
  if (model.tasks.length) {
    section('tasks');
    for (const t of model.tasks) out.push(`TASK(${C_NAME.task(t.name)});`);
    out.push('');
    for (const t of model.tasks)
      out.push(
        `static Os_StackWordType Os_Stack_${C_NAME.task(t.name)}[${stackWords(t.stackBytes)}U]; /* ${t.stackBytes} bytes */`,
      );
    out.push('');
    out.push(
      table(
        'Os_TaskConfigType',
        'Os_TaskConfig',
        model.tasks.map((t) =>
          entry(taskComment(t), [
            ['name', cString(t.name)],
            ['entry', `Os_Task_${C_NAME.task(t.name)}`],
            ['priority', `${t.priority}U`],
            ['runPriority', `${t.runPriority}U`],
            ['resourceCeiling', `${t.resourceCeiling}U`],
            ['activationLimit', `${t.activation}U`],
            ['preemptable', cBoolean(t.schedule === 'FULL')],
            ['extended', cBoolean(t.events.length > 0)],
            ['stackSize', `${t.stackBytes}U`],
            ['stackArea', `Os_Stack_${C_NAME.task(t.name)}`],
            ['autostartModes', `${maskText(t.autostartMask)} /* ${nameList(t.autostartAppModes)} */`],
            ['eventMask', `((EventMaskType)${hexLiteral(t.eventMask, model.eventMaskBits)})`],
            [
              'internalResource',
              t.internalResource === undefined ? 'OS_NO_RESOURCE' : C_NAME.resource(t.internalResource),
            ],
            ['core', `${t.core}U`],
            ['application', application(t.application)],
          ]),
        ),
      ),
    );
  }

  // ---- ISRs
  if (model.isrs.length) {
    section('ISRs');
    for (const i of model.isrs) out.push(`ISR(${C_NAME.isr(i.name)});`);
    out.push('');
    out.push(
      table(
        'Os_IsrConfigType',
        'Os_IsrConfig',
        model.isrs.map((i) =>
          entry(
            `${objectLabel('OsIsr', i.name, C_NAME.isr(i.name))}: category ${i.category}, priority ${i.priority}`,
            [
              ['name', cString(i.name)],
              ['entry', `Os_Isr_${C_NAME.isr(i.name)}`],
              ['category', i.category === 1 ? 'OS_ISR_CATEGORY_1' : 'OS_ISR_CATEGORY_2'],
              ['priority', `${i.priority}U`],
              ['stackSize', `${i.stackBytes}U`],
              ['interruptSource', i.interruptSource === undefined ? 'NULL' : cString(i.interruptSource)],
              ['core', `${i.core}U`],
              ['application', application(i.application)],
            ],
          ),
        ),
      ),
    );
  }

  // ---- resources
  if (model.resources.length) {
    section('resources (priority ceiling protocol)');
    out.push(
      table(
        'Os_ResourceConfigType',
        'Os_ResourceConfig',
        model.resources.map((r) =>
          entry(
            `${objectLabel('OsResource', r.name, C_NAME.resource(r.name))}: ${r.property}${r.property === 'LINKED' ? ` to ${r.rootResource}` : ''}, ceiling ${r.ceilingPriority}, used by ${nameList(r.users)}${r.implied ? ' (implied by OsUseResScheduler)' : ''}`,
            [
              ['name', cString(r.name)],
              ['property', RESOURCE_MACRO[r.property]],
              ['ceilingPriority', `${r.ceilingPriority}U`],
              ['ceilingIsrPriority', `${r.ceilingIsrPriority}U`],
              ['linkedResource', C_NAME.resource(r.rootResource)],
              ['core', `${r.core}U`],
            ],
          ),
        ),
      ),
    );
  }

  // ---- counters
  if (model.counters.length) {
    section('counters');
    out.push(
      table(
        'Os_CounterConfigType',
        'Os_CounterConfig',
        model.counters.map((c) =>
          entry(
            `${objectLabel('OsCounter', c.name, C_NAME.counter(c.name))}: ${c.type}, max ${c.maxAllowedValue}, ${c.ticksPerBase} ticks per base, min cycle ${c.minCycle}`,
            [
              ['name', cString(c.name)],
              ['base', `{ ${tick(c.maxAllowedValue)}, ${tick(c.ticksPerBase)}, ${tick(c.minCycle)} }`],
              ['counterType', c.type === 'HARDWARE' ? 'OS_COUNTER_HARDWARE' : 'OS_COUNTER_SOFTWARE'],
              ['core', `${c.core}U`],
              ['application', application(c.application)],
            ],
          ),
        ),
      ),
    );
  }

  // ---- alarms
  if (model.alarms.length) {
    section('alarms');
    const callbacks = [
      ...new Set(model.alarms.flatMap((a) => (a.action.kind === 'ALARMCALLBACK' ? [a.action.callback] : []))),
    ];
    for (const callback of callbacks) out.push(`ALARMCALLBACK(${callback});`);
    if (callbacks.length) out.push('');
    out.push(
      table(
        'Os_AlarmConfigType',
        'Os_AlarmConfig',
        model.alarms.map((a) => {
          const action = a.action;
          const target =
            action.kind === 'ACTIVATETASK'
              ? `activates ${action.task}`
              : action.kind === 'SETEVENT'
                ? `sets ${action.event} of ${action.task}`
                : action.kind === 'ALARMCALLBACK'
                  ? `calls ${action.callback}`
                  : `increments ${action.counter}`;
          const start = a.autostart
            ? `${a.autostart.type.toLowerCase()} autostart at ${a.autostart.alarmTime}, cycle ${a.autostart.cycleTime}, in ${nameList(a.autostart.appModes)}`
            : 'no autostart';
          return entry(
            `${objectLabel('OsAlarm', a.name, C_NAME.alarm(a.name))}: on ${a.counter}, ${target}, ${start}`,
            [
              ['name', cString(a.name)],
              ['counter', C_NAME.counter(a.counter)],
              ['actionKind', ALARM_ACTION_MACRO[action.kind]],
              [
                'task',
                action.kind === 'ACTIVATETASK' || action.kind === 'SETEVENT'
                  ? C_NAME.task(action.task)
                  : 'INVALID_TASK',
              ],
              ['event', action.kind === 'SETEVENT' ? eventLiteral(action.event) : '((EventMaskType)0U)'],
              ['callback', action.kind === 'ALARMCALLBACK' ? action.callback : 'OS_NO_CALLBACK'],
              [
                'incrementCounter',
                action.kind === 'INCREMENTCOUNTER' ? C_NAME.counter(action.counter) : 'OS_NO_COUNTER',
              ],
              ['autostart', cBoolean(a.autostart !== undefined)],
              ['autostartType', a.autostart ? AUTOSTART_MACRO[a.autostart.type] : 'OS_AUTOSTART_NONE'],
              ['alarmTime', tick(a.autostart?.alarmTime ?? 0n)],
              ['cycleTime', tick(a.autostart?.cycleTime ?? 0n)],
              ['autostartModes', maskText(a.autostartMask)],
              ['core', `${a.core}U`],
              ['application', application(a.application)],
            ],
          );
        }),
      ),
    );
  }

  // ---- schedule tables
  if (model.scheduleTables.length) {
    section('schedule tables');
    for (const s of model.scheduleTables) {
      const tableName = C_NAME.scheduleTable(s.name);
      s.expiryPoints.forEach((ep, index) => {
        if (ep.taskActivations.length)
          out.push(idList('TaskType', `Os_ExpiryTasks_${tableName}_${index}`, tasks(ep.taskActivations)));
        if (ep.eventSettings.length)
          out.push(
            `static const Os_EventSettingConfigType Os_ExpiryEvents_${tableName}_${index}[${ep.eventSettings.length}] = {\n${ep.eventSettings
              .map((es) => `  { ${C_NAME.task(es.task)}, ${eventLiteral(es.event)} },`)
              .join('\n')}\n};`,
          );
      });
      if (s.expiryPoints.length)
        out.push(
          table(
            'Os_ExpiryPointConfigType',
            `Os_ExpiryPoints_${tableName}`,
            s.expiryPoints.map((ep, index) =>
              entry(
                `OsScheduleTableExpiryPoint ${ep.name}: offset ${ep.offset}, activates ${nameList(ep.taskActivations)}, sets ${nameList(ep.eventSettings.map((es) => `${es.event} of ${es.task}`))}`,
                [
                  ['offset', tick(ep.offset)],
                  ['taskCount', `${ep.taskActivations.length}U`],
                  ['tasks', ep.taskActivations.length ? `Os_ExpiryTasks_${tableName}_${index}` : 'NULL'],
                  ['eventCount', `${ep.eventSettings.length}U`],
                  ['events', ep.eventSettings.length ? `Os_ExpiryEvents_${tableName}_${index}` : 'NULL'],
                  ['maxLengthen', tick(ep.maxLengthen)],
                  ['maxShorten', tick(ep.maxShorten)],
                ],
              ),
            ),
            true,
          ),
          '',
        );
    }
    out.push(
      table(
        'Os_ScheduleTableConfigType',
        'Os_ScheduleTableConfig',
        model.scheduleTables.map((s) =>
          entry(
            `${objectLabel('OsScheduleTable', s.name, C_NAME.scheduleTable(s.name))}: on ${s.counter}, duration ${s.duration}, ${s.repeating ? 'repeating' : 'single shot'}, ${s.autostart ? `${s.autostart.type.toLowerCase()} autostart in ${nameList(s.autostart.appModes)}` : 'no autostart'}`,
            [
              ['name', cString(s.name)],
              ['counter', C_NAME.counter(s.counter)],
              ['duration', tick(s.duration)],
              ['repeating', cBoolean(s.repeating)],
              ['autostartType', s.autostart ? AUTOSTART_MACRO[s.autostart.type] : 'OS_AUTOSTART_NONE'],
              ['startValue', tick(s.autostart?.startValue ?? 0n)],
              ['autostartModes', maskText(s.autostartMask)],
              ['syncStrategy', SYNC_MACRO[s.syncStrategy]],
              ['explicitPrecision', tick(s.explicitPrecision)],
              ['expiryPointCount', `${s.expiryPoints.length}U`],
              [
                'expiryPoints',
                s.expiryPoints.length ? `Os_ExpiryPoints_${C_NAME.scheduleTable(s.name)}` : 'NULL',
              ],
              ['core', `${s.core}U`],
              ['application', application(s.application)],
            ],
          ),
        ),
      ),
    );
  }

  // ---- applications
  if (model.applications.length) {
    section('OS applications');
    out.push(
      table(
        'Os_ApplicationConfigType',
        'Os_ApplicationConfig',
        model.applications.map((a) =>
          entry(
            `${objectLabel('OsApplication', a.name, C_NAME.application(a.name))}: ${a.trusted ? 'trusted' : 'non-trusted'}, core ${a.core ?? 0}`,
            [
              ['name', cString(a.name)],
              ['trusted', cBoolean(a.trusted)],
              ['core', `${a.core ?? 0}U`],
              ['restartTask', a.restartTask === undefined ? 'INVALID_TASK' : C_NAME.task(a.restartTask)],
            ],
          ),
        ),
      ),
    );
  }

  // ---- spinlocks
  if (model.spinlocks.length) {
    section('spinlocks');
    out.push(
      table(
        'Os_SpinlockConfigType',
        'Os_SpinlockConfig',
        model.spinlocks.map((s) =>
          entry(
            `${objectLabel('OsSpinlock', s.name, C_NAME.spinlock(s.name))}: successor ${s.successor ?? '-'}`,
            [
              ['name', cString(s.name)],
              ['successor', s.successor === undefined ? 'INVALID_SPINLOCK' : C_NAME.spinlock(s.successor)],
              ['lockMethod', cString(s.lockMethod)],
            ],
          ),
        ),
      ),
    );
  }

  // ---- cores
  section('cores');
  const coreEntries: string[] = [];
  for (const core of model.cores) {
    const list = (type: string, kind: string, ids: readonly string[]): [string, string] => {
      if (!ids.length) return [kind, 'NULL'];
      out.push(idList(type, `Os_Core${core.id}_${kind}`, ids));
      return [kind, `Os_Core${core.id}_${kind}`];
    };
    const coreTasks = list('TaskType', 'tasks', tasks(core.tasks));
    const isrs = list('ISRType', 'isrs', core.isrs.map(C_NAME.isr));
    const counters = list('CounterType', 'counters', core.counters.map(C_NAME.counter));
    const alarms = list('AlarmType', 'alarms', core.alarms.map(C_NAME.alarm));
    const tables = list('ScheduleTableType', 'scheduleTables', core.scheduleTables.map(C_NAME.scheduleTable));
    coreEntries.push(
      entry(
        `core ${core.id}: ${core.tasks.length} tasks, ${core.isrs.length} ISRs, ${core.counters.length} counters, ${core.alarms.length} alarms, ${core.scheduleTables.length} schedule tables`,
        [
          ['taskCount', `${core.tasks.length}U`],
          coreTasks,
          ['isrCount', `${core.isrs.length}U`],
          isrs,
          ['counterCount', `${core.counters.length}U`],
          counters,
          ['alarmCount', `${core.alarms.length}U`],
          alarms,
          ['scheduleTableCount', `${core.scheduleTables.length}U`],
          tables,
        ],
      ),
    );
  }
  out.push(
    '',
    `const Os_CoreConfigType Os_CoreConfig[OS_NUMBER_OF_CORES] = {\n${coreEntries.join('\n')}\n};`,
  );

  // ---- hooks
  section('hooks');
  const hooks = model.os.hooks;
  out.push(
    'const Os_HookConfigType Os_HookConfig = {',
    `  ${hooks.startup ? 'StartupHook' : 'NULL'}, /* startup hook */`,
    `  ${hooks.shutdown ? 'ShutdownHook' : 'NULL'}, /* shutdown hook */`,
    `  ${hooks.error ? 'ErrorHook' : 'NULL'}, /* error hook */`,
    `  ${hooks.preTask ? 'PreTaskHook' : 'NULL'}, /* pre-task hook */`,
    `  ${hooks.postTask ? 'PostTaskHook' : 'NULL'}, /* post-task hook */`,
    `  ${hooks.protection ? 'ProtectionHook' : 'NULL'}, /* protection hook */`,
    '};',
  );
  return `${out.join('\n')}\n`;
}
