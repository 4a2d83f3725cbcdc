/**
 * OIL → Os as data: one table per OIL object type saying, for each attribute, which Os parameter,
 * reference or sub-container it becomes and how its value converts, and what it shows about the OS
 * the file needs (evidence for `classifyOs`). `import.ts` walks a file through these tables; an
 * attribute a table does not name is reported as not imported.
 */
import type { OilAttributeValue, OilObject, OilPosition, OilValue } from '../../../formats/oil/index.js';
import type { ContainerValue, ParamValue } from '../../../ecuc/store-types.js';
import { OS_PATHS, OS_SCALABILITY_CLASSES } from '../definition.js';
import type { OsEvidence } from './classify.js';

// ---------------------------------------------------------------- values

/** The text of a scalar OIL value as stored in a container (numbers keep their spelling). */
export function scalarText(value: OilValue): string {
  switch (value.kind) {
    case 'integer':
    case 'float':
      return value.text;
    case 'string':
    case 'identifier':
      return value.value;
    case 'boolean':
      return value.value ? 'TRUE' : 'FALSE';
    case 'auto':
      return 'AUTO';
    case 'struct':
      return value.name;
  }
}

/** The sub-attributes a value opens (`TRUE { ... }`, `SETEVENT { ... }`, a struct's members). */
export function subAttributes(value: OilValue): OilAttributeValue[] {
  return value.kind === 'boolean' || value.kind === 'identifier' || value.kind === 'struct'
    ? value.attributes
    : [];
}

/**
 * Reads an OIL value as a parameter value: `undefined` when the value is not understood (reported),
 * `null` when it is understood and nothing is stored (`AUTO` where the implementation decides).
 */
export type OilValueReader = (value: OilValue) => ParamValue | null | undefined;

/** An integer, as written (`0x20` stays `0x20`). */
export const INTEGER: OilValueReader = (v) => (v.kind === 'integer' ? v.text : undefined);
/** An integer or a float, as written. */
export const NUMBER: OilValueReader = (v) =>
  v.kind === 'integer' || v.kind === 'float' ? v.text : undefined;
/** TRUE / FALSE. */
export const FLAG: OilValueReader = (v) => (v.kind === 'boolean' ? v.value : undefined);
/** Any value, as its text. */
export const TEXT: OilValueReader = (v) => scalarText(v);
/** Any value but a struct or AUTO, as its text. */
export const PLAIN_TEXT: OilValueReader = (v) =>
  v.kind === 'struct' || v.kind === 'auto' ? undefined : scalarText(v);

/** An enumeration: OIL value text → Os literal. */
export function literal(literals: Readonly<Record<string, string>> | readonly string[]): OilValueReader {
  const map: Readonly<Record<string, string>> = Array.isArray(literals)
    ? Object.fromEntries(literals.map((l: string) => [l, l]))
    : (literals as Readonly<Record<string, string>>);
  return (v) => {
    const text = scalarText(v);
    return Object.prototype.hasOwnProperty.call(map, text) ? map[text] : undefined;
  };
}

/** One of these OIL enumerators (identifiers only). */
export function enumerator(...names: readonly string[]): OilValueReader {
  return (v) => (v.kind === 'identifier' && names.includes(v.value) ? v.value : undefined);
}

/** `AUTO` stored as `auto`, anything else read by `read`. */
export function orAuto(read: OilValueReader, auto: string): OilValueReader {
  return (v) => (v.kind === 'auto' ? auto : read(v));
}

/** `AUTO` leaves the parameter to the implementation (nothing stored); anything else read by `read`. */
export function autoLeftOut(read: OilValueReader): OilValueReader {
  return (v) => (v.kind === 'auto' ? null : read(v));
}

// ---------------------------------------------------------------- evidence

/** What an attribute (or object) shows about the OS the file needs. */
export type EvidenceRule =
  | {
      kind: 'osType' | 'timing' | 'memory';
      reason: string;
      /** Only for these values; without it, whenever the attribute is understood. */
      when?: (value: OilValue) => boolean;
    }
  /** The value read is the scalability class the file states. */
  | { kind: 'statedClass' };

const osType = (reason: string, when?: (value: OilValue) => boolean): EvidenceRule =>
  when ? { kind: 'osType', reason, when } : { kind: 'osType', reason };
