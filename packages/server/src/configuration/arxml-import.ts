/**
 * Planning the import of ECUC values into a project (pure, run by a work thread): which containers of the
 * file match the project's, which are new, which module instances are switched on.
 */
import { randomUUID } from 'node:crypto';
import {
  CONTAINER_REFERENCE_KINDS,
  containersFromArxml,
  definitionPathFromAutosar,
  indexModuleDef,
  moduleInstanceName,
  resolveModuleTree,
  type ContainerValue,
  type EnabledModule,
  type ModuleDef,
  type ParamValue,
  type ProjectSnapshot,
  type ResolvedContainer,
  type ValuesImport,
} from '@ecuc/core/ecuc';
import type { Diagnostic } from '@ecuc/core/formats';
import type { EcucModuleValues } from '@ecuc/core/formats/arxml';

/** What applying a file to a project means, before anything is written. */
export interface ArxmlImportPlan {
  /** Module instances to switch on. */
  enable: EnabledModule[];
  /** New containers, parents before children. */
  create: ContainerValue[];
  /** Existing containers with their new content (version already raised). */
  update: ContainerValue[];
  unchanged: number;
  diagnostics: Diagnostic[];
}

export interface ArxmlImportOptions {
  file: string;
  newId?: () => string;
  /** Whether a module the project does not have may be switched on; default: always. */
  canEnable?: (module: string) => boolean;
}

