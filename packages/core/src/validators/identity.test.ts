import { describe, expect, it } from 'vitest';
import {
  agreement,
  cityArea,
  companyName,
  contactName,
  contactNumber,
  email,
  fullAddress,
  password,
  personName,
  phone,
  verificationCode,
} from './identity.js';
import type { ValidationResult } from './types.js';

function keyOf(result: ValidationResult): string | null {
  return result?.key ?? null;
}

describe('email', () => {
  it.each<[unknown, string | undefined, string | null]>([
    ['name@corp.com', undefined, null],
    ['first.last+tag@mail.example.cn', undefined, null],
    ['name', '@corp.com', null],
    ['name@corp.com', '@corp.com', 'validator.email.format'],
    ['', undefined, 'validator.email.required'],
    [undefined, '@corp.com', 'validator.email.required'],
    ['name@', undefined, 'validator.email.format'],
    ['@corp.com', undefined, 'validator.email.format'],
    ['name@corp', undefined, 'validator.email.format'],
    ['na me@corp.com', undefined, 'validator.email.format'],
    ['a..b@corp.com', undefined, 'validator.email.format'],
    ['name@-corp.com', undefined, 'validator.email.format'],
  ])('%j with suffix %j answers %s', (value, suffix, key) => {
    expect(keyOf(email(value, { suffix }))).toBe(key);
  });
});

describe('verification code and agreement', () => {
  it.each<[unknown, string | null]>([
    ['123456', null],
    [' 123456 ', null],
    ['', 'validator.verificationCode.required'],
    ['12345', 'validator.verificationCode.format'],
    ['1234567', 'validator.verificationCode.format'],
    ['12a456', 'validator.verificationCode.format'],
  ])('verificationCode %j answers %s', (value, key) => {
    expect(keyOf(verificationCode(value))).toBe(key);
  });

  it.each<[unknown, string | null]>([
    [true, null],
    [false, 'validator.agreement.required'],
    [undefined, 'validator.agreement.required'],
    ['true', 'validator.agreement.required'],
  ])('agreement %j answers %s', (value, key) => {
    expect(keyOf(agreement(value))).toBe(key);
  });
});

describe('password', () => {
  it.each<[unknown, boolean | undefined, string | null]>([
    ['secret', undefined, null],
    ['a'.repeat(32), undefined, null],
    ['', undefined, null],
    ['', true, 'validator.password.required'],
    [undefined, true, 'validator.password.required'],
    ['12345', undefined, 'validator.password.length'],
    ['12345', true, 'validator.password.length'],
    ['a'.repeat(33), undefined, 'validator.password.length'],
    ['密码密码密码', true, null],
  ])('%j (required %s) answers %s', (value, isRequired, key) => {
    expect(keyOf(password(value, { required: isRequired }))).toBe(key);
  });

  it('says the limits', () => {
    expect(password('123', {})?.params).toEqual({ min: 6, max: 32 });
  });
});

describe('personName', () => {
  it.each<[unknown, string | null]>([
    ['张三', null],
    ['阿依·买买提', null],
    ['J.Smith', null],
    ['Alice', null],
    ['李', null],
    ['王小明王小明王小明王小明', null],
    ['王小明王小明王小明王小明王', 'validator.personName.format'],
    ['', 'validator.personName.required'],
    ['·张三', 'validator.personName.format'],
    ['.Smith', 'validator.personName.format'],
    ['John Smith', 'validator.personName.format'],
    ['张3', 'validator.personName.format'],
    ['Zoë', 'validator.personName.format'],
  ])('%j answers %s', (value, key) => {
    expect(keyOf(personName(value))).toBe(key);
  });
});

describe('phone', () => {
  it.each<[unknown, string | null]>([
    ['13812345678', null],
    ['19912345678', null],
    ['010-12345678', null],
    ['0755-1234567', null],
    ['0755-1234567-123', null],
    ['', 'validator.phone.required'],
    ['12812345678', 'validator.phone.format'],
    ['1381234567', 'validator.phone.format'],
    ['138123456789', 'validator.phone.format'],
    ['01012345678', 'validator.phone.format'],
    ['10-12345678', 'validator.phone.format'],
    ['010-123456', 'validator.phone.format'],
    ['+8613812345678', 'validator.phone.format'],
  ])('%j answers %s', (value, key) => {
    expect(keyOf(phone(value))).toBe(key);
  });
});

describe('company application fields', () => {
  it.each<[(value: unknown) => ValidationResult, unknown, string | null]>([
    [companyName, 'ECU Works Ltd.', null],
    [companyName, '', 'validator.company.nameRequired'],
    [companyName, '  ', 'validator.company.nameRequired'],
    [cityArea, '上海', null],
    [cityArea, ['上海', '浦东新区'], null],
    [cityArea, [], 'validator.company.cityRequired'],
    [fullAddress, '张江路 1 号', null],
    [fullAddress, null, 'validator.company.addressRequired'],
    [contactName, '王经理', null],
    [contactName, 'a'.repeat(12), null],
    [contactName, 'a'.repeat(13), 'validator.company.contactTooLong'],
    [contactName, '', 'validator.company.contactRequired'],
    [contactNumber, '13812345678', null],
    [contactNumber, '', 'validator.company.numberRequired'],
    [contactNumber, '123', 'validator.phone.format'],
  ])('%o %j answers %s', (validator, value, key) => {
    expect(keyOf(validator(value))).toBe(key);
  });
});
