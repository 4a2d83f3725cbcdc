/**
 * The containers of one derivation from a bus database: the project's, the default containers of modules it
 * lacks, and what the derivation adds or changes, with each created container's origin and the values it set.
 * Names are made unique per parent (`add`), ids counted per definition (`maxOf`). Shared by the derivations of
 * every bus database (DBC, system description, LDF).
 */
import { defaultContainersFor, newContainerWithDefaults } from '../../../ecuc/defaults.js';
import { indexModuleDef } from '../../../ecuc/definition-index.js';
import type { ContainerValue, ParamValue, ProjectSnapshot } from '../../../ecuc/store-types.js';
import type { ModuleDef } from '../../../ecuc/types.js';
import type { DbcDerivedValues, DbcOrigin } from './derive.js';

/** The longest short name the product accepts (E_0007: C names of at most 60 characters). */
export const MAX_NAME_LENGTH = 60;

/** Containers of one derivation: the project's, the defaults of modules it lacks, and what is added. */
/** 8 hex digits that depend on the text alone (FNV-1a). */
export function nameHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).toUpperCase().padStart(8, '0');
}

/** A name cut to `max` characters; a cut name ends in a hash of `tag` (the whole name) so that it stays unique. */
export function fitName(name: string, max: number, tag = name): string {
  return name.length <= max ? name : `${name.slice(0, max - 9)}_${nameHash(tag)}`;
}

export class DerivedConfiguration {
  readonly create: ContainerValue[] = [];
  readonly origin = new Map<string, DbcOrigin>();
  readonly derivedValues = new Map<string, DbcDerivedValues>();
  /** What the containers made from now on are derived from. */
  from: DbcOrigin = { kind: 'bus', key: 'bus:' };
  private readonly all: ContainerValue[];
  /** Short names taken per module instance and parent. */
  private readonly names = new Map<string, Set<string>>();
  /** Children by parent id (as first noted; `change` keeps ids). */
  private readonly children = new Map<string, ContainerValue[]>();
  /** Where each container sits in `create` and `all`, by id. */
  private readonly createdAt = new Map<string, number>();
  private readonly allAt = new Map<string, number>();

  constructor(
    private readonly snapshot: ProjectSnapshot,
    private readonly definitions: readonly ModuleDef[],
    private readonly newId: () => string,
  ) {
    this.all = [...snapshot.containers];
    this.all.forEach((container, index) => {
      this.allAt.set(container.id, index);
      this.noteName(container);
    });
  }

  private definition(module: string): ModuleDef {
    const found = this.definitions.find((d) => d.name === module);
    if (!found) throw new Error(`module ${module} is not defined`);
    return found;
  }

  private noteName(container: ContainerValue): void {
    const key = `${container.module}\u0000${container.instanceId}\u0000${container.parentId ?? ''}`;
    let set = this.names.get(key);
    if (!set) {
      set = new Set();
      this.names.set(key, set);
    }
    set.add(container.shortName);
    if (container.parentId !== null) {
      const list = this.children.get(container.parentId);
      if (list) list.push(container);
      else this.children.set(container.parentId, [container]);
    }
  }

  private push(container: ContainerValue): void {
    this.origin.set(container.id, this.from);
    if (!this.derivedValues.has(container.id))
      this.derivedValues.set(container.id, { values: {}, references: {} });
    this.createdAt.set(container.id, this.create.push(container) - 1);
    this.allAt.set(container.id, this.all.push(container) - 1);
    this.noteName(container);
  }

  /** Enables a module with its default containers unless the project has it. */
  enable(module: string): void {
    if (this.snapshot.modules.some((m) => m.module === module && m.instanceId === 0)) return;
    if (this.create.some((c) => c.module === module)) return;
    for (const container of defaultContainersFor(this.definition(module), { newId: this.newId })) {
      this.push(container);
    }
  }

  /** The first container of a definition path (in the project or made here). */
  first(module: string, definitionPath: string): ContainerValue | undefined {
    return this.all.find(
      (c) => c.module === module && c.instanceId === 0 && c.definitionPath === definitionPath,
    );
  }

  /** The child of a parent that follows a definition path. */
  childOf(parent: ContainerValue, definitionPath: string): ContainerValue | undefined {
    return this.children.get(parent.id)?.find((c) => c.definitionPath === definitionPath);
  }

