import type { ContainerValue, ParamValue } from '@ecuc/core/ecuc';
import { OS_PATHS } from '@ecuc/core/modules/os';

/** One expiry point of a schedule table, placed on the table's 0..duration axis. */
export interface TimelineExpiryPoint {
  id: string;
  name: string;
  /** The offset as configured (text, so unsigned 64-bit values stay exact); null when not a number. */
  offset: bigint | null;
  /** Where the mark sits on the axis, 0..1 (offsets beyond the duration are clamped to 1). */
  ratio: number;
  /** Beyond the duration: the mark is drawn at the end and flagged. */
  outOfRange: boolean;
  /** Short names of the tasks the point activates. */
  activatedTasks: string[];
  /** Events the point sets, with the task they are set on. */
  setEvents: { event: string; task: string }[];
}

export interface ScheduleTimeline {
  tableId: string;
  tableName: string;
  duration: bigint | null;
  repeating: boolean;
  counterName: string | null;
  points: TimelineExpiryPoint[];
}

function integerOf(value: ParamValue | undefined): bigint | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!/^(0x[0-9a-f]+|\d+)$/i.test(text)) return null;
  return BigInt(text);
}

/** Position of an offset on 0..duration as a number in 0..1 (exact enough for drawing). */
function ratioOf(offset: bigint, duration: bigint): number {
  if (duration <= 0n) return 0;
  if (offset >= duration) return 1;
  // Scale to parts per million in bigint so that 64-bit values do not lose the ordering.
  return Number((offset * 1_000_000n) / duration) / 1_000_000;
}

/** The schedule tables of the Os configuration, in their order. */
export function scheduleTablesOf(containers: readonly ContainerValue[]): ContainerValue[] {
  return containers
    .filter((c) => c.module === 'Os' && c.definitionPath === OS_PATHS.scheduleTable)
    .sort((a, b) => a.position - b.position);
}

/**
 * The timeline of one schedule table: its expiry points sorted by offset, each with the tasks it
 * activates and the events it sets (targets named by their short names; unknown targets by their id).
 */
export function scheduleTimelineOf(
  containers: readonly ContainerValue[],
  tableId: string,
): ScheduleTimeline | undefined {
  const table = containers.find((c) => c.id === tableId && c.definitionPath === OS_PATHS.scheduleTable);
  if (!table) return undefined;
  const byId = new Map(containers.map((c) => [c.id, c]));
  const nameOf = (id: string | undefined) => (id === undefined ? '' : (byId.get(id)?.shortName ?? id));
  const childrenOf = (parentId: string, path: string) =>
    containers.filter((c) => c.parentId === parentId && c.definitionPath === path);
  const duration = integerOf(table.values.OsScheduleTableDuration);
  const points = childrenOf(table.id, OS_PATHS.expiryPoint).map((point): TimelineExpiryPoint => {
    const offset = integerOf(point.values.OsScheduleTblExpPointOffset);
    const outOfRange = offset !== null && duration !== null && offset > duration;
    return {
      id: point.id,
      name: point.shortName,
      offset,
      ratio: offset !== null && duration !== null ? ratioOf(offset, duration) : 0,
      outOfRange,
      activatedTasks: childrenOf(point.id, OS_PATHS.expiryTaskActivation)
        .sort((a, b) => a.position - b.position)
        .flatMap((a) => a.references.OsScheduleTableActivateTaskRef ?? [])
        .map((id) => nameOf(id)),
      setEvents: childrenOf(point.id, OS_PATHS.expiryEventSetting)
        .sort((a, b) => a.position - b.position)
        .map((s) => ({
          event: nameOf(s.references.OsScheduleTableSetEventRef?.[0]),
          task: nameOf(s.references.OsScheduleTableSetEventTaskRef?.[0]),
        })),
    };
  });
  points.sort((a, b) => {
    if (a.offset === null || b.offset === null) return a.offset === null ? (b.offset === null ? 0 : 1) : -1;
    return a.offset < b.offset ? -1 : a.offset > b.offset ? 1 : 0;
  });
  const counterId = table.references.OsScheduleTableCounterRef?.[0];
  return {
    tableId: table.id,
    tableName: table.shortName,
    duration,
    repeating: table.values.OsScheduleTableRepeating === true,
    counterName: counterId === undefined ? null : nameOf(counterId),
    points,
  };
}

/** Axis ticks: 0, round evenly spaced values (at most `count` intervals), and the duration. */
export function axisTicks(duration: bigint | null, count = 5): { value: bigint; ratio: number }[] {
  if (duration === null || duration <= 0n) return [{ value: 0n, ratio: 0 }];
  // A round step (1, 2 or 5 times a power of ten) giving at most `count` intervals: evenly spaced labels,
  // none skipped between two shown (a 6-tick table reads 0 2 4 6, not 0 1 2 3 4 6).
  const wanted = BigInt(Math.max(1, count));
  let step = 1n;
  for (let power = 1n; step * wanted < duration; power *= 10n) {
    step =
      [1n, 2n, 5n, 10n].map((factor) => factor * power).find((s) => s * wanted >= duration) ?? 10n * power;
  }
  const ticks: { value: bigint; ratio: number }[] = [];
  for (let value = 0n; value < duration; value += step)
    ticks.push({ value, ratio: ratioOf(value, duration) });
  // The end of the table; a last round tick too close to it (under half a step) gives way.
  if (ticks.length > 1 && (duration - ticks[ticks.length - 1]!.value) * 2n < step) ticks.pop();
  ticks.push({ value: duration, ratio: 1 });
  return ticks;
}
