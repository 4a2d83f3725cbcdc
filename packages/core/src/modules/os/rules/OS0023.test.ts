import { describe, expect, it } from 'vitest';
import { OS0023 } from './OS0023.js';
import { OsFixture } from './os-fixture.js';

function build(secondCore: string): OsFixture {
  const f = OsFixture.base();
  f.autosar();
  f.setOs({ OsNumberOfCores: '2' });
  f.core('Core0', '0');
  f.core('Core1', '1');
  f.resource('R1');
  f.set('/Os/T1', {}, { OsTaskResourceRef: ['/Os/R1'] });
  f.task('T2', { OsTaskPriority: '2' }, { OsTaskResourceRef: ['/Os/R1'] });
  f.application('App0', { OsAppTaskRef: ['/Os/T1'] }, 'Core0');
  f.application('App1', { OsAppTaskRef: ['/Os/T2'] }, secondCore);
  return f;
}

describe('OS0023 no resource shared across cores', () => {
  it('passes when both users are on core 0', () => {
    expect(build('Core0').rows(OS0023)).toEqual([]);
  });
  it('fails when the users are on cores 0 and 1', () => {
    const f = build('Core1');
    expect(f.rows(OS0023)).toEqual(['/Os/R1']);
    expect(f.codes()).toEqual(['OS0023']);
    expect(f.messages(OS0023)[0]).toContain('(T1@0, T2@1)');
  });
});
