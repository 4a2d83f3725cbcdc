/** Structural equality of OIL values and models, ignoring source positions. */
import type { OilAttributeValue, OilValue } from './model.js';

export function sameAttributes(a: readonly OilAttributeValue[], b: readonly OilAttributeValue[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const left = a[i] as OilAttributeValue;
    const right = b[i] as OilAttributeValue;
    if (
      left.name !== right.name ||
      left.description !== right.description ||
      !sameValue(left.value, right.value)
    ) {
      return false;
    }
  }
  return true;
}

export function sameValue(a: OilValue, b: OilValue): boolean {
  switch (a.kind) {
    case 'integer':
    case 'float':
      return b.kind === a.kind && b.text === a.text;
    case 'string':
      return b.kind === 'string' && b.value === a.value;
    case 'auto':
      return b.kind === 'auto';
    case 'boolean':
      return b.kind === 'boolean' && b.value === a.value && sameAttributes(a.attributes, b.attributes);
    case 'identifier':
      return b.kind === 'identifier' && b.value === a.value && sameAttributes(a.attributes, b.attributes);
    case 'struct':
      return b.kind === 'struct' && b.name === a.name && sameAttributes(a.attributes, b.attributes);
  }
}