const timing = (reason: string): EvidenceRule => ({ kind: 'timing', reason });
const memory = (reason: string, when?: (value: OilValue) => boolean): EvidenceRule =>
  when ? { kind: 'memory', reason, when } : { kind: 'memory', reason };
const isTrue = (v: OilValue): boolean => v.kind === 'boolean' && v.value;

// ---------------------------------------------------------------- attribute mappings

/** The value becomes a parameter (or, without `param`, is only checked) of the object's container. */
export interface ParameterMapping {
  to: 'parameter';
  param?: string;
  read: OilValueReader;
  /** The parameter sits on this sub-container the object always has (`OsHooks`). */
  on?: string;
  /** Sub-attributes of an understood value, mapped onto the same container. */
  attributes?: AttributeTable;
  /** By value read: parameters set afterwards unless the sub-attributes set them. */
  fill?: Readonly<Record<string, Readonly<Record<string, ParamValue>>>>;
  evidence?: readonly EvidenceRule[];
}

/** The value names an object of the file: a reference to its container. */
export interface ReferenceMapping {
  to: 'reference';
  reference: string;
  target: OilObjectType;
  /** Os takes one target: a second, different one is reported and left out. */
  single?: boolean;
  evidence?: readonly EvidenceRule[];
}

/**
 * The value opens a sub-container (`AUTOSTART = TRUE { ... }`) whose sub-attributes map onto it.
 * `opens` gives the values the container starts with, `'none'` when the value opens nothing
 * (`FALSE`), undefined when it is not understood.
 */
export interface SubContainerMapping {
  to: 'subContainer';
  container: string;
  opens: (value: OilValue) => Readonly<Record<string, ParamValue>> | 'none' | undefined;
  /** Values the container starts with (before those `opens` gives). */
  values?: Readonly<Record<string, ParamValue>>;
  attributes: AttributeTable;
  /** Parameters set after the sub-attributes unless they set them. */
  fill?: Readonly<Record<string, ParamValue>>;
  evidence?: readonly EvidenceRule[];
}

/** The value names a sub-container of its own (`EXPIRY_POINT ep1 { ... }`). */
export interface NamedContainerMapping {
  to: 'named';
  container: string;
  /** Only a struct value is understood (its members are `attributes`). */
  structOnly?: boolean;
  /** The name is also stored in this parameter. */
  nameParam?: string;
  attributes?: AttributeTable;
  evidence?: readonly EvidenceRule[];
}

/**
 * An enumerator chooses a sub-container (`ACTION = SETEVENT { TASK = t; EVENT = e; }`), below a
 * `holder` container when Os has one (the chosen container then points at the value).
 */
export interface ChoiceMapping {
  to: 'choice';
  holder?: string;
  choices: Readonly<Record<string, { container: string; numbered?: boolean; attributes: AttributeTable }>>;
  evidence?: readonly EvidenceRule[];
}

/** Known, but Os has no counterpart: reported as not imported (unless its value is one of `silentFor`). */
export interface NotImportedMapping {
  to: 'notImported';
  silentFor?: readonly string[];
  evidence?: readonly EvidenceRule[];
}

/** Mapping that tables cannot say; kept for the few attributes whose meaning spans the object. */
export interface CustomMapping {
  to: 'custom';
  apply(
    context: OilMappingContext,
    attribute: OilAttributeValue,
    target: ContainerValue,
    scope: ObjectScope,
    prefix: string,
  ): void;
}

export type AttributeMapping =
  | ParameterMapping
  | ReferenceMapping
  | SubContainerMapping
  | NamedContainerMapping
  | ChoiceMapping
  | NotImportedMapping
  | CustomMapping;

/** OIL attribute name → its mapping. */
export type AttributeTable = Readonly<Record<string, AttributeMapping>>;

const NONE_MADE: readonly ContainerValue[] = [];

/** One object being mapped: the sub-containers made for it so far, and notes its mappings leave. */
export class ObjectScope {
  private madeByName: Map<string, ContainerValue[]> | undefined;
  private notesByKey: Map<string, string> | undefined;

  constructor(readonly object: OilObject) {}

  /** The sub-containers following `definitionName` made for this object, in order. */
  made(definitionName: string): readonly ContainerValue[] {
    return this.madeByName?.get(definitionName) ?? NONE_MADE;
  }

