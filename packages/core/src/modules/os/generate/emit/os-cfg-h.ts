/**
 * Os_Cfg.h: the configured objects as C names. Ids of tasks, ISRs, resources, counters, alarms,
 * schedule tables, application modes, applications and spinlocks; event masks; counter constants
 * (OSMAXALLOWEDVALUE_x, OSTICKSPERBASE_x, OSMINCYCLE_x); counts; OS switches and hook switches;
 * and the extern declarations of the tables in Os_Cfg.c. Each object is defined under its C name
 * (c-names.ts), with a comment naming the configured object.
 */
import type { OsViewModel } from '../view-model.js';
import { OS_DEFAULT_APPMODE } from '../view-model.js';
import { C_NAME, objectLabel } from './c-names.js';
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
  for (const m of model.appModes) {
    const cName = C_NAME.appMode(m.name);
    lines.push(define(cName, `((AppModeType)${m.id}U)`, objectLabel('OsAppMode', m.name, cName)));
  }
  if (!model.appModes.some((m) => m.name === OS_DEFAULT_APPMODE))
    lines.push(
      define(OS_DEFAULT_APPMODE, C_NAME.appMode(model.defaultAppMode), 'the first application mode'),
    );

  if (model.tasks.length) section('tasks');
  for (const t of model.tasks) {
    const cName = C_NAME.task(t.name);
    lines.push(
      define(
        cName,
        `((TaskType)${t.id}U)`,
        `${objectLabel('OsTask', t.name, cName)}: priority ${t.priority}`,
      ),
    );
  }

  if (model.isrs.length) section('ISRs');
  for (const i of model.isrs) {
    const cName = C_NAME.isr(i.name);
    lines.push(
      define(
        cName,
        `((ISRType)${i.id}U)`,
        `${objectLabel('OsIsr', i.name, cName)}: category ${i.category}, priority ${i.priority}`,
      ),
    );
  }

  if (model.events.length) section('events (masks)');
  for (const e of model.events) {
    const cName = C_NAME.event(e.name);
    lines.push(
      define(
        cName,
        `((EventMaskType)${hexLiteral(e.mask, model.eventMaskBits)})`,
        `${objectLabel('OsEvent', e.name, cName)}: ${e.configuredMask === undefined ? 'AUTO' : 'configured'} mask`,
      ),
    );
  }

  if (model.resources.length) section('resources');
  for (const r of model.resources) {
    const cName = C_NAME.resource(r.name);
    lines.push(
      define(
        cName,
        `((ResourceType)${r.id}U)`,
        `${objectLabel('OsResource', r.name, cName)}: ${r.property}, ceiling ${r.ceilingPriority}`,
      ),
    );
  }

  if (model.counters.length) section('counters');
  for (const c of model.counters) {
    const cName = C_NAME.counter(c.name);
    lines.push(
      define(cName, `((CounterType)${c.id}U)`, `${objectLabel('OsCounter', c.name, cName)}: ${c.type}`),
      define(
        `OSMAXALLOWEDVALUE_${cName}`,
        `((TickType)${unsignedLiteral(c.maxAllowedValue, model.tickBits)})`,
      ),
      define(`OSTICKSPERBASE_${cName}`, `((TickType)${unsignedLiteral(c.ticksPerBase, model.tickBits)})`),
      define(`OSMINCYCLE_${cName}`, `((TickType)${unsignedLiteral(c.minCycle, model.tickBits)})`),
    );
    if (c.secondsPerTick !== undefined)
      lines.push(
        define(
          `OSTICKDURATION_${cName}`,
          `((TickType)${unsignedLiteral(BigInt(Math.round(c.secondsPerTick * 1e9)), model.tickBits)})`,
          'nanoseconds per tick',
        ),
      );
  }
  // The OSEK system counter constants name the first counter.
  const systemCounter = model.counters[0];
  if (systemCounter) {
    const cName = C_NAME.counter(systemCounter.name);
    lines.push(
      define('OSMAXALLOWEDVALUE', `OSMAXALLOWEDVALUE_${cName}`, 'system counter'),
      define('OSTICKSPERBASE', `OSTICKSPERBASE_${cName}`),
      define('OSMINCYCLE', `OSMINCYCLE_${cName}`),
    );
    if (systemCounter.secondsPerTick !== undefined)
      lines.push(define('OSTICKDURATION', `OSTICKDURATION_${cName}`));
  }

  if (model.alarms.length) section('alarms');
  for (const a of model.alarms) {
    const cName = C_NAME.alarm(a.name);
    lines.push(
      define(
        cName,
        `((AlarmType)${a.id}U)`,
        `${objectLabel('OsAlarm', a.name, cName)}: on ${a.counter}, ${a.action.kind}`,
      ),
    );
  }

  if (model.scheduleTables.length) section('schedule tables');
  for (const s of model.scheduleTables) {
    const cName = C_NAME.scheduleTable(s.name);
    lines.push(
      define(
        cName,
        `((ScheduleTableType)${s.id}U)`,
        `${objectLabel('OsScheduleTable', s.name, cName)}: ${s.expiryPoints.length} expiry points`,
      ),
    );
  }

  if (model.applications.length) section('OS applications');
  for (const a of model.applications) {
    const cName = C_NAME.application(a.name);
    lines.push(
      define(
        cName,
        `((ApplicationType)${a.id}U)`,
        `${objectLabel('OsApplication', a.name, cName)}: core ${a.core ?? 0}`,
      ),
    );
  }

  if (model.spinlocks.length) section('spinlocks (0 is INVALID_SPINLOCK)');
  for (const s of model.spinlocks) {
    const cName = C_NAME.spinlock(s.name);
    lines.push(define(cName, `((SpinlockIdType)${s.id + 1}U)`, objectLabel('OsSpinlock', s.name, cName)));
  }

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
