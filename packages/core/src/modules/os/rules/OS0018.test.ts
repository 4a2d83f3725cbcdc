import { describe, expect, it } from 'vitest';
import { OS0018 } from './OS0018.js';
import { OsFixture } from './os-fixture.js';

describe('OS0018 RES_SCHEDULER only by tasks', () => {
  it('passes for a task', () => {
    const f = OsFixture.base();
    f.resource('RES_SCHEDULER');
    f.set('/Os/T1', {}, { OsTaskResourceRef: ['/Os/RES_SCHEDULER'] });
    expect(f.rows(OS0018)).toEqual([]);
  });
  it('fails for an ISR', () => {
    const f = OsFixture.base();
    f.resource('RES_SCHEDULER');
    f.isr('I1', { OsIsrPriority: '1' }, { OsIsrResourceRef: ['/Os/RES_SCHEDULER'] });
    expect(f.rows(OS0018)).toEqual(['/Os/I1 OsIsrResourceRef']);
    expect(f.codes()).toEqual(['OS0018']);
  });
  it('accepts other resources on ISRs', () => {
    const f = OsFixture.base();
    f.resource('R1');
    f.isr('I1', { OsIsrPriority: '1' }, { OsIsrResourceRef: ['/Os/R1'] });
    expect(f.rows(OS0018)).toEqual([]);
  });
});