  record(definitionName: string, container: ContainerValue): void {
    this.madeByName ??= new Map();
    const list = this.madeByName.get(definitionName);
    if (list) list.push(container);
    else this.madeByName.set(definitionName, [container]);
  }

  note(key: string, value: string): void {
    (this.notesByKey ??= new Map()).set(key, value);
  }

  noted(key: string): string | undefined {
    return this.notesByKey?.get(key);
  }
}

/** What custom mappings may do. */
export interface OilMappingContext {
  unexpected(attribute: OilAttributeValue, object: OilObject): void;
  unmapped(attribute: OilAttributeValue, object: OilObject, prefix: string): void;
  /** The container id of the object of `type` an attribute names; undefined (reported) when none. */
  resolve(attribute: OilAttributeValue, object: OilObject, type: OilObjectType): string | undefined;
  addReference(target: ContainerValue, name: string, id: string): void;
  subContainer(
    scope: ObjectScope,
    parent: ContainerValue,
    definitionName: string,
    at: OilPosition,
    numbered: boolean,
  ): ContainerValue;
  apply(
    attributes: readonly OilAttributeValue[],
    table: AttributeTable,
    target: ContainerValue,
    scope: ObjectScope,
    prefix: string,
  ): void;
  notice(evidence: OsEvidence): void;
  /** The EcucCoreDefinition container of a core (made when the project lacks it). */
  ecucCore(coreId: number, at: OilPosition): string;
}

// ---------------------------------------------------------------- object mappings

/** A default the file's IMPLEMENTATION part may give: used when an object leaves the parameter unset. */
export interface ImplementationDefault {
  attribute: string;
  param: string;
  read: OilValueReader;
  /** When the implementation gives none (or one not understood). */
  otherwise?: ParamValue;
  /**
   * The value instead when the OS the file needs has no memory protection (below SC3). A default is
   * the reader's, not something the file declares: it shows nothing about the OS, and it is taken
   * only where it means something (goil's TRUSTED = FALSE, in SC3/SC4).
   */
  withoutMemoryProtection?: ParamValue;
}

export interface ObjectMapping {
  /** Definition path of the container each object becomes (named after the object). */
  container: string;
  /** A single top-level container the objects' containers go under (`OsIoc`), made with the first. */
  under?: string;
  /** What every object of the type shows about the OS. */
  evidence?: readonly EvidenceRule[];
  /** Sub-containers every object's container gets, named after their definitions. */
  fixed?: readonly string[];
  attributes: AttributeTable;
  implementationDefaults?: readonly ImplementationDefault[];
  /**
   * A reference to an object of this type the file does not define is taken as the implementation's
   * own object (OSEK targets predefine their system counter) with these values.
   */
  predefined?: Readonly<Record<string, ParamValue>>;
  /** Work left once every attribute of an object is mapped. */
  finish?: (scope: ObjectScope, target: ContainerValue) => void;
}

// ---------------------------------------------------------------- shared shapes

function parameter(param: string, read: OilValueReader, more?: Partial<ParameterMapping>): ParameterMapping {
  return { to: 'parameter', param, read, ...more };
}

function reference(name: string, target: OilObjectType, more?: Partial<ReferenceMapping>): ReferenceMapping {
  return { to: 'reference', reference: name, target, ...more };
}

const single = (name: string, target: OilObjectType): ReferenceMapping =>
  reference(name, target, { single: true });

/**
 * `ACCESSING_APPLICATION`: an AUTOSAR OS application may use the object. Access rights exist with
 * service protection only (SWS_Os_00056/00448, scalability classes 3 and 4): a file that grants them
 * declares it.
 */
const accessing = (name: string): ReferenceMapping =>
  reference(name, 'APPLICATION', { evidence: [osType('applications'), memory('accessRights')] });

/** Opens its sub-container when TRUE; FALSE opens nothing; anything else is not understood. */
const WHEN_TRUE: SubContainerMapping['opens'] = (v) =>
  v.kind !== 'boolean' ? undefined : v.value ? {} : 'none';

const whenTrue = (
  container: string,
  attributes: AttributeTable,
  more: Partial<SubContainerMapping> = {},
): SubContainerMapping => ({ to: 'subContainer', container, opens: WHEN_TRUE, attributes, ...more });

