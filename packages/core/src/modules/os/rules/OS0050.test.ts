import { describe, expect, it } from 'vitest';
import { OS0050 } from './OS0050.js';
import { OsFixture } from './os-fixture.js';

describe('OS0050 warning: features needing BCC2/ECC2', () => {
  it('passes for one activation and distinct priorities', () => {
    const f = OsFixture.base();
    f.task('T2', { OsTaskPriority: '2' });
    expect(f.rows(OS0050)).toEqual([]);
  });
  it('warns about multiple activation', () => {
    const f = OsFixture.base();
    f.set('/Os/T1', { OsTaskActivation: '3' });
    expect(f.rows(OS0050)).toEqual(['/Os/T1 OsTaskActivation']);
    expect(f.codes()).toEqual(['OS0050']);
  });
  it('warns about a shared priority', () => {
    const f = OsFixture.base();
    f.task('T2', { OsTaskPriority: '1' });
    expect(f.rows(OS0050)).toEqual(['/Os/T2 OsTaskPriority']);
    expect(f.messages(OS0050)).toEqual([
      'Task T2 shares priority 1 with T1, which needs OSEK conformance class BCC2 or ECC2',
    ]);
  });
  it('does not apply to an AUTOSAR OS', () => {
    const f = OsFixture.base();
    f.autosar();
    f.task('T2', { OsTaskPriority: '1', OsTaskActivation: '2' });
    expect(f.rows(OS0050)).toEqual([]);
  });
  it('is a warning', () => {
    expect(OS0050.severity).toBe('warning');
  });
});
