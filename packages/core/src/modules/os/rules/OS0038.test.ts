import { describe, expect, it } from 'vitest';
import { OS0038 } from './OS0038.js';
import { OsFixture } from './os-fixture.js';

describe('OS0038 a schedule table has an expiry point (OS401)', () => {
  it('passes with one expiry point', () => {
    const f = OsFixture.base();
    f.autosar();
    f.counter('C');
    f.scheduleTable('S', 'C', '100', ['0'], 'T1');
    expect(f.rows(OS0038)).toEqual([]);
  });
  it('fails without expiry points', () => {
    const f = OsFixture.base();
    f.autosar();
    f.counter('C');
    f.scheduleTable('S', 'C', '100', [], 'T1');
    expect(f.rows(OS0038)).toEqual(['/Os/S']);
    expect(f.codes()).toEqual(['OS0038']);
  });
});
