import { describe, expect, it } from 'vitest';
import type { ContainerValue } from '@ecuc/core/ecuc';
import { OS_PATHS } from '@ecuc/core/modules/os';
import { axisTicks, scheduleTablesOf, scheduleTimelineOf } from './scheduleTimeline.js';

let positions = 0;
function row(
  id: string,
  definitionPath: string,
  parentId: string | null,
  values: ContainerValue['values'] = {},
  references: ContainerValue['references'] = {},
): ContainerValue {
  return {
    id,
    module: 'Os',
    instanceId: 0,
    definitionPath,
    parentId,
    shortName: id,
    position: positions++,
    values,
    references,
    version: 1,
  };
}

const containers: ContainerValue[] = [
  row('TaskA', OS_PATHS.task, null),
  row('TaskB', OS_PATHS.task, null),
  row('EvX', OS_PATHS.event, null),
  row('Counter1', OS_PATHS.counter, null),
  row(
    'Table1',
    OS_PATHS.scheduleTable,
    null,
    { OsScheduleTableDuration: '100', OsScheduleTableRepeating: true },
    { OsScheduleTableCounterRef: ['Counter1'] },
  ),
  row('Late', OS_PATHS.expiryPoint, 'Table1', { OsScheduleTblExpPointOffset: '75' }),
  row('Early', OS_PATHS.expiryPoint, 'Table1', { OsScheduleTblExpPointOffset: '0x0A' }),
  row('Beyond', OS_PATHS.expiryPoint, 'Table1', { OsScheduleTblExpPointOffset: '150' }),
  row('Blank', OS_PATHS.expiryPoint, 'Table1', { OsScheduleTblExpPointOffset: null }),
  row('ActA', OS_PATHS.expiryTaskActivation, 'Early', {}, { OsScheduleTableActivateTaskRef: ['TaskA'] }),
  row('ActGone', OS_PATHS.expiryTaskActivation, 'Early', {}, { OsScheduleTableActivateTaskRef: ['gone-id'] }),
  row(
    'SetX',
    OS_PATHS.expiryEventSetting,
    'Late',
    {},
    { OsScheduleTableSetEventRef: ['EvX'], OsScheduleTableSetEventTaskRef: ['TaskB'] },
  ),
  row('Table0', OS_PATHS.scheduleTable, null, { OsScheduleTableDuration: '18446744073709551615' }),
  row('Huge', OS_PATHS.expiryPoint, 'Table0', { OsScheduleTblExpPointOffset: '9223372036854775807' }),
];

describe('scheduleTimelineOf', () => {
  it('sorts expiry points by offset and names what each does', () => {
    const timeline = scheduleTimelineOf(containers, 'Table1')!;
    expect(timeline.tableName).toBe('Table1');
    expect(timeline.duration).toBe(100n);
    expect(timeline.repeating).toBe(true);
    expect(timeline.counterName).toBe('Counter1');
    expect(timeline.points.map((p) => p.name)).toEqual(['Early', 'Late', 'Beyond', 'Blank']);
    const [early, late, beyond, blank] = timeline.points;
    expect(early).toMatchObject({ offset: 10n, ratio: 0.1, outOfRange: false });
    expect(early!.activatedTasks).toEqual(['TaskA', 'gone-id']);
    expect(late!.ratio).toBe(0.75);
    expect(late!.setEvents).toEqual([{ event: 'EvX', task: 'TaskB' }]);
    expect(beyond).toMatchObject({ offset: 150n, ratio: 1, outOfRange: true });
    expect(blank).toMatchObject({ offset: null, ratio: 0, outOfRange: false });
  });

  it('keeps 64-bit offsets exact and places them by ratio', () => {
    const timeline = scheduleTimelineOf(containers, 'Table0')!;
    expect(timeline.duration).toBe(18446744073709551615n);
    expect(timeline.points[0]!.offset).toBe(9223372036854775807n);
    expect(timeline.points[0]!.ratio).toBeCloseTo(0.5, 5);
    expect(timeline.repeating).toBe(false);
    expect(timeline.counterName).toBeNull();
  });

  it('answers undefined for an id that is not a schedule table', () => {
    expect(scheduleTimelineOf(containers, 'TaskA')).toBeUndefined();
    expect(scheduleTimelineOf(containers, 'nothing')).toBeUndefined();
  });

  it('lists only Os schedule tables in order', () => {
    expect(scheduleTablesOf(containers).map((t) => t.id)).toEqual(['Table1', 'Table0']);
  });
});

describe('axisTicks', () => {
  it('spreads round, evenly spaced ticks from 0 to the duration', () => {
    expect(axisTicks(100n, 4).map((t) => [t.value, t.ratio])).toEqual([
      [0n, 0],
      [50n, 0.5],
      [100n, 1],
    ]);
    expect(axisTicks(100n, 5).map((t) => t.value)).toEqual([0n, 20n, 40n, 60n, 80n, 100n]);
  });
  it.each([
    [6n, [0n, 2n, 4n, 6n]], // was 0 1 2 3 4 6: the label 5 skipped
    [10n, [0n, 2n, 4n, 6n, 8n, 10n]],
    [12n, [0n, 5n, 12n]],
    [2n, [0n, 1n, 2n]],
    [1000n, [0n, 200n, 400n, 600n, 800n, 1000n]],
    [1001n, [0n, 500n, 1001n]],
  ])('duration %s → %s', (duration, values) => {
    expect(axisTicks(duration, 5).map((t) => t.value)).toEqual(values);
  });
  it('handles no duration', () => {
    expect(axisTicks(null)).toEqual([{ value: 0n, ratio: 0 }]);
  });
});
