/**
 * The one way core makes new containers: module defaults, ECUC ARXML import, OIL import and every
 * importer after them (DBC, LDF, SWC...) build their `ContainerValue`s here, so that all of them
 * agree on what a new container is:
 * - its id comes from the injected generator (random UUIDs unless told; tests pass a counter);
 * - its short name is the one the source gives, or, for a numbered container, the next unique name
 *   among its siblings (`nextUniqueName`: the first unused `_n` suffix);
 * - its position follows its siblings (same parent; at the top level, same module instance) in the
 *   order they are added, after the siblings already in the project;
 * - its version is 1;
 * - where it comes from (file position, or any location type the importer uses) is recorded in
 *   `sourceMap`, by container id, as it is created.
 */
import { defaultValuesFor, type SiblingValues } from './default-values.js';
import { nextUniqueName } from './naming.js';
import type { IdSpaces } from './id-spaces.js';
import type { ContainerValue, ParamValue } from './store-types.js';
import type { ContainerDef } from './types.js';

/** A container already stored, as far as its siblings' names and positions go. */
export type PlacedContainer = Pick<
  ContainerValue,
  'id' | 'module' | 'instanceId' | 'parentId' | 'shortName' | 'position'
> &
  Partial<SiblingValues>;

export interface ContainerBuilderOptions {
  /** Module of the new containers unless a container says otherwise (without it, each one says). */
  module?: string;
  /** Module instance of the new containers unless a container says otherwise; 0 unless told. */
  instanceId?: number;
  /** Id generator; random UUIDs unless told. */
  newId?: () => string;
  /**
   * Containers already in the project that new ones may sit beside: their names are taken and new
   * siblings come after them.
   */
  existing?: readonly PlacedContainer[];
  /** The module instance's id spaces: new containers start with ids free in them, and are noted there. */
  idSpaces?: IdSpaces;
}

/** One new container. */
export interface NewContainer<At> {
  definitionPath: string;
  /** Id of the parent container; null (default) for a container directly under the module. */
  parentId?: string | null;
  /**
   * The short name as the source gives it; with `numbered`, the base of the next unique name among
   * the siblings (`OsIocDataProperties` → `OsIocDataProperties_0`, `_1`...).
   */
  shortName: string;
  numbered?: boolean;
  module?: string;
  instanceId?: number;
  values?: Record<string, ParamValue>;
  references?: Record<string, string[]>;
  /** Where the container comes from; recorded in `sourceMap`. */
  at?: At;
}

interface SiblingGroup {
  names: string[];
  nextPosition: number;
  /** The siblings whose values are known (those added here, and those told), for unique initial values. */
  members: SiblingValues[];
}

export function randomContainerId(): string {
  return globalThis.crypto.randomUUID();
}

/**
 * Builds new containers (see the file comment for the rules). `containers` lists them in the order
 * they were added, parents before their children; `sourceMap` gives the location of each one
 * added with `at`.
 */
export class ContainerBuilder<At = never> {
  readonly containers: ContainerValue[] = [];
  readonly sourceMap = new Map<string, At>();
  readonly module: string;
  readonly instanceId: number;
  private readonly newId: () => string;
  private readonly idSpaces: IdSpaces | undefined;
  /** Parent id, or module instance key at the top level → the siblings there. */
  private readonly groups = new Map<string, SiblingGroup>();

  constructor(options: ContainerBuilderOptions) {
    this.module = options.module ?? '';
    this.instanceId = options.instanceId ?? 0;
    this.newId = options.newId ?? randomContainerId;
    this.idSpaces = options.idSpaces;
    for (const container of options.existing ?? []) {
      const group = this.group(container.parentId, container.module, container.instanceId);
      group.names.push(container.shortName);
      group.nextPosition = Math.max(group.nextPosition, container.position + 1);
      if (container.definitionPath !== undefined && container.values !== undefined)
        group.members.push({ definitionPath: container.definitionPath, values: container.values });
    }
  }

