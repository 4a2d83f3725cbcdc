import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { E_NvM0008 } from './E_NvM0008.js';

describe('E_NvM0008 immediate priority needs prioritization and a queue', () => {
  const cases: [string, Record<string, string | boolean>, string, string[]][] = [
    ['standard priority', { NvMJobPrioritization: false }, '1', []],
    [
      'immediate without prioritization',
      { NvMJobPrioritization: false },
      '0',
      ['/NvM/NvMBlockDescriptor_0 NvMBlockJobPriority'],
    ],
    [
      'immediate without queue',
      { NvMJobPrioritization: true },
      '0',
      ['/NvM/NvMCommon NvMSizeImmediateJobQueue'],
    ],
    ['immediate with queue', { NvMJobPrioritization: true, NvMSizeImmediateJobQueue: '4' }, '0', []],
  ];
  for (const [name, common, priority, expected] of cases) {
    it(name, () => {
      const fixture = new ProjectFixture(MODULE_DEFINITIONS);
      fixture.set('/NvM/NvMCommon', common);
      fixture.set('/NvM/NvMBlockDescriptor_0', { NvMBlockJobPriority: priority });
      expect(ruleRows(fixture, E_NvM0008, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
