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
 * whose finding is an error only in some configurations (OS0001, OS0028, OS0029) report the others
 * through this.
 */
export function asWarning(row: VerifyRow): VerifyRow {
  return { ...row, type: 'warning' };
}
