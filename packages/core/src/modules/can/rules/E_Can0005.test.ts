import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { E_Can0005 } from './E_Can0005.js';

const SET = '/Can_0/CanConfigSet';
const C0 = `${SET}/CanController_0`;

describe('E_Can0005 unique baud rate configuration ids within a controller', () => {
  const cases: [string, string[], string[]][] = [
    ['one configuration', ['0'], []],
    ['distinct ids', ['0', '1', '2'], []],
    ['a repeated id', ['0', '1', '1'], [`${C0}/CanControllerBaudrateConfig_2 CanControllerBaudRateConfigID`]],
  ];
  for (const [name, ids, expected] of cases) {
    it(name, () => {
      const fixture = new ProjectFixture(MODULE_DEFINITIONS);
      fixture.add(SET, 'CanController', { CanControllerId: '0' });
      fixture.set(`${C0}/CanControllerBaudrateConfig_0`, { CanControllerBaudRateConfigID: ids[0] });
      for (const id of ids.slice(1))
        fixture.add(C0, 'CanControllerBaudrateConfig', { CanControllerBaudRateConfigID: id });
      expect(ruleRows(fixture, E_Can0005, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }

  it('lets two controllers use the same ids', () => {
    const fixture = new ProjectFixture(MODULE_DEFINITIONS);
    fixture.add(SET, 'CanController', { CanControllerId: '0' });
    fixture.add(SET, 'CanController', { CanControllerId: '1' });
    expect(ruleRows(fixture, E_Can0005, MODULE_DEFINITIONS)).toEqual([]);
  });
});
