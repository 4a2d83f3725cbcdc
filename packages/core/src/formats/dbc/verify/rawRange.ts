import type { DbcSignal } from '../model.js';

/**
 * The raw values an integer signal's bits can hold; a signed signal accepts its two's complement
 * pattern as well (255 for -1 in 8 bits), as tools often write it. Undefined for float signals and
 * for lengths past 52 bits (beyond exact doubles) or invalid ones.
 */
export function rawRangeOf(signal: DbcSignal): { lowest: number; highest: number } | undefined {
  if (signal.valueType !== 'integer' || signal.length < 1 || signal.length > 52) return undefined;
  return { lowest: signal.signed ? -(2 ** (signal.length - 1)) : 0, highest: 2 ** signal.length - 1 };
}
