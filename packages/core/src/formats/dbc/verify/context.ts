import { diagnostic, type Diagnostic } from '../../diagnostic.js';
import type { Language } from '../../../i18n/index.js';
import { dbcText } from '../messages.js';
import type { DbcAttributeDefinition, DbcDatabase, DbcMessage } from '../model.js';
import { layOutMessage, type DbcMessageLayout } from './layout.js';
import { attributedObjects, type DbcAttributedObject } from './objects.js';
import type { DbcRule, DbcRuleContext } from './types.js';

export interface DbcVerifyOptions {
  /** The language of the findings; English when not given. */
  language?: Language;
  /** The ECU node the CAN configuration is derived for. */
  node?: string;
  /** Com's main function period in seconds. */
  mainFunctionPeriod?: number;
}

/** Runs rules over a database; findings sorted by position (rules in the given order on the same position). */
export function runDbcRules(
  rules: readonly DbcRule[],
  database: DbcDatabase,
  file: string,
  options: DbcVerifyOptions = {},
): Diagnostic[] {
  const language = options.language ?? 'en_us';
  const definitions = new Map<string, DbcAttributeDefinition>();
  for (const definition of database.attributeDefinitions) {
    const key = `${definition.objectType} ${definition.name}`;
    if (!definitions.has(key)) definitions.set(key, definition);
  }
  const layouts = new Map<DbcMessage, DbcMessageLayout>();
  let objects: DbcAttributedObject[] | undefined;
  const findings: Diagnostic[] = [];
  let rule: DbcRule | undefined;
  const ctx: DbcRuleContext = {
    database,
    node: options.node,
    mainFunctionPeriod: options.mainFunctionPeriod,
    report(object, params) {
      if (!rule) return;
      findings.push(
        diagnostic(
          rule.severity,
          rule.code,
          dbcText(language, rule.code, params),
          file,
          object.line,
          object.col,
        ),
      );
    },
    attributeDefinition: (objectType, name) => definitions.get(`${objectType} ${name}`),
    layout(message) {
      let layout = layouts.get(message);
      if (!layout) {
        layout = layOutMessage(message);
        layouts.set(message, layout);
      }
      return layout;
    },
    attributedObjects: () => (objects ??= attributedObjects(database)),
  };
  for (rule of rules) rule.check(ctx);
  rule = undefined;
  // Array.prototype.sort is stable: on one position, findings keep the order of the rules.
  return findings.sort((a, b) => a.line - b.line || a.col - b.col);
}
