/**
 * The generic checks of one parameter or reference value against its definition (E_0001–E_0009).
 * Each definition is compiled once (bounds parsed, literal sets built) and then checks values
 * without allocating unless it has something to report.
 */
import { isMultiValued } from '../ecuc/definition-index.js';
import { defaultValueOf } from '../ecuc/defaults.js';
import type { ParamValue } from '../ecuc/store-types.js';
import type { ParamDef, UpperMultiplicity } from '../ecuc/types.js';
import { runValidators } from '../validators/index.js';
import type { ValidationFailure } from '../validators/index.js';

/** Receives a finding: code, message key (in the verify catalogue) and its parameters. */
export type Emit = (code: string, key: string, params: Record<string, string | number>) => void;

/** Validators that make a C identifier (short names, function names, linker symbols). */
export const C_NAME_VALIDATORS = [{ name: 'cName' }] as const;

const DECIMAL_INTEGER = /^[+-]?\d+$/;
const PREFIXED_INTEGER = /^0[xX][0-9a-fA-F]+$|^0[bB][01]+$/;
const FLOAT_TEXT = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/** An integer text as bigint: decimal with sign, or 0x hexadecimal, or 0b binary; null otherwise. */
export function parseIntegerText(text: string): bigint | null {
  const trimmed = text.trim();
  if (DECIMAL_INTEGER.test(trimmed) || PREFIXED_INTEGER.test(trimmed)) return BigInt(trimmed);
  return null;
}

/** A float text as number (`INF`, `-INF` allowed); null when it is not a number. */
export function parseFloatText(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === 'INF' || trimmed === '+INF' || trimmed === 'Infinity') return Infinity;
  if (trimmed === '-INF' || trimmed === '-Infinity') return -Infinity;
  if (!FLOAT_TEXT.test(trimmed)) return null;
  return Number(trimmed);
}

/** Failure text of a validator in a language-neutral form: its key, turned into text by the caller. */
export type ValidatorFailureText = (failure: ValidationFailure) => string;

function upperText(upper: UpperMultiplicity): string {
  return upper === 'infinite' ? '*' : String(upper);
}

function isEmpty(value: ParamValue | undefined): boolean {
  return (
    value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
  );
}

/** A compiled parameter check. */
export interface ParamCheck {
  def: ParamDef;
  /** Checks the stored value (undefined when absent) with the default applied. */
  check(stored: ParamValue | undefined, emit: Emit, describe: ValidatorFailureText): void;
}

