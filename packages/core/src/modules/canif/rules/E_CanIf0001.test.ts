import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { E_CanIf0001 } from './E_CanIf0001.js';

describe('E_CanIf0001 buffer size within CanIfMaxBufferSize', () => {
  const cases: [string, string, string[], string[]][] = [
    ['no buffer', '0', [], []],
    ['sizes up to the maximum', '8', ['0', '8'], []],
    ['one above', '8', ['8', '9'], ['/CanIf/CanIfInitCfg/CanIfBufferCfg_1 CanIfBufferSize']],
    ['default maximum 0', '0', ['1'], ['/CanIf/CanIfInitCfg/CanIfBufferCfg_0 CanIfBufferSize']],
  ];
  for (const [name, max, sizes, expected] of cases) {
    it(name, () => {
      const fixture = new ProjectFixture(MODULE_DEFINITIONS);
      fixture.set('/CanIf/CanIfInitCfg', { CanIfMaxBufferSize: max });
      for (const size of sizes)
        fixture.add('/CanIf/CanIfInitCfg', 'CanIfBufferCfg', { CanIfBufferSize: size });
      expect(ruleRows(fixture, E_CanIf0001, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
