/**
 * The structure verification works on: the enabled module instances of a snapshot, each with its
 * containers as a tree (parents, children by position, short-name paths, tree order, containers by
 * definition path), and the containers that are outside every tree (orphans). Built once per
 * snapshot, or patched in place when only container contents changed.
 */
import type { DefinitionSetIndex, ModuleDefIndex } from '../ecuc/definition-index.js';
import type { ContainerValue, ProjectInfo, ProjectSnapshot } from '../ecuc/store-types.js';
import { moduleInstanceName } from '../ecuc/tree.js';

/** One enabled module instance and its tree. */
export interface ModuleInstanceState {
  /** `module \0 instanceId`. */
  key: string;
  index: ModuleDefIndex;
  instanceId: number;
  /** `/NvM`, `/Can_1`. */
  path: string;
  roots: ContainerValue[];
  /** Containers reached from the roots, in tree order. */
  order: ContainerValue[];
  /** Definition path → containers of this instance, in tree order. */
  byDefinition: Map<string, ContainerValue[]>;
}

export interface ProjectStructure {
  /** Enabled modules and their definition versions, as one key. */
  modulesKey: string;
  project: ProjectInfo;
  /** The containers of the snapshot (a copy of its array). */
  containers: readonly ContainerValue[];
  instances: Map<string, ModuleInstanceState>;
  /** Enabled modules without a definition (each becomes a W_0002). */
  unknownModules: string[];
  /** Names of the enabled modules. */
  enabledModules: ReadonlySet<string>;
  byId: Map<string, ContainerValue>;
  children: Map<string, ContainerValue[]>;
  /** Ids of containers outside the tree (no parent, parent elsewhere, cycles), in snapshot order. */
  orphans: string[];
  paths: Map<string, string>;
  /** Definition path → containers of every instance, in tree order. */
  projectByDefinition: Map<string, ContainerValue[]>;
  /** Module name → its containers in snapshot order (enabled modules with a definition). */
  byModule: Map<string, ContainerValue[]>;
}

/** What changed between two structures: `all` when modules or the project changed, else module names. */
export type StructureChange = { all: true } | { all: false; modules: ReadonlySet<string> };

export const EVERYTHING_CHANGED: StructureChange = { all: true };

/** Above this many changed containers a snapshot is rebuilt rather than patched. */
export const MAX_PATCHED_CONTAINERS = 256;

export function instanceKey(module: string, instanceId: number): string {
  return `${module}\u0000${instanceId}`;
}

export function modulesKeyOf(modules: ProjectSnapshot['modules']): string {
  return modules.map((m) => `${m.module}\u0000${m.instanceId}\u0000${m.definitionVersion}`).join('\u0001');
}

function sameProject(a: ProjectInfo, b: ProjectInfo): boolean {
  return (
    a === b ||
    (a.id === b.id &&
      a.name === b.name &&
      a.chip === b.chip &&
      a.compiler === b.compiler &&
      a.description === b.description &&
      a.version === b.version)
  );
}

/** Same place in the tree: only values, references and version may differ. */
export function sameStructure(a: ContainerValue, b: ContainerValue): boolean {
  return (
    a.id === b.id &&
    a.parentId === b.parentId &&
    a.position === b.position &&
    a.shortName === b.shortName &&
    a.definitionPath === b.definitionPath &&
    a.module === b.module &&
    a.instanceId === b.instanceId
  );
}

function byPosition(a: ContainerValue, b: ContainerValue): number {
  return a.position - b.position;
}

function pushTo(map: Map<string, ContainerValue[]>, key: string, value: ContainerValue): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function replaceIn(list: ContainerValue[] | undefined, old: ContainerValue, next: ContainerValue): void {
  if (!list) return;
  const at = list.indexOf(old);
  if (at >= 0) list[at] = next;
}

