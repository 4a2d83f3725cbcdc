import { BusinessCode } from '../api/state.js';
import type { KeyedText } from '../i18n/index.js';
import { exceedsUpper, type ContainerDefInfo } from './definition-index.js';
import { nextUniqueName } from './naming.js';
import type { ContainerValue, ParamValue } from './store-types.js';
import { CONTAINER_REFERENCE_KINDS } from './types.js';

/**
 * What the browser and the server must agree on when containers are added, changed, copied, sorted or
 * deleted. Each decision is a pure function over the definition and the containers concerned: it answers
 * `undefined` when the operation may go ahead, else a `ContainerRefusal` (the contract's business code, a
 * message, and the data the server's answer carries). The server reads what a decision needs from the
 * database and answers its refusal; the editor calls the same functions on its snapshot.
 */
export interface ContainerRefusal {
  code: BusinessCode;
  /**
   * What the refusal says, a key of the `ecuc.refusal.*` texts with its data; absent where the code's own
   * (translated) text says it all.
   */
  message?: KeyedText;
  /** The answer's `data` (null when there is none). */
  data: unknown;
}

function refusal(code: BusinessCode, message: KeyedText | undefined, data: unknown = null): ContainerRefusal {
  return message === undefined ? { code, data } : { code, message, data };
}

/** An `ecuc.refusal.*` text. */
function says(name: string, params?: Record<string, string | number>): KeyedText {
  return params === undefined ? { key: `ecuc.refusal.${name}` } : { key: `ecuc.refusal.${name}`, params };
}

/** The part of a container a placement decision looks at. */
export type SiblingContainer = Pick<ContainerValue, 'id' | 'definitionPath' | 'shortName'>;

// ---------------------------------------------------------------------------------------------- adding

/** 1057 when a container of `info` does not go under a parent of definition `parentPath` (null: the module). */
export function placementRefusal(
  info: ContainerDefInfo,
  parentPath: string | null,
): ContainerRefusal | undefined {
  if (info.parentPath === parentPath) return undefined;
  return refusal(
    BusinessCode.IllegalOperation,
    parentPath === null
      ? says('placementUnderModule', { path: info.path })
      : says('placement', { path: info.path, parent: parentPath }),
    {
      field: 'parentId',
    },
  );
}

/**
 * Whether one more container of `info` fits among `siblings` (every container already under the parent):
 * 1051 above the upper multiplicity or into a choice container that holds its choice already; 1050 when
 * the short name asked for is taken.
 */
export function additionRefusal(
  info: ContainerDefInfo,
  siblings: readonly SiblingContainer[],
  shortName?: string,
): ContainerRefusal | undefined {
  const same = siblings.filter((c) => c.definitionPath === info.path).length;
  if (exceedsUpper(same + 1, info.def.upper)) {
    return refusal(
      BusinessCode.DataOverLimit,
      says('tooMany', { name: info.def.name, upper: String(info.def.upper) }),
      { upper: info.def.upper },
    );
  }
  if (info.isChoiceOption && siblings.length > 0) {
    return refusal(BusinessCode.DataOverLimit, says('choiceHoldsOne'));
  }
  if (shortName !== undefined && siblings.some((c) => c.shortName === shortName)) {
    return refusal(BusinessCode.NameExists, undefined, { field: 'shortName' });
  }
  return undefined;
}

/** Can a container of `info` be added under a parent of definition `parentPath` holding `siblings`? */
export function canAddContainer(
  info: ContainerDefInfo,
  parentPath: string | null,
  siblings: readonly SiblingContainer[],
  shortName?: string,
): ContainerRefusal | undefined {
  return placementRefusal(info, parentPath) ?? additionRefusal(info, siblings, shortName);
}

/** Can a container of `info` be copied beside itself? A choice holds one child, so its option never can. */
export function copyRefusal(
  info: ContainerDefInfo,
  siblings: readonly SiblingContainer[],
): ContainerRefusal | undefined {
  const same = siblings.filter((c) => c.definitionPath === info.path).length;
  if (exceedsUpper(same + 1, info.def.upper) || info.isChoiceOption) {
    return refusal(
      BusinessCode.DataOverLimit,
      says('tooMany', { name: info.def.name, upper: String(info.def.upper) }),
      { upper: info.def.upper },
    );
  }
  return undefined;
}

/**
 * A copy of the subtree rooted at `sourceId` (`subtree` holds it and every descendant): new ids, references
 * inside the subtree redirected to the copies, version 1; the copied root takes the next free name among
 * `siblingNames` and goes last (`position`). Parents come before their children.
 */
