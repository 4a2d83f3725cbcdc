/**
 * OIL (OSEK 2.5 and the AUTOSAR OIL 3.x/4.x dialects goil reads) → Os containers.
 *
 * Every OIL object of a standard type becomes an Os container (references by container id), as
 * the tables of `mapping.ts` say; every attribute or object without an Os counterpart is an `info`
 * diagnostic at its position, so nothing is dropped silently. The OS type and scalability class
 * are then decided from what the file uses (`classifyOs`). Containers are made by the core
 * `ContainerBuilder`. Pure: never throws on odd input, never reads files.
 */
import type { Diagnostic, Severity } from '../../../formats/diagnostic.js';
import type {
  OilAttributeValue,
  OilFile,
  OilObject,
  OilPosition,
  OilValue,
} from '../../../formats/oil/index.js';
import { ContainerBuilder } from '../../../ecuc/container-builder.js';
import type { ContainerValue, ParamValue } from '../../../ecuc/store-types.js';
import { DEFAULT_LANGUAGE, type Language } from '../../../i18n/index.js';
import { OS_PATHS, type OsScalabilityClass, type OsType } from '../definition.js';
import { classifyOs, type OsClassification, type OsEvidence } from './classify.js';
import {
  OIL_OBJECT_MAPPINGS,
  OS_OBJECT_MAPPING,
  ObjectScope,
  objectMappingOf,
  scalarText,
  subAttributes,
  type AttributeMapping,
  type EvidenceRule,
  type ImplementationDefault,
  type ObjectMapping,
  type OilMappingContext,
  type OilObjectType,
} from './mapping.js';
import { osOilReasons, osOilText, type OsOilMessageKey } from './messages.js';

export { OS_PRODUCT_SETTINGS_MARK } from './mapping.js';

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
  /** What the file showed about the OS it needs, in the order met (the input of `classifyOs`). */
  evidence: OsEvidence[];
}

const DEFAULT_APP_MODE = 'OSDEFAULTAPPMODE';
const DEFAULT_OS_NAME = 'config';
const NOWHERE: OilPosition = { file: '', line: 1, col: 1 };

/** Walks an OIL file through the mapping tables. */
class OsOilImporter implements OilMappingContext {
  readonly builder: ContainerBuilder<OilPosition>;
  readonly diagnostics: Diagnostic[] = [];
  readonly evidence: OsEvidence[] = [];
  /** OIL object type → object name → container id. */
  private readonly ids = new Map<string, Map<string, string>>();
  private readonly language: Language;
  private readonly ecucCores = new Map<number, string>();
  private ecucHardwareId: string | undefined;
  /** Defaults taken that have another value without memory protection, decided once the class is. */
  private readonly protectionDefaults: {
    rule: ImplementationDefault;
    object: OilObject;
    target: ContainerValue;
  }[] = [];

