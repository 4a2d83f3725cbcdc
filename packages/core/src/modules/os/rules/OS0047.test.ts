import { describe, expect, it } from 'vitest';
import { OS0047 } from './OS0047.js';
import { OsFixture } from './os-fixture.js';

const START = '/Os/S/OsScheduleTableAutostart OsScheduleTableStartValue';

describe('OS0047 schedule table autostart values (OS349, OS332, OS276)', () => {
  // Counter max 100; initial offset 10.
  const cases: [string, string, string | undefined, string[]][] = [
    ['absolute at the max', 'ABSOLUTE', '100', []],
    ['absolute above the max (OS349)', 'ABSOLUTE', '101', [START]],
    ['relative 0 (OS332)', 'RELATIVE', '0', [START]],
    ['relative without value (OS332)', 'RELATIVE', undefined, [START]],
    ['relative at max minus initial offset', 'RELATIVE', '90', []],
    ['relative above max minus initial offset (OS276)', 'RELATIVE', '91', [START]],
    ['synchron', 'SYNCHRON', undefined, []],
  ];
  for (const [name, type, start, expected] of cases) {
    it(name, () => {
      const f = OsFixture.base();
      f.autosar();
      f.counter('C', '100', '1');
      f.scheduleTable('S', 'C', '100', ['10', '50'], 'T1');
      f.add(
        '/Os/S',
        'OsScheduleTableAutostart',
        'OsScheduleTableAutostart',
        start === undefined
          ? { OsScheduleTableAutostartType: type }
          : { OsScheduleTableAutostartType: type, OsScheduleTableStartValue: start },
        { OsScheduleTableAppModeRef: [f.firstAppMode()] },
      );
      expect(f.rows(OS0047)).toEqual(expected);
      if (expected.length > 0) expect(f.codes()).toEqual(['OS0047']);
    });
  }
});
