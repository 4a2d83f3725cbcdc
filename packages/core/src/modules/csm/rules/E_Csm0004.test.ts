import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, type ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { CHAIN, cmacJob, link } from '../crypto-fixture.js';
import { E_Csm0004 } from './E_Csm0004.js';

const ROW = `${CHAIN.job} CsmJobPrimitiveCallbackRef`;

describe('E_Csm0004 asynchronous jobs name a callback', () => {
  const cases: [string, (f: ProjectFixture) => void, string[]][] = [
    ['synchronous without callback', () => undefined, []],
    [
      'asynchronous without callback',
      (f) => f.set(CHAIN.macConfig, { CsmMacGenerateProcessing: 'CSM_ASYNCHRONOUS' }),
      [ROW],
    ],
    ['asynchronous by default', (f) => f.set(CHAIN.macConfig, { CsmMacGenerateProcessing: '' }), [ROW]],
    [
      'asynchronous with its callback',
      (f) => {
        f.set(CHAIN.macConfig, { CsmMacGenerateProcessing: 'CSM_ASYNCHRONOUS' });
        f.add('/Csm', 'CsmCallbacks');
        link(f, CHAIN.job, { CsmJobPrimitiveCallbackRef: [CHAIN.callback] });
      },
      [],
    ],
  ];
  for (const [name, change, expected] of cases) {
    it(name, () => {
      const fixture = cmacJob();
      change(fixture);
      expect(ruleRows(fixture, E_Csm0004, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