/** A task's TIMING_PROTECTION budgets: OIL attribute → OsTaskTimingProtection parameter (both directions). */
export const TASK_TIMING_BUDGETS: Readonly<Record<string, string>> = {
  EXECUTIONBUDGET: 'OsTaskExecutionBudget',
  TIMEFRAME: 'OsTaskTimeFrame',
  MAXALLINTERRUPTLOCKTIME: 'OsTaskAllInterruptLockBudget',
  MAXOSINTERRUPTLOCKTIME: 'OsTaskOsInterruptLockBudget',
};

/** An ISR's TIMING_PROTECTION budgets: OIL attribute → OsIsrTimingProtection parameter (both directions). */
export const ISR_TIMING_BUDGETS: Readonly<Record<string, string>> = {
  EXECUTIONTIME: 'OsIsrExecutionBudget',
  TIMEFRAME: 'OsIsrTimeFrame',
  MAXALLINTERRUPTLOCKTIME: 'OsIsrAllInterruptLockBudget',
  MAXOSINTERRUPTLOCKTIME: 'OsIsrOsInterruptLockBudget',
};

/** `TIMING_PROTECTION = TRUE { ... }`: budgets as written (the target's time unit). */
const timingProtection = (
  container: string,
  budgets: Readonly<Record<string, string>>,
): SubContainerMapping =>
  whenTrue(
    container,
    Object.fromEntries(Object.entries(budgets).map(([oil, budget]) => [oil, parameter(budget, NUMBER)])),
    { evidence: [timing('timingProtection')] },
  );

/** `AUTOSTART`'s application modes. */
const appModes = (name: string): AttributeTable => ({ APPMODE: reference(name, 'APPMODE') });

/** Hooks of the OS or an OS application, on its hooks container. */
const hooks = (on: string, names: Readonly<Record<string, string>>): AttributeTable =>
  Object.fromEntries(Object.entries(names).map(([oil, param]) => [oil, parameter(param, FLAG, { on })]));

/** goil: ENUM [NONE, ABSOLUTE { START }, RELATIVE { OFFSET }, SYNCHRON]; other tools: BOOLEAN TRUE { TYPE }. */
const scheduleTableAutostart: SubContainerMapping['opens'] = (v) => {
  if ((v.kind === 'boolean' && !v.value) || (v.kind === 'identifier' && v.value === 'NONE')) return 'none';
  const type = v.kind === 'identifier' ? v.value : v.kind === 'boolean' ? 'RELATIVE' : undefined;
  return type === 'ABSOLUTE' || type === 'RELATIVE' || type === 'SYNCHRON'
    ? { OsScheduleTableAutostartType: type }
    : undefined;
};

/** Reads the OS product settings the export puts in the OS object's description. */
export function productSettingsOf(description: string | undefined): Map<string, string> {
  const settings = new Map<string, string>();
  if (!description?.includes(OS_PRODUCT_SETTINGS_MARK)) return settings;
  for (const match of description.matchAll(/\b([A-Z_]+)=([A-Za-z0-9_.]+)/g)) {
    settings.set(match[1] ?? '', match[2] ?? '');
  }
  return settings;
}

/** Marks the OS object's description the export writes with the product's general settings. */
export const OS_PRODUCT_SETTINGS_MARK = 'ECUC_STUDIO';

// ---------------------------------------------------------------- the tables

