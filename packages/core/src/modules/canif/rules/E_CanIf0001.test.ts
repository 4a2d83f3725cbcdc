import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { E_CanIf0001 } from './E_CanIf0001.js';

const HOH = '/CanIf/CanIfInitCfg/CanIfInitHohCfg_0';
const HRH = `${HOH}/CanIfHrhCfg_0`;

describe('E_CanIf0001 software filter only on BasicCAN', () => {
  const cases: [string, boolean, 'BASIC' | 'FULL' | null, string[]][] = [
    ['software filter on a FULL object', true, 'FULL', [`${HRH} CanIfHrhSoftwareFilter`]],
    ['software filter on a BASIC object', true, 'BASIC', []],
    ['no software filter on a FULL object', false, 'FULL', []],
    ['software filter without a hardware object', true, null, []],
  ];
  for (const [name, filter, handleType, expected] of cases) {
    it(name, () => {
      const fixture = new ProjectFixture(MODULE_DEFINITIONS);
      fixture.add('/CanIf/CanIfInitCfg', 'CanIfInitHohCfg');
      fixture.add(HOH, 'CanIfHrhCfg', { CanIfHrhSoftwareFilter: filter });
      if (handleType) {
        const object = fixture.add('/Can_0/CanConfigSet', 'CanHardwareObject', { CanHandleType: handleType });
        fixture.set(HRH, {}, { CanIfHrhIdSymRef: [object.id] });
      }
      expect(ruleRows(fixture, E_CanIf0001, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }

  it('says nothing without the Can module', () => {
    const fixture = new ProjectFixture(MODULE_DEFINITIONS.filter((d) => d.name !== 'Can'));
    fixture.add('/CanIf/CanIfInitCfg', 'CanIfInitHohCfg');
    fixture.add(HOH, 'CanIfHrhCfg', { CanIfHrhSoftwareFilter: true });
    expect(ruleRows(fixture, E_CanIf0001, MODULE_DEFINITIONS)).toEqual([]);
  });
});
