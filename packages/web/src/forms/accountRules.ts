import type { FormRule } from 'antd';
import {
  agreement,
  cityArea,
  companyName,
  contactName,
  contactNumber,
  email,
  fullAddress,
  password,
  personName,
  verificationCode,
} from '@ecuc/core/validators';
import { checkRule } from './validatorRule.js';
import type { Translate } from './validatorRule.js';

/** The rules of the account screens (spec section 5), all from core's validators. Validate on blur. */
export const emailRules = (t: Translate): FormRule[] => [checkRule((value) => email(value), t)];
export const codeRules = (t: Translate): FormRule[] => [checkRule(verificationCode, t)];
export const passwordRules = (t: Translate, required = true): FormRule[] => [
  checkRule((value) => password(value, { required }), t),
];
export const personNameRules = (t: Translate): FormRule[] => [checkRule(personName, t)];
/** The terms checkbox is checked on change. */
export const agreementRules = (t: Translate): FormRule[] => [checkRule(agreement, t)];
export const companyRules = (t: Translate): FormRule[] => [checkRule(companyName, t)];
export const cityAreaRules = (t: Translate): FormRule[] => [checkRule(cityArea, t)];
export const addressRules = (t: Translate): FormRule[] => [checkRule(fullAddress, t)];
export const contactRules = (t: Translate): FormRule[] => [checkRule(contactName, t)];
export const phoneRules = (t: Translate): FormRule[] => [checkRule(contactNumber, t)];

/** The confirmation of a password must repeat it. */
export function confirmPasswordRules(t: Translate, passwordField: string): FormRule[] {
  return [
    ...passwordRules(t, true),
    ({ getFieldValue }) => ({
      validator: async (_rule, value: unknown) => {
        const typed: unknown = getFieldValue(passwordField);
        if (value && typed && value !== typed) throw new Error(t('form.passwordMismatch'));
      },
    }),
  ];
}
