import { describe, expect, it } from 'vitest';
import { OS0010 } from './OS0010.js';
import { OsFixture } from './os-fixture.js';

const ACTION = '/Os/A/OsAlarmAction/OsAlarmSetEvent OsAlarmSetEventRef';

function build(taskEvents: string[]): OsFixture {
  const f = OsFixture.base();
  f.event('E1');
  f.event('E2');
  f.task('Ext', { OsTaskPriority: '2' }, { OsTaskEventRef: taskEvents });
  f.task('Owner', { OsTaskPriority: '3' }, { OsTaskEventRef: ['/Os/E1', '/Os/E2'] });
  f.counter('C');
  f.alarm('A', 'C', 'Ext', 'E1');
  return f;
}

describe('OS0010 an alarm sets events only on tasks owning them', () => {
  it('passes when the task owns the event', () => {
    expect(build(['/Os/E1']).rows(OS0010)).toEqual([]);
  });
  it('fails on a basic task', () => {
    const f = build([]);
    expect(f.rows(OS0010)).toEqual([ACTION]);
    expect(f.codes()).toEqual(['OS0010']);
    expect(f.messages(OS0010)).toEqual([
      'Alarm A cannot set event E1 on basic task Ext (the task references no event)',
    ]);
  });
  it('fails on an extended task that does not own the event', () => {
    const f = build(['/Os/E2']);
    expect(f.rows(OS0010)).toEqual([ACTION]);
    expect(f.messages(OS0010, 'zh_cn')).toEqual([
      '报警器 A 给任务 Ext 设置的事件 E1 不属于该任务（OsTaskEventRef）',
    ]);
  });
});
