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

/**
 * `cores` cores; TaskApp owns T1 on core 0, App1 sits on core 1 and owns `owned` (C1: a counter,
 * A1: an alarm on it activating T1, S1: a schedule table on it), nothing else.
 */
function placing(owned: readonly ('C1' | 'A1' | 'S1')[], cores: string, scalabilityClass: string): OsFixture {
  const f = OsFixture.base();
  f.autosar(scalabilityClass);
  f.setOs({ OsNumberOfCores: cores });
  f.core('Core0', '0');
  f.core('Core1', '1');
  f.counter('C1');
  f.alarm('A1', 'C1', 'T1');
  f.scheduleTable('S1', 'C1', '100', ['0'], 'T1');
  f.application('TaskApp', { OsAppTaskRef: ['/Os/T1'] }, 'Core0');
  f.application(
    'App1',
    {
      OsAppCounterRef: owned.includes('C1') ? ['/Os/C1'] : [],
      OsAppAlarmRef: owned.includes('A1') ? ['/Os/A1'] : [],
      OsAppScheduleTableRef: owned.includes('S1') ? ['/Os/S1'] : [],
    },
    cores === '1' ? 'Core0' : 'Core1',
  );
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

  // goil's rule holds in every class; the standard gives a task-less application no job on one core.
  for (const scalabilityClass of ['SC1', 'SC2', 'SC3', 'SC4']) {
    it(`is an error in ${scalabilityClass}`, () => {
      const f = build(undefined, scalabilityClass);
      expect(f.types(OS0028)).toEqual(['error']);
      expect(f.codes()).toEqual(['OS0028']);
      expect(build('CATEGORY_2', scalabilityClass).rows(OS0028)).toEqual([]);
    });
  }

  it('says what is missing, in both languages', () => {
    const f = build(undefined);
    expect(f.messages(OS0028)).toEqual(['OS application IsrApp needs at least one task or CATEGORY_2 ISR']);
    expect(f.messages(OS0028, 'zh_cn')).toEqual(['OS 应用 IsrApp 至少需要一个任务或二类中断']);
  });

  // In a multicore OS an object runs on its application's core: an application holding a core's
  // counter, alarms or schedule tables places them there (mc_coreid_s1 of goil's tests).
  const placed: [string, ('C1' | 'A1' | 'S1')[], string, string[]][] = [
    ['a counter on its core, two cores', ['C1'], '2', []],
    ['an alarm on its core, two cores', ['A1'], '2', []],
    ['a schedule table on its core, two cores', ['S1'], '2', []],
    ['a counter and its alarm, two cores', ['C1', 'A1'], '2', []],
    ['nothing, two cores', [], '2', ['/Os/App1 OsAppTaskRef']],
    ['a counter, one core', ['C1'], '1', ['/Os/App1 OsAppTaskRef']],
  ];
  for (const scalabilityClass of ['SC1', 'SC3']) {
    for (const [name, owned, cores, expected] of placed) {
      it(`${name}, ${scalabilityClass}`, () => {
        expect(placing(owned, cores, scalabilityClass).rows(OS0028)).toEqual(expected);
      });
    }
  }
});