/** The OS object (`OS config { ... }`): the OsOS container and its OsHooks. */
export const OS_OBJECT_MAPPING: ObjectMapping = {
  container: OS_PATHS.os,
  fixed: ['OsHooks'],
  attributes: {
    STATUS: parameter('OsStatus', literal(['STANDARD', 'EXTENDED'])),
    ...hooks('OsHooks', {
      STARTUPHOOK: 'OsStartupHook',
      ERRORHOOK: 'OsErrorHook',
      SHUTDOWNHOOK: 'OsShutdownHook',
      PRETASKHOOK: 'OsPreTaskHook',
      POSTTASKHOOK: 'OsPostTaskHook',
    }),
    PROTECTIONHOOK: parameter('OsProtectionHook', FLAG, {
      on: 'OsHooks',
      evidence: [osType('protectionHook', isTrue)],
    }),
    USEGETSERVICEID: parameter('OsUseGetServiceId', FLAG),
    USEPARAMETERACCESS: parameter('OsUseParameterAccess', FLAG),
    USERESSCHEDULER: parameter('OsUseResScheduler', FLAG),
    STACKMONITORING: parameter('OsStackMonitoring', FLAG),
    NUMBER_OF_CORES: parameter('OsNumberOfCores', INTEGER, {
      evidence: [osType('cores', (v) => v.kind === 'integer' && v.value > 1)],
    }),
    CPU_FREQ_MHZ: parameter('OsCpuFrequency', INTEGER),
    // The stated class is a fact for the classification; OsScalabilityClass gets the class decided.
    SCALABILITYCLASS: {
      to: 'parameter',
      read: autoLeftOut(literal(OS_SCALABILITY_CLASSES)),
      evidence: [osType('scalabilityClass'), { kind: 'statedClass' }],
    },
    MEMMAP: {
      to: 'notImported',
      evidence: [
        memory('memoryProtection', (v) =>
          subAttributes(v).some((sub) => sub.name === 'MEMORY_PROTECTION' && isTrue(sub.value)),
        ),
      ],
    },
  },
  // OIL's USERESSCHEDULER is TRUE unless said otherwise (OSEK OIL 2.5).
  implementationDefaults: [
    { attribute: 'USERESSCHEDULER', param: 'OsUseResScheduler', read: FLAG, otherwise: true },
  ],
  finish(scope, os) {
    const settings = productSettingsOf(scope.object.description);
    const frequency = settings.get('CPU_FREQ_MHZ');
    if (frequency !== undefined && os.values.OsCpuFrequency === undefined)
      os.values.OsCpuFrequency = frequency;
    const stack = settings.get('SYSTEM_STACK_SIZE');
    if (stack !== undefined) os.values.OsSystemStackSize = stack;
    const type = settings.get('OS_TYPE');
    if (type !== undefined) scope.note('OS_TYPE', type);
  },
};

const IOC_INIT_VALUE = 'initValue';

/** An OIL object type that becomes Os containers. */
export type OilObjectType =
  | 'APPMODE'
  | 'EVENT'
  | 'RESOURCE'
  | 'COUNTER'
  | 'TASK'
  | 'ISR'
  | 'ALARM'
  | 'SCHEDULETABLE'
  | 'APPLICATION'
  | 'SPINLOCK'
  | 'IOC';

