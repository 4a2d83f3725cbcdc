/**
 * A configuration read from a source file, for the command line and the server: through the importers of
 * the registered modules (OIL → Os) or as ECUC values (ARXML, every registered module at once), with a
 * source map from container id to file position so that every finding prints as `file:line:col`. Pure.
 */
import { containersFromArxml } from '../ecuc/arxml-import.js';
import { subtreeIds } from '../ecuc/derived.js';
import { resolveModuleTree } from '../ecuc/tree.js';
import type { ContainerValue, EnabledModule, ProjectSnapshot } from '../ecuc/store-types.js';
import type { ModuleDef } from '../ecuc/types.js';
import type { ArxmlDocument } from '../formats/arxml/model.js';
import { diagnostic, type Diagnostic } from '../formats/diagnostic.js';
import type { VerifyRow } from '../verify/types.js';
import type {
  ContainerChangeSet,
  ImportContext,
  ImportReport,
  ImportSource,
  SourcePosition,
} from './plugin.js';
import { importersForFile, type RegisteredImporter } from './registry.js';

/** A configuration read from a file. */
export interface FileConfiguration {
  snapshot: ProjectSnapshot;
  /** Container id → where it is written (or what it was made from). */
  sourceMap: ReadonlyMap<string, SourcePosition>;
  /** Everything reading and importing said, errors first. */
  diagnostics: Diagnostic[];
  /** What each importer did (empty for ECUC values). */
  reports: { module: string; importer: string; report: ImportReport }[];
  /** The merged changes of the importers (creations only for ECUC values). */
  changes: ContainerChangeSet;
}

const errorsFirst = (diagnostics: readonly Diagnostic[]): Diagnostic[] => [
  ...diagnostics.filter((d) => d.severity === 'error'),
  ...diagnostics.filter((d) => d.severity !== 'error'),
];

/**
 * A snapshot with a change set applied (pure): replaced modules lose their containers, updated ones take
 * their new values, created ones are added, and every module of a created container is enabled.
 */
export function snapshotWithChanges(
  snapshot: ProjectSnapshot,
  changes: ContainerChangeSet,
  definitions: readonly ModuleDef[],
): ProjectSnapshot {
  const replaced = new Set(changes.replaceModules);
  const updated = new Map(changes.update.map((c) => [c.id, c]));
  const removed = subtreeIds(snapshot.containers, changes.remove ?? []);
  const containers: ContainerValue[] = snapshot.containers
    .filter((c) => !replaced.has(c.module) && !removed.has(c.id))
    .map((c) => updated.get(c.id) ?? c);
  containers.push(...changes.create);
  const modules: EnabledModule[] = [...snapshot.modules];
  const enable = (module: string, instanceId: number): void => {
    if (modules.some((m) => m.module === module && m.instanceId === instanceId)) return;
    const version = definitions.find((d) => d.name === module)?.version ?? 1;
    modules.push({ module, instanceId, definitionVersion: version });
  };
  for (const module of changes.replaceModules) enable(module, 0);
  for (const c of changes.create) enable(c.module, c.instanceId);
  return { project: snapshot.project, modules, containers };
}

/** An empty project to import into (the command line has no project). */
export function emptySnapshot(name: string, chip = ''): ProjectSnapshot {
  return { project: { id: name, name, chip }, modules: [], containers: [] };
}

/**
 * Runs every importer that reads the file (by its extension, over the registered plugins) against the
 * snapshot and merges their change sets. Undefined when no module reads such a file.
 */
