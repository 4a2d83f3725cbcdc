import { describe, expect, it } from 'vitest';
import { integerMultiple, multipleOf, notNegative, notZero, powerOfTwoOrZero } from './numeric.js';
import type { MultipleOfOptions } from './numeric.js';

describe('multipleOf', () => {
  it.each<[unknown, MultipleOfOptions, string | null]>([
    ['16', { base: 8 }, null],
    ['-16', { base: 8 }, null],
    ['0', { base: 8 }, null],
    ['12', { base: 8 }, 'validator.multipleOf'],
    ['0.3', { base: 0.1 }, null],
    ['0.35', { base: '0.1' }, 'validator.multipleOf'],
    ['36893488147419103232', { base: 8 }, null],
    ['abc', { base: 8 }, 'validator.number.format'],
    ['+8', { base: 8 }, 'validator.number.format'],
    ['8', { base: 0 }, 'validator.options.invalid'],
  ])('%j with %j answers %s', (value, options, key) => {
    expect(multipleOf(value, options)?.key ?? null).toBe(key);
  });

  it('names the base', () => {
    expect(multipleOf('0.7', { base: 0.5 })?.params).toEqual({ base: '0.5' });
  });
});

describe('integerMultiple (n >= 0)', () => {
  it.each<[unknown, string | null]>([
    ['0', null],
    ['4', null],
    ['400', null],
    ['-4', 'validator.integerMultiple'],
    ['6', 'validator.integerMultiple'],
    ['x', 'validator.integerMultiple'],
  ])('%j with base 4 answers %s', (value, key) => {
    expect(integerMultiple(value, { base: 4 })?.key ?? null).toBe(key);
  });
});

describe('powerOfTwoOrZero', () => {
  it.each<[unknown, string | null]>([
    ['0', null],
    ['1', null],
    ['2', null],
    ['1024', null],
    [64, null],
    ['9223372036854775808', null],
    ['3', 'validator.powerOfTwo.notPowerOfTwo'],
    ['1000', 'validator.powerOfTwo.notPowerOfTwo'],
    ['9223372036854775807', 'validator.powerOfTwo.notPowerOfTwo'],
    ['-2', 'validator.powerOfTwo.notNonNegativeInteger'],
    ['2.5', 'validator.powerOfTwo.notNonNegativeInteger'],
    ['04', 'validator.powerOfTwo.notNonNegativeInteger'],
    ['abc', 'validator.powerOfTwo.notNonNegativeInteger'],
  ])('%j answers %s', (value, key) => {
    expect(powerOfTwoOrZero(value)?.key ?? null).toBe(key);
  });
});

describe('notZero and notNegative', () => {
  it.each<[unknown, string | null]>([
    ['1', null],
    ['-0.5', null],
    ['0', 'validator.notZero'],
    ['0.000', 'validator.notZero'],
    ['0e5', 'validator.notZero'],
    [0, 'validator.notZero'],
    ['zero', 'validator.number.format'],
  ])('notZero %j answers %s', (value, key) => {
    expect(notZero(value)?.key ?? null).toBe(key);
  });

  it.each<[unknown, string | null]>([
    ['0', null],
    ['3.5', null],
    ['-0.1', 'validator.notNegative'],
    [-7, 'validator.notNegative'],
    ['-0', 'validator.number.negativeZero'],
  ])('notNegative %j answers %s', (value, key) => {
    expect(notNegative(value)?.key ?? null).toBe(key);
  });
});
