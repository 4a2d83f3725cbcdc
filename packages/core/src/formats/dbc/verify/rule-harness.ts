import { hasErrors } from '../../diagnostic.js';
import { readDbc } from '../reader.js';
import { runDbcRules, type DbcVerifyOptions } from './context.js';
import type { DbcRule } from './types.js';

/**
 * Reads DBC text (lines joined with LF) and runs one rule over it: one row per finding,
 * `CODE line:col message` (English). Throws when the text does not read without errors.
 */
export function dbcRuleRows(
  rule: DbcRule,
  lines: readonly string[],
  options: DbcVerifyOptions = {},
): string[] {
  const result = readDbc(lines.join('\n') + '\n', { file: 'rule.dbc' });
  if (!result.model || hasErrors(result.diagnostics))
    throw new Error(result.diagnostics.map((d) => `${d.line}:${d.col} ${d.message}`).join('\n'));
  return runDbcRules([rule], result.model, 'rule.dbc', options).map(
    (finding) => `${finding.code} ${finding.line}:${finding.col} ${finding.message}`,
  );
}

/** ` SG_ name[extra] : layout (1,0) [0|0] "" A`: a signal line for table tests. */
export function signalLine(name: string, layout: string, extra = ''): string {
  return ` SG_ ${name}${extra} : ${layout} (1,0) [0|0] "" A`;
}
