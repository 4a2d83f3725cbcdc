import { describe, expect, it } from 'vitest';
import {
  UINT32_MAX,
  UINT64_MAX,
  integer,
  integerFromBound,
  integerInRanges,
  nonNegativeInteger,
  positiveInteger,
  signedInteger,
  unsignedInteger,
  valueOneTo31,
} from './integer.js';
import type { IntegerBounds } from './integer.js';

describe('integer', () => {
  it.each<[unknown, IntegerBounds, string | null]>([
    ['0', {}, null],
    ['-12', {}, null],
    ['007', {}, null],
    [42, {}, null],
    [undefined, {}, null],
    ['', {}, null],
    ['-0', {}, 'validator.number.negativeZero'],
    ['-000', {}, 'validator.number.negativeZero'],
    ['+5', {}, 'validator.integer.format'],
    ['1.0', {}, 'validator.integer.format'],
    ['1e3', {}, 'validator.integer.format'],
    [' 1', {}, 'validator.integer.format'],
    ['abc', {}, 'validator.integer.format'],
    [true, {}, 'validator.integer.format'],
    [1.5, {}, 'validator.integer.format'],
    ['5', { min: 0, max: 10 }, null],
    ['10', { min: 0, max: 10 }, null],
    ['11', { min: 0, max: 10 }, 'validator.integer.range'],
    ['-1', { min: 0, max: 10 }, 'validator.integer.range'],
    ['-1', { min: 0 }, 'validator.integer.min'],
    ['300', { max: 255 }, 'validator.integer.max'],
    [UINT64_MAX, { min: 0, max: UINT64_MAX }, null],
    ['18446744073709551616', { min: 0, max: UINT64_MAX }, 'validator.integer.range'],
    ['9007199254740993', { max: '9007199254740992' }, 'validator.integer.max'],
    ['4294967295', { min: 0, max: UINT32_MAX }, null],
    ['4294967296', { min: 0, max: UINT32_MAX }, 'validator.integer.range'],
    ['255', { max: '0xFF' }, null],
    ['256', { max: '0xFF' }, 'validator.integer.max'],
    ['1', { max: 'lots' }, 'validator.options.invalid'],
  ])('%j with %j answers %s', (value, options, key) => {
    expect(integer(value, options)?.key ?? null).toBe(key);
  });

  it('shows the bounds in the message', () => {
    expect(integer('-1', { min: 0, max: UINT64_MAX })?.params).toEqual({ min: '0', max: UINT64_MAX });
  });
});

describe('integerFromBound', () => {
  it.each<[number | string, bigint | null]>([
    [10, 10n],
    ['-10', -10n],
    ['0x1F', 31n],
    ['0b101', 5n],
    [1.5, null],
    ['ten', null],
    [Number.MAX_SAFE_INTEGER + 2, null],
  ])('%j reads as %s', (bound, expected) => {
    expect(integerFromBound(bound)).toBe(expected);
  });
});

describe('integerInRanges', () => {
  const canIds = {
    ranges: [
      [0, '0x7FF'],
      ['0x18000000', '0x1FFFFFFF'],
    ] as const,
  };
  it.each<[unknown, string | null]>([
    ['0', null],
    ['2047', null],
    ['2048', 'validator.integer.ranges'],
    ['402653184', null],
    ['536870912', 'validator.integer.ranges'],
    ['x', 'validator.integer.format'],
  ])('%j answers %s', (value, key) => {
    expect(integerInRanges(value, canIds)?.key ?? null).toBe(key);
  });

  it('lists the ranges in the message', () => {
    expect(integerInRanges('3000', canIds)?.params).toEqual({ ranges: '0~2047, 402653184~536870911' });
  });
});

describe('positive and non-negative integers', () => {
  it.each<[unknown, string | null]>([
    ['1', null],
    ['31', null],
    [7, null],
    ['0', 'validator.integer.positive'],
    ['01', 'validator.integer.positive'],
    ['-3', 'validator.integer.positive'],
    ['1.5', 'validator.integer.positive'],
  ])('positiveInteger %j answers %s', (value, key) => {
    expect(positiveInteger(value)?.key ?? null).toBe(key);
  });

  it.each<[unknown, string | null]>([
    ['0', null],
    ['15', null],
    ['00', 'validator.integer.nonNegative'],
    ['-1', 'validator.integer.nonNegative'],
    ['-0', 'validator.integer.nonNegative'],
  ])('nonNegativeInteger %j answers %s', (value, key) => {
    expect(nonNegativeInteger(value)?.key ?? null).toBe(key);
  });

  it('bounds a positive integer', () => {
    expect(positiveInteger('300', { max: 255 })?.key).toBe('validator.integer.max');
  });
});

describe('C integer widths', () => {
  it.each<[unknown, 8 | 16 | 32 | 64, string | null]>([
    ['-128', 8, null],
    ['127', 8, null],
    ['128', 8, 'validator.integer.range'],
    ['-129', 8, 'validator.integer.range'],
    ['-9223372036854775808', 64, null],
    ['9223372036854775808', 64, 'validator.integer.range'],
  ])('signed %j in %i bits answers %s', (value, bits, key) => {
    expect(signedInteger(value, { bits })?.key ?? null).toBe(key);
  });

  it.each<[unknown, 8 | 16 | 32 | 64, string | null]>([
    ['255', 8, null],
    ['256', 8, 'validator.integer.range'],
    ['-1', 16, 'validator.integer.range'],
    ['4294967295', 32, null],
    [UINT64_MAX, 64, null],
    ['18446744073709551616', 64, 'validator.integer.range'],
  ])('unsigned %j in %i bits answers %s', (value, bits, key) => {
    expect(unsignedInteger(value, { bits })?.key ?? null).toBe(key);
  });
});

describe('valueOneTo31', () => {
  it.each<[unknown, string | null]>([
    ['1', null],
    ['31', null],
    ['0', 'validator.integer.positive'],
    ['32', 'validator.integer.range'],
    ['05', 'validator.integer.positive'],
  ])('%j answers %s', (value, key) => {
    expect(valueOneTo31(value)?.key ?? null).toBe(key);
  });
});
