import { describe, expect, it } from 'vitest';
import type { DbcFileRow, DbcMessageRow, DbcSignalRow } from '@ecuc/core/api';
import {
  busFileRefusalOf,
  canIdText,
  channelLoads,
  frameBitGrid,
  mappingTextOf,
  objectLabel,
  parseMappingText,
  searchMessages,
  signalRowBits,
} from './busDatabases.js';

const signal = (name: string, comBitPosition: number, length: number, byteOrder: DbcSignalRow['byteOrder']) =>
  ({ name, comBitPosition, length, byteOrder }) as DbcSignalRow;

const message = (over: Partial<DbcMessageRow>): DbcMessageRow => ({
  id: '1/msg:0x100',
  fileId: 1,
  file: 'body.dbc',
  name: 'Status',
  canId: 0x100,
  extended: false,
  fd: false,
  size: 8,
  senders: ['ECU'],
  direction: 'send',
  cycleTime: 10,
  frameBits: 135,
  derived: 0,
  excluded: false,
  signals: [],
  ...over,
});

describe('the message browser', () => {
  const rows = [
    message({ name: 'Status', signals: [signal('Speed', 0, 16, 'little_endian')] }),
    message({ id: '1/msg:0x9ABCDEF0', name: 'Diag', canId: 0x1abcdef0, extended: true }),
  ];

  it.each([
    ['', ['Status', 'Diag']],
    ['stat', ['Status']],
    ['0x100', ['Status']],
    ['256', ['Status']],
    ['abcd', ['Diag']],
    ['speed', ['Status']],
    ['nothing', []],
  ])('search %j finds %j', (search, names) => {
    expect(searchMessages(rows, search).map((m) => m.name)).toEqual(names);
  });

  it('writes ids as engineers do', () => {
    expect(canIdText(rows[0]!)).toBe('0x100');
    expect(canIdText(rows[1]!)).toBe('0x1ABCDEF0x');
  });

  it('names bus objects readably', () => {
    expect(objectLabel('msg:0x100')).toBe('0x100');
    expect(objectLabel('msg:0x100/sig:Speed')).toBe('0x100 Speed');
    expect(objectLabel('msg:0x100/group:G')).toBe('0x100 [G]');
  });
});

describe('the bit layout of a frame', () => {
  it('places Intel and Motorola signals from their least significant bit', () => {
    expect(signalRowBits(signal('I', 4, 6, 'little_endian'))).toEqual([4, 5, 6, 7, 8, 9]);
    // Motorola: LSB at bit 8 (byte 1 bit 0), MSB at byte 0 bit 7.
    expect(signalRowBits(signal('M', 8, 16, 'big_endian'))).toEqual([
      8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7,
    ]);
  });

  it('fills a byte-by-bit grid and shows shared bits', () => {
    const grid = frameBitGrid({
      size: 2,
      signals: [signal('A', 0, 4, 'little_endian'), signal('B', 3, 2, 'little_endian')],
    });
    expect(grid).toHaveLength(2);
    expect(grid[0]!.map((c) => c.bit)).toEqual([7, 6, 5, 4, 3, 2, 1, 0]);
    expect(grid[0]!.find((c) => c.bit === 3)!.signals).toEqual(['A', 'B']);
    expect(grid[1]!.every((c) => c.signals.length === 0)).toBe(true);
  });
});

describe('bus load per channel', () => {
  it('adds each cyclic frame’s worst-case bits per cycle over the baud rate', () => {
    const file = { id: 1, name: 'body.dbc', baudRate: 500 } as DbcFileRow;
    const loads = channelLoads(
      [file],
      [
        message({ name: 'Fast', cycleTime: 10, frameBits: 135 }),
        message({ name: 'Slow', cycleTime: 100, frameBits: 135 }),
        message({ name: 'Event', cycleTime: null }),
        message({ name: 'Gone', cycleTime: 1, excluded: true }),
      ],
    );
    // 135/10 + 135/100 = 14.85 bits per ms over 500 bits per ms.
    expect(loads[0]!.load).toBeCloseTo(2.97, 5);
    expect(loads[0]!.frames.map((f) => f.name)).toEqual(['Fast', 'Slow']);
    expect(loads[0]!.uncounted).toBe(1);
  });
});

describe('files refused before they are sent', () => {
  it('takes the bus databases’ extensions up to 10 MB', () => {
    expect(busFileRefusalOf({ name: 'body.dbc', size: 10 })).toBeUndefined();
    expect(busFileRefusalOf({ name: 'body.oil', size: 10 })).toBe('extension');
    expect(busFileRefusalOf({ name: 'body.dbc', size: 11 * 1024 * 1024 })).toBe('size');
  });
});

describe('the attribute mapping dialog’s text', () => {
  it.each([
    ['{"cycleTime": ["TxPeriodMs"]}', { ok: true, mapping: { cycleTime: ['TxPeriodMs'] } }],
    ['{}', { ok: true, mapping: null }],
    ['   ', { ok: true, mapping: null }],
  ])('%j reads as %j', (text, expected) => {
    expect(parseMappingText(text)).toEqual(expected);
  });

  it.each(['[1]', '"x"', '{"cycleTime": '])('%j is refused with a reason', (text) => {
    const parsed = parseMappingText(text);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.error.length).toBeGreaterThan(0);
  });

  it('shows none as {}', () => {
    expect(mappingTextOf(null)).toBe('{}');
    expect(mappingTextOf({ cycleTime: ['A'] })).toBe('{\n  "cycleTime": [\n    "A"\n  ]\n}');
  });
});
