/**
 * Verification runs: the structure of the snapshot (structure.ts), the generic checks of every
 * container (container-checks.ts) and of every parent's children (structure-checks.ts), then the
 * module rules over their contexts (rule-context.ts) and views (views.ts). `createProjectVerifier`
 * keeps everything it computed between runs and, after an edit, recomputes only what the edit can
 * change: the edited containers' rows, the rows of their module instance, and the rules (and views)
 * that read a module that changed. `verifyProject` is a single run.
 */
import { indexDefinitions, type DefinitionSetIndex } from '../ecuc/definition-index.js';
import type { ContainerValue, ProjectSnapshot } from '../ecuc/store-types.js';
import type { ModuleDef } from '../ecuc/types.js';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/index.js';
import { ContainerChecks, type ContainerRows } from './container-checks.js';
import { ModuleRuleContext, ruleReads } from './rule-context.js';
import { GenericMessages } from './rows.js';
import { StructureChecks } from './structure-checks.js';
import {
  buildStructure,
  instanceKey,
  patchStructure,
  structureChange,
  type ModuleInstanceState,
  type ProjectStructure,
} from './structure.js';
import type { ModuleView, VerifyOptions, VerifyResult, VerifyRow } from './types.js';
import { ChangeStamps, ViewCache } from './views.js';

/** Verifies a whole project once. */
export function verifyProject(
  snapshot: ProjectSnapshot,
  definitions: readonly ModuleDef[],
  options: VerifyOptions = {},
): VerifyResult {
  return createProjectVerifier(definitions, options).verify(snapshot);
}

/**
 * A verifier that remembers what it computed. Calling `verify` again with a snapshot in which few
 * containers changed re-checks only those (and the containers referring to them), and runs again only
 * the module rules that read a module that changed; the result equals a fresh run's.
 *
 * A container's rows are reused when its version, short name, definition path, path and values
 * are unchanged and its reference targets still have the same definitions. Snapshots are treated
 * as immutable: change a container by replacing its object (or at least bumping its version).
 */
export interface ProjectVerifier {
  verify(snapshot: ProjectSnapshot): VerifyResult;
  /** Containers whose own rows were computed (not reused) by the last `verify`. */
  readonly lastRecheckedCount: number;
  /** Codes of the module rules the last `verify` ran (the others' rows were reused), in run order. */
  readonly lastRulesRun: readonly string[];
  /** Views computed (not reused) by the last `verify`. */
  readonly lastViewsComputed: number;
}

export function createProjectVerifier(
  definitions: readonly ModuleDef[],
  options: VerifyOptions = {},
): ProjectVerifier {
  return new Verifier(indexDefinitions(definitions), options.language ?? DEFAULT_LANGUAGE);
}

const EMPTY_CONTAINERS: readonly ContainerValue[] = [];

interface CachedRuleRows {
  /** Change stamp of the modules the rule reads when it ran. */
  stamp: string;
  rows: VerifyRow[];
}

class Verifier implements ProjectVerifier {
  private readonly containerChecks: ContainerChecks;
  private readonly structureChecks: StructureChecks;
  private readonly stamps = new ChangeStamps();
  private readonly views: ViewCache;
  private structure: ProjectStructure | null = null;
  /** Own rows of each container, by id. */
  private containerRows = new Map<string, ContainerRows>();
  /** During a rebuild: the own rows of the run before (reused where they still hold). */
  private previousRows: Map<string, ContainerRows> | null = null;
  /** Structure rows by the id of the parent container (instance key for top level, `orphan` key). */
  private structureRows = new Map<string, VerifyRow[]>();
  /** Generic rows of each module instance, in tree order, by instance key. */
  private instanceRows = new Map<string, VerifyRow[]>();
  /** Rows of each rule over each instance, by `instance key \0 rule index`. */
  private ruleRows = new Map<string, CachedRuleRows>();
  lastRecheckedCount = 0;
  lastRulesRun: string[] = [];
  lastViewsComputed = 0;

  constructor(
    private readonly definitions: DefinitionSetIndex,
    private readonly language: Language,
  ) {
    const messages = new GenericMessages(language);
    this.containerChecks = new ContainerChecks(definitions, messages);
    this.structureChecks = new StructureChecks(definitions, messages);
    this.views = new ViewCache(this.stamps, definitions);
  }

