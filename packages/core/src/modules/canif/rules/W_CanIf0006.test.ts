import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { W_CanIf0006 } from './W_CanIf0006.js';

const BUFFERS = '/CanIf/CanIfInitCfg/CanIfBufferCfg';

describe('W_CanIf0006 buffer sizes 0 without Tx buffering', () => {
  const cases: [string, boolean, string[], string[]][] = [
    ['buffering off, sizes 0', false, ['0', '0'], []],
    ['buffering off, second buffer sized', false, ['0', '3'], [`${BUFFERS}_1 CanIfBufferSize`]],
    ['buffering on, buffers sized', true, ['2', '3'], []],
  ];
  for (const [name, buffering, sizes, expected] of cases) {
    it(name, () => {
      const fixture = new ProjectFixture(MODULE_DEFINITIONS);
      fixture.set('/CanIf/CanIfPublicCfg', { CanIfPublicTxBuffering: buffering });
      for (const size of sizes)
        fixture.add('/CanIf/CanIfInitCfg', 'CanIfBufferCfg', { CanIfBufferSize: size });
      expect(ruleRows(fixture, W_CanIf0006, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
