import { describe, expect, it } from 'vitest';
import {
  booleanParam,
  enumerationParam,
  floatParam,
  functionNameParam,
  integerParam,
  stringParam,
} from '@ecuc/core/ecuc';
import { checkParamInput, checkShortName, controlOfParam, triggerOfParam } from './fieldRules.js';

const length = integerParam('NvMNvBlockLength', { min: '1', max: '65535' });
const big = integerParam('Big', { min: '0', max: '18446744073709551615' });
const period = floatParam('Period', { min: '0', max: 'INF', minOpen: true });
const callback = functionNameParam('Callback', { lower: 0 });
const kind = enumerationParam('Kind', ['A', 'B']);
const header = stringParam('Header', { lower: 0, validators: [{ name: 'headerFileName' }] });
const pattern = stringParam('Pattern', { regularExpression: '[a-z]+' });
const ids = integerParam('Ids', { upper: 'infinite', min: '0', max: '7' });

describe('checkParamInput', () => {
  it.each([
    ['integer in range', length, '512', null],
    ['integer above max', length, '70000', 'validator.integer.range'],
    ['integer below min', length, '0', 'validator.integer.range'],
    ['integer not a number', length, '12a', 'validator.integer.format'],
    ['blank integer (missing is a verification finding)', length, '', null],
    ['uint64 max is exact', big, '18446744073709551615', null],
    ['above uint64', big, '18446744073709551616', 'validator.integer.range'],
    ['float above open min', period, '0.01', null],
    ['float at open min', period, '0', 'validator.float'],
    ['float text', period, 'x', 'validator.float'],
    ['function name', callback, 'NvM_Callback', null],
    ['NULL_PTR means no function', callback, 'NULL_PTR', null],
    ['function name not C', callback, '1abc', 'validator.cName.pattern'],
    ['enumeration literal', kind, 'B', null],
    ['enumeration not a literal', kind, 'C', 'editor.rule.literal'],
    ['definition validator', header, 'NvM_Cfg.h', null],
    ['definition validator fails', header, 'NvM Cfg', 'validator.headerFile'],
    ['regular expression', pattern, 'abc', null],
    ['regular expression fails', pattern, 'ABC', 'editor.rule.pattern'],
    ['each item of a list', ids, ['1', '9'], 'validator.integer.range'],
    ['list in range', ids, ['1', '7'], null],
  ])('%s', (_name, param, value, expected) => {
    const failure = checkParamInput(param, value);
    if (expected === null) expect(failure).toBeNull();
    else expect(failure?.key.startsWith(expected)).toBe(true);
  });

  it('passes booleans through', () => {
    expect(checkParamInput(booleanParam('Flag'), true)).toBeNull();
  });
});

describe('controls and triggers', () => {
  it('picks a control per kind and multiplicity', () => {
    expect(controlOfParam(booleanParam('Flag'))).toBe('switch');
    expect(controlOfParam(kind)).toBe('select');
    expect(controlOfParam(enumerationParam('Kinds', ['A'], { upper: 3 }))).toBe('multiSelect');
    expect(controlOfParam(ids)).toBe('tags');
    expect(controlOfParam(length)).toBe('text');
  });

  it('validates selects on change and typed inputs on blur', () => {
    expect(triggerOfParam(kind)).toBe('onChange');
    expect(triggerOfParam(booleanParam('Flag'))).toBe('onChange');
    expect(triggerOfParam(length)).toBe('onBlur');
  });
});

describe('checkShortName', () => {
  it('requires a C name unique among the siblings', () => {
    expect(checkShortName('Block_1', ['Block_0'])).toBeNull();
    expect(checkShortName('Block_0', ['Block_0'])?.key).toMatch(/^validator\./);
    expect(checkShortName('', [])?.key).toBe('validator.required');
    expect(checkShortName('1st', [])?.key).toBe('validator.cName.pattern');
  });
});
