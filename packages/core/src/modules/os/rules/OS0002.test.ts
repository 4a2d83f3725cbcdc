import { describe, expect, it } from 'vitest';
import { maxClockMhz } from '../../../catalogue/index.js';
import { OS0002 } from './OS0002.js';
import { OsFixture } from './os-fixture.js';

describe('OS0002 CPU frequency at most the chip clock', () => {
  const cases: [string, string, string, string[]][] = [
    ['TC275 at 200 MHz', 'TC275', '200', []],
    ['TC275 at 201 MHz', 'TC275', '201', ['/Os/OsOS OsCpuFrequency']],
    ['TC233 at 201 MHz', 'TC233', '201', ['/Os/OsOS OsCpuFrequency']],
    ['CYT2B9 at 160 MHz', 'CYT2B9', '160', []],
    ['CYT2B9 at 161 MHz', 'CYT2B9', '161', ['/Os/OsOS OsCpuFrequency']],
    ['S32K144 at 112 MHz', 'S32K144', '112', []],
    ['S32K144 at 113 MHz', 'S32K144', '113', ['/Os/OsOS OsCpuFrequency']],
    ['unknown chip', 'NOCHIP', '900', []],
  ];
  for (const [name, chip, mhz, expected] of cases) {
    it(name, () => {
      const f = OsFixture.base(chip);
      f.setOs({ OsCpuFrequency: mhz });
      expect(f.rows(OS0002)).toEqual(expected);
      if (expected.length > 0) expect(f.codes()).toEqual(['OS0002']);
    });
  }
  it('takes other chips from the catalogue', () => {
    const f = OsFixture.base('TC377');
    const max = maxClockMhz('TC377') ?? 0;
    f.setOs({ OsCpuFrequency: String(max + 1) });
    expect(f.messages(OS0002)).toEqual([
      `CPU frequency ${max + 1} MHz is above the ${max} MHz maximum clock of TC377`,
    ]);
  });
});
