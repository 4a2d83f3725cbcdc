import { GENERIC_CODES, GENERIC_WARNING_CODES, type VerifyResult } from '@ecuc/core/verify';

/** A module rule's finding shown under the field it names, in the open dialog. */
export interface FieldFinding {
  type: 'error' | 'warning';
  code: string;
  message: string;
}

/** The generic checks (`E_0001`, `W_0001`...) repeat what the field's own validator says on blur: not repeated. */
const GENERIC: ReadonlySet<string> = new Set([...GENERIC_CODES, ...GENERIC_WARNING_CODES]);

/**
 * The live findings of module rules about one container, by the parameter or reference they name: what the
 * dialog editing that container shows under each field, as the user types (an OsCpuFrequency above the chip's
 * clock: OS0002 under OsCpuFrequency).
 */
export function fieldFindingsOf(result: VerifyResult, containerId: string): Map<string, FieldFinding[]> {
  const byField = new Map<string, FieldFinding[]>();
  for (const row of [...result.errList, ...result.warningList]) {
    if (row.containerId !== containerId || !row.param || GENERIC.has(row.code)) continue;
    const finding: FieldFinding = { type: row.type, code: row.code, message: row.message };
    byField.set(row.param, [...(byField.get(row.param) ?? []), finding]);
  }
  return byField;
}
