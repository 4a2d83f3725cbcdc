import { describe, expect, it } from 'vitest';
import { readDbc } from '../../../formats/dbc/index.js';
import { busiestSender, comBitPosition, comSignalType, shortNameOf } from './derive.js';

describe('comBitPosition: the least significant bit in AUTOSAR COM numbering', () => {
  it.each([
    // start bit, length, byte order, expected
    [0, 8, 'little_endian', 0],
    [12, 4, 'little_endian', 12],
    // Motorola: MSB at byte 0 bit 7, 16 bits → LSB at byte 1 bit 0 (bit 8).
    [7, 16, 'big_endian', 8],
    // MSB at byte 2 bit 7, 4 bits → byte 2 bit 4.
    [23, 4, 'big_endian', 20],
    // A one-bit Motorola signal is its start bit.
    [5, 1, 'big_endian', 5],
    // MSB at byte 0 bit 3, 12 bits → byte 0 bits 3..0 and byte 1 → LSB at byte 1 bit 0.
    [3, 12, 'big_endian', 8],
  ] as const)('start %i, %i bits, %s → %i', (startBit, length, byteOrder, expected) => {
    expect(comBitPosition({ startBit, length, byteOrder })).toBe(expected);
  });
});

describe('comSignalType', () => {
  it.each([
    [1, false, 'integer', 'BOOLEAN'],
    [1, true, 'integer', 'SINT8'],
    [8, false, 'integer', 'UINT8'],
    [12, true, 'integer', 'SINT16'],
    [17, false, 'integer', 'UINT32'],
    [40, true, 'integer', 'SINT64'],
    [32, false, 'float', 'FLOAT32'],
    [64, false, 'double', 'FLOAT64'],
  ] as const)('%i bits, signed %s, %s → %s', (length, signed, valueType, expected) => {
    expect(comSignalType({ length, signed, valueType })).toBe(expected);
  });
});

describe('busiestSender and shortNameOf', () => {
  it('takes the node sending the most messages', () => {
    const text = [
      'VERSION ""',
      'BU_: A B',
      'BO_ 1 M1: 8 A',
      ' SG_ S1 : 0|8@1+ (1,0) [0|0] "" B',
      'BO_ 2 M2: 8 B',
      'BO_ 3 M3: 8 B',
      '',
    ].join('\n');
    const model = readDbc(text, { file: 'bus.dbc' }).model!;
    expect(busiestSender(model)).toBe('B');
  });

  it('makes valid short names of DBC names', () => {
    expect(shortNameOf('Engine-Status 1')).toBe('Engine_Status_1');
    expect(shortNameOf('2ndFrame')).toBe('N_2ndFrame');
  });
});
