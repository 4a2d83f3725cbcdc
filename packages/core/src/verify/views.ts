/**
 * Configuration views: a module's derived facts (which application owns an object, which core it
 * runs on...) computed once and shared by its rules, its reference target filters and its generators.
 * In verification a view is computed at most once per run and kept while the modules it reads do not
 * change; over a stored snapshot (pickers, generators) once per snapshot.
 */
import { indexDefinitions, type DefinitionSetIndex } from '../ecuc/definition-index.js';
import type { ProjectSnapshot } from '../ecuc/store-types.js';
import type { ModuleDef } from '../ecuc/types.js';
import { InstanceReader, instanceFor, viewReads } from './rule-context.js';
import { buildStructure, type ProjectStructure } from './structure.js';
import type { ConfigurationReader, ModuleView } from './types.js';

/** Declares a view (typed by what `compute` answers). */
export function defineView<T>(view: ModuleView<T>): ModuleView<T> {
  return view;
}

/**
 * Change stamps of a verifier: a counter per module, raised whenever a run sees that module change,
 * and an epoch raised when everything changed. A result computed at stamp `s` over modules `m` is
 * still valid while `stamp(m)` is `s`.
 */
export class ChangeStamps {
  private epoch = 0;
  private readonly generations = new Map<string, number>();

  everything(): void {
    this.epoch += 1;
  }

  changed(modules: Iterable<string>): void {
    for (const module of modules) this.generations.set(module, (this.generations.get(module) ?? 0) + 1);
  }

  stamp(modules: readonly string[]): string {
    let stamp = String(this.epoch);
    for (const module of modules) stamp += `:${this.generations.get(module) ?? 0}`;
    return stamp;
  }
}

interface CachedView {
  stamp: string;
  value: unknown;
}

/** The views of a verifier's runs, each recomputed only after a change in a module it reads. */
export class ViewCache {
  private readonly cache = new Map<ModuleView<unknown>, Map<number, CachedView>>();
  /** Views computed (not reused) since the cache was made: for tests and benchmarks. */
  computed = 0;

  constructor(
    private readonly stamps: ChangeStamps,
    private readonly definitions: DefinitionSetIndex,
  ) {}

  get<T>(view: ModuleView<T>, instanceId: number, structure: ProjectStructure): T {
    const reads = viewReads(view as ModuleView<unknown>);
    const stamp = this.stamps.stamp(reads);
    let byInstance = this.cache.get(view as ModuleView<unknown>);
    if (!byInstance) {
      byInstance = new Map();
      this.cache.set(view as ModuleView<unknown>, byInstance);
    }
    const cached = byInstance.get(instanceId);
    if (cached && cached.stamp === stamp) return cached.value as T;
    const reader = new InstanceReader(
      structure,
      this.definitions,
      instanceFor(structure, this.definitions, view.module, instanceId),
      reads,
    );
    const value = view.compute(reader);
    this.computed += 1;
    byInstance.set(instanceId, { stamp, value });
    return value;
  }
}

interface SnapshotViews {
  definitions: DefinitionSetIndex;
  structure: ProjectStructure;
  /** View → instance id → value. */
  values: Map<ModuleView<unknown>, Map<number, unknown>>;
}

const snapshotViews = new WeakMap<ProjectSnapshot, SnapshotViews[]>();

/** The structure of a stored snapshot under a set of definitions (built once per both). */
function snapshotEntry(snapshot: ProjectSnapshot, definitions: readonly ModuleDef[]): SnapshotViews {
  const index = indexDefinitions(definitions);
  let entries = snapshotViews.get(snapshot);
  if (!entries) {
    entries = [];
    snapshotViews.set(snapshot, entries);
  }
  let entry = entries.find((e) => e.definitions === index);
  if (!entry) {
    entry = { definitions: index, structure: buildStructure(snapshot, index), values: new Map() };
    entries.push(entry);
  }
  return entry;
}

/** A reader over one module instance of a stored snapshot (views, generators), limited to `reads`. */
export function snapshotReader(
  snapshot: ProjectSnapshot,
  definitions: readonly ModuleDef[],
  module: string,
  reads: readonly string[] = [module],
  instanceId = 0,
): ConfigurationReader {
  const entry = snapshotEntry(snapshot, definitions);
  return new InstanceReader(
    entry.structure,
    entry.definitions,
    instanceFor(entry.structure, entry.definitions, module, instanceId),
    reads,
  );
}

/**
 * A view of a stored snapshot, computed once per snapshot, definitions and instance. Treat the
 * snapshot as immutable: a changed project is a new snapshot object.
 */
export function viewOfSnapshot<T>(
  snapshot: ProjectSnapshot,
  definitions: readonly ModuleDef[],
  view: ModuleView<T>,
  instanceId = 0,
): T {
  const entry = snapshotEntry(snapshot, definitions);
  let byInstance = entry.values.get(view as ModuleView<unknown>);
  if (!byInstance) {
    byInstance = new Map();
    entry.values.set(view as ModuleView<unknown>, byInstance);
  }
  if (byInstance.has(instanceId)) return byInstance.get(instanceId) as T;
  const reads = viewReads(view as ModuleView<unknown>);
  const reader = new InstanceReader(
    entry.structure,
    entry.definitions,
    instanceFor(entry.structure, entry.definitions, view.module, instanceId),
    reads,
  );
  const value = view.compute(reader);
  byInstance.set(instanceId, value);
  return value;
}
