/**
 * BSWMD import: ECUC module definitions and ECUC values read from ARXML (formats/arxml) turned into
 * our metamodel (`ModuleDef` + `ModuleUi`) and stored containers (`ContainerValue`). Everything the
 * conversion cannot take over is reported as a diagnostic with the file position; nothing throws.
 */
import { diagnostic, type Diagnostic } from '../formats/diagnostic.js';
import type {
  EcucContainerDef,
  EcucContainerValue,
  EcucModuleDef,
  EcucModuleValues,
  EcucMultiplicity,
  EcucParamDef,
  EcucReferenceDef,
} from '../formats/arxml/model.js';
import { translate } from '../i18n/index.js';
import { ContainerBuilder } from './container-builder.js';
import { indexModuleDef, isMultiValued, type ContainerDefInfo } from './definition-index.js';
import type { ContainerValue, EnabledModule, ParamValue } from './store-types.js';
import type {
  ConfigurationClass,
  ContainerDef,
  DefinitionUiHint,
  ModuleDef,
  ModuleUi,
  ParamDef,
  ReferenceDef,
  UpperMultiplicity,
} from './types.js';
import { CONTAINER_REFERENCE_KINDS } from './types.js';

function importMessage(key: string, params: Record<string, string | number>): string {
  return translate('en_us', `ecuc.import.${key}`, params);
}

/**
 * Our definition path for an AUTOSAR definition path: the package part is dropped.
 * `/AUTOSAR/EcucDefs/Icu/IcuConfigSet` → `/Icu/IcuConfigSet`; `/MICROSAR/NvM/NvMCommon` → `/NvM/NvMCommon`;
 * a path under `knownPrefix` (the package of the module being read) loses exactly that prefix.
 */
export function definitionPathFromAutosar(autosarPath: string, knownPrefix?: string): string {
  if (knownPrefix && autosarPath.startsWith(`${knownPrefix}/`)) return autosarPath.slice(knownPrefix.length);
  const ecucDefs = autosarPath.indexOf('/EcucDefs/');
  if (ecucDefs >= 0) return autosarPath.slice(ecucDefs + '/EcucDefs'.length);
  const second = autosarPath.indexOf('/', 1);
  return second < 0 ? autosarPath : autosarPath.slice(second);
}

/** Our definition path of an AUTOSAR definition path inside a module (its `autosarPath` when it has one). */
export function ourDefinitionPath(definition: ModuleDef, autosarPath: string): string {
  const root = definition.autosarPath;
  if (root !== undefined && (autosarPath === root || autosarPath.startsWith(`${root}/`)))
    return `/${definition.name}${autosarPath.slice(root.length)}`;
  return definitionPathFromAutosar(autosarPath);
}

function packageOf(path: string, shortName: string): string {
  return path.endsWith(`/${shortName}`) ? path.slice(0, path.length - shortName.length - 1) : '';
}

function lowerOf(m: EcucMultiplicity): number {
  return m.lowerMultiplicity ?? 1;
}

function upperOf(m: EcucMultiplicity): UpperMultiplicity {
  if (m.upperMultiplicityInfinite) return 'infinite';
  return m.upperMultiplicity ?? 1;
}

const CONFIG_CLASSES: Record<string, ConfigurationClass> = {
  'PRE-COMPILE': 'PRE-COMPILE',
  LINK: 'LINK',
  'POST-BUILD': 'POST-BUILD',
};

function configurationClassesOf(def: {
  configClasses: { scope: string; configClass: string }[];
}): ConfigurationClass[] | undefined {
  const out: ConfigurationClass[] = [];
  for (const c of def.configClasses) {
    const mapped = CONFIG_CLASSES[c.configClass];
    if (c.scope === 'value' && mapped && !out.includes(mapped)) out.push(mapped);
  }
  return out.length > 0 ? out : undefined;
}

export interface ModuleDefImport {
  definition: ModuleDef;
  /** Descriptions of the file as UI hints (the file's text in both languages, as it has only one). */
  ui: ModuleUi;
  diagnostics: Diagnostic[];
}

export interface ModuleDefImportOptions {
  /** Catalogue id to give the module (a CDD instance, for example); default 0. */
  moduleId?: number;
  /** Definition version to record; default 1. */
  version?: number;
  /** File name for diagnostics. */
  file?: string;
  /** Instance-based module (CDD, drivers): default true when the upper multiplicity is above 1. */
  instanceBased?: boolean;
}

