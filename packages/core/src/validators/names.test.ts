import { describe, expect, it } from 'vitest';
import {
  cName,
  cPrefix,
  fileName,
  headerFileName,
  noRepeat,
  projectName,
  shortName,
  uniqueInList,
} from './names.js';
import type { CNameOptions, UniqueInListOptions } from './names.js';
import type { ValidationResult } from './types.js';

function keyOf(result: ValidationResult): string | null {
  return result?.key ?? null;
}

describe('cName', () => {
  it.each<[unknown, CNameOptions, string | null]>([
    ['OsTask_10ms', {}, null],
    ['_private', {}, null],
    ['a'.repeat(60), {}, null],
    ['a'.repeat(61), {}, 'validator.cName.tooLong'],
    ['a'.repeat(21), { maxLength: 20 }, 'validator.cName.tooLong'],
    ['1Task', {}, 'validator.cName.pattern'],
    ['Task-1', {}, 'validator.cName.pattern'],
    ['Task 1', {}, 'validator.cName.pattern'],
    ['任务', {}, 'validator.cName.pattern'],
    ['int', {}, 'validator.cName.keyword'],
    ['uint8', {}, 'validator.cName.keyword'],
    ['int', { allowKeywords: true }, null],
    ['', {}, null],
  ])('%j with %j answers %s', (value, options, key) => {
    expect(keyOf(cName(value, options))).toBe(key);
  });

  it('says the limit', () => {
    expect(cName('a'.repeat(61))?.params).toEqual({ max: 60 });
  });
});

describe('cPrefix and shortName', () => {
  it.each<[unknown, string | null]>([
    ['Os_', null],
    ['CanIf', null],
    ['int', null],
    ['0s_', 'validator.cPrefix.pattern'],
    ['Os-', 'validator.cPrefix.pattern'],
    ['a'.repeat(61), 'validator.cName.tooLong'],
  ])('cPrefix %j answers %s', (value, key) => {
    expect(keyOf(cPrefix(value))).toBe(key);
  });

  it.each<[unknown, string | null]>([
    ['Rx_01', null],
    ['1stFrame', null],
    ['a'.repeat(31), null],
    ['a'.repeat(32), 'validator.shortName.format'],
    ['Rx-01', 'validator.shortName.format'],
    ['Rx 01', 'validator.shortName.format'],
  ])('shortName %j answers %s', (value, key) => {
    expect(keyOf(shortName(value))).toBe(key);
  });
});

describe('file names', () => {
  it.each<[unknown, string, string | null]>([
    ['Os_Cfg.c', '.c', null],
    ['Os_Cfg.c', 'c', null],
    ['Os_Cfg.h', '.c', 'validator.fileName.suffix'],
    ['Os_Cfg.C', '.c', 'validator.fileName.suffix'],
    ['Os_Cfgc', '.c', 'validator.fileName.suffix'],
    ['.c', '.c', 'validator.fileName.baseEmpty'],
    ['Os Cfg.c', '.c', 'validator.fileName.spaces'],
    ['1Os.c', '.c', 'validator.fileName.pattern'],
    ['Os-Cfg.c', '.c', 'validator.fileName.pattern'],
    ['Os.Cfg.c', '.c', 'validator.fileName.pattern'],
    ['Project.arxml', '.arxml', null],
  ])('%j with suffix %j answers %s', (value, suffix, key) => {
    expect(keyOf(fileName(value, { suffix }))).toBe(key);
  });

  it.each<[unknown, string | null]>([
    ['Os_Cfg.h', null],
    ['a.h', null],
    ['_a.h', 'validator.headerFileName.format'],
    ['1a.h', 'validator.headerFileName.format'],
    ['a.c', 'validator.headerFileName.format'],
    ['.h', 'validator.headerFileName.format'],
    ['a b.h', 'validator.headerFileName.format'],
  ])('headerFileName %j answers %s', (value, key) => {
    expect(keyOf(headerFileName(value))).toBe(key);
  });

  it.each<[unknown, string | null]>([
    ['车身控制 ECU v1.0', null],
    ['A/B', 'validator.projectName.slash'],
    ['A\\B', 'validator.projectName.slash'],
  ])('projectName %j answers %s', (value, key) => {
    expect(keyOf(projectName(value))).toBe(key);
  });
});

describe('uniqueInList', () => {
  const rows = [
    { name: 'Task_A', value: '1' },
    { name: 'Task_B', value: '2' },
  ];
  it.each<[unknown, UniqueInListOptions, string | null]>([
    ['Task_C', { list: rows, property: 'name' }, null],
    ['Task_A', { list: rows, property: 'name' }, 'validator.unique.name'],
    ['task_a', { list: rows, property: 'name' }, null],
    ['task_a', { list: rows, property: 'name', ignoreCase: true }, 'validator.unique.name'],
    ['Task_A', { list: rows, property: 'name', ignoreIndex: 0 }, null],
    ['Task_B', { list: rows, property: 'name', ignoreIndex: 0 }, 'validator.unique.name'],
    ['2', { list: rows, property: 'value', subject: 'value' }, 'validator.unique.value'],
    [2, { list: rows, property: 'value', subject: 'value' }, 'validator.unique.value'],
    ['0x10', { list: ['0x10', '0x20'], subject: 'data' }, 'validator.unique.data'],
    ['Task_A', {}, null],
  ])('%j with %j answers %s', (value, options, key) => {
    expect(keyOf(uniqueInList(value, options))).toBe(key);
  });
});

describe('noRepeat', () => {
  it.each<[unknown, string | undefined, string | null]>([
    [['A', 'B', 'C'], undefined, null],
    [['A', 'B', 'A'], undefined, 'validator.noRepeat'],
    [[{ ref: '/Os/T1' }, { ref: '/Os/T2' }], 'ref', null],
    [[{ ref: '/Os/T1' }, { ref: '/Os/T1' }], 'ref', 'validator.noRepeat'],
    [[], undefined, null],
  ])('%j by %s answers %s', (value, property, key) => {
    expect(keyOf(noRepeat(value, { property }))).toBe(key);
  });

  it('names the repeated entry', () => {
    expect(noRepeat(['x', 'y', 'y'])?.params).toEqual({ item: 'y' });
  });
});
