import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import {
  emptyDbcDatabase,
  formatDbcNumber,
  quoteDbcString,
  readDbc,
  writeDbc,
  type DbcDatabase,
} from './index.js';

const fixture = (name: string) => readFileSync(new URL(`test/fixtures/${name}`, import.meta.url), 'utf8');

function withoutPositions(database: DbcDatabase | undefined): unknown {
  return JSON.parse(
    JSON.stringify(database, (key, value: unknown) => (key === 'line' || key === 'col' ? undefined : value)),
  );
}

describe('writeDbc', () => {
  it('writes the grammar fixture as the expected canonical text (golden file)', () => {
    const model = readDbc(fixture('grammar.dbc'), { file: 'grammar.dbc' }).model!;
    expect(writeDbc(model)).toBe(fixture('grammar.canonical.dbc'));
  });

  it('canonical text reads back to an equal model and is a fixed point', () => {
    const original = readDbc(fixture('grammar.dbc'), { file: 'grammar.dbc' }).model!;
    const canonical = fixture('grammar.canonical.dbc');
    const again = readDbc(canonical, { file: 'grammar.canonical.dbc' }).model!;
    expect(withoutPositions(again)).toEqual(withoutPositions(original));
    expect(writeDbc(again)).toBe(canonical);
  });

  it('writes a small database exactly', () => {
    const source = [
      'VERSION ""',
      'NS_ :',
      'BS_:',
      'BU_: ECU1 ECU2',
      'BO_ 2147484160 Status: 4 ECU1',
      ' SG_ Counter : 7|4@0+ (1,0) [0|15] "" ECU2',
      ' SG_ Temp : 8|8@1- (0.5,-20) [-84|43.5] "°C" ECU2,ECU1',
      'CM_ SG_ 2147484160 Temp "said \\"hot\\"";',
      'BA_DEF_ BO_ "GenMsgCycleTime" INT 0 1000;',
      'BA_DEF_DEF_ "GenMsgCycleTime" 100;',
      'BA_ "GenMsgCycleTime" BO_ 2147484160 20;',
      'VAL_ 2147484160 Counter 15 "invalid" ;',
    ].join('\r\n');
    expect(writeDbc(readDbc(source).model!)).toBe(
      [
        'VERSION ""',
        '',
        '',
        'NS_ :',
        '',
        'BS_:',
        '',
        'BU_: ECU1 ECU2',
        '',
        '',
        'BO_ 2147484160 Status: 4 ECU1',
        ' SG_ Counter : 7|4@0+ (1,0) [0|15] "" ECU2',
        ' SG_ Temp : 8|8@1- (0.5,-20) [-84|43.5] "°C" ECU2,ECU1',
        '',
        '',
        'CM_ SG_ 2147484160 Temp "said \\"hot\\"";',
        'BA_DEF_ BO_  "GenMsgCycleTime" INT 0 1000;',
        'BA_DEF_DEF_ "GenMsgCycleTime" 100;',
        'BA_ "GenMsgCycleTime" BO_ 2147484160 20;',
        'VAL_ 2147484160 Counter 15 "invalid" ;',
        '',
      ].join('\n'),
    );
  });

  it('writes a model built in code, escaping strings and keeping odd numbers readable', () => {
    const database = emptyDbcDatabase();
    database.comment = 'path C:\\dbc "quoted"';
    database.messages.push({
      canId: 0x123,
      extended: false,
      name: 'M',
      size: 8,
      transmitter: '',
      signals: [],
      attributes: { Huge: Infinity, Tiny: -0 },
      line: 0,
      col: 0,
    });
    const text = writeDbc(database);
    expect(text).toContain('CM_ "path C:\\\\dbc \\"quoted\\"";');
    expect(text).toContain('BO_ 291 M: 8\n');
    expect(text).toContain('BA_ "Huge" BO_ 291 1e999;');
    const again = readDbc(text).model!;
    expect(again.comment).toBe(database.comment);
    expect(Object.is(again.messages[0]!.attributes['Tiny'], -0)).toBe(true);
    expect(again.messages[0]!.attributes['Huge']).toBe(Infinity);
  });

  it('formats numbers and strings', () => {
    expect(formatDbcNumber(0.1)).toBe('0.1');
    expect(formatDbcNumber(-40)).toBe('-40');
    expect(formatDbcNumber(1e38)).toBe('1e+38');
    expect(formatDbcNumber(-Infinity)).toBe('-1e999');
    expect(quoteDbcString('a"b\\c')).toBe('"a\\"b\\\\c"');
  });
});
