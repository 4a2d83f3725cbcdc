import { describe, expect, it } from 'vitest';
import { OS0051 } from './OS0051.js';
import { OsFixture } from './os-fixture.js';

describe('OS0051 features match the OS type and scalability class', () => {
  it('refuses a schedule table in an OSEK OS', () => {
    const f = OsFixture.base();
    f.counter('C');
    f.scheduleTable('S', 'C', '100', ['0'], 'T1');
    expect(f.rows(OS0051)).toEqual(['/Os/S']);
    expect(f.codes()).toEqual(['OS0051']);
  });
  it('accepts a schedule table in an AUTOSAR SC1 OS', () => {
    const f = OsFixture.base();
    f.autosar('SC1');
    f.counter('C');
    f.scheduleTable('S', 'C', '100', ['0'], 'T1');
    expect(f.rows(OS0051)).toEqual([]);
  });
  const timing: [string, string, string[]][] = [
    ['timing protection in SC1', 'SC1', ['/Os/T1/OsTaskTimingProtection']],
    ['timing protection in SC2', 'SC2', []],
    ['timing protection in SC3', 'SC3', ['/Os/T1/OsTaskTimingProtection']],
    ['timing protection in SC4', 'SC4', []],
  ];
  for (const [name, scalabilityClass, expected] of timing) {
    it(name, () => {
      const f = OsFixture.base();
      f.autosar(scalabilityClass);
      f.add('/Os/T1', 'OsTaskTimingProtection', 'OsTaskTimingProtection');
      expect(f.rows(OS0051)).toEqual(expected);
    });
  }
  it('needs SC2/SC4 for a synchronised schedule table', () => {
    const f = OsFixture.base();
    f.autosar('SC1');
    f.counter('C', '99');
    f.scheduleTable('S', 'C', '100', ['0', '50'], 'T1', { OsScheduleTableRepeating: true });
    f.add('/Os/S', 'OsScheduleTableSync', 'OsScheduleTableSync', { OsScheduleTblSyncStrategy: 'IMPLICIT' });
    expect(f.rows(OS0051)).toEqual(['/Os/S/OsScheduleTableSync OsScheduleTblSyncStrategy']);
  });
  const memory: [string, string, boolean, string[]][] = [
    ['untrusted application in SC1', 'SC1', false, ['/Os/App OsTrusted']],
    ['untrusted application in SC3', 'SC3', false, []],
    ['trusted application in SC1', 'SC1', true, []],
  ];
  for (const [name, scalabilityClass, trusted, expected] of memory) {
    it(name, () => {
      const f = OsFixture.base();
      f.autosar(scalabilityClass);
      f.application('App', { OsAppTaskRef: ['/Os/T1'] });
      f.set('/Os/App', { OsTrusted: trusted });
      expect(f.rows(OS0051)).toEqual(expected);
    });
  }
  it('needs SC3/SC4 for a peripheral area', () => {
    const f = OsFixture.base();
    f.autosar('SC2');
    f.add('/Os', 'OsPeripheralArea', 'P0', { OsPeripheralAreaId: '0' });
    expect(f.rows(OS0051)).toEqual(['/Os/P0']);
  });
});
