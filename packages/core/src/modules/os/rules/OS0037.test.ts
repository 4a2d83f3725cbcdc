import { describe, expect, it } from 'vitest';
import { OS0037 } from './OS0037.js';
import { OsFixture } from './os-fixture.js';

const ACTION = '/Os/A/OsAlarmAction/OsAlarmIncrementCounter OsAlarmIncrementCounterRef';

describe('OS0037 an alarm increments only another, software counter (OS285)', () => {
  const cases: [string, string, string, string[]][] = [
    ['software counter', 'SOFTWARE', 'Target', []],
    ['hardware counter', 'HARDWARE', 'Target', [ACTION]],
    ['its own counter', 'SOFTWARE', 'C', [ACTION]],
  ];
  for (const [name, type, target, expected] of cases) {
    it(name, () => {
      const f = OsFixture.base();
      f.counter('C', '1000', '1', 'HARDWARE');
      f.counter('Target', '1000', '1', 'SOFTWARE');
      if (type === 'HARDWARE') {
        f.autosar();
        f.set('/Os/Target', { OsCounterType: 'HARDWARE' });
      }
      f.alarm('A', 'C', 'T1');
      f.alarmAction('A', 'OsAlarmIncrementCounter', {}, { OsAlarmIncrementCounterRef: [`/Os/${target}`] });
      expect(f.rows(OS0037)).toEqual(expected);
      if (expected.length > 0) expect(f.codes()).toEqual(['OS0037']);
    });
  }
});
