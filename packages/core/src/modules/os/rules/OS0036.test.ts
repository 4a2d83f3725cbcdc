import { describe, expect, it } from 'vitest';
import { OS0036 } from './OS0036.js';
import { OsFixture } from './os-fixture.js';

describe('OS0036 alarm start time at most the counter maximum', () => {
  const cases: [string, string, string[]][] = [
    ['at max', '1000', []],
    ['above max', '1001', ['/Os/A/OsAlarmAutostart OsAlarmAlarmTime']],
  ];
  for (const [name, time, expected] of cases) {
    it(name, () => {
      const f = OsFixture.base();
      f.counter('C', '1000', '10');
      f.alarm('A', 'C', 'T1');
      f.alarmAutostart('A', {
        OsAlarmAutostartType: 'ABSOLUTE',
        OsAlarmAlarmTime: time,
        OsAlarmCycleTime: '0',
      });
      expect(f.rows(OS0036)).toEqual(expected);
      if (expected.length > 0) expect(f.codes()).toEqual(['OS0036']);
    });
  }
});
