/**
 * Reference pickers offer the targets that make sense for the container being edited: a module
 * definition's `targetFilters` (pure functions) decide, over a context built here from the project
 * snapshot and the holder's unsaved input. The browser's editor and any other client use the same.
 */
import { defaultValueOf } from './defaults.js';
import { indexDefinitions } from './definition-index.js';
import type { ContainerValue, ProjectSnapshot } from './store-types.js';
import type { ModuleDef, ReferenceTargetContext, ReferenceTargetFilter } from './types.js';
import { viewOfSnapshot } from '../verify/views.js';

interface SnapshotLookup {
  byId: Map<string, ContainerValue>;
  byDefinition: Map<string, ContainerValue[]>;
}

const lookupCache = new WeakMap<ProjectSnapshot, SnapshotLookup>();

function lookupOf(snapshot: ProjectSnapshot): SnapshotLookup {
  const cached = lookupCache.get(snapshot);
  if (cached) return cached;
  const byId = new Map<string, ContainerValue>();
  const byDefinition = new Map<string, ContainerValue[]>();
  for (const container of snapshot.containers) {
    byId.set(container.id, container);
    const list = byDefinition.get(container.definitionPath);
    if (list) list.push(container);
    else byDefinition.set(container.definitionPath, [container]);
  }
  const lookup = { byId, byDefinition };
  lookupCache.set(snapshot, lookup);
  return lookup;
}

/** The context a target filter reads: the project as stored, with the holder as edited. */
export function referenceTargetContext(
  snapshot: ProjectSnapshot,
  definitions: readonly ModuleDef[],
  holder: ContainerValue,
): ReferenceTargetContext {
  const lookup = lookupOf(snapshot);
  const containerDefs = indexDefinitions(definitions).containers;
  return {
    holder,
    container: (id) => (id === holder.id ? holder : lookup.byId.get(id)),
    containersOf: (definitionPath) =>
      (lookup.byDefinition.get(definitionPath) ?? []).map((c) => (c.id === holder.id ? holder : c)),
    text(container, param) {
      let value = container.values[param];
      if (value === undefined || value === null || value === '') {
        const def = containerDefs.get(container.definitionPath)?.parameterByName.get(param);
        value = def ? defaultValueOf(def) : undefined;
      }
      if (value === undefined || value === null || value === '') return undefined;
      if (typeof value === 'boolean') return String(value);
      return Array.isArray(value) ? value[0] : value;
    },
    view: (view) => viewOfSnapshot(snapshot, definitions, view),
  };
}

/** The target filter of a reference definition path, if its module has one. */
export function targetFilterOf(
  definitions: readonly ModuleDef[],
  referencePath: string,
): ReferenceTargetFilter | undefined {
  for (const definition of definitions) {
    const filter = definition.targetFilters?.[referencePath];
    if (filter) return filter;
  }
  return undefined;
}
