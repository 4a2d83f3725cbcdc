import { describe, expect, it } from 'vitest';
import { chipClockExcess, type FrequencyUnit } from './chip-clock.js';

describe('chipClockExcess', () => {
  const cases: [string, string, bigint | number, FrequencyUnit, ReturnType<typeof chipClockExcess>][] = [
    ['TC275 at its maximum in MHz', 'TC275', 200n, 'MHz', undefined],
    ['TC275 above in MHz', 'TC275', 201n, 'MHz', { value: '201', max: 200, chip: 'TC275' }],
    ['TC275 at its maximum in Hz', 'TC275', 200_000_000, 'Hz', undefined],
    ['TC275 one Hz above', 'TC275', 200_000_001, 'Hz', { value: '200000001', max: 200, chip: 'TC275' }],
    ['CYT2B9 at 160 MHz', 'CYT2B9', 160, 'MHz', undefined],
    [
      'S32K144 at 112.5 MHz in Hz',
      'S32K144',
      112_500_000,
      'Hz',
      { value: '112500000', max: 112, chip: 'S32K144' },
    ],
    ['an unknown chip', 'NOCHIP', 10n ** 12n, 'Hz', undefined],
  ];
  for (const [name, chip, frequency, unit, expected] of cases)
    it(name, () => expect(chipClockExcess(chip, frequency, unit)).toEqual(expected));
});