/** Converts an ECUC-MODULE-DEF of a vendor's BSWMD into our metamodel. */
export function moduleDefFromArxml(
  source: EcucModuleDef,
  options: ModuleDefImportOptions = {},
): ModuleDefImport {
  const file = options.file ?? 'input.arxml';
  const diagnostics: Diagnostic[] = [];
  const ui: Record<string, DefinitionUiHint> = {};
  const prefix = packageOf(source.path, source.shortName);
  const ourPath = (path: string): string => definitionPathFromAutosar(path, prefix);

  const describe = (path: string, desc: string | undefined): void => {
    if (desc === undefined || desc.trim() === '') return;
    const text = desc.trim();
    ui[path] = { description: { zh_cn: text, en_us: text } };
  };

  const param = (p: EcucParamDef, parentPath: string): ParamDef => {
    describe(`${parentPath}/${p.shortName}`, p.desc);
    const common = {
      name: p.shortName,
      lower: lowerOf(p),
      upper: upperOf(p),
      ...(configurationClassesOf(p) ? { configurationClasses: configurationClassesOf(p) } : {}),
      ...(p.symbolicNameValue ? { symbolicNameValue: true } : {}),
      ...(p.origin !== undefined ? { origin: p.origin } : {}),
    };
    const fallback = p.defaultValue;
    switch (p.kind) {
      case 'integer':
        return {
          ...common,
          kind: 'integer',
          ...(p.min !== undefined ? { min: p.min } : {}),
          ...(p.max !== undefined ? { max: p.max } : {}),
          ...(fallback !== undefined ? { default: fallback } : {}),
        };
      case 'float':
        return {
          ...common,
          kind: 'float',
          ...(p.min !== undefined ? { min: p.min } : {}),
          ...(p.max !== undefined ? { max: p.max } : {}),
          ...(p.minIntervalType === 'OPEN' ? { minOpen: true } : {}),
          ...(p.maxIntervalType === 'OPEN' ? { maxOpen: true } : {}),
          ...(fallback !== undefined ? { default: fallback } : {}),
        };
      case 'boolean':
        return {
          ...common,
          kind: 'boolean',
          ...(fallback !== undefined ? { default: fallback === 'true' || fallback === '1' } : {}),
        };
      case 'enumeration':
        return {
          ...common,
          kind: 'enumeration',
          literals: p.literals,
          ...(fallback !== undefined ? { default: fallback } : {}),
        };
      default: {
        const kind =
          p.kind === 'function-name'
            ? 'functionName'
            : p.kind === 'linker-symbol'
              ? 'linkerSymbol'
              : p.kind === 'add-info'
                ? 'addInfo'
                : p.kind === 'multiline-string'
                  ? 'multilineString'
                  : 'string';
        return {
          ...common,
          kind,
          ...(fallback !== undefined ? { default: fallback } : {}),
          ...(p.minLength !== undefined ? { minLength: p.minLength } : {}),
          ...(p.maxLength !== undefined ? { maxLength: p.maxLength } : {}),
          ...(p.regularExpression !== undefined ? { regularExpression: p.regularExpression } : {}),
        };
      }
    }
  };

  const referenceDef = (r: EcucReferenceDef, parentPath: string): ReferenceDef | undefined => {
    describe(`${parentPath}/${r.shortName}`, r.desc);
    const common = {
      name: r.shortName,
      lower: lowerOf(r),
      upper: upperOf(r),
      ...(configurationClassesOf(r) ? { configurationClasses: configurationClassesOf(r) } : {}),
      ...(r.origin !== undefined ? { origin: r.origin } : {}),
    };
    const destinations = r.destinationRefs.map(ourPath);
    switch (r.kind) {
      case 'reference':
      case 'symbolic-name-reference': {
        const destination = destinations[0];
        if (destination === undefined) break;
        return {
          ...common,
          kind: r.kind === 'reference' ? 'reference' : 'symbolicNameReference',
          destination,
        };
      }
      case 'choice-reference':
        if (destinations.length === 0) break;
        return { ...common, kind: 'choiceReference', destinations };
      case 'foreign-reference':
        return { ...common, kind: 'foreignReference', destinationType: r.destinationType ?? '' };
      case 'instance-reference':
        return {
          ...common,
          kind: 'instanceReference',
          destinationType: r.destinationType ?? '',
          destinationContext: r.destinationContext ?? '',
        };
      default:
        diagnostics.push(
          diagnostic(
            'warning',
            'ECUC_IMPORT_UNSUPPORTED',
            importMessage('unsupportedReference', { name: r.shortName, kind: r.kind }),
            file,
            r.line,
            r.col,
          ),
        );
        return undefined;
    }
    diagnostics.push(
      diagnostic(
        'warning',
        'ECUC_IMPORT_NO_DESTINATION',
        importMessage('noDestination', { name: r.shortName }),
        file,
        r.line,
        r.col,
      ),
    );
    return undefined;
  };

  const containerDef = (c: EcucContainerDef, parentPath: string): ContainerDef => {
    const path = `${parentPath}/${c.shortName}`;
    describe(path, c.desc);
    const out: ContainerDef = {
      name: c.shortName,
      lower: lowerOf(c),
      upper: upperOf(c),
      ...(c.multipleConfigurationContainer ? { multipleConfigurationContainer: true } : {}),
      ...(c.origin !== undefined ? { origin: c.origin } : {}),
    };
    if (c.kind === 'choice') {
      return { ...out, choices: c.choices.map((choice) => containerDef(choice, path)) };
    }
    const references: ReferenceDef[] = [];
    for (const r of c.references) {
      const converted = referenceDef(r, path);
      if (converted) references.push(converted);
    }
    return {
      ...out,
      ...(c.parameters.length > 0 ? { parameters: c.parameters.map((p) => param(p, path)) } : {}),
      ...(references.length > 0 ? { references } : {}),
      ...(c.subContainers.length > 0
        ? { subContainers: c.subContainers.map((s) => containerDef(s, path)) }
        : {}),
    };
  };

  const modulePath = `/${source.shortName}`;
  describe(modulePath, source.desc);
  const upper = upperOf(source);
  const definition: ModuleDef = {
    name: source.shortName,
    moduleId: options.moduleId ?? 0,
    version: options.version ?? 1,
    ...((options.instanceBased ?? (upper === 'infinite' || upper > 1)) ? { instanceBased: true } : {}),
    ...(source.supportedConfigVariants.length > 0
      ? { supportedConfigVariants: source.supportedConfigVariants }
      : {}),
    ...(source.origin !== undefined ? { origin: source.origin } : {}),
    ...(source.path !== `/AUTOSAR/EcucDefs/${source.shortName}` ? { autosarPath: source.path } : {}),
    containers: source.containers.map((c) => containerDef(c, modulePath)),
  };
  return { definition, ui, diagnostics };
}

