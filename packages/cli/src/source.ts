import { readFileSync } from 'node:fs';
import {
  diagnostic,
  formatDiagnostic,
  type Diagnostic,
  type FileFormat,
  type FormatAdapter,
  type ReadResult,
} from '@ecuc/core/formats';
import { UsageError } from './commandLine.js';
import { NodeSourceFileSystem } from './fileSystem.js';
import { formatAdapters, formatOfPath, isFileFormat, FILE_FORMATS } from './formats.js';

export interface SourceFile {
  file: string;
  format: FileFormat;
  adapter: FormatAdapter<unknown>;
  result: ReadResult<unknown>;
}

/** The format and adapter of a file: `--format` when given, else the file's extension. */
export function selectFormat(
  file: string,
  explicitFormat: string | undefined,
): { format: FileFormat; adapter: FormatAdapter<unknown> } {
  let format: FileFormat | undefined;
  if (explicitFormat !== undefined) {
    if (!isFileFormat(explicitFormat))
      throw new UsageError(`unknown format '${explicitFormat}' (known: ${FILE_FORMATS.join(', ')})`);
    format = explicitFormat;
  } else {
    format = formatOfPath(file);
    if (!format) throw new UsageError(`cannot tell the format of '${file}' from its extension; use --format`);
  }
  const adapter = formatAdapters[format];
  if (!adapter) throw new UsageError(`format not supported yet: ${format}`);
  return { format, adapter };
}

/** The bytes of a file; a file that cannot be read is a usage error. */
export function readFileBytes(file: string): Uint8Array {
  try {
    return readFileSync(file);
  } catch (failure) {
    const reason = failure instanceof Error && 'code' in failure ? String(failure.code) : String(failure);
    throw new UsageError(`cannot read '${file}' (${reason})`);
  }
}

/** Reads and parses a source file; a file that cannot be read is a usage error. */
export function readSourceFile(
  file: string,
  explicitFormat: string | undefined,
  includeDirs: readonly string[],
): SourceFile {
  const { format, adapter } = selectFormat(file, explicitFormat);
  const bytes = readFileBytes(file);
  let result: ReadResult<unknown>;
  try {
    result = adapter.read({ file, bytes, includeDirs, fileSystem: new NodeSourceFileSystem() });
  } catch (failure) {
    // A reader must not throw; if one does, still answer in the diagnostic format.
    const message = failure instanceof Error ? failure.message : String(failure);
    result = {
      model: undefined,
      diagnostics: [diagnostic('error', 'INTERNAL', `internal error: ${message}`, file, 1, 1)],
    };
  }
  return { file, format, adapter, result };
}

const severityRank = { error: 0, warning: 1, info: 2 } as const;

/** Diagnostics as lines, errors first (so that the first line names the first error), each group in file order. */
export function diagnosticLines(diagnostics: readonly Diagnostic[], withCode = false): string[] {
  return [...diagnostics]
    .sort((a, b) => severityRank[a.severity] - severityRank[b.severity])
    .map((d) => (withCode ? `${d.file}:${d.line}:${d.col}: ${d.code} ${d.message}` : formatDiagnostic(d)));
}