/** Values without nulls and empty lists, keys sorted: equal configurations give equal texts. */
function canonicalValues(values: Record<string, ParamValue>): string {
  const kept = Object.entries(values).filter(([, v]) => v !== null && !(Array.isArray(v) && v.length === 0));
  return JSON.stringify(kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

function canonicalReferences(references: Record<string, string[]>): string {
  const kept = Object.entries(references).filter(([, targets]) => targets.length > 0);
  return JSON.stringify(kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

function containerKey(module: string, instanceId: number, path: string): string {
  return `${module}\n${instanceId}\n${path}`;
}

/**
 * Containers of the enabled module instances by module, instance and short-name path, in tree order.
 * Siblings of the same name (a mistake verification reports) share a key and keep their order, so
 * that the n-th of them in a file matches the n-th in the project.
 */
function containersByPath(
  list: readonly ContainerValue[],
  modules: readonly EnabledModule[],
  definitions: readonly ModuleDef[],
): Map<string, ContainerValue[]> {
  const out = new Map<string, ContainerValue[]>();
  const seen = new Set<string>();
  for (const m of modules) {
    const definition = definitions.find((d) => d.name === m.module);
    const instanceKey = `${m.module}\n${m.instanceId}`;
    if (!definition || seen.has(instanceKey)) continue;
    seen.add(instanceKey);
    const tree = resolveModuleTree(list, definition, m.instanceId);
    const visit = (nodes: readonly ResolvedContainer[]): void => {
      for (const node of nodes) {
        const key = containerKey(m.module, m.instanceId, node.path);
        const same = out.get(key);
        if (same) same.push(node.value);
        else out.set(key, [node.value]);
        visit(node.children);
      }
    };
    visit(tree.containers);
  }
  return out;
}

/** A module configuration of the file that will be read, with its definition and instance. */
interface AcceptedModule {
  values: EcucModuleValues;
  definition: ModuleDef | undefined;
  instanceId: number;
}

/** The module a configuration of the file configures: the one its definition names (else its short name). */
export function moduleNameOf(values: EcucModuleValues): string {
  return definitionPathFromAutosar(values.definitionRef).split('/')[1] ?? values.shortName;
}

/** The instance of an instance-based module named `Can_1`; 0 otherwise. */
function instanceIdOf(values: EcucModuleValues, definition: ModuleDef | undefined): number {
  if (!definition?.instanceBased) return 0;
  const match = /_(\d+)$/.exec(values.shortName);
  return match ? Number(match[1]) : 0;
}

/**
 * Plans the import of ECUC values into a project (pure): containers are matched by module, instance and
 * short-name path; a matched container takes the file's values and references (counted as changed only
 * when they differ), the others are created after their existing siblings; references to containers the
 * project already has (under any package of the file) resolve to them. Several configurations of an
 * instance-based module (`Can_0`, `Can_1`) go to their instances.
 */
export function planArxmlImport(
  snapshot: ProjectSnapshot,
  ecucValues: readonly EcucModuleValues[],
  definitions: readonly ModuleDef[],
  options: ArxmlImportOptions,
): ArxmlImportPlan {
  const newId = options.newId ?? ((): string => randomUUID());
  const diagnostics: Diagnostic[] = [];
  const enabledKeys = new Set(snapshot.modules.map((m) => `${m.module}\n${m.instanceId}`));

  const accepted: AcceptedModule[] = [];
  for (const values of ecucValues) {
    const moduleName = moduleNameOf(values);
    const definition = definitions.find((d) => d.name === moduleName);
    const instanceId = instanceIdOf(values, definition);
    if (definition) {
      const known = enabledKeys.has(`${definition.name}\n${instanceId}`);
      if (!known && options.canEnable && !options.canEnable(definition.name)) {
        diagnostics.push({
          severity: 'warning',
          code: 'ECUC_IMPORT_MODULE_OFF',
          message: `module ${definition.name} cannot be switched on in a project, its values are ignored`,
          file: options.file,
          line: values.line,
          col: values.col,
        });
        continue;
      }
    }
    accepted.push({ values, definition, instanceId });
  }

  const existing = containersByPath(snapshot.containers, snapshot.modules, definitions);
  // A file names a container the project has by its package, the module's name (as the file spells it,
  // or ours) and the short-name path inside the module.
  const existingTargets = new Map<string, string>();
  const packages = new Set(accepted.map((a) => a.values.packagePath));
  for (const [key, [container]] of existing) {
    if (!container) continue;
    const [module = '', instance = '0', path = ''] = key.split('\n');
    const definition = definitions.find((d) => d.name === module);
    if (!definition) continue;
    const instanceId = Number(instance);
    const ours = moduleInstanceName(definition, instanceId);
    const inModule = path.slice(ours.length + 1);
    const names = new Set([definition.name, ours]);
    for (const a of accepted) {
      if (a.definition === definition && a.instanceId === instanceId) names.add(a.values.shortName);
    }
    for (const packagePath of packages) {
      for (const name of names) {
        const target = `${packagePath}/${name}${inModule}`;
        if (!existingTargets.has(target)) existingTargets.set(target, container.id);
      }
    }
  }

  // containersFromArxml reads one instance per module at a time: the n-th configuration of a module
  // (Can_0, Can_1...) goes in round n.
  const rounds: AcceptedModule[][] = [];
  const occurrences = new Map<string, number>();
  for (const a of accepted) {
    const name = a.definition?.name ?? '';
    const n = occurrences.get(name) ?? 0;
    occurrences.set(name, n + 1);
    (rounds[n] ??= []).push(a);
  }
  const readRounds = (targets: ReadonlyMap<string, string>, ids: () => string): ValuesImport => {
    const out: ValuesImport = { containers: [], modules: [], diagnostics: [] };
    for (const round of rounds) {
      const instanceIds: Record<string, number> = {};
      for (const a of round) if (a.definition) instanceIds[a.definition.name] = a.instanceId;
      const result = containersFromArxml(
        round.map((a) => a.values),
        definitions,
        { file: options.file, instanceIds, newId: ids, existingTargets: targets },
      );
      out.containers.push(...result.containers);
      out.modules.push(...result.modules);
      out.diagnostics.push(...result.diagnostics);
    }
    return out;
  };
  const issued: string[] = [];
  let imported = readRounds(existingTargets, () => {
    const id = newId();
    issued.push(id);
    return id;
  });
  if (rounds.length > 1) {
    // Again with every container of the file known, so that references between rounds resolve (same ids).
    const everything = new Map(existingTargets);
    for (const a of accepted) {
      if (!a.definition) continue;
      const tree = resolveModuleTree(imported.containers, a.definition, a.instanceId);
      for (const node of tree.byId.values()) {
        const inModule = node.path.slice(tree.path.length);
        everything.set(`${a.values.packagePath}/${a.values.shortName}${inModule}`, node.value.id);
      }
    }
    let replayed = 0;
    imported = readRounds(everything, () => issued[replayed++] ?? newId());
  }
  diagnostics.push(...imported.diagnostics);

  const importedByPath = containersByPath(imported.containers, imported.modules, definitions);
  const idMap = new Map<string, string>();
  const matched = new Map<string, ContainerValue>();
  for (const [key, list] of importedByPath) {
    const currentList = existing.get(key) ?? [];
    list.forEach((container, n) => {
      const current = currentList[n];
      if (!current) return;
      idMap.set(container.id, current.id);
      matched.set(container.id, current);
    });
  }
  const mapId = (id: string): string => idMap.get(id) ?? id;

  // New containers go after the siblings the project already has.
  const nextPosition = new Map<string, number>();
  const siblingKey = (c: ContainerValue): string => `${c.module}\n${c.instanceId}\n${c.parentId ?? ''}`;
  for (const c of snapshot.containers) {
    const key = siblingKey(c);
    nextPosition.set(key, Math.max(nextPosition.get(key) ?? 0, c.position + 1));
  }

  const create: ContainerValue[] = [];
  const update: ContainerValue[] = [];
  let unchanged = 0;
  for (const container of imported.containers) {
    const definition = definitions.find((d) => d.name === container.module);
    const info = definition ? indexModuleDef(definition).containers.get(container.definitionPath) : undefined;
    const references: Record<string, string[]> = {};
    for (const [name, targets] of Object.entries(container.references)) {
      const kind = info?.referenceByName.get(name)?.kind;
      references[name] = kind && CONTAINER_REFERENCE_KINDS.has(kind) ? targets.map(mapId) : targets;
    }
    const current = matched.get(container.id);
    if (current) {
      const same =
        current.definitionPath === container.definitionPath &&
        canonicalValues(current.values) === canonicalValues(container.values) &&
        canonicalReferences(current.references) === canonicalReferences(references);
      if (same) unchanged += 1;
      else {
        update.push({
          ...current,
          definitionPath: container.definitionPath,
          values: container.values,
          references,
          version: current.version + 1,
        });
      }
      continue;
    }
    const parentId = container.parentId === null ? null : mapId(container.parentId);
    const placed: ContainerValue = { ...container, parentId, references };
    const key = siblingKey(placed);
    const position = nextPosition.get(key) ?? 0;
    nextPosition.set(key, position + 1);
    create.push({ ...placed, position });
  }

  const enable: EnabledModule[] = [];
  for (const m of imported.modules) {
    const key = `${m.module}\n${m.instanceId}`;
    if (enabledKeys.has(key)) continue;
    enabledKeys.add(key); // a module may appear twice in a file
    enable.push(m);
  }
  return { enable, create, update, unchanged, diagnostics };
}
