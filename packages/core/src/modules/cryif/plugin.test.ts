import { describe, expect, it } from 'vitest';
import { MODULE_CATALOGUE } from '../../catalogue/modules.js';
import { verifyProject } from '../../verify/engine.js';
import { MODULE_DEFINITIONS, ProjectFixture, modulePlugin } from '../index.js';
import { CRYIF_CALL_LISTS } from './call-lists.js';
import { cryIfDefinition } from './definition.js';

const cryIfFindings = (fixture: ProjectFixture) => {
  const result = verifyProject(fixture.snapshot(), MODULE_DEFINITIONS, { language: 'en_us' });
  return [...result.errList, ...result.warningList]
    .filter((row) => row.path.startsWith('/CryIf'))
    .map((row) => [row.code, row.path, row.param]);
};

/** A channel to a Crypto driver object and a key naming a Crypto driver key. */
function channelAndKey(): ProjectFixture {
  const fixture = new ProjectFixture(MODULE_DEFINITIONS);
  const object = fixture.add('/Crypto/CryptoDriverObjects', 'CryptoDriverObject');
  fixture.add('/Crypto', 'CryptoKeys');
  const key = fixture.get('/Crypto/CryptoKeys/CryptoKey_0');
  const channel = fixture.add('/CryIf', 'CryIfChannel');
  fixture.set(`/CryIf/${channel.shortName}`, {}, { CryIfDriverObjectRef: [object.id] });
  const cryIfKey = fixture.add('/CryIf', 'CryIfKey');
  fixture.set(`/CryIf/${cryIfKey.shortName}`, {}, { CryIfKeyRef: [key.id] });
  return fixture;
}

describe('the CryIf plugin', () => {
  it('is registered under the catalogue entry of the Crypto Interface', () => {
    expect(MODULE_CATALOGUE.find((module) => module.name === 'CryIf')?.id).toBe(cryIfDefinition.moduleId);
    expect(modulePlugin('CryIf')?.definition).toBe(cryIfDefinition);
  });

  it('serves the keys as `key` and the channels as `channel`', () => {
    expect(CRYIF_CALL_LISTS).toEqual({ key: '/CryIf/CryIfKey', channel: '/CryIf/CryIfChannel' });
    expect(modulePlugin('CryIf')?.callLists).toBe(CRYIF_CALL_LISTS);
  });

  it('verifies a fresh CryIf, and a channel and a key with their Crypto driver targets, without findings', () => {
    expect(cryIfFindings(new ProjectFixture(MODULE_DEFINITIONS))).toEqual([]);
    expect(cryIfFindings(channelAndKey())).toEqual([]);
  });

  it('gives new channels and keys the next free id, and reports a channel without its driver object', () => {
    const fixture = channelAndKey();
    const second = fixture.add('/CryIf', 'CryIfChannel');
    expect(second.values.CryIfChannelId).toBe('1');
    expect(fixture.add('/CryIf', 'CryIfKey').values.CryIfKeyId).toBe('1');
    expect(cryIfFindings(fixture)).toEqual([
      ['E_0003', `/CryIf/${second.shortName}`, 'CryIfDriverObjectRef'],
      ['E_0003', '/CryIf/CryIfKey_1', 'CryIfKeyRef'],
    ]);
  });
});
