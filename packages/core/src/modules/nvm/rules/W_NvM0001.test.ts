import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { verifyProject } from '../../../verify/engine.js';
import { ruleRows } from '../../rule-harness.js';
import { W_NvM0001 } from './W_NvM0001.js';

const BLOCK = '/NvM/NvMBlockDescriptor_0';

describe('W_NvM0001 RAM address unused with the synchronisation mechanism', () => {
  const cases: [string, Record<string, string | boolean>, string[]][] = [
    [
      'sync with RAM address',
      { NvMBlockUseSyncMechanism: true, NvMRamBlockDataAddress: '&Ram' },
      [`${BLOCK} NvMRamBlockDataAddress`],
    ],
    ['sync without RAM address', { NvMBlockUseSyncMechanism: true }, []],
    ['RAM address without sync', { NvMRamBlockDataAddress: '&Ram' }, []],
  ];
  for (const [name, values, expected] of cases) {
    it(name, () => {
      const fixture = new ProjectFixture(MODULE_DEFINITIONS);
      fixture.set(BLOCK, values);
      expect(ruleRows(fixture, W_NvM0001, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
  it('lands in the warning list', () => {
    const fixture = new ProjectFixture(MODULE_DEFINITIONS);
    fixture.set(BLOCK, { NvMBlockUseSyncMechanism: true, NvMRamBlockDataAddress: '&Ram' });
    const result = verifyProject(fixture.snapshot(), MODULE_DEFINITIONS);
    expect(result.warningList.map((r) => r.code)).toContain('W_NvM0001');
    expect(result.errList.map((r) => r.code)).not.toContain('W_NvM0001');
  });
});
