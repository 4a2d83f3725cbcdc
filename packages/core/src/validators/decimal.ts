/**
 * Exact decimal numbers for bounds and multiples: `unscaled × 10^-scale`, held as a BigInt so that
 * 38-digit floats and 64-bit integers compare without rounding through IEEE doubles.
 */
export interface Decimal {
  unscaled: bigint;
  /** Digits after the decimal point; negative when the exponent shifts left (1e3 = 1 × 10^3). */
  scale: number;
  /** True when written with a minus sign, kept so that `-0` can be told apart from `0`. */
  negative: boolean;
  /** Digits written after the decimal point, exponent applied (1.50 → 2, 1.5e-3 → 4, 15e2 → 0). */
  fractionDigits: number;
}

/** Exponents beyond this are refused, so that `1e999999999` cannot make a huge BigInt. */
const MAX_EXPONENT = 400;

const DECIMAL_TEXT = /^([-+]?)(\d+)(?:\.(\d+))?(?:[eE]([-+]?\d+))?$/;

/** Parses decimal text (`-12`, `3.25`, `1.5e-3`, `+7`); null when the text is not one. */
export function parseDecimal(text: string): Decimal | null {
  const match = DECIMAL_TEXT.exec(text);
  if (!match) return null;
  const [, sign = '', whole = '', fraction = '', exponentText] = match;
  const exponent = exponentText === undefined ? 0 : Number(exponentText);
  if (!Number.isSafeInteger(exponent) || Math.abs(exponent) > MAX_EXPONENT) return null;
  const magnitude = BigInt(whole + fraction);
  const negative = sign === '-';
  return {
    unscaled: negative ? -magnitude : magnitude,
    scale: fraction.length - exponent,
    negative,
    fractionDigits: Math.max(0, fraction.length - exponent),
  };
}

/** A bound from options: a number, or a string of decimal text; null when unusable. */
export function decimalFromBound(bound: number | string): Decimal | null {
  if (typeof bound === 'number') {
    if (!Number.isFinite(bound)) return null;
    return parseDecimal(Number.isInteger(bound) ? BigInt(bound).toString() : String(bound));
  }
  return parseDecimal(bound.trim());
}

export function decimalFromBigInt(value: bigint): Decimal {
  return { unscaled: value, scale: 0, negative: value < 0n, fractionDigits: 0 };
}

function rescaled(value: Decimal, scale: number): bigint {
  return value.unscaled * 10n ** BigInt(scale - value.scale);
}

/** -1, 0 or 1 as `a` is below, equal to or above `b`. */
export function compareDecimal(a: Decimal, b: Decimal): -1 | 0 | 1 {
  const scale = Math.max(a.scale, b.scale);
  const left = rescaled(a, scale);
  const right = rescaled(b, scale);
  return left < right ? -1 : left > right ? 1 : 0;
}

export function isZeroDecimal(value: Decimal): boolean {
  return value.unscaled === 0n;
}

/** True when `value` is an integral multiple (any sign) of a non-zero `base`. */
export function isMultipleOfDecimal(value: Decimal, base: Decimal): boolean {
  if (base.unscaled === 0n) return false;
  const scale = Math.max(value.scale, base.scale);
  return rescaled(value, scale) % rescaled(base, scale) === 0n;
}

/** Significant digits and power of ten of a decimal, without leading or trailing zeros. */
export function normalizedDigits(value: Decimal): { digits: string; exponent: number } {
  const magnitude = value.unscaled < 0n ? -value.unscaled : value.unscaled;
  if (magnitude === 0n) return { digits: '0', exponent: 0 };
  let digits = magnitude.toString();
  let exponent = -value.scale;
  const trimmed = digits.replace(/0+$/, '');
  exponent += digits.length - trimmed.length;
  digits = trimmed;
  return { digits, exponent };
}

/** Plain text of a decimal bound for messages (`0.5`, `-3`, `18446744073709551615`). */
export function decimalText(value: Decimal): string {
  const magnitude = value.unscaled < 0n ? -value.unscaled : value.unscaled;
  const sign = value.unscaled < 0n ? '-' : '';
  if (value.scale <= 0) return sign + (magnitude * 10n ** BigInt(-value.scale)).toString();
  const digits = magnitude.toString().padStart(value.scale + 1, '0');
  const whole = digits.slice(0, digits.length - value.scale);
  const fraction = digits.slice(digits.length - value.scale).replace(/0+$/, '');
  return sign + whole + (fraction ? `.${fraction}` : '');
}
