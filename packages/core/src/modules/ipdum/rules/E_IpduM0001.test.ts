import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { E_IpduM0001 } from './E_IpduM0001.js';

const CONFIG = '/IpduM/IpduMConfig';

describe('E_IpduM0001 Max TX Pathway Count set before a TX pathway', () => {
  const cases: [string, string | undefined, number, string[]][] = [
    ['no pathway, no count', undefined, 0, []],
    ['pathways with a count', '2', 2, []],
    ['one pathway without a count', undefined, 1, [`${CONFIG}/IpduMTxPathway_0`]],
    [
      'two pathways without a count',
      undefined,
      2,
      [`${CONFIG}/IpduMTxPathway_0`, `${CONFIG}/IpduMTxPathway_1`],
    ],
  ];
  for (const [name, max, count, expected] of cases) {
    it(name, () => {
      const fixture = new ProjectFixture(MODULE_DEFINITIONS);
      if (max !== undefined) fixture.set('/IpduM/IpduMGeneral', { IpduMMaxTxPathwayCnt: max });
      for (let i = 0; i < count; i += 1) fixture.add(CONFIG, 'IpduMTxPathway');
      expect(ruleRows(fixture, E_IpduM0001, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
