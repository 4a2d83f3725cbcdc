import type { AnyDef, ContainerDef, ModuleDef, ParamDef, ReferenceDef, UpperMultiplicity } from './types.js';

/** Everything known about one container definition, computed once per module definition. */
export interface ContainerDefInfo {
  /** Definition path, e.g. `/NvM/NvMBlockDescriptor`. */
  path: string;
  def: ContainerDef;
  module: ModuleDef;
  /** Definition path of the parent container definition; null for a container directly under the module. */
  parentPath: string | null;
  /** The container is a choice container (its single child is one of `def.choices`). */
  isChoice: boolean;
  /** The container is one of the choices of the choice container at `parentPath`. */
  isChoiceOption: boolean;
  parameters: readonly ParamDef[];
  parameterByName: ReadonlyMap<string, ParamDef>;
  references: readonly ReferenceDef[];
  referenceByName: ReadonlyMap<string, ReferenceDef>;
  /** Container definitions allowed as children: sub-containers, or the choices of a choice container. */
  childDefs: readonly ContainerDef[];
  childPaths: readonly string[];
}

/** Lookups of one module definition by definition path. */
export interface ModuleDefIndex {
  module: ModuleDef;
  /** `/NvM` */
  path: string;
  containers: ReadonlyMap<string, ContainerDefInfo>;
  /** Parameter and reference definitions by path. */
  elements: ReadonlyMap<string, ParamDef | ReferenceDef>;
  topLevelPaths: readonly string[];
}

const EMPTY_PARAMS: readonly ParamDef[] = [];
const EMPTY_REFS: readonly ReferenceDef[] = [];

const indexCache = new WeakMap<ModuleDef, ModuleDefIndex>();

/** Indexes a module definition by definition path (computed once per definition object). */
export function indexModuleDef(module: ModuleDef): ModuleDefIndex {
  const cached = indexCache.get(module);
  if (cached) return cached;
  const containers = new Map<string, ContainerDefInfo>();
  const elements = new Map<string, ParamDef | ReferenceDef>();
  const modulePath = `/${module.name}`;

  const visit = (def: ContainerDef, parentPath: string | null, isChoiceOption: boolean): void => {
    const path = `${parentPath ?? modulePath}/${def.name}`;
    const parameters = def.parameters ?? EMPTY_PARAMS;
    const references = def.references ?? EMPTY_REFS;
    const childDefs = def.choices ?? def.subContainers ?? [];
    const info: ContainerDefInfo = {
      path,
      def,
      module,
      parentPath,
      isChoice: def.choices !== undefined,
      isChoiceOption,
      parameters,
      parameterByName: new Map(parameters.map((p) => [p.name, p])),
      references,
      referenceByName: new Map(references.map((r) => [r.name, r])),
      childDefs,
      childPaths: childDefs.map((c) => `${path}/${c.name}`),
    };
    containers.set(path, info);
    for (const p of parameters) elements.set(`${path}/${p.name}`, p);
    for (const r of references) elements.set(`${path}/${r.name}`, r);
    for (const child of childDefs) visit(child, path, def.choices !== undefined);
  };
  for (const def of module.containers) visit(def, null, false);

  const index: ModuleDefIndex = {
    module,
    path: modulePath,
    containers,
    elements,
    topLevelPaths: module.containers.map((c) => `${modulePath}/${c.name}`),
  };
  indexCache.set(module, index);
  return index;
}

/** The definition at a definition path in one module definition, or undefined. */
export function findDefinition(module: ModuleDef, definitionPath: string): AnyDef | undefined {
  const index = indexModuleDef(module);
  return index.containers.get(definitionPath)?.def ?? index.elements.get(definitionPath);
}

/** Lookups over a set of module definitions (one per module name). */
export interface DefinitionSetIndex {
  modules: ReadonlyMap<string, ModuleDefIndex>;
  /** Container definition info by definition path, over every module. */
  containers: ReadonlyMap<string, ContainerDefInfo>;
}

const setCache = new WeakMap<
  readonly ModuleDef[],
  { members: readonly ModuleDef[]; index: DefinitionSetIndex }
>();

/**
 * Indexes several module definitions together (computed once per array object and content: the registry's
 * live list grows when a plugin registers, and is indexed again then).
 */
export function indexDefinitions(definitions: readonly ModuleDef[]): DefinitionSetIndex {
  const cached = setCache.get(definitions);
  if (
    cached &&
    cached.members.length === definitions.length &&
    cached.members.every((def, i) => def === definitions[i])
  ) {
    return cached.index;
  }
  const modules = new Map<string, ModuleDefIndex>();
  const containers = new Map<string, ContainerDefInfo>();
  for (const def of definitions) {
    const index = indexModuleDef(def);
    modules.set(def.name, index);
    for (const [path, info] of index.containers) containers.set(path, info);
  }
  const result: DefinitionSetIndex = { modules, containers };
  setCache.set(definitions, { members: [...definitions], index: result });
  return result;
}

/** The module name of a definition path (`/NvM/NvMCommon` → `NvM`). */
export function moduleOfPath(definitionPath: string): string {
  const end = definitionPath.indexOf('/', 1);
  return end < 0 ? definitionPath.slice(1) : definitionPath.slice(1, end);
}

/** True when `count` instances exceed the upper multiplicity. */
export function exceedsUpper(count: number, upper: UpperMultiplicity): boolean {
  return upper !== 'infinite' && count > upper;
}

/** True when a parameter or reference may hold several values. */
export function isMultiValued(def: { upper: UpperMultiplicity }): boolean {
  return def.upper === 'infinite' || def.upper > 1;
}
