import { describe, expect, it } from 'vitest';
import type { ParamValue } from '../../../ecuc/store-types.js';
import { OS0045 } from './OS0045.js';
import { OsFixture } from './os-fixture.js';

function build(
  strategy: string,
  repeating: boolean,
  duration: string,
  sync: Record<string, ParamValue> = {},
  autostart?: string,
): OsFixture {
  const f = OsFixture.base();
  f.autosar('SC2');
  f.counter('C', '99', '1');
  f.scheduleTable('S', 'C', duration, ['0', '50'], 'T1', { OsScheduleTableRepeating: repeating });
  f.add('/Os/S', 'OsScheduleTableSync', 'OsScheduleTableSync', {
    OsScheduleTblSyncStrategy: strategy,
    ...sync,
  });
  if (autostart)
    f.add(
      '/Os/S',
      'OsScheduleTableAutostart',
      'OsScheduleTableAutostart',
      { OsScheduleTableAutostartType: autostart, OsScheduleTableStartValue: '10' },
      { OsScheduleTableAppModeRef: [f.firstAppMode()] },
    );
  return f;
}

describe('OS0045 synchronised schedule table settings', () => {
  it('passes for a repeating EXPLICIT table with a precision', () => {
    expect(build('EXPLICIT', true, '100', { OsScheduleTblExplicitPrecision: '2' }).rows(OS0045)).toEqual([]);
  });
  it('passes for a repeating IMPLICIT table started ABSOLUTE', () => {
    expect(build('IMPLICIT', true, '100', {}, 'ABSOLUTE').rows(OS0045)).toEqual([]);
  });
  it('fails for a single-shot synchronised table', () => {
    const f = build('EXPLICIT', false, '100', { OsScheduleTblExplicitPrecision: '2' });
    expect(f.rows(OS0045)).toEqual(['/Os/S OsScheduleTableRepeating']);
    expect(f.codes()).toEqual(['OS0045']);
  });
  it('fails for an IMPLICIT table started RELATIVE (OS430)', () => {
    expect(build('IMPLICIT', true, '100', {}, 'RELATIVE').rows(OS0045)).toEqual([
      '/Os/S/OsScheduleTableAutostart OsScheduleTableAutostartType',
    ]);
  });
  it('fails for an EXPLICIT table longer than the counter range (OS431)', () => {
    expect(build('EXPLICIT', true, '101', { OsScheduleTblExplicitPrecision: '2' }).rows(OS0045)).toEqual([
      '/Os/S OsScheduleTableDuration',
    ]);
  });
  it('fails for an EXPLICIT table without precision', () => {
    expect(build('EXPLICIT', true, '100').rows(OS0045)).toEqual([
      '/Os/S/OsScheduleTableSync OsScheduleTblExplicitPrecision',
    ]);
  });
  it('does not apply to NONE', () => {
    expect(build('NONE', false, '100').rows(OS0045)).toEqual([]);
  });
});
