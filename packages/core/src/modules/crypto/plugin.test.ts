import { describe, expect, it } from 'vitest';
import { MODULE_CATALOGUE } from '../../catalogue/modules.js';
import { indexModuleDef } from '../../ecuc/definition-index.js';
import type { ContainerValue } from '../../ecuc/store-types.js';
import { verifyProject } from '../../verify/engine.js';
import { MODULE_DEFINITIONS, ProjectFixture, modulePlugin } from '../index.js';
import { CRYPTO_CALL_LISTS } from './call-lists.js';
import { CRYPTO_PATHS, cryptoDefinition } from './definition.js';
import { CRYPTO_RULES } from './rules/index.js';

/** A driver object running an AES-CMAC primitive, with a 16-byte key of its own key type. */
function cmacDriver(): ProjectFixture {
  const fixture = new ProjectFixture(MODULE_DEFINITIONS);
  const primitives = fixture.add('/Crypto', 'CryptoPrimitives');
  const primitivePath = `/Crypto/${primitives.shortName}/CryptoPrimitive_0`;
  fixture.set(primitivePath, {
    CryptoPrimitiveService: 'MAC_GENERATE',
    CryptoPrimitiveAlgorithmFamily: ['CRYPTO_ALGOFAM_AES'],
    CryptoPrimitiveAlgorithmMode: ['CRYPTO_ALGOMODE_CMAC'],
    CryptoPrimitiveAlgorithmSecondaryFamily: ['CRYPTO_ALGOFAM_NOT_SET'],
  });
  fixture.add('/Crypto', 'CryptoKeyElements');
  fixture.set('/Crypto/CryptoKeyElements/CryptoKeyElement_0', {
    CryptoKeyElementId: '1',
    CryptoKeyElementSize: '16',
  });
  fixture.add('/Crypto', 'CryptoKeyTypes');
  const ids = (...containers: ContainerValue[]): string[] => containers.map((c) => c.id);
  fixture.set(
    '/Crypto/CryptoKeyTypes/CryptoKeyType_0',
    {},
    { CryptoKeyElementRef: ids(fixture.get('/Crypto/CryptoKeyElements/CryptoKeyElement_0')) },
  );
  fixture.add('/Crypto', 'CryptoKeys');
  fixture.set(
    '/Crypto/CryptoKeys/CryptoKey_0',
    {},
    { CryptoKeyTypeRef: ids(fixture.get('/Crypto/CryptoKeyTypes/CryptoKeyType_0')) },
  );
  const object = fixture.add('/Crypto/CryptoDriverObjects', 'CryptoDriverObject');
  fixture.set(
    `/Crypto/CryptoDriverObjects/${object.shortName}`,
    {},
    { CryptoPrimitiveRef: ids(fixture.get(primitivePath)) },
  );
  return fixture;
}

const cryptoFindings = (fixture: ProjectFixture) => {
  const result = verifyProject(fixture.snapshot(), MODULE_DEFINITIONS, { language: 'en_us' });
  return [...result.errList, ...result.warningList].filter((row) => row.path.startsWith('/Crypto'));
};

describe('the Crypto driver plugin', () => {
  it('is registered under the catalogue entry of the Crypto driver', () => {
    const entry = MODULE_CATALOGUE.find((module) => module.name === 'Crypto');
    expect(entry?.id).toBe(cryptoDefinition.moduleId);
    expect(modulePlugin('Crypto')?.definition.rules).toBe(CRYPTO_RULES);
  });

  it('lists the spec lists key type, key, key element, primitives, primitive and object', () => {
    expect(CRYPTO_CALL_LISTS).toEqual({
      keyType: '/Crypto/CryptoKeyTypes/CryptoKeyType',
      key: '/Crypto/CryptoKeys/CryptoKey',
      keyElement: '/Crypto/CryptoKeyElements/CryptoKeyElement',
      primitives: '/Crypto/CryptoPrimitives',
      primitive: '/Crypto/CryptoPrimitives/CryptoPrimitive',
      object: '/Crypto/CryptoDriverObjects/CryptoDriverObject',
    });
    expect(modulePlugin('Crypto')?.callLists).toBe(CRYPTO_CALL_LISTS);
    const index = indexModuleDef(cryptoDefinition);
    for (const path of Object.values(CRYPTO_PATHS)) expect(index.containers.has(path), path).toBe(true);
  });

  it('keeps the SWS literal sets of services, read and write access', () => {
    const primitive = indexModuleDef(cryptoDefinition).containers.get(CRYPTO_PATHS.primitive);
    const service = primitive?.parameters.find((p) => p.name === 'CryptoPrimitiveService');
    expect(service?.kind === 'enumeration' ? service.literals : []).toContain('SIGNATURE_VERIFY');
    const family = primitive?.parameters.find((p) => p.name === 'CryptoPrimitiveAlgorithmFamily');
    expect(family?.upper).toBe('infinite');
  });

  it('verifies a freshly enabled driver, and one running AES-CMAC with its key, without findings', () => {
    expect(cryptoFindings(new ProjectFixture(MODULE_DEFINITIONS))).toEqual([]);
    expect(cryptoFindings(cmacDriver())).toEqual([]);
  });

  it('reports a driver object without primitives and a key without its type', () => {
    const fixture = cmacDriver();
    fixture.set('/Crypto/CryptoDriverObjects/CryptoDriverObject_0', {}, { CryptoPrimitiveRef: [] });
    fixture.set('/Crypto/CryptoKeys/CryptoKey_0', {}, { CryptoKeyTypeRef: [] });
    expect(cryptoFindings(fixture).map((row) => [row.code, row.path, row.param])).toEqual([
      ['E_0003', '/Crypto/CryptoDriverObjects/CryptoDriverObject_0', 'CryptoPrimitiveRef'],
      ['E_0003', '/Crypto/CryptoKeys/CryptoKey_0', 'CryptoKeyTypeRef'],
    ]);
  });
});
