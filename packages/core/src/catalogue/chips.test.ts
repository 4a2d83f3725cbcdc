import { describe, expect, it } from 'vitest';
import {
  CHIP_IDS,
  CHIP_TARGETS,
  COMPILERS,
  chipById,
  compilerById,
  compilersForChip,
  coresForChip,
  maxClockMhz,
} from './chips.js';

/** The chip targets of spec section 1, spelled as the spec spells them. */
const SPEC_CHIPS = [
  'CYT2B9',
  'TC233',
  'TC275',
  'S32K144',
  'THA6',
  'YTM32B1ME0x',
  'MPC5777M',
  'SR5E1',
  'TTA8',
  'THA6206',
  'C3008',
  'TC499',
  'TC377',
  'THA6412',
];

describe('chip targets', () => {
  it('are exactly the 14 of the spec, in the spec order, with unique ids', () => {
    expect(CHIP_TARGETS.map((chip) => chip.id)).toEqual(SPEC_CHIPS);
    expect([...CHIP_IDS]).toEqual(SPEC_CHIPS);
  });

  it.each([
    ['TC233', 200],
    ['TC275', 200],
    ['CYT2B9', 160],
    ['S32K144', 112],
  ])('%s allows the OS the spec clock of %i MHz, confirmed', (chipId, mhz) => {
    expect(maxClockMhz(chipId)).toBe(mhz);
    expect(chipById(chipId)?.toConfirm).not.toContain('maxClockMhz');
  });

  it.each(CHIP_TARGETS.map((chip) => [chip.id, chip] as const))('%s has sane data', (_, chip) => {
    expect(chip.cores.length).toBeGreaterThanOrEqual(1);
    expect(chip.cores.map((core) => core.coreId)).toEqual(chip.cores.map((_core, index) => index));
    expect(chip.cores.filter((core) => core.masterCapable).map((core) => core.coreId)).toEqual([0]);
    expect(new Set(chip.cores.map((core) => core.hardwareCore)).size).toBe(chip.cores.length);
    expect(chip.maxClockMhz).toBeGreaterThan(0);
    expect(chip.maxClockMhz).toBeLessThanOrEqual(1000);
    expect(Number.isInteger(chip.maxClockMhz)).toBe(true);
    expect(chip.compilers.length).toBeGreaterThanOrEqual(1);
    expect(new Set(chip.compilers).size).toBe(chip.compilers.length);
    for (const compiler of chip.compilers) expect(compilerById(compiler), compiler).toBeDefined();
    expect(chip.descriptionKey).toBe(`catalogue.chip.${chip.id}`);
    expect(chip.vendor.trim()).not.toBe('');
  });

  it.each([
    ['TC233', 1],
    ['TC275', 3],
    ['TC377', 3],
    ['TC499', 6],
    ['S32K144', 1],
    ['CYT2B9', 2],
    ['SR5E1', 2],
    ['THA6206', 2],
    ['THA6412', 4],
  ])('%s has %i hardware cores', (chipId, count) => {
    expect(coresForChip(chipId)).toHaveLength(count);
  });

  it('describes the AURIX TC27x cores as one TC1.6E and two TC1.6P, the first two in lockstep', () => {
    expect(coresForChip('TC275').map((core) => [core.coreType, core.lockstep])).toEqual([
      ['TriCore TC1.6E', true],
      ['TriCore TC1.6P', true],
      ['TriCore TC1.6P', false],
    ]);
  });

  it('notes lockstep cores on TC499 (four of six)', () => {
    expect(coresForChip('TC499').filter((core) => core.lockstep)).toHaveLength(4);
  });

  it('offers the TriCore compilers for AURIX and the Arm ones for Cortex-M', () => {
    expect(compilersForChip('TC275').map((compiler) => compiler.name)).toEqual([
      'Tasking',
      'HighTec GCC',
      'GHS',
      'Windriver Diab',
    ]);
    expect(compilersForChip('S32K144').map((compiler) => compiler.name)).toContain('S32DS GCC');
    for (const chip of CHIP_TARGETS.filter((target) => target.architecture === 'TriCore')) {
      expect(chip.compilers, chip.id).toContain('tasking');
      expect(chip.compilers, chip.id).not.toContain('iar');
    }
    for (const chip of CHIP_TARGETS.filter((target) => target.architecture === 'Arm Cortex-M')) {
      expect(chip.compilers, chip.id).not.toContain('tasking');
    }
  });

  it('answers nothing for an unknown chip', () => {
    expect(chipById('TC999')).toBeUndefined();
    expect(compilersForChip('TC999')).toEqual([]);
    expect(coresForChip('TC999')).toEqual([]);
    expect(maxClockMhz('TC999')).toBeUndefined();
    expect(chipById('tc275')).toBeUndefined();
  });

  it('has unique compiler ids and names', () => {
    expect(new Set(COMPILERS.map((compiler) => compiler.id)).size).toBe(COMPILERS.length);
    expect(new Set(COMPILERS.map((compiler) => compiler.name)).size).toBe(COMPILERS.length);
  });
});
