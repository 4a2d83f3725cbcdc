/**
 * ECUC values export: a project's stored configuration (`ProjectSnapshot`) as AUTOSAR R4
 * ECUC-MODULE-CONFIGURATION-VALUES (formats/arxml model), the inverse of `containersFromArxml`.
 *
 * - One module configuration per enabled module instance that has a definition, in the package
 *   `packagePath` (default `/ActiveEcuC`), named after the module instance (`NvM`, `Can_1`), in the
 *   order of `definitions` (instances ascending), so that equal configurations give equal texts.
 * - DEFINITION-REFs are `<definition package>/<definition path>`, by default
 *   `/AUTOSAR/EcucDefs/NvM/NvMBlockDescriptor/NvMNvBlockLength`, which `containersFromArxml` maps back.
 * - Parameters are written in definition order, typed by kind: integer, float and boolean values as
 *   ECUC-NUMERICAL-PARAM-VALUE, enumeration and the textual kinds as ECUC-TEXTUAL-PARAM-VALUE, add-info
 *   as ECUC-ADD-INFO-PARAM-VALUE; a list gives one value element per entry. Only stored values are
 *   written (defaults are the definition's business); null and empty lists are nothing to write.
 * - Container references become VALUE-REFs to the target's short-name path inside the document
 *   (`/ActiveEcuC/MemIf/MemIfGeneral`); a target kept as path text (a reference an import could not
 *   resolve) is written as it is. Foreign and instance references are written as stored.
 *
 * What cannot be written (containers of unknown definitions, orphans, values and references the
 * definition does not have, targets that name no container) is listed in `omitted`, never thrown.
 *
 * Limits of the trip back through `readArxml`: texts lose white space at their ends, add-info loses
 * blank lines, and instance references come back without CONTEXT-ELEMENT-REFs (none are stored).
 */
import type {
  EcucContainerValue,
  EcucModuleValues,
  EcucParameterValue,
  EcucParameterValueKind,
  EcucReferenceValue,
} from '../formats/arxml/model.js';
import type { ContainerDefInfo } from './definition-index.js';
import type { ContainerValue, ParamValue, ProjectSnapshot } from './store-types.js';
import { moduleInstanceName, resolveModuleTree, type ResolvedContainer } from './tree.js';
import type { ModuleDef, ParamDef, ParamKind, ReferenceDef, ReferenceKind } from './types.js';
import { CONTAINER_REFERENCE_KINDS } from './types.js';

/** The AUTOSAR package of the standardised module definitions. */
export const AUTOSAR_DEFINITION_PACKAGE = '/AUTOSAR/EcucDefs';

/** The package our exports put module configurations in (the name most tools use). */
export const DEFAULT_VALUES_PACKAGE = '/ActiveEcuC';

export interface EcucValuesExportOptions {
  /** AR-PACKAGE path of the module configurations; default `/ActiveEcuC`. */
  packagePath?: string;
  /** AUTOSAR package of a module's definition; default `/AUTOSAR/EcucDefs` for every module. */
  definitionPackage?: (module: ModuleDef) => string;
}

/** Why something stored was left out of the export. */
export type OmissionReason =
  | 'unknownModule'
  | 'unknownDefinition'
  | 'orphan'
  | 'unknownParameter'
  | 'unknownReference'
  | 'missingTarget';

export interface OmittedValue {
  reason: OmissionReason;
  /** Short-name path of the module or container concerned (`/NvM/NvMBlockDescriptor_0`). */
  path: string;
  /** The parameter or reference name, or the missing target id. */
  name?: string;
  target?: string;
}

export interface EcucValuesExport {
  modules: EcucModuleValues[];
  omitted: OmittedValue[];
}

const PARAM_DEFINITION_DEST: Record<ParamKind, string> = {
  integer: 'ECUC-INTEGER-PARAM-DEF',
  float: 'ECUC-FLOAT-PARAM-DEF',
  boolean: 'ECUC-BOOLEAN-PARAM-DEF',
  enumeration: 'ECUC-ENUMERATION-PARAM-DEF',
  string: 'ECUC-STRING-PARAM-DEF',
  functionName: 'ECUC-FUNCTION-NAME-DEF',
  linkerSymbol: 'ECUC-LINKER-SYMBOL-DEF',
  addInfo: 'ECUC-ADD-INFO-PARAM-DEF',
  multilineString: 'ECUC-MULTILINE-STRING-PARAM-DEF',
};

