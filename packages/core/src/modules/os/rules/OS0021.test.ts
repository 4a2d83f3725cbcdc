import { describe, expect, it } from 'vitest';
import { OS0021 } from './OS0021.js';
import { OsFixture } from './os-fixture.js';

describe('OS0021 no linked-resource loops', () => {
  it('passes for a chain ending at a standard resource', () => {
    const f = OsFixture.base();
    f.resource('R1');
    f.resource('R2', 'LINKED', { OsResourceLinkedResourceRef: ['/Os/R1'] });
    f.resource('R3', 'LINKED', { OsResourceLinkedResourceRef: ['/Os/R2'] });
    f.set('/Os/T1', {}, { OsTaskResourceRef: ['/Os/R3'] });
    expect(f.rows(OS0021)).toEqual([]);
  });
  it('fails for a loop of two, reporting both members', () => {
    const f = OsFixture.base();
    f.resource('R1', 'LINKED');
    f.resource('R2', 'LINKED', { OsResourceLinkedResourceRef: ['/Os/R1'] });
    f.set('/Os/R1', {}, { OsResourceLinkedResourceRef: [f.get('/Os/R2').id] });
    f.set('/Os/T1', {}, { OsTaskResourceRef: ['/Os/R1'] });
    expect(f.rows(OS0021)).toEqual([
      '/Os/R1 OsResourceLinkedResourceRef',
      '/Os/R2 OsResourceLinkedResourceRef',
    ]);
    expect(f.codes()).toEqual(['OS0021']);
    expect(f.messages(OS0021)[0]).toBe('Linked resource R1 is part of a loop: R1 → R2 → R1');
  });
  it('fails for a resource linking to itself', () => {
    const f = OsFixture.base();
    f.resource('R1', 'LINKED');
    f.set('/Os/R1', {}, { OsResourceLinkedResourceRef: [f.get('/Os/R1').id] });
    expect(f.rows(OS0021)).toEqual(['/Os/R1 OsResourceLinkedResourceRef']);
  });
});
