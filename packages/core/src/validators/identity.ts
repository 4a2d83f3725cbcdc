import { fail } from './failure.js';
import { characterCount, isAbsent, isEmptyValue, valueText } from './input.js';
import type { ValidationResult } from './types.js';

/**
 * Account and company-application fields (registration, login, enterprise application). These
 * fields are required by nature: an empty value fails with the field's own "please enter" text.
 */

/** Password length limits (spec: 6~32 characters). */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 32;
/** Contact name limit of the enterprise application. */
export const CONTACT_MAX_LENGTH = 12;
/** Person name limit. */
export const PERSON_NAME_MAX_LENGTH = 12;

const EMAIL =
  /^[A-Za-z0-9._%+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

export interface EmailOptions {
  /** Appended before the test, for forms where the user types the part before a fixed `@corp.com`. */
  suffix?: string;
}

/** An e-mail address; empty fails with "please enter your e-mail". */
export function email(value: unknown, options: EmailOptions = {}): ValidationResult {
  if (isEmptyValue(value)) return fail('email.required');
  const text = (valueText(value) ?? '').trim() + (options.suffix ?? '');
  return EMAIL.test(text) && !text.includes('..') ? null : fail('email.format');
}

/** The e-mail verification code: required, 6 digits. */
export function verificationCode(value: unknown): ValidationResult {
  if (isEmptyValue(value)) return fail('verificationCode.required');
  const text = valueText(value) ?? '';
  return /^\d{6}$/.test(text.trim()) ? null : fail('verificationCode.format');
}

/** The terms checkbox must be ticked (exactly `true`). */
export function agreement(value: unknown): ValidationResult {
  return value === true ? null : fail('agreement.required');
}

export interface PasswordOptions {
  /** Default false: an empty password passes (e.g. "leave blank to keep"); a non-empty one is checked. */
  required?: boolean;
}

/** Password of 6~32 characters; required if flagged, checked whenever non-empty. */
export function password(value: unknown, options: PasswordOptions = {}): ValidationResult {
  if (isAbsent(value)) return options.required ? fail('password.required') : null;
  const count = characterCount(valueText(value) ?? '');
  if (count < PASSWORD_MIN_LENGTH || count > PASSWORD_MAX_LENGTH)
    return fail('password.length', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH });
  return null;
}

/**
 * A person's name: 1~12 Chinese (Han) or Latin letters, with the interval dot `·` (as in
 * 阿依·买买提) and the period `.` (as in J.Smith) between letters; starts with a letter.
 */
export function personName(value: unknown): ValidationResult {
  if (isEmptyValue(value)) return fail('personName.required');
  const text = valueText(value) ?? '';
  const ok =
    characterCount(text) <= PERSON_NAME_MAX_LENGTH &&
    /^[\p{Script=Han}A-Za-z][\p{Script=Han}A-Za-z·.]*$/u.test(text);
  return ok ? null : fail('personName.format', { max: PERSON_NAME_MAX_LENGTH });
}

/** Mainland China mobile number: 11 digits starting 13-19. */
const MOBILE = /^1[3-9]\d{9}$/;
/** Landline: area code 0 + 2~3 digits, `-`, 7~8 digits, optional `-` extension of 1~6 digits. */
const LANDLINE = /^0\d{2,3}-\d{7,8}(?:-\d{1,6})?$/;

/** A phone number, mobile (`13812345678`) or landline (`010-12345678`, `0755-1234567-123`). */
export function phone(value: unknown): ValidationResult {
  if (isEmptyValue(value)) return fail('phone.required');
  const text = (valueText(value) ?? '').trim();
  return MOBILE.test(text) || LANDLINE.test(text) ? null : fail('phone.format');
}

/** Company name of the enterprise application: required. */
export function companyName(value: unknown): ValidationResult {
  return isEmptyValue(value) ? fail('company.nameRequired') : null;
}

/** City or area of the enterprise application: required (text or cascader path). */
export function cityArea(value: unknown): ValidationResult {
  return isEmptyValue(value) ? fail('company.cityRequired') : null;
}

/** Detailed address of the enterprise application: required. */
export function fullAddress(value: unknown): ValidationResult {
  return isEmptyValue(value) ? fail('company.addressRequired') : null;
}

/** Contact person of the enterprise application: required, at most 12 characters. */
export function contactName(value: unknown): ValidationResult {
  if (isEmptyValue(value)) return fail('company.contactRequired');
  const count = characterCount((valueText(value) ?? '').trim());
  return count <= CONTACT_MAX_LENGTH ? null : fail('company.contactTooLong', { max: CONTACT_MAX_LENGTH });
}

/** Contact phone number of the enterprise application: required, then a phone number. */
export function contactNumber(value: unknown): ValidationResult {
  if (isEmptyValue(value)) return fail('company.numberRequired');
  return phone(value);
}