export function copyOfSubtree(
  subtree: readonly ContainerValue[],
  sourceId: string,
  options: { siblingNames: readonly string[]; position: number; newId: () => string },
): ContainerValue[] {
  const byId = new Map(subtree.map((c) => [c.id, c]));
  const source = byId.get(sourceId);
  if (!source) return [];
  const newIds = new Map(subtree.map((c) => [c.id, options.newId()]));
  const depth = (c: ContainerValue): number => {
    const parent = c.id === sourceId || c.parentId === null ? undefined : byId.get(c.parentId);
    return parent ? depth(parent) + 1 : 0;
  };
  return [...subtree]
    .map((c) => ({ container: c, depth: depth(c) }))
    .sort((a, b) => a.depth - b.depth)
    .map(({ container: c }) => {
      const isRoot = c.id === sourceId;
      return {
        ...c,
        id: newIds.get(c.id)!,
        parentId: isRoot || c.parentId === null ? c.parentId : (newIds.get(c.parentId) ?? c.parentId),
        shortName: isRoot ? nextUniqueName(source.shortName, options.siblingNames) : c.shortName,
        position: isRoot ? options.position : c.position,
        values: { ...c.values },
        references: Object.fromEntries(
          Object.entries(c.references).map(([name, targets]) => [
            name,
            targets.map((t) => newIds.get(t) ?? t),
          ]),
        ),
        version: 1,
      };
    });
}

// -------------------------------------------------------------------------------------------- deleting

/** One container that refers to a container being deleted (1055's data, `ReferrersData` in the API). */
export interface Referrer {
  /** The referring container. */
  id: string;
  /** Its short-name path, `/NvM/NvMBlockDescriptor_1`. */
  path: string;
  /** The reference holding the target. */
  reference: string;
}

/** "Refused while referenced": 1055 naming every container that still refers to what would go. */
export function referencedRefusal(referrers: readonly Referrer[]): ContainerRefusal | undefined {
  if (referrers.length === 0) return undefined;
  return refusal(
    BusinessCode.BadReference,
    says('stillReferred', { referrers: referrers.map((r) => r.path).join(', ') }),
    {
      referrers,
    },
  );
}

/**
 * Can a container of `info` be deleted? 1055 while `referrers` (containers outside it and its descendants)
 * refer to it or to a descendant; 1058 when `sameDefinitionCount` (the containers of its definition under
 * its parent, itself included) is at its lower multiplicity.
 */
export function deletionRefusal(
  info: ContainerDefInfo,
  sameDefinitionCount: number,
  referrers: readonly Referrer[],
): ContainerRefusal | undefined {
  const referenced = referencedRefusal(referrers);
  if (referenced) return referenced;
  if (info.def.lower > 0 && sameDefinitionCount <= info.def.lower) {
    return refusal(
      BusinessCode.MinimalSystemData,
      says('tooFew', { name: info.def.name, lower: info.def.lower }),
    );
  }
  return undefined;
}

/** The ids of a container and all its descendants, found in `all`. */
export function subtreeIdsOf(all: readonly ContainerValue[], rootId: string): string[] {
  const children = new Map<string, string[]>();
  for (const c of all) {
    if (c.parentId === null) continue;
    const list = children.get(c.parentId);
    if (list) list.push(c.id);
    else children.set(c.parentId, [c.id]);
  }
  if (!all.some((c) => c.id === rootId)) return [];
  const out: string[] = [];
  const queue = [rootId];
  while (queue.length > 0) {
    const id = queue.shift()!;
    out.push(id);
    queue.push(...(children.get(id) ?? []));
  }
  return out;
}

/** Containers of `all` outside `ids` whose references point into `ids`: one entry per container and reference. */
export function referrersTo(
  all: readonly ContainerValue[],
  ids: readonly string[],
): { container: ContainerValue; reference: string }[] {
  const inside = new Set(ids);
  const out: { container: ContainerValue; reference: string }[] = [];
  for (const container of all) {
    if (inside.has(container.id)) continue;
    for (const [reference, targets] of Object.entries(container.references)) {
      if (targets.some((t) => inside.has(t))) out.push({ container, reference });
    }
  }
  return out;
}

/** The short-name path of a container (`/NvM/NvMBlockDescriptor_0/NvMTargetBlockReference`). */
export function containerPathIn(
  byId: ReadonlyMap<string, ContainerValue>,
  container: ContainerValue,
): string {
  const names = [container.shortName];
  let parentId = container.parentId;
  const seen = new Set<string>([container.id]);
  while (parentId !== null && !seen.has(parentId)) {
    const parent = byId.get(parentId);
    if (!parent) break;
    seen.add(parentId);
    names.unshift(parent.shortName);
    parentId = parent.parentId;
  }
  return `/${container.module}/${names.join('/')}`;
}

