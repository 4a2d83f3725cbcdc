import { describe, expect, it } from 'vitest';
import { OS0029 } from './OS0029.js';
import { OsFixture } from './os-fixture.js';

/** Alarm A of App1 on counter `counter` activating `task`; App1 owns T1 and C1, App2 owns T2 and C2. */
function build(counter: string, task: string, scalabilityClass = 'SC3'): OsFixture {
  const f = OsFixture.base();
  f.autosar(scalabilityClass);
  f.task('T2', { OsTaskPriority: '2' });
  f.counter('C1');
  f.counter('C2');
  f.alarm('A', counter, task);
  f.application('App1', { OsAppTaskRef: ['/Os/T1'], OsAppCounterRef: ['/Os/C1'], OsAppAlarmRef: ['/Os/A'] });
  f.application('App2', { OsAppTaskRef: ['/Os/T2'], OsAppCounterRef: ['/Os/C2'] });
  f.set('/Os/App1', { OsTrusted: false });
  f.set('/Os/App2', { OsTrusted: false });
  return f;
}

describe('OS0029 an alarm uses counters and tasks of its application', () => {
  it('passes within one application', () => {
    expect(build('C1', 'T1').rows(OS0029)).toEqual([]);
  });
  it('fails for a counter of another application', () => {
    const f = build('C2', 'T1');
    expect(f.rows(OS0029)).toEqual(['/Os/A OsAlarmCounterRef']);
    expect(f.codes()).toEqual(['OS0029']);
    expect(f.messages(OS0029)).toEqual([
      'Counter C2 does not belong to application App1 of alarm A, nor grants it access',
    ]);
  });
  it('fails for a task of another application', () => {
    expect(build('C1', 'T2').rows(OS0029)).toEqual([
      '/Os/A/OsAlarmAction/OsAlarmActivateTask OsAlarmActivateTaskRef',
    ]);
  });
  it('passes when the task grants access to the alarm’s application', () => {
    const f = build('C1', 'T2');
    f.set('/Os/T2', {}, { OsTaskAccessingApplication: ['/Os/App1'] });
    expect(f.rows(OS0029)).toEqual([]);
  });
  it('passes for a trusted application (full rights, as goil accepts)', () => {
    const f = build('C1', 'T2');
    f.set('/Os/App1', { OsTrusted: true });
    expect(f.rows(OS0029)).toEqual([]);
  });
  it('passes when the user grants access to the other application (goil ACCESSING_APPLICATION)', () => {
    const f = build('C1', 'T2');
    f.set('/Os/A', {}, { OsAlarmAccessingApplication: ['/Os/App2'] });
    expect(f.rows(OS0029)).toEqual([]);
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
      expect(f.rows(OS0029)).toEqual([
        '/Os/A OsAlarmCounterRef',
        '/Os/A/OsAlarmAction/OsAlarmActivateTask OsAlarmActivateTaskRef',
      ]);
      expect(f.types(OS0029)).toEqual([type, type]);
      expect(build('C1', 'T1', scalabilityClass).rows(OS0029)).toEqual([]);
    });
  }
  it('says why it is only a warning below SC3, in both languages', () => {
    const f = build('C2', 'T1', 'SC1');
    expect(f.messages(OS0029)).toEqual([
      'Counter C2 does not belong to application App1 of alarm A, nor grants it access (a warning: scalability class SC1 enforces no access rights; an error in SC3/SC4)',
    ]);
    expect(f.messages(OS0029, 'zh_cn')).toEqual([
      '计数器 C2 不属于报警器 A 所在的 OS 应用 App1，且未授权该应用访问（警告：可扩展性等级 SC1 不检查访问权限；在 SC3/SC4 中为错误）',
    ]);
  });
});
