import { describe, expect, it } from 'vitest';
import { z } from 'zod';
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
      expect(result.message).toContain(field);
    }
  });

  it('passes a good body through', () => {
    const result = checkBody(loginBody, { email: 'a@b.c', password: 'secret' });
    expect(result).toEqual({ ok: true, value: { email: 'a@b.c', password: 'secret' } });
  });
});
