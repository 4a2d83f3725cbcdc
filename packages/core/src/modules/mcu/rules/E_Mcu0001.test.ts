import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { verifyProject } from '../../../verify/engine.js';
import { ruleRows } from '../../rule-harness.js';
import { E_Mcu0001 } from './E_Mcu0001.js';

const CONFIG = '/Mcu/McuModuleConfiguration';
const FIRST = `${CONFIG}/McuClockSettingConfig_0`;
const PARAM = 'McuClockReferencePointFrequency';

describe('E_Mcu0001 clock reference points at most the chip clock', () => {
  /** [name, chip, frequencies (Hz) of the first setting's points, of a second setting's, expected rows]. */
  const cases: [string, string, string[], string[], string[]][] = [
    ['TC275 at 200 MHz', 'TC275', ['200000000'], [], []],
    ['TC275 above 200 MHz', 'TC275', ['200000001'], [], [`${FIRST}/McuClockReferencePoint_0 ${PARAM}`]],
    ['TC233 at 250 MHz', 'TC233', ['250e6'], [], [`${FIRST}/McuClockReferencePoint_0 ${PARAM}`]],
    ['CYT2B9 at 160 MHz', 'CYT2B9', ['160000000'], [], []],
    ['CYT2B9 at 160.5 MHz', 'CYT2B9', ['160500000'], [], [`${FIRST}/McuClockReferencePoint_0 ${PARAM}`]],
    [
      'S32K144: the points above 112 MHz, in every setting',
      'S32K144',
      ['8000000', '113000000', '112000000'],
      ['48000000', '120000000'],
      [
        `${FIRST}/McuClockReferencePoint_1 ${PARAM}`,
        `${CONFIG}/McuClockSettingConfig_1/McuClockReferencePoint_1 ${PARAM}`,
      ],
    ],
    ['unknown chip', 'NOCHIP', ['900000000'], [], []],
  ];
  for (const [name, chip, first, second, expected] of cases) {
    it(name, () => {
      const fixture = new ProjectFixture(MODULE_DEFINITIONS, chip);
      const [head, ...rest] = first;
      fixture.set(`${FIRST}/McuClockReferencePoint_0`, { [PARAM]: head });
      for (const hz of rest) fixture.add(FIRST, 'McuClockReferencePoint', { [PARAM]: hz });
      if (second.length > 0) {
        const setting = fixture.add(CONFIG, 'McuClockSettingConfig');
        const path = `${CONFIG}/${setting.shortName}`;
        const [own, ...more] = second;
        fixture.set(`${path}/McuClockReferencePoint_0`, { [PARAM]: own });
        for (const hz of more) fixture.add(path, 'McuClockReferencePoint', { [PARAM]: hz });
      }
      expect(ruleRows(fixture, E_Mcu0001, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }

  it('names the value, the limit and the chip', () => {
    const fixture = new ProjectFixture(MODULE_DEFINITIONS, 'S32K144');
    fixture.set(`${FIRST}/McuClockReferencePoint_0`, { [PARAM]: '120000000' });
    const { errList } = verifyProject(fixture.snapshot(), MODULE_DEFINITIONS, { language: 'en_us' });
    expect(errList.filter((row) => row.code === 'E_Mcu0001').map((row) => row.message)).toEqual([
      'Clock reference point frequency 120000000 Hz is above the 112 MHz maximum clock of S32K144',
    ]);
  });
});
