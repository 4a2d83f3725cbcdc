import { describe, expect, it } from 'vitest';
import {
  alignment,
  cIntegerLiteral,
  displayFormat,
  headerInclude,
  linkerSymbol,
  pathText,
  symbolOrAddress,
} from './format.js';
import type { ValidationResult } from './types.js';

function keyOf(result: ValidationResult): string | null {
  return result?.key ?? null;
}

describe('alignment', () => {
  it.each<[unknown, string | null]>([
    ['4', null],
    [8, null],
    ['0x10', null],
    ['0b100', null],
    ['010', null],
    ['0', 'validator.alignment.format'],
    ['0x0', 'validator.alignment.format'],
    ['0b0', 'validator.alignment.format'],
    ['00', 'validator.alignment.format'],
    ['08', 'validator.alignment.format'],
    ['-4', 'validator.alignment.format'],
    ['4.0', 'validator.alignment.format'],
  ])('%j answers %s', (value, key) => {
    expect(keyOf(alignment(value))).toBe(key);
  });
});

describe('cIntegerLiteral', () => {
  it.each<[unknown, boolean | undefined, string | null]>([
    ['10', undefined, null],
    ['0', undefined, null],
    ['017', undefined, null],
    ['0x1F', undefined, null],
    ['0b101', undefined, null],
    ['10UL', undefined, null],
    ['5lu', undefined, null],
    ['7ull', undefined, null],
    ['0xFFu', undefined, null],
    ['100LL', undefined, null],
    ['08', undefined, 'validator.cIntegerLiteral.format'],
    ['10lL', undefined, 'validator.cIntegerLiteral.format'],
    ['10uu', undefined, 'validator.cIntegerLiteral.format'],
    ['1.0', undefined, 'validator.cIntegerLiteral.format'],
    ['0x', undefined, 'validator.cIntegerLiteral.format'],
    ['-5', undefined, 'validator.cIntegerLiteral.format'],
    ['-5', true, null],
  ])('%j (negative %s) answers %s', (value, allowNegative, key) => {
    expect(keyOf(cIntegerLiteral(value, { allowNegative }))).toBe(key);
  });
});

describe('displayFormat', () => {
  it.each<[unknown, boolean | undefined, string | null]>([
    ['%d', undefined, null],
    ['%5.2f', undefined, null],
    ['%#x', undefined, null],
    ['%-08.3lf', undefined, null],
    ['%llu', undefined, null],
    ['Speed: %u km/h', undefined, null],
    ['%d%%', undefined, null],
    ['%*.*e', undefined, null],
    ['100%%', undefined, 'validator.displayFormat.noConversion'],
    ['100%%', true, null],
    ['plain', undefined, 'validator.displayFormat.noConversion'],
    ['%', undefined, 'validator.displayFormat.conversion'],
    ['%5.2', undefined, 'validator.displayFormat.conversion'],
    ['%y', undefined, 'validator.displayFormat.conversion'],
    ['%n', undefined, 'validator.displayFormat.conversion'],
    ['%d %q', undefined, 'validator.displayFormat.conversion'],
  ])('%j (plain text %s) answers %s', (value, allowPlainText, key) => {
    expect(keyOf(displayFormat(value, { allowPlainText }))).toBe(key);
  });

  it('names the position of the bad conversion', () => {
    expect(displayFormat('%d %q')?.params).toEqual({ position: 4 });
  });
});

describe('paths, symbols and headers', () => {
  it.each<[(value: unknown) => ValidationResult, unknown, string | null]>([
    [pathText, './gen', null],
    [pathText, 'C:\\out', null],
    [pathText, 'gen', 'validator.path.separator'],
    [symbolOrAddress, '__stack_top', null],
    [symbolOrAddress, '4096', null],
    [symbolOrAddress, '0x20000000', null],
    [symbolOrAddress, '0x2000_0000', 'validator.symbolOrAddress.format'],
    [symbolOrAddress, 'stack top', 'validator.symbolOrAddress.format'],
    [linkerSymbol, '__bss_start__', null],
    [linkerSymbol, '.text.os', null],
    [linkerSymbol, '_Os$stack', null],
    [linkerSymbol, '1abc', 'validator.linkerSymbol.format'],
    [linkerSymbol, 'a-b', 'validator.linkerSymbol.format'],
    [headerInclude, 'Os.h', null],
    [headerInclude, 'cfg/Os_Cfg.h', null],
    [headerInclude, '<Std_Types.h>', null],
    [headerInclude, '"Rte_Type.h"', null],
    [headerInclude, '../Os.h', 'validator.headerInclude.format'],
    [headerInclude, '/abs/Os.h', 'validator.headerInclude.format'],
    [headerInclude, '<Os.h"', 'validator.headerInclude.format'],
    [headerInclude, 'Os.c', 'validator.headerInclude.format'],
  ])('%o %j answers %s', (validator, value, key) => {
    expect(keyOf(validator(value))).toBe(key);
  });
});
