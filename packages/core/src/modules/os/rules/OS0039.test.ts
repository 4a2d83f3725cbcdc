import { describe, expect, it } from 'vitest';
import { OS0039 } from './OS0039.js';
import { OsFixture } from './os-fixture.js';

describe('OS0039 an expiry point activates a task or sets an event (OS407)', () => {
  it('passes with a task activation', () => {
    const f = OsFixture.base();
    f.autosar();
    f.counter('C');
    f.scheduleTable('S', 'C', '100', ['0'], 'T1');
    expect(f.rows(OS0039)).toEqual([]);
  });
  it('passes with an event setting only', () => {
    const f = OsFixture.base();
    f.autosar();
    f.event('E1');
    f.set('/Os/T1', {}, { OsTaskEventRef: ['/Os/E1'] });
    f.counter('C');
    f.scheduleTable('S', 'C', '100', ['0'], 'T1');
    f.remove('/Os/S/S_ep1/Activate');
    f.eventSetting('/Os/S/S_ep1', 'Set', 'E1', 'T1');
    expect(f.rows(OS0039)).toEqual([]);
  });
  it('fails without action', () => {
    const f = OsFixture.base();
    f.autosar();
    f.counter('C');
    f.scheduleTable('S', 'C', '100', ['0'], 'T1');
    f.remove('/Os/S/S_ep1/Activate');
    expect(f.rows(OS0039)).toEqual(['/Os/S/S_ep1']);
    expect(f.codes()).toEqual(['OS0039']);
  });
});
