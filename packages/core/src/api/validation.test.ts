import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { textField } from './fields.js';
import { checkBody } from './validation.js';

const loginBody = z.object({ email: z.string(), password: z.string().min(6), code: z.string().optional() });

describe('checkBody', () => {
  it.each([
    [{}, 1030, 'email'],
    [{ email: 'a@b.c' }, 1030, 'password'],
    [{ email: 12, password: true }, 1031, 'email'],
    [{ email: 'a@b.c', password: 'x' }, 1032, 'password'],
    [null, 1030, 'email'],
  ])('%j answers %i naming %s', (body, state, field) => {
    const result = checkBody(loginBody, body);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.state).toBe(state);
      expect(result.field).toBe(field);
      expect(result.message.en_us).toContain(field);
      expect(result.message.zh_cn).toContain(field);
    }
  });

  it('says what is wrong in both languages, keeping the English words', () => {
    const named = z.object({ name: textField().max(3), age: z.number() });
    expect(checkBody(named, { age: 1 })).toMatchObject({
      message: { en_us: 'missing parameter: name', zh_cn: '缺少参数：name' },
    });
    expect(checkBody(named, { name: 'a', age: 'x' })).toMatchObject({
      message: { en_us: 'wrong type for age: expected number', zh_cn: '参数 age 的类型错误：应为 number' },
    });
    expect(checkBody(named, { name: 'a\u0007', age: 1 })).toMatchObject({
      message: {
        en_us: 'illegal value for name: control characters are not allowed',
        zh_cn: '参数 name 的值不合法：不允许控制字符',
      },
    });
    const tooLong = checkBody(named, { name: 'abcd', age: 1 });
    expect(tooLong.ok || tooLong.message.en_us).toMatch(/^illegal value for name: Too big/);
    expect(tooLong.ok || tooLong.message.zh_cn).toMatch(/^参数 name 的值不合法：.*3/);
  });

  it('passes a good body through', () => {
    const result = checkBody(loginBody, { email: 'a@b.c', password: 'secret' });
    expect(result).toEqual({ ok: true, value: { email: 'a@b.c', password: 'secret' } });
  });
});

describe('checkBody refuses texts no database stores, whatever the schema', () => {
  const loose = z.object({
    name: z.string(),
    tags: z.array(z.string()).optional(),
    extra: z.record(z.string(), z.string()).optional(),
  });
  it.each([
    [{ name: 'a\u0000b' }, 'name'],
    [{ name: 'ok', tags: ['fine', '\ud800'] }, 'tags.1'],
    [{ name: 'ok', extra: { 'k\u0000': 'v' } }, 'extra'],
  ])('%j answers 1032 naming %s', (body, field) => {
    expect(checkBody(loose, body)).toMatchObject({ ok: false, state: 1032, field });
  });
  it('passes line breaks and other scripts', () => {
    expect(checkBody(loose, { name: 'a\nb 名字 😀' }).ok).toBe(true);
  });
});
