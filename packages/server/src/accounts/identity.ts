/**
 * Identity checks the server applies to account bodies: the same validators the browser's forms run
 * (spec section 5), so that both sides accept and refuse the same values.
 */
import { email, personName, phone } from '@ecuc/core/validators';

export const isEmail = (value: string): boolean => value.trim() !== '' && email(value) === null;
export const isPersonName = (value: string): boolean => value.trim() !== '' && personName(value) === null;
export const isPhone = (value: string): boolean => value.trim() !== '' && phone(value) === null;