const PARAM_VALUE_KIND: Record<ParamKind, EcucParameterValueKind> = {
  integer: 'numerical',
  float: 'numerical',
  boolean: 'numerical',
  enumeration: 'textual',
  string: 'textual',
  functionName: 'textual',
  linkerSymbol: 'textual',
  addInfo: 'add-info',
  multilineString: 'textual',
};

const REFERENCE_DEFINITION_DEST: Record<ReferenceKind, string> = {
  reference: 'ECUC-REFERENCE-DEF',
  choiceReference: 'ECUC-CHOICE-REFERENCE-DEF',
  symbolicNameReference: 'ECUC-SYMBOLIC-NAME-REFERENCE-DEF',
  foreignReference: 'ECUC-FOREIGN-REFERENCE-DEF',
  instanceReference: 'ECUC-INSTANCE-REFERENCE-DEF',
};

/** The texts a stored parameter value writes as (one per value element). */
function valueTexts(value: ParamValue | undefined): string[] {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value;
  if (typeof value === 'boolean') return [value ? 'true' : 'false'];
  return [value];
}

/** The DEFINITION-REF of one of our definition paths: under the module's `autosarPath`, else the package. */
function autosarDefinitionRef(
  definition: ModuleDef,
  definitionPackage: string,
  definitionPath: string,
): string {
  if (definition.autosarPath === undefined) return `${definitionPackage}${definitionPath}`;
  return `${definition.autosarPath}${definitionPath.slice(definition.name.length + 1)}`;
}

function parameterValue(def: ParamDef, definitionRef: string, text: string): EcucParameterValue {
  return {
    kind: PARAM_VALUE_KIND[def.kind],
    definitionRef,
    definitionDest: PARAM_DEFINITION_DEST[def.kind],
    value: text,
    line: 0,
    col: 0,
  };
}

function referenceValue(def: ReferenceDef, definitionRef: string, target: string): EcucReferenceValue {
  const instance = def.kind === 'instanceReference';
  return {
    kind: instance ? 'instance-reference' : 'reference',
    definitionRef,
    definitionDest: REFERENCE_DEFINITION_DEST[def.kind],
    valueRef: target,
    valueDest:
      def.kind === 'foreignReference' || def.kind === 'instanceReference'
        ? def.destinationType
        : 'ECUC-CONTAINER-VALUE',
    contextRefs: [],
    line: 0,
    col: 0,
  };
}

interface ModuleInstanceTree {
  definition: ModuleDef;
  shortName: string;
  definitionPackage: string;
  roots: ResolvedContainer[];
}

/**
 * A project's configuration as ECUC values, with what could not be written. Pure; never throws on
 * stored data (unknown definitions and dangling references are listed in `omitted`).
 */
