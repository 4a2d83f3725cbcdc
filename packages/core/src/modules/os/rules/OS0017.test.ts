import { describe, expect, it } from 'vitest';
import { OS0017 } from './OS0017.js';
import { OsFixture } from './os-fixture.js';

describe('OS0017 warning: unreferenced resource', () => {
  it('passes for resources used by a task, an ISR or a link', () => {
    const f = OsFixture.base();
    f.resource('R1');
    f.resource('R2');
    f.resource('R3', 'LINKED', { OsResourceLinkedResourceRef: ['/Os/R2'] });
    f.set('/Os/T1', {}, { OsTaskResourceRef: ['/Os/R1', '/Os/R3'] });
    f.isr('I1', { OsIsrPriority: '1' }, { OsIsrResourceRef: ['/Os/R2'] });
    expect(f.rows(OS0017)).toEqual([]);
  });
  it('warns about a resource nobody uses', () => {
    const f = OsFixture.base();
    f.resource('R1');
    expect(f.rows(OS0017)).toEqual(['/Os/R1']);
    expect(f.codes()).toEqual(['OS0017']);
    expect(OS0017.severity).toBe('warning');
  });
});
