import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, type ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { CHAIN, addAt, cmacJob, link } from '../crypto-fixture.js';
import { E_Csm0002 } from './E_Csm0002.js';

const ROW = `${CHAIN.job} CsmJobPrimitiveRef`;

describe('E_Csm0002 the driver object supports the job primitive', () => {
  const cases: [string, (f: ProjectFixture) => void, string[]][] = [
    ['AES-CMAC offered', () => undefined, []],
    [
      'the primitive offers several families, AES among them',
      (f) =>
        f.set(CHAIN.primitive, {
          CryptoPrimitiveAlgorithmFamily: ['CRYPTO_ALGOFAM_3DES', 'CRYPTO_ALGOFAM_AES'],
        }),
      [],
    ],
    ['another service', (f) => f.set(CHAIN.primitive, { CryptoPrimitiveService: 'MAC_VERIFY' }), [ROW]],
    [
      'another family',
      (f) => f.set(CHAIN.primitive, { CryptoPrimitiveAlgorithmFamily: ['CRYPTO_ALGOFAM_3DES'] }),
      [ROW],
    ],
    [
      'another mode',
      (f) => f.set(CHAIN.primitive, { CryptoPrimitiveAlgorithmMode: ['CRYPTO_ALGOMODE_HMAC'] }),
      [ROW],
    ],
    [
      'no primitive on the driver object',
      (f) => f.set(CHAIN.driverObject, {}, { CryptoPrimitiveRef: [] }),
      [ROW],
    ],
    [
      'a second primitive offers it',
      (f) => {
        f.set(CHAIN.primitive, { CryptoPrimitiveAlgorithmMode: ['CRYPTO_ALGOMODE_HMAC'] });
        const second = addAt(f, '/Crypto/CryptoPrimitives_0', 'CryptoPrimitive', {
          CryptoPrimitiveService: 'MAC_GENERATE',
          CryptoPrimitiveAlgorithmFamily: ['CRYPTO_ALGOFAM_AES'],
          CryptoPrimitiveAlgorithmMode: ['CRYPTO_ALGOMODE_CMAC'],
        });
        link(f, CHAIN.driverObject, { CryptoPrimitiveRef: [CHAIN.primitive, second] });
      },
      [],
    ],
    [
      'the chain breaks before the driver object (E_Csm0001)',
      (f) => {
        f.set(CHAIN.primitive, { CryptoPrimitiveService: 'HASH' });
        f.set(CHAIN.channel, {}, { CryIfDriverObjectRef: [] });
      },
      [],
    ],
    [
      'the job names no primitives (the generic E_0003)',
      (f) => f.set(CHAIN.job, {}, { CsmJobPrimitiveRef: [] }),
      [],
    ],
  ];
  for (const [name, change, expected] of cases) {
    it(name, () => {
      const fixture = cmacJob();
      change(fixture);
      expect(ruleRows(fixture, E_Csm0002, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
