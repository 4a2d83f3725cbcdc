import type { Diagnostic, ReadResult } from './diagnostic.js';

export type FileFormat = 'dbc' | 'oil' | 'arxml' | 'ldf';

/**
 * Read access to source files for readers that follow includes (OIL). Paths are POSIX-style strings;
 * the CLI and the server supply implementations over their file systems, tests may use an in-memory map.
 */
export interface SourceFileSystem {
  /** The bytes of a file, or undefined when there is no such file. */
  read(path: string): Uint8Array | undefined;
}

export interface ReadInput {
  /** The file's name or path as it should appear in diagnostics. */
  file: string;
  bytes: Uint8Array;
  /** Folders searched by `#include <x>` (OIL), in order. */
  includeDirs?: readonly string[];
  fileSystem?: SourceFileSystem;
}

/** One file format: how to read, summarise, write and lint it. Every format folder exports one. */
export interface FormatAdapter<M> {
  format: FileFormat;
  /** Lower-case file extensions including the dot, e.g. `.dbc`. */
  extensions: readonly string[];
  read(input: ReadInput): ReadResult<M>;
  /** The counts `ecuc parse --json` prints as `summary`. */
  summarize(model: M): Record<string, number>;
  /** Canonical text of a model; parse(write(m)) equals m. */
  write?(model: M): string;
  /** Findings beyond syntax (overlaps, duplicates...), each with a code and a position. */
  lint?(model: M, file: string): Diagnostic[];
}
