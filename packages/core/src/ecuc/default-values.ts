import { isMultiValued } from './definition-index.js';
import type { ParamValue } from './store-types.js';
import type { ContainerDef, ParamDef } from './types.js';

/** The value a parameter takes when nothing is stored, or undefined when it has no default. */
export function defaultValueOf(param: ParamDef): ParamValue | undefined {
  if (param.default === undefined) return undefined;
  if (param.kind === 'boolean') return param.default;
  return isMultiValued(param) ? [param.default] : param.default;
}

/** Values of a new container: every mandatory parameter that has a default gets it. */
export function defaultValuesFor(def: ContainerDef): Record<string, ParamValue> {
  const values: Record<string, ParamValue> = {};
  for (const param of def.parameters ?? []) {
    if (param.lower < 1) continue;
    const value = defaultValueOf(param);
    if (value !== undefined) values[param.name] = value;
  }
  return values;
}
