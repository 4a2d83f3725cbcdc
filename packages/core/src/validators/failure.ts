import type { ValidatorMessageKey } from './messages.js';
import type { ValidationFailure } from './types.js';

/** A failure with the global key (`validator.` + the key of this area's catalogue). */
export function fail(key: ValidatorMessageKey, params?: Record<string, string | number>): ValidationFailure {
  return params ? { key: `validator.${key}`, params } : { key: `validator.${key}` };
}

/** An advisory failure that must not block saving. */
export function warn(key: ValidatorMessageKey, params?: Record<string, string | number>): ValidationFailure {
  return { ...fail(key, params), severity: 'warning' };
}
