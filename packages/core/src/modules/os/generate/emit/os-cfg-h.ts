/**
 * Os_Cfg.h: the configured objects as C names. Ids of tasks, ISRs, resources, counters, alarms,
 * schedule tables, application modes, applications and spinlocks; event masks; counter constants
 * (OSMAXALLOWEDVALUE_x, OSTICKSPERBASE_x, OSMINCYCLE_x); counts; OS switches and hook switches;
 * and the extern declarations of the tables in Os_Cfg.c.
 */
import type { OsViewModel } from '../view-model.js';
import { OS_DEFAULT_APPMODE } from '../view-model.js';
import { define, fileHeader, guarded, hexLiteral, unsignedLiteral } from './c-text.js';

export const OS_CFG_H = 'Os_Cfg.h';

function flag(value: boolean): string {
  return value ? '1U' : '0U';
}

export function emitOsCfgH(model: OsViewModel): string {
  const lines: string[] = ['#include "Os_Types.h"', ''];
  const section = (title: string): void => {
    lines.push('', `/* ------------------------------------------------------------------ ${title} */`, '');
  };
  const os = model.os;

  section('OS');
  lines.push(
    define('OS_NUMBER_OF_CORES', `${os.numberOfCores}U`),
    define('OS_STATUS_EXTENDED', flag(os.status === 'EXTENDED'), `OsStatus ${os.status}`),
    define('OS_SCALABILITY_CLASS', `${os.scalabilityClass ?? 1}U`),
    define('OS_USE_GETSERVICEID', flag(os.useGetServiceId)),
    define('OS_USE_PARAMETERACCESS', flag(os.useParameterAccess)),
    define('OS_USE_RESSCHEDULER', flag(os.useResScheduler)),
    define('OS_STACK_MONITORING', flag(os.stackMonitoring)),
    define('OS_STARTUPHOOK', flag(os.hooks.startup)),
    define('OS_SHUTDOWNHOOK', flag(os.hooks.shutdown)),
    define('OS_ERRORHOOK', flag(os.hooks.error)),
    define('OS_PRETASKHOOK', flag(os.hooks.preTask)),
    define('OS_POSTTASKHOOK', flag(os.hooks.postTask)),
    define('OS_PROTECTIONHOOK', flag(os.hooks.protection)),
    define('OS_TICK_BITS', `${model.tickBits}U`),
    define('OS_EVENT_MASK_BITS', `${model.eventMaskBits}U`),
  );

  section('counts');
  lines.push(
    define('OS_NUMBER_OF_APPMODES', `${model.appModes.length}U`),
    define('OS_NUMBER_OF_TASKS', `${model.tasks.length}U`),
    define('OS_NUMBER_OF_ISRS', `${model.isrs.length}U`),
    define('OS_NUMBER_OF_ISRS_CATEGORY_1', `${model.isrs.filter((i) => i.category === 1).length}U`),
    define('OS_NUMBER_OF_ISRS_CATEGORY_2', `${model.isrs.filter((i) => i.category === 2).length}U`),
    define('OS_NUMBER_OF_EVENTS', `${model.events.length}U`),
    define('OS_NUMBER_OF_RESOURCES', `${model.resources.length}U`),
    define('OS_NUMBER_OF_COUNTERS', `${model.counters.length}U`),
    define('OS_NUMBER_OF_ALARMS', `${model.alarms.length}U`),
    define('OS_NUMBER_OF_SCHEDULETABLES', `${model.scheduleTables.length}U`),
    define('OS_NUMBER_OF_APPLICATIONS', `${model.applications.length}U`),
    define('OS_NUMBER_OF_SPINLOCKS', `${model.spinlocks.length}U`),
  );

  section('application modes');
  for (const m of model.appModes)
    lines.push(define(m.name, `((AppModeType)${m.id}U)`, `OsAppMode ${m.name}`));
  if (!model.appModes.some((m) => m.name === OS_DEFAULT_APPMODE))
    lines.push(define(OS_DEFAULT_APPMODE, model.defaultAppMode, 'the first application mode'));

  if (model.tasks.length) section('tasks');
  for (const t of model.tasks)
    lines.push(define(t.name, `((TaskType)${t.id}U)`, `OsTask ${t.name}: priority ${t.priority}`));

  if (model.isrs.length) section('ISRs');
  for (const i of model.isrs)
    lines.push(
      define(
        i.name,
        `((ISRType)${i.id}U)`,
        `OsIsr ${i.name}: category ${i.category}, priority ${i.priority}`,
      ),
    );

  if (model.events.length) section('events (masks)');
  for (const e of model.events)
    lines.push(
      define(
        e.name,
        `((EventMaskType)${hexLiteral(e.mask, model.eventMaskBits)})`,
        `OsEvent ${e.name}: ${e.configuredMask === undefined ? 'AUTO' : 'configured'} mask`,
      ),
    );

  if (model.resources.length) section('resources');
  for (const r of model.resources)
    lines.push(
      define(
        r.name,
        `((ResourceType)${r.id}U)`,
        `OsResource ${r.name}: ${r.property}, ceiling ${r.ceilingPriority}`,
      ),
    );

  if (model.counters.length) section('counters');
  for (const c of model.counters) {
    lines.push(
      define(c.name, `((CounterType)${c.id}U)`, `OsCounter ${c.name}: ${c.type}`),
      define(
        `OSMAXALLOWEDVALUE_${c.name}`,
        `((TickType)${unsignedLiteral(c.maxAllowedValue, model.tickBits)})`,
      ),
      define(`OSTICKSPERBASE_${c.name}`, `((TickType)${unsignedLiteral(c.ticksPerBase, model.tickBits)})`),
      define(`OSMINCYCLE_${c.name}`, `((TickType)${unsignedLiteral(c.minCycle, model.tickBits)})`),
    );
    if (c.secondsPerTick !== undefined)
      lines.push(
        define(
          `OSTICKDURATION_${c.name}`,
          `((TickType)${unsignedLiteral(BigInt(Math.round(c.secondsPerTick * 1e9)), model.tickBits)})`,
          'nanoseconds per tick',
        ),
      );
  }
  // The OSEK system counter constants name the first counter.
  const systemCounter = model.counters[0];
  if (systemCounter) {
    lines.push(
      define('OSMAXALLOWEDVALUE', `OSMAXALLOWEDVALUE_${systemCounter.name}`, 'system counter'),
      define('OSTICKSPERBASE', `OSTICKSPERBASE_${systemCounter.name}`),
      define('OSMINCYCLE', `OSMINCYCLE_${systemCounter.name}`),
    );
    if (systemCounter.secondsPerTick !== undefined)
      lines.push(define('OSTICKDURATION', `OSTICKDURATION_${systemCounter.name}`));
  }

  if (model.alarms.length) section('alarms');
  for (const a of model.alarms)
    lines.push(
      define(a.name, `((AlarmType)${a.id}U)`, `OsAlarm ${a.name}: on ${a.counter}, ${a.action.kind}`),
    );

  if (model.scheduleTables.length) section('schedule tables');
  for (const s of model.scheduleTables)
    lines.push(
      define(
        s.name,
        `((ScheduleTableType)${s.id}U)`,
        `OsScheduleTable ${s.name}: ${s.expiryPoints.length} expiry points`,
      ),
    );

  if (model.applications.length) section('OS applications');
  for (const a of model.applications)
    lines.push(define(a.name, `((ApplicationType)${a.id}U)`, `OsApplication ${a.name}: core ${a.core ?? 0}`));

  if (model.spinlocks.length) section('spinlocks (0 is INVALID_SPINLOCK)');
  for (const s of model.spinlocks)
    lines.push(define(s.name, `((SpinlockIdType)${s.id + 1}U)`, `OsSpinlock ${s.name}`));

  section('tables (Os_Cfg.c)');
  const table = (type: string, name: string, count: number, countMacro: string): void => {
    if (count > 0) lines.push(`extern const ${type} ${name}[${countMacro}];`);
  };
  table('Os_AppModeConfigType', 'Os_AppModeConfig', model.appModes.length, 'OS_NUMBER_OF_APPMODES');
  table('Os_TaskConfigType', 'Os_TaskConfig', model.tasks.length, 'OS_NUMBER_OF_TASKS');
  table('Os_IsrConfigType', 'Os_IsrConfig', model.isrs.length, 'OS_NUMBER_OF_ISRS');
  table('Os_ResourceConfigType', 'Os_ResourceConfig', model.resources.length, 'OS_NUMBER_OF_RESOURCES');
  table('Os_CounterConfigType', 'Os_CounterConfig', model.counters.length, 'OS_NUMBER_OF_COUNTERS');
  table('Os_AlarmConfigType', 'Os_AlarmConfig', model.alarms.length, 'OS_NUMBER_OF_ALARMS');
  table(
    'Os_ScheduleTableConfigType',
    'Os_ScheduleTableConfig',
    model.scheduleTables.length,
    'OS_NUMBER_OF_SCHEDULETABLES',
  );
  table(
    'Os_ApplicationConfigType',
    'Os_ApplicationConfig',
    model.applications.length,
    'OS_NUMBER_OF_APPLICATIONS',
  );
  table('Os_SpinlockConfigType', 'Os_SpinlockConfig', model.spinlocks.length, 'OS_NUMBER_OF_SPINLOCKS');
  lines.push('extern const Os_CoreConfigType Os_CoreConfig[OS_NUMBER_OF_CORES];');
  lines.push('extern const Os_HookConfigType Os_HookConfig;');

  return `${fileHeader(OS_CFG_H, 'Ids, counts, event masks, counter constants and switches of the configured OS.', model)}\n\n${guarded(OS_CFG_H, lines.join('\n'))}`;
}
