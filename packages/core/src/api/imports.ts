import { z } from 'zod';

/**
 * Every import (an OIL file, ECUC values in ARXML, a vendor definition, and the source-file imports to come)
 * is first previewed: `mode=preview` plans it against the project as it is and answers an `ImportPreview`
 * without writing anything; `mode=apply` (the default) plans it again and writes it, but refuses (1057, the
 * preview in `data`) a result that would have errors in the modules it writes unless `acceptErrors` is true.
 * Form-encoded and query values come as text: `"true"`/`"false"` are taken as booleans.
 */
export const importModeField = () => z.enum(['preview', 'apply']).default('apply');

export const acceptErrorsField = () =>
  z.union([z.boolean(), z.enum(['true', 'false']).transform((text) => text === 'true')]).default(false);

/** The options every import route takes (in its body, or in its query for a multipart upload). */
export const importOptions = z.object({ mode: importModeField(), acceptErrors: acceptErrorsField() });
export type ImportOptions = z.infer<typeof importOptions>;

/**
 * What an import does to one kind of container (one container definition of one module): matched by
 * module, instance and short-name path against what the project has, a container of the result is
 * created (new path), changed (same path, other values or references) or unchanged; a container of the
 * project the result no longer has is removed.
 */
export interface ImportKindRow {
  module: string;
  /** The container definition, e.g. `/Os/OsTask`. */
  definitionPath: string;
  created: number;
  changed: number;
  unchanged: number;
  removed: number;
}

/** Things said about the input, grouped by code: a count, the first lines (`file:line:col: message`). */
export interface ImportFindingGroup {
  code: string;
  severity: 'error' | 'warning' | 'info';
  count: number;
  /** At most `IMPORT_GROUP_LINES` of them, in the file's order. */
  lines: string[];
}

/** How many lines of one finding group an answer carries. */
export const IMPORT_GROUP_LINES = 200;

/** An error the configuration would have once the import is written. */
export interface ImportResultError {
  code: string;
  path: string;
  message: string;
}

/** How many result errors an answer lists (all are counted). */
export const IMPORT_RESULT_ERROR_ROWS = 200;

/** A value of a derived container the user changed: kept by a re-import of the source. */
export interface ImportOverride {
  /** Module and short-name path of the container. */
  path: string;
  parameter: string;
  yours: string | boolean | null | string[] | undefined;
  derived: string | boolean | null | string[] | undefined;
}

/**
 * What importing a bus database (again) does to the objects it holds (frames `msg:<id>`, their signals
 * `msg:<id>/sig:<name>`) and to the values the user changed since the last import.
 */
export interface ImportDerivation {
  added: string[];
  changed: string[];
  removed: string[];
  overrides: ImportOverride[];
  /** Derived containers gone from the source but kept, as the user's own containers refer to them. */
  keptReferred: number;
}

export interface ImportPreview {
  /** The imported file's name. */
  file: string;
  /** Whether the import was written (false for a preview). */
  applied: boolean;
  /** The modules the import writes. */
  modules: string[];
  created: number;
  changed: number;
  unchanged: number;
  removed: number;
  /** The counts by kind of container, in module and definition order. */
  kinds: ImportKindRow[];
  /**
   * Errors of the input itself (the file cannot be read or mapped): such an input is never applied.
   * Grouped like the other findings.
   */
  inputErrors: ImportFindingGroup[];
  /** Errors the modules written would have after the import (verification of the result). */
  resultErrors: { count: number; rows: ImportResultError[] };
  /** Warnings of the verification in those modules (counted only). */
  resultWarnings: number;
  /** Inputs the import did not take over, each group with its count and lines. */
  notImported: ImportFindingGroup[];
  /** Other remarks on the input (the reader's warnings, what the import added or decided), grouped. */
  remarks: ImportFindingGroup[];
  /** The importer's own facts (the Os import: `osType`, `scalabilityClass` and why). */
  facts: Record<string, string | number | boolean | string[]>;
  /** True when the input holds nothing the project's modules take (a system description without ECUC values). */
  nothingTaken: boolean;
  /** A bus database's import: its objects added, changed and removed, and the user's values it keeps. */
  derivation?: ImportDerivation;
}

/** Whether applying a preview needs the user's explicit acceptance of errors. */
export function importNeedsAcceptance(preview: Pick<ImportPreview, 'resultErrors'>): boolean {
  return preview.resultErrors.count > 0;
}

/** Whether a preview's input can be applied at all. */
export function importCanApply(preview: Pick<ImportPreview, 'inputErrors' | 'nothingTaken'>): boolean {
  return preview.inputErrors.length === 0 && !preview.nothingTaken;
}
