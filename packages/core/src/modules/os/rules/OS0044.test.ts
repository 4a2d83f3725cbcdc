import { describe, expect, it } from 'vitest';
import { OS0044 } from './OS0044.js';
import { OsFixture } from './os-fixture.js';

describe('OS0044 IMPLICIT duration equals the counter maximum + 1 (OS429)', () => {
  const cases: [string, string, string, string[]][] = [
    ['IMPLICIT, 100 on max 99', 'IMPLICIT', '100', []],
    ['IMPLICIT, 90 on max 99', 'IMPLICIT', '90', ['/Os/S OsScheduleTableDuration']],
    ['EXPLICIT, 90 on max 99', 'EXPLICIT', '90', []],
  ];
  for (const [name, strategy, duration, expected] of cases) {
    it(name, () => {
      const f = OsFixture.base();
      f.autosar('SC2');
      f.counter('C', '99', '1');
      f.scheduleTable('S', 'C', duration, ['0', '50'], 'T1', { OsScheduleTableRepeating: true });
      f.add('/Os/S', 'OsScheduleTableSync', 'OsScheduleTableSync', {
        OsScheduleTblSyncStrategy: strategy,
        OsScheduleTblExplicitPrecision: '2',
      });
      expect(f.rows(OS0044)).toEqual(expected);
      if (expected.length > 0) expect(f.codes()).toEqual(['OS0044']);
    });
  }
});
