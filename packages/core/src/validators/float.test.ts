import { describe, expect, it } from 'vitest';
import {
  float,
  float38,
  floatLength,
  floatMax,
  floatMin,
  floatRange,
  nonZeroFloat,
  precisionLoss,
} from './float.js';
import type { FloatLengthOptions, FloatRangeOptions } from './float.js';

describe('float', () => {
  it.each<[unknown, string | null]>([
    ['3', null],
    ['-0.25', null],
    ['1.5e-3', null],
    ['2E10', null],
    [0.5, null],
    ['', null],
    ['+1', 'validator.float.format'],
    ['.5', 'validator.float.format'],
    ['5.', 'validator.float.format'],
    ['1,5', 'validator.float.format'],
    ['NaN', 'validator.float.format'],
    ['1e400', 'validator.float.outOfRange'],
    ['1e999999999', 'validator.float.outOfRange'],
    ['-0', 'validator.number.negativeZero'],
    ['-0.0', 'validator.number.negativeZero'],
  ])('%j answers %s', (value, key) => {
    expect(float(value)?.key ?? null).toBe(key);
  });

  it.each<[unknown, string | null]>([
    ['0.1', null],
    ['0', 'validator.float.nonZero'],
    ['0.000', 'validator.float.nonZero'],
  ])('nonZeroFloat %j answers %s', (value, key) => {
    expect(nonZeroFloat(value)?.key ?? null).toBe(key);
  });
});

describe('floatRange', () => {
  it.each<[unknown, FloatRangeOptions, string | null]>([
    ['1.123456', {}, null],
    ['1.1234567', {}, 'validator.float.decimals'],
    ['1.5e-6', {}, 'validator.float.decimals'],
    ['15e-1', { decimals: 1 }, null],
    ['1.25', { decimals: 2 }, null],
    ['1.255', { decimals: 2 }, 'validator.float.decimals'],
    ['0', { min: 0, max: 1 }, null],
    ['1', { min: 0, max: 1 }, null],
    ['1.000001', { min: 0, max: 1 }, 'validator.float.range'],
    ['0', { min: 0, max: 1, minExclusive: true }, 'validator.float.range'],
    ['1', { min: 0, max: 1, maxExclusive: true }, 'validator.float.range'],
    ['0.999999', { min: 0, max: 1, maxExclusive: true }, null],
    ['-1', { min: 0 }, 'validator.float.min'],
    ['0', { min: 0, minExclusive: true }, 'validator.float.greaterThan'],
    ['5', { max: 4.5 }, 'validator.float.max'],
    ['4.5', { max: '4.5', maxExclusive: true }, 'validator.float.lessThan'],
    ['340282346638528859811704183484516925440', { max: '3.4028234663852886e38' }, null],
    [
      '340282346638528859811704183484516925441',
      { max: '340282346638528859811704183484516925440' },
      'validator.float.max',
    ],
    ['1', { min: 'low' }, 'validator.options.invalid'],
  ])('%j with %j answers %s', (value, options, key) => {
    expect(floatRange(value, options)?.key ?? null).toBe(key);
  });

  it('writes the interval with its open and closed ends', () => {
    expect(floatRange('2', { min: 0, max: 1, minExclusive: true })?.params).toEqual({ range: '(0, 1]' });
    expect(floatRange('-2', { min: '-1.50', max: 1e3, maxExclusive: true })?.params).toEqual({
      range: '[-1.5, 1000)',
    });
  });

  it('has max-only and min-only variants', () => {
    expect(floatMax('10', { max: 10 })).toBeNull();
    expect(floatMax('10', { max: 10, exclusive: true })?.key).toBe('validator.float.lessThan');
    expect(floatMin('0.5', { min: 1 })?.params).toEqual({ min: '1' });
    expect(floatMin('1', { min: 1, exclusive: true })?.key).toBe('validator.float.greaterThan');
    expect(floatMin('1.1234567', { min: 1 })?.key).toBe('validator.float.decimals');
  });
});

describe('float38', () => {
  it.each<[unknown, string | null]>([
    ['9'.repeat(38), null],
    [`-${'9'.repeat(38)}.123456789`, null],
    ['0.5', null],
    ['9'.repeat(39), 'validator.float38'],
    ['1e5', 'validator.float38'],
    ['1.', 'validator.float38'],
    ['-0.0', 'validator.number.negativeZero'],
  ])('%j answers %s', (value, key) => {
    expect(float38(value)?.key ?? null).toBe(key);
  });
});

describe('floatLength', () => {
  const money: FloatLengthOptions = { length: 5, accuracy: 2 };
  it.each<[unknown, FloatLengthOptions, string | null]>([
    ['123.45', money, null],
    ['0.25', { length: 2, accuracy: 2 }, null],
    ['-123.45', money, null],
    ['1234.5', money, 'validator.floatLength.total'],
    ['12.345', money, 'validator.float.decimals'],
    ['-1', { ...money, allowNegative: false }, 'validator.float.negative'],
    ['1e2', money, 'validator.float.format'],
  ])('%j with %j answers %s', (value, options, key) => {
    expect(floatLength(value, options)?.key ?? null).toBe(key);
  });
});

describe('precisionLoss (a warning)', () => {
  it.each<[unknown, string | null]>([
    ['0.1', null],
    ['123456789012345', null],
    ['9007199254740992', null],
    ['1.5e300', null],
    ['abc', null],
    ['9007199254740993', 'validator.float.precisionLoss'],
    ['0.12345678901234567891', 'validator.float.precisionLoss'],
    ['1e-400', 'validator.float.precisionLoss'],
  ])('%j answers %s', (value, key) => {
    expect(precisionLoss(value)?.key ?? null).toBe(key);
  });

  it('is marked as a warning and says what will be stored', () => {
    expect(precisionLoss('9007199254740993')).toEqual({
      key: 'validator.float.precisionLoss',
      params: { stored: '9007199254740992' },
      severity: 'warning',
    });
  });
});
