/**
 * A derivation from a bus database as the change it makes to a project. Without the option `source` the
 * derived containers are created as they are (the command line). With it (`<kind>:<file>`, the product), the
 * derivation runs on the project as if the source had never been imported, its containers are marked with
 * their origin (frame or signal, values and references as derived; a module's own default containers stay
 * unmarked), the frames the user removed (option `excluded`) are left out, and the result is merged with what
 * an earlier import of the source left (`ecuc/derived.ts`): the user's changes are kept and listed.
 */
import type { ImportDerivation } from '../../../api/imports.js';
import { mergeDerivation, withOrigin, withoutDerived } from '../../../ecuc/derived.js';
import { defaultContainersFor } from '../../../ecuc/defaults.js';
import type { ContainerValue, ProjectSnapshot } from '../../../ecuc/store-types.js';
import type { ModuleDef } from '../../../ecuc/types.js';
import type { DbcDatabase } from '../../../formats/dbc/model.js';
import type { Diagnostic } from '../../../formats/diagnostic.js';
import type {
  ContainerChangeSet,
  ImportContext,
  ImportReport,
  ImportResult,
  SourcePosition,
} from '../../plugin.js';
import type { DbcDerivation } from './derive.js';
import { derivedObjects, frameOfObject } from './objects.js';

/**
 * The object of the bus each created container stands for: the derivation's own origin (`msg:0x…`,
 * `sig:0x…:<name>` → `msg:0x…/sig:<name>`, `group:0x…:<name>` → `msg:0x…/group:<name>`; bus-wide ones none),
 * else what its neighbours stand for (`derivedObjects`).
 */
function objectsOf(
  derived: DbcDerivation,
  created: readonly ContainerValue[],
  database: DbcDatabase,
): Map<string, string> {
  const objects = new Map<string, string>();
  const guessed = derivedObjects(created, derived.sourceMap, database.messages);
  for (const c of created) {
    const origin = derived.origin.get(c.id);
    if (!origin) {
      const guess = guessed.get(c.id);
      if (guess !== undefined) objects.set(c.id, guess);
      continue;
    }
    if (origin.kind === 'message') objects.set(c.id, origin.key);
    else if (origin.kind === 'signal' || origin.kind === 'signalGroup') {
      const parts = /^(sig|group):(0x[0-9A-F]+):(.*)$/.exec(origin.key);
      if (parts) objects.set(c.id, `msg:${parts[2]}/${parts[1]}:${parts[3]}`);
    }
  }
  return objects;
}

export function derivedChanges(
  database: DbcDatabase,
  context: Pick<ImportContext, 'snapshot' | 'definitions' | 'options'>,
  derive: (base: ProjectSnapshot) => DbcDerivation,
  /** Renames the created containers (a system description names the bus after its cluster). */
  rename: (created: readonly ContainerValue[], base: ProjectSnapshot) => ContainerValue[] = (c) => [...c],
): { derived: DbcDerivation; changes: ContainerChangeSet; derivation?: ImportDerivation } {
  const origin = context.options?.['source'];
  const base = origin ? withoutDerived(context.snapshot, origin) : context.snapshot;
  const derived = derive(base);
  const created = rename(derived.create, base);
  if (!origin) return { derived, changes: { replaceModules: [], create: created, update: [] } };
  const excluded = new Set((context.options?.['excluded'] ?? '').split(',').filter(Boolean));
  const objects = objectsOf(derived, created, database);
  const skeleton = moduleDefaults(created, objects, context.definitions);
  const kept = created.filter((c) => {
    const object = objects.get(c.id);
    return object === undefined || !excluded.has(frameOfObject(object));
  });
  const marked = withOrigin(
    kept,
    base,
    origin,
    (c) => objects.get(c.id),
    (c) => !skeleton.has(c.id),
  );
  const merged = mergeDerivation(context.snapshot, marked, origin, context.definitions);
  return {
    derived,
    changes: { replaceModules: [], create: merged.create, update: merged.update, remove: merged.remove },
    derivation: {
      added: merged.objects.added,
      changed: merged.objects.changed,
      removed: merged.objects.removed,
      overrides: merged.overrides.map(({ path, parameter, yours, derived: now }) => ({
        path,
        parameter,
        yours,
        derived: now,
      })),
      keptReferred: merged.keptReferred.length,
    },
  };
}

/**
 * The containers a derivation made because a module was new to the project: its default containers (those a
 * module has from the start, `defaultContainersFor`) standing for no object of the bus. They are the module's,
 * not the source's: a re-import neither matches nor removes them.
 */
function moduleDefaults(
  created: readonly ContainerValue[],
  objects: ReadonlyMap<string, string>,
  definitions: readonly ModuleDef[],
): Set<string> {
  const defaultPaths = new Map<string, Set<string>>();
  const pathsOf = (module: string) => {
    let paths = defaultPaths.get(module);
    if (!paths) {
      const definition = definitions.find((d) => d.name === module);
      let n = 0;
      paths = new Set(
        definition
          ? defaultContainersFor(definition, { newId: () => String((n += 1)) }).map((c) => c.definitionPath)
          : [],
      );
      defaultPaths.set(module, paths);
    }
    return paths;
  };
  const ids = new Set<string>();
  for (const c of created)
    if (
      !objects.has(c.id) &&
      pathsOf(c.module).has(c.definitionPath) &&
      (c.parentId === null || ids.has(c.parentId) || !created.some((p) => p.id === c.parentId))
    )
      ids.add(c.id);
  return ids;
}

/**
 * A bus database's import as an importer answers it: the change, its report (counts, what was not taken over,
 * the derivation's facts and re-import summary), what the reader and the derivation said (errors first) and
 * where each derived container comes from in the file.
 */
export function derivationImportResult(
  file: string,
  said: readonly Diagnostic[],
  outcome: { derived: DbcDerivation; changes: ContainerChangeSet; derivation?: ImportDerivation },
  facts: ImportReport['facts'] = {},
): ImportResult {
  const { derived, changes, derivation } = outcome;
  const diagnostics = [...said, ...derived.diagnostics];
  const sourceMap = new Map<string, SourcePosition>();
  for (const [id, at] of derived.sourceMap) sourceMap.set(id, { file, line: at.line, col: at.col });
  return {
    changes,
    report: {
      created: changes.create.length,
      changed: changes.update.length,
      removed: changes.remove?.length ?? 0,
      notUnderstood: diagnostics.filter((d) => d.severity === 'info'),
      facts: { ecu: derived.ecu, sent: derived.sent, received: derived.received, ...facts },
      ...(derivation ? { derivation } : {}),
    },
    diagnostics: [
      ...diagnostics.filter((d) => d.severity === 'error'),
      ...diagnostics.filter((d) => d.severity !== 'error'),
    ],
    sourceMap,
  };
}