/** The tree of the enabled modules' containers: instances, parents and children, paths, tree order. */
export function buildStructure(snapshot: ProjectSnapshot, definitions: DefinitionSetIndex): ProjectStructure {
  const unknownModules: string[] = [];
  const instances = new Map<string, ModuleInstanceState>();
  for (const enabled of snapshot.modules) {
    const index = definitions.modules.get(enabled.module);
    if (!index) {
      unknownModules.push(enabled.module);
      continue;
    }
    const key = instanceKey(enabled.module, enabled.instanceId);
    instances.set(key, {
      key,
      index,
      instanceId: enabled.instanceId,
      path: `/${moduleInstanceName(index.module, enabled.instanceId)}`,
      roots: [],
      order: [],
      byDefinition: new Map(),
    });
  }

  // Index the containers of enabled modules.
  const byId = new Map<string, ContainerValue>();
  const children = new Map<string, ContainerValue[]>();
  const instanceOf = new Map<string, ModuleInstanceState>();
  const byModule = new Map<string, ContainerValue[]>();
  for (const container of snapshot.containers) {
    const instance = instances.get(instanceKey(container.module, container.instanceId));
    if (!instance) continue;
    byId.set(container.id, container);
    instanceOf.set(container.id, instance);
    pushTo(byModule, container.module, container);
  }
  const orphans = new Set<string>();
  for (const container of byId.values()) {
    if (container.parentId === null) {
      instanceOf.get(container.id)?.roots.push(container);
      continue;
    }
    const parent = byId.get(container.parentId);
    if (!parent || instanceOf.get(container.parentId) !== instanceOf.get(container.id)) {
      orphans.add(container.id);
      continue;
    }
    pushTo(children, container.parentId, container);
  }
  for (const list of children.values()) if (list.length > 1) list.sort(byPosition);

  // Paths and tree order (a parent cycle is never reached from a root and reports as an orphan).
  const paths = new Map<string, string>();
  const projectByDefinition = new Map<string, ContainerValue[]>();
  for (const instance of instances.values()) {
    instance.roots.sort(byPosition);
    const stack: ContainerValue[] = [];
    for (let i = instance.roots.length - 1; i >= 0; i -= 1) stack.push(instance.roots[i] as ContainerValue);
    while (stack.length > 0) {
      const container = stack.pop() as ContainerValue;
      const parentPath = container.parentId === null ? instance.path : paths.get(container.parentId);
      paths.set(container.id, `${parentPath ?? instance.path}/${container.shortName}`);
      instance.order.push(container);
      pushTo(instance.byDefinition, container.definitionPath, container);
      pushTo(projectByDefinition, container.definitionPath, container);
      const list = children.get(container.id);
      if (list) for (let i = list.length - 1; i >= 0; i -= 1) stack.push(list[i] as ContainerValue);
    }
  }
  for (const container of byId.values()) {
    if (paths.has(container.id)) continue;
    const instance = instanceOf.get(container.id);
    paths.set(container.id, `${instance?.path ?? ''}/${container.shortName}`);
    orphans.add(container.id);
  }
  return {
    modulesKey: modulesKeyOf(snapshot.modules),
    project: snapshot.project,
    containers: snapshot.containers.slice(),
    instances,
    unknownModules,
    enabledModules: new Set(snapshot.modules.map((m) => m.module)),
    byId,
    children,
    orphans: [...orphans],
    paths,
    projectByDefinition,
    byModule,
  };
}

/** The result of patching: the ids of the containers replaced and the modules they belong to. */
export interface StructurePatch {
  changedIds: ReadonlySet<string>;
  change: StructureChange;
}

/**
 * Patches `structure` in place with the new container objects of `snapshot` when it has the same
 * modules and the same containers in the same order and places (only contents changed: what the
 * editor's live candidates make); undefined when the structure must be rebuilt.
 */
export function patchStructure(
  structure: ProjectStructure,
  snapshot: ProjectSnapshot,
): StructurePatch | undefined {
  const before = structure.containers;
  const after = snapshot.containers;
  if (before.length !== after.length || structure.modulesKey !== modulesKeyOf(snapshot.modules))
    return undefined;
  const changed: number[] = [];
  for (let i = 0; i < after.length; i += 1) {
    const a = before[i] as ContainerValue;
    const b = after[i] as ContainerValue;
    if (a === b) continue;
    if (!sameStructure(a, b) || changed.length >= MAX_PATCHED_CONTAINERS) return undefined;
    changed.push(i);
  }
  const changedIds = new Set<string>();
  const modules = new Set<string>();
  for (const i of changed) {
    const old = before[i] as ContainerValue;
    const next = after[i] as ContainerValue;
    if (structure.byId.get(next.id) !== old) continue; // not in an enabled module
    changedIds.add(next.id);
    modules.add(next.module);
    structure.byId.set(next.id, next);
    const instance = structure.instances.get(instanceKey(next.module, next.instanceId));
    if (next.parentId === null) replaceIn(instance?.roots, old, next);
    else replaceIn(structure.children.get(next.parentId), old, next);
    replaceIn(instance?.order, old, next);
    replaceIn(instance?.byDefinition.get(next.definitionPath), old, next);
    replaceIn(structure.projectByDefinition.get(next.definitionPath), old, next);
    replaceIn(structure.byModule.get(next.module), old, next);
  }
  // A copy: a caller that changes its array in place is still compared with what was verified.
  structure.containers = after.slice();
  const projectChanged = !sameProject(structure.project, snapshot.project);
  structure.project = snapshot.project;
  return { changedIds, change: projectChanged ? EVERYTHING_CHANGED : { all: false, modules } };
}

/**
 * What changed from `before` to `after` (two built structures): everything when the enabled modules
 * or the project differ, else the modules whose containers are not the same objects in the same order.
 */
export function structureChange(before: ProjectStructure | null, after: ProjectStructure): StructureChange {
  if (!before || before.modulesKey !== after.modulesKey || !sameProject(before.project, after.project))
    return EVERYTHING_CHANGED;
  const modules = new Set<string>();
  const names = new Set([...before.byModule.keys(), ...after.byModule.keys()]);
  for (const name of names) {
    const a = before.byModule.get(name);
    const b = after.byModule.get(name);
    if (!a || !b || a.length !== b.length) {
      modules.add(name);
      continue;
    }
    for (let i = 0; i < a.length; i += 1)
      if (a[i] !== b[i]) {
        modules.add(name);
        break;
      }
  }
  return { all: false, modules };
}

/** Whether a change touches any of the modules. */
export function touches(change: StructureChange, modules: readonly string[]): boolean {
  if (change.all) return true;
  if (change.modules.size === 0) return false;
  for (const module of modules) if (change.modules.has(module)) return true;
  return false;
}
