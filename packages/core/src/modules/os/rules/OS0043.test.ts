import { describe, expect, it } from 'vitest';
import { OS0043 } from './OS0043.js';
import { OsFixture } from './os-fixture.js';

function build(): OsFixture {
  const f = OsFixture.base();
  f.autosar('SC2');
  f.counter('C', '1000', '1');
  f.scheduleTable('S', 'C', '100', ['0', '50'], 'T1', { OsScheduleTableRepeating: true });
  return f;
}

describe('OS0043 offsets, lengthen, shorten and precision within 0..duration', () => {
  it('passes with values inside the table', () => {
    const f = build();
    f.add('/Os/S/S_ep2', 'OsScheduleTblAdjustableExpPoint', 'Adjust', {
      OsScheduleTableMaxLengthen: '10',
      OsScheduleTableMaxShorten: '10',
    });
    f.add('/Os/S', 'OsScheduleTableSync', 'OsScheduleTableSync', {
      OsScheduleTblSyncStrategy: 'EXPLICIT',
      OsScheduleTblExplicitPrecision: '100',
    });
    expect(f.rows(OS0043)).toEqual([]);
  });
  it('fails for a precision above the duration (OS438)', () => {
    const f = build();
    f.add('/Os/S', 'OsScheduleTableSync', 'OsScheduleTableSync', {
      OsScheduleTblSyncStrategy: 'EXPLICIT',
      OsScheduleTblExplicitPrecision: '101',
    });
    expect(f.rows(OS0043)).toEqual(['/Os/S/OsScheduleTableSync OsScheduleTblExplicitPrecision']);
    expect(f.codes()).toEqual(['OS0043']);
  });
  it('fails for lengthen and shorten above the duration', () => {
    const f = build();
    f.add('/Os/S/S_ep2', 'OsScheduleTblAdjustableExpPoint', 'Adjust', {
      OsScheduleTableMaxLengthen: '101',
      OsScheduleTableMaxShorten: '101',
    });
    expect(f.rows(OS0043)).toEqual([
      '/Os/S/S_ep2/Adjust OsScheduleTableMaxLengthen',
      '/Os/S/S_ep2/Adjust OsScheduleTableMaxShorten',
    ]);
  });
  it('fails for an offset beyond the duration', () => {
    const f = build();
    f.set('/Os/S/S_ep2', { OsScheduleTblExpPointOffset: '120' });
    expect(f.rows(OS0043)).toEqual(['/Os/S/S_ep2 OsScheduleTblExpPointOffset']);
    expect(f.messages(OS0043)).toEqual([
      'OsScheduleTblExpPointOffset of S_ep2 is 120; it must be within 0..100, the duration of schedule table S',
    ]);
  });
});
