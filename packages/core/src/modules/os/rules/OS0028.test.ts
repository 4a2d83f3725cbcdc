import { describe, expect, it } from 'vitest';
import { OS0028 } from './OS0028.js';
import { OsFixture } from './os-fixture.js';

/** App TaskApp owns T1; IsrApp owns an ISR of `category`, or nothing. */
function build(category: string | undefined, scalabilityClass = 'SC1'): OsFixture {
  const f = OsFixture.base();
  f.autosar(scalabilityClass);
  f.application('TaskApp', { OsAppTaskRef: ['/Os/T1'] });
  if (category) {
    f.isr('I1', { OsIsrCategory: category, OsIsrPriority: '1' });
    f.application('IsrApp', { OsAppIsrRef: ['/Os/I1'] });
  } else f.application('IsrApp');
  return f;
}

describe('OS0028 an application has a task or a CATEGORY_2 ISR (OS445)', () => {
  const cases: [string, string | undefined, string[]][] = [
    ['with a category 2 ISR', 'CATEGORY_2', []],
    ['with only a category 1 ISR', 'CATEGORY_1', ['/Os/IsrApp OsAppTaskRef']],
    ['with nothing', undefined, ['/Os/IsrApp OsAppTaskRef']],
  ];
  for (const [name, category, expected] of cases) {
    it(name, () => {
      const f = build(category);
      expect(f.rows(OS0028)).toEqual(expected);
      if (expected.length > 0) expect(f.codes()).toEqual(['OS0028']);
    });
  }

  // Service protection (SC3/SC4) makes an application a protection domain; below it only groups objects.
  const byClass: [string, string][] = [
    ['SC1', 'warning'],
    ['SC2', 'warning'],
    ['SC3', 'error'],
    ['SC4', 'error'],
  ];
  for (const [scalabilityClass, type] of byClass) {
    it(`is a${type === 'error' ? 'n' : ''} ${type} in ${scalabilityClass}`, () => {
      const f = build(undefined, scalabilityClass);
      expect(f.types(OS0028)).toEqual([type]);
      expect(f.codes()).toEqual(['OS0028']);
      expect(build('CATEGORY_2', scalabilityClass).rows(OS0028)).toEqual([]);
    });
  }

  it('says why it is only a warning below SC3, in both languages', () => {
    const f = build(undefined, 'SC2');
    expect(f.messages(OS0028)).toEqual([
      'OS application IsrApp has no task or CATEGORY_2 ISR (a warning: scalability class SC2 has no service protection, so here an application only groups objects; an error in SC3/SC4)',
    ]);
    expect(f.messages(OS0028, 'zh_cn')).toEqual([
      'OS 应用 IsrApp 没有任务或二类中断（警告：可扩展性等级 SC2 没有服务保护，此处应用只是对象的分组；在 SC3/SC4 中为错误）',
    ]);
    expect(build(undefined, 'SC3').messages(OS0028)).toEqual([
      'OS application IsrApp needs at least one task or CATEGORY_2 ISR',
    ]);
  });
});
