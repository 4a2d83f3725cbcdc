import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { E_IpduM0002 } from './E_IpduM0002.js';

const GENERAL = '/IpduM/IpduMGeneral';

describe('E_IpduM0002 TX pathways capped at the Max TX Pathway Count', () => {
  const cases: [string, string | undefined, number, string[]][] = [
    ['no count (E_IpduM0001 says so)', undefined, 3, []],
    ['below the count', '2', 1, []],
    ['at the count', '2', 2, []],
    ['above the count', '2', 3, [`${GENERAL} IpduMMaxTxPathwayCnt`]],
    ['count 0 with a pathway', '0', 1, [`${GENERAL} IpduMMaxTxPathwayCnt`]],
  ];
  for (const [name, max, count, expected] of cases) {
    it(name, () => {
      const fixture = new ProjectFixture(MODULE_DEFINITIONS);
      if (max !== undefined) fixture.set(GENERAL, { IpduMMaxTxPathwayCnt: max });
      for (let i = 0; i < count; i += 1) fixture.add('/IpduM/IpduMConfig', 'IpduMTxPathway');
      expect(ruleRows(fixture, E_IpduM0002, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
