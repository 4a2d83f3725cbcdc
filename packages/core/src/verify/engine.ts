/**
 * The verification engine: generic checks of every container against its definition, then the
 * module rules. `createProjectVerifier` keeps the rows of each container between runs, so that
 * verifying again after one edit only re-checks what changed; `verifyProject` is a single run.
 */
import {
  indexDefinitions,
  moduleOfPath,
  exceedsUpper,
  type ContainerDefInfo,
  type DefinitionSetIndex,
  type ModuleDefIndex,
} from '../ecuc/definition-index.js';
import { defaultValueOf } from '../ecuc/defaults.js';
import type { ContainerValue, ParamValue, ProjectInfo, ProjectSnapshot } from '../ecuc/store-types.js';
import { moduleInstanceName } from '../ecuc/tree.js';
import { CONTAINER_REFERENCE_KINDS, referenceDestinations } from '../ecuc/types.js';
import type { LocalizedText, ModuleDef, ReferenceDef } from '../ecuc/types.js';
import { DEFAULT_LANGUAGE, interpolate, translate, type Language } from '../i18n/index.js';
import type { ValidationFailure } from '../validators/index.js';
import { runValidators } from '../validators/index.js';
import {
  C_NAME_VALIDATORS,
  compileParamCheck,
  parseIntegerText,
  upperText,
  type Emit,
  type ParamCheck,
} from './param-checks.js';
import type {
  ModuleRule,
  RuleContext,
  VerifyOptions,
  VerifyResult,
  VerifyRow,
  VerifySeverity,
} from './types.js';

/** Verifies a whole project once. */
export function verifyProject(
  snapshot: ProjectSnapshot,
  definitions: readonly ModuleDef[],
  options: VerifyOptions = {},
): VerifyResult {
  return createProjectVerifier(definitions, options).verify(snapshot);
}

/**
 * A verifier that remembers each container's rows. Calling `verify` again with a snapshot in which
 * few containers changed re-checks only those (and the containers referring to them); structure
 * counts and module rules run again in full (they are linear and cheap).
 *
 * A container's rows are reused when its version, short name, definition path, path and values
 * are unchanged and its reference targets still have the same definitions. Snapshots are treated
 * as immutable: change a container by replacing its object (or at least bumping its version).
 */
export interface ProjectVerifier {
  verify(snapshot: ProjectSnapshot): VerifyResult;
  /** Containers whose own rows were computed (not reused) by the last `verify`. */
  readonly lastRecheckedCount: number;
}

export function createProjectVerifier(
  definitions: readonly ModuleDef[],
  options: VerifyOptions = {},
): ProjectVerifier {
  return new Verifier(indexDefinitions(definitions), options.language ?? DEFAULT_LANGUAGE);
}

/** Per-container definition checks, compiled once per container definition. */
interface CompiledContainer {
  info: ContainerDefInfo;
  paramChecks: readonly ParamCheck[];
  references: readonly { def: ReferenceDef; destinations: ReadonlySet<string> | null; expected: string }[];
}

interface CachedRows {
  /** The container object checked: the same object in an unchanged structure needs no comparison. */
  container: ContainerValue;
  version: number;
  shortName: string;
  definitionPath: string;
  values: Record<string, ParamValue>;
  references: Record<string, string[]>;
  path: string;
  rows: VerifyRow[];
  /** Reference targets checked: id, definition path and path seen at the time. */
  targetIds: string[];
  targetDefinitions: (string | undefined)[];
  targetPaths: (string | undefined)[];
}

interface ModuleInstanceState {
  key: string;
  index: ModuleDefIndex;
  instanceId: number;
  path: string;
  roots: ContainerValue[];
  /** Containers reached from the roots, in tree order. */
  order: ContainerValue[];
  /** Definition path → containers of this instance, in tree order. */
  byDefinition: Map<string, ContainerValue[]>;
}

/**
 * The project's tree as the last run built it. While only container contents change (ids, parents,
 * positions, short names and definitions stay), the next run patches it instead of rebuilding, and
 * reuses the structure rows (placement, multiplicity, duplicate names, choices).
 */
