/**
 * Derived configuration and its provenance: containers a bus database (DBC, system description) gives a
 * project carry a `ContainerOrigin` (source, key, the values and references as derived). A second import of
 * the same source is merged with what the project holds: what the source still gives is updated where the user
 * left it as derived and kept where the user changed it (an override, listed), what it gives anew is created,
 * what it no longer gives is removed unless the user's own containers refer to it.
 *
 * Pure: snapshot and derivation in, a change set and its report out.
 */
import { indexModuleDef } from './definition-index.js';
import type { ContainerOrigin, ContainerValue, ParamValue, ProjectSnapshot } from './store-types.js';
import type { ModuleDef } from './types.js';

/** A derived value the user changed: kept on a re-import. */
export interface DerivedOverride {
  containerId: string;
  /** Module and short-name path of the container, e.g. `/Com/ComConfig/Speed`. */
  path: string;
  parameter: string;
  /** The user's value (kept). */
  yours: ParamValue | undefined;
  /** What the source gives now. */
  derived: ParamValue | undefined;
}

/** What a re-import does, per container (module and short-name path) and per object of the source. */
export interface DerivationMerge {
  create: ContainerValue[];
  update: ContainerValue[];
  remove: string[];
  /** Derived containers that are gone from the source but kept, as the user's containers refer to them. */
  keptReferred: string[];
  overrides: DerivedOverride[];
  /** Objects of the source (`ContainerOrigin.object`) by what happens to them. */
  objects: { added: string[]; changed: string[]; removed: string[] };
}

/** Module and short-name path of every container of a list (parents looked up in `all`). */
export function shortNamePaths(
  containers: readonly ContainerValue[],
  all: ReadonlyMap<string, ContainerValue>,
): Map<string, string> {
  const paths = new Map<string, string>();
  const pathOf = (container: ContainerValue): string => {
    const known = paths.get(container.id);
    if (known !== undefined) return known;
    const parent = container.parentId === null ? undefined : all.get(container.parentId);
    const module =
      container.instanceId === 0 ? container.module : `${container.module}_${container.instanceId}`;
    const path = `${parent ? pathOf(parent) : `/${module}`}/${container.shortName}`;
    paths.set(container.id, path);
    return path;
  };
  for (const container of containers) pathOf(container);
  return paths;
}

/**
 * Marks freshly derived containers with their origin: `source`, the key (module and short-name path as
 * derived), the object of the source (`objectOf`, e.g. the frame a PDU stands for) and the values and
 * references as derived. Containers `isDerived` declines (a module's defaults the derivation made) stay
 * unmarked: the module's, not the source's.
 */
export function withOrigin(
  derived: readonly ContainerValue[],
  snapshot: ProjectSnapshot,
  source: string,
  objectOf: (container: ContainerValue) => string | undefined,
  isDerived: (container: ContainerValue) => boolean = () => true,
): ContainerValue[] {
  const all = new Map<string, ContainerValue>();
  for (const c of snapshot.containers) all.set(c.id, c);
  for (const c of derived) all.set(c.id, c);
  const paths = shortNamePaths(derived, all);
  const pathOf = (id: string) => {
    const known = paths.get(id);
    if (known !== undefined) return known;
    const target = all.get(id);
    return target ? (shortNamePaths([target], all).get(id) ?? id) : id;
  };
  return derived.map((container) => {
    if (!isDerived(container)) return container;
    const object = objectOf(container);
    const origin: ContainerOrigin = {
      source,
      key: paths.get(container.id)!,
      ...(object !== undefined ? { object } : {}),
      values: { ...container.values },
      references: referencePaths(container.references, pathOf),
    };
    return { ...container, origin };
  });
}

/** The snapshot without the containers derived from `source` (and their subtrees): what a fresh derivation runs on. */
export function withoutDerived(snapshot: ProjectSnapshot, source: string): ProjectSnapshot {
  const dropped = subtreeIds(
    snapshot.containers,
    snapshot.containers.filter((c) => c.origin?.source === source).map((c) => c.id),
  );
  return { ...snapshot, containers: snapshot.containers.filter((c) => !dropped.has(c.id)) };
}

/** The ids of containers and all their descendants. */
export function subtreeIds(
  containers: readonly Pick<ContainerValue, 'id' | 'parentId'>[],
  roots: readonly string[],
): Set<string> {
  const children = new Map<string, string[]>();
  for (const c of containers)
    if (c.parentId !== null) {
      const list = children.get(c.parentId);
      if (list) list.push(c.id);
      else children.set(c.parentId, [c.id]);
    }
  const ids = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (ids.has(id)) continue;
    ids.add(id);
    stack.push(...(children.get(id) ?? []));
  }
  return ids;
}

/**
 * Merges a fresh derivation of `source` (containers marked by `withOrigin`, derived against
 * `withoutDerived(snapshot, source)`) into the project: containers matched by their origin key keep their id,
 * short name and the user's changes.
 */
