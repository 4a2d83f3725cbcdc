import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPasswordForTransport, sha256Hex, TRANSPORT_PASSWORD_PATTERN } from './password.js';

describe('sha256Hex', () => {
  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    [
      'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq',
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    ],
  ])('FIPS 180-4 vector %j', (text, expected) => {
    expect(sha256Hex(new TextEncoder().encode(text))).toBe(expected);
  });

  it('agrees with node:crypto on every length around block boundaries and on non-ASCII text', () => {
    for (let length = 0; length < 200; length++) {
      const text = '密码x'.repeat(length).slice(0, length);
      expect(hashPasswordForTransport(text)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
    }
  });

  it('produces the transport pattern', () => {
    expect(hashPasswordForTransport('secret1')).toMatch(TRANSPORT_PASSWORD_PATTERN);
  });
});
