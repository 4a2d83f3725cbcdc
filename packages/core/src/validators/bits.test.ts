import { describe, expect, it } from 'vitest';
import { bitOverflow, bitOverlap, byteLimit } from './bits.js';
import type { BitOverflowOptions } from './bits.js';

describe('bitOverlap', () => {
  it.each<[unknown, string | null]>([
    [[], null],
    [
      [
        [0, 8],
        [8, 8],
      ],
      null,
    ],
    [
      [
        [0, 8],
        [7, 2],
      ],
      'validator.bits.overlap',
    ],
    [
      [
        [0, 64],
        [63, 1],
      ],
      'validator.bits.overlap',
    ],
    [
      [
        { start: 16, length: 4 },
        { start: 0, length: 16 },
        { start: 20, length: 12 },
      ],
      null,
    ],
    [[{ start: -1, length: 4 }], 'validator.bits.format'],
    [[{ start: 0, length: 0 }], 'validator.bits.format'],
    [[['a', 3]], 'validator.bits.format'],
    ['0 8', 'validator.bits.format'],
  ])('%j answers %s', (value, key) => {
    expect(bitOverlap(value)?.key ?? null).toBe(key);
  });

  it('answers which two overlap, the earlier first, by name', () => {
    const signals = [
      { name: 'Speed', start: 0, length: 16 },
      { name: 'Gear', start: 16, length: 4 },
      { name: 'Rpm', start: 12, length: 8 },
    ];
    expect(bitOverlap(signals)).toEqual({
      key: 'validator.bits.overlap',
      params: { first: 'Speed', second: 'Rpm' },
    });
  });

  it('names unnamed ranges by their bits', () => {
    expect(
      bitOverlap([
        [10, 4],
        [0, 11],
      ])?.params,
    ).toEqual({ first: '10~13', second: '0~10' });
  });

  it('stays fast for thousands of ranges', () => {
    const ranges = Array.from({ length: 20_000 }, (_entry, index) => ({ start: index * 4, length: 4 }));
    const started = performance.now();
    expect(bitOverlap(ranges)).toBeNull();
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('bitOverflow', () => {
  it.each<[unknown, BitOverflowOptions, string | null]>([
    [{ start: 56, length: 8 }, { frameBits: 64 }, null],
    [{ start: 57, length: 8 }, { frameBits: 64 }, 'validator.bits.overflow'],
    [[0, 64], { frameBytes: 8 }, null],
    [[1, 64], { frameBytes: 8 }, 'validator.bits.overflow'],
    [
      [
        [0, 8],
        [500, 12],
      ],
      { frameBytes: 64 },
      null,
    ],
    [
      [
        [0, 8],
        [506, 12],
      ],
      { frameBytes: 64 },
      'validator.bits.overflow',
    ],
    [{ start: 0, length: 8 }, {}, 'validator.options.invalid'],
  ])('%j with %j answers %s', (value, options, key) => {
    expect(bitOverflow(value, options)?.key ?? null).toBe(key);
  });

  it('says the frame size', () => {
    expect(bitOverflow({ name: 'Crc', start: 60, length: 8 }, { frameBytes: 8 })?.params).toEqual({
      range: 'Crc',
      frameBits: 64,
    });
  });
});

describe('byteLimit', () => {
  it.each<[unknown, { min?: number; max: number }, string | null]>([
    ['8', { max: 8 }, null],
    ['0', { max: 8 }, null],
    ['9', { max: 8 }, 'validator.bytes.range'],
    ['64', { min: 1, max: 64 }, null],
    ['0', { min: 1, max: 64 }, 'validator.bytes.range'],
    ['-1', { max: 8 }, 'validator.bytes.range'],
    ['8.5', { max: 8 }, 'validator.bytes.range'],
  ])('%j with %j answers %s', (value, options, key) => {
    expect(byteLimit(value, options)?.key ?? null).toBe(key);
  });
});
