import type { DbcMessage, DbcMultiplexRange, DbcSignal } from '../model.js';

/**
 * The bits a signal occupies, numbered byte * 8 + bit (bit 0 the least significant of byte 0).
 * Intel signals count up from their start bit; Motorola signals start at their most significant
 * bit and run down through each byte, then on to the next byte.
 */
export function dbcSignalBits(signal: Pick<DbcSignal, 'startBit' | 'length' | 'byteOrder'>): number[] {
  const bits: number[] = [];
  const length = Math.min(Math.max(signal.length, 0), 4096);
  if (signal.byteOrder === 'little_endian') {
    for (let i = 0; i < length; i++) bits.push(signal.startBit + i);
    return bits;
  }
  let bit = signal.startBit;
  for (let i = 0; i < length; i++) {
    bits.push(bit);
    bit = bit % 8 === 0 ? bit + 15 : bit - 1;
  }
  return bits;
}

/** 1 to 64 bits; a float 32 and a double 64 bits (SIG_VALTYPE_). */
export function hasValidSignalLength(signal: DbcSignal): boolean {
  return (
    signal.length >= 1 &&
    signal.length <= 64 &&
    (signal.valueType !== 'float' || signal.length === 32) &&
    (signal.valueType !== 'double' || signal.length === 64)
  );
}

/** The multiplexer values under which a signal is present, per switch signal name. */
export type MultiplexConditions = Map<string, readonly DbcMultiplexRange[]>;

/** The multiplexer values under which a signal is present, per switch signal (following nested switches). */
export function multiplexConditions(
  message: DbcMessage,
  signal: DbcSignal,
  simpleSwitch: DbcSignal | undefined,
  signalsByName: ReadonlyMap<string, DbcSignal>,
): MultiplexConditions | 'no-multiplexer' {
  const conditions: MultiplexConditions = new Map();
  let current: DbcSignal | undefined = signal;
  for (let depth = 0; current && depth < 16; depth++) {
    let switchName: string;
    let ranges: readonly DbcMultiplexRange[];
    if (current.multiplexerSwitch !== undefined) {
      switchName = current.multiplexerSwitch;
      ranges = current.multiplexRanges ?? [];
    } else if (current.multiplexValue !== undefined) {
      if (!simpleSwitch) return 'no-multiplexer';
      switchName = simpleSwitch.name;
      ranges = [{ from: current.multiplexValue, to: current.multiplexValue }];
    } else break;
    if (conditions.has(switchName) || switchName === signal.name) break;
    conditions.set(switchName, ranges);
    current = signalsByName.get(switchName);
  }
  return conditions;
}

function rangesIntersect(a: readonly DbcMultiplexRange[], b: readonly DbcMultiplexRange[]): boolean {
  for (const x of a) for (const y of b) if (x.from <= y.to && y.from <= x.to) return true;
  return false;
}

/** Two signals can be in the same frame unless some shared switch selects them with disjoint values. */
export function canCoexist(a: MultiplexConditions, b: MultiplexConditions): boolean {
  for (const [switchName, ranges] of a) {
    const other = b.get(switchName);
    if (other && !rangesIntersect(ranges, other)) return false;
  }
  return true;
}

export function isMultiplexed(signal: DbcSignal): boolean {
  return signal.multiplexValue !== undefined || signal.multiplexerSwitch !== undefined;
}

/** Where one signal of a message sits, for the layout rules. */
export interface DbcSignalLayout {
  signal: DbcSignal;
  /** The bits inside the first 64 bytes of the frame, one bit per frame bit. */
  words: Uint32Array;
  /** Some bit lies before the frame or past its length. */
  outside: boolean;
  conditions: MultiplexConditions;
}

/**
 * The layout of a message: its signals with a valid length and a multiplexer where they need one
 * (the others are what DBC_L013 and DBC_L014 report), in file order.
 */
export interface DbcMessageLayout {
  signals: DbcSignalLayout[];
  /** Multiplexed signals of a valid length whose multiplexer switch the message does not have. */
  withoutSwitch: DbcSignal[];
}

/** Lays out a message's signals (one pass; overlaps are looked for in the first 64 bytes, the longest frame there is). */
export function layOutMessage(message: DbcMessage): DbcMessageLayout {
  const frameBits = message.size * 8;
  const layoutBits = Math.min(Math.max(frameBits, 0), 512);
  const simpleSwitch = message.signals.find(
    (candidate) => candidate.multiplexer && candidate.multiplexValue === undefined,
  );
  const signalsByName = new Map<string, DbcSignal>();
  for (const signal of message.signals)
    if (!signalsByName.has(signal.name)) signalsByName.set(signal.name, signal);
  const signals: DbcSignalLayout[] = [];
  const withoutSwitch: DbcSignal[] = [];
  for (const signal of message.signals) {
    if (!hasValidSignalLength(signal)) continue;
    const conditions = multiplexConditions(message, signal, simpleSwitch, signalsByName);
    if (conditions === 'no-multiplexer') {
      withoutSwitch.push(signal);
      continue;
    }
    const words = new Uint32Array(Math.max(1, Math.ceil(layoutBits / 32)));
    let outside = false;
    for (const bit of dbcSignalBits(signal)) {
      if (bit < 0 || bit >= frameBits) outside = true;
      else if (bit < layoutBits) words[bit >>> 5]! |= 1 << (bit & 31);
    }
    signals.push({ signal, words, outside, conditions });
  }
  return { signals, withoutSwitch };
}
