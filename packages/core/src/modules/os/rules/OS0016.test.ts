import { describe, expect, it } from 'vitest';
import { OS0016 } from './OS0016.js';
import { OsFixture } from './os-fixture.js';

describe('OS0016 warning: unreferenced event', () => {
  it('passes when a task owns the event', () => {
    const f = OsFixture.base();
    f.event('E1');
    f.set('/Os/T1', {}, { OsTaskEventRef: ['/Os/E1'] });
    expect(f.rows(OS0016)).toEqual([]);
  });
  it('warns about an event no task owns', () => {
    const f = OsFixture.base();
    f.event('E1');
    expect(f.rows(OS0016)).toEqual(['/Os/E1']);
    expect(f.codes()).toEqual(['OS0016']);
    expect(OS0016.severity).toBe('warning');
  });
});
