import type { LocalizedText } from '../../../ecuc/types.js';
import type { ModuleRule, VerifyRow } from '../../../verify/types.js';

/** An OS check: a module rule with the reason it exists and the requirement it comes from. */
export interface OsCheck extends ModuleRule {
  /** Why the configuration is refused (English, shown in the check table). */
  rationale: string;
  /** OSEK / AUTOSAR requirement ids or the product specification section the check follows. */
  source: string;
}

/**
 * A row of a check as a warning. A check is listed with the severity of its strongest rows; the few
 * whose finding is an error only in some configurations (OS0001, OS0029, OS0030) report the others
 * through this.
 */
export function asWarning(row: VerifyRow): VerifyRow {
  return { ...row, type: 'warning' };
}

/** The kind of an object a message names, in each language. */
const OBJECT_KIND = {
  Counter: { zh_cn: '计数器', en_us: 'Counter' },
  Task: { zh_cn: '任务', en_us: 'Task' },
} as const;

export type OsObjectKind = keyof typeof OBJECT_KIND;

/** A message with the `{kind}` of the object it names written in, in each language. */
export function ofKind(message: LocalizedText, kind: OsObjectKind): LocalizedText {
  return {
    zh_cn: message.zh_cn.replace('{kind}', OBJECT_KIND[kind].zh_cn),
    en_us: message.en_us.replace('{kind}', OBJECT_KIND[kind].en_us),
  };
}