  verify(snapshot: ProjectSnapshot): VerifyResult {
    const previous = this.structure;
    const patch = previous ? patchStructure(previous, snapshot) : undefined;
    const structure = patch && previous ? previous : buildStructure(snapshot, this.definitions);
    const change = patch ? patch.change : structureChange(previous, structure);
    if (change.all) {
      this.stamps.everything();
      this.ruleRows = new Map();
    } else this.stamps.changed(change.modules);
    this.structure = structure;

    // Generic rows. In a patched structure only the instances holding a changed container are visited.
    let changedInstances: Set<string> | null = null;
    if (patch) {
      changedInstances = new Set();
      for (const id of patch.changedIds) {
        const container = structure.byId.get(id);
        if (container) changedInstances.add(instanceKey(container.module, container.instanceId));
      }
    } else {
      this.previousRows = this.containerRows;
      this.containerRows = new Map();
      this.structureRows = new Map();
      this.instanceRows = new Map();
    }
    this.lastRecheckedCount = 0;
    const rows: VerifyRow[] = [];
    for (const module of structure.unknownModules) rows.push(this.structureChecks.unknownModule(module));
    for (const instance of structure.instances.values()) {
      let segment = this.instanceRows.get(instance.key);
      if (!segment || !changedInstances || changedInstances.has(instance.key)) {
        segment = this.instanceGenericRows(instance, structure, patch !== undefined);
        this.instanceRows.set(instance.key, segment);
      }
      for (const row of segment) rows.push(row);
    }
    for (const id of structure.orphans) {
      const container = structure.byId.get(id);
      if (!container) continue;
      for (const row of this.ownRows(container, structure, patch !== undefined)) rows.push(row);
      rows.push(this.structureChecks.orphan(container, structure.paths.get(id) ?? ''));
    }
    this.previousRows = null;

    // Module rules: run again only those reading a module that changed.
    const viewsBefore = this.views.computed;
    this.lastRulesRun = [];
    const views = <T>(view: ModuleView<T>, instanceId: number): T =>
      this.views.get(view, instanceId, structure);
    for (const instance of structure.instances.values()) {
      const rules = instance.index.module.rules;
      if (!rules) continue;
      const module = instance.index.module.name;
      rules.forEach((rule, index) => {
        const key = `${instance.key}\u0000${index}`;
        const stamp = this.stamps.stamp(ruleReads(rule, module));
        let cached = this.ruleRows.get(key);
        if (!cached || cached.stamp !== stamp) {
          const ctx = new ModuleRuleContext(
            rule,
            structure,
            this.definitions,
            instance,
            this.language,
            views,
          );
          cached = { stamp, rows: rule.check(ctx) };
          this.ruleRows.set(key, cached);
          this.lastRulesRun.push(rule.code);
        }
        for (const row of cached.rows) rows.push(row);
      });
    }
    this.lastViewsComputed = this.views.computed - viewsBefore;

    const errList: VerifyRow[] = [];
    const warningList: VerifyRow[] = [];
    for (const row of rows) (row.type === 'error' ? errList : warningList).push(row);
    return { errList, warningList };
  }

  /** The generic rows of one instance in tree order: its top-level structure, then each container's own and children's rows. */
  private instanceGenericRows(
    instance: ModuleInstanceState,
    structure: ProjectStructure,
    patched: boolean,
  ): VerifyRow[] {
    const rows: VerifyRow[] = [];
    const { children, paths } = structure;
    for (const row of this.childRows(instance.key, patched, (into) =>
      this.structureChecks.children(
        {
          allowedPaths: instance.index.topLevelPaths,
          siblings: instance.roots,
          parentPath: instance.path,
          parent: null,
          isChoice: false,
        },
        paths,
        into,
      ),
    ))
      rows.push(row);
    for (const container of instance.order) {
      for (const row of this.ownRows(container, structure, patched)) rows.push(row);
      const info = this.definitions.containers.get(container.definitionPath);
      if (!info) continue;
      for (const row of this.childRows(container.id, patched, (into) =>
        this.structureChecks.children(
          {
            allowedPaths: info.childPaths,
            siblings: children.get(container.id) ?? EMPTY_CONTAINERS,
            parentPath: paths.get(container.id) ?? '',
            parent: container,
            isChoice: info.isChoice,
          },
          paths,
          into,
        ),
      ))
        rows.push(row);
    }
    return rows;
  }

  /** Structure rows of one parent: reused while the structure is only patched, else computed. */
  private childRows(key: string, patched: boolean, compute: (into: VerifyRow[]) => void): VerifyRow[] {
    let list = patched ? this.structureRows.get(key) : undefined;
    if (!list) {
      list = [];
      compute(list);
      this.structureRows.set(key, list);
    }
    return list;
  }

  /** Own rows of a container: reused when nothing they depend on changed. */
  private ownRows(container: ContainerValue, structure: ProjectStructure, patched: boolean): VerifyRow[] {
    const path = structure.paths.get(container.id) ?? '';
    const cached = this.containerRows.get(container.id) ?? this.previousRows?.get(container.id);
    if (patched && cached?.container === container) return cached.rows;
    if (cached && this.containerChecks.reusable(cached, container, path, structure)) {
      this.containerRows.set(container.id, cached);
      return cached.rows;
    }
    const entry = this.containerChecks.check(container, path, structure);
    this.lastRecheckedCount += 1;
    this.containerRows.set(container.id, entry);
    return entry.rows;
  }
}