/** Where an imported container is written. */
export interface ArxmlSourcePosition {
  file: string;
  line: number;
  col: number;
}

export interface ValuesImport {
  containers: ContainerValue[];
  modules: EnabledModule[];
  diagnostics: Diagnostic[];
}

/** What `containersFromArxml` returns: the containers with where each one is written. */
export interface LocatedValuesImport extends ValuesImport {
  /**
   * Container id → where its ECUC-CONTAINER-VALUE is written (a choice container the import inserts
   * points at the container value that holds it).
   */
  sourceMap: Map<string, ArxmlSourcePosition>;
}

export interface ValuesImportOptions {
  file?: string;
  /** Instance id per module name (instance-based modules); default 0. */
  instanceIds?: Readonly<Record<string, number>>;
  newId?: () => string;
  /**
   * Container ids already in the project by AUTOSAR value path (`/ActiveEcuC/Icu/IcuConfigSet/IcuChannel_0`),
   * for references to containers that are not in the imported file.
   */
  existingTargets?: ReadonlyMap<string, string>;
}

function booleanValue(text: string): boolean | undefined {
  const t = text.trim();
  if (t === 'true' || t === '1') return true;
  if (t === 'false' || t === '0') return false;
  return undefined;
}

/**
 * Converts ECUC values (ECUC-MODULE-CONFIGURATION-VALUES) of modules we have definitions for into
 * stored containers. A choice made directly under the container that holds the choice container
 * (as some tools write it) gets its choice container inserted. References between imported
 * containers (and to `existingTargets`) become ids; a target found nowhere keeps its path text, so
 * that verification reports it (E_0003) and the diagnostics say so.
 */
