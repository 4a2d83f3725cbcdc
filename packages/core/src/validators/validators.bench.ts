import { bench, describe } from 'vitest';
import { bitOverlap } from './bits.js';
import { runValidators } from './registry.js';
import type { ValidatorRef } from './registry.js';

/** Verification runs the validators of every parameter of a project: tens of thousands of values. */

const shortNames = Array.from({ length: 10_000 }, (_entry, index) => `OsTask_${index}_10ms`);
const uint64Values = Array.from(
  { length: 10_000 },
  (_entry, index) => `${18446744073709551615n - BigInt(index)}`,
);
const floats = Array.from({ length: 10_000 }, (_entry, index) => `${index}.${index % 997}`);

const nameRefs: ValidatorRef[] = [{ name: 'required' }, { name: 'cName' }];
const uint64Refs: ValidatorRef[] = [{ name: 'integer', options: { min: 0, max: '18446744073709551615' } }];
const floatRefs: ValidatorRef[] = [
  { name: 'floatRange', options: { min: 0, max: 1e6, maxExclusive: true } },
  { name: 'precisionLoss' },
];

const signals = Array.from({ length: 4_096 }, (_entry, index) => ({
  name: `Sig${index}`,
  start: index * 2,
  length: 2,
}));

describe('validators on 10 000 values', () => {
  bench('required + cName', () => {
    for (const value of shortNames) runValidators(nameRefs, value);
  });
  bench('integer within unsigned 64-bit (BigInt)', () => {
    for (const value of uint64Values) runValidators(uint64Refs, value);
  });
  bench('floatRange + precisionLoss', () => {
    for (const value of floats) runValidators(floatRefs, value);
  });
});

describe('bit layout', () => {
  bench('bitOverlap of 4 096 signals', () => {
    bitOverlap(signals);
  });
});
