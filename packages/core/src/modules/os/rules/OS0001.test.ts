import { describe, expect, it } from 'vitest';
import { OS0001 } from './OS0001.js';
import { OsFixture } from './os-fixture.js';

describe('OS0001 the OS needs a task', () => {
  it('passes with one task', () => {
    expect(OsFixture.base().rows(OS0001)).toEqual([]);
  });
  it('fails without any task, and only with this code', () => {
    const f = OsFixture.base();
    f.remove('/Os/T1');
    expect(f.rows(OS0001)).toEqual(['/Os/OsOS']);
    expect(f.codes()).toEqual(['OS0001']);
    expect(f.messages(OS0001, 'zh_cn')).toEqual(['OS 未配置任何任务（OsTask），至少需要一个任务']);
  });
});
