/**
 * The OIL mapping tables: value readers, and the tables themselves checked against the Os
 * definition (every parameter, reference and sub-container they name exists where they put it).
 */
import { describe, expect, it } from 'vitest';
import type { OilValue } from '../../../formats/oil/index.js';
import { indexModuleDef } from '../../../ecuc/definition-index.js';
import { osDefinition } from '../definition.js';
import {
  FLAG,
  INTEGER,
  NUMBER,
  OIL_OBJECT_MAPPINGS,
  OS_OBJECT_MAPPING,
  PLAIN_TEXT,
  TEXT,
  autoLeftOut,
  enumerator,
  literal,
  orAuto,
  type AttributeTable,
  type OilValueReader,
} from './mapping.js';

const integer: OilValue = { kind: 'integer', text: '0x10', value: 16 };
const float: OilValue = { kind: 'float', text: '1.5', value: 1.5 };
const yes: OilValue = { kind: 'boolean', value: true, attributes: [] };
const full: OilValue = { kind: 'identifier', value: 'FULL', attributes: [] };
const text: OilValue = { kind: 'string', value: 'FULL' };
const auto: OilValue = { kind: 'auto' };
const struct: OilValue = { kind: 'struct', name: 'uint32', attributes: [] };
const constructorName: OilValue = { kind: 'identifier', value: 'constructor', attributes: [] };

describe('value readers', () => {
  type Row = [name: string, read: OilValueReader, value: OilValue, expected: unknown];
  const cases: Row[] = [
    ['INTEGER keeps the spelling', INTEGER, integer, '0x10'],
    ['INTEGER refuses a float', INTEGER, float, undefined],
    ['NUMBER takes a float', NUMBER, float, '1.5'],
    ['FLAG', FLAG, yes, true],
    ['FLAG refuses an identifier', FLAG, full, undefined],
    ['TEXT of a struct is its name', TEXT, struct, 'uint32'],
    ['PLAIN_TEXT refuses a struct', PLAIN_TEXT, struct, undefined],
    ['PLAIN_TEXT refuses AUTO', PLAIN_TEXT, auto, undefined],
    ['literal of an identifier', literal(['FULL', 'NON']), full, 'FULL'],
    ['literal of a string with that text', literal(['FULL', 'NON']), text, 'FULL'],
    [
      'literal maps OIL to Os',
      literal({ '2': 'CATEGORY_2' }),
      { kind: 'integer', text: '2', value: 2 },
      'CATEGORY_2',
    ],
    ['literal knows no inherited names', literal(['FULL']), constructorName, undefined],
    ['enumerator takes identifiers only', enumerator('FULL'), text, undefined],
    ['enumerator', enumerator('FULL'), full, 'FULL'],
    ['orAuto stores AUTO', orAuto(INTEGER, 'AUTO'), auto, 'AUTO'],
    ['orAuto reads anything else', orAuto(INTEGER, 'AUTO'), integer, '0x10'],
    ['autoLeftOut stores nothing for AUTO', autoLeftOut(INTEGER), auto, null],
    ['autoLeftOut reads anything else', autoLeftOut(INTEGER), float, undefined],
  ];
  it.each(cases)('%s', (_name, read, value, expected) => {
    expect(read(value)).toBe(expected);
  });
});

describe('the tables follow the Os definition', () => {
  const index = indexModuleDef(osDefinition);

  /** Every parameter, reference and sub-container a table names, checked under `path`. */
  function problems(
    table: AttributeTable,
    path: string,
    fixed: Readonly<Record<string, string>> = {},
  ): string[] {
    const info = index.containers.get(path);
    if (!info) return [`${path}: no such container`];
    const out: string[] = [];
    const param = (name: string | undefined, where: string) => {
      if (name === undefined) return;
      const holder = index.containers.get(where);
      if (!holder?.parameterByName.has(name)) out.push(`${where}: no parameter ${name}`);
    };
    for (const [attribute, mapping] of Object.entries(table)) {
      switch (mapping.to) {
        case 'parameter':
          param(mapping.param, mapping.on ? (fixed[mapping.on] ?? `${path}/${mapping.on}`) : path);
          for (const filled of Object.values(mapping.fill ?? {}))
            for (const name of Object.keys(filled)) param(name, path);
          if (mapping.attributes) out.push(...problems(mapping.attributes, path, fixed));
          break;
        case 'reference':
          if (!info.referenceByName.has(mapping.reference))
            out.push(`${path}: no reference ${mapping.reference} (${attribute})`);
          break;
        case 'subContainer': {
          const child = `${path}/${mapping.container}`;
          for (const name of Object.keys({ ...mapping.values, ...mapping.fill })) param(name, child);
          out.push(...problems(mapping.attributes, child));
          break;
        }
        case 'named': {
          const child = `${path}/${mapping.container}`;
          param(mapping.nameParam, child);
          out.push(...problems(mapping.attributes ?? {}, child));
          break;
        }
        case 'choice': {
          const holder = mapping.holder ? `${path}/${mapping.holder}` : path;
          for (const choice of Object.values(mapping.choices))
            out.push(...problems(choice.attributes, `${holder}/${choice.container}`));
          break;
        }
        default:
          break;
      }
    }
    return out;
  }

  it.each(Object.entries(OIL_OBJECT_MAPPINGS))('%s', (_type, mapping) => {
    const fixed = Object.fromEntries(
      (mapping.fixed ?? []).map((name) => [name, `${mapping.container}/${name}`]),
    );
    expect(problems(mapping.attributes, mapping.container, fixed)).toEqual([]);
    for (const rule of mapping.implementationDefaults ?? [])
      expect(index.containers.get(mapping.container)?.parameterByName.has(rule.param)).toBe(true);
    for (const name of Object.keys(mapping.predefined ?? {}))
      expect(index.containers.get(mapping.container)?.parameterByName.has(name)).toBe(true);
    if (mapping.under) expect(index.containers.get(mapping.container)?.parentPath).toBe(mapping.under);
  });

  it('OS', () => {
    expect(problems(OS_OBJECT_MAPPING.attributes, OS_OBJECT_MAPPING.container)).toEqual([]);
  });
});
