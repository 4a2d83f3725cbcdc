/**
 * OIL (OSEK 2.5 and the AUTOSAR OIL 3.x/4.x dialects goil reads) → Os containers.
 *
 * Every OIL object of a standard type becomes an Os container (references by container id);
 * every attribute or object without an Os counterpart is an `info` diagnostic at its position,
 * so nothing is dropped silently. The OS type and scalability class are set to what the file
 * uses. Pure: never throws on odd input, never reads files.
 */
import type { Diagnostic, Severity } from '../../../formats/diagnostic.js';
import type {
  OilAttributeValue,
  OilFile,
  OilObject,
  OilPosition,
  OilValue,
} from '../../../formats/oil/index.js';
import type { ContainerValue, ParamValue } from '../../../ecuc/store-types.js';
import { nextUniqueName } from '../../../ecuc/naming.js';
import { DEFAULT_LANGUAGE, type Language } from '../../../i18n/index.js';
import { OS_PATHS, OS_SCALABILITY_CLASSES, type OsScalabilityClass, type OsType } from '../definition.js';
import { osOilReasons, osOilText, type OsOilMessageKey } from './messages.js';

/** What the import learnt about the file as a whole. */
export interface OsOilGeneral {
  /** Name of the CPU block. */
  cpuName: string;
  /** Name of the OS object (`OS config { ... }`); `config` when the file has none. */
  osName: string;
  oilVersion: string;
  osType: OsType;
  scalabilityClass: OsScalabilityClass;
  numberOfCores: number;
  /** Why the OS type is AUTOSAR (reason keys of `osOilReasons`), empty for OSEK. */
  osTypeReasons: string[];
  /** Why the scalability class is above SC1 (reason keys), empty for SC1. */
  scalabilityClassReasons: string[];
}

export interface OsOilImportOptions {
  /** Language of the diagnostics; zh_cn unless told. */
  language?: Language;
  /** Instance id given to the new containers; 0 unless told. */
  instanceId?: number;
  /** Id generator for new containers (tests pass a counter); random UUIDs unless told. */
  newId?: () => string;
  /**
   * The project's EcuC containers: OS applications on a core refer to its EcucCoreDefinition
   * (matched by EcucCoreId); missing ones are created and returned with the Os containers.
   */
  ecucContainers?: readonly ContainerValue[];
}

export interface OsOilImport {
  /** Os containers (and EcuC core containers the file needs that `ecucContainers` lacked). */
  containers: ContainerValue[];
  general: OsOilGeneral;
  /** Container id → where its OIL object, struct or attribute is. */
  sourceMap: Map<string, OilPosition>;
  diagnostics: Diagnostic[];
}

/** Marks the OS object's description the export writes with the product's general settings. */
export const OS_PRODUCT_SETTINGS_MARK = 'ECUC_STUDIO';

const DEFAULT_APP_MODE = 'OSDEFAULTAPPMODE';
const DEFAULT_OS_NAME = 'config';

/** Object types whose objects become Os containers, in the order they are created. */
const OBJECT_PATHS: Readonly<Record<string, string>> = {
  APPMODE: OS_PATHS.appMode,
  EVENT: OS_PATHS.event,
  RESOURCE: OS_PATHS.resource,
  COUNTER: OS_PATHS.counter,
  TASK: OS_PATHS.task,
  ISR: OS_PATHS.isr,
  ALARM: OS_PATHS.alarm,
  SCHEDULETABLE: OS_PATHS.scheduleTable,
  APPLICATION: OS_PATHS.application,
  SPINLOCK: OS_PATHS.spinlock,
  IOC: OS_PATHS.iocCommunication,
};

type Handler = (attribute: OilAttributeValue, target: ContainerValue, object: OilObject) => void;

function randomId(): string {
  return globalThis.crypto.randomUUID();
}

