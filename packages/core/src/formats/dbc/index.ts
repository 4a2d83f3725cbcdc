import type { FormatAdapter } from '../adapter.js';
import type { Language } from '../../i18n/index.js';
import { lintDbc } from './linter.js';
import { summarizeDbc, type DbcDatabase } from './model.js';
import { readDbc } from './reader.js';
import { writeDbc } from './writer.js';

export * from './model.js';
export { readDbc, type DbcReadOptions } from './reader.js';
export { writeDbc, formatDbcNumber, quoteDbcString } from './writer.js';
export {
  lintDbc,
  dbcFrameFormat,
  dbcSignalBits,
  CAN_FD_SIZES,
  type DbcLintOptions,
  type DbcFrameFormat,
} from './linter.js';
export { dbcMessages, dbcText } from './messages.js';
export {
  dbcRules,
  runDbcRules,
  type DbcRule,
  type DbcRuleContext,
  type DbcFindingParams,
  type DbcVerifyOptions,
} from './verify/index.js';

/** The DBC format adapter with diagnostics in a given language. */
export function createDbcFormat(language: Language): FormatAdapter<DbcDatabase> {
  return {
    format: 'dbc',
    extensions: ['.dbc'],
    read: (input) => readDbc(input.bytes, { file: input.file, language }),
    summarize: (model) => summarizeDbc(model),
    write: (model) => writeDbc(model),
    lint: (model, file) => lintDbc(model, file, { language }),
  };
}

/** The DBC format adapter (diagnostics in English, the language of command-line and CI logs). */
export const dbcFormat: FormatAdapter<DbcDatabase> = createDbcFormat('en_us');
