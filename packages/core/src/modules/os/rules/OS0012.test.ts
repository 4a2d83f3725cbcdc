import { describe, expect, it } from 'vitest';
import { OS0012 } from './OS0012.js';
import { OsFixture } from './os-fixture.js';

function build(count: number): OsFixture {
  const f = OsFixture.base();
  const events: string[] = [];
  for (let i = 0; i < count; i += 1) {
    f.event(`E${i}`);
    events.push(`/Os/E${i}`);
  }
  f.set('/Os/T1', {}, { OsTaskEventRef: events });
  return f;
}

describe('OS0012 fewer than 32 events per task', () => {
  it('passes with 31 events', () => {
    expect(build(31).rows(OS0012)).toEqual([]);
  });
  it('fails with 32 events', () => {
    const f = build(32);
    expect(f.rows(OS0012)).toEqual(['/Os/T1 OsTaskEventRef']);
    expect(f.codes()).toEqual(['OS0012']);
  });
});
