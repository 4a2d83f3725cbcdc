/**
 * The chip clock limit, stated once: a configured frequency is at most the highest clock of the project's
 * chip (`maxClockMhz` of the chip catalogue: 200 MHz TC233/TC275, 160 MHz CYT2B9, 112 MHz S32K144...).
 * The Os (OsCpuFrequency, MHz) and the Mcu (clock reference points, Hz) check their frequencies through it.
 */
import { maxClockMhz } from '../catalogue/chips.js';

/** The units frequencies are configured in. */
export type FrequencyUnit = 'Hz' | 'MHz';

const HZ_PER_UNIT: Readonly<Record<FrequencyUnit, number>> = { Hz: 1, MHz: 1_000_000 };

/** Message parameters of a frequency above the chip's clock: the value as configured, the maximum in MHz, the chip. */
export type ChipClockExcess = { value: string; max: number; chip: string };

/**
 * The message parameters when `frequency` (in `unit`) is above the highest clock of `chip`; undefined when
 * it is not, or when the catalogue does not know the chip.
 */
export function chipClockExcess(
  chip: string,
  frequency: bigint | number,
  unit: FrequencyUnit,
): ChipClockExcess | undefined {
  const max = maxClockMhz(chip);
  if (max === undefined) return undefined;
  const limit = (max * HZ_PER_UNIT.MHz) / HZ_PER_UNIT[unit];
  const above = typeof frequency === 'bigint' ? frequency > BigInt(limit) : frequency > limit;
  return above ? { value: String(frequency), max, chip } : undefined;
}
