import { describe, expect, it } from 'vitest';
import { OS0006 } from './OS0006.js';
import { OsFixture } from './os-fixture.js';

function twoCores(f: OsFixture): void {
  f.autosar();
  f.setOs({ OsNumberOfCores: '2' });
  f.task('T2', { OsTaskPriority: '2' });
}

describe('OS0006 the master core is an AUTOSAR core and referenced', () => {
  it('passes when an application runs on core 0', () => {
    const f = OsFixture.base();
    twoCores(f);
    f.core('Core0', '0');
    f.core('Core1', '1');
    f.application('App0', { OsAppTaskRef: ['/Os/T1'] }, 'Core0');
    f.application('App1', { OsAppTaskRef: ['/Os/T2'] }, 'Core1');
    expect(f.rows(OS0006)).toEqual([]);
  });
  it('fails when no application references the master core', () => {
    const f = OsFixture.base();
    twoCores(f);
    f.core('Core0', '0');
    f.core('Core1', '1');
    f.application('App1', { OsAppTaskRef: ['/Os/T1', '/Os/T2'] }, 'Core1');
    expect(f.rows(OS0006)).toEqual(['/Os/OsOS OsNumberOfCores']);
    expect(f.codes()).toEqual(['OS0006']);
    expect(f.messages(OS0006)[0]).toContain('master core 0 must be an AUTOSAR core');
  });
  it('fails when the master core is not defined', () => {
    const f = OsFixture.base();
    twoCores(f);
    f.core('Core1', '1');
    expect(f.rows(OS0006)).toEqual(['/Os/OsOS OsNumberOfCores']);
  });
  it('does not apply to a single-core OS', () => {
    expect(OsFixture.base().rows(OS0006)).toEqual([]);
  });
});
