import type { ContainerValue, ProjectSnapshot } from '@ecuc/core/ecuc';

/** Lookups over a project snapshot, computed once per snapshot object. */
export interface SnapshotIndex {
  byId: ReadonlyMap<string, ContainerValue>;
  /** Children by parent key (see parentKey), ordered by position. */
  children: ReadonlyMap<string, readonly ContainerValue[]>;
}

/** The key of a parent: a container id, or the module instance for top-level containers. */
export function parentKey(module: string, instanceId: number, parentId: string | null): string {
  return parentId ?? `/${module}/${instanceId}`;
}

const EMPTY: readonly ContainerValue[] = [];
const cache = new WeakMap<ProjectSnapshot, SnapshotIndex>();

export function indexSnapshot(snapshot: ProjectSnapshot): SnapshotIndex {
  const cached = cache.get(snapshot);
  if (cached) return cached;
  const byId = new Map<string, ContainerValue>();
  const children = new Map<string, ContainerValue[]>();
  for (const container of snapshot.containers) {
    byId.set(container.id, container);
    const key = parentKey(container.module, container.instanceId, container.parentId);
    const list = children.get(key);
    if (list) list.push(container);
    else children.set(key, [container]);
  }
  for (const list of children.values()) list.sort((a, b) => a.position - b.position);
  const index: SnapshotIndex = { byId, children };
  cache.set(snapshot, index);
  return index;
}

const byDefinitionCache = new WeakMap<SnapshotIndex, Map<string, readonly ContainerValue[]>>();

/**
 * The children of a parent that follow one definition, by position. The same array for the same
 * snapshot, so that what is computed from it (a table's rows) can be memoised.
 */
export function childrenOf(
  snapshot: ProjectSnapshot,
  module: string,
  instanceId: number,
  parentId: string | null,
  definitionPath?: string,
): readonly ContainerValue[] {
  const index = indexSnapshot(snapshot);
  const key = parentKey(module, instanceId, parentId);
  const list = index.children.get(key) ?? EMPTY;
  if (definitionPath === undefined) return list;
  let cached = byDefinitionCache.get(index);
  if (!cached) {
    cached = new Map();
    byDefinitionCache.set(index, cached);
  }
  const cacheKey = `${key}\n${definitionPath}`;
  let found = cached.get(cacheKey);
  if (!found) {
    found = list.filter((c) => c.definitionPath === definitionPath);
    cached.set(cacheKey, found);
  }
  return found;
}

/** The container and its ancestors, outermost first. */
export function ancestryOf(snapshot: ProjectSnapshot, containerId: string): ContainerValue[] {
  const { byId } = indexSnapshot(snapshot);
  const chain: ContainerValue[] = [];
  const seen = new Set<string>();
  let current = byId.get(containerId);
  while (current && !seen.has(current.id)) {
    seen.add(current.id);
    chain.unshift(current);
    current = current.parentId === null ? undefined : byId.get(current.parentId);
  }
  return chain;
}

/** The snapshot with one container replaced (the server's answer to an update). */
export function withContainer(snapshot: ProjectSnapshot, container: ContainerValue): ProjectSnapshot {
  return withContainers(snapshot, [container]);
}

/**
 * The snapshot with containers replaced (the answer to an update or a change set); unknown ones are
 * added. When the replaced containers keep their place (parent, definition, position), the new
 * snapshot's index is derived from the old one instead of being built again: one edit in a table of
 * 20,000 rows stays well inside a frame.
 */
export function withContainers(
  snapshot: ProjectSnapshot,
  containers: readonly ContainerValue[],
): ProjectSnapshot {
  if (containers.length === 0) return snapshot;
  const changedById = new Map(containers.map((c) => [c.id, c]));
  const replacement = new Map(changedById);
  const replaced: ContainerValue[] = [];
  const next = snapshot.containers.map((c) => {
    const changed = replacement.get(c.id);
    if (!changed) return c;
    replacement.delete(c.id);
    replaced.push(c);
    return changed;
  });
  const added = [...replacement.values()];
  next.push(...added);
  const result: ProjectSnapshot = { ...snapshot, containers: next };
  const old = cache.get(snapshot);
  if (old && added.length === 0) deriveIndex(old, result, replaced, changedById);
  return result;
}