/** Can `target` be deleted from the configuration `all` (the editor's snapshot)? See `deletionRefusal`. */
export function canDeleteContainer(
  all: readonly ContainerValue[],
  target: ContainerValue,
  info: ContainerDefInfo,
): ContainerRefusal | undefined {
  const byId = new Map(all.map((c) => [c.id, c]));
  const referrers = referrersTo(all, subtreeIdsOf(all, target.id)).map(({ container, reference }) => ({
    id: container.id,
    path: containerPathIn(byId, container),
    reference,
  }));
  const sameDefinitionCount = all.filter(
    (c) =>
      c.module === target.module &&
      c.instanceId === target.instanceId &&
      c.parentId === target.parentId &&
      c.definitionPath === target.definitionPath,
  ).length;
  return deletionRefusal(info, sameDefinitionCount, referrers);
}

// -------------------------------------------------------------------------------------------- changing

/** A change to one container: what `updateIdData` and each entry of a change set carry. */
export interface ContainerChange {
  shortName?: string;
  /** Parameters to set; null clears one; parameters not named keep their value. */
  values?: Readonly<Record<string, ParamValue | null>>;
  /** References to set; an empty list clears one; references not named keep their targets. */
  references?: Readonly<Record<string, readonly string[]>>;
}

/** A change with the container it changes and the version its client read. */
export interface VersionedContainerChange extends ContainerChange {
  id: string;
  version: number;
}

/** 1032 naming the first parameter or reference that the definition of the container does not have. */
export function unknownNameRefusal(
  info: ContainerDefInfo,
  change: ContainerChange,
): ContainerRefusal | undefined {
  for (const name of Object.keys(change.values ?? {})) {
    if (!info.parameterByName.has(name)) {
      return refusal(BusinessCode.IllegalValue, says('noParameter', { path: info.path, name }), {
        field: `values.${name}`,
      });
    }
  }
  for (const name of Object.keys(change.references ?? {})) {
    if (!info.referenceByName.has(name)) {
      return refusal(BusinessCode.IllegalValue, says('noReference', { path: info.path, name }), {
        field: `references.${name}`,
      });
    }
  }
  return undefined;
}

/** The container ids a change's references point at (foreign and instance references hold paths, not ids). */
export function referencedContainerIds(info: ContainerDefInfo, change: ContainerChange): string[] {
  const ids: string[] = [];
  for (const [name, targets] of Object.entries(change.references ?? {})) {
    const def = info.referenceByName.get(name);
    if (def && CONTAINER_REFERENCE_KINDS.has(def.kind)) ids.push(...targets);
  }
  return ids;
}

/** 1055 when references point at containers that do not exist (`missing`, as found by the caller). */
export function missingTargetRefusal(missing: readonly string[]): ContainerRefusal | undefined {
  if (missing.length === 0) return undefined;
  return refusal(BusinessCode.BadReference, says('missingTarget'), {
    missing: [...new Set(missing)],
  });
}

/** 1050 when `container` would take a short name another of `siblings` holds. */
export function renameRefusal(
  container: Pick<ContainerValue, 'id' | 'shortName'>,
  siblings: readonly SiblingContainer[],
  shortName: string | undefined,
): ContainerRefusal | undefined {
  if (shortName === undefined || shortName === container.shortName) return undefined;
  if (!siblings.some((c) => c.id !== container.id && c.shortName === shortName)) return undefined;
  return refusal(BusinessCode.NameExists, undefined, { field: 'shortName' });
}

/**
 * `container` with `change` applied: values named are set (null clears one), references named are set (an
 * empty list clears one), the short name when given; the version goes up by one.
 */
export function applyContainerChange(container: ContainerValue, change: ContainerChange): ContainerValue {
  const values = { ...container.values };
  for (const [name, value] of Object.entries(change.values ?? {})) {
    if (value === null) delete values[name];
    else values[name] = value;
  }
  const references: Record<string, string[]> = { ...container.references };
  for (const [name, targets] of Object.entries(change.references ?? {})) {
    if (targets.length === 0) delete references[name];
    else references[name] = [...targets];
  }
  return {
    ...container,
    shortName: change.shortName ?? container.shortName,
    values,
    references,
    version: container.version + 1,
  };
}

