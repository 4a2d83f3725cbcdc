/**
 * A complete AES-CMAC MAC-generate job across Csm, CryIf and Crypto for tests: job → queue → channel →
 * driver object → primitive, and job → Csm key → CryIf key → Crypto key → key type with a 16-byte MAC key.
 * Paths in `CHAIN`; `link` sets references by short-name path.
 */
import type { ContainerValue, ParamValue } from '../../ecuc/store-types.js';
import { MODULE_DEFINITIONS, ProjectFixture } from '../index.js';

export const CHAIN = {
  job: '/Csm/CsmJobs/CsmJob_0',
  queue: '/Csm/CsmQueues/CsmQueue_0',
  csmKey: '/Csm/CsmKeys/CsmKey_0',
  primitives: '/Csm/CsmPrimitives_0',
  macConfig: '/Csm/CsmPrimitives_0/CsmMacGenerate/CsmMacGenerateConfig',
  callback: '/Csm/CsmCallbacks/CsmCallback_0',
  channel: '/CryIf/CryIfChannel_0',
  cryIfKey: '/CryIf/CryIfKey_0',
  driverObject: '/Crypto/CryptoDriverObjects/CryptoDriverObject_0',
  primitive: '/Crypto/CryptoPrimitives_0/CryptoPrimitive_0',
  keyElement: '/Crypto/CryptoKeyElements/CryptoKeyElement_0',
  keyType: '/Crypto/CryptoKeyTypes/CryptoKeyType_0',
  cryptoKey: '/Crypto/CryptoKeys/CryptoKey_0',
} as const;

/** Sets references of the container at `path` to the containers at the given paths. */
export function link(fixture: ProjectFixture, path: string, refs: Record<string, readonly string[]>): void {
  const references: Record<string, string[]> = {};
  for (const [name, targets] of Object.entries(refs))
    references[name] = targets.map((t) => fixture.get(t).id);
  fixture.set(path, {}, references);
}

/** Adds a container under `parentPath` and answers its short-name path. */
export function addAt(
  fixture: ProjectFixture,
  parentPath: string,
  definition: string,
  values: Record<string, ParamValue> = {},
): string {
  const added: ContainerValue = fixture.add(parentPath, definition, values);
  return `${parentPath}/${added.shortName}`;
}

/** A synchronous AES-CMAC MAC-generate job whose whole chain resolves. */
export function cmacJob(): ProjectFixture {
  const fixture = new ProjectFixture(MODULE_DEFINITIONS);
  fixture.add('/Crypto', 'CryptoPrimitives');
  fixture.set(CHAIN.primitive, {
    CryptoPrimitiveService: 'MAC_GENERATE',
    CryptoPrimitiveAlgorithmFamily: ['CRYPTO_ALGOFAM_AES'],
    CryptoPrimitiveAlgorithmMode: ['CRYPTO_ALGOMODE_CMAC'],
    CryptoPrimitiveAlgorithmSecondaryFamily: ['CRYPTO_ALGOFAM_NOT_SET'],
  });
  fixture.add('/Crypto', 'CryptoKeyElements');
  fixture.set(CHAIN.keyElement, { CryptoKeyElementId: '1', CryptoKeyElementSize: '16' });
  fixture.add('/Crypto', 'CryptoKeyTypes');
  link(fixture, CHAIN.keyType, { CryptoKeyElementRef: [CHAIN.keyElement] });
  fixture.add('/Crypto', 'CryptoKeys');
  link(fixture, CHAIN.cryptoKey, { CryptoKeyTypeRef: [CHAIN.keyType] });
  fixture.add('/Crypto/CryptoDriverObjects', 'CryptoDriverObject', { CryptoQueueSize: '1' });
  link(fixture, CHAIN.driverObject, { CryptoPrimitiveRef: [CHAIN.primitive] });

  fixture.add('/CryIf', 'CryIfChannel');
  link(fixture, CHAIN.channel, { CryIfDriverObjectRef: [CHAIN.driverObject] });
  fixture.add('/CryIf', 'CryIfKey');
  link(fixture, CHAIN.cryIfKey, { CryIfKeyRef: [CHAIN.cryptoKey] });

  fixture.add('/Csm/CsmQueues', 'CsmQueue');
  link(fixture, CHAIN.queue, { CsmChannelRef: [CHAIN.channel] });
  fixture.add('/Csm/CsmKeys', 'CsmKey');
  link(fixture, CHAIN.csmKey, { CsmKeyRef: [CHAIN.cryIfKey] });
  fixture.add('/Csm', 'CsmPrimitives');
  fixture.add(CHAIN.primitives, 'CsmMacGenerate');
  fixture.set(CHAIN.macConfig, {
    CsmMacGenerateAlgorithmFamily: 'CRYPTO_ALGOFAM_AES',
    CsmMacGenerateAlgorithmMode: 'CRYPTO_ALGOMODE_CMAC',
    CsmMacGenerateDataMaxLength: '64',
    CsmMacGenerateKeyLength: '16',
    CsmMacGenerateResultLength: '16',
    CsmMacGenerateProcessing: 'CSM_SYNCHRONOUS',
  });
  fixture.add('/Csm/CsmJobs', 'CsmJob');
  link(fixture, CHAIN.job, {
    CsmJobKeyRef: [CHAIN.csmKey],
    CsmJobPrimitiveRef: [CHAIN.primitives],
    CsmJobQueueRef: [CHAIN.queue],
  });
  return fixture;
}
