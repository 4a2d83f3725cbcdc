import { describe, expect, it } from 'vitest';
import { OS0030 } from './OS0030.js';
import { OsFixture } from './os-fixture.js';

/** Table S of App1 on counter `counter` activating `task`; App1 owns T1 and C1, App2 owns T2 and C2. */
function build(counter: string, task: string, scalabilityClass = 'SC3'): OsFixture {
  const f = OsFixture.base();
  f.autosar(scalabilityClass);
  f.task('T2', { OsTaskPriority: '2' });
  f.counter('C1');
  f.counter('C2');
  f.scheduleTable('S', counter, '100', ['0'], task);
  f.application('App1', {
    OsAppTaskRef: ['/Os/T1'],
    OsAppCounterRef: ['/Os/C1'],
    OsAppScheduleTableRef: ['/Os/S'],
  });
  f.application('App2', { OsAppTaskRef: ['/Os/T2'], OsAppCounterRef: ['/Os/C2'] });
  f.set('/Os/App1', { OsTrusted: false });
  f.set('/Os/App2', { OsTrusted: false });
  return f;
}

describe('OS0030 a schedule table uses the counter and tasks of its application', () => {
  it('passes within one application', () => {
    expect(build('C1', 'T1').rows(OS0030)).toEqual([]);
  });
  it('fails for a counter of another application', () => {
    const f = build('C2', 'T1');
    expect(f.rows(OS0030)).toEqual(['/Os/S OsScheduleTableCounterRef']);
    expect(f.codes()).toEqual(['OS0030']);
    expect(f.messages(OS0030)).toEqual([
      'Counter C2 does not belong to application App1 of schedule table S, nor grants it access',
    ]);
    expect(f.messages(OS0030, 'zh_cn')).toEqual([
      '计数器 C2 不属于调度表 S 所在的 OS 应用 App1，且未授权该应用访问',
    ]);
  });
  it('fails for a task of another application', () => {
    expect(build('C1', 'T2').rows(OS0030)).toEqual(['/Os/S/S_ep1/Activate OsScheduleTableActivateTaskRef']);
  });
  it('passes when the counter grants access', () => {
    const f = build('C2', 'T1');
    f.set('/Os/C2', {}, { OsCounterAccessingApplication: ['/Os/App1'] });
    expect(f.rows(OS0030)).toEqual([]);
  });
  it('passes for a trusted application (full rights, as goil accepts)', () => {
    const f = build('C2', 'T1');
    f.set('/Os/App1', { OsTrusted: true });
    expect(f.rows(OS0030)).toEqual([]);
  });
  it('passes when the user grants access to the other application (goil ACCESSING_APPLICATION)', () => {
    const f = build('C2', 'T1');
    f.set('/Os/S', {}, { OsSchTblAccessingApplication: ['/Os/App2'] });
    expect(f.rows(OS0030)).toEqual([]);
  });

  // Access rights are enforced with service protection (SC3/SC4) only.
  const byClass: [string, string][] = [
    ['SC1', 'warning'],
    ['SC2', 'warning'],
    ['SC3', 'error'],
    ['SC4', 'error'],
  ];
  for (const [scalabilityClass, type] of byClass) {
    it(`is a${type === 'error' ? 'n' : ''} ${type} in ${scalabilityClass}`, () => {
      const f = build('C2', 'T2', scalabilityClass);
      expect(f.rows(OS0030)).toEqual([
        '/Os/S OsScheduleTableCounterRef',
        '/Os/S/S_ep1/Activate OsScheduleTableActivateTaskRef',
      ]);
      expect(f.types(OS0030)).toEqual([type, type]);
      expect(build('C1', 'T1', scalabilityClass).rows(OS0030)).toEqual([]);
    });
  }
  it('says why it is only a warning below SC3, in both languages', () => {
    const f = build('C1', 'T2', 'SC2');
    expect(f.messages(OS0030)).toEqual([
      'Task T2 does not belong to application App1 of schedule table S, nor grants it access (a warning: scalability class SC2 enforces no access rights; an error in SC3/SC4)',
    ]);
    expect(f.messages(OS0030, 'zh_cn')).toEqual([
      '任务 T2 不属于调度表 S 所在的 OS 应用 App1，且未授权该应用访问（警告：可扩展性等级 SC2 不检查访问权限；在 SC3/SC4 中为错误）',
    ]);
  });
});
