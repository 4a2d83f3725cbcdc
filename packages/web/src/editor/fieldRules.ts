import { isMultiValued, type ParamDef } from '@ecuc/core/ecuc';
import { runValidators, type StoredValidatorRef, type ValidationFailure } from '@ecuc/core/validators';

/** Function names that mean "no function" (tools write them into optional callbacks). */
const NO_FUNCTION = new Set(['NULL_PTR', 'NULL']);

/** The float decimals the editor accepts (the spec's decimal limit is 6 by default; ECUC floats need more). */
const FLOAT_DECIMALS = 15;

/**
 * The validators that check one value of a parameter in the editor: the kind's own check with the
 * definition's bounds, then the definition's validators. Emptiness is not checked here: a missing
 * mandatory value is a verification finding (E_0001), so partial work can be saved.
 */
export function validatorRefsOf(param: ParamDef): StoredValidatorRef[] {
  const refs: StoredValidatorRef[] = [];
  switch (param.kind) {
    case 'integer':
      refs.push({
        name: 'integer',
        options: {
          ...(param.min !== undefined ? { min: param.min } : {}),
          ...(param.max !== undefined ? { max: param.max } : {}),
        },
      });
      break;
    case 'float': {
      const finite = (bound: string | undefined) =>
        bound !== undefined && !/^[+-]?INF$/.test(bound.trim()) ? bound : undefined;
      const min = finite(param.min);
      const max = finite(param.max);
      refs.push({
        name: 'floatRange',
        options: {
          decimals: FLOAT_DECIMALS,
          ...(min !== undefined ? { min, minExclusive: param.minOpen === true } : {}),
          ...(max !== undefined ? { max, maxExclusive: param.maxOpen === true } : {}),
        },
      });
      break;
    }
    case 'functionName':
    case 'linkerSymbol':
      refs.push({ name: 'cName' });
      break;
    case 'string':
    case 'addInfo':
    case 'multilineString':
      if (param.minLength !== undefined || param.maxLength !== undefined) {
        refs.push({
          name: 'lengthRange',
          options: {
            ...(param.minLength !== undefined ? { min: param.minLength } : {}),
            ...(param.maxLength !== undefined ? { max: param.maxLength } : {}),
          },
        });
      }
      break;
    default:
      break;
  }
  for (const ref of param.validators ?? []) refs.push(ref);
  return refs;
}

/** A failure of the editor's own (not the validator library's) checks. */
function patternFailure(pattern: string): ValidationFailure {
  return { key: 'editor.rule.pattern', params: { pattern } };
}

function itemsOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value as unknown[];
  return [value];
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * Checks what the user entered for a parameter (a list of items for multi-valued parameters):
 * the first failure, or null. Blank items pass (see validatorRefsOf).
 */
export function checkParamInput(param: ParamDef, value: unknown): ValidationFailure | null {
  if (param.kind === 'boolean' || param.kind === 'enumeration') {
    if (param.kind === 'enumeration') {
      for (const item of itemsOf(value)) {
        if (isBlank(item)) continue;
        if (typeof item !== 'string' || !param.literals.includes(item))
          return { key: 'editor.rule.literal', params: { literals: param.literals.join(', ') } };
      }
    }
    return null;
  }
  const refs = validatorRefsOf(param);
  const pattern =
    'regularExpression' in param && param.regularExpression ? safePattern(param.regularExpression) : null;
  for (const item of itemsOf(value)) {
    if (isBlank(item)) continue;
    const text = typeof item === 'string' ? item.trim() : item;
    if (param.kind === 'functionName' && typeof text === 'string' && NO_FUNCTION.has(text)) continue;
    const failure = runValidators(refs, text);
    if (failure) return failure;
    if (pattern && typeof text === 'string' && !pattern.test(text))
      return patternFailure('regularExpression' in param ? (param.regularExpression ?? '') : '');
  }
  return null;
}

const patternCache = new Map<string, RegExp | null>();

/** The definition's regular expression anchored to the whole value; null when it does not compile. */
function safePattern(source: string): RegExp | null {
  if (patternCache.has(source)) return patternCache.get(source) ?? null;
  let compiled: RegExp | null;
  try {
    compiled = new RegExp(`^(?:${source})$`, 'u');
  } catch {
    compiled = null;
  }
  patternCache.set(source, compiled);
  return compiled;
}

/** When antd runs a parameter's rules: selects and switches on change, typed inputs on blur (spec section 5). */
export function triggerOfParam(param: ParamDef): 'onChange' | 'onBlur' {
  if (param.kind === 'boolean' || param.kind === 'enumeration') return 'onChange';
  return 'onBlur';
}

/** The kind of input the editor shows for a parameter. */
export type FieldControl = 'switch' | 'select' | 'multiSelect' | 'tags' | 'text' | 'textarea';

export function controlOfParam(param: ParamDef): FieldControl {
  const multi = isMultiValued(param);
  switch (param.kind) {
    case 'boolean':
      return 'switch';
    case 'enumeration':
      return multi ? 'multiSelect' : 'select';
    case 'multilineString':
      return multi ? 'tags' : 'textarea';
    default:
      return multi ? 'tags' : 'text';
  }
}

/** Checks a short name: C naming and unique among the siblings. */
export function checkShortName(value: unknown, siblingNames: readonly string[]): ValidationFailure | null {
  if (isBlank(value)) return { key: 'validator.required' };
  const text = typeof value === 'string' ? value.trim() : value;
  return runValidators([{ name: 'cName' }, { name: 'uniqueInList', options: { list: siblingNames } }], text);
}
