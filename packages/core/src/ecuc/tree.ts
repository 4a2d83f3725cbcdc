import { defaultValueOf } from './defaults.js';
import { indexModuleDef, type ContainerDefInfo } from './definition-index.js';
import type { ContainerValue, ParamValue } from './store-types.js';
import type { ModuleDef } from './types.js';

/** A container of the resolved tree: the stored row, its definition, its path and its children. */
export interface ResolvedContainer {
  value: ContainerValue;
  /** Undefined when the stored definition path is not in the module definition. */
  definition: ContainerDefInfo | undefined;
  /** Path of short names, e.g. `/NvM/NvMBlockDescriptor_0/NvMTargetBlockReference`. */
  path: string;
  /** Stored values completed with the defaults of parameters that hold nothing. */
  values: Record<string, ParamValue>;
  children: ResolvedContainer[];
}

/** One enabled module instance as a tree. */
export interface ResolvedModule {
  module: ModuleDef;
  instanceId: number;
  /** `/NvM`, or `/Can_1` for instance-based modules. */
  path: string;
  containers: ResolvedContainer[];
  byId: Map<string, ResolvedContainer>;
  /** Containers whose parent id names no container of this module instance. */
  orphans: ContainerValue[];
}

/** The path segment of a module instance: `NvM`, or `Can_1` for instance-based modules. */
export function moduleInstanceName(module: ModuleDef, instanceId: number): string {
  return module.instanceBased ? `${module.name}_${instanceId}` : module.name;
}

/** Stored values plus the defaults of parameters that hold nothing (absent or null). */
export function valuesWithDefaults(
  value: ContainerValue,
  definition: ContainerDefInfo | undefined,
): Record<string, ParamValue> {
  if (!definition) return value.values;
  let out: Record<string, ParamValue> | undefined;
  for (const param of definition.parameters) {
    const stored = value.values[param.name];
    if (stored !== undefined && stored !== null) continue;
    const fallback = defaultValueOf(param);
    if (fallback === undefined) continue;
    out ??= { ...value.values };
    out[param.name] = fallback;
  }
  return out ?? value.values;
}

function byPosition(a: { value: ContainerValue }, b: { value: ContainerValue }): number {
  return a.value.position - b.value.position;
}

/**
 * Builds the tree of one module instance from stored containers (any order; containers of other
 * modules or instances are skipped). Siblings are ordered by position.
 */
export function resolveModuleTree(
  containers: readonly ContainerValue[],
  module: ModuleDef,
  instanceId = 0,
): ResolvedModule {
  const index = indexModuleDef(module);
  const path = `/${moduleInstanceName(module, instanceId)}`;
  const byId = new Map<string, ResolvedContainer>();
  const own: ContainerValue[] = [];
  for (const value of containers) {
    if (value.module !== module.name || value.instanceId !== instanceId) continue;
    own.push(value);
    const definition = index.containers.get(value.definitionPath);
    byId.set(value.id, {
      value,
      definition,
      path: '',
      values: valuesWithDefaults(value, definition),
      children: [],
    });
  }
  const roots: ResolvedContainer[] = [];
  const orphans: ContainerValue[] = [];
  for (const value of own) {
    const node = byId.get(value.id);
    if (!node) continue;
    if (value.parentId === null) roots.push(node);
    else {
      const parent = byId.get(value.parentId);
      if (parent) parent.children.push(node);
      else orphans.push(value);
    }
  }
  const assignPaths = (nodes: ResolvedContainer[], parentPath: string): void => {
    nodes.sort(byPosition);
    for (const node of nodes) {
      node.path = `${parentPath}/${node.value.shortName}`;
      assignPaths(node.children, node.path);
    }
  };
  assignPaths(roots, path);
  return { module, instanceId, path, containers: roots, byId, orphans };
}
