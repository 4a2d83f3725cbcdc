import { describe, expect, it } from 'vitest';
import { OS0027 } from './OS0027.js';
import { OsFixture } from './os-fixture.js';

describe('OS0027 an object belongs to exactly one application', () => {
  it('passes with one owner each', () => {
    const f = OsFixture.base();
    f.autosar();
    f.task('T2', { OsTaskPriority: '2' });
    f.application('App1', { OsAppTaskRef: ['/Os/T1'] });
    f.application('App2', { OsAppTaskRef: ['/Os/T2'] });
    expect(f.rows(OS0027)).toEqual([]);
  });
  it('fails for a task in two applications', () => {
    const f = OsFixture.base();
    f.autosar();
    f.application('App1', { OsAppTaskRef: ['/Os/T1'] });
    f.application('App2', { OsAppTaskRef: ['/Os/T1'] });
    expect(f.rows(OS0027)).toEqual(['/Os/T1']);
    expect(f.codes()).toEqual(['OS0027']);
    expect(f.messages(OS0027)).toEqual([
      'OsTask T1 belongs to several OS applications (App1, App2); it belongs to exactly one',
    ]);
  });
  it('fails for a resource in two applications', () => {
    const f = OsFixture.base();
    f.autosar();
    f.resource('R1');
    f.set('/Os/T1', {}, { OsTaskResourceRef: ['/Os/R1'] });
    f.application('App1', { OsAppTaskRef: ['/Os/T1'], OsAppResourceRef: ['/Os/R1'] });
    f.add('/Os', 'OsApplication', 'App2', { OsTrusted: true }, { OsAppResourceRef: ['/Os/R1'] });
    expect(f.rows(OS0027)).toEqual(['/Os/R1']);
  });
});
