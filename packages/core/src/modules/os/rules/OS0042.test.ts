import { describe, expect, it } from 'vitest';
import { OS0042 } from './OS0042.js';
import { OsFixture } from './os-fixture.js';

const DURATION = '/Os/S OsScheduleTableDuration';

describe('OS0042 final delay within the counter bounds (OS444, OS427)', () => {
  // Counter: max 100, min cycle 5; last expiry point at 50.
  const cases: [string, string, boolean, string[]][] = [
    ['final delay 10, repeating', '60', true, []],
    ['final delay 0, single-shot', '50', false, []],
    ['final delay 0, repeating', '50', true, [DURATION]],
    ['final delay below the min cycle', '53', false, [DURATION]],
    ['final delay above the max', '151', true, [DURATION]],
  ];
  for (const [name, duration, repeating, expected] of cases) {
    it(name, () => {
      const f = OsFixture.base();
      f.autosar();
      f.counter('C', '100', '5');
      f.scheduleTable('S', 'C', duration, ['0', '50'], 'T1', { OsScheduleTableRepeating: repeating });
      expect(f.rows(OS0042)).toEqual(expected);
      if (expected.length > 0) expect(f.codes()).toEqual(['OS0042']);
    });
  }
});
