import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  WARNING_VALIDATORS,
  isValidatorName,
  runValidator,
  runValidators,
  validatorRegistry,
  validatorTrigger,
} from './registry.js';
import type { StoredValidatorRef, ValidatorName, ValidatorOptions, ValidatorRef } from './registry.js';

describe('validatorRegistry', () => {
  it('names every validator of spec section 5', () => {
    const names = Object.keys(validatorRegistry);
    expect(names.length).toBeGreaterThanOrEqual(65);
    for (const name of [
      'required',
      'requiredSelect',
      'email',
      'password',
      'phone',
      'cName',
      'uniqueInList',
      'integer',
      'hexInteger',
      'floatRange',
      'powerOfTwoOrZero',
      'multipleOf',
      'hexByteList',
      'bitOverlap',
      'displayFormat',
      'cIntegerLiteral',
    ])
      expect(names).toContain(name);
    for (const validator of Object.values(validatorRegistry)) expect(typeof validator).toBe('function');
  });

  it('lets every validator pass an absent value unless it is about being filled in', () => {
    const fillIn = new Set<ValidatorName>([
      'required',
      'requiredSelect',
      'email',
      'verificationCode',
      'agreement',
      'personName',
      'phone',
      'companyName',
      'cityArea',
      'fullAddress',
      'contactName',
      'contactNumber',
    ]);
    const options: Partial<Record<ValidatorName, unknown>> = {
      multipleOf: { base: 2 },
      integerMultiple: { base: 2 },
      signedInteger: { bits: 8 },
      unsignedInteger: { bits: 8 },
      integerInRanges: { ranges: [[0, 1]] },
      fileName: { suffix: '.c' },
      floatMax: { max: 1 },
      floatMin: { min: 0 },
      floatLength: { length: 5, accuracy: 2 },
      notContains: { values: ['x'] },
      notIn: { values: ['x'] },
      lengthRange: { min: 1 },
      bitOverflow: { frameBits: 64 },
      byteLimit: { max: 8 },
    };
    for (const name of Object.keys(validatorRegistry) as ValidatorName[]) {
      const ref = { name, options: options[name] } as StoredValidatorRef;
      for (const absent of [undefined, null, '']) {
        const failure = runValidator(ref, absent);
        if (fillIn.has(name)) expect(failure, name).not.toBeNull();
        else expect(failure, `${name} on ${String(absent)}`).toBeNull();
      }
    }
  });

  it('answers quickly on long and adversarial input (no regular-expression blow-up)', () => {
    const inputs = [
      `${'a'.repeat(100_000)}!`,
      `${'1'.repeat(100_000)}x`,
      `${'a.'.repeat(50_000)}!`,
      `a@${'a-'.repeat(50_000)}!`,
      `a@${'a.'.repeat(50_000)}1`,
      '%'.repeat(100_000),
      `${' 1'.repeat(50_000)} x`,
      '中·'.repeat(50_000),
    ];
    const options = {
      base: 3,
      bits: 8,
      ranges: [[0, 1]],
      suffix: '.c',
      max: 1,
      min: 0,
      length: 5,
      accuracy: 2,
    };
    const started = performance.now();
    for (const name of Object.keys(validatorRegistry))
      for (const value of inputs)
        runValidator({ name, options: { ...options, values: ['x'], frameBits: 8 } }, value);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('types refs by name', () => {
    expectTypeOf<ValidatorOptions<'multipleOf'>>().toEqualTypeOf<{ base: number | string }>();
    expectTypeOf<{ name: 'integer' }>().toMatchTypeOf<ValidatorRef>();
    expectTypeOf<{ name: 'multipleOf' }>().not.toMatchTypeOf<ValidatorRef>();
    expectTypeOf<{ name: 'nope' }>().not.toMatchTypeOf<ValidatorRef>();
    expectTypeOf<ValidatorRef>().toMatchTypeOf<StoredValidatorRef>();
  });
});

describe('runValidators', () => {
  const byteRefs: ValidatorRef[] = [
    { name: 'required' },
    { name: 'integer', options: { min: 0, max: 255 } },
    { name: 'multipleOf', options: { base: 4 } },
  ];

  it.each<[unknown, string | null]>([
    ['', 'validator.required'],
    ['x', 'validator.integer.format'],
    ['256', 'validator.integer.range'],
    ['6', 'validator.multipleOf'],
    ['8', null],
  ])('%j answers the first failure %s', (value, key) => {
    expect(runValidators(byteRefs, value)?.key ?? null).toBe(key);
  });

  it('prefers a later error to an earlier warning', () => {
    const refs: ValidatorRef[] = [{ name: 'precisionLoss' }, { name: 'floatMax', options: { max: 1 } }];
    expect(runValidators(refs, '9007199254740993')?.key).toBe('validator.float.max');
    expect(runValidators(refs.slice(0, 1), '9007199254740993')?.severity).toBe('warning');
    expect(WARNING_VALIDATORS.has('precisionLoss')).toBe(true);
  });

  it('takes the list from the context, the ref options winning', () => {
    const refs: ValidatorRef[] = [{ name: 'uniqueInList', options: { property: 'name' } }];
    const list = [{ name: 'Alarm_1' }, { name: 'Alarm_2' }];
    expect(runValidators(refs, 'Alarm_1', { list })?.key).toBe('validator.unique.name');
    expect(runValidators(refs, 'Alarm_1', { list, ignoreIndex: 0 })).toBeNull();
    expect(runValidators(refs, 'Alarm_3', { list })).toBeNull();
    const framed: ValidatorRef[] = [{ name: 'bitOverflow', options: { frameBits: 16 } }];
    expect(runValidators(framed, [0, 32], { frameBits: 64 })?.key).toBe('validator.bits.overflow');
  });

  it('accepts refs read from JSON and refuses unknown names', () => {
    const stored = JSON.parse('[{"name":"hexInteger","options":{"max":"0xFF"}}]') as StoredValidatorRef[];
    expect(runValidators(stored, '0x100')?.params).toEqual({ max: '0xFF' });
    expect(runValidators([{ name: 'noSuchCheck' }], 'x')).toEqual({
      key: 'validator.options.invalid',
      params: { option: 'noSuchCheck' },
    });
    expect(runValidators([{ name: 'toString' }], 'x')?.key).toBe('validator.options.invalid');
    expect(isValidatorName('cName')).toBe(true);
    expect(isValidatorName('constructor')).toBe(false);
  });

  it('runs selects and checkboxes on change, the rest on blur', () => {
    expect(validatorTrigger('requiredSelect')).toBe('onChange');
    expect(validatorTrigger('agreement')).toBe('onChange');
    expect(validatorTrigger('cName')).toBe('onBlur');
  });
});