  private group(parentId: string | null, module: string, instanceId: number): SiblingGroup {
    const key = parentId ?? `${module}\u0000${instanceId}`;
    let group = this.groups.get(key);
    if (!group) {
      group = { names: [], nextPosition: 0, members: [] };
      this.groups.set(key, group);
    }
    return group;
  }

  /**
   * Makes the builder aware of siblings it does not hold (names and where the next one goes), for a
   * container added beside stored ones known only by name.
   */
  knowSiblings(
    where: { parentId: string | null; module?: string; instanceId?: number },
    names: Iterable<string>,
    nextPosition = 0,
    /** Their definitions and values, when known (for unique initial values). */
    members: readonly SiblingValues[] = [],
  ): void {
    const group = this.group(
      where.parentId,
      where.module ?? this.module,
      where.instanceId ?? this.instanceId,
    );
    group.names.push(...names);
    group.nextPosition = Math.max(group.nextPosition, nextPosition);
    group.members.push(...members);
  }

  /** Short names of the siblings under a parent (or at the top level of a module instance). */
  siblingNames(
    parentId: string | null,
    module = this.module,
    instanceId = this.instanceId,
  ): readonly string[] {
    return this.group(parentId, module, instanceId).names;
  }

  /** Adds one container. */
  add(spec: NewContainer<At>): ContainerValue {
    const module = spec.module ?? this.module;
    const instanceId = spec.instanceId ?? (module === this.module ? this.instanceId : 0);
    const parentId = spec.parentId ?? null;
    const group = this.group(parentId, module, instanceId);
    const shortName = spec.numbered ? nextUniqueName(spec.shortName, group.names) : spec.shortName;
    const container: ContainerValue = {
      id: this.newId(),
      module,
      instanceId,
      definitionPath: spec.definitionPath,
      parentId,
      shortName,
      position: group.nextPosition,
      values: spec.values ?? {},
      references: spec.references ?? {},
      version: 1,
    };
    group.names.push(shortName);
    group.nextPosition += 1;
    group.members.push(container);
    this.containers.push(container);
    if (spec.at !== undefined) this.sourceMap.set(container.id, spec.at);
    return container;
  }

  /**
   * Adds a child of `parent` following its sub-container definition `definitionName`: named after
   * the definition, or numbered when `numbered` (a container that may occur several times).
   */
  child(parent: ContainerValue, definitionName: string, options: { numbered?: boolean; at?: At } = {}) {
    const spec: NewContainer<At> = {
      definitionPath: `${parent.definitionPath}/${definitionName}`,
      parentId: parent.id,
      shortName: definitionName,
      module: parent.module,
      instanceId: parent.instanceId,
      numbered: options.numbered === true,
    };
    if (options.at !== undefined) spec.at = options.at;
    return this.add(spec);
  }

  /**
   * Adds a container following `def` with default values (and initial ones, unique among its siblings of the
   * same definition), and, below it, its own mandatory
   * sub-containers (as many as their lower multiplicity asks; a mandatory choice container gets its
   * first choice). A container that may occur once is named after its definition, the others get
   * the next unique numbered name. Returns the container; its descendants follow it in `containers`.
   */
  addWithDefaults(
    def: ContainerDef,
    definitionPath: string,
    where: { parentId?: string | null; at?: At } = {},
  ): ContainerValue {
    const parentId = where.parentId ?? null;
    const siblings = this.group(parentId, this.module, this.instanceId).members.filter(
      (member) => member.definitionPath === definitionPath,
    );
    const container = this.add({
      definitionPath,
      parentId,
      shortName: def.name,
      numbered: def.upper !== 1,
      values: defaultValuesFor(def, siblings, this.idSpaces?.heldIn),
      ...(where.at !== undefined ? { at: where.at } : {}),
    });
    this.idSpaces?.note(container);
    const childDefs = def.choices ? def.choices.slice(0, def.lower >= 1 ? 1 : 0) : (def.subContainers ?? []);
    for (const child of childDefs) {
      const count = def.choices ? 1 : child.lower;
      for (let i = 0; i < count; i += 1) {
        this.addWithDefaults(child, `${definitionPath}/${child.name}`, { parentId: container.id });
      }
    }
    return container;
  }
}
