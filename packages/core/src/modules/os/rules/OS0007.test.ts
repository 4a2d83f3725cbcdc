import { describe, expect, it } from 'vitest';
import { OS0007 } from './OS0007.js';
import { OsFixture } from './os-fixture.js';

function withApplications(f: OsFixture, count: number): void {
  f.autosar();
  for (let i = 0; i < count; i += 1) {
    f.task(`AppTask${i}`, { OsTaskPriority: String(10 + i) });
    f.application(`App${i}`, { OsAppTaskRef: [`/Os/AppTask${i}`] });
  }
  f.application('AppT1', { OsAppTaskRef: ['/Os/T1'] });
}

describe('OS0007 applications plus cores fewer than 16', () => {
  it('passes with 14 applications and one core', () => {
    const f = OsFixture.base();
    withApplications(f, 13);
    expect(f.rows(OS0007)).toEqual([]);
  });
  it('fails with 15 applications and one core', () => {
    const f = OsFixture.base();
    withApplications(f, 14);
    expect(f.rows(OS0007)).toEqual(['/Os/OsOS OsNumberOfCores']);
    expect(f.codes()).toEqual(['OS0007']);
    expect(f.messages(OS0007)).toEqual(['OS applications (15) plus cores (1) must be fewer than 16, are 16']);
  });
});