/** Object types whose objects become Os containers, in the order their containers are made. */
export const OIL_OBJECT_MAPPINGS: Readonly<Record<OilObjectType, ObjectMapping>> = {
  APPMODE: { container: OS_PATHS.appMode, attributes: {} },
  EVENT: {
    container: OS_PATHS.event,
    attributes: { MASK: parameter('OsEventMask', orAuto(INTEGER, 'AUTO')) },
  },
  RESOURCE: {
    container: OS_PATHS.resource,
    attributes: {
      RESOURCEPROPERTY: parameter('OsResourceProperty', literal(['STANDARD', 'LINKED', 'INTERNAL']), {
        attributes: { LINKEDRESOURCE: single('OsResourceLinkedResourceRef', 'RESOURCE') },
      }),
      ACCESSING_APPLICATION: accessing('OsResourceAccessingApplication'),
    },
  },
  COUNTER: {
    container: OS_PATHS.counter,
    attributes: {
      MAXALLOWEDVALUE: parameter('OsCounterMaxAllowedValue', INTEGER),
      TICKSPERBASE: parameter('OsCounterTicksPerBase', INTEGER),
      MINCYCLE: parameter('OsCounterMinCycle', INTEGER),
      TYPE: parameter('OsCounterType', literal(['HARDWARE', 'SOFTWARE'])),
      SECONDSPERTICK: parameter('OsSecondsPerTick', NUMBER),
      ACCESSING_APPLICATION: accessing('OsCounterAccessingApplication'),
    },
    implementationDefaults: [
      { attribute: 'TYPE', param: 'OsCounterType', read: enumerator('HARDWARE', 'SOFTWARE') },
    ],
    // goil's targets define their system counter in their own configuration, not in the application.
    predefined: { OsCounterType: 'HARDWARE' },
  },
  TASK: {
    container: OS_PATHS.task,
    attributes: {
      PRIORITY: parameter('OsTaskPriority', INTEGER),
      ACTIVATION: parameter('OsTaskActivation', INTEGER),
      SCHEDULE: parameter('OsTaskSchedule', literal(['FULL', 'NON'])),
      STACKSIZE: parameter('OsStacksize', INTEGER),
      RESOURCE: reference('OsTaskResourceRef', 'RESOURCE'),
      EVENT: reference('OsTaskEventRef', 'EVENT'),
      ACCESSING_APPLICATION: accessing('OsTaskAccessingApplication'),
      AUTOSTART: whenTrue('OsTaskAutostart', appModes('OsTaskAppModeRef')),
      TIMING_PROTECTION: timingProtection('OsTaskTimingProtection', TASK_TIMING_BUDGETS),
    },
  },
  ISR: {
    container: OS_PATHS.isr,
    attributes: {
      CATEGORY: parameter(
        'OsIsrCategory',
        literal({ '1': 'CATEGORY_1', '2': 'CATEGORY_2', CATEGORY_1: 'CATEGORY_1', CATEGORY_2: 'CATEGORY_2' }),
      ),
      PRIORITY: parameter('OsIsrPriority', INTEGER),
      STACKSIZE: parameter('OsStacksize', INTEGER),
      SOURCE: parameter('OsIsrInterruptSource', PLAIN_TEXT, { attributes: {} }),
      RESOURCE: reference('OsIsrResourceRef', 'RESOURCE'),
      // Some tools write EXECUTIONBUDGET for ISRs as for tasks.
      TIMING_PROTECTION: timingProtection('OsIsrTimingProtection', {
        ...ISR_TIMING_BUDGETS,
        EXECUTIONBUDGET: 'OsIsrExecutionBudget',
      }),
    },
  },
  ALARM: {
    container: OS_PATHS.alarm,
    attributes: {
      COUNTER: single('OsAlarmCounterRef', 'COUNTER'),
      ACCESSING_APPLICATION: accessing('OsAlarmAccessingApplication'),
      // OSEK OIL 2.5 alarms activate a task, set an event or call back; incrementing a counter is AUTOSAR's.
      ACTION: {
        to: 'choice',
        holder: 'OsAlarmAction',
        evidence: [
          osType('incrementCounter', (v) => v.kind === 'identifier' && v.value === 'INCREMENTCOUNTER'),
        ],
        choices: {
          ACTIVATETASK: {
            container: 'OsAlarmActivateTask',
            attributes: { TASK: single('OsAlarmActivateTaskRef', 'TASK') },
          },
          SETEVENT: {
            container: 'OsAlarmSetEvent',
            attributes: {
              TASK: single('OsAlarmSetEventTaskRef', 'TASK'),
              EVENT: single('OsAlarmSetEventRef', 'EVENT'),
            },
          },
          ALARMCALLBACK: {
            container: 'OsAlarmCallback',
            attributes: { ALARMCALLBACKNAME: parameter('OsAlarmCallbackName', TEXT) },
          },
          INCREMENTCOUNTER: {
            container: 'OsAlarmIncrementCounter',
            attributes: { COUNTER: single('OsAlarmIncrementCounterRef', 'COUNTER') },
          },
        },
      },
      // OSEK OIL gives ALARMTIME as the counter value of the first expiry.
      AUTOSTART: whenTrue(
        'OsAlarmAutostart',
        {
          ...appModes('OsAlarmAppModeRef'),
          ALARMTIME: parameter('OsAlarmAlarmTime', INTEGER),
          CYCLETIME: parameter('OsAlarmCycleTime', INTEGER),
          TYPE: parameter('OsAlarmAutostartType', literal(['ABSOLUTE', 'RELATIVE'])),
        },
        { values: { OsAlarmAutostartType: 'ABSOLUTE' } },
      ),
    },
  },
  SCHEDULETABLE: {
    container: OS_PATHS.scheduleTable,
    evidence: [osType('scheduleTables')],
    attributes: {
      COUNTER: single('OsScheduleTableCounterRef', 'COUNTER'),
      LENGTH: parameter('OsScheduleTableDuration', INTEGER),
      DURATION: parameter('OsScheduleTableDuration', INTEGER),
      PERIODIC: parameter('OsScheduleTableRepeating', FLAG),
      REPEATING: parameter('OsScheduleTableRepeating', FLAG),
      ACCESSING_APPLICATION: accessing('OsSchTblAccessingApplication'),
      AUTOSTART: {
        to: 'subContainer',
        container: 'OsScheduleTableAutostart',
        opens: scheduleTableAutostart,
        attributes: {
          ...appModes('OsScheduleTableAppModeRef'),
          START: parameter('OsScheduleTableStartValue', INTEGER),
          OFFSET: parameter('OsScheduleTableStartValue', INTEGER),
          START_VALUE: parameter('OsScheduleTableStartValue', INTEGER),
          TYPE: parameter('OsScheduleTableAutostartType', literal(['ABSOLUTE', 'RELATIVE', 'SYNCHRON'])),
        },
      },
      LOCAL_TO_GLOBAL_TIME_SYNCHRONIZATION: whenTrue(
        'OsScheduleTableSync',
        {
          SYNC_STRATEGY: parameter('OsScheduleTblSyncStrategy', literal(['NONE', 'IMPLICIT', 'EXPLICIT'])),
          PRECISION: parameter('OsScheduleTblExplicitPrecision', INTEGER),
        },
        { evidence: [timing('synchronisation')], fill: { OsScheduleTblSyncStrategy: 'NONE' } },
      ),
      EXPIRY_POINT: {
        to: 'named',
        container: 'OsScheduleTableExpiryPoint',
        structOnly: true,
        attributes: {
          OFFSET: parameter('OsScheduleTblExpPointOffset', INTEGER),
          ACTION: {
            to: 'choice',
            choices: {
              ACTIVATETASK: {
                container: 'OsScheduleTableTaskActivation',
                numbered: true,
                attributes: { TASK: single('OsScheduleTableActivateTaskRef', 'TASK') },
              },
              SETEVENT: {
                container: 'OsScheduleTableEventSetting',
                numbered: true,
                attributes: {
                  TASK: single('OsScheduleTableSetEventTaskRef', 'TASK'),
                  EVENT: single('OsScheduleTableSetEventRef', 'EVENT'),
                },
              },
            },
          },
          // Advancing an expiry point shortens the delay before it, retarding lengthens it.
          ADJUSTABLE: whenTrue('OsScheduleTblAdjustableExpPoint', {
            MAX_ADVANCE: parameter('OsScheduleTableMaxShorten', INTEGER),
            MAX_RETARD: parameter('OsScheduleTableMaxLengthen', INTEGER),
            MAX_SHORTEN: parameter('OsScheduleTableMaxShorten', INTEGER),
            MAX_LENGTHEN: parameter('OsScheduleTableMaxLengthen', INTEGER),
          }),
        },
      },
    },
  },
  APPLICATION: {
    container: OS_PATHS.application,
    evidence: [osType('applications')],
    fixed: ['OsApplicationHooks'],
    attributes: {
      TRUSTED: parameter('OsTrusted', FLAG, {
        evidence: [memory('untrusted', (v) => v.kind === 'boolean' && !v.value)],
        attributes: {
          TRUSTED_FUNCTION: {
            to: 'named',
            container: 'OsApplicationTrustedFunction',
            nameParam: 'OsTrustedFunctionName',
            evidence: [memory('trustedFunctions')],
          },
          WITH_PROTECTION: parameter('OsTrustedApplicationWithProtection', FLAG),
        },
      }),
      ...hooks('OsApplicationHooks', {
        STARTUPHOOK: 'OsAppStartupHook',
        SHUTDOWNHOOK: 'OsAppShutdownHook',
        ERRORHOOK: 'OsAppErrorHook',
      }),
      HAS_RESTARTTASK: {
        to: 'parameter',
        read: FLAG,
        attributes: { RESTARTTASK: single('OsRestartTask', 'TASK') },
      },
      TASK: reference('OsAppTaskRef', 'TASK'),
      ISR: reference('OsAppIsrRef', 'ISR'),
      ALARM: reference('OsAppAlarmRef', 'ALARM'),
      SCHEDULETABLE: reference('OsAppScheduleTableRef', 'SCHEDULETABLE'),
      COUNTER: reference('OsAppCounterRef', 'COUNTER'),
      RESOURCE: reference('OsAppResourceRef', 'RESOURCE'),
      CORE: {
        to: 'custom',
        apply(context, a, target, scope) {
          const value = a.value;
          if (value.kind !== 'integer' || !Number.isSafeInteger(value.value) || value.value < 0)
            return context.unexpected(a, scope.object);
          context.notice({ kind: 'core', id: value.value });
          context.addReference(
            target,
            'OsApplicationCoreRef',
            context.ecucCore(value.value, a.valuePosition),
          );
        },
      },
      // goil lists the IOCs an application takes part in; Os derives it from the IOC's senders and receivers.
      IOC: {
        to: 'custom',
        apply(context, a, _target, scope, prefix) {
          context.resolve(a, scope.object, 'IOC');
          context.unmapped(a, scope.object, prefix);
        },
      },
    },
    // Not said: with memory protection (SC3/SC4, decided by what the file declares) the
    // implementation's default (goil: FALSE), else non-trusted as in AUTOSAR OIL; below SC3 trusted,
    // as every application is without memory protection. Only a stated TRUSTED = FALSE needs SC3.
    implementationDefaults: [
      {
        attribute: 'TRUSTED',
        param: 'OsTrusted',
        read: FLAG,
        otherwise: false,
        withoutMemoryProtection: true,
      },
    ],
  },
  SPINLOCK: {
    container: OS_PATHS.spinlock,
    evidence: [osType('spinlocks')],
    attributes: {
      ACCESSING_APPLICATION: reference('OsSpinlockAccessingApplication', 'APPLICATION'),
      SUCCESSOR: single('OsSpinlockSuccessor', 'SPINLOCK'),
      NEXT_SPINLOCK: single('OsSpinlockSuccessor', 'SPINLOCK'),
      LOCKMETHOD: parameter(
        'OsSpinlockLockMethod',
        literal(['LOCK_ALL_INTERRUPTS', 'LOCK_CAT2_INTERRUPTS', 'LOCK_WITH_RES_SCHEDULER', 'LOCK_NOTHING']),
      ),
    },
  },
  IOC: {
    container: OS_PATHS.iocCommunication,
    under: OS_PATHS.ioc,
    evidence: [osType('ioc')],
    attributes: {
      DATATYPENAME: {
        to: 'custom',
        apply(context, a, target, scope, prefix) {
          if (a.value.kind !== 'struct') return context.unexpected(a, scope.object);
          // The data type name (often uint32...) is the reference; the container gets a neutral name.
          const index = scope.made('OsIocDataProperties').length;
          const data = context.subContainer(scope, target, 'OsIocDataProperties', a.position, true);
          data.values.OsIocDataPropertyIndex = String(index);
          data.references.OsIocDataTypeRef = [a.value.name];
          context.apply(a.value.attributes, {}, data, scope, `${prefix}${a.name}.`);
        },
      },
      SEMANTICS: {
        to: 'parameter',
        read: enumerator('QUEUED', 'LAST_IS_BEST'),
        attributes: {
          BUFFER_LENGTH: parameter('OsIocBufferLength', INTEGER),
          INIT_VALUE_SYMBOL: {
            to: 'custom',
            apply(_context, a, _target, scope) {
              if (a.value.kind === 'string' || a.value.kind === 'identifier')
                scope.note(IOC_INIT_VALUE, a.value.value);
            },
          },
        },
        fill: { QUEUED: { OsIocBufferLength: '1' } },
      },
      RECEIVER: {
        to: 'named',
        container: 'OsIocReceiverProperties',
        structOnly: true,
        attributes: {
          RCV_OSAPPLICATION: single('OsIocReceivingOsApplicationRef', 'APPLICATION'),
          RECEIVER_PULL_CB: parameter('OsIocReceiverPullCB', autoLeftOut(TEXT)),
          ACTION: { to: 'notImported', silentFor: ['NONE'] },
        },
      },
      SENDER: {
        to: 'named',
        container: 'OsIocSenderProperties',
        structOnly: true,
        attributes: {
          SND_OSAPPLICATION: single('OsIocSendingOsApplicationRef', 'APPLICATION'),
          SENDER_ID: parameter('OsIocSenderId', autoLeftOut(INTEGER)),
        },
      },
    },
    // The initial value (SEMANTICS { INIT_VALUE_SYMBOL }) belongs to every data property.
    finish(scope) {
      const initValue = scope.noted(IOC_INIT_VALUE);
      if (initValue === undefined) return;
      for (const data of scope.made('OsIocDataProperties')) data.values.OsIocInitValue = initValue;
    },
  },
};

/** The mapping of an object type, if its objects become Os containers. */
export function objectMappingOf(type: string): ObjectMapping | undefined {
  return Object.prototype.hasOwnProperty.call(OIL_OBJECT_MAPPINGS, type)
    ? (OIL_OBJECT_MAPPINGS as Readonly<Record<string, ObjectMapping>>)[type]
    : undefined;
}
