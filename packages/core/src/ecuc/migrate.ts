import type { ContainerValue, EnabledModule, ProjectSnapshot } from './store-types.js';
import type { ModuleDef } from './types.js';

/** What happened to one module instance while migrating a snapshot. */
export interface MigrationStep {
  module: string;
  instanceId: number;
  from: number;
  to: number;
  /** Descriptions of the migrations applied, in order. */
  applied: string[];
  /** Set when the stored version could not be brought to the definition's version. */
  problem?: 'newerThanDefinition' | 'missingMigration' | 'unknownModule';
}

export interface MigrationResult {
  snapshot: ProjectSnapshot;
  steps: MigrationStep[];
}

/**
 * Applies the migrations of one module definition to the containers of one module instance,
 * from version `from` up to the definition's version. Pure.
 */
export function migrateModuleContainers(
  module: ModuleDef,
  containers: readonly ContainerValue[],
  from: number,
): { containers: ContainerValue[]; step: MigrationStep; instanceId: number } {
  const instanceId = containers[0]?.instanceId ?? 0;
  const step: MigrationStep = { module: module.name, instanceId, from, to: from, applied: [] };
  let current = [...containers];
  if (from > module.version) {
    step.problem = 'newerThanDefinition';
    return { containers: current, step, instanceId };
  }
  for (let version = from; version < module.version; version += 1) {
    const migration = module.migrations?.find((m) => m.from === version);
    if (!migration) {
      step.problem = 'missingMigration';
      break;
    }
    current = migration.migrate(current);
    step.applied.push(migration.description);
    step.to = version + 1;
  }
  return { containers: current, step, instanceId };
}

/**
 * Brings every enabled module of a snapshot made under older definition versions up to the
 * versions of `definitions` (what the server does on load). Modules already current are left
 * untouched (same objects). Pure: the input snapshot is not changed.
 */
export function migrateSnapshot(
  snapshot: ProjectSnapshot,
  definitions: readonly ModuleDef[],
): MigrationResult {
  const byName = new Map(definitions.map((d) => [d.name, d]));
  const steps: MigrationStep[] = [];
  const replaced = new Map<string, ContainerValue[]>();
  const modules: EnabledModule[] = [];
  for (const enabled of snapshot.modules) {
    const def = byName.get(enabled.module);
    if (!def) {
      steps.push({
        module: enabled.module,
        instanceId: enabled.instanceId,
        from: enabled.definitionVersion,
        to: enabled.definitionVersion,
        applied: [],
        problem: 'unknownModule',
      });
      modules.push(enabled);
      continue;
    }
    if (enabled.definitionVersion === def.version) {
      modules.push(enabled);
      continue;
    }
    const own = snapshot.containers.filter(
      (c) => c.module === enabled.module && c.instanceId === enabled.instanceId,
    );
    const { containers, step } = migrateModuleContainers(def, own, enabled.definitionVersion);
    step.instanceId = enabled.instanceId;
    steps.push(step);
    replaced.set(`${enabled.module}\u0000${enabled.instanceId}`, containers);
    modules.push({ ...enabled, definitionVersion: step.to });
  }
  if (replaced.size === 0) return { snapshot: { ...snapshot, modules }, steps };
  const containers: ContainerValue[] = [];
  for (const c of snapshot.containers) {
    if (!replaced.has(`${c.module}\u0000${c.instanceId}`)) containers.push(c);
  }
  for (const list of replaced.values()) containers.push(...list);
  return { snapshot: { ...snapshot, modules, containers }, steps };
}

/** Renames a parameter in every container of one definition path (a common migration). */
export function renameParameter(
  containers: readonly ContainerValue[],
  definitionPath: string,
  from: string,
  to: string,
): ContainerValue[] {
  return containers.map((c) => {
    if (c.definitionPath !== definitionPath || !(from in c.values)) return c;
    const values = { ...c.values };
    const value = values[from];
    delete values[from];
    if (value !== undefined && !(to in values)) values[to] = value;
    return { ...c, values, version: c.version + 1 };
  });
}
