import { describe, expect, it } from 'vitest';
import { snapshotReader } from '../../verify/views.js';
import { MODULE_DEFINITIONS, type ProjectFixture } from '../index.js';
import { CHAIN, addAt, cmacJob, link } from './crypto-fixture.js';
import { cryptoJobChains, type JobChain } from './job-chain.js';

const states = (chain: JobChain | undefined) => ({
  processing: chain?.processingPath.map((l) => `${l.kind}:${l.state}`).join(' '),
  key: chain?.keyPath.map((l) => `${l.kind}:${l.state}`).join(' '),
  problems: [...(chain?.processingPath ?? []), ...(chain?.keyPath ?? [])]
    .map((l) => l.problem?.en_us)
    .filter((p) => p !== undefined),
});

const ALL_OK = {
  processing: 'job:ok queue:ok channel:ok driverObject:ok primitive:ok',
  key: 'job:ok csmKey:ok cryIfKey:ok cryptoKey:ok keyType:ok',
  problems: [],
};

describe('cryptoJobChains', () => {
  it('follows a complete AES-CMAC job through Csm, CryIf and Crypto', () => {
    const [chain] = cryptoJobChains(cmacJob().snapshot());
    expect(chain).toMatchObject({
      job: { name: 'CsmJob_0', path: CHAIN.job },
      service: 'MAC_GENERATE',
      family: 'CRYPTO_ALGOFAM_AES',
      mode: 'CRYPTO_ALGOMODE_CMAC',
      processing: 'CSM_SYNCHRONOUS',
      complete: true,
    });
    expect(chain?.processingPath.map((l) => [l.module, l.path])).toEqual([
      ['Csm', CHAIN.job],
      ['Csm', CHAIN.queue],
      ['CryIf', CHAIN.channel],
      ['Crypto', CHAIN.driverObject],
      ['Crypto', CHAIN.primitive],
    ]);
    expect(chain?.keyPath.map((l) => l.path)).toEqual([
      CHAIN.job,
      CHAIN.csmKey,
      CHAIN.cryIfKey,
      CHAIN.cryptoKey,
      CHAIN.keyType,
    ]);
    expect(chain?.keyElements).toEqual([
      {
        id: expect.any(String),
        name: 'CryptoKeyElement_0',
        elementId: 1,
        size: 16,
        role: { zh_cn: 'MAC 密钥', en_us: 'MAC key' },
        needed: true,
        present: true,
      },
    ]);
  });

  const cases: [string, (f: ProjectFixture) => void, ReturnType<typeof states>][] = [
    ['nothing changed', () => undefined, ALL_OK],
    [
      'a job without queue: the rest of the path is missing without problems of its own',
      (f) => f.set(CHAIN.job, {}, { CsmJobQueueRef: [] }),
      {
        ...ALL_OK,
        processing: 'job:ok queue:missing channel:missing driverObject:missing primitive:missing',
        problems: ['The job names no Csm queue'],
      },
    ],
    [
      'a queue naming a CryIf key instead of a channel',
      (f) => link(f, CHAIN.queue, { CsmChannelRef: [CHAIN.cryIfKey] }),
      {
        ...ALL_OK,
        processing: 'job:ok queue:ok channel:broken driverObject:missing primitive:missing',
        problems: ['The Csm queue CsmQueue_0 names no existing CryIf channel'],
      },
    ],
    [
      'a queue naming a deleted channel',
      (f) => f.set(CHAIN.queue, {}, { CsmChannelRef: ['gone'] }),
      {
        ...ALL_OK,
        processing: 'job:ok queue:ok channel:broken driverObject:missing primitive:missing',
        problems: ['The Csm queue CsmQueue_0 names no existing CryIf channel'],
      },
    ],
    [
      'a channel without driver object',
      (f) => f.set(CHAIN.channel, {}, { CryIfDriverObjectRef: [] }),
      {
        ...ALL_OK,
        processing: 'job:ok queue:ok channel:ok driverObject:missing primitive:missing',
        problems: ['The CryIf channel CryIfChannel_0 names no Crypto driver object'],
      },
    ],
    [
      'a driver object offering HMAC only',
      (f) => f.set(CHAIN.primitive, { CryptoPrimitiveAlgorithmMode: ['CRYPTO_ALGOMODE_HMAC'] }),
      {
        ...ALL_OK,
        processing: 'job:ok queue:ok channel:ok driverObject:ok primitive:broken',
        problems: [
          'The Crypto driver object CryptoDriverObject_0 has no primitive for service MAC_GENERATE, family AES, mode CMAC',
        ],
      },
    ],
    [
      'a driver object offering MAC verify only',
      (f) => f.set(CHAIN.primitive, { CryptoPrimitiveService: 'MAC_VERIFY' }),
      {
        ...ALL_OK,
        processing: 'job:ok queue:ok channel:ok driverObject:ok primitive:broken',
        problems: [
          'The Crypto driver object CryptoDriverObject_0 has no primitive for service MAC_GENERATE, family AES, mode CMAC',
        ],
      },
    ],
    [
      'a driver object without primitives',
      (f) => f.set(CHAIN.driverObject, {}, { CryptoPrimitiveRef: [] }),
      {
        ...ALL_OK,
        processing: 'job:ok queue:ok channel:ok driverObject:ok primitive:missing',
        problems: ['The Crypto driver object CryptoDriverObject_0 names no primitive'],
      },
    ],
    [
      'a job without Csm key',
      (f) => f.set(CHAIN.job, {}, { CsmJobKeyRef: [] }),
      {
        ...ALL_OK,
        key: 'job:ok csmKey:missing cryIfKey:missing cryptoKey:missing keyType:missing',
        problems: ['The job names no Csm key'],
      },
    ],
    [
      'a CryIf key naming a key type instead of a Crypto key',
      (f) => link(f, CHAIN.cryIfKey, { CryIfKeyRef: [CHAIN.keyType] }),
      {
        ...ALL_OK,
        key: 'job:ok csmKey:ok cryIfKey:ok cryptoKey:broken keyType:missing',
        problems: ['The CryIf key CryIfKey_0 names no existing Crypto key'],
      },
    ],
    [
      'a Crypto key without key type',
      (f) => f.set(CHAIN.cryptoKey, {}, { CryptoKeyTypeRef: [] }),
      {
        ...ALL_OK,
        key: 'job:ok csmKey:ok cryIfKey:ok cryptoKey:ok keyType:missing',
        problems: ['The Crypto key CryptoKey_0 names no key type'],
      },
    ],
  ];
  for (const [name, change, expected] of cases) {
    it(name, () => {
      const fixture = cmacJob();
      change(fixture);
      const [chain] = cryptoJobChains(fixture.snapshot());
      expect(states(chain)).toEqual(expected);
      expect(chain?.complete).toBe(expected === ALL_OK);
    });
  }

  it('marks a MAC key too small for the job key length, and a key type without MAC key', () => {
    const small = cmacJob();
    small.set(CHAIN.keyElement, { CryptoKeyElementSize: '8' });
    const [chain] = cryptoJobChains(small.snapshot());
    expect(chain?.keyElements[0]?.problem).toEqual({
      zh_cn: 'MAC 密钥最多 8 字节，AES-CMAC 需要 16 字节',
      en_us: 'The MAC key holds at most 8 bytes; AES-CMAC needs 16 bytes',
    });
    expect(chain?.complete).toBe(false);

    const other = cmacJob();
    other.set(CHAIN.keyElement, { CryptoKeyElementId: '3' });
    const [without] = cryptoJobChains(other.snapshot());
    expect(without?.keyElements).toEqual([
      expect.objectContaining({ elementId: 1, needed: true, present: false }),
    ]);
    expect(without?.complete).toBe(false);
  });

  it('asks a CBC encryption for its cipher key and IV, an ECB one for the key only', () => {
    for (const [mode, expected] of [
      ['CRYPTO_ALGOMODE_CBC', [1, 5]],
      ['CRYPTO_ALGOMODE_ECB', [1]],
    ] as const) {
      const fixture = cmacJob();
      const primitives = addAt(fixture, '/Csm', 'CsmPrimitives');
      addAt(fixture, primitives, 'CsmEncrypt');
      fixture.set(`${primitives}/CsmEncrypt/CsmEncryptConfig`, {
        CsmEncryptAlgorithmFamily: 'CRYPTO_ALGOFAM_AES',
        CsmEncryptAlgorithmMode: mode,
      });
      link(fixture, CHAIN.job, { CsmJobPrimitiveRef: [primitives] });
      const [chain] = cryptoJobChains(fixture.snapshot());
      expect(chain?.service).toBe('ENCRYPT');
      expect(chain?.processing).toBe('CSM_ASYNCHRONOUS'); // the definition's default
      expect(chain?.keyElements.filter((e) => e.needed).map((e) => e.elementId)).toEqual(expected);
    }
  });

  it('answers the same from a reader as from a snapshot', () => {
    const snapshot = cmacJob().snapshot();
    const reader = snapshotReader(snapshot, MODULE_DEFINITIONS, 'Csm', ['Csm', 'CryIf', 'Crypto']);
    expect(cryptoJobChains(reader)).toEqual(cryptoJobChains(snapshot));
  });
});
