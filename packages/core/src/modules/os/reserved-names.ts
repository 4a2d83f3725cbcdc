/**
 * The one list of names an OS object (task, ISR, event, resource, counter, alarm, schedule table,
 * application, spinlock, application mode) cannot keep as its C identifier, because the generated
 * files would redefine something: C keywords and the C library names the files use, every identifier
 * Os.h and Os_Types.h declare (OSEK/AUTOSAR services, hooks, status values, types, constants), the
 * member names of the generated tables, and the macros Os_Cfg.h writes itself. Such an object keeps
 * its name everywhere the user sees it; the generated C calls it by its kind and name (`osCName`:
 * event `event` → `OsEvent_event`). The OS check OS0001 and the generator's validation read the same
 * list and take the same decisions: a renamed object is a warning, two objects with one C name and
 * an alarm callback (a function the application writes, which cannot be renamed) with a reserved or
 * taken name are errors.
 */
import { C_KEYWORDS } from '../../validators/keywords.js';
import { OS_API_NAMES } from './generate/emit/os-h.js';
import { OS_TYPE_NAMES, TABLE_MEMBER_NAMES } from './generate/emit/os-types-h.js';

/** The application mode OSEK defines when none is configured (OSEK OS 2.2.3, 13.7.2). */
export const OS_DEFAULT_APPMODE_NAME = 'OSDEFAULTAPPMODE';
/** The scheduler resource OSEK offers to tasks (OSEK OS 2.2.3, 8.7). */
export const RES_SCHEDULER = 'RES_SCHEDULER';

/** Names of the C library the generated files include, besides the language's keywords. */
const C_LIBRARY_NAMES = [
  'NULL',
  'main',
  'uint8_t',
  'uint16_t',
  'uint32_t',
  'uint64_t',
  'int8_t',
  'int16_t',
  'int32_t',
  'int64_t',
  'size_t',
  'ptrdiff_t',
  'offsetof',
];

/**
 * Identifiers the OSEK/AUTOSAR OS specifications define that Os.h does not declare itself (its services,
 * hooks, status values and error codes are `OS_API_NAMES`): the default application mode, the scheduler
 * resource and the system counter's constants.
 */
const OSEK_AUTOSAR_NAMES = [
  'OSDEFAULTAPPMODE',
  'RES_SCHEDULER',
  'OSMAXALLOWEDVALUE',
  'OSTICKSPERBASE',
  'OSMINCYCLE',
  'OSTICKDURATION',
  'OS_CORE_ID_MASTER',
];

/** Every identifier an OS object may not be called (see `isReservedOsName` for the two standard exceptions). */
export const OS_RESERVED_NAMES: ReadonlySet<string> = new Set([
  ...C_KEYWORDS,
  ...C_LIBRARY_NAMES,
  ...OSEK_AUTOSAR_NAMES,
  ...OS_API_NAMES,
  ...OS_TYPE_NAMES,
  ...TABLE_MEMBER_NAMES,
]);

/**
 * Names the generated files define themselves: counts and switches (`OS_...`), the counter constants
 * (`OSMAXALLOWEDVALUE_<counter>`...) and the tables, stacks and bodies of Os_Cfg.c (`Os_...`).
 */
const GENERATED_MACRO =
  /^(OS_[A-Z0-9_]+|(OSMAXALLOWEDVALUE|OSTICKSPERBASE|OSMINCYCLE|OSTICKDURATION)(_[A-Za-z0-9_]*)?|Os_[A-Za-z0-9_]+)$/;

/** The standard name an object of a kind may take although it is reserved for every other kind. */
export const STANDARD_NAME_OF_KIND: Readonly<Record<string, string>> = {
  OsAppMode: OS_DEFAULT_APPMODE_NAME,
  OsResource: RES_SCHEDULER,
};

/**
 * Whether the generated C cannot use `name` as is for an OS object of `kind` (`OsTask`, `OsAppMode`...;
 * any kind when absent, e.g. an alarm callback function).
 */
export function isReservedOsName(name: string, kind?: string): boolean {
  if (kind !== undefined && STANDARD_NAME_OF_KIND[kind] === name) return false;
  return OS_RESERVED_NAMES.has(name) || GENERATED_MACRO.test(name);
}

/** A C identifier: what an OS object's C name and an alarm callback name must be. */
export const C_IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * The identifier the generated C gives an OS object of `kind` called `name`: the name itself, or,
 * when the name is reserved, the kind, an underscore and the name (`OsEvent_event`, `OsTask_Os_Start`).
 * A prefixed name is never reserved itself, so it can only meet another object's C name
 * (`osCNameClashes`).
 */
export function osCName(name: string, kind: string): string {
  return isReservedOsName(name, kind) ? `${kind}_${name}` : name;
}

/** An OS object as the C name checks see it. */
export interface OsNamedObject {
  kind: string;
  name: string;
}

/**
 * The objects whose C names meet, as groups of two or more in the given order (the first of a group
 * is the one met first), e.g. event `event` and task `OsEvent_event`. Callers report every object of
 * a group after the first.
 */
export function osCNameClashes<T extends OsNamedObject>(objects: readonly T[]): T[][] {
  const byCName = new Map<string, T[]>();
  for (const object of objects) {
    if (!C_IDENTIFIER.test(object.name)) continue;
    const cName = osCName(object.name, object.kind);
    const group = byCName.get(cName);
    if (group) group.push(object);
    else byCName.set(cName, [object]);
  }
  return [...byCName.values()].filter((group) => group.length > 1);
}
