import { describe, expect, it } from 'vitest';
import type { FormInstance, FormRule } from 'antd';
import { createI18n } from '../i18n/index.js';
import {
  agreementRules,
  codeRules,
  confirmPasswordRules,
  contactRules,
  emailRules,
  passwordRules,
  personNameRules,
  phoneRules,
} from './accountRules.js';
import { messageOfRule, ruleOfRef } from './validatorRule.js';

const i18n = createI18n({ getItem: () => 'en_us', setItem: () => undefined }, false);
const t = (key: string, params?: Record<string, string | number>) => i18n.t(key, params ?? {});

async function messages(rules: FormRule[], value: unknown): Promise<string[]> {
  const out: string[] = [];
  for (const rule of rules) {
    const message = await messageOfRule(rule, value);
    if (message) out.push(message);
  }
  return out;
}

describe('account rules', () => {
  it('checks e-mails with core’s validator and translated texts', async () => {
    expect(await messages(emailRules(t), 'someone@example.com')).toEqual([]);
    const [bad] = await messages(emailRules(t), 'someone@');
    expect(bad).toBeTruthy();
    expect(bad).not.toMatch(/^validator\./);
    const [empty] = await messages(emailRules(t), '');
    expect(empty).toBeTruthy();
    expect(empty).not.toBe(bad);
  });

  it('checks passwords of 6~32 characters with the bounds in the message', async () => {
    expect(await messages(passwordRules(t), 'secret1')).toEqual([]);
    const [short] = await messages(passwordRules(t), '12345');
    expect(short).toContain('6');
    expect(short).toContain('32');
    expect(await messages(passwordRules(t), 'x'.repeat(33))).toHaveLength(1);
    expect(await messages(passwordRules(t, false), '')).toEqual([]);
    expect(await messages(passwordRules(t, true), '')).toHaveLength(1);
  });

  it('checks codes, names, contacts, phones and the terms checkbox', async () => {
    expect(await messages(codeRules(t), '123456')).toEqual([]);
    expect(await messages(codeRules(t), '12345')).toHaveLength(1);
    expect(await messages(personNameRules(t), '张三')).toEqual([]);
    expect(await messages(personNameRules(t), 'R2-D2')).toHaveLength(1);
    expect(await messages(contactRules(t), 'x'.repeat(12))).toEqual([]);
    expect(await messages(contactRules(t), 'x'.repeat(13))).toHaveLength(1);
    expect(await messages(phoneRules(t), '13812345678')).toEqual([]);
    expect(await messages(phoneRules(t), '010-12345678')).toEqual([]);
    expect(await messages(phoneRules(t), '12345')).toHaveLength(1);
    expect(await messages(agreementRules(t), true)).toEqual([]);
    expect(await messages(agreementRules(t), false)).toHaveLength(1);
  });

  it('asks the confirmation to repeat the password', async () => {
    const form = { getFieldValue: () => 'secret1' } as unknown as FormInstance;
    const rules = confirmPasswordRules(t, 'password').map((rule) =>
      typeof rule === 'function' ? rule(form) : rule,
    );
    expect(await messages(rules, 'secret1')).toEqual([]);
    expect(await messages(rules, 'secret2')).toEqual(['The two passwords differ']);
  });
});

describe('ruleOfRef', () => {
  it('runs a validator named in data, selects on change and inputs on blur', async () => {
    const select = ruleOfRef({ name: 'requiredSelect' }, t);
    const input = ruleOfRef({ name: 'required' }, t);
    expect(typeof select === 'object' && select.validateTrigger).toBe('onChange');
    expect(typeof input === 'object' && input.validateTrigger).toBe('onBlur');
    expect(await messageOfRule(select, [])).toBeTruthy();
    expect(await messageOfRule(input, 'x')).toBeNull();
  });
});
