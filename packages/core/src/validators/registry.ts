import { binaryInteger, binaryPositive } from './binary.js';
import { bitOverflow, bitOverlap, byteLimit } from './bits.js';
import {
  float,
  float38,
  floatLength,
  floatMax,
  floatMin,
  floatRange,
  nonZeroFloat,
  precisionLoss,
} from './float.js';
import {
  alignment,
  cIntegerLiteral,
  displayFormat,
  headerInclude,
  linkerSymbol,
  pathText,
  symbolOrAddress,
} from './format.js';
import { hexByteList, hexInteger, hexString, hexTwoDigit } from './hex.js';
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
  phone,
  verificationCode,
} from './identity.js';
import {
  integer,
  integerInRanges,
  nonNegativeInteger,
  positiveInteger,
  signedInteger,
  unsignedInteger,
  valueOneTo31,
} from './integer.js';
import {
  cName,
  cPrefix,
  fileName,
  headerFileName,
  noRepeat,
  projectName,
  shortName,
  uniqueInList,
} from './names.js';
import { integerMultiple, multipleOf, notNegative, notZero, powerOfTwoOrZero } from './numeric.js';
import {
  asciiText,
  dottedName,
  lengthRange,
  notContains,
  notIn,
  notKeyword,
  notOnlyBlank,
  required,
  requiredSelect,
  stringInt,
  stringText,
  stringValue,
} from './text.js';
import { fail } from './failure.js';
import type { ValidationFailure, ValidationResult } from './types.js';

/**
 * Every validator by a stable name. Parameter definitions refer to validators by these names
 * (`{ name: 'integer', options: { min: 0, max: 255 } }`), so a name, once published, never changes
 * meaning. Options are plain JSON.
 */
export const validatorRegistry = {
  // text
  required,
  requiredSelect,
  lengthRange,
  notContains,
  notIn,
  notKeyword,
  asciiText,
  notOnlyBlank,
  dottedName,
  string: stringValue,
  stringInt,
  stringText,
  // identity
  email,
  verificationCode,
  agreement,
  password,
  personName,
  phone,
  companyName,
  cityArea,
  fullAddress,
  contactName,
  contactNumber,
  // names
  cName,
  cPrefix,
  shortName,
  valueOneTo31,
  fileName,
  headerFileName,
  projectName,
  uniqueInList,
  noRepeat,
  // integers
  integer,
  integerInRanges,
  positiveInteger,
  nonNegativeInteger,
  signedInteger,
  unsignedInteger,
  multipleOf,
  integerMultiple,
  powerOfTwoOrZero,
  notZero,
  notNegative,
  // floats
  float,
  nonZeroFloat,
  floatRange,
  floatMax,
  floatMin,
  float38,
  floatLength,
  precisionLoss,
  // hex and binary
  hexInteger,
  hexTwoDigit,
  hexString,
  hexByteList,
  binaryInteger,
  binaryPositive,
  // notations
  alignment,
  cIntegerLiteral,
  displayFormat,
  path: pathText,
  symbolOrAddress,
  linkerSymbol,
  headerInclude,
  // bit layout
  bitOverlap,
  bitOverflow,
  byteLimit,
} as const;

export type ValidatorRegistry = typeof validatorRegistry;
export type ValidatorName = keyof ValidatorRegistry;

/** The options a named validator takes (`undefined` for those that take none). */
export type ValidatorOptions<N extends ValidatorName> =
  Parameters<ValidatorRegistry[N]> extends [unknown, infer O]
    ? O
    : Parameters<ValidatorRegistry[N]> extends [unknown, (infer O)?]
      ? O | undefined
      : undefined;

/** A validator referenced from data: its name and its options (plain JSON). */
export type ValidatorRef = {
  [N in ValidatorName]: undefined extends ValidatorOptions<N>
    ? { name: N; options?: ValidatorOptions<N> }
    : { name: N; options: ValidatorOptions<N> };
}[ValidatorName];

/**
 * A ref as stored data may hold it (e.g. a parameter definition read from JSON): any name, any
 * options. Typed `ValidatorRef`s are assignable to it; an unknown name fails at run time.
 */
export interface StoredValidatorRef {
  name: string;
  options?: unknown;
}

/**
 * What the form knows besides the value, merged under each ref's options (the ref wins):
 * `list` and `ignoreIndex` for `uniqueInList`, `frameBits`/`frameBytes` for `bitOverflow`.
 */
export interface ValidationContext {
  list?: readonly unknown[];
  ignoreIndex?: number;
  frameBits?: number;
  frameBytes?: number;
}

/** Validators whose failures are warnings (advisory; saving is allowed). */
export const WARNING_VALIDATORS: ReadonlySet<ValidatorName> = new Set<ValidatorName>(['precisionLoss']);

/** When antd should run a validator: selects on change, everything else on blur (spec section 5). */
export function validatorTrigger(name: ValidatorName): 'onChange' | 'onBlur' {
  return name === 'requiredSelect' || name === 'agreement' ? 'onChange' : 'onBlur';
}

export function isValidatorName(name: unknown): name is ValidatorName {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(validatorRegistry, name);
}

/** Runs one ref. An unknown name (e.g. from stale stored data) fails with `options.invalid`. */
export function runValidator(
  ref: StoredValidatorRef,
  value: unknown,
  context: ValidationContext = {},
): ValidationResult {
  if (!isValidatorName(ref.name)) return fail('options.invalid', { option: ref.name });
  // The registry is heterogeneous: each entry takes its own options type, matched to `ref.name`
  // by the ValidatorRef union, which TypeScript cannot correlate through an index access.
  const validator = validatorRegistry[ref.name] as (value: unknown, options: unknown) => ValidationResult;
  const options: unknown =
    typeof ref.options === 'object' && ref.options !== null ? { ...context, ...ref.options } : { ...context };
  return validator(value, options);
}

/**
 * Runs refs in order and answers the first error; when there is none, the first warning; else null.
 */
export function runValidators(
  refs: readonly StoredValidatorRef[],
  value: unknown,
  context: ValidationContext = {},
): ValidationFailure | null {
  let firstWarning: ValidationFailure | null = null;
  for (const ref of refs) {
    const failure = runValidator(ref, value, context);
    if (failure === null) continue;
    if (failure.severity !== 'warning') return failure;
    firstWarning ??= failure;
  }
  return firstWarning;
}
