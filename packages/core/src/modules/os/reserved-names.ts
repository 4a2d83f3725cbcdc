/**
 * The one list of names an OS object (task, ISR, event, resource, counter, alarm, schedule table,
 * application, spinlock, application mode) may not take, because the generated Os_Cfg.h would
 * redefine something: C keywords and the C library names the files use, every identifier Os.h and
 * Os_Types.h declare (OSEK/AUTOSAR services, hooks, status values, types, constants), the member
 * names of the generated tables, and the macros Os_Cfg.h writes itself. The OS check OS0001 refuses
 * them while editing and the generator validates against the same list, so a name is refused with
 * the same code live and at download.
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

/** Names Os_Cfg.h defines itself (counts and switches). */
const GENERATED_MACRO =
  /^(OS_[A-Z0-9_]+|OSMAXALLOWEDVALUE|OSTICKSPERBASE|OSMINCYCLE|OSTICKDURATION|Os_[A-Za-z0-9_]+)$/;

/** The standard name an object of a kind may take although it is reserved for every other kind. */
export const STANDARD_NAME_OF_KIND: Readonly<Record<string, string>> = {
  OsAppMode: OS_DEFAULT_APPMODE_NAME,
  OsResource: RES_SCHEDULER,
};

/**
 * Whether an OS object of `kind` (`OsTask`, `OsAppMode`...; any kind when absent, e.g. a callback
 * function) may not be called `name`.
 */
export function isReservedOsName(name: string, kind?: string): boolean {
  if (kind !== undefined && STANDARD_NAME_OF_KIND[kind] === name) return false;
  return OS_RESERVED_NAMES.has(name) || GENERATED_MACRO.test(name);
}
