import { describe, expect, it } from 'vitest';
import { verifyProject } from '../../../verify/engine.js';
import { MODULE_DEFINITIONS } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { CHAIN, addAt, cmacJob, link } from '../../csm/crypto-fixture.js';
import { E_Crypto0001 } from './E_Crypto0001.js';

const ROW = `${CHAIN.keyType} CryptoKeyElementRef`;

/** The fixture's key type with its MAC key and elements of the given ids. */
function keyTypeWith(ids: readonly string[]) {
  const fixture = cmacJob();
  const paths = ids.map((id) =>
    addAt(fixture, '/Crypto/CryptoKeyElements', 'CryptoKeyElement', {
      CryptoKeyElementId: id,
      CryptoKeyElementSize: '16',
    }),
  );
  link(fixture, CHAIN.keyType, { CryptoKeyElementRef: [CHAIN.keyElement, ...paths] });
  return fixture;
}

describe('E_Crypto0001 key element ids unique per key type', () => {
  const cases: [string, string[], string[]][] = [
    ['the MAC key alone', [], []],
    ['MAC key and seed state', ['3'], []],
    ['MAC key, IV and proof', ['5', '2'], []],
    ['a second element with id 1', ['1'], [ROW]],
    ['two more with id 1', ['1', '1'], [ROW, ROW]],
  ];
  for (const [name, ids, expected] of cases) {
    it(name, () => {
      expect(ruleRows(keyTypeWith(ids), E_Crypto0001, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }

  it('allows one id in two key types, and names both elements', () => {
    const fixture = cmacJob();
    const second = addAt(fixture, '/Crypto/CryptoKeyTypes', 'CryptoKeyType');
    link(fixture, second, { CryptoKeyElementRef: [CHAIN.keyElement] });
    expect(ruleRows(fixture, E_Crypto0001, MODULE_DEFINITIONS)).toEqual([]);
    const messages = verifyProject(keyTypeWith(['1']).snapshot(), MODULE_DEFINITIONS, { language: 'en_us' })
      .errList.filter((row) => row.code === 'E_Crypto0001')
      .map((row) => row.message);
    expect(messages).toEqual([
      'The key elements CryptoKeyElement_0 and CryptoKeyElement_1 of the key type share CryptoKeyElementId 1',
    ]);
  });
});
