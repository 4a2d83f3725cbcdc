import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { CHAIN, cmacJob } from '../crypto-fixture.js';
import { E_Csm0005 } from './E_Csm0005.js';

describe('E_Csm0005 Csm queues hold at least one job', () => {
  const cases: [string, string, string[]][] = [
    ['size 1', '1', []],
    ['size 8', '8', []],
    ['size 0', '0', [`${CHAIN.queue} CsmQueueSize`]],
  ];
  for (const [name, size, expected] of cases) {
    it(name, () => {
      const fixture = cmacJob();
      fixture.set(CHAIN.queue, { CsmQueueSize: size });
      expect(ruleRows(fixture, E_Csm0005, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }

  it('leaves a driver object without queueing (CryptoQueueSize 0, the SWS allows it) alone', () => {
    const fixture = cmacJob();
    fixture.set(CHAIN.driverObject, { CryptoQueueSize: '0' });
    expect(ruleRows(fixture, E_Csm0005, MODULE_DEFINITIONS)).toEqual([]);
    expect(ruleRows(new ProjectFixture(MODULE_DEFINITIONS), E_Csm0005, MODULE_DEFINITIONS)).toEqual([]);
  });
});