/** Compiles the checks of one parameter definition. */
export function compileParamCheck(def: ParamDef): ParamCheck {
  const name = def.name;
  const multi = isMultiValued(def);
  const fallback = defaultValueOf(def);
  const validators = def.validators && def.validators.length > 0 ? def.validators : undefined;
  // Tools write NULL_PTR (or NULL) for "no function" in optional callbacks.
  const noFunction = def.kind === 'functionName';

  let checkItem: (item: string | boolean, emit: Emit, describe: ValidatorFailureText) => boolean;
  switch (def.kind) {
    case 'integer': {
      const min = def.min !== undefined ? parseIntegerText(def.min) : null;
      const max = def.max !== undefined ? parseIntegerText(def.max) : null;
      checkItem = (item, emit) => {
        const text = typeof item === 'string' ? item : String(item);
        const value = typeof item === 'string' ? parseIntegerText(item) : null;
        if (value === null) {
          emit('E_0002', 'E_0002.integer', { param: name, value: text });
          return false;
        }
        if (max !== null && value > max) {
          emit('E_0004', 'E_0004.value', { param: name, value: text, max: def.max ?? '' });
          return false;
        }
        if (min !== null && value < min) {
          emit('E_0005', 'E_0005.value', { param: name, value: text, min: def.min ?? '' });
          return false;
        }
        return true;
      };
      break;
    }
    case 'float': {
      const min = def.min !== undefined ? parseFloatText(def.min) : null;
      const max = def.max !== undefined ? parseFloatText(def.max) : null;
      const minOpen = def.minOpen === true;
      const maxOpen = def.maxOpen === true;
      checkItem = (item, emit) => {
        const text = typeof item === 'string' ? item : String(item);
        const value = typeof item === 'string' ? parseFloatText(item) : null;
        if (value === null) {
          emit('E_0002', 'E_0002.float', { param: name, value: text });
          return false;
        }
        if (max !== null && (value > max || (maxOpen && value === max))) {
          emit('E_0004', 'E_0004.value', {
            param: name,
            value: text,
            max: `${def.max ?? ''}${maxOpen ? ' (open)' : ''}`,
          });
          return false;
        }
        if (min !== null && (value < min || (minOpen && value === min))) {
          emit('E_0005', 'E_0005.value', {
            param: name,
            value: text,
            min: `${def.min ?? ''}${minOpen ? ' (open)' : ''}`,
          });
          return false;
        }
        return true;
      };
      break;
    }
    case 'boolean':
      checkItem = (item, emit) => {
        if (
          typeof item === 'boolean' ||
          item === 'true' ||
          item === 'false' ||
          item === '1' ||
          item === '0'
        ) {
          return true;
        }
        emit('E_0002', 'E_0002.boolean', { param: name, value: String(item) });
        return false;
      };
      break;
    case 'enumeration': {
      const literals = new Set(def.literals);
      const literalList = def.literals.join(', ');
      checkItem = (item, emit) => {
        if (typeof item === 'string' && literals.has(item)) return true;
        emit('E_0006', 'E_0006.literal', { param: name, value: String(item), literals: literalList });
        return false;
      };
      break;
    }
    default: {
      const kind = def.kind;
      const cNamed = kind === 'functionName' || kind === 'linkerSymbol';
      const pattern = def.regularExpression !== undefined ? safeRegExp(def.regularExpression) : null;
      const minLength = def.minLength;
      const maxLength = def.maxLength;
      checkItem = (item, emit, describe) => {
        if (typeof item !== 'string') {
          emit('E_0002', 'E_0002.text', { param: name });
          return false;
        }
        if (cNamed) {
          const failure = runValidators(C_NAME_VALIDATORS, item);
          if (failure && failure.severity !== 'warning') {
            emit('E_0007', 'E_0007.value', { param: name, value: item, reason: describe(failure) });
            return false;
          }
        }
        const length = item.length;
        if (maxLength !== undefined && length > maxLength) {
          emit('E_0004', 'E_0004.length', { param: name, length, max: maxLength });
          return false;
        }
        if (minLength !== undefined && length < minLength) {
          emit('E_0005', 'E_0005.length', { param: name, length, min: minLength });
          return false;
        }
        if (pattern && !pattern.test(item)) {
          emit('E_0006', 'E_0006.pattern', {
            param: name,
            value: item,
            pattern: def.regularExpression ?? '',
          });
          return false;
        }
        return true;
      };
    }
  }

  const checkOne = (item: string | boolean, emit: Emit, describe: ValidatorFailureText): void => {
    if (!checkItem(item, emit, describe) || !validators) return;
    const failure = runValidators(validators, item);
    if (failure && failure.severity !== 'warning') {
      emit('E_0006', 'E_0006.validator', { param: name, reason: describe(failure) });
    }
  };

  return {
    def,
    check(stored, emit, describe) {
      const given = noFunction && (stored === 'NULL_PTR' || stored === 'NULL') ? null : stored;
      const value = isEmpty(given) && fallback !== undefined ? fallback : given;
      if (isEmpty(value)) {
        if (def.lower >= 1) emit('E_0001', 'E_0001.parameter', { param: name });
        return;
      }
      if (Array.isArray(value)) {
        if (!multi && value.length > 1) {
          emit('E_0002', 'E_0002.single', { param: name });
          return;
        }
        if (multi && value.length < def.lower) {
          emit('E_0001', 'E_0001.values', { param: name, lower: def.lower, count: value.length });
        }
        if (multi && def.upper !== 'infinite' && value.length > def.upper) {
          emit('E_0004', 'E_0004.values', { param: name, upper: upperText(def.upper), count: value.length });
        }
        for (const item of value) checkOne(item, emit, describe);
        return;
      }
      if (value === null || value === undefined) return;
      checkOne(value, emit, describe);
    },
  };
}

function safeRegExp(source: string): RegExp | null {
  try {
    return new RegExp(`^(?:${source})$`, 'u');
  } catch {
    return null;
  }
}

export { upperText, isEmpty };
