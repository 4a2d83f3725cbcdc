import { describe, expect, it } from 'vitest';
import {
  asciiText,
  dottedName,
  lengthRange,
  notContains,
  notIn,
  notKeyword,
  notOnlyBlank,
  required,
  requiredSelect,
  stringInt,
  stringText,
  stringValue,
} from './text.js';
import type { ValidationResult } from './types.js';

function keyOf(result: ValidationResult): string | null {
  return result?.key ?? null;
}

describe('required and requiredSelect', () => {
  it.each<[unknown, string | null]>([
    ['x', null],
    [0, null],
    [false, null],
    [['a'], null],
    ['', 'validator.required'],
    ['   ', 'validator.required'],
    [null, 'validator.required'],
    [undefined, 'validator.required'],
    [[], 'validator.required'],
  ])('required %j answers %s', (value, key) => {
    expect(keyOf(required(value))).toBe(key);
  });

  it.each<[unknown, string | null]>([
    ['OSEK', null],
    [0, null],
    [false, null],
    [[1], null],
    ['', 'validator.requiredSelect'],
    [null, 'validator.requiredSelect'],
    [undefined, 'validator.requiredSelect'],
    [[], 'validator.requiredSelect'],
  ])('requiredSelect %j answers %s', (value, key) => {
    expect(keyOf(requiredSelect(value))).toBe(key);
  });
});

describe('lengthRange', () => {
  it.each<[unknown, { min?: number; max?: number }, string | null]>([
    ['abc', { min: 1, max: 3 }, null],
    ['abcd', { min: 1, max: 3 }, 'validator.length.range'],
    ['中文名', { max: 3 }, null],
    ['😀😀', { max: 2 }, null],
    ['ab', { min: 3 }, 'validator.length.min'],
    ['abcd', { max: 3 }, 'validator.length.max'],
    ['', { min: 3 }, null],
  ])('%j with %j answers %s', (value, options, key) => {
    expect(keyOf(lengthRange(value, options))).toBe(key);
  });

  it('shows the range', () => {
    expect(lengthRange('abcd', { min: 1, max: 3 })?.params).toEqual({ min: 1, max: 3 });
  });
});

describe('forbidden values', () => {
  it.each<[unknown, readonly string[], boolean | undefined, string | null]>([
    ['Os_Task', ['Rte_'], undefined, null],
    ['Rte_Task', ['Rte_'], undefined, 'validator.notContains'],
    ['rte_task', ['Rte_'], undefined, null],
    ['rte_task', ['Rte_'], true, 'validator.notContains'],
  ])('notContains %j of %j (ignoreCase %s) answers %s', (value, values, ignoreCase, key) => {
    expect(keyOf(notContains(value, { values, ignoreCase }))).toBe(key);
  });

  it.each<[unknown, string | null]>([
    ['Default', null],
    ['default_1', null],
    ['NONE', 'validator.notIn'],
  ])('notIn %j answers %s', (value, key) => {
    expect(keyOf(notIn(value, { values: ['NONE', 'ALL'] }))).toBe(key);
  });

  it.each<[unknown, string | null]>([
    ['MyTask', null],
    ['Int', null],
    ['int', 'validator.keyword'],
    ['while', 'validator.keyword'],
    ['_Bool', 'validator.keyword'],
    ['uint8', 'validator.keyword'],
    ['E_OK', 'validator.keyword'],
    ['TASK', 'validator.keyword'],
  ])('notKeyword %j answers %s', (value, key) => {
    expect(keyOf(notKeyword(value))).toBe(key);
  });

  it('refuses extra names and names the keyword', () => {
    expect(notKeyword('Foo', { extra: ['Foo'] })).toEqual({
      key: 'validator.keyword',
      params: { value: 'Foo' },
    });
  });
});

describe('character classes', () => {
  it.each<[(value: unknown) => ValidationResult, unknown, string | null]>([
    [asciiText, 'Hello World 1.0 !~', null],
    [asciiText, 'Tab\there', 'validator.asciiText.format'],
    [asciiText, '中文', 'validator.asciiText.format'],
    [notOnlyBlank, 'a b', null],
    [notOnlyBlank, '', null],
    [notOnlyBlank, '   ', 'validator.notOnlyBlank'],
    [dottedName, 'Can.Rx_1', null],
    [dottedName, 'v1.2.3', null],
    [dottedName, 'a-b', 'validator.dottedName.format'],
    [dottedName, 'a b', 'validator.dottedName.format'],
    [stringValue, 'ECU-A v1.0', null],
    [stringValue, 'say "hi"', 'validator.string.format'],
    [stringValue, 'C:\\dir', 'validator.string.format'],
    [stringInt, '0012', null],
    [stringInt, '12a', 'validator.stringInt.format'],
    [stringInt, '-12', 'validator.stringInt.format'],
    [stringText, '电机 控制-1', null],
    [stringText, 'Door (left)', null],
    [stringText, ' lead', 'validator.stringText.format'],
    [stringText, 'semi;colon', 'validator.stringText.format'],
  ])('%o %j answers %s', (validator, value, key) => {
    expect(keyOf(validator(value))).toBe(key);
  });
});