  constructor(
    private readonly oil: OilFile,
    private readonly options: OsOilImportOptions,
  ) {
    this.language = options.language ?? DEFAULT_LANGUAGE;
    this.builder = new ContainerBuilder<OilPosition>({
      module: 'Os',
      instanceId: options.instanceId ?? 0,
      ...(options.newId ? { newId: options.newId } : {}),
      existing: options.ecucContainers ?? [],
    });
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

  unmapped(attribute: OilAttributeValue, object: OilObject, prefix = ''): void {
    this.report(
      'info',
      'OS_OIL_NOT_IMPORTED',
      'unmappedAttribute',
      { type: object.type, name: object.name, attribute: prefix + attribute.name },
      attribute.position,
    );
  }

  unexpected(attribute: OilAttributeValue, object: OilObject): void {
    this.report(
      'warning',
      'OS_OIL_UNEXPECTED_VALUE',
      'unexpectedValue',
      { type: object.type, name: object.name, attribute: attribute.name, value: scalarText(attribute.value) },
      attribute.valuePosition,
    );
  }

  notice(evidence: OsEvidence): void {
    this.evidence.push(evidence);
  }

  /** Records what a rule shows, when it applies to the value (`understood` without a `when`). */
  private weigh(
    rules: readonly EvidenceRule[] | undefined,
    value: OilValue,
    understood: boolean,
    read?: ParamValue | null,
    at?: OilPosition,
  ): void {
    if (!rules) return;
    for (const rule of rules) {
      if (rule.kind === 'statedClass') {
        if (understood && typeof read === 'string' && at)
          this.notice({ kind: 'statedClass', value: read as OsScalabilityClass, at });
      } else if (rule.when ? rule.when(value) : understood) {
        this.notice({ kind: rule.kind, reason: rule.reason });
      }
    }
  }

  // ------------------------------------------------------------ containers

  readonly subContainer: OilMappingContext['subContainer'] = (
    scope,
    parent,
    definitionName,
    at,
    numbered,
  ) => {
    const child = this.builder.child(parent, definitionName, { numbered, at });
    scope.record(definitionName, child);
    return child;
  };

  addReference(target: ContainerValue, name: string, id: string): void {
    const list = target.references[name] ?? [];
    if (!list.includes(id)) list.push(id);
    target.references[name] = list;
  }

  /** Resolves an OIL reference attribute to the container id of the named object of `type`. */
  resolve(attribute: OilAttributeValue, object: OilObject, type: OilObjectType): string | undefined {
    const name = scalarText(attribute.value);
    const byName = this.ids.get(type);
    const id = byName?.get(name);
    if (id !== undefined) return id;
    const predefined = OIL_OBJECT_MAPPINGS[type].predefined;
    if (predefined && attribute.value.kind === 'identifier') {
      // The implementation's own object (goil's targets define their system counter themselves).
      const made = this.builder.add({
        definitionPath: OIL_OBJECT_MAPPINGS[type].container,
        shortName: name,
        values: { ...predefined },
        at: attribute.valuePosition,
      });
      byName?.set(name, made.id);
      this.report('info', 'OS_OIL_COUNTER_ADDED', 'counterAdded', { name }, attribute.valuePosition);
      return made.id;
    }
    this.report(
      'warning',
      'OS_OIL_UNRESOLVED_REFERENCE',
      'unresolvedReference',
      { type: object.type, name: object.name, attribute: attribute.name, target: name, targetType: type },
      attribute.valuePosition,
    );
    return undefined;
  }

  /** The EcucCoreDefinition container of a core id, created (with EcucHardware) when missing. */
  ecucCore(coreId: number, at: OilPosition): string {
    const known = this.ecucCores.get(coreId);
    if (known !== undefined) return known;
    this.ecucHardwareId ??= this.builder.add({
      definitionPath: '/EcuC/EcucHardware',
      shortName: 'EcucHardware',
      module: 'EcuC',
      at,
    }).id;
    const taken = new Set((this.options.ecucContainers ?? []).map((c) => c.shortName));
    let name = `Core${coreId}`;
    while (taken.has(name)) name = `${name}_`;
    const core = this.builder.add({
      definitionPath: OS_PATHS.ecucCore,
      parentId: this.ecucHardwareId,
      shortName: name,
      module: 'EcuC',
      values: { EcucCoreId: String(coreId) },
      at,
    });
    this.ecucCores.set(coreId, core.id);
    this.report('info', 'OS_OIL_CORE_ADDED', 'coreAdded', { core: coreId, name }, at);
    return core.id;
  }

  // ------------------------------------------------------------ the tables

  /** Maps attributes through a table; anything the table does not name is reported as not imported. */
  readonly apply: OilMappingContext['apply'] = (attributes, table, target, scope, prefix) => {
    for (const attribute of attributes) {
      const mapping = Object.prototype.hasOwnProperty.call(table, attribute.name)
        ? table[attribute.name]
        : undefined;
      if (mapping) this.map(mapping, attribute, target, scope, prefix);
      else this.unmapped(attribute, scope.object, prefix);
    }
  };

  private map(
    mapping: AttributeMapping,
    attribute: OilAttributeValue,
    target: ContainerValue,
    scope: ObjectScope,
    prefix: string,
  ): void {
    const value = attribute.value;
    const object = scope.object;
    const inner = (): string => `${prefix}${attribute.name}.`;
    switch (mapping.to) {
      case 'parameter': {
        const read = mapping.read(value);
        this.weigh(
          mapping.evidence,
          value,
          read !== undefined && read !== null,
          read,
          attribute.valuePosition,
        );
        if (read === undefined) return this.unexpected(attribute, object);
        if (read === null) return;
        const holder = mapping.on ? (scope.made(mapping.on)[0] ?? target) : target;
        if (mapping.param) holder.values[mapping.param] = read;
        if (mapping.attributes) this.apply(subAttributes(value), mapping.attributes, target, scope, inner());
        if (mapping.fill) fill(target, mapping.fill[String(read)]);
        return;
      }
      case 'reference': {
        this.weigh(mapping.evidence, value, true);
        const id = this.resolve(attribute, object, mapping.target);
        if (id === undefined) return;
        const existing = target.references[mapping.reference];
        if (mapping.single && existing && existing.length > 0 && !existing.includes(id)) {
          this.report(
            'warning',
            'OS_OIL_SINGLE_REFERENCE',
            'singleReference',
            { type: object.type, name: object.name, attribute: attribute.name, target: scalarText(value) },
            attribute.valuePosition,
          );
          return;
        }
        this.addReference(target, mapping.reference, id);
        return;
      }
      case 'subContainer': {
        const opened = mapping.opens(value);
        if (opened === undefined) return this.unexpected(attribute, object);
        if (opened === 'none') return;
        this.weigh(mapping.evidence, value, true);
        const child = this.subContainer(scope, target, mapping.container, attribute.position, false);
        Object.assign(child.values, mapping.values, opened);
        this.apply(subAttributes(value), mapping.attributes, child, scope, inner());
        fill(child, mapping.fill);
        return;
      }
      case 'named': {
        if (mapping.structOnly && value.kind !== 'struct') return this.unexpected(attribute, object);
        this.weigh(mapping.evidence, value, true);
        const name = scalarText(value);
        const child = this.builder.add({
          definitionPath: `${target.definitionPath}/${mapping.container}`,
          parentId: target.id,
          shortName: name,
          module: target.module,
          instanceId: target.instanceId,
          at: attribute.position,
        });
        if (mapping.nameParam) child.values[mapping.nameParam] = name;
        if (mapping.attributes) this.apply(subAttributes(value), mapping.attributes, child, scope, inner());
        return;
      }
      case 'choice': {
        const key = scalarText(value);
        const choice = Object.prototype.hasOwnProperty.call(mapping.choices, key)
          ? mapping.choices[key]
          : undefined;
        if (!choice || value.kind !== 'identifier') return this.unexpected(attribute, object);
        this.weigh(mapping.evidence, value, true);
        const holder = mapping.holder
          ? this.subContainer(scope, target, mapping.holder, attribute.position, false)
          : undefined;
        const chosen = this.subContainer(
          scope,
          holder ?? target,
          choice.container,
          holder ? attribute.valuePosition : attribute.position,
          choice.numbered ?? false,
        );
        this.apply(value.attributes, choice.attributes, chosen, scope, inner());
        return;
      }
      case 'notImported':
        this.weigh(mapping.evidence, value, true);
        if (!mapping.silentFor?.includes(scalarText(value))) this.unmapped(attribute, object, prefix);
        return;
      case 'custom':
        mapping.apply(this, attribute, target, scope, prefix);
        return;
    }
  }

  /** The default the file's own implementation part gives an attribute, if any. */
  private implementationDefault(type: string, attribute: string): OilValue | undefined {
    const definition = this.oil.implementation.objectTypes[type]?.attributes[attribute];
    return definition?.default.kind === 'value' ? definition.default.value : undefined;
  }

  /**
   * Parameters an object left unset, from the implementation's defaults. A default is no evidence:
   * the file does not declare it. One with a value of its own without memory protection waits for
   * the class (`applyProtectionDefaults`).
   */
  private applyImplementationDefaults(
    mapping: ObjectMapping,
    type: string,
    target: ContainerValue,
    object?: OilObject,
  ): void {
    if (!mapping.implementationDefaults) return;
    for (const rule of mapping.implementationDefaults) {
      if (target.values[rule.param] !== undefined) continue;
      const given = this.implementationDefault(type, rule.attribute);
      const read = given ? rule.read(given) : undefined;
      const value = read ?? rule.otherwise;
      if (value === undefined) continue;
      target.values[rule.param] = value;
      if (object && rule.withoutMemoryProtection !== undefined)
        this.protectionDefaults.push({ rule, object, target });
    }
  }

  /** Below SC3 (no memory protection), the defaults that have a value of their own there, said. */
  private applyProtectionDefaults(scalabilityClass: OsScalabilityClass): void {
    if (scalabilityClass === 'SC3' || scalabilityClass === 'SC4') return;
    for (const { rule, object, target } of this.protectionDefaults) {
      const value = rule.withoutMemoryProtection;
      if (value === undefined || target.values[rule.param] === value) continue;
      target.values[rule.param] = value;
      this.report(
        'info',
        'OS_OIL_DEFAULT_WITHOUT_PROTECTION',
        'defaultWithoutProtection',
        {
          type: object.type,
          name: object.name,
          attribute: rule.attribute,
          value: typeof value === 'boolean' ? (value ? 'TRUE' : 'FALSE') : String(value),
          class: scalabilityClass,
        },
        object.definitions[0] ?? NOWHERE,
      );
    }
  }

  /** Maps one object's attributes onto its container. */
  private mapObject(mapping: ObjectMapping, object: OilObject, target: ContainerValue, scope: ObjectScope) {
    this.weigh(mapping.evidence, AUTO, true);
    if (mapping.fixed) {
      for (const name of mapping.fixed) {
        if (scope.made(name).length === 0)
          this.subContainer(scope, target, name, object.definitions[0] ?? NOWHERE, false);
      }
    }
    this.apply(object.attributes, mapping.attributes, target, scope, '');
    mapping.finish?.(scope, target);
  }

  // ------------------------------------------------------------ the import

  run(): { general: OsOilGeneral } {
    const application = this.oil.application;
    const origin: OilPosition = application?.position ?? NOWHERE;
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
    const osAt = osObject?.definitions[0] ?? origin;
    const os = this.builder.add({ definitionPath: OS_PATHS.os, shortName: 'OsOS', at: osAt });
    // Its fixed sub-containers (OsHooks) come first: every OS object maps onto them.
    const osFixed = (OS_OBJECT_MAPPING.fixed ?? []).map(
      (name) => [name, this.builder.child(os, name, { at: osAt })] as const,
    );

    // First pass: one container per object, so that references resolve whatever the order.
    const mapped: [ObjectMapping, OilObject, ContainerValue][] = [];
    for (const [type, mapping] of Object.entries(OIL_OBJECT_MAPPINGS)) {
      const byName = new Map<string, string>();
      this.ids.set(type, byName);
      let under: ContainerValue | undefined;
      for (const object of Object.values(objects[type] ?? {})) {
        const at = object.definitions[0] ?? origin;
        if (mapping.under) {
          under ??= this.builder.add({
            definitionPath: mapping.under,
            shortName: mapping.under.slice(mapping.under.lastIndexOf('/') + 1),
            at,
          });
        }
        const container = this.builder.add({
          definitionPath: mapping.container,
          parentId: under?.id ?? null,
          shortName: object.name,
          at,
        });
        byName.set(object.name, container.id);
        mapped.push([mapping, object, container]);
      }
    }
    if ((this.ids.get('APPMODE')?.size ?? 0) === 0) {
      this.report('info', 'OS_OIL_APPMODE_ADDED', 'appModeAdded', { name: DEFAULT_APP_MODE }, origin);
      const appMode = this.builder.add({
        definitionPath: OS_PATHS.appMode,
        shortName: DEFAULT_APP_MODE,
        at: origin,
      });
      this.ids.get('APPMODE')?.set(DEFAULT_APP_MODE, appMode.id);
    }
    for (const [type, byName] of Object.entries(objects)) {
      if (type === 'OS' || objectMappingOf(type)) continue;
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
    for (const [mapping, object, container] of mapped) {
      this.mapObject(mapping, object, container, new ObjectScope(object));
      this.applyImplementationDefaults(mapping, object.type, container, object);
    }
    let osScope: ObjectScope | undefined;
    for (const object of osObjects) {
      osScope = new ObjectScope(object);
      for (const [name, fixed] of osFixed) osScope.record(name, fixed);
      this.mapObject(OS_OBJECT_MAPPING, object, os, osScope);
    }
    this.applyImplementationDefaults(OS_OBJECT_MAPPING, 'OS', os);
    if (!osObject && application) this.report('info', 'OS_OIL_NO_OS', 'noOsObject', {}, origin);

    const classification = classifyOs({
      evidence: this.evidence,
      statedCores: os.values.OsNumberOfCores,
      productOsType: osScope?.noted('OS_TYPE'),
    });
    this.reportClassification(classification, osObject?.definitions[0] ?? origin);
    this.applyProtectionDefaults(classification.scalabilityClass);
    os.values.OsNumberOfCores = String(classification.numberOfCores);
    os.values.OsType = classification.osType;
    os.values.OsScalabilityClass = classification.scalabilityClass;
    return {
      general: {
        cpuName: application?.cpuName ?? 'cpu',
        osName: osObject?.name ?? DEFAULT_OS_NAME,
        oilVersion: this.oil.oilVersion ?? (classification.osType === 'AUTOSAR' ? '4.0' : '2.5'),
        osType: classification.osType,
        scalabilityClass: classification.scalabilityClass,
        numberOfCores: classification.numberOfCores,
        osTypeReasons: classification.osTypeReasons,
        scalabilityClassReasons: classification.scalabilityClassReasons,
      },
    };
  }

  /** Says why the OS type and class are what they are, where the file could show it. */
  private reportClassification(result: OsClassification, at: OilPosition): void {
    const reasonsText = (keys: readonly string[]) =>
      keys.map((key) => osOilReasons[this.language][key] ?? key).join(', ');
    const stated = result.statedClass;
    const reasons = reasonsText(result.scalabilityClassReasons);
    if (stated && stated.value !== result.scalabilityClass) {
      this.report(
        'info',
        'OS_OIL_CLASS_RAISED',
        'classRaised',
        { given: stated.value, needed: result.scalabilityClass, reasons },
        stated.at,
      );
    } else if (!stated && result.scalabilityClass !== 'SC1') {
      this.report(
        'info',
        'OS_OIL_CLASS_NEEDED',
        'classNeeded',
        { needed: result.scalabilityClass, reasons },
        at,
      );
    }
    if (result.osTypeReasons.length > 0) {
      this.report(
        'info',
        'OS_OIL_AUTOSAR_NEEDED',
        'osTypeNeeded',
        { reasons: reasonsText(result.osTypeReasons) },
        at,
      );
    }
  }
}

/**
 * The import's findings that mean something of the file was not taken over (an attribute without a place,
 * a value or reference that could not be used, a file without an application); its other findings say what
 * it decided or added.
 */
export const OS_OIL_NOT_TAKEN_CODES: ReadonlySet<string> = new Set([
  'OS_OIL_NOT_IMPORTED',
  'OS_OIL_UNEXPECTED_VALUE',
  'OS_OIL_UNRESOLVED_REFERENCE',
  'OS_OIL_SINGLE_REFERENCE',
  'OS_OIL_NO_APPLICATION',
]);

/** A value standing for "no value of its own" where evidence rules need one (object-level evidence). */
const AUTO: OilValue = { kind: 'auto' };

/** Sets each parameter of `values` the container does not have yet. */
function fill(container: ContainerValue, values: Readonly<Record<string, ParamValue>> | undefined): void {
  if (!values) return;
  for (const [name, value] of Object.entries(values)) container.values[name] ??= value;
}

/**
 * Maps an OIL file (as `readOil` returns it) to Os containers. Never throws: input it cannot use
 * is reported, and a file without a CPU part gives the Os general containers with defaults.
 */
export function osContainersFromOil(oil: OilFile, options: OsOilImportOptions = {}): OsOilImport {
  const importer = new OsOilImporter(oil, options);
  const { general } = importer.run();
  return {
    containers: importer.builder.containers,
    general,
    sourceMap: importer.builder.sourceMap,
    diagnostics: importer.diagnostics,
    evidence: importer.evidence,
  };
}
