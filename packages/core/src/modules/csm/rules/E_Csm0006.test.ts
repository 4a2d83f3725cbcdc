import { describe, expect, it } from 'vitest';
import { verifyProject } from '../../../verify/engine.js';
import { MODULE_DEFINITIONS, type ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { CHAIN, addAt, cmacJob } from '../crypto-fixture.js';
import { E_Csm0006 } from './E_Csm0006.js';

describe('E_Csm0006 sizes fit the algorithm', () => {
  const cases: [string, (f: ProjectFixture) => void, string[]][] = [
    ['AES-128 CMAC, 16-byte key and result', () => undefined, []],
    [
      'a 32-byte key element holds a 16-byte key',
      (f) => f.set(CHAIN.keyElement, { CryptoKeyElementSize: '32' }),
      [],
    ],
    [
      'an 8-byte key element',
      (f) => f.set(CHAIN.keyElement, { CryptoKeyElementSize: '8' }),
      [`${CHAIN.job} CsmJobKeyRef`],
    ],
    [
      'AES-256: a 16-byte element is too small',
      (f) => f.set(CHAIN.macConfig, { CsmMacGenerateKeyLength: '32' }),
      [`${CHAIN.job} CsmJobKeyRef`],
    ],
    [
      'AES has no 20-byte keys',
      (f) => {
        f.set(CHAIN.macConfig, { CsmMacGenerateKeyLength: '20' });
        f.set(CHAIN.keyElement, { CryptoKeyElementSize: '32' });
      },
      [`${CHAIN.macConfig} CsmMacGenerateKeyLength`],
    ],
    [
      'a CMAC longer than the AES block',
      (f) => f.set(CHAIN.macConfig, { CsmMacGenerateResultLength: '17' }),
      [`${CHAIN.macConfig} CsmMacGenerateResultLength`],
    ],
    ['a truncated CMAC', (f) => f.set(CHAIN.macConfig, { CsmMacGenerateResultLength: '8' }), []],
    [
      'HMAC-SHA-256 up to 32 bytes, with any key size',
      (f) =>
        f.set(CHAIN.macConfig, {
          CsmMacGenerateAlgorithmFamily: 'CRYPTO_ALGOFAM_SHA2_256',
          CsmMacGenerateAlgorithmMode: 'CRYPTO_ALGOMODE_HMAC',
          CsmMacGenerateKeyLength: '',
          CsmMacGenerateResultLength: '32',
        }),
      [],
    ],
    [
      'HMAC-SHA-256 of 33 bytes',
      (f) =>
        f.set(CHAIN.macConfig, {
          CsmMacGenerateAlgorithmFamily: 'CRYPTO_ALGOFAM_SHA2_256',
          CsmMacGenerateAlgorithmMode: 'CRYPTO_ALGOMODE_HMAC',
          CsmMacGenerateResultLength: '33',
        }),
      [`${CHAIN.macConfig} CsmMacGenerateResultLength`],
    ],
    [
      'a SHA-256 hash of 32 bytes, and one of 40',
      (f) => {
        for (const length of ['32', '40']) {
          const primitives = addAt(f, '/Csm', 'CsmPrimitives');
          addAt(f, primitives, 'CsmHash');
          f.set(`${primitives}/CsmHash/CsmHashConfig`, {
            CsmHashAlgorithmFamily: 'CRYPTO_ALGOFAM_SHA2_256',
            CsmHashResultLength: length,
          });
        }
      },
      ['/Csm/CsmPrimitives_2/CsmHash/CsmHashConfig CsmHashResultLength'],
    ],
  ];
  for (const [name, change, expected] of cases) {
    it(name, () => {
      const fixture = cmacJob();
      change(fixture);
      expect(ruleRows(fixture, E_Csm0006, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }

  it('says what the key element holds and what the algorithm needs', () => {
    const fixture = cmacJob();
    fixture.set(CHAIN.keyElement, { CryptoKeyElementSize: '8' });
    const messages = (language: 'en_us' | 'zh_cn') =>
      verifyProject(fixture.snapshot(), MODULE_DEFINITIONS, { language })
        .errList.filter((row) => row.code === 'E_Csm0006')
        .map((row) => row.message);
    expect(messages('en_us')).toEqual(['The MAC key holds at most 8 bytes; AES-CMAC needs 16 bytes']);
    expect(messages('zh_cn')).toEqual(['MAC 密钥最多 8 字节，AES-CMAC 需要 16 字节']);
  });
});
