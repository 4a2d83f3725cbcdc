import type { ModuleRule } from '../../../verify/types.js';

/** An OS check: a module rule with the reason it exists and the requirement it comes from. */
export interface OsCheck extends ModuleRule {
  /** Why the configuration is refused (English, shown in the check table). */
  rationale: string;
  /** OSEK / AUTOSAR requirement ids or the product specification section the check follows. */
  source: string;
}
