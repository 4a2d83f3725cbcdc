/**
 * The canonical OIL writer: OIL_VERSION, one IMPLEMENTATION part, then the CPU, in standard OIL
 * syntax that goil accepts and that readOil reads back into an equal model.
 */
import type {
  OilAttributeDefinition,
  OilAttributeValue,
  OilDefault,
  OilFile,
  OilObject,
  OilObjectTypeDefinition,
  OilRange,
  OilValue,
} from './model.js';

const INDENT = '  ';

export function quoteOilString(text: string): string {
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n').replace(/\r/g, '\\r')}"`;
}

function description(text: string | undefined): string {
  return text === undefined ? '' : ` : ${quoteOilString(text)}`;
}

function rangeText(range: OilRange): string {
  if (range.kind === 'interval') return `[${range.min.text}..${range.max.text}]`;
  return `[${range.values.map((v) => v.text).join(', ')}]`;
}

function defaultText(value: OilDefault): string {
  switch (value.kind) {
    case 'none':
      return '';
    case 'noDefault':
      return ' = NO_DEFAULT';
    case 'auto':
      return ' = AUTO';
    case 'value':
      return ` = ${scalarText(value.value)}`;
  }
}

function scalarText(value: OilValue): string {
  switch (value.kind) {
    case 'integer':
    case 'float':
      return value.text;
    case 'string':
      return quoteOilString(value.value);
    case 'boolean':
      return value.value ? 'TRUE' : 'FALSE';
    case 'identifier':
      return value.value;
    case 'auto':
      return 'AUTO';
    case 'struct':
      return value.name;
  }
}

function writeDefinitions(
  lines: string[],
  definitions: Record<string, OilAttributeDefinition>,
  depth: number,
): void {
  for (const name of Object.keys(definitions)) {
    writeDefinition(lines, definitions[name] as OilAttributeDefinition, depth);
  }
}

function block(lines: string[], definitions: Record<string, OilAttributeDefinition>, depth: number): void {
  writeDefinitions(lines, definitions, depth + 1);
  lines.push(`${INDENT.repeat(depth)}}`);
}

function writeDefinition(lines: string[], definition: OilAttributeDefinition, depth: number): void {
  const pad = INDENT.repeat(depth);
  const auto = definition.withAuto ? ' WITH_AUTO' : '';
  const tail = `${definition.name}${definition.multiple ? '[]' : ''}${defaultText(definition.default)}${description(definition.description)};`;
  switch (definition.type) {
    case 'ENUM': {
      const enumerators = definition.enumerators ?? [];
      const simple = enumerators.every(
        (e) => Object.keys(e.attributes).length === 0 && e.description === undefined,
      );
      if (simple) {
        lines.push(`${pad}ENUM${auto} [${enumerators.map((e) => e.name).join(', ')}] ${tail}`);
        return;
      }
      lines.push(`${pad}ENUM${auto} [`);
      enumerators.forEach((enumerator, index) => {
        const comma = index < enumerators.length - 1 ? ',' : '';
        if (Object.keys(enumerator.attributes).length === 0) {
          lines.push(`${pad}${INDENT}${enumerator.name}${description(enumerator.description)}${comma}`);
          return;
        }
        lines.push(`${pad}${INDENT}${enumerator.name} {`);
        block(lines, enumerator.attributes, depth + 1);
        lines[lines.length - 1] += `${description(enumerator.description)}${comma}`;
      });
      lines.push(`${pad}] ${tail}`);
      return;
    }
    case 'BOOLEAN': {
      if (!definition.trueAttributes && !definition.falseAttributes) {
        lines.push(`${pad}BOOLEAN${auto} ${tail}`);
        return;
      }
      lines.push(`${pad}BOOLEAN${auto} [`);
      const choices: [string, Record<string, OilAttributeDefinition> | undefined][] = [
        ['TRUE', definition.trueAttributes],
        ['FALSE', definition.falseAttributes],
      ];
      choices.forEach(([word, attributes], index) => {
        const comma = index === 0 ? ',' : '';
        if (!attributes || Object.keys(attributes).length === 0) {
          lines.push(`${pad}${INDENT}${word}${comma}`);
          return;
        }
        lines.push(`${pad}${INDENT}${word} {`);
        block(lines, attributes, depth + 1);
        lines[lines.length - 1] += comma;
      });
      lines.push(`${pad}] ${tail}`);
      return;
    }
    case 'STRUCT': {
      if (!definition.structAttributes) {
        lines.push(`${pad}STRUCT ${tail}`);
        return;
      }
      lines.push(`${pad}STRUCT {`);
      block(lines, definition.structAttributes, depth);
      lines[lines.length - 1] += ` ${tail}`;
      return;
    }
    case 'REFERENCE':
      lines.push(`${pad}${definition.referenceTo ?? ''}_TYPE${auto} ${tail}`);
      return;
    default: {
      const range = definition.range ? ` ${rangeText(definition.range)}` : '';
      lines.push(`${pad}${definition.type}${auto}${range} ${tail}`);
    }
  }
}

function writeObjectType(lines: string[], objectType: OilObjectTypeDefinition): void {
  lines.push(`${INDENT}${objectType.name}${objectType.multiple ? ' []' : ''} {`);
  writeDefinitions(lines, objectType.attributes, 2);
  lines.push(`${INDENT}}${description(objectType.description)};`);
}

function writeAttributes(lines: string[], attributes: readonly OilAttributeValue[], depth: number): void {
  for (const attribute of attributes) writeAttribute(lines, attribute, depth);
}

function writeAttribute(lines: string[], attribute: OilAttributeValue, depth: number): void {
  const pad = INDENT.repeat(depth);
  const value = attribute.value;
  const end = `${description(attribute.description)};`;
  if (value.kind === 'struct') {
    lines.push(`${pad}${attribute.name} ${value.name} {`);
    writeAttributes(lines, value.attributes, depth + 1);
    lines.push(`${pad}}${end}`);
    return;
  }
  if ((value.kind === 'boolean' || value.kind === 'identifier') && value.attributes.length > 0) {
    lines.push(`${pad}${attribute.name} = ${scalarText(value)} {`);
    writeAttributes(lines, value.attributes, depth + 1);
    lines.push(`${pad}}${end}`);
    return;
  }
  lines.push(`${pad}${attribute.name} = ${scalarText(value)}${end}`);
}

function writeObject(lines: string[], object: OilObject): void {
  lines.push(`${INDENT}${object.type} ${object.name} {`);
  writeAttributes(lines, object.attributes, 2);
  lines.push(`${INDENT}}${description(object.description)};`);
}

export function writeOil(model: OilFile): string {
  const lines: string[] = [];
  lines.push(
    `OIL_VERSION = ${quoteOilString(model.oilVersion ?? '2.5')}${description(model.oilVersionDescription)};`,
  );
  const objectTypes = Object.values(model.implementation.objectTypes);
  if (objectTypes.length > 0 || model.implementation.name !== '') {
    lines.push('');
    lines.push(`IMPLEMENTATION ${model.implementation.name || 'implementation'} {`);
    for (const objectType of objectTypes) writeObjectType(lines, objectType);
    lines.push('};');
  }
  const application = model.application;
  if (application) {
    lines.push('');
    lines.push(`CPU ${application.cpuName} {`);
    for (const byName of Object.values(application.objects)) {
      for (const object of Object.values(byName)) writeObject(lines, object);
    }
    lines.push(`}${description(application.description)};`);
  }
  lines.push('');
  return lines.join('\n');
}