export function importFile(
  source: ImportSource,
  context: ImportContext,
  importers: readonly RegisteredImporter[] = importersForFile(source.file),
): FileConfiguration | undefined {
  if (importers.length === 0) return undefined;
  const changes = {
    replaceModules: new Set<string>(),
    create: [] as ContainerValue[],
    update: [] as ContainerValue[],
    remove: [] as string[],
  };
  const sourceMap = new Map<string, SourcePosition>();
  const diagnostics: Diagnostic[] = [];
  const reports: FileConfiguration['reports'] = [];
  for (const { module, importer } of importers) {
    const result = importer.import(source, context);
    diagnostics.push(...result.diagnostics);
    for (const m of result.changes.replaceModules) changes.replaceModules.add(m);
    changes.create.push(...result.changes.create);
    changes.update.push(...result.changes.update);
    changes.remove.push(...(result.changes.remove ?? []));
    for (const [id, position] of result.sourceMap) sourceMap.set(id, position);
    reports.push({ module, importer: importer.id, report: result.report });
  }
  const merged: ContainerChangeSet = { ...changes, replaceModules: [...changes.replaceModules] };
  return {
    snapshot: snapshotWithChanges(context.snapshot, merged, context.definitions),
    sourceMap,
    diagnostics: errorsFirst(diagnostics),
    reports,
    changes: merged,
  };
}

/**
 * The ECUC values of an ARXML document as a configuration of every module the definitions know (values of
 * other modules are reported, not taken), each container located where the import found it.
 */
export function configurationFromEcucValues(
  document: ArxmlDocument,
  file: string,
  definitions: readonly ModuleDef[],
  snapshot: ProjectSnapshot = emptySnapshot(file),
): FileConfiguration {
  let next = 0;
  const imported = containersFromArxml(document.ecucValues, definitions, {
    file,
    newId: () => `arxml-${(next += 1)}`,
  });
  const modules = [...snapshot.modules];
  for (const m of imported.modules)
    if (!modules.some((e) => e.module === m.module && e.instanceId === m.instanceId)) modules.push(m);
  return {
    snapshot: {
      project: snapshot.project,
      modules,
      containers: [...snapshot.containers, ...imported.containers],
    },
    // Every container is located (a choice container the import inserts at the value holding it).
    sourceMap: imported.sourceMap,
    diagnostics: errorsFirst(imported.diagnostics),
    reports: [],
    changes: { replaceModules: [], create: imported.containers, update: [] },
  };
}

/** Short-name path of a container → its position, so that rows without a container id still point into the file. */
export function pathPositionsOf(
  configuration: FileConfiguration,
  definitions: readonly ModuleDef[],
): Map<string, SourcePosition> {
  const out = new Map<string, SourcePosition>();
  for (const definition of definitions) {
    const own = configuration.snapshot.containers.filter((c) => c.module === definition.name);
    if (own.length === 0) continue;
    for (const node of resolveModuleTree(own, definition).byId.values()) {
      const position = configuration.sourceMap.get(node.value.id);
      if (position) out.set(node.path, position);
    }
  }
  return out;
}

/**
 * An error-log row as a located line: `file:line:col: CODE message`. The position is the row's
 * container's (or its closest located ancestor's, found through the path), else `fallback`.
 */
export function locateRow(
  row: VerifyRow,
  sourceMap: ReadonlyMap<string, SourcePosition>,
  fallback: SourcePosition,
  pathPositions?: ReadonlyMap<string, SourcePosition>,
): string {
  let position = row.containerId === undefined ? undefined : sourceMap.get(row.containerId);
  if (!position && pathPositions) {
    let path = row.path;
    while (!position && path.length > 0) {
      position = pathPositions.get(path);
      path = path.slice(0, Math.max(0, path.lastIndexOf('/')));
    }
  }
  const at = position ?? fallback;
  return `${at.file}:${at.line}:${at.col}: ${row.code} ${row.message}`;
}

/** A diagnostic saying a file holds nothing for a module (located at the file's start). */
export function nothingForModule(file: string, module: string): Diagnostic {
  return diagnostic(
    'error',
    'ECUC_NO_MODULE_VALUES',
    `the file holds no ECUC values of the ${module} module`,
    file,
    1,
    1,
  );
}
