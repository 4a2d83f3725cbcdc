import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { E_WdgIf0001 } from './E_WdgIf0001.js';

describe('E_WdgIf0001 unique device indexes', () => {
  const cases: [string, string[], string[]][] = [
    ['no device', [], []],
    ['one device', ['0'], []],
    ['distinct indexes', ['0', '1'], []],
    ['second repeats the first', ['1', '1'], ['/WdgIf/WdgIfDevice_1 WdgIfDeviceIndex']],
    [
      'all the same',
      ['0', '0', '0'],
      ['/WdgIf/WdgIfDevice_1 WdgIfDeviceIndex', '/WdgIf/WdgIfDevice_2 WdgIfDeviceIndex'],
    ],
  ];
  for (const [name, indexes, expected] of cases) {
    it(name, () => {
      const fixture = new ProjectFixture(MODULE_DEFINITIONS);
      for (const index of indexes) fixture.add('/WdgIf', 'WdgIfDevice', { WdgIfDeviceIndex: index });
      expect(ruleRows(fixture, E_WdgIf0001, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
