import { describe, expect, it } from 'vitest';
import { OS0035 } from './OS0035.js';
import { OsFixture } from './os-fixture.js';

describe('OS0035 alarm cycle within the counter bounds', () => {
  const cases: [string, string, string[]][] = [
    ['one-shot (0)', '0', []],
    ['at min cycle', '10', []],
    ['at max allowed value', '1000', []],
    ['below min cycle', '9', ['/Os/A/OsAlarmAutostart OsAlarmCycleTime']],
    ['above max allowed value', '1001', ['/Os/A/OsAlarmAutostart OsAlarmCycleTime']],
  ];
  for (const [name, cycle, expected] of cases) {
    it(name, () => {
      const f = OsFixture.base();
      f.counter('C', '1000', '10');
      f.alarm('A', 'C', 'T1');
      f.alarmAutostart('A', {
        OsAlarmAutostartType: 'RELATIVE',
        OsAlarmAlarmTime: '10',
        OsAlarmCycleTime: cycle,
      });
      expect(f.rows(OS0035)).toEqual(expected);
      if (expected.length > 0) expect(f.codes()).toEqual(['OS0035']);
    });
  }
});