export function mergeDerivation(
  snapshot: ProjectSnapshot,
  derived: readonly ContainerValue[],
  source: string,
  definitions: readonly ModuleDef[] = [],
): DerivationMerge {
  const handles = handleParams(definitions);
  const existing = new Map<string, ContainerValue>();
  for (const c of snapshot.containers) if (c.origin?.source === source) existing.set(c.origin.key, c);
  // New id → the id of the container it matches.
  const idOf = new Map<string, string>();
  const matched = new Set<string>();
  for (const c of derived) {
    const match = c.origin ? existing.get(c.origin.key) : undefined;
    if (match) {
      idOf.set(c.id, match.id);
      matched.add(match.id);
    }
  }
  const mapIds = (ids: readonly string[]) => ids.map((id) => idOf.get(id) ?? id);
  const mapReferences = (references: Record<string, string[]>) => {
    const mapped: Record<string, string[]> = {};
    for (const [name, targets] of Object.entries(references)) mapped[name] = mapIds(targets);
    return mapped;
  };
  const all = new Map(snapshot.containers.map((c) => [c.id, c]));
  const paths = shortNamePaths(snapshot.containers, all);
  const result: DerivationMerge = {
    create: [],
    update: [],
    remove: [],
    keptReferred: [],
    overrides: [],
    objects: { added: [], changed: [], removed: [] },
  };
  const added = new Set<string>();
  const changed = new Set<string>();
  const siblings = new Map<string, number>();
  for (const c of snapshot.containers) {
    const key = `${c.module}\u0000${c.instanceId}\u0000${c.parentId ?? ''}`;
    siblings.set(key, Math.max(siblings.get(key) ?? 0, c.position + 1));
  }

  for (let fresh of derived) {
    let origin = fresh.origin;
    const references = mapReferences(fresh.references);
    const parentId = fresh.parentId === null ? null : (idOf.get(fresh.parentId) ?? fresh.parentId);
    const match = fresh.origin ? existing.get(fresh.origin.key) : undefined;
    if (!match) {
      const key = `${fresh.module}\u0000${fresh.instanceId}\u0000${parentId ?? ''}`;
      const position = Math.max(fresh.position, siblings.get(key) ?? 0);
      siblings.set(key, position + 1);
      result.create.push({ ...fresh, parentId, position, references, ...(origin ? { origin } : {}) });
      if (origin?.object) added.add(origin.object);
      continue;
    }
    const before = match.origin!;
    // A handle id (a unique integer the definition numbers) stays what it is: what refers to it elsewhere
    // (another ECU, generated code) keeps working, and renumbering is no change of the source.
    const kept = handles(fresh).map((p) => p.name);
    const fresher = { ...fresh, values: { ...fresh.values } };
    for (const param of kept)
      if (typeof match.values[param] === 'string') fresher.values[param] = match.values[param];
    fresh = fresher;
    if (origin && kept.length > 0) {
      const originValues = { ...origin.values };
      for (const param of kept) if (param in fresh.values) originValues[param] = fresh.values[param]!;
      origin = { ...origin, values: originValues };
    }
    const values: Record<string, ParamValue> = { ...match.values };
    const names = new Set([
      ...Object.keys(before.values),
      ...Object.keys(fresh.values),
      ...Object.keys(match.values),
    ]);
    let differs = false;
    for (const name of names) {
      const was = before.values[name];
      const now = fresh.values[name];
      const current = match.values[name];
      if (sameValue(current, was)) {
        if (!sameValue(current, now)) {
          differs = true;
          if (now === undefined) delete values[name];
          else values[name] = now;
        }
      } else {
        result.overrides.push({
          containerId: match.id,
          path: paths.get(match.id) ?? match.shortName,
          parameter: name,
          yours: current,
          derived: now,
        });
      }
    }
    const mergedReferences: Record<string, string[]> = { ...match.references };
    for (const name of new Set([...Object.keys(before.references), ...Object.keys(references)])) {
      const wasTargets = new Set(before.references[name] ?? []);
      const userAdded = (match.references[name] ?? []).filter((t) => !wasTargets.has(paths.get(t) ?? t));
      const next = [
        ...(references[name] ?? []),
        ...userAdded.filter((t) => !(references[name] ?? []).includes(t)),
      ];
      if (!sameList(next, match.references[name] ?? [])) {
        differs = true;
        if (next.length === 0) delete mergedReferences[name];
        else mergedReferences[name] = next;
      }
    }
    const originChanged = !sameOrigin(before, origin);
    if (differs || originChanged)
      result.update.push({ ...match, values, references: mergedReferences, ...(origin ? { origin } : {}) });
    if (differs && origin?.object) changed.add(origin.object);
  }

  renumberCreatedHandles(result, snapshot, handles);

  // Derived before, not any more: removed, unless a container that stays (the user's) refers to it.
  const gone = [...existing.values()].filter((c) => !matched.has(c.id));
  const goneIds = subtreeIds(
    snapshot.containers,
    gone.map((c) => c.id),
  );
  // Who refers to what once the update is written (an updated container no longer lists what the source dropped).
  const updatedById = new Map(result.update.map((c) => [c.id, c]));
  const referred = new Set<string>();
  for (const before of snapshot.containers) {
    if (goneIds.has(before.id)) continue;
    const c = updatedById.get(before.id) ?? before;
    for (const targets of Object.values(c.references))
      for (const t of targets) if (goneIds.has(t)) referred.add(t);
  }
  const removedObjects = new Set<string>();
  for (const c of gone) {
    if (referred.has(c.id) || [...subtreeIds(snapshot.containers, [c.id])].some((id) => referred.has(id))) {
      result.keptReferred.push(c.id);
      continue;
    }
    result.remove.push(c.id);
    if (c.origin?.object) removedObjects.add(c.origin.object);
  }
  // An object with containers both created and updated counts as changed.
  for (const object of added)
    if (changed.has(object) || matchedObject(existing, matched, object)) changed.add(object);
  result.objects = {
    added: [...added].filter((o) => !changed.has(o)).sort(),
    changed: [...changed].sort(),
    removed: [...removedObjects].filter((o) => !added.has(o) && !changed.has(o)).sort(),
  };
  return result;
}

