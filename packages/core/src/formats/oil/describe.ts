/** Short renderings of types, values and positions for diagnostic texts. */
import type { OilAttributeDefinition, OilRange, OilValue } from './model.js';
import type { OilPosition } from './reporter.js';

export function positionText(position: OilPosition): string {
  return `${position.file}:${position.line}:${position.col}`;
}

export function describeType(definition: OilAttributeDefinition): string {
  if (definition.type === 'REFERENCE') return `${definition.referenceTo ?? '?'}_TYPE`;
  return definition.type;
}

export function describeRange(range: OilRange): string {
  if (range.kind === 'interval') return `[${range.min.text}..${range.max.text}]`;
  return `[${range.values.map((v) => v.text).join(', ')}]`;
}

export function describeValue(value: OilValue): string {
  switch (value.kind) {
    case 'integer':
    case 'float':
      return value.text;
    case 'string':
      return JSON.stringify(value.value);
    case 'boolean':
      return value.value ? 'TRUE' : 'FALSE';
    case 'identifier':
      return value.value;
    case 'auto':
      return 'AUTO';
    case 'struct':
      return `${value.name} { ... }`;
  }
}

/** The kind of a value in the words of the OIL type names. */
export function describeValueKind(value: OilValue): string {
  switch (value.kind) {
    case 'integer':
      return `an integer (${value.text})`;
    case 'float':
      return `a FLOAT (${value.text})`;
    case 'string':
      return 'a STRING';
    case 'boolean':
      return `a BOOLEAN (${value.value ? 'TRUE' : 'FALSE'})`;
    case 'identifier':
      return `a name (${value.value})`;
    case 'auto':
      return 'AUTO';
    case 'struct':
      return `a STRUCT (${value.name})`;
  }
}
