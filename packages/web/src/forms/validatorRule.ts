import type { FormRule } from 'antd';
import { runValidator, validatorTrigger } from '@ecuc/core/validators';
import type {
  StoredValidatorRef,
  ValidationContext,
  ValidationResult,
  ValidatorName,
} from '@ecuc/core/validators';

export type Translate = (key: string, params?: Record<string, string | number>) => string;

/** A check of one field's value, usually a core validator with its options bound. */
export type FieldCheck = (value: unknown) => ValidationResult;

/**
 * An antd rule that runs a core validator and shows its translated message. Warnings (advisory
 * findings) are shown as warnings and do not block submitting.
 */
export function checkRule(check: FieldCheck, t: Translate, warningOnly = false): FormRule {
  return {
    warningOnly,
    validator: async (_rule, value: unknown) => {
      const failure = check(value);
      if (failure && (!warningOnly || failure.severity === 'warning'))
        throw new Error(t(failure.key, failure.params));
    },
  };
}

/**
 * The antd rules of validators referenced by name (e.g. from a parameter definition), in order,
 * with their triggers: selects and the terms checkbox on change, everything else on blur.
 */
export function ruleOfRef(ref: StoredValidatorRef, t: Translate, context: ValidationContext = {}): FormRule {
  const rule = checkRule((value) => runValidator(ref, value, context), t);
  return typeof rule === 'object' ? { ...rule, validateTrigger: triggerOf(ref.name) } : rule;
}

function triggerOf(name: string): 'onChange' | 'onBlur' {
  try {
    return validatorTrigger(name as ValidatorName);
  } catch {
    return 'onBlur';
  }
}

/** Runs an antd rule the way the form does and answers the shown message, or null when it passes. */
export async function messageOfRule(rule: FormRule, value: unknown): Promise<string | null> {
  if (typeof rule !== 'object' || !rule.validator) return null;
  try {
    await rule.validator(rule, value, () => undefined);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