  /** Adds a container (defaults and mandatory children) under a parent, named `name` or the next free variant. */
  add(
    module: string,
    definitionPath: string,
    parent: ContainerValue | null,
    name: string,
    values: Record<string, ParamValue> = {},
    references: Record<string, string[]> = {},
  ): ContainerValue {
    const info = indexModuleDef(this.definition(module)).containers.get(definitionPath);
    if (!info) throw new Error(`no container definition ${definitionPath}`);
    const parentId = parent?.id ?? null;
    const taken = this.names.get(`${module}\u0000${0}\u0000${parentId ?? ''}`) ?? new Set<string>();
    // The name as asked; taken (by the project or a rare clash), a suffix that depends on the name alone.
    let shortName = fitName(name, MAX_NAME_LENGTH);
    if (taken.has(shortName)) shortName = fitName(`${name}_${nameHash(name)}`, MAX_NAME_LENGTH, name);
    for (let n = 1; taken.has(shortName); n += 1) {
      const suffix = `_${n}`;
      shortName = `${fitName(name, MAX_NAME_LENGTH - suffix.length)}${suffix}`;
    }
    const [made, ...children] = newContainerWithDefaults(info.def, definitionPath, {
      module,
      instanceId: 0,
      parentId,
      // The short name is chosen above; the builder needs no sibling names.
      position: taken.size,
      newId: this.newId,
    });
    if (!made) throw new Error('nothing made');
    const container = { ...made, shortName, values: { ...made.values, ...values }, references };
    for (const made of [container, ...children]) this.push(made);
    this.derivedValues.set(container.id, { values: { ...values }, references: { ...references } });
    return container;
  }

  /** Replaces a container made here or in the project by a changed copy (made here: in place). */
  change(
    container: ContainerValue,
    values: Record<string, ParamValue>,
    references: Record<string, string[]>,
  ): ContainerValue {
    const current = this.current(container);
    const changed = {
      ...current,
      values: { ...current.values, ...values },
      references: { ...current.references, ...references },
    };
    if (this.createdAt.has(container.id)) {
      const before = this.derivedValues.get(container.id);
      this.derivedValues.set(container.id, {
        values: { ...before?.values, ...values },
        references: { ...before?.references, ...references },
      });
    }
    return this.replace(current, changed);
  }

  /** Gives a container made here another short name (for the mandatory children made with a parent). */
  rename(container: ContainerValue, shortName: string): ContainerValue {
    const current = this.current(container);
    const key = `${current.module}\u0000${current.instanceId}\u0000${current.parentId ?? ''}`;
    this.names.get(key)?.add(shortName);
    return this.replace(current, { ...current, shortName });
  }

  /**
   * Takes a container made here back, with what was made under it (a choice container's default choice that
   * the derivation replaces by another).
   */
  remove(container: ContainerValue): void {
    if (!this.createdAt.has(container.id)) return;
    const gone = new Set<string>([container.id]);
    for (let grew = true; grew;) {
      grew = false;
      for (const c of this.create)
        if (c.parentId !== null && gone.has(c.parentId) && !gone.has(c.id)) {
          gone.add(c.id);
          grew = true;
        }
    }
    const keep = (list: ContainerValue[]) => {
      const kept = list.filter((c) => !gone.has(c.id));
      list.length = 0;
      list.push(...kept);
    };
    keep(this.create);
    keep(this.all);
    this.createdAt.clear();
    this.create.forEach((c, i) => this.createdAt.set(c.id, i));
    this.allAt.clear();
    this.all.forEach((c, i) => this.allAt.set(c.id, i));
    for (const list of this.children.values()) keep(list);
    const siblings = this.names.get(
      `${container.module}\u0000${container.instanceId}\u0000${container.parentId ?? ''}`,
    );
    siblings?.delete(container.shortName);
    for (const id of gone) {
      this.origin.delete(id);
      this.derivedValues.delete(id);
      this.children.delete(id);
    }
  }

  /** Sets what a container made here is derived from. */
  setOrigin(id: string, origin: DbcOrigin): void {
    if (this.createdAt.has(id)) this.origin.set(id, origin);
  }

  /** Whether a container was made by this derivation (not the project's). */
  isCreated(container: ContainerValue): boolean {
    return this.createdAt.has(container.id);
  }

  /** Every container: the project's and those made here. */
  allContainers(): readonly ContainerValue[] {
    return this.all;
  }

  /** The latest copy of a container. */
  private current(container: ContainerValue): ContainerValue {
    const at = this.allAt.get(container.id);
    return at === undefined ? container : (this.all[at] ?? container);
  }

  private replace(container: ContainerValue, changed: ContainerValue): ContainerValue {
    const at = this.createdAt.get(container.id);
    if (at !== undefined) this.create[at] = changed;
    const inAll = this.allAt.get(container.id);
    if (inAll !== undefined) this.all[inAll] = changed;
    const siblings = container.parentId === null ? undefined : this.children.get(container.parentId);
    const inSiblings = siblings?.findIndex((c) => c.id === container.id) ?? -1;
    if (siblings && inSiblings >= 0) siblings[inSiblings] = changed;
    return changed;
  }

  /** The largest integer a parameter holds over the containers of a definition path (-1 when none). */
  maxOf(definitionPath: string, param: string): number {
    let max = -1;
    for (const c of this.all) {
      if (c.definitionPath !== definitionPath) continue;
      const value = c.values[param];
      const parsed = typeof value === 'string' ? Number(value) : NaN;
      if (Number.isInteger(parsed) && parsed > max) max = parsed;
    }
    return max;
  }
}
