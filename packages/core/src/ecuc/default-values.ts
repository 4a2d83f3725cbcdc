import { isMultiValued } from './definition-index.js';
import type { ContainerValue, ParamValue } from './store-types.js';
import type { ContainerDef, ParamDef } from './types.js';

/** The value a parameter takes when nothing is stored, or undefined when it has no default. */
export function defaultValueOf(param: ParamDef): ParamValue | undefined {
  if (param.default === undefined) return undefined;
  if (param.kind === 'boolean') return param.default;
  return isMultiValued(param) ? [param.default] : param.default;
}

/** A container beside a new one, as far as the new one's initial values go. */
export type SiblingValues = Pick<ContainerValue, 'definitionPath' | 'values'>;

/** The values a module instance already holds in an id space (`initial: { unique: true, space }`). */
export type HeldInSpace = (space: string) => ReadonlySet<bigint>;

/**
 * Values of a new container: every mandatory parameter that has a default gets it, and one without a default
 * its `initial` value (`{ unique: true }`: the smallest value from its minimum that none of `siblings` — the
 * containers of the same definition beside it — holds, nor, for an id space, the module instance (`heldIn`)).
 */
export function defaultValuesFor(
  def: ContainerDef,
  siblings: readonly SiblingValues[] = [],
  heldIn?: HeldInSpace,
): Record<string, ParamValue> {
  const values: Record<string, ParamValue> = {};
  for (const param of def.parameters ?? []) {
    if (param.lower < 1) continue;
    const value = defaultValueOf(param) ?? initialValueOf(param, siblings, heldIn);
    if (value !== undefined) values[param.name] = value;
  }
  return values;
}

function initialValueOf(
  param: ParamDef,
  siblings: readonly SiblingValues[],
  heldIn: HeldInSpace | undefined,
): ParamValue | undefined {
  if (param.kind !== 'integer' || param.initial === undefined) return undefined;
  if (typeof param.initial === 'string') return param.initial;
  const space = param.initial.space;
  const held = new Set<bigint>(space !== undefined && heldIn ? heldIn(space) : []);
  for (const sibling of siblings) {
    const value = sibling.values[param.name];
    const parsed = typeof value === 'string' ? integerOf(value) : undefined;
    if (parsed !== undefined) held.add(parsed);
  }
  const max = param.max === undefined ? undefined : integerOf(param.max);
  for (let candidate = integerOf(param.min ?? '0') ?? 0n; max === undefined || candidate <= max; candidate++)
    if (!held.has(candidate)) return candidate.toString();
  return undefined;
}

/** A stored integer's value (decimal, or `0x`/`0b`/`0o` as typed), or undefined when it is not one. */
export function integerOf(text: string): bigint | undefined {
  try {
    return BigInt(text.trim());
  } catch {
    return undefined;
  }
}
