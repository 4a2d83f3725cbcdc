import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { E_Can0002 } from './E_Can0002.js';

const SET = '/Can_0/CanConfigSet';
const C0 = `${SET}/CanController_0`;
const C1 = `${SET}/CanController_1`;

describe("E_Can0002 a controller's default baud rate is its own", () => {
  const cases: [string, string | null, string[]][] = [
    ['not chosen (the reference check says so)', null, []],
    ['its own configuration', `${C0}/CanControllerBaudrateConfig_0`, []],
    [
      "another controller's configuration",
      `${C1}/CanControllerBaudrateConfig_0`,
      [`${C0} CanControllerDefaultBaudrate`],
    ],
  ];
  for (const [name, targetPath, expected] of cases) {
    it(name, () => {
      const fixture = new ProjectFixture(MODULE_DEFINITIONS);
      fixture.add(SET, 'CanController', { CanControllerId: '0' });
      fixture.add(SET, 'CanController', { CanControllerId: '1' });
      if (targetPath) fixture.set(C0, {}, { CanControllerDefaultBaudrate: [fixture.get(targetPath).id] });
      expect(ruleRows(fixture, E_Can0002, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
