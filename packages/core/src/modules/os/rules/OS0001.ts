import type { ContainerValue } from '../../../ecuc/store-types.js';
import type { VerifyRow } from '../../../verify/types.js';
import { OS_PATHS } from '../definition.js';
import { isReservedOsName, osCName, osCNameClashes } from '../reserved-names.js';
import { asWarning, type OsCheck } from './os-check.js';

const RENAMED = {
  zh_cn: '{kind} {name} 的名称是 OS 保留的标识符，生成的 C 代码中称为 {cName}（应用代码中请使用该名称）',
  en_us:
    'The name of {kind} {name} is an identifier the OS reserves; the generated C code calls it {cName} (use that name in application code)',
};
const CLASH = {
  zh_cn: '{kind} {name} 在生成的 C 代码中的名称 {cName} 与 {otherKind} {other} 相同，请重命名其中之一',
  en_us:
    '{kind} {name} would be {cName} in the generated C code, as {otherKind} {other} is; rename one of them',
};
const RESERVED_CALLBACK = {
  zh_cn: '报警回调函数名 {name} 是 OS 保留的标识符，请改用其他名称',
  en_us: 'Alarm callback name {name} is an identifier the OS reserves; choose another name',
};
const TAKEN_CALLBACK = {
  zh_cn: '报警回调函数名 {name} 是 {otherKind} {other} 在生成的 C 代码中的名称，请改用其他名称',
  en_us: 'Alarm callback name {name} is the C name of {otherKind} {other}; choose another name',
};

/** Kinds whose short names become identifiers of the generated OS headers. */
const NAMED_KINDS: readonly { kind: string; path: string }[] = [
  { kind: 'OsAppMode', path: OS_PATHS.appMode },
  { kind: 'OsTask', path: OS_PATHS.task },
  { kind: 'OsIsr', path: OS_PATHS.isr },
  { kind: 'OsEvent', path: OS_PATHS.event },
  { kind: 'OsResource', path: OS_PATHS.resource },
  { kind: 'OsCounter', path: OS_PATHS.counter },
  { kind: 'OsAlarm', path: OS_PATHS.alarm },
  { kind: 'OsScheduleTable', path: OS_PATHS.scheduleTable },
  { kind: 'OsApplication', path: OS_PATHS.application },
  { kind: 'OsSpinlock', path: OS_PATHS.spinlock },
];

/**
 * OS object names and the C names the generator gives them. The decisions, the same as the
 * generator's validation (both read reserved-names.ts):
 * - a name the generated C cannot use as is (a C keyword or library name, an identifier of Os.h or
 *   Os_Types.h, a table member, a macro Os_Cfg.h writes) is a warning: the object keeps its name,
 *   the C code calls it by its kind and name (`OsEvent_event`), and the warning says so because the
 *   application code must use that name;
 * - two objects whose C names would be the same (event `event` and a task `OsEvent_event`) are an
 *   error on each object after the first, since one identifier cannot stand for both;
 * - an alarm callback is a function the application writes and keeps its name: a reserved name or
 *   the C name of an object is an error.
 * A name that is not a C identifier at all is refused by the generic short-name check (E_0007), which
 * also refuses C keywords and the AUTOSAR names of Std_Types/Platform_Types for every module.
 */
export const OS0001: OsCheck = {
  code: 'OS0001',
  severity: 'error',
  description: {
    zh_cn: 'OS 对象在生成的 C 代码中各有唯一的名称（保留名称加前缀，为警告）',
    en_us:
      'OS objects have distinct C names in the generated code (reserved names get a prefix, as a warning)',
  },
  rationale:
    'Task, event, alarm... names become C identifiers of the generated Os_Cfg.h beside the OS’s own constants, status values, services and table members; a name such as E_OS_LIMIT, ActivateTask or event would redefine them, so the generator writes such an object under its kind and name (OsEvent_event) and this check warns that application code must use that name. Two objects whose C names meet, and an alarm callback (a function the application writes) with a reserved name or the C name of an object, cannot be generated and are errors. The list (reserved-names.ts) is the one the generator validates against: C keywords, the OS API of Os.h and Os_Types.h, the table member names and the macros Os_Cfg.h writes. OSDEFAULTAPPMODE is allowed for an application mode and RES_SCHEDULER for a resource.',
  source:
    'OSEK OS 2.2.3 §13 (system services, constants, error codes); AUTOSAR SWS_Os chapter 8; spec §5 (system keywords)',
  check(ctx) {
    const rows: VerifyRow[] = [];
    const objects: { kind: string; name: string; container: ContainerValue }[] = [];
    for (const { kind, path } of NAMED_KINDS)
      for (const container of ctx.containersOf(path))
        objects.push({ kind, name: container.shortName, container });
    for (const { kind, name, container } of objects)
      if (isReservedOsName(name, kind))
        rows.push(asWarning(ctx.report(container, RENAMED, { kind, name, cName: osCName(name, kind) })));
    for (const [first, ...others] of osCNameClashes(objects))
      for (const object of others)
        if (first)
          rows.push(
            ctx.report(object.container, CLASH, {
              kind: object.kind,
              name: object.name,
              cName: osCName(object.name, object.kind),
              otherKind: first.kind,
              other: first.name,
            }),
          );
    // An alarm callback is a C function the application writes and the generated tables name.
    const byCName = new Map(objects.map((o) => [osCName(o.name, o.kind), o]));
    for (const callback of ctx.containersOf(OS_PATHS.alarmCallback)) {
      const name = ctx.text(callback, 'OsAlarmCallbackName');
      if (name === undefined) continue;
      const taken = byCName.get(name);
      if (isReservedOsName(name))
        rows.push(ctx.report(callback, RESERVED_CALLBACK, { name }, 'OsAlarmCallbackName'));
      else if (taken)
        rows.push(
          ctx.report(
            callback,
            TAKEN_CALLBACK,
            { name, otherKind: taken.kind, other: taken.name },
            'OsAlarmCallbackName',
          ),
        );
    }
    return rows;
  },
};
