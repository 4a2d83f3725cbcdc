import { describe, expect, it } from 'vitest';
import { OS0046 } from './OS0046.js';
import { OsFixture } from './os-fixture.js';

/** goil's sts_s2 tables: counter max 8, min cycle 2, duration 9, expiry points at 2 and 7. */
function build(repeating: boolean, adjust: [string, string][]): OsFixture {
  const f = OsFixture.base();
  f.autosar();
  f.counter('C', '8', '2');
  f.scheduleTable('S', 'C', '9', ['2', '7'], 'T1', { OsScheduleTableRepeating: repeating });
  adjust.forEach(([shorten, lengthen], i) =>
    f.add(`/Os/S/S_ep${i + 1}`, 'OsScheduleTblAdjustableExpPoint', 'Adjust', {
      OsScheduleTableMaxShorten: shorten,
      OsScheduleTableMaxLengthen: lengthen,
    }),
  );
  return f;
}

describe('OS0046 shorten and lengthen limits of adjustable expiry points (OS436, OS437)', () => {
  it('passes at the limits', () => {
    expect(
      build(true, [
        ['2', '7'],
        ['3', '4'],
      ]).rows(OS0046),
    ).toEqual([]);
  });
  it('fails for the second point of a single-shot table', () => {
    const f = build(false, [
      ['2', '7'],
      ['4', '5'],
    ]);
    expect(f.rows(OS0046)).toEqual([
      '/Os/S/S_ep2/Adjust OsScheduleTableMaxShorten',
      '/Os/S/S_ep2/Adjust OsScheduleTableMaxLengthen',
    ]);
    expect(f.codes()).toEqual(['OS0046']);
    expect(f.messages(OS0046)).toEqual([
      'Expiry point S_ep2 has OsScheduleTableMaxShorten 4; it must be at most the previous delay 5 minus OsCounterMinCycle 2',
      'Expiry point S_ep2 has OsScheduleTableMaxLengthen 5; it must be at most the duration 9 minus the delay 5',
    ]);
  });
  it('checks the first point of a repeating table against the wrap-around delay', () => {
    expect(
      build(true, [
        ['3', '8'],
        ['3', '4'],
      ]).rows(OS0046),
    ).toEqual([
      '/Os/S/S_ep1/Adjust OsScheduleTableMaxShorten',
      '/Os/S/S_ep1/Adjust OsScheduleTableMaxLengthen',
    ]);
  });
});
