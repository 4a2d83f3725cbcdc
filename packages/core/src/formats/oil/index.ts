/**
 * OIL (OSEK Implementation Language) 2.5, with the 3.x/4.x AUTOSAR dialects goil reads: reader
 * (includes, implementation part, application, checks), canonical writer and summary.
 */
import type { FormatAdapter, ReadInput } from '../adapter.js';
import type { ReadResult } from '../diagnostic.js';
import { decodeText } from '../text.js';
import { DEFAULT_LANGUAGE, type Language } from '../../i18n/index.js';
import { checkOil } from './check.js';
import type { OilFile, OilSummary } from './model.js';
import { parseOilTokens } from './parser.js';
import { OilReporter } from './reporter.js';
import { expandOilSource } from './source.js';
import { writeOil } from './writer.js';

export * from './model.js';
export { oilMessages, type OilMessageKey } from './messages.js';
export { writeOil, quoteOilString } from './writer.js';
export { sameValue, sameAttributes } from './equality.js';
export { joinPath, normalizePath, directoryOf } from './path.js';
export { MAX_OIL_DIAGNOSTICS } from './reporter.js';
export { MAX_INCLUDE_DEPTH, MAX_INCLUDED_FILES } from './source.js';
export { MAX_OIL_NESTING } from './parser.js';

export interface ReadOilOptions {
  /** Language of diagnostic messages; zh_cn unless told. */
  language?: Language;
}

/**
 * Reads an OIL file and everything it includes (through input.fileSystem), then checks the
 * application against the implementation part. Never throws: any failure is a diagnostic.
 */
export function readOil(input: ReadInput, options: ReadOilOptions = {}): ReadResult<OilFile> {
  const reporter = new OilReporter(options.language ?? DEFAULT_LANGUAGE);
  try {
    const text = decodeText(input.bytes).text;
    const sourceOptions = {
      ...(input.includeDirs ? { includeDirs: input.includeDirs } : {}),
      ...(input.fileSystem ? { fileSystem: input.fileSystem } : {}),
    };
    const expanded = expandOilSource(input.file, text, sourceOptions, reporter);
    const parsed = parseOilTokens(expanded.tokens, reporter);
    parsed.file.includedFiles = expanded.includedFiles;
    checkOil(parsed.file, parsed.definitionIndex, reporter);
    return { model: parsed.file, diagnostics: reporter.diagnostics };
  } catch (failure) {
    const reason = failure instanceof Error ? failure.message : String(failure);
    reporter.error('OIL_INTERNAL', 'internalError', { reason }, input.file, 1, 1);
    return { model: undefined, diagnostics: reporter.diagnostics };
  }
}

/** Reads OIL text that includes nothing (or whose includes are served by options.fileSystem). */
export function readOilText(
  text: string,
  file = 'input.oil',
  input: Omit<ReadInput, 'file' | 'bytes'> = {},
  options: ReadOilOptions = {},
): ReadResult<OilFile> {
  return readOil({ ...input, file, bytes: new TextEncoder().encode(text) }, options);
}

function countObjects(model: OilFile, type: string): number {
  const byName = model.application?.objects[type];
  return byName ? Object.keys(byName).length : 0;
}

/** Object counts of the standard kinds. */
export function summarizeOil(model: OilFile): OilSummary {
  return {
    tasks: countObjects(model, 'TASK'),
    isrs: countObjects(model, 'ISR'),
    alarms: countObjects(model, 'ALARM'),
    counters: countObjects(model, 'COUNTER'),
    events: countObjects(model, 'EVENT'),
    resources: countObjects(model, 'RESOURCE'),
    appmodes: countObjects(model, 'APPMODE'),
    scheduletables: countObjects(model, 'SCHEDULETABLE'),
  };
}

export const oilFormat: FormatAdapter<OilFile> = {
  format: 'oil',
  extensions: ['.oil'],
  read: (input) => readOil(input),
  summarize: summarizeOil,
  write: writeOil,
};
