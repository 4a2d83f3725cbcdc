import type { Diagnostic } from '../diagnostic.js';
import type { DbcDatabase } from './model.js';
import { dbcRules, runDbcRules, type DbcVerifyOptions } from './verify/index.js';

export { dbcFrameFormat, dbcSignalBits, CAN_FD_SIZES, type DbcFrameFormat } from './verify/index.js';

/**
 * Options of `lintDbc`: the language of the findings (English when not given) and, for the checks
 * about deriving an ECU's CAN configuration, the chosen ECU node and Com's main function period.
 */
export type DbcLintOptions = DbcVerifyOptions;

/**
 * Checks a database beyond its syntax ("DBC verify"): layout, duplicates, node references, value
 * ranges, attributes and timing. Runs every rule of `verify/index.ts`; findings sorted by position.
 */
export function lintDbc(database: DbcDatabase, file: string, options: DbcLintOptions = {}): Diagnostic[] {
  return runDbcRules(dbcRules, database, file, options);
}