export function exportEcucValues(
  snapshot: ProjectSnapshot,
  definitions: readonly ModuleDef[],
  options: EcucValuesExportOptions = {},
): EcucValuesExport {
  const packagePath = options.packagePath ?? DEFAULT_VALUES_PACKAGE;
  const definitionPackage = options.definitionPackage ?? ((): string => AUTOSAR_DEFINITION_PACKAGE);
  const omitted: OmittedValue[] = [];

  // First pass: the trees, and the document path of every container that will be written.
  const trees: ModuleInstanceTree[] = [];
  const valuePathById = new Map<string, string>();
  const seen = new Set<string>();
  // Modules in definition order, instances ascending: the same configuration always gives the same text.
  const order = (name: string): number => {
    const at = definitions.findIndex((d) => d.name === name);
    return at < 0 ? definitions.length : at;
  };
  const enabledModules = [...snapshot.modules].sort(
    (a, b) => order(a.module) - order(b.module) || a.instanceId - b.instanceId,
  );
  for (const enabled of enabledModules) {
    const key = `${enabled.module}\n${enabled.instanceId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const definition = definitions.find((d) => d.name === enabled.module);
    if (!definition) {
      omitted.push({ reason: 'unknownModule', path: `/${enabled.module}` });
      continue;
    }
    const tree = resolveModuleTree(snapshot.containers, definition, enabled.instanceId);
    for (const orphan of tree.orphans) {
      omitted.push({ reason: 'orphan', path: `${tree.path}/${orphan.shortName}` });
    }
    const shortName = moduleInstanceName(definition, enabled.instanceId);
    const modulePath = `${packagePath}/${shortName}`;
    const register = (nodes: readonly ResolvedContainer[], parentPath: string): void => {
      for (const node of nodes) {
        if (!node.definition) {
          omitted.push({ reason: 'unknownDefinition', path: node.path });
          continue;
        }
        const path = `${parentPath}/${node.value.shortName}`;
        valuePathById.set(node.value.id, path);
        register(node.children, path);
      }
    };
    register(tree.containers, modulePath);
    trees.push({
      definition,
      shortName,
      definitionPackage: definitionPackage(definition),
      roots: tree.containers,
    });
  }

  // Second pass: the values model.
  const modules: EcucModuleValues[] = [];
  for (const tree of trees) {
    const convert = (node: ResolvedContainer, info: ContainerDefInfo): EcucContainerValue => {
      const definitionRef = autosarDefinitionRef(tree.definition, tree.definitionPackage, info.path);
      const stored: ContainerValue = node.value;
      const parameters: EcucParameterValue[] = [];
      for (const def of info.parameters) {
        for (const text of valueTexts(stored.values[def.name])) {
          parameters.push(parameterValue(def, `${definitionRef}/${def.name}`, text));
        }
      }
      for (const name of Object.keys(stored.values)) {
        if (!info.parameterByName.has(name))
          omitted.push({ reason: 'unknownParameter', path: node.path, name });
      }
      const references: EcucReferenceValue[] = [];
      for (const def of info.references) {
        for (const target of stored.references[def.name] ?? []) {
          let written = target;
          if (CONTAINER_REFERENCE_KINDS.has(def.kind)) {
            const path = valuePathById.get(target);
            if (path !== undefined) written = path;
            else if (!target.startsWith('/')) {
              omitted.push({ reason: 'missingTarget', path: node.path, name: def.name, target });
              continue;
            }
          }
          references.push(referenceValue(def, `${definitionRef}/${def.name}`, written));
        }
      }
      for (const name of Object.keys(stored.references)) {
        if (!info.referenceByName.has(name))
          omitted.push({ reason: 'unknownReference', path: node.path, name });
      }
      const subContainers: EcucContainerValue[] = [];
      for (const child of node.children) {
        if (child.definition) subContainers.push(convert(child, child.definition));
      }
      return {
        shortName: stored.shortName,
        definitionRef,
        definitionDest: info.isChoice ? 'ECUC-CHOICE-CONTAINER-DEF' : 'ECUC-PARAM-CONF-CONTAINER-DEF',
        parameters,
        references,
        subContainers,
        line: 0,
        col: 0,
      };
    };
    const containers: EcucContainerValue[] = [];
    for (const root of tree.roots) if (root.definition) containers.push(convert(root, root.definition));
    const variants = tree.definition.supportedConfigVariants ?? [];
    modules.push({
      shortName: tree.shortName,
      packagePath,
      definitionRef: autosarDefinitionRef(
        tree.definition,
        tree.definitionPackage,
        `/${tree.definition.name}`,
      ),
      implementationConfigVariant: variants.includes('VARIANT-PRE-COMPILE')
        ? 'VARIANT-PRE-COMPILE'
        : (variants[0] ?? 'VARIANT-PRE-COMPILE'),
      containers,
      line: 0,
      col: 0,
    });
  }
  return { modules, omitted };
}

/** A project's configuration as ECUC values (`writeEcucValues` turns them into the .arxml text). */
export function ecucValuesFromSnapshot(
  snapshot: ProjectSnapshot,
  definitions: readonly ModuleDef[],
  options: EcucValuesExportOptions = {},
): EcucModuleValues[] {
  return exportEcucValues(snapshot, definitions, options).modules;
}