/** The text of a scalar OIL value as stored in a container (numbers keep their spelling). */
function scalarText(value: OilValue): string {
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

function subAttributes(value: OilValue): OilAttributeValue[] {
  return value.kind === 'boolean' || value.kind === 'identifier' || value.kind === 'struct'
    ? value.attributes
    : [];
}

/** Reads the OS product settings the export puts in the OS object's description. */
function productSettingsOf(description: string | undefined): Map<string, string> {
  const settings = new Map<string, string>();
  if (!description?.includes(OS_PRODUCT_SETTINGS_MARK)) return settings;
  for (const match of description.matchAll(/\b([A-Z_]+)=([A-Za-z0-9_.]+)/g)) {
    settings.set(match[1] ?? '', match[2] ?? '');
  }
  return settings;
}

class OsOilImporter {
  readonly containers: ContainerValue[] = [];
  readonly sourceMap = new Map<string, OilPosition>();
  readonly diagnostics: Diagnostic[] = [];
  /** OIL object type → object name → container id. */
  private readonly ids = new Map<string, Map<string, string>>();
  /** Parent id (or `/` + definition path for top-level containers) → short names used there. */
  private readonly siblings = new Map<string, string[]>();
  private readonly newId: () => string;
  private readonly instanceId: number;
  private readonly language: Language;
  private readonly osTypeReasons = new Set<string>();
  private readonly timingReasons = new Set<string>();
  private readonly memoryReasons = new Set<string>();
  private readonly coreIds = new Set<number>();
  private readonly ecucCores = new Map<number, string>();
  private ecucHardwareId: string | undefined;
  private explicitClass: { value: OsScalabilityClass; position: OilPosition } | undefined;

  constructor(
    private readonly oil: OilFile,
    private readonly options: OsOilImportOptions,
  ) {
    this.newId = options.newId ?? randomId;
    this.instanceId = options.instanceId ?? 0;
    this.language = options.language ?? DEFAULT_LANGUAGE;
    for (const container of options.ecucContainers ?? []) {
      if (container.definitionPath === OS_PATHS.ecucCore) {
        const coreId = Number(container.values.EcucCoreId);
        if (Number.isInteger(coreId)) this.ecucCores.set(coreId, container.id);
      }
      if (container.definitionPath === '/EcuC/EcucHardware') this.ecucHardwareId = container.id;
    }
  }

  // ------------------------------------------------------------ diagnostics

  private report(
    severity: Severity,
    code: string,
    key: OsOilMessageKey,
    params: Record<string, string | number>,
    at: OilPosition,
  ): void {
    this.diagnostics.push({
      severity,
      code,
      message: osOilText(this.language, key, params),
      file: at.file,
      line: at.line,
      col: at.col,
    });
  }

  private unmapped(attribute: OilAttributeValue, object: OilObject, prefix = ''): void {
    this.report(
      'info',
      'OS_OIL_NOT_IMPORTED',
      'unmappedAttribute',
      { type: object.type, name: object.name, attribute: prefix + attribute.name },
      attribute.position,
    );
  }

  private unexpected(attribute: OilAttributeValue, object: OilObject): void {
    this.report(
      'warning',
      'OS_OIL_UNEXPECTED_VALUE',
      'unexpectedValue',
      { type: object.type, name: object.name, attribute: attribute.name, value: scalarText(attribute.value) },
      attribute.valuePosition,
    );
  }

  // ------------------------------------------------------------ containers

  private add(
    definitionPath: string,
    shortName: string,
    parent: ContainerValue | null,
    at: OilPosition,
    module = 'Os',
    parentId: string | null = parent ? parent.id : null,
  ): ContainerValue {
    const key = parentId ?? `/${definitionPath}`;
    const names = this.siblings.get(key) ?? [];
    this.siblings.set(key, names);
    const container: ContainerValue = {
      id: this.newId(),
      module,
      instanceId: module === 'Os' ? this.instanceId : 0,
      definitionPath,
      parentId,
      shortName,
      position: names.length,
      values: {},
      references: {},
      version: 0,
    };
    names.push(shortName);
    this.containers.push(container);
    this.sourceMap.set(container.id, at);
    return container;
  }

  /** A child named after its definition (0..1 containers) or numbered (`Name_0`, ...). */
  private child(parent: ContainerValue, definitionName: string, at: OilPosition, numbered: boolean) {
    const names = this.siblings.get(parent.id) ?? [];
    const shortName = numbered ? nextUniqueName(definitionName, names) : definitionName;
    return this.add(`${parent.definitionPath}/${definitionName}`, shortName, parent, at);
  }

  private setValue(target: ContainerValue, name: string, value: ParamValue): void {
    target.values[name] = value;
  }

  private addReference(target: ContainerValue, name: string, id: string): void {
    const list = target.references[name] ?? [];
    if (!list.includes(id)) list.push(id);
    target.references[name] = list;
  }

  /** Resolves an OIL reference attribute to the container id of the named object of `type`. */
  private resolve(attribute: OilAttributeValue, object: OilObject, type: string): string | undefined {
    const name = scalarText(attribute.value);
    const id = this.ids.get(type)?.get(name);
    if (id === undefined && type === 'COUNTER' && attribute.value.kind === 'identifier') {
      // OSEK implementations predefine their system counter (goil's targets define it in their
      // own configuration, not in the application): take it as a hardware counter.
      const counter = this.add(OS_PATHS.counter, name, null, attribute.valuePosition);
      counter.values.OsCounterType = 'HARDWARE';
      this.ids.get('COUNTER')?.set(name, counter.id);
      this.report('info', 'OS_OIL_COUNTER_ADDED', 'counterAdded', { name }, attribute.valuePosition);
      return counter.id;
    }
    if (id === undefined) {
      this.report(
        'warning',
        'OS_OIL_UNRESOLVED_REFERENCE',
        'unresolvedReference',
        { type: object.type, name: object.name, attribute: attribute.name, target: name, targetType: type },
        attribute.valuePosition,
      );
    }
    return id;
  }

  private reference(
    attribute: OilAttributeValue,
    object: OilObject,
    target: ContainerValue,
    referenceName: string,
    type: string,
    single = false,
  ): void {
    const id = this.resolve(attribute, object, type);
    if (id === undefined) return;
    const existing = target.references[referenceName];
    if (single && existing && existing.length > 0 && !existing.includes(id)) {
      this.report(
        'warning',
        'OS_OIL_SINGLE_REFERENCE',
        'singleReference',
        {
          type: object.type,
          name: object.name,
          attribute: attribute.name,
          target: scalarText(attribute.value),
        },
        attribute.valuePosition,
      );
      return;
    }
    this.addReference(target, referenceName, id);
  }

  private integer(attribute: OilAttributeValue, object: OilObject, target: ContainerValue, name: string) {
    if (attribute.value.kind === 'integer') this.setValue(target, name, attribute.value.text);
    else this.unexpected(attribute, object);
  }

  private number(attribute: OilAttributeValue, object: OilObject, target: ContainerValue, name: string) {
    if (attribute.value.kind === 'integer' || attribute.value.kind === 'float')
      this.setValue(target, name, attribute.value.text);
    else this.unexpected(attribute, object);
  }

  private flag(attribute: OilAttributeValue, object: OilObject, target: ContainerValue, name: string) {
    if (attribute.value.kind === 'boolean') this.setValue(target, name, attribute.value.value);
    else this.unexpected(attribute, object);
  }

  private literal(
    attribute: OilAttributeValue,
    object: OilObject,
    target: ContainerValue,
    name: string,
    literals: Readonly<Record<string, string>>,
  ): string | undefined {
    const literal = literals[scalarText(attribute.value)];
    if (literal === undefined) this.unexpected(attribute, object);
    else this.setValue(target, name, literal);
    return literal;
  }

  /** Applies handlers to attributes; anything without a handler is reported as not imported. */
  private apply(
    attributes: readonly OilAttributeValue[],
    handlers: Readonly<Record<string, Handler>>,
    target: ContainerValue,
    object: OilObject,
    prefix = '',
  ): void {
    for (const attribute of attributes) {
      const handler = Object.prototype.hasOwnProperty.call(handlers, attribute.name)
        ? handlers[attribute.name]
        : undefined;
      if (handler) handler(attribute, target, object);
      else this.unmapped(attribute, object, prefix);
    }
  }

  // ------------------------------------------------------------ the import

  run(): OsOilGeneral {
    const application = this.oil.application;
    const origin: OilPosition = application?.position ?? { file: '', line: 1, col: 1 };
    if (!application) {
      this.report('warning', 'OS_OIL_NO_APPLICATION', 'noApplication', {}, origin);
    }
    const objects = application?.objects ?? {};

    // One OS per CPU; a target's included configuration may bring its own. Included ones are
    // read first and the application's own last, so that its settings win.
    const included = new Set(this.oil.includedFiles);
    const fromInclude = (o: OilObject) => included.has(o.definitions[0]?.file ?? '');
    const osObjects = Object.values(objects.OS ?? {}).sort(
      (a, b) => Number(fromInclude(b)) - Number(fromInclude(a)),
    );
    const osObject = osObjects[osObjects.length - 1];
    const os = this.add(OS_PATHS.os, 'OsOS', null, osObject?.definitions[0] ?? origin);
    const hooks = this.child(os, 'OsHooks', osObject?.definitions[0] ?? origin, false);

    // First pass: one container per object, so that references resolve whatever the order.
    let ioc: ContainerValue | undefined;
    for (const [type, path] of Object.entries(OBJECT_PATHS)) {
      const byName = new Map<string, string>();
      this.ids.set(type, byName);
      for (const object of Object.values(objects[type] ?? {})) {
        const at = object.definitions[0] ?? origin;
        let parent: ContainerValue | null = null;
        if (type === 'IOC') {
          ioc ??= this.add(OS_PATHS.ioc, 'OsIoc', null, at);
          parent = ioc;
        }
        byName.set(object.name, this.add(path, object.name, parent, at).id);
      }
    }
    if ((this.ids.get('APPMODE')?.size ?? 0) === 0) {
      this.report('info', 'OS_OIL_APPMODE_ADDED', 'appModeAdded', { name: DEFAULT_APP_MODE }, origin);
      this.ids
        .get('APPMODE')
        ?.set(DEFAULT_APP_MODE, this.add(OS_PATHS.appMode, DEFAULT_APP_MODE, null, origin).id);
    }
    for (const [type, byName] of Object.entries(objects)) {
      if (type === 'OS' || Object.prototype.hasOwnProperty.call(OBJECT_PATHS, type)) continue;
      for (const object of Object.values(byName)) {
        this.report(
          'info',
          'OS_OIL_NOT_IMPORTED',
          'unmappedObject',
          { type, name: object.name },
          object.definitions[0] ?? origin,
        );
      }
    }

    // Second pass: attributes.
    const byId = new Map(this.containers.map((c) => [c.id, c]));
    for (const type of Object.keys(OBJECT_PATHS)) {
      for (const object of Object.values(objects[type] ?? {})) {
        const target = byId.get(this.ids.get(type)?.get(object.name) ?? '');
        if (target) this.importObject(type, object, target);
      }
    }
    let settings = new Map<string, string>();
    for (const each of osObjects) settings = this.importOs(each, os, hooks);
    // OIL's USERESSCHEDULER is TRUE unless said otherwise (OSEK OIL 2.5).
    if (os.values.OsUseResScheduler === undefined) {
      const fallback = this.implementationDefault('OS', 'USERESSCHEDULER');
      os.values.OsUseResScheduler = fallback?.kind === 'boolean' ? fallback.value : true;
    }
    if (!osObject && application) this.report('info', 'OS_OIL_NO_OS', 'noOsObject', {}, origin);
    return this.conclude(os, osObject, settings, origin);
  }

  private importObject(type: string, object: OilObject, target: ContainerValue): void {
    switch (type) {
      case 'APPMODE':
        this.apply(object.attributes, {}, target, object);
        return;
      case 'EVENT':
        this.apply(object.attributes, { MASK: (a) => this.eventMask(a, object, target) }, target, object);
        return;
      case 'RESOURCE':
        this.importResource(object, target);
        return;
      case 'COUNTER':
        this.importCounter(object, target);
        return;
      case 'TASK':
        this.importTask(object, target);
        return;
      case 'ISR':
        this.importIsr(object, target);
        return;
      case 'ALARM':
        this.importAlarm(object, target);
        return;
      case 'SCHEDULETABLE':
        this.importScheduleTable(object, target);
        return;
      case 'APPLICATION':
        this.importApplication(object, target);
        return;
      case 'SPINLOCK':
        this.importSpinlock(object, target);
        return;
      case 'IOC':
        this.importIoc(object, target);
        return;
    }
  }

  private accessing(referenceName: string): Handler {
    return (a, target, object) => {
      this.osTypeReasons.add('applications');
      this.reference(a, object, target, referenceName, 'APPLICATION');
    };
  }

  private eventMask(attribute: OilAttributeValue, object: OilObject, target: ContainerValue): void {
    if (attribute.value.kind === 'auto') this.setValue(target, 'OsEventMask', 'AUTO');
    else this.integer(attribute, object, target, 'OsEventMask');
  }

  private importOs(object: OilObject, os: ContainerValue, hooks: ContainerValue): Map<string, string> {
    const hook =
      (name: string): Handler =>
      (a, _t, o) =>
        this.flag(a, o, hooks, name);
    this.apply(
      object.attributes,
      {
        STATUS: (a, t, o) =>
          this.literal(a, o, t, 'OsStatus', { STANDARD: 'STANDARD', EXTENDED: 'EXTENDED' }),
        STARTUPHOOK: hook('OsStartupHook'),
        ERRORHOOK: hook('OsErrorHook'),
        SHUTDOWNHOOK: hook('OsShutdownHook'),
        PRETASKHOOK: hook('OsPreTaskHook'),
        POSTTASKHOOK: hook('OsPostTaskHook'),
        PROTECTIONHOOK: (a, t, o) => {
          hook('OsProtectionHook')(a, t, o);
          if (a.value.kind === 'boolean' && a.value.value) this.osTypeReasons.add('protectionHook');
        },
        USEGETSERVICEID: (a, t, o) => this.flag(a, o, t, 'OsUseGetServiceId'),
        USEPARAMETERACCESS: (a, t, o) => this.flag(a, o, t, 'OsUseParameterAccess'),
        USERESSCHEDULER: (a, t, o) => this.flag(a, o, t, 'OsUseResScheduler'),
        STACKMONITORING: (a, t, o) => this.flag(a, o, t, 'OsStackMonitoring'),
        NUMBER_OF_CORES: (a, t, o) => {
          this.integer(a, o, t, 'OsNumberOfCores');
          if (a.value.kind === 'integer' && a.value.value > 1) this.osTypeReasons.add('cores');
        },
        CPU_FREQ_MHZ: (a, t, o) => this.integer(a, o, t, 'OsCpuFrequency'),
        SCALABILITYCLASS: (a, _t, o) => {
          const value = scalarText(a.value);
          if ((OS_SCALABILITY_CLASSES as readonly string[]).includes(value)) {
            this.explicitClass = { value: value as OsScalabilityClass, position: a.valuePosition };
            this.osTypeReasons.add('scalabilityClass');
          } else if (a.value.kind !== 'auto') this.unexpected(a, o);
        },
        MEMMAP: (a, _t, o) => {
          for (const sub of subAttributes(a.value)) {
            if (sub.name === 'MEMORY_PROTECTION' && sub.value.kind === 'boolean' && sub.value.value)
              this.memoryReasons.add('memoryProtection');
          }
          this.unmapped(a, o);
        },
      },
      os,
      object,
    );
    const settings = productSettingsOf(object.description);
    const frequency = settings.get('CPU_FREQ_MHZ');
    if (frequency !== undefined && os.values.OsCpuFrequency === undefined)
      os.values.OsCpuFrequency = frequency;
    const stack = settings.get('SYSTEM_STACK_SIZE');
    if (stack !== undefined) os.values.OsSystemStackSize = stack;
    return settings;
  }

  private importResource(object: OilObject, target: ContainerValue): void {
    this.apply(
      object.attributes,
      {
        RESOURCEPROPERTY: (a, t, o) => {
          const property = this.literal(a, o, t, 'OsResourceProperty', {
            STANDARD: 'STANDARD',
            LINKED: 'LINKED',
            INTERNAL: 'INTERNAL',
          });
          if (property === undefined) return;
          this.apply(
            subAttributes(a.value),
            {
              LINKEDRESOURCE: (s) => this.reference(s, o, t, 'OsResourceLinkedResourceRef', 'RESOURCE', true),
            },
            t,
            o,
            'RESOURCEPROPERTY.',
          );
        },
        ACCESSING_APPLICATION: this.accessing('OsResourceAccessingApplication'),
      },
      target,
      object,
    );
  }

  /** The default the file's own implementation part gives an attribute, if any. */
  private implementationDefault(type: string, attribute: string): OilValue | undefined {
    const definition = this.oil.implementation.objectTypes[type]?.attributes[attribute];
    return definition?.default.kind === 'value' ? definition.default.value : undefined;
  }

  private importCounter(object: OilObject, target: ContainerValue): void {
    const type = this.implementationDefault('COUNTER', 'TYPE');
    if (type?.kind === 'identifier' && (type.value === 'HARDWARE' || type.value === 'SOFTWARE'))
      target.values.OsCounterType = type.value;
    this.apply(
      object.attributes,
      {
        MAXALLOWEDVALUE: (a, t, o) => this.integer(a, o, t, 'OsCounterMaxAllowedValue'),
        TICKSPERBASE: (a, t, o) => this.integer(a, o, t, 'OsCounterTicksPerBase'),
        MINCYCLE: (a, t, o) => this.integer(a, o, t, 'OsCounterMinCycle'),
        TYPE: (a, t, o) =>
          this.literal(a, o, t, 'OsCounterType', { HARDWARE: 'HARDWARE', SOFTWARE: 'SOFTWARE' }),
        SECONDSPERTICK: (a, t, o) => this.number(a, o, t, 'OsSecondsPerTick'),
        ACCESSING_APPLICATION: this.accessing('OsCounterAccessingApplication'),
      },
      target,
      object,
    );
  }

  private autostartAppModes(
    attributes: readonly OilAttributeValue[],
    object: OilObject,
    autostart: ContainerValue,
    referenceName: string,
    prefix: string,
    more: Readonly<Record<string, Handler>> = {},
  ): void {
    this.apply(
      attributes,
      { APPMODE: (a, t, o) => this.reference(a, o, t, referenceName, 'APPMODE'), ...more },
      autostart,
      object,
      prefix,
    );
  }

  private timingProtection(
    attribute: OilAttributeValue,
    object: OilObject,
    target: ContainerValue,
    definitionName: string,
    budgets: Readonly<Record<string, string>>,
  ): void {
    if (attribute.value.kind !== 'boolean') return this.unexpected(attribute, object);
    if (!attribute.value.value) return;
    this.timingReasons.add('timingProtection');
    const protection = this.child(target, definitionName, attribute.position, false);
    const handlers: Record<string, Handler> = {};
    for (const [oilName, budget] of Object.entries(budgets)) {
      handlers[oilName] = (a, t, o) => this.number(a, o, t, budget);
    }
    this.apply(attribute.value.attributes, handlers, protection, object, `${attribute.name}.`);
  }

  private importTask(object: OilObject, target: ContainerValue): void {
    this.apply(
      object.attributes,
      {
        PRIORITY: (a, t, o) => this.integer(a, o, t, 'OsTaskPriority'),
        ACTIVATION: (a, t, o) => this.integer(a, o, t, 'OsTaskActivation'),
        SCHEDULE: (a, t, o) => this.literal(a, o, t, 'OsTaskSchedule', { FULL: 'FULL', NON: 'NON' }),
        STACKSIZE: (a, t, o) => this.integer(a, o, t, 'OsStacksize'),
        RESOURCE: (a, t, o) => this.reference(a, o, t, 'OsTaskResourceRef', 'RESOURCE'),
        EVENT: (a, t, o) => this.reference(a, o, t, 'OsTaskEventRef', 'EVENT'),
        ACCESSING_APPLICATION: this.accessing('OsTaskAccessingApplication'),
        AUTOSTART: (a, t, o) => {
          if (a.value.kind !== 'boolean') return this.unexpected(a, o);
          if (!a.value.value) return;
          const autostart = this.child(t, 'OsTaskAutostart', a.position, false);
          this.autostartAppModes(a.value.attributes, o, autostart, 'OsTaskAppModeRef', 'AUTOSTART.');
        },
        TIMING_PROTECTION: (a, t, o) =>
          this.timingProtection(a, o, t, 'OsTaskTimingProtection', {
            EXECUTIONBUDGET: 'OsTaskExecutionBudget',
            TIMEFRAME: 'OsTaskTimeFrame',
            MAXALLINTERRUPTLOCKTIME: 'OsTaskAllInterruptLockBudget',
            MAXOSINTERRUPTLOCKTIME: 'OsTaskOsInterruptLockBudget',
          }),
      },
      target,
      object,
    );
  }

  private importIsr(object: OilObject, target: ContainerValue): void {
    this.apply(
      object.attributes,
      {
        CATEGORY: (a, t, o) =>
          this.literal(a, o, t, 'OsIsrCategory', {
            '1': 'CATEGORY_1',
            '2': 'CATEGORY_2',
            CATEGORY_1: 'CATEGORY_1',
            CATEGORY_2: 'CATEGORY_2',
          }),
        PRIORITY: (a, t, o) => this.integer(a, o, t, 'OsIsrPriority'),
        STACKSIZE: (a, t, o) => this.integer(a, o, t, 'OsStacksize'),
        SOURCE: (a, t, o) => {
          if (a.value.kind === 'struct' || a.value.kind === 'auto') return this.unexpected(a, o);
          this.setValue(t, 'OsIsrInterruptSource', scalarText(a.value));
          for (const sub of subAttributes(a.value)) this.unmapped(sub, o, 'SOURCE.');
        },
        RESOURCE: (a, t, o) => this.reference(a, o, t, 'OsIsrResourceRef', 'RESOURCE'),
        TIMING_PROTECTION: (a, t, o) =>
          this.timingProtection(a, o, t, 'OsIsrTimingProtection', {
            EXECUTIONTIME: 'OsIsrExecutionBudget',
            EXECUTIONBUDGET: 'OsIsrExecutionBudget',
            TIMEFRAME: 'OsIsrTimeFrame',
            MAXALLINTERRUPTLOCKTIME: 'OsIsrAllInterruptLockBudget',
            MAXOSINTERRUPTLOCKTIME: 'OsIsrOsInterruptLockBudget',
          }),
      },
      target,
      object,
    );
  }

  private importAlarm(object: OilObject, target: ContainerValue): void {
    this.apply(
      object.attributes,
      {
        COUNTER: (a, t, o) => this.reference(a, o, t, 'OsAlarmCounterRef', 'COUNTER', true),
        ACCESSING_APPLICATION: this.accessing('OsAlarmAccessingApplication'),
        ACTION: (a, t, o) => {
          const choices: Readonly<Record<string, [string, Record<string, Handler>]>> = {
            ACTIVATETASK: [
              'OsAlarmActivateTask',
              { TASK: (s, c) => this.reference(s, o, c, 'OsAlarmActivateTaskRef', 'TASK', true) },
            ],
            SETEVENT: [
              'OsAlarmSetEvent',
              {
                TASK: (s, c) => this.reference(s, o, c, 'OsAlarmSetEventTaskRef', 'TASK', true),
                EVENT: (s, c) => this.reference(s, o, c, 'OsAlarmSetEventRef', 'EVENT', true),
              },
            ],
            ALARMCALLBACK: [
              'OsAlarmCallback',
              { ALARMCALLBACKNAME: (s, c) => this.setValue(c, 'OsAlarmCallbackName', scalarText(s.value)) },
            ],
            INCREMENTCOUNTER: [
              'OsAlarmIncrementCounter',
              { COUNTER: (s, c) => this.reference(s, o, c, 'OsAlarmIncrementCounterRef', 'COUNTER', true) },
            ],
          };
          const choice = choices[scalarText(a.value)];
          if (!choice || a.value.kind !== 'identifier') return this.unexpected(a, o);
          const action = this.child(t, 'OsAlarmAction', a.position, false);
          const chosen = this.child(action, choice[0], a.valuePosition, false);
          this.apply(a.value.attributes, choice[1], chosen, o, 'ACTION.');
        },
        AUTOSTART: (a, t, o) => {
          if (a.value.kind !== 'boolean') return this.unexpected(a, o);
          if (!a.value.value) return;
          const autostart = this.child(t, 'OsAlarmAutostart', a.position, false);
          // OSEK OIL gives ALARMTIME as the counter value of the first expiry.
          this.setValue(autostart, 'OsAlarmAutostartType', 'ABSOLUTE');
          this.autostartAppModes(a.value.attributes, o, autostart, 'OsAlarmAppModeRef', 'AUTOSTART.', {
            ALARMTIME: (s, c) => this.integer(s, o, c, 'OsAlarmAlarmTime'),
            CYCLETIME: (s, c) => this.integer(s, o, c, 'OsAlarmCycleTime'),
            TYPE: (s, c) =>
              this.literal(s, o, c, 'OsAlarmAutostartType', { ABSOLUTE: 'ABSOLUTE', RELATIVE: 'RELATIVE' }),
          });
        },
      },
      target,
      object,
    );
  }

  private importScheduleTable(object: OilObject, target: ContainerValue): void {
    this.osTypeReasons.add('scheduleTables');
    const repeating: Handler = (a, t, o) => this.flag(a, o, t, 'OsScheduleTableRepeating');
    const duration: Handler = (a, t, o) => this.integer(a, o, t, 'OsScheduleTableDuration');
    this.apply(
      object.attributes,
      {
        COUNTER: (a, t, o) => this.reference(a, o, t, 'OsScheduleTableCounterRef', 'COUNTER', true),
        LENGTH: duration,
        DURATION: duration,
        PERIODIC: repeating,
        REPEATING: repeating,
        ACCESSING_APPLICATION: this.accessing('OsSchTblAccessingApplication'),
        AUTOSTART: (a, t, o) => this.scheduleTableAutostart(a, o, t),
        LOCAL_TO_GLOBAL_TIME_SYNCHRONIZATION: (a, t, o) => {
          if (a.value.kind !== 'boolean') return this.unexpected(a, o);
          if (!a.value.value) return;
          this.timingReasons.add('synchronisation');
          const sync = this.child(t, 'OsScheduleTableSync', a.position, false);
          this.apply(
            a.value.attributes,
            {
              SYNC_STRATEGY: (s, c) =>
                this.literal(s, o, c, 'OsScheduleTblSyncStrategy', {
                  NONE: 'NONE',
                  IMPLICIT: 'IMPLICIT',
                  EXPLICIT: 'EXPLICIT',
                }),
              PRECISION: (s, c) => this.integer(s, o, c, 'OsScheduleTblExplicitPrecision'),
            },
            sync,
            o,
            `${a.name}.`,
          );
          sync.values.OsScheduleTblSyncStrategy ??= 'NONE';
        },
        EXPIRY_POINT: (a, t, o) => this.expiryPoint(a, o, t),
      },
      target,
      object,
    );
  }

  private scheduleTableAutostart(
    attribute: OilAttributeValue,
    object: OilObject,
    table: ContainerValue,
  ): void {
    const value = attribute.value;
    // goil: ENUM [NONE, ABSOLUTE { START }, RELATIVE { OFFSET }, SYNCHRON]; other tools: BOOLEAN TRUE { TYPE }.
    if (value.kind === 'boolean' && !value.value) return;
    if (value.kind === 'identifier' && value.value === 'NONE') return;
    const type =
      value.kind === 'identifier' ? value.value : value.kind === 'boolean' ? 'RELATIVE' : undefined;
    if (type !== 'ABSOLUTE' && type !== 'RELATIVE' && type !== 'SYNCHRON') {
      return this.unexpected(attribute, object);
    }
    const autostart = this.child(table, 'OsScheduleTableAutostart', attribute.position, false);
    this.setValue(autostart, 'OsScheduleTableAutostartType', type);
    const start: Handler = (s, c) => this.integer(s, object, c, 'OsScheduleTableStartValue');
    this.autostartAppModes(
      subAttributes(value),
      object,
      autostart,
      'OsScheduleTableAppModeRef',
      'AUTOSTART.',
      {
        START: start,
        OFFSET: start,
        START_VALUE: start,
        TYPE: (s, c) =>
          this.literal(s, object, c, 'OsScheduleTableAutostartType', {
            ABSOLUTE: 'ABSOLUTE',
            RELATIVE: 'RELATIVE',
            SYNCHRON: 'SYNCHRON',
          }),
      },
    );
  }

  private expiryPoint(attribute: OilAttributeValue, object: OilObject, table: ContainerValue): void {
    const value = attribute.value;
    if (value.kind !== 'struct') return this.unexpected(attribute, object);
    const point = this.add(
      `${table.definitionPath}/OsScheduleTableExpiryPoint`,
      value.name,
      table,
      attribute.position,
    );
    this.apply(
      value.attributes,
      {
        OFFSET: (s, c) => this.integer(s, object, c, 'OsScheduleTblExpPointOffset'),
        ACTION: (s, c) => {
          const kind = scalarText(s.value);
          if (s.value.kind !== 'identifier' || (kind !== 'ACTIVATETASK' && kind !== 'SETEVENT'))
            return this.unexpected(s, object);
          if (kind === 'ACTIVATETASK') {
            const activation = this.child(c, 'OsScheduleTableTaskActivation', s.position, true);
            this.apply(
              s.value.attributes,
              {
                TASK: (x, t) => this.reference(x, object, t, 'OsScheduleTableActivateTaskRef', 'TASK', true),
              },
              activation,
              object,
              'EXPIRY_POINT.ACTION.',
            );
          } else {
            const setting = this.child(c, 'OsScheduleTableEventSetting', s.position, true);
            this.apply(
              s.value.attributes,
              {
                TASK: (x, t) => this.reference(x, object, t, 'OsScheduleTableSetEventTaskRef', 'TASK', true),
                EVENT: (x, t) => this.reference(x, object, t, 'OsScheduleTableSetEventRef', 'EVENT', true),
              },
              setting,
              object,
              'EXPIRY_POINT.ACTION.',
            );
          }
        },
        ADJUSTABLE: (s, c) => {
          if (s.value.kind !== 'boolean') return this.unexpected(s, object);
          if (!s.value.value) return;
          const adjustable = this.child(c, 'OsScheduleTblAdjustableExpPoint', s.position, false);
          this.apply(
            s.value.attributes,
            {
              // Advancing an expiry point shortens the delay before it, retarding lengthens it.
              MAX_ADVANCE: (x, t) => this.integer(x, object, t, 'OsScheduleTableMaxShorten'),
              MAX_RETARD: (x, t) => this.integer(x, object, t, 'OsScheduleTableMaxLengthen'),
              MAX_SHORTEN: (x, t) => this.integer(x, object, t, 'OsScheduleTableMaxShorten'),
              MAX_LENGTHEN: (x, t) => this.integer(x, object, t, 'OsScheduleTableMaxLengthen'),
            },
            adjustable,
            object,
            'EXPIRY_POINT.ADJUSTABLE.',
          );
        },
      },
      point,
      object,
      'EXPIRY_POINT.',
    );
  }

  private importApplication(object: OilObject, target: ContainerValue): void {
    this.osTypeReasons.add('applications');
    const at = object.definitions[0] ?? { file: '', line: 1, col: 1 };
    const hooks = this.child(target, 'OsApplicationHooks', at, false);
    const owned =
      (referenceName: string, type: string): Handler =>
      (a, t, o) =>
        this.reference(a, o, t, referenceName, type);
    const hook =
      (name: string): Handler =>
      (a, _t, o) =>
        this.flag(a, o, hooks, name);
    this.apply(
      object.attributes,
      {
        TRUSTED: (a, t, o) => {
          this.flag(a, o, t, 'OsTrusted');
          if (a.value.kind !== 'boolean') return;
          if (!a.value.value) this.memoryReasons.add('untrusted');
          this.apply(
            a.value.attributes,
            {
              TRUSTED_FUNCTION: (s, c) => {
                this.memoryReasons.add('trustedFunctions');
                const name = scalarText(s.value);
                const fn = this.add(`${c.definitionPath}/OsApplicationTrustedFunction`, name, c, s.position);
                this.setValue(fn, 'OsTrustedFunctionName', name);
              },
              WITH_PROTECTION: (s, c) => this.flag(s, o, c, 'OsTrustedApplicationWithProtection'),
            },
            t,
            o,
            'TRUSTED.',
          );
        },
        STARTUPHOOK: hook('OsAppStartupHook'),
        SHUTDOWNHOOK: hook('OsAppShutdownHook'),
        ERRORHOOK: hook('OsAppErrorHook'),
        HAS_RESTARTTASK: (a, t, o) => {
          if (a.value.kind !== 'boolean') return this.unexpected(a, o);
          this.apply(
            a.value.attributes,
            { RESTARTTASK: (s, c) => this.reference(s, o, c, 'OsRestartTask', 'TASK', true) },
            t,
            o,
            'HAS_RESTARTTASK.',
          );
        },
        TASK: owned('OsAppTaskRef', 'TASK'),
        ISR: owned('OsAppIsrRef', 'ISR'),
        ALARM: owned('OsAppAlarmRef', 'ALARM'),
        SCHEDULETABLE: owned('OsAppScheduleTableRef', 'SCHEDULETABLE'),
        COUNTER: owned('OsAppCounterRef', 'COUNTER'),
        RESOURCE: owned('OsAppResourceRef', 'RESOURCE'),
        CORE: (a, t, o) => {
          if (a.value.kind !== 'integer' || !Number.isSafeInteger(a.value.value) || a.value.value < 0)
            return this.unexpected(a, o);
          this.coreIds.add(a.value.value);
          this.addReference(t, 'OsApplicationCoreRef', this.ecucCore(a.value.value, a.valuePosition));
        },
        // goil lists the IOCs an application takes part in; Os derives it from the IOC's senders and receivers.
        IOC: (a, _t, o) => {
          this.resolve(a, o, 'IOC');
          this.unmapped(a, o);
        },
      },
      target,
      object,
    );
    if (target.values.OsTrusted === undefined) {
      // Not said: the implementation's default (goil: FALSE), else non-trusted as in AUTOSAR OIL.
      const fallback = this.implementationDefault('APPLICATION', 'TRUSTED');
      target.values.OsTrusted = fallback?.kind === 'boolean' ? fallback.value : false;
      if (target.values.OsTrusted === false) this.memoryReasons.add('untrusted');
    }
  }

  /** The EcucCoreDefinition container of a core id, created (with EcucHardware) when missing. */
  private ecucCore(coreId: number, at: OilPosition): string {
    const known = this.ecucCores.get(coreId);
    if (known !== undefined) return known;
    this.ecucHardwareId ??= this.add('/EcuC/EcucHardware', 'EcucHardware', null, at, 'EcuC').id;
    const taken = new Set((this.options.ecucContainers ?? []).map((c) => c.shortName));
    let name = `Core${coreId}`;
    while (taken.has(name)) name = `${name}_`;
    const core = this.add(OS_PATHS.ecucCore, name, null, at, 'EcuC', this.ecucHardwareId);
    core.values.EcucCoreId = String(coreId);
    this.ecucCores.set(coreId, core.id);
    this.report('info', 'OS_OIL_CORE_ADDED', 'coreAdded', { core: coreId, name }, at);
    return core.id;
  }

  private importSpinlock(object: OilObject, target: ContainerValue): void {
    this.osTypeReasons.add('spinlocks');
    const successor: Handler = (a, t, o) => this.reference(a, o, t, 'OsSpinlockSuccessor', 'SPINLOCK', true);
    this.apply(
      object.attributes,
      {
        ACCESSING_APPLICATION: (a, t, o) =>
          this.reference(a, o, t, 'OsSpinlockAccessingApplication', 'APPLICATION'),
        SUCCESSOR: successor,
        NEXT_SPINLOCK: successor,
        LOCKMETHOD: (a, t, o) =>
          this.literal(a, o, t, 'OsSpinlockLockMethod', {
            LOCK_ALL_INTERRUPTS: 'LOCK_ALL_INTERRUPTS',
            LOCK_CAT2_INTERRUPTS: 'LOCK_CAT2_INTERRUPTS',
            LOCK_WITH_RES_SCHEDULER: 'LOCK_WITH_RES_SCHEDULER',
            LOCK_NOTHING: 'LOCK_NOTHING',
          }),
      },
      target,
      object,
    );
  }

  private importIoc(object: OilObject, target: ContainerValue): void {
    this.osTypeReasons.add('ioc');
    let initValue: string | undefined;
    const dataProperties: ContainerValue[] = [];
    this.apply(
      object.attributes,
      {
        DATATYPENAME: (a, t, o) => {
          if (a.value.kind !== 'struct') return this.unexpected(a, o);
          // The data type name (often uint32...) is the reference; the container gets a neutral name.
          const data = this.child(t, 'OsIocDataProperties', a.position, true);
          data.values.OsIocDataPropertyIndex = String(dataProperties.length);
          data.references.OsIocDataTypeRef = [a.value.name];
          dataProperties.push(data);
          for (const sub of a.value.attributes) this.unmapped(sub, o, 'DATATYPENAME.');
        },
        SEMANTICS: (a, t, o) => {
          const kind = scalarText(a.value);
          if (a.value.kind !== 'identifier' || (kind !== 'QUEUED' && kind !== 'LAST_IS_BEST'))
            return this.unexpected(a, o);
          this.apply(
            a.value.attributes,
            {
              BUFFER_LENGTH: (s, c) => this.integer(s, o, c, 'OsIocBufferLength'),
              INIT_VALUE_SYMBOL: (s) => {
                if (s.value.kind === 'string' || s.value.kind === 'identifier')
                  initValue = scalarText(s.value);
              },
            },
            t,
            o,
            'SEMANTICS.',
          );
          if (kind === 'QUEUED') t.values.OsIocBufferLength ??= '1';
        },
        RECEIVER: (a, t, o) => {
          if (a.value.kind !== 'struct') return this.unexpected(a, o);
          const receiver = this.add(
            `${t.definitionPath}/OsIocReceiverProperties`,
            a.value.name,
            t,
            a.position,
          );
          this.apply(
            a.value.attributes,
            {
              RCV_OSAPPLICATION: (s, c) =>
                this.reference(s, o, c, 'OsIocReceivingOsApplicationRef', 'APPLICATION', true),
              RECEIVER_PULL_CB: (s, c) => {
                if (s.value.kind !== 'auto') this.setValue(c, 'OsIocReceiverPullCB', scalarText(s.value));
              },
              ACTION: (s) => {
                if (scalarText(s.value) !== 'NONE') this.unmapped(s, o, 'RECEIVER.');
              },
            },
            receiver,
            o,
            'RECEIVER.',
          );
        },
        SENDER: (a, t, o) => {
          if (a.value.kind !== 'struct') return this.unexpected(a, o);
          const sender = this.add(`${t.definitionPath}/OsIocSenderProperties`, a.value.name, t, a.position);
          this.apply(
            a.value.attributes,
            {
              SND_OSAPPLICATION: (s, c) =>
                this.reference(s, o, c, 'OsIocSendingOsApplicationRef', 'APPLICATION', true),
              SENDER_ID: (s, c) => {
                if (s.value.kind !== 'auto') this.integer(s, o, c, 'OsIocSenderId');
              },
            },
            sender,
            o,
            'SENDER.',
          );
        },
      },
      target,
      object,
    );
    if (initValue !== undefined) {
      for (const data of dataProperties) data.values.OsIocInitValue = initValue;
    }
  }

  // ------------------------------------------------------------ OS type and scalability class

  private conclude(
    os: ContainerValue,
    osObject: OilObject | undefined,
    settings: Map<string, string>,
    origin: OilPosition,
  ): OsOilGeneral {
    const objects = this.oil.application?.objects ?? {};
    if (Object.keys(objects.COUNTER ?? {}).length > 1) this.osTypeReasons.add('counters');
    const maxCore = Math.max(-1, ...this.coreIds);
    const declaredCores = Number(os.values.OsNumberOfCores ?? '1');
    const numberOfCores = Math.max(Number.isFinite(declaredCores) ? declaredCores : 1, maxCore + 1, 1);
    if (numberOfCores > 1) this.osTypeReasons.add('cores');
    os.values.OsNumberOfCores = String(numberOfCores);

    const timing = [...this.timingReasons];
    const memory = [...this.memoryReasons];
    const classReasons = [...timing, ...memory];
    const reasonsText = (keys: readonly string[]) =>
      keys.map((key) => osOilReasons[this.language][key] ?? key).join(', ');
    // SC2 adds timing protection to SC1, SC3 memory protection, SC4 both.
    const given = this.explicitClass;
    const hasTiming = timing.length > 0 || given?.value === 'SC2' || given?.value === 'SC4';
    const hasMemory = memory.length > 0 || given?.value === 'SC3' || given?.value === 'SC4';
    const scalabilityClass: OsScalabilityClass =
      OS_SCALABILITY_CLASSES[(hasTiming ? 1 : 0) + (hasMemory ? 2 : 0)] ?? 'SC4';
    if (timing.length > 0) this.osTypeReasons.add('timingProtection');
    if (memory.length > 0) this.osTypeReasons.add(memory[0] ?? 'memoryProtection');
    if (given && given.value !== scalabilityClass) {
      this.report(
        'info',
        'OS_OIL_CLASS_RAISED',
        'classRaised',
        { given: given.value, needed: scalabilityClass, reasons: reasonsText(classReasons) },
        given.position,
      );
    } else if (!given && scalabilityClass !== 'SC1') {
      this.report(
        'info',
        'OS_OIL_CLASS_NEEDED',
        'classNeeded',
        { needed: scalabilityClass, reasons: reasonsText(classReasons) },
        osObject?.definitions[0] ?? origin,
      );
    }
    const osTypeReasons = [...this.osTypeReasons];
    const osType: OsType =
      osTypeReasons.length > 0 || settings.get('OS_TYPE') === 'AUTOSAR' ? 'AUTOSAR' : 'OSEK';
    if (osTypeReasons.length > 0) {
      this.report(
        'info',
        'OS_OIL_AUTOSAR_NEEDED',
        'osTypeNeeded',
        { reasons: reasonsText(osTypeReasons) },
        osObject?.definitions[0] ?? origin,
      );
    }
    os.values.OsType = osType;
    os.values.OsScalabilityClass = scalabilityClass;
    return {
      cpuName: this.oil.application?.cpuName ?? 'cpu',
      osName: osObject?.name ?? DEFAULT_OS_NAME,
      oilVersion: this.oil.oilVersion ?? (osType === 'AUTOSAR' ? '4.0' : '2.5'),
      osType,
      scalabilityClass,
      numberOfCores,
      osTypeReasons,
      scalabilityClassReasons: classReasons,
    };
  }
}

/**
 * Maps an OIL file (as `readOil` returns it) to Os containers. Never throws: input it cannot use
 * is reported, and a file without a CPU part gives the Os general containers with defaults.
 */
export function osContainersFromOil(oil: OilFile, options: OsOilImportOptions = {}): OsOilImport {
  const importer = new OsOilImporter(oil, options);
  const general = importer.run();
  return {
    containers: importer.containers,
    general,
    sourceMap: importer.sourceMap,
    diagnostics: importer.diagnostics,
  };
}
