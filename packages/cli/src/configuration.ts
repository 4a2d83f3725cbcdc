import { basename } from 'node:path';
import type { Diagnostic } from '@ecuc/core/formats';
import type { ArxmlDocument } from '@ecuc/core/formats/arxml';
import type { Language } from '@ecuc/core/i18n';
import {
  configurationFromEcucValues,
  emptySnapshot,
  importedExtensions,
  importersForFile,
  importFile,
  MODULE_DEFINITIONS,
  pathPositionsOf,
  type FileConfiguration,
  type SourcePosition,
} from '@ecuc/core/modules';
import { UsageError } from './commandLine.js';
import { NodeSourceFileSystem } from './fileSystem.js';
import { extensionOf, formatOfPath } from './formats.js';
import { readFileBytes, readSourceFile } from './source.js';

/** A configuration read from a file, or the reader's diagnostics when the file could not be read. */
export type ReadConfiguration =
  | { ok: true; configuration: FileConfiguration; readerDiagnostics: Diagnostic[] }
  | { ok: false; diagnostics: Diagnostic[] };

/** Whether a configuration can be read from a file of this name: ECUC values (.arxml) or an importer's file. */
export function readsConfiguration(file: string): boolean {
  return formatOfPath(file) === 'arxml' || importersForFile(file).length > 0;
}

/**
 * The configuration a file holds: the ECUC values of an .arxml file (every shipped module), or what the
 * importers of the registered modules make of another file (an .oil file → the Os module). Ids are
 * `<extension>-N`, so runs are repeatable. A file nothing reads is a usage error.
 */
export function readConfiguration(
  file: string,
  options: {
    includeDirs: readonly string[];
    language: Language;
    chip?: string;
    /** Importer options (`--option NAME=VALUE`). */
    options?: Readonly<Record<string, string>>;
  },
): ReadConfiguration {
  const snapshot = emptySnapshot(basename(file), options.chip ?? '');
  if (formatOfPath(file) === 'arxml') {
    const source = readSourceFile(file, 'arxml', options.includeDirs);
    const { model, diagnostics } = source.result;
    if (model === undefined || diagnostics.some((d) => d.severity === 'error'))
      return { ok: false, diagnostics };
    return {
      ok: true,
      configuration: configurationFromEcucValues(model as ArxmlDocument, file, MODULE_DEFINITIONS, snapshot),
      readerDiagnostics: diagnostics,
    };
  }
  const importers = importersForFile(file);
  if (importers.length === 0)
    throw new UsageError(
      `no module reads '${file}': give an .arxml file of ECUC values or one of ${importedExtensions().join(', ')}`,
    );
  const bytes = readFileBytes(file);
  const prefix = extensionOf(file).slice(1) || 'file';
  let next = 0;
  const configuration = importFile(
    { file, bytes, includeDirs: options.includeDirs, fileSystem: new NodeSourceFileSystem() },
    {
      language: options.language,
      snapshot,
      definitions: MODULE_DEFINITIONS,
      newId: () => `${prefix}-${(next += 1)}`,
      ...(options.options ? { options: options.options } : {}),
    },
    importers,
  );
  if (!configuration) throw new UsageError(`no module reads '${file}'`);
  return { ok: true, configuration, readerDiagnostics: [] };
}

/** Where a finding without a located container goes: the earliest position the import recorded, else 1:1. */
export function fallbackPosition(configuration: FileConfiguration, file: string): SourcePosition {
  let first: SourcePosition | undefined;
  for (const position of configuration.sourceMap.values())
    if (
      position.file === file &&
      (!first || position.line < first.line || (position.line === first.line && position.col < first.col))
    )
      first = position;
  return first ?? { file, line: 1, col: 1 };
}

/** Short-name path → position over the shipped definitions. */
export function pathPositions(configuration: FileConfiguration): Map<string, SourcePosition> {
  return pathPositionsOf(configuration, MODULE_DEFINITIONS);
}
