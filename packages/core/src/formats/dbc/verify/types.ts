import type { Severity } from '../../diagnostic.js';
import type { DbcMessageCode } from '../messages.js';
import type { DbcAttributeDefinition, DbcDatabase, DbcMessage, DbcSourcePosition } from '../model.js';
import type { DbcMessageLayout } from './layout.js';
import type { DbcAttributedObject } from './objects.js';

/** The parameters of a finding's text (placeholders of its message in `messages.ts`). */
export type DbcFindingParams = Record<string, string | number>;

/** What a rule sees: the database, what the product derives from it, and where to report. */
export interface DbcRuleContext {
  readonly database: DbcDatabase;
  /** The ECU node the CAN configuration is derived for (a name on BU_), when one is chosen. */
  readonly node?: string;
  /** Com's main function period in seconds (ComConfig's main function period), when known. */
  readonly mainFunctionPeriod?: number;
  /** Reports the rule's code at an object of the database (its line and column). */
  report(object: DbcSourcePosition, params: DbcFindingParams): void;
  /** The attribute definition (BA_DEF_) of a name for an object kind; computed once per run. */
  attributeDefinition(
    objectType: DbcAttributeDefinition['objectType'],
    name: string,
  ): DbcAttributeDefinition | undefined;
  /** The bits and multiplexer conditions of a message's signals; computed once per run. */
  layout(message: DbcMessage): DbcMessageLayout;
  /** Every object that can carry attributes (network, nodes, messages, signals, environment variables); computed once per run. */
  attributedObjects(): readonly DbcAttributedObject[];
}

/** One check of "DBC verify": a code of `messages.ts`, a fixed severity, and the check itself. */
export interface DbcRule {
  code: DbcMessageCode;
  severity: Severity;
  check(ctx: DbcRuleContext): void;
}
