import { describe, expect, it } from 'vitest';
import { OS0034 } from './OS0034.js';
import { OsFixture } from './os-fixture.js';

describe('OS0034 relative alarm start time not 0', () => {
  const cases: [string, string, string, string[]][] = [
    ['relative 5', 'RELATIVE', '5', []],
    ['absolute 0', 'ABSOLUTE', '0', []],
    ['relative 0', 'RELATIVE', '0', ['/Os/A/OsAlarmAutostart OsAlarmAlarmTime']],
  ];
  for (const [name, type, time, expected] of cases) {
    it(name, () => {
      const f = OsFixture.base();
      f.counter('C');
      f.alarm('A', 'C', 'T1');
      f.alarmAutostart('A', { OsAlarmAutostartType: type, OsAlarmAlarmTime: time, OsAlarmCycleTime: '0' });
      expect(f.rows(OS0034)).toEqual(expected);
      if (expected.length > 0) expect(f.codes()).toEqual(['OS0034']);
    });
  }
});
