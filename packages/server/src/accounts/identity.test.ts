import { describe, expect, it } from 'vitest';
import { isEmail, isPersonName, isPhone } from './identity.js';

describe('identity checks', () => {
  it.each([
    ['a@b.cn', true],
    ['first.last+tag@example.com', true],
    ['not-an-email', false],
    ['', false],
  ])('e-mail %j → %s', (value, expected) => expect(isEmail(value)).toBe(expected));

  it.each([
    ['张三', true],
    ['Zhang', true],
    ['阿卜杜·热合曼', true],
    ['', false],
    ['abcdefghijklm', false],
    ['R2D2', false],
  ])('person name %j → %s', (value, expected) => expect(isPersonName(value)).toBe(expected));

  it.each([
    ['13912345678', true],
    ['010-12345678', true],
    ['12345', false],
    ['', false],
  ])('phone %j → %s', (value, expected) => expect(isPhone(value)).toBe(expected));
});
