import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hasControlCharacter, idField, multilineTextField, numberField, textField } from './fields.js';
import { checkBody } from './validation.js';

describe('textField', () => {
  const body = z.object({ name: textField().trim().min(1).max(64), notes: multilineTextField().optional() });
  it.each([
    ['a\u0000b', 1032],
    ['a\u0007b', 1032],
    ['a\nb', 1032],
    ['a\tb', 1032],
    ['a\u007fb', 1032],
    ['a\u0085b', 1032],
    ['a\ud800b', 1032],
    ['a\udc00', 1032],
    ['  ', 1032],
    [12, 1031],
    [undefined, 1030],
  ])('name %j answers %i', (name, state) => {
    expect(checkBody(body, { name })).toMatchObject({ ok: false, state, field: 'name' });
  });
  it.each([['ECU 1'], ['名字'], ['😀 emoji'], ['  trimmed  ']])('takes %j', (name) => {
    expect(checkBody(body, { name }).ok).toBe(true);
  });
  it('lets a multi-line text hold tab, CR and LF but no other control character', () => {
    expect(checkBody(body, { name: 'n', notes: 'a\r\n\tb' })).toMatchObject({ ok: true });
    expect(checkBody(body, { name: 'n', notes: 'a\u0000b' })).toMatchObject({ ok: false, state: 1032 });
    expect(checkBody(body, { name: 'n', notes: 'a\u001bb' })).toMatchObject({ ok: false, state: 1032 });
  });
  it.each([
    ['plain', false, false],
    ['a\nb', false, true],
    ['a\nb', true, false],
    ['a\u0000', true, true],
  ])('hasControlCharacter(%j, multiline %s) is %s', (text, multiline, expected) => {
    expect(hasControlCharacter(text, multiline)).toBe(expected);
  });
});

describe('numberField', () => {
  const body = z.object({ id: idField(), instance: numberField(z.number().int().min(0).max(63)).default(0) });
  it.each([
    [{ id: 3 }, { id: 3, instance: 0 }],
    [{ id: '3' }, { id: 3, instance: 0 }],
    [
      { id: 7, instance: '63' },
      { id: 7, instance: 63 },
    ],
  ])('%j reads as %j', (input, value) => {
    expect(checkBody(body, input)).toEqual({ ok: true, value });
  });
  it.each([
    [{ id: true }, 1031],
    [{ id: [1] }, 1031],
    [{ id: null }, 1031],
    [{ id: '0x10' }, 1031],
    [{ id: '1e3' }, 1031],
    [{ id: '' }, 1031],
    [{ id: ' 1' }, 1031],
    [{ id: 'Infinity' }, 1031],
    [{ id: {} }, 1031],
    [{}, 1030],
    [{ id: 0 }, 1032],
    [{ id: '-1' }, 1032],
    [{ id: 1.5 }, 1031],
    // an integer field: a fraction is of the wrong type,
    [{ id: '1.5' }, 1031],
    [{ id: 2 ** 60 }, 1032],
    [{ id: 1, instance: 64 }, 1032],
  ])('%j answers %i', (input, state) => {
    expect(checkBody(body, input)).toMatchObject({ ok: false, state });
  });
});
