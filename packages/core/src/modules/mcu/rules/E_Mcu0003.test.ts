import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { E_Mcu0003 } from './E_Mcu0003.js';

const CONFIG = '/Mcu/McuModuleConfiguration';
const row = (n: number): string => `${CONFIG}/McuRamSectorSettingConf_${n} McuRamSectionBaseAddress`;

describe('E_Mcu0003 RAM sections do not overlap', () => {
  /** Sections as [base address, size]. */
  const cases: [string, [string, string][], string[]][] = [
    ['no section', [], []],
    ['one section', [['0x70000000', '0x1000']], []],
    [
      'adjacent sections',
      [
        ['1879048192', '4096'],
        ['1879052288', '4096'],
      ],
      [],
    ],
    [
      'second starts inside the first',
      [
        ['1000', '100'],
        ['1099', '10'],
      ],
      [row(1)],
    ],
    [
      'a later section below an earlier one that it reaches into',
      [
        ['2000', '100'],
        ['1950', '51'],
      ],
      [row(0)],
    ],
    [
      'one section inside a large one, a third after both',
      [
        ['0', '1000'],
        ['100', '10'],
        ['500', '10'],
        ['1000', '8'],
      ],
      [row(1), row(2)],
    ],
    [
      'same base twice',
      [
        ['64', '8'],
        ['64', '8'],
      ],
      [row(1)],
    ],
    [
      'an empty section covers nothing',
      [
        ['64', '8'],
        ['66', '0'],
      ],
      [],
    ],
  ];
  for (const [name, sections, expected] of cases) {
    it(name, () => {
      const fixture = new ProjectFixture(MODULE_DEFINITIONS);
      for (const [base, size] of sections)
        fixture.add(CONFIG, 'McuRamSectorSettingConf', {
          McuRamSectionBaseAddress: base,
          McuRamSectionSize: size,
        });
      expect(ruleRows(fixture, E_Mcu0003, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
