import { describe, expect, it } from 'vitest';
import { binaryInteger, binaryPositive } from './binary.js';
import { hexByteList, hexInteger, hexString, hexTwoDigit } from './hex.js';
import type { HexByteListOptions, HexStringOptions } from './hex.js';
import type { IntegerBounds } from './integer.js';

describe('hexInteger', () => {
  it.each<[unknown, IntegerBounds, string | null]>([
    ['0x1F', {}, null],
    ['0XABCDEF', {}, null],
    ['0xabcdef', {}, null],
    ['1F', {}, 'validator.hex.format'],
    ['0x', {}, 'validator.hex.format'],
    ['0xG1', {}, 'validator.hex.format'],
    ['-0x1', {}, 'validator.hex.format'],
    ['0xFF', { min: 0, max: '0xFF' }, null],
    ['0x100', { min: 0, max: '0xFF' }, 'validator.hex.range'],
    ['0x0', { min: 1 }, 'validator.hex.min'],
    ['0xFFFFFFFFFFFFFFFF', { max: '18446744073709551615' }, null],
    ['0x10000000000000000', { max: '18446744073709551615' }, 'validator.hex.max'],
  ])('%j with %j answers %s', (value, options, key) => {
    expect(hexInteger(value, options)?.key ?? null).toBe(key);
  });

  it('shows bounds in upper-case hex', () => {
    expect(hexInteger('0x100', { min: 10, max: ' 0xff ' })?.params).toEqual({ min: '0xA', max: '0xFF' });
  });
});

describe('hexTwoDigit', () => {
  it.each<[unknown, string | null]>([
    ['0A', null],
    ['ff', null],
    ['0x7F', null],
    ['A', 'validator.hexTwoDigit.format'],
    ['123', 'validator.hexTwoDigit.format'],
    ['GG', 'validator.hexTwoDigit.format'],
  ])('%j answers %s', (value, key) => {
    expect(hexTwoDigit(value)?.key ?? null).toBe(key);
  });
});

describe('hexString', () => {
  it.each<[unknown, HexStringOptions, string | null]>([
    ['00112233AABBCCDD', { length: 16 }, null],
    ['0x00112233AABBCCDD', { length: 16, rule: '=' }, null],
    ['00112233AABBCC', { length: 16 }, 'validator.hexString.lengthEqual'],
    ['ABCD', { length: 4, rule: '<=' }, null],
    ['ABCDE', { length: 4, rule: '<=' }, 'validator.hexString.lengthAtMost'],
    ['ABC', { length: 4, rule: '>=' }, 'validator.hexString.lengthAtLeast'],
    ['ABCDEF', { length: 4, rule: '>=' }, null],
    ['1A.8', { allowFraction: true }, null],
    ['1A.8', {}, 'validator.hexString.format'],
    ['1A.', { allowFraction: true }, 'validator.hexString.formatFraction'],
    ['XYZ', {}, 'validator.hexString.format'],
    ['1A.8', { allowFraction: true, length: 3 }, null],
  ])('%j with %j answers %s', (value, options, key) => {
    expect(hexString(value, options)?.key ?? null).toBe(key);
  });
});

describe('hexByteList', () => {
  it.each<[unknown, HexByteListOptions, string | null]>([
    ['01 A2 ff', {}, null],
    ['0x10 0x20', {}, null],
    ['  01   02  ', {}, null],
    ['FF', { count: 1 }, null],
    ['100', {}, 'validator.hexByteList.byteTooLarge'],
    ['01,02', {}, 'validator.hexByteList.format'],
    ['01 ZZ', {}, 'validator.hexByteList.format'],
    ['01\t02', {}, 'validator.hexByteList.format'],
    ['   ', {}, 'validator.hexByteList.format'],
    ['01 02 03', { count: 2 }, 'validator.hexByteList.countEqual'],
    ['01 02 03', { maxCount: 3 }, null],
    ['01 02 03 04', { maxCount: 3 }, 'validator.hexByteList.countAtMost'],
  ])('%j with %j answers %s', (value, options, key) => {
    expect(hexByteList(value, options)?.key ?? null).toBe(key);
  });

  it('names the byte that is too large', () => {
    expect(hexByteList('01 1FF', {})?.params).toEqual({ byte: '1FF' });
  });
});

describe('binary', () => {
  it.each<[unknown, IntegerBounds, string | null]>([
    ['0b1010', {}, null],
    ['0B1', {}, null],
    ['1010', {}, 'validator.binary.format'],
    ['0b102', {}, 'validator.binary.format'],
    ['0b', {}, 'validator.binary.format'],
    ['0b1111', { min: 0, max: '0b1111' }, null],
    ['0b10000', { min: 0, max: 15 }, 'validator.binary.range'],
    ['0b1', { min: 2 }, 'validator.binary.min'],
    ['0b111', { max: '0x3' }, 'validator.binary.max'],
  ])('%j with %j answers %s', (value, options, key) => {
    expect(binaryInteger(value, options)?.key ?? null).toBe(key);
  });

  it('shows bounds in binary', () => {
    expect(binaryInteger('0b10000', { min: 1, max: 15 })?.params).toEqual({ min: '0b1', max: '0b1111' });
  });

  it.each<[unknown, string | null]>([
    ['0b1', null],
    ['0b0100', null],
    ['0b0', 'validator.binary.positive'],
    ['0b000', 'validator.binary.positive'],
    ['5', 'validator.binary.format'],
  ])('binaryPositive %j answers %s', (value, key) => {
    expect(binaryPositive(value)?.key ?? null).toBe(key);
  });
});