/**
 * The handle-id parameters of a container: integers that name it for other modules and code (AUTOSAR's
 * symbolic name values, ComHandleId, CanIfTxPduId...) or that the definition numbers uniquely (`initial.unique`).
 * `amongSiblings`: unique only among the container's siblings (an `initial.unique` without id space and no
 * symbolic name value: a byte position, an entry index), not over the module instance.
 */
function handleParams(
  definitions: readonly ModuleDef[],
): (container: ContainerValue) => { name: string; amongSiblings: boolean }[] {
  const cache = new Map<string, { name: string; amongSiblings: boolean }[]>();
  return (container) => {
    const key = `${container.module}\u0000${container.definitionPath}`;
    let params = cache.get(key);
    if (!params) {
      const definition = definitions.find((d) => d.name === container.module);
      const info = definition
        ? indexModuleDef(definition).containers.get(container.definitionPath)
        : undefined;
      params = [];
      for (const p of info?.parameters ?? []) {
        if (p.kind !== 'integer') continue;
        const unique = typeof p.initial === 'object' && p.initial.unique ? p.initial : undefined;
        if (p.symbolicNameValue !== true && !unique) continue;
        params.push({
          name: p.name,
          amongSiblings: p.symbolicNameValue !== true && unique?.space === undefined,
        });
      }
      cache.set(key, params);
    }
    return params;
  };
}

/**
 * A created container whose handle id a kept container of the same definition (module instance; for an id
 * unique among siblings, the same parent) holds takes the next free one.
 */
function renumberCreatedHandles(
  result: DerivationMerge,
  snapshot: ProjectSnapshot,
  handles: (container: ContainerValue) => { name: string; amongSiblings: boolean }[],
): void {
  if (result.create.length === 0) return;
  const used = new Map<string, Set<string>>();
  const keyOf = (c: ContainerValue, param: { name: string; amongSiblings: boolean }) =>
    `${c.module}\u0000${c.instanceId}\u0000${c.definitionPath}\u0000${param.name}` +
    (param.amongSiblings ? `\u0000${c.parentId ?? ''}` : '');
  const note = (c: ContainerValue) => {
    for (const param of handles(c)) {
      const value = c.values[param.name];
      if (typeof value !== 'string') continue;
      const key = keyOf(c, param);
      let set = used.get(key);
      if (!set) used.set(key, (set = new Set()));
      set.add(value);
    }
  };
  const updated = new Map(result.update.map((c) => [c.id, c]));
  for (const c of snapshot.containers) note(updated.get(c.id) ?? c);
  result.create = result.create.map((c) => {
    const params = handles(c);
    if (params.length === 0) return c;
    let values = c.values;
    for (const param of params) {
      const value = values[param.name];
      const set = used.get(keyOf(c, param));
      if (typeof value !== 'string' || !set?.has(value)) continue;
      let next = 0;
      for (const taken of set) if (/^\d+$/.test(taken)) next = Math.max(next, Number(taken) + 1);
      values = { ...values, [param.name]: String(next) };
    }
    const renumbered =
      values === c.values
        ? c
        : {
            ...c,
            values,
            ...(c.origin ? { origin: { ...c.origin, values: { ...c.origin.values, ...values } } } : {}),
          };
    note(renumbered);
    return renumbered;
  });
}

function matchedObject(existing: Map<string, ContainerValue>, matched: Set<string>, object: string): boolean {
  for (const c of existing.values()) if (c.origin?.object === object && matched.has(c.id)) return true;
  return false;
}

/** References with their targets as short-name paths (stable when the project is copied and ids change). */
function referencePaths(
  references: Record<string, string[]>,
  pathOf: (id: string) => string,
): Record<string, string[]> {
  const byPath: Record<string, string[]> = {};
  for (const [name, targets] of Object.entries(references)) byPath[name] = targets.map(pathOf);
  return byPath;
}

function sameValue(a: ParamValue | undefined, b: ParamValue | undefined): boolean {
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && sameList(a, b);
  return a === b;
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

function sameOrigin(a: ContainerOrigin, b: ContainerOrigin | undefined): boolean {
  return b !== undefined && JSON.stringify(a) === JSON.stringify(b);
}