interface VerifiedStructure {
  modulesKey: string;
  /** The containers verified, in snapshot order (a copy of the snapshot's array). */
  containers: readonly ContainerValue[];
  instances: Map<string, ModuleInstanceState>;
  byId: Map<string, ContainerValue>;
  children: Map<string, ContainerValue[]>;
  /** Ids of containers outside the tree (no parent, parent elsewhere, cycles). */
  orphans: string[];
  paths: Map<string, string>;
  projectByDefinition: Map<string, ContainerValue[]>;
  /** Structure rows by the id of the parent container (instance key for top level). */
  structureRows: Map<string, VerifyRow[]>;
  /** Rows of enabled modules without a definition. */
  moduleRows: VerifyRow[];
}

/** Above this many changed containers a run rebuilds the tree rather than patching it. */
const MAX_PATCHED_CONTAINERS = 256;

function modulesKeyOf(modules: ProjectSnapshot['modules']): string {
  return modules.map((m) => `${m.module}\u0000${m.instanceId}\u0000${m.definitionVersion}`).join('\u0001');
}

function sameStructure(a: ContainerValue, b: ContainerValue): boolean {
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

function replaceIn(list: ContainerValue[] | undefined, old: ContainerValue, next: ContainerValue): void {
  if (!list) return;
  const at = list.indexOf(old);
  if (at >= 0) list[at] = next;
}

const EMPTY_CONTAINERS: readonly ContainerValue[] = [];
const EMPTY_TARGETS: readonly string[] = [];

function byPosition(a: ContainerValue, b: ContainerValue): number {
  return a.position - b.position;
}

function sameRecord<V>(a: Record<string, V>, b: Record<string, V>): boolean {
  if (a === b) return true;
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  for (const key of keysA) {
    const va = a[key];
    const vb = b[key];
    if (va === vb) continue;
    if (!Array.isArray(va) || !Array.isArray(vb) || va.length !== vb.length) return false;
    for (let i = 0; i < va.length; i += 1) if (va[i] !== vb[i]) return false;
  }
  return true;
}

class Verifier implements ProjectVerifier {
  private readonly compiled = new Map<string, CompiledContainer>();
  private cache = new Map<string, CachedRows>();
  private structure: VerifiedStructure | null = null;
  lastRecheckedCount = 0;

  constructor(
    private readonly definitions: DefinitionSetIndex,
    private readonly language: Language,
  ) {}

  /** True when every destination of a container reference lies in a module without a definition here. */
  private targetsNotShipped(destinations: ReadonlySet<string> | null): boolean {
    if (!destinations || destinations.size === 0) return false;
    for (const destination of destinations) {
      if (this.definitions.modules.has(moduleOfPath(destination))) return false;
    }
    return true;
  }

  private message(key: string, params: Record<string, string | number>): string {
    return translate(this.language, `verify.${key}`, params);
  }

  private readonly describeFailure = (failure: ValidationFailure): string =>
    translate(this.language, failure.key, failure.params);

  private compile(info: ContainerDefInfo): CompiledContainer {
    let compiled = this.compiled.get(info.path);
    if (compiled) return compiled;
    compiled = {
      info,
      paramChecks: info.parameters.map(compileParamCheck),
      references: info.references.map((def) => {
        const list = referenceDestinations(def);
        return {
          def,
          destinations: CONTAINER_REFERENCE_KINDS.has(def.kind) ? new Set(list) : null,
          expected: list.join(' | '),
        };
      }),
    };
    this.compiled.set(info.path, compiled);
    return compiled;
  }

  verify(snapshot: ProjectSnapshot): VerifyResult {
    const patched = this.patchedStructure(snapshot);
    const structure = patched ?? this.buildStructure(snapshot);
    const unchangedTree = patched !== undefined;
    const { instances, byId, children, paths, projectByDefinition } = structure;
    const rows: VerifyRow[] = [...structure.moduleRows];

    // Own rows of each container (reused when nothing they depend on changed). In an unchanged tree the
    // containers are the same, so the maps of cached rows are updated in place.
    const nextCache = unchangedTree ? this.cache : new Map<string, CachedRows>();
    let rechecked = 0;
    const ownRows = (container: ContainerValue): void => {
      const path = paths.get(container.id) ?? '';
      const cached = this.cache.get(container.id);
      let entry: CachedRows;
      if (unchangedTree && cached?.container === container) entry = cached;
      else if (cached && this.reusable(cached, container, path, byId, paths)) {
        entry = cached;
        nextCache.set(container.id, entry);
      } else {
        entry = this.checkContainer(container, path, byId, paths);
        rechecked += 1;
        nextCache.set(container.id, entry);
      }
      for (const row of entry.rows) rows.push(row);
    };
    const nextStructureRows = unchangedTree ? structure.structureRows : new Map<string, VerifyRow[]>();
    const structural = (key: string, compute: (into: VerifyRow[]) => void): void => {
      let list = unchangedTree ? nextStructureRows.get(key) : undefined;
      if (!list) {
        list = [];
        compute(list);
        nextStructureRows.set(key, list);
      }
      for (const row of list) rows.push(row);
    };

    for (const instance of instances.values()) {
      structural(instance.key, (into) =>
        this.structureRows(
          instance.index.topLevelPaths,
          instance.roots,
          instance.path,
          null,
          false,
          into,
          paths,
        ),
      );
      for (const container of instance.order) {
        ownRows(container);
        const info = this.definitions.containers.get(container.definitionPath);
        if (info) {
          structural(container.id, (into) =>
            this.structureRows(
              info.childPaths,
              children.get(container.id) ?? EMPTY_CONTAINERS,
              paths.get(container.id) ?? '',
              container,
              info.isChoice,
              into,
              paths,
            ),
          );
        }
      }
    }
    for (const id of structure.orphans) {
      const container = byId.get(id);
      if (!container) continue;
      ownRows(container);
      structural(`orphan\u0000${id}`, (into) =>
        into.push(
          this.row(
            'E_0002',
            'error',
            this.message('E_0002.parent', { container: container.shortName }),
            paths.get(container.id) ?? '',
            container.id,
          ),
        ),
      );
    }
    structure.structureRows = nextStructureRows;
    this.structure = structure;
    this.cache = nextCache;
    this.lastRecheckedCount = rechecked;

    // Module rules.
    const enabledNames = new Set(snapshot.modules.map((m) => m.module));
    for (const instance of instances.values()) {
      const rules = instance.index.module.rules;
      if (!rules) continue;
      for (const rule of rules) {
        const ctx = new ModuleRuleContext(
          rule,
          instance,
          this.language,
          snapshot.project,
          this.definitions,
          byId,
          children,
          paths,
          projectByDefinition,
          enabledNames,
        );
        for (const row of rule.check(ctx)) rows.push(row);
      }
    }

    const errList: VerifyRow[] = [];
    const warningList: VerifyRow[] = [];
    for (const row of rows) (row.type === 'error' ? errList : warningList).push(row);
    return { errList, warningList };
  }

  /**
   * The last run's tree, patched with the new container objects, when the snapshot has the same
   * modules and the same containers in the same order and places (only contents changed); undefined
   * when the tree must be rebuilt.
   */
  private patchedStructure(snapshot: ProjectSnapshot): VerifiedStructure | undefined {
    const previous = this.structure;
    if (!previous) return undefined;
    const before = previous.containers;
    const after = snapshot.containers;
    if (before.length !== after.length || previous.modulesKey !== modulesKeyOf(snapshot.modules))
      return undefined;
    const changed: number[] = [];
    for (let i = 0; i < after.length; i += 1) {
      const a = before[i] as ContainerValue;
      const b = after[i] as ContainerValue;
      if (a === b) continue;
      if (!sameStructure(a, b) || changed.length >= MAX_PATCHED_CONTAINERS) return undefined;
      changed.push(i);
    }
    for (const i of changed) {
      const old = before[i] as ContainerValue;
      const next = after[i] as ContainerValue;
      if (previous.byId.get(next.id) !== old) continue; // not in an enabled module
      previous.byId.set(next.id, next);
      const instance = previous.instances.get(`${next.module}\u0000${next.instanceId}`);
      if (next.parentId === null) replaceIn(instance?.roots, old, next);
      else replaceIn(previous.children.get(next.parentId), old, next);
      replaceIn(instance?.order, old, next);
      replaceIn(instance?.byDefinition.get(next.definitionPath), old, next);
      replaceIn(previous.projectByDefinition.get(next.definitionPath), old, next);
    }
    // A copy: a caller that changes its array in place is still compared with what was verified.
    previous.containers = after.slice();
    return previous;
  }

  /** The tree of the enabled modules' containers: instances, parents and children, paths, tree order. */
  private buildStructure(snapshot: ProjectSnapshot): VerifiedStructure {
    const moduleRows: VerifyRow[] = [];
    const instances = new Map<string, ModuleInstanceState>();
    for (const enabled of snapshot.modules) {
      const index = this.definitions.modules.get(enabled.module);
      if (!index) {
        moduleRows.push(
          this.row(
            'W_0002',
            'warning',
            this.message('W_0002.module', { module: enabled.module }),
            `/${enabled.module}`,
          ),
        );
        continue;
      }
      const key = `${enabled.module}\u0000${enabled.instanceId}`;
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
    for (const container of snapshot.containers) {
      const instance = instances.get(`${container.module}\u0000${container.instanceId}`);
      if (!instance) continue;
      byId.set(container.id, container);
      instanceOf.set(container.id, instance);
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
      const list = children.get(container.parentId);
      if (list) list.push(container);
      else children.set(container.parentId, [container]);
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
      containers: snapshot.containers.slice(),
      instances,
      byId,
      children,
      orphans: [...orphans],
      paths,
      projectByDefinition,
      structureRows: new Map(),
      moduleRows,
    };
  }

  private row(
    code: string,
    type: VerifySeverity,
    message: string,
    path: string,
    containerId?: string,
    param?: string,
  ): VerifyRow {
    const row: VerifyRow = { type, code, message, path };
    if (containerId !== undefined) row.containerId = containerId;
    if (param !== undefined) row.param = param;
    return row;
  }

  private reusable(
    cached: CachedRows,
    container: ContainerValue,
    path: string,
    byId: ReadonlyMap<string, ContainerValue>,
    paths: ReadonlyMap<string, string>,
  ): boolean {
    if (
      cached.version !== container.version ||
      cached.shortName !== container.shortName ||
      cached.definitionPath !== container.definitionPath ||
      cached.path !== path ||
      !sameRecord(cached.values, container.values) ||
      !sameRecord(cached.references, container.references)
    ) {
      return false;
    }
    for (let i = 0; i < cached.targetIds.length; i += 1) {
      const id = cached.targetIds[i] as string;
      const target = byId.get(id);
      if (target?.definitionPath !== cached.targetDefinitions[i]) return false;
      if (paths.get(id) !== cached.targetPaths[i]) return false;
    }
    return true;
  }

  /** The generic checks of one container's own data: short name, parameters, references. */
  private checkContainer(
    container: ContainerValue,
    path: string,
    byId: ReadonlyMap<string, ContainerValue>,
    paths: ReadonlyMap<string, string>,
  ): CachedRows {
    const rows: VerifyRow[] = [];
    const entry: CachedRows = {
      container,
      version: container.version,
      shortName: container.shortName,
      definitionPath: container.definitionPath,
      values: container.values,
      references: container.references,
      path,
      rows,
      targetIds: [],
      targetDefinitions: [],
      targetPaths: [],
    };
    const id = container.id;
    let param: string | undefined;
    const emit: Emit = (code, key, params) => {
      rows.push(this.row(code, 'error', this.message(key, params), path, id, param));
    };

    const nameFailure = runValidators(C_NAME_VALIDATORS, container.shortName);
    if (nameFailure && nameFailure.severity !== 'warning') {
      emit('E_0007', 'E_0007.shortName', {
        name: container.shortName,
        reason: this.describeFailure(nameFailure),
      });
    }

    const info = this.definitions.containers.get(container.definitionPath);
    if (!info) {
      emit('E_0002', 'E_0002.definition', {
        container: container.shortName,
        definitionPath: container.definitionPath,
      });
      return entry;
    }
    const compiled = this.compile(info);
    const values = container.values;
    for (const check of compiled.paramChecks) {
      param = check.def.name;
      check.check(values[param], emit, this.describeFailure);
    }
    for (const key in values) {
      if (!info.parameterByName.has(key)) {
        param = key;
        rows.push(
          this.row('W_0001', 'warning', this.message('W_0001.parameter', { param: key }), path, id, key),
        );
      }
    }

    const references = container.references;
    for (const ref of compiled.references) {
      const def = ref.def;
      param = def.name;
      const targets = references[param] ?? EMPTY_TARGETS;
      let count = 0;
      for (const target of targets) if (target !== '') count += 1;
      if (count < def.lower) {
        if (this.targetsNotShipped(ref.destinations)) {
          // Its targets belong to modules the product does not ship yet: nothing can be chosen, so it is
          // a warning to come back to, not an error that would block every download.
          rows.push(
            this.row('W_0003', 'warning', this.message('W_0003.unavailable', { param }), path, id, param),
          );
        } else {
          emit('E_0003', 'E_0003.count', { param, lower: def.lower, count });
        }
      }
      if (exceedsUpper(count, def.upper)) {
        emit('E_0004', 'E_0004.references', { param, upper: upperText(def.upper), count });
      }
      const seen = targets.length > 1 ? new Set<string>() : null;
      for (const targetId of targets) {
        if (targetId === '') continue;
        if (seen) {
          if (seen.has(targetId)) {
            const target = byId.get(targetId);
            emit('E_0009', 'E_0009.target', {
              param,
              target: target ? (paths.get(targetId) ?? targetId) : targetId,
            });
            continue;
          }
          seen.add(targetId);
        }
        if (!ref.destinations) continue;
        const target = byId.get(targetId);
        const targetPath = paths.get(targetId);
        entry.targetIds.push(targetId);
        entry.targetDefinitions.push(target?.definitionPath);
        entry.targetPaths.push(targetPath);
        if (!target) {
          emit('E_0003', 'E_0003.target', { param, target: targetId });
        } else if (!ref.destinations.has(target.definitionPath)) {
          emit('E_0008', 'E_0008.target', {
            param,
            target: targetPath ?? targetId,
            actual: target.definitionPath,
            expected: ref.expected,
          });
        }
      }
    }
    for (const key in references) {
      if (!info.referenceByName.has(key)) {
        rows.push(
          this.row('W_0001', 'warning', this.message('W_0001.reference', { param: key }), path, id, key),
        );
      }
    }
    return entry;
  }

  /**
   * Multiplicity of the children of one parent (or of a module's top-level containers), children
   * placed where their definition does not allow them, and short names used twice among siblings.
   */
  private structureRows(
    allowedPaths: readonly string[],
    siblings: readonly ContainerValue[],
    parentPath: string,
    parent: ContainerValue | null,
    isChoice: boolean,
    rows: VerifyRow[],
    paths: ReadonlyMap<string, string>,
  ): void {
    const parentId = parent?.id;
    const counts = new Map<string, number>();
    let names: Set<string> | null = null;
    for (const child of siblings) {
      counts.set(child.definitionPath, (counts.get(child.definitionPath) ?? 0) + 1);
      if (
        !allowedPaths.includes(child.definitionPath) &&
        this.definitions.containers.has(child.definitionPath)
      ) {
        rows.push(
          this.row(
            'E_0002',
            'error',
            this.message('E_0002.placement', {
              container: child.shortName,
              definitionPath: child.definitionPath,
            }),
            paths.get(child.id) ?? '',
            child.id,
          ),
        );
      }
      if (siblings.length > 1) {
        names ??= new Set();
        if (names.has(child.shortName)) {
          rows.push(
            this.row(
              'E_0006',
              'error',
              this.message('E_0006.duplicateName', { name: child.shortName }),
              paths.get(child.id) ?? '',
              child.id,
            ),
          );
        } else names.add(child.shortName);
      }
    }
    if (isChoice && parent) {
      let chosen = 0;
      for (const path of allowedPaths) chosen += counts.get(path) ?? 0;
      const info = this.definitions.containers.get(parent.definitionPath);
      const choices = info ? info.childDefs.map((c) => c.name).join(', ') : '';
      if (chosen === 0) {
        rows.push(
          this.row(
            'E_0001',
            'error',
            this.message('E_0001.choice', { container: parent.shortName, choices }),
            parentPath,
            parentId,
          ),
        );
      } else if (chosen > 1) {
        rows.push(
          this.row(
            'E_0004',
            'error',
            this.message('E_0004.container', { container: parent.shortName, upper: 1, count: chosen }),
            parentPath,
            parentId,
          ),
        );
      }
      return;
    }
    for (const path of allowedPaths) {
      const info = this.definitions.containers.get(path);
      if (!info) continue;
      const count = counts.get(path) ?? 0;
      const def = info.def;
      if (count < def.lower) {
        rows.push(
          this.row(
            'E_0001',
            'error',
            this.message('E_0001.container', { container: def.name, lower: def.lower, count }),
            parentPath,
            parentId,
          ),
        );
      } else if (exceedsUpper(count, def.upper)) {
        rows.push(
          this.row(
            'E_0004',
            'error',
            this.message('E_0004.container', { container: def.name, upper: upperText(def.upper), count }),
            parentPath,
            parentId,
          ),
        );
      }
    }
  }
}

function pushTo(map: Map<string, ContainerValue[]>, key: string, value: ContainerValue): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** The context one rule sees over one module instance. */
class ModuleRuleContext implements RuleContext {
  readonly module: ModuleDef;
  readonly instanceId: number;

  constructor(
    private readonly rule: ModuleRule,
    private readonly instance: ModuleInstanceState,
    readonly language: Language,
    readonly project: ProjectInfo,
    private readonly definitions: DefinitionSetIndex,
    private readonly byId: ReadonlyMap<string, ContainerValue>,
    private readonly children: ReadonlyMap<string, ContainerValue[]>,
    private readonly paths: ReadonlyMap<string, string>,
    private readonly projectByDefinition: ReadonlyMap<string, ContainerValue[]>,
    private readonly enabledModules: ReadonlySet<string>,
  ) {
    this.module = instance.index.module;
    this.instanceId = instance.instanceId;
  }

  containersOf(definitionPath: string): readonly ContainerValue[] {
    return this.instance.byDefinition.get(definitionPath) ?? EMPTY_CONTAINERS;
  }

  projectContainersOf(definitionPath: string): readonly ContainerValue[] {
    return this.projectByDefinition.get(definitionPath) ?? EMPTY_CONTAINERS;
  }

  container(id: string): ContainerValue | undefined {
    return this.byId.get(id);
  }

  parentOf(container: ContainerValue): ContainerValue | undefined {
    return container.parentId === null ? undefined : this.byId.get(container.parentId);
  }

  childrenOf(container: ContainerValue, definitionPath?: string): readonly ContainerValue[] {
    const list = this.children.get(container.id) ?? EMPTY_CONTAINERS;
    return definitionPath === undefined ? list : list.filter((c) => c.definitionPath === definitionPath);
  }

  value(container: ContainerValue, param: string): ParamValue | undefined {
    const stored = container.values[param];
    if (stored !== undefined && stored !== null && stored !== '') return stored;
    const def = this.definitions.containers.get(container.definitionPath)?.parameterByName.get(param);
    return def ? defaultValueOf(def) : stored;
  }

  text(container: ContainerValue, param: string): string | undefined {
    const value = this.value(container, param);
    if (value === undefined || value === null || value === '') return undefined;
    if (typeof value === 'boolean') return String(value);
    if (Array.isArray(value)) return value[0];
    return value;
  }

  flag(container: ContainerValue, param: string): boolean | undefined {
    const value = this.value(container, param);
    if (typeof value === 'boolean') return value;
    if (value === 'true' || value === '1') return true;
    if (value === 'false' || value === '0') return false;
    return undefined;
  }

  integer(container: ContainerValue, param: string): bigint | undefined {
    const text = this.text(container, param);
    return text === undefined ? undefined : (parseIntegerText(text) ?? undefined);
  }

  pathOf(container: ContainerValue): string {
    return this.paths.get(container.id) ?? `${this.instance.path}/${container.shortName}`;
  }

  isModuleEnabled(module: string): boolean {
    return this.enabledModules.has(module);
  }

  report(
    container: ContainerValue | null,
    message: LocalizedText,
    params?: Record<string, string | number>,
    param?: string,
  ): VerifyRow {
    const row: VerifyRow = {
      type: this.rule.severity,
      code: this.rule.code,
      message: interpolate(message[this.language], params),
      path: container ? this.pathOf(container) : this.instance.path,
    };
    if (container) row.containerId = container.id;
    if (param !== undefined) row.param = param;
    return row;
  }
}
