import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { CONFIG_SET, demProject, event } from '../dem-fixture.js';
import { E_Dem0008 } from './E_Dem0008.js';

describe('E_Dem0008 unique event ids', () => {
  const cases: [string, (string | undefined)[], string[]][] = [
    ['none', [], []],
    ['new events take the next free id', [undefined, undefined, undefined], []],
    ['distinct', ['1', '2'], []],
    ['an id twice', ['1', '2', '1'], [`${CONFIG_SET}/DemEventParameter_2 DemEventId`]],
  ];
  for (const [name, ids, expected] of cases) {
    it(name, () => {
      const fixture = demProject();
      for (const id of ids) event(fixture, id === undefined ? {} : { id });
      expect(ruleRows(fixture, E_Dem0008, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