/** The 1060 refusal of a change set: the stale rows as they are now (null where one is gone). */
export function staleRefusal(
  stale: readonly { id: string; current: ContainerValue | null }[],
): ContainerRefusal {
  return refusal(BusinessCode.DataMissingRefresh, says('stale'), { stale });
}

export type ChangeSetOutcome =
  | {
      ok: true;
      /** The changed containers as they will be (versions raised), in the order of the changes. */
      containers: ContainerValue[];
      /** Container ids the changed references point at; the caller refuses with `missingTargetRefusal` when some do not exist. */
      referenceTargets: string[];
    }
  | { ok: false; refusal: ContainerRefusal };

/**
 * Applies a change set, all or nothing. `current` holds the containers as they are now: every changed one
 * that exists and, for those renamed, their siblings. Refusals, first found first: 1032 when a container is
 * named twice; 1060 (`{stale}`) when any change was made on another version than the current one or names a
 * container that does not exist; 1032 when a definition has no such container, parameter or reference; 1050
 * when renamed siblings would end up sharing a name.
 */
export function applyChangeSet(
  changes: readonly VersionedContainerChange[],
  current: readonly ContainerValue[],
  infoOf: (container: ContainerValue) => ContainerDefInfo | undefined,
): ChangeSetOutcome {
  const byId = new Map(current.map((c) => [c.id, c]));
  const seen = new Set<string>();
  for (const [index, change] of changes.entries()) {
    if (seen.has(change.id)) {
      return {
        ok: false,
        refusal: refusal(BusinessCode.IllegalValue, says('changedTwice', { id: change.id }), {
          field: `changes.${index}.id`,
        }),
      };
    }
    seen.add(change.id);
  }
  const stale = changes
    .filter((change) => byId.get(change.id)?.version !== change.version)
    .map((change) => ({ id: change.id, current: byId.get(change.id) ?? null }));
  if (stale.length > 0) return { ok: false, refusal: staleRefusal(stale) };

  const changed: ContainerValue[] = [];
  const referenceTargets: string[] = [];
  for (const [index, change] of changes.entries()) {
    const container = byId.get(change.id)!;
    const info = infoOf(container);
    if (!info) {
      return {
        ok: false,
        refusal: refusal(
          BusinessCode.IllegalValue,
          says('noContainerDefinition', { definitionPath: container.definitionPath }),
          {
            field: `changes.${index}.id`,
          },
        ),
      };
    }
    const unknown = unknownNameRefusal(info, change);
    if (unknown) return { ok: false, refusal: unknown };
    referenceTargets.push(...referencedContainerIds(info, change));
    changed.push(applyContainerChange(container, change));
  }

  const renamed = changed.filter((c) => c.shortName !== byId.get(c.id)!.shortName);
  if (renamed.length > 0) {
    const after = new Map(byId);
    for (const c of changed) after.set(c.id, c);
    const parentKey = (c: ContainerValue): string => c.parentId ?? `${c.module}\u0000${String(c.instanceId)}`;
    const childrenOf = new Map<string, ContainerValue[]>();
    for (const c of after.values()) {
      const list = childrenOf.get(parentKey(c));
      if (list) list.push(c);
      else childrenOf.set(parentKey(c), [c]);
    }
    for (const r of renamed) {
      const clash = renameRefusal(byId.get(r.id)!, childrenOf.get(parentKey(r)) ?? [], r.shortName);
      if (clash) return { ok: false, refusal: { ...clash, data: { field: 'shortName', id: r.id } } };
    }
  }
  return { ok: true, containers: changed, referenceTargets: [...new Set(referenceTargets)] };
}

// --------------------------------------------------------------------------------------------- sorting

/**
 * The new order of a parent's children when `ids` (some of them, in their new order) are dragged to the
 * front: `ids` first, the others after them in their present order. 1032 when `ids` names a container that
 * is not one of `siblings` or names one twice.
 */
export function sortedSiblingOrder(
  siblings: readonly Pick<ContainerValue, 'id' | 'position'>[],
  ids: readonly string[],
): { ok: true; order: string[] } | { ok: false; refusal: ContainerRefusal } {
  const known = new Set(siblings.map((c) => c.id));
  if (ids.some((id) => !known.has(id)) || new Set(ids).size !== ids.length) {
    return {
      ok: false,
      refusal: refusal(BusinessCode.IllegalValue, says('sortSiblings'), { field: 'ids' }),
    };
  }
  const named = new Set(ids);
  const rest = siblings.filter((c) => !named.has(c.id)).sort((a, b) => a.position - b.position);
  return { ok: true, order: [...ids, ...rest.map((c) => c.id)] };
}