/** Caches the index of `next` from the index of the snapshot it was made from, when only values changed. */
function deriveIndex(
  old: SnapshotIndex,
  next: ProjectSnapshot,
  replaced: readonly ContainerValue[],
  changedById: ReadonlyMap<string, ContainerValue>,
): void {
  const parents = new Set<string>();
  for (const before of replaced) {
    const after = changedById.get(before.id);
    if (
      !after ||
      after.module !== before.module ||
      after.instanceId !== before.instanceId ||
      after.parentId !== before.parentId ||
      after.definitionPath !== before.definitionPath ||
      after.position !== before.position
    )
      return;
    parents.add(parentKey(before.module, before.instanceId, before.parentId));
  }
  const byId = new Map(old.byId);
  for (const after of changedById.values()) byId.set(after.id, after);
  const children = new Map(old.children);
  for (const key of parents) {
    const list = old.children.get(key);
    if (list)
      children.set(
        key,
        list.map((c) => changedById.get(c.id) ?? c),
      );
  }
  const index: SnapshotIndex = { byId, children };
  cache.set(next, index);
  const oldLists = byDefinitionCache.get(old);
  if (oldLists) {
    const lists = new Map<string, readonly ContainerValue[]>();
    for (const [key, list] of oldLists)
      if (!parents.has(key.slice(0, key.indexOf('\n')))) lists.set(key, list);
    byDefinitionCache.set(index, lists);
  }
}

/** The snapshot without a container and everything below it (the server's answer to a delete). */
export function withoutSubtree(snapshot: ProjectSnapshot, containerId: string): ProjectSnapshot {
  const removed = new Set<string>([containerId]);
  const { children } = indexSnapshot(snapshot);
  const queue = [containerId];
  while (queue.length > 0) {
    const id = queue.pop()!;
    for (const child of children.get(id) ?? EMPTY) {
      if (removed.has(child.id)) continue;
      removed.add(child.id);
      queue.push(child.id);
    }
  }
  return { ...snapshot, containers: snapshot.containers.filter((c) => !removed.has(c.id)) };
}

/** The snapshot with siblings renumbered in a new order (the answer to a drag-sort). */
export function withOrder(snapshot: ProjectSnapshot, orderedIds: readonly string[]): ProjectSnapshot {
  const position = new Map(orderedIds.map((id, index) => [id, index]));
  return {
    ...snapshot,
    containers: snapshot.containers.map((c) => {
      const next = position.get(c.id);
      return next === undefined || next === c.position ? c : { ...c, position: next };
    }),
  };
}

/**
 * The snapshot with candidates in place of (or besides) stored containers: what the user is typing,
 * verified before it is saved.
 */
export function withCandidates(
  snapshot: ProjectSnapshot,
  candidates: readonly ContainerValue[],
): ProjectSnapshot {
  if (candidates.length === 0) return snapshot;
  const byId = new Map(candidates.map((c) => [c.id, c]));
  const containers = snapshot.containers.map((c) => {
    const replacement = byId.get(c.id);
    if (!replacement) return c;
    byId.delete(c.id);
    return replacement;
  });
  containers.push(...byId.values());
  return { ...snapshot, containers };
}

/**
 * Sibling ids after dragging `movedId` onto `targetId` (it takes the target's place; the others
 * keep their order). Unknown ids leave the order as it was.
 */
export function movedOrder(ids: readonly string[], movedId: string, targetId: string): string[] {
  const from = ids.indexOf(movedId);
  const to = ids.indexOf(targetId);
  if (from < 0 || to < 0 || from === to) return [...ids];
  const order = ids.filter((id) => id !== movedId);
  order.splice(to, 0, movedId);
  return order;
}

const ofDefinitionCache = new WeakMap<ProjectSnapshot, Map<string, readonly ContainerValue[]>>();

/**
 * Every container of the project that follows a definition path (any instance), in stored order: what
 * a reference picker offers. Read from the cached snapshot, which every save keeps current, so a
 * container added a moment ago (or created with its parent) is offered at once.
 */
export function containersOfDefinition(
  snapshot: ProjectSnapshot,
  definitionPath: string,
): readonly ContainerValue[] {
  let byPath = ofDefinitionCache.get(snapshot);
  if (!byPath) {
    const grouped = new Map<string, ContainerValue[]>();
    for (const container of snapshot.containers) {
      const list = grouped.get(container.definitionPath);
      if (list) list.push(container);
      else grouped.set(container.definitionPath, [container]);
    }
    byPath = grouped;
    ofDefinitionCache.set(snapshot, byPath);
  }
  return byPath.get(definitionPath) ?? EMPTY;
}
