import { describe, expect, it } from 'vitest';
import { MEMIF_MODULE, MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { W_MemIf0001 } from './W_MemIf0001.js';

describe('W_MemIf0001 MemIf without NvM blocks', () => {
  it('is quiet when NvM has blocks', () => {
    expect(ruleRows(new ProjectFixture(MODULE_DEFINITIONS), W_MemIf0001, MODULE_DEFINITIONS)).toEqual([]);
  });
  it('warns when only MemIf is enabled', () => {
    expect(ruleRows(new ProjectFixture([MEMIF_MODULE]), W_MemIf0001, [MEMIF_MODULE])).toEqual([
      '/MemIf/MemIfGeneral',
    ]);
  });
});
