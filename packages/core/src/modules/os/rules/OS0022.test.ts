import { describe, expect, it } from 'vitest';
import { OS0022 } from './OS0022.js';
import { OsFixture } from './os-fixture.js';

describe('OS0022 linked resources link to a standard or linked resource', () => {
  const cases: [string, string, string | undefined, string, string[]][] = [
    ['linked to standard', 'LINKED', 'R0', 'STANDARD', []],
    ['linked to linked', 'LINKED', 'R0', 'LINKED', []],
    ['linked without target', 'LINKED', undefined, 'STANDARD', ['/Os/R1 OsResourceLinkedResourceRef']],
    ['linked to internal', 'LINKED', 'R0', 'INTERNAL', ['/Os/R1 OsResourceLinkedResourceRef']],
    ['standard with a link', 'STANDARD', 'R0', 'STANDARD', ['/Os/R1 OsResourceLinkedResourceRef']],
  ];
  for (const [name, property, target, targetProperty, expected] of cases) {
    it(name, () => {
      const f = OsFixture.base();
      f.resource('R0', targetProperty === 'LINKED' ? 'STANDARD' : targetProperty);
      if (targetProperty === 'LINKED') {
        f.resource('Rs');
        f.set('/Os/R0', { OsResourceProperty: 'LINKED' }, { OsResourceLinkedResourceRef: ['/Os/Rs'] });
      }
      f.resource('R1', property, target ? { OsResourceLinkedResourceRef: [`/Os/${target}`] } : {});
      f.set('/Os/T1', {}, { OsTaskResourceRef: ['/Os/R1', '/Os/R0'] });
      expect(f.rows(OS0022)).toEqual(expected);
      if (expected.length > 0) expect(f.codes()).toEqual(['OS0022']);
    });
  }
});
