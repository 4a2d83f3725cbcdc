import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, type ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { CHAIN, cmacJob, link } from '../crypto-fixture.js';
import { E_Csm0001 } from './E_Csm0001.js';

describe('E_Csm0001 a job reaches its driver object and its Crypto key', () => {
  const cases: [string, (f: ProjectFixture) => void, string[]][] = [
    ['a complete chain', () => undefined, []],
    [
      'the job names no queue (the generic E_0003 reports it)',
      (f) => f.set(CHAIN.job, {}, { CsmJobQueueRef: [] }),
      [],
    ],
    [
      'the queue names no channel',
      (f) => f.set(CHAIN.queue, {}, { CsmChannelRef: [] }),
      [`${CHAIN.job} CsmJobQueueRef`],
    ],
    [
      'the queue names a CryIf key',
      (f) => link(f, CHAIN.queue, { CsmChannelRef: [CHAIN.cryIfKey] }),
      [`${CHAIN.job} CsmJobQueueRef`],
    ],
    [
      'the channel names no driver object',
      (f) => f.set(CHAIN.channel, {}, { CryIfDriverObjectRef: [] }),
      [`${CHAIN.job} CsmJobQueueRef`],
    ],
    [
      'the driver object lacks the primitive (E_Csm0002)',
      (f) => f.set(CHAIN.driverObject, {}, { CryptoPrimitiveRef: [] }),
      [],
    ],
    [
      'the job names no key (the generic E_0003 reports it)',
      (f) => f.set(CHAIN.job, {}, { CsmJobKeyRef: [] }),
      [],
    ],
    [
      'the Csm key names no CryIf key',
      (f) => f.set(CHAIN.csmKey, {}, { CsmKeyRef: [] }),
      [`${CHAIN.job} CsmJobKeyRef`],
    ],
    [
      'the CryIf key names a deleted Crypto key',
      (f) => f.set(CHAIN.cryIfKey, {}, { CryIfKeyRef: ['gone'] }),
      [`${CHAIN.job} CsmJobKeyRef`],
    ],
    [
      'the Crypto key has no key type',
      (f) => f.set(CHAIN.cryptoKey, {}, { CryptoKeyTypeRef: [] }),
      [`${CHAIN.job} CsmJobKeyRef`],
    ],
    [
      'both paths broken',
      (f) => {
        f.set(CHAIN.queue, {}, { CsmChannelRef: [] });
        f.set(CHAIN.csmKey, {}, { CsmKeyRef: [] });
      },
      [`${CHAIN.job} CsmJobQueueRef`, `${CHAIN.job} CsmJobKeyRef`],
    ],
  ];
  for (const [name, change, expected] of cases) {
    it(name, () => {
      const fixture = cmacJob();
      change(fixture);
      expect(ruleRows(fixture, E_Csm0001, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
