import { describe, expect, it } from 'vitest';
import { OS0041 } from './OS0041.js';
import { OsFixture } from './os-fixture.js';

const OFFSET = 'OsScheduleTblExpPointOffset';

describe('OS0041 offsets and delays within the counter bounds (OS443, OS408)', () => {
  // Counter: max 100, min cycle 5. Duration chosen so that the final delay is valid.
  const cases: [string, string, string[], string[]][] = [
    ['first at 0, delays 5 and 100', '210', ['0', '5', '105'], []],
    ['first at the min cycle', '100', ['5', '50'], []],
    ['first below the min cycle, not 0', '100', ['3', '50'], [`/Os/S/S_ep1 ${OFFSET}`]],
    ['first above the max', '200', ['101', '150'], [`/Os/S/S_ep1 ${OFFSET}`]],
    ['delay below the min cycle', '100', ['0', '4', '50'], [`/Os/S/S_ep2 ${OFFSET}`]],
    ['delay above the max', '300', ['0', '101', '200'], [`/Os/S/S_ep2 ${OFFSET}`]],
    ['unsorted expiry points are sorted by offset', '100', ['50', '0', '52'], [`/Os/S/S_ep3 ${OFFSET}`]],
  ];
  for (const [name, duration, offsets, expected] of cases) {
    it(name, () => {
      const f = OsFixture.base();
      f.autosar();
      f.counter('C', '100', '5');
      f.scheduleTable('S', 'C', duration, offsets, 'T1');
      expect(f.rows(OS0041)).toEqual(expected);
      if (expected.length > 0 && name !== 'first above the max') expect(f.codes()).toEqual(['OS0041']);
    });
  }
});
