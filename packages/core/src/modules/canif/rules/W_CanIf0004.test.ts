import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { W_CanIf0004 } from './W_CanIf0004.js';

describe('W_CanIf0004 Tx buffering with a Tx buffer', () => {
  const cases: [string, boolean, string[], string[]][] = [
    ['buffering on, no buffer', true, [], ['/CanIf/CanIfPublicCfg CanIfPublicTxBuffering']],
    ['buffering on, buffers of size 0', true, ['0', '0'], ['/CanIf/CanIfPublicCfg CanIfPublicTxBuffering']],
    ['buffering on, one buffer of size 4', true, ['0', '4'], []],
    ['buffering off, no buffer', false, [], []],
  ];
  for (const [name, buffering, sizes, expected] of cases) {
    it(name, () => {
      const fixture = new ProjectFixture(MODULE_DEFINITIONS);
      fixture.set('/CanIf/CanIfPublicCfg', { CanIfPublicTxBuffering: buffering });
      for (const size of sizes)
        fixture.add('/CanIf/CanIfInitCfg', 'CanIfBufferCfg', { CanIfBufferSize: size });
      expect(ruleRows(fixture, W_CanIf0004, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