export function containersFromArxml(
  modules: readonly EcucModuleValues[],
  definitions: readonly ModuleDef[],
  options: ValuesImportOptions = {},
): LocatedValuesImport {
  const file = options.file ?? 'input.arxml';
  const builder = new ContainerBuilder<ArxmlSourcePosition>(options.newId ? { newId: options.newId } : {});
  const diagnostics: Diagnostic[] = [];
  const enabled: EnabledModule[] = [];
  const idsByValuePath = new Map<string, string>(options.existingTargets ?? []);
  const pendingReferences: {
    container: ContainerValue;
    name: string;
    valuePath: string;
    line: number;
    col: number;
  }[] = [];

  for (const moduleValues of modules) {
    const moduleName =
      definitionPathFromAutosar(moduleValues.definitionRef).split('/')[1] ?? moduleValues.shortName;
    const definition =
      definitions.find((d) => d.autosarPath === moduleValues.definitionRef) ??
      definitions.find((d) => d.name === moduleName && d.autosarPath === undefined);
    if (!definition) {
      diagnostics.push(
        diagnostic(
          'warning',
          'ECUC_IMPORT_UNKNOWN_MODULE',
          importMessage('unknownModule', { module: moduleName }),
          file,
          moduleValues.line,
          moduleValues.col,
        ),
      );
      continue;
    }
    const index = indexModuleDef(definition);
    const instanceId = options.instanceIds?.[definition.name] ?? 0;
    enabled.push({ module: definition.name, instanceId, definitionVersion: definition.version });
    const moduleValuePath = `${moduleValues.packagePath}/${moduleValues.shortName}`;

    const add = (
      value: EcucContainerValue,
      parent: ContainerValue | null,
      parentInfo: ContainerDefInfo | null,
      parentValuePath: string,
      parentAt: ArxmlSourcePosition,
    ): void => {
      const definitionPath = ourDefinitionPath(definition, value.definitionRef);
      const info = index.containers.get(definitionPath);
      if (!info) {
        diagnostics.push(
          diagnostic(
            'warning',
            'ECUC_IMPORT_UNKNOWN_DEFINITION',
            importMessage('unknownDefinition', { definitionPath: value.definitionRef }),
            file,
            value.line,
            value.col,
          ),
        );
        return;
      }
      let holder = parent;
      // A choice written directly under the container that holds the choice container.
      if (info.isChoiceOption && parentInfo && info.parentPath !== parentInfo.path) {
        const choiceInfo = info.parentPath ? index.containers.get(info.parentPath) : undefined;
        if (choiceInfo && choiceInfo.parentPath === parentInfo.path && parent) {
          holder = builder.add({
            definitionPath: choiceInfo.path,
            parentId: parent.id,
            shortName: choiceInfo.def.name,
            module: definition.name,
            instanceId,
            at: parentAt,
          });
        }
      }
      const expectedParent = holder ? (index.containers.get(holder.definitionPath)?.path ?? null) : null;
      if ((info.parentPath ?? null) !== expectedParent) {
        diagnostics.push(
          diagnostic(
            'warning',
            'ECUC_IMPORT_MISPLACED',
            importMessage('misplaced', { container: value.shortName, definitionPath: definitionPath }),
            file,
            value.line,
            value.col,
          ),
        );
        return;
      }
      const at: ArxmlSourcePosition = { file, line: value.line, col: value.col };
      const container = builder.add({
        definitionPath,
        parentId: holder?.id ?? null,
        shortName: value.shortName,
        module: definition.name,
        instanceId,
        at,
      });
      const valuePath = `${parentValuePath}/${value.shortName}`;
      idsByValuePath.set(valuePath, container.id);

      for (const p of value.parameters) {
        const name = p.definitionRef.slice(p.definitionRef.lastIndexOf('/') + 1);
        const def = info.parameterByName.get(name);
        if (!def) {
          diagnostics.push(
            diagnostic(
              'warning',
              'ECUC_IMPORT_UNKNOWN_DEFINITION',
              importMessage('unknownDefinition', { definitionPath: p.definitionRef }),
              file,
              p.line,
              p.col,
            ),
          );
          continue;
        }
        let converted: string | boolean = p.value;
        if (def.kind === 'boolean') converted = booleanValue(p.value) ?? p.value;
        if (isMultiValued(def)) {
          const list = container.values[name];
          const texts = Array.isArray(list) ? list : [];
          texts.push(String(converted));
          container.values[name] = texts;
        } else container.values[name] = converted as ParamValue;
      }
      for (const r of value.references) {
        const name = r.definitionRef.slice(r.definitionRef.lastIndexOf('/') + 1);
        const def = info.referenceByName.get(name);
        if (!def) {
          diagnostics.push(
            diagnostic(
              'warning',
              'ECUC_IMPORT_UNKNOWN_DEFINITION',
              importMessage('unknownDefinition', { definitionPath: r.definitionRef }),
              file,
              r.line,
              r.col,
            ),
          );
          continue;
        }
        const targets = container.references[name] ?? [];
        container.references[name] = targets;
        if (CONTAINER_REFERENCE_KINDS.has(def.kind)) {
          pendingReferences.push({ container, name, valuePath: r.valueRef, line: r.line, col: r.col });
        } else targets.push(r.valueRef);
      }
      for (const child of value.subContainers) add(child, container, info, valuePath, at);
    };

    const moduleAt: ArxmlSourcePosition = { file, line: moduleValues.line, col: moduleValues.col };
    for (const value of moduleValues.containers) add(value, null, null, moduleValuePath, moduleAt);
  }

  for (const pending of pendingReferences) {
    const targets = pending.container.references[pending.name] ?? [];
    const id = idsByValuePath.get(pending.valuePath);
    if (id !== undefined) targets.push(id);
    else {
      targets.push(pending.valuePath);
      diagnostics.push(
        diagnostic(
          'warning',
          'ECUC_IMPORT_UNRESOLVED',
          importMessage('unresolvedReference', { name: pending.name, target: pending.valuePath }),
          file,
          pending.line,
          pending.col,
        ),
      );
    }
    pending.container.references[pending.name] = targets;
  }
  return { containers: builder.containers, modules: enabled, diagnostics, sourceMap: builder.sourceMap };
}
