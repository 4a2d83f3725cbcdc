/**
 * The DBC importer of Com: a CAN database file → the CAN stack of the ECU node chosen with the option `ecu`
 * (the node sending the most messages when none is given), through `deriveFromDbc`. The reader's errors
 * refuse the file; its warnings and the derivation's remarks come along.
 */
import { diagnostic, type Diagnostic } from '../../../formats/diagnostic.js';
import { readDbc } from '../../../formats/dbc/index.js';
import type { ImportResult, ModuleImporter, SourcePosition } from '../../plugin.js';
import { defaultContainersFor } from '../../../ecuc/defaults.js';
import type { ContainerValue } from '../../../ecuc/store-types.js';
import type { ModuleDef } from '../../../ecuc/types.js';
import { mergeDerivation, withOrigin, withoutDerived } from '../../../ecuc/derived.js';
import { deriveFromDbc } from './derive.js';
import { dbcBusSupport } from './bus-support.js';
import { derivedObjects } from './objects.js';

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

export const comDbcImporter: ModuleImporter = {
  id: 'dbc',
  description: {
    zh_cn: 'DBC 文件：为所选节点（选项 ecu）派生 CAN 通信栈（EcuC PDU、Can、CanIf、PduR、Com）',
    en_us:
      'DBC file: derives the CAN stack (EcuC Pdus, Can, CanIf, PduR, Com) of the chosen node (option ecu)',
  },
  extensions: ['.dbc'],
  busDatabase: dbcBusSupport,
  import(source, context): ImportResult {
    const read = readDbc(source.bytes, { file: source.file, language: context.language });
    const errors = read.diagnostics.filter((d) => d.severity === 'error');
    const empty: ImportResult = {
      changes: { replaceModules: [], create: [], update: [] },
      report: { created: 0, changed: 0, removed: 0, notUnderstood: [], facts: {} },
      diagnostics: [...errors, ...read.diagnostics.filter((d) => d.severity !== 'error')],
      sourceMap: new Map(),
    };
    if (!read.model || errors.length > 0) {
      if (errors.length === 0)
        empty.diagnostics.unshift(
          diagnostic('error', 'DBC_UNREADABLE', 'the file could not be read', source.file, 1, 1),
        );
      return empty;
    }
    const ecu = context.options?.['ecu'] ?? context.options?.['node'];
    // With a source (`dbc:<file>`), the derivation runs as if the file had never been imported and is merged
    // with what an earlier import of it left: the user's changes are kept.
    const origin = context.options?.['source'];
    const base = origin ? withoutDerived(context.snapshot, origin) : context.snapshot;
    const derived = deriveFromDbc(read.model, base, context.definitions, {
      file: source.file,
      language: context.language,
      newId: context.newId,
      ...(ecu ? { ecu } : {}),
    });
    const diagnostics: Diagnostic[] = [...read.diagnostics, ...derived.diagnostics];
    const excluded = new Set((context.options?.['excluded'] ?? '').split(',').filter(Boolean));
    if (origin) {
      const objects = derivedObjects(derived.create, derived.sourceMap, read.model.messages);
      const frame = (id: string) => objects.get(id)?.replace(/\/.*$/, '');
      // A module's one-of-a-kind containers (ComConfig, CanIfInitCfg...) are the module's, not the bus's.
      const skeleton = moduleDefaults(derived.create, objects, context.definitions);
      const kept = derived.create.filter((c) => !excluded.has(frame(c.id) ?? ''));
      const marked = withOrigin(
        kept,
        base,
        origin,
        (c) => objects.get(c.id),
        (c) => !skeleton.has(c.id),
      );
      const merged = mergeDerivation(context.snapshot, marked, origin);
      const sourceMap = new Map<string, SourcePosition>();
      for (const [id, at] of derived.sourceMap)
        sourceMap.set(id, { file: source.file, line: at.line, col: at.col });
      return {
        changes: { replaceModules: [], create: merged.create, update: merged.update, remove: merged.remove },
        report: {
          created: merged.create.length,
          changed: merged.update.length,
          removed: merged.remove.length,
          notUnderstood: derived.diagnostics.filter((d) => d.severity === 'info'),
          facts: { ecu: derived.ecu, sent: derived.sent, received: derived.received },
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
        },
        diagnostics: [
          ...diagnostics.filter((d) => d.severity === 'error'),
          ...diagnostics.filter((d) => d.severity !== 'error'),
        ],
        sourceMap,
      };
    }
    const sourceMap = new Map<string, SourcePosition>();
    for (const [id, at] of derived.sourceMap)
      sourceMap.set(id, { file: source.file, line: at.line, col: at.col });
    return {
      changes: { replaceModules: [], create: derived.create, update: [] },
      report: {
        created: derived.create.length,
        changed: 0,
        removed: 0,
        notUnderstood: derived.diagnostics.filter((d) => d.severity === 'info'),
        facts: { ecu: derived.ecu, sent: derived.sent, received: derived.received },
      },
      diagnostics: [
        ...diagnostics.filter((d) => d.severity === 'error'),
        ...diagnostics.filter((d) => d.severity !== 'error'),
      ],
      sourceMap,
    };
  },
};
