import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, type ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { CHAIN, addAt, cmacJob, link } from '../crypto-fixture.js';
import { E_Csm0003 } from './E_Csm0003.js';

const ROW = `${CHAIN.job} CsmJobKeyRef`;

/** Points the job at a new primitive configuration of `service` with the given values. */
function useService(f: ProjectFixture, service: string, values: Record<string, string>): void {
  const primitives = addAt(f, '/Csm', 'CsmPrimitives');
  addAt(f, primitives, `Csm${service}`);
  f.set(`${primitives}/Csm${service}/Csm${service}Config`, values);
  link(f, CHAIN.job, { CsmJobPrimitiveRef: [primitives] });
}

describe('E_Csm0003 the key has the key elements the primitive needs', () => {
  const cases: [string, (f: ProjectFixture) => void, string[]][] = [
    ['a MAC key (id 1) for MAC generate', () => undefined, []],
    ['no element with id 1', (f) => f.set(CHAIN.keyElement, { CryptoKeyElementId: '2' }), [ROW]],
    [
      'random generation needs a seed state (id 3)',
      (f) => useService(f, 'RandomGenerate', { CsmRandomGenerateAlgorithmFamily: 'CRYPTO_ALGOFAM_RNG' }),
      [ROW],
    ],
    [
      'random generation with its seed state',
      (f) => {
        useService(f, 'RandomGenerate', { CsmRandomGenerateAlgorithmFamily: 'CRYPTO_ALGOFAM_RNG' });
        f.set(CHAIN.keyElement, { CryptoKeyElementId: '3' });
      },
      [],
    ],
    [
      'AES-CBC needs an IV (id 5) besides the cipher key',
      (f) =>
        useService(f, 'Encrypt', {
          CsmEncryptAlgorithmFamily: 'CRYPTO_ALGOFAM_AES',
          CsmEncryptAlgorithmMode: 'CRYPTO_ALGOMODE_CBC',
        }),
      [ROW],
    ],
    [
      'AES-ECB needs the cipher key only',
      (f) =>
        useService(f, 'Encrypt', {
          CsmEncryptAlgorithmFamily: 'CRYPTO_ALGOFAM_AES',
          CsmEncryptAlgorithmMode: 'CRYPTO_ALGOMODE_ECB',
        }),
      [],
    ],
    [
      'a hash needs no key element',
      (f) => useService(f, 'Hash', { CsmHashAlgorithmFamily: 'CRYPTO_ALGOFAM_SHA2_256' }),
      [],
    ],
    [
      'the key path breaks before the key type (E_Csm0001)',
      (f) => {
        f.set(CHAIN.keyElement, { CryptoKeyElementId: '2' });
        f.set(CHAIN.cryptoKey, {}, { CryptoKeyTypeRef: [] });
      },
      [],
    ],
  ];
  for (const [name, change, expected] of cases) {
    it(name, () => {
      const fixture = cmacJob();
      change(fixture);
      expect(ruleRows(fixture, E_Csm0003, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
