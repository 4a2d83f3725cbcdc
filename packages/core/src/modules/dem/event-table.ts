/**
 * The Dem event table: per event its id, kind, DTC, operation cycle and its debouncing in words, in both
 * languages ("fails after 3 steps of +1, recovers after 2 of −1"). Pure over a configuration reader (a rule,
 * a view) or a snapshot; the web's event table shows it.
 */
import type { ContainerValue, ProjectSnapshot } from '../../ecuc/store-types.js';
import type { LocalizedText, ModuleDef } from '../../ecuc/types.js';
import type { ConfigurationReader } from '../../verify/types.js';
import { defineView, viewOfSnapshot } from '../../verify/views.js';
import { DEM_PATHS } from './definition.js';
import { hex } from './dtc-format.js';

export type DemDebounceKind = 'counter' | 'time' | 'monitorInternal' | 'none';

export interface DemEventRow {
  event: string;
  path: string;
  id: string | undefined;
  kind: string | undefined;
  /** The DTC's short name, its UDS value as `0x123456` and its severity; undefined without a DTC. */
  dtc: { name: string; value: string | undefined; severity: string | undefined } | undefined;
  /** The operation cycle's short name and type; undefined when the event names none. */
  operationCycle: { name: string; type: string | undefined } | undefined;
  debounce: { kind: DemDebounceKind; class: string | undefined; text: LocalizedText };
}

const MINUS = '\u2212';

function target(
  reader: ConfigurationReader,
  holder: ContainerValue,
  ref: string,
): ContainerValue | undefined {
  for (const id of holder.references[ref] ?? []) {
    const found = reader.container(id);
    if (found) return found;
  }
  return undefined;
}

/**
 * Steps of `size` from 0 to reach `threshold` in its direction (+1 for the failed threshold counted up, −1 for the
 * passed threshold counted down); undefined when the counter never gets there (a threshold at 0 or on the wrong
 * side of it, a step that is not above 0).
 */
function steps(threshold: bigint, size: bigint, direction: 1n | -1n): bigint | undefined {
  const distance = threshold * direction;
  if (size <= 0n || distance <= 0n) return undefined;
  return (distance + size - 1n) / size;
}

/** A counter-based class in words. */
export function counterText(reader: ConfigurationReader, counter: ContainerValue): LocalizedText {
  const failed = reader.integer(counter, 'DemDebounceCounterFailedThreshold');
  const passed = reader.integer(counter, 'DemDebounceCounterPassedThreshold');
  const up = reader.integer(counter, 'DemDebounceCounterIncrementStepSize');
  const down = reader.integer(counter, 'DemDebounceCounterDecrementStepSize');
  const failSteps = failed !== undefined && up !== undefined ? steps(failed, up, 1n) : undefined;
  const passSteps = passed !== undefined && down !== undefined ? steps(passed, down, -1n) : undefined;
  const en = [
    failSteps === undefined ? 'never fails' : `fails after ${failSteps} steps of +${up}`,
    passSteps === undefined ? 'never recovers' : `recovers after ${passSteps} of ${MINUS}${down}`,
  ];
  const zh = [
    failSteps === undefined ? '不会失败' : `每步 +${up}，${failSteps} 步后失败`,
    passSteps === undefined ? '不会恢复' : `每步 ${MINUS}${down}，${passSteps} 步后恢复`,
  ];
  const jump = (flag: string, param: string, enWord: string, zhWord: string): void => {
    if (reader.flag(counter, flag) !== true) return;
    const value = String(reader.integer(counter, param) ?? 0n).replace('-', MINUS);
    en.push(`jumps ${enWord} to ${value}`);
    zh.push(`${zhWord}跳至 ${value}`);
  };
  jump('DemDebounceCounterJumpUp', 'DemDebounceCounterJumpUpValue', 'up', '向上');
  jump('DemDebounceCounterJumpDown', 'DemDebounceCounterJumpDownValue', 'down', '向下');
  return { en_us: en.join(', '), zh_cn: zh.join('，') };
}

/** A time-based class in words. */
export function timeText(reader: ConfigurationReader, time: ContainerValue): LocalizedText {
  const failed = reader.text(time, 'DemDebounceTimeFailedThreshold') ?? '?';
  const passed = reader.text(time, 'DemDebounceTimePassedThreshold') ?? '?';
  return {
    en_us: `fails after ${failed} s, recovers after ${passed} s`,
    zh_cn: `${failed} s 后失败，${passed} s 后恢复`,
  };
}

function debounceOf(reader: ConfigurationReader, event: ContainerValue): DemEventRow['debounce'] {
  const [algorithm] = reader.childrenOf(event, DEM_PATHS.debounceAlgorithmClass);
  const [chosen] = algorithm ? reader.childrenOf(algorithm) : [];
  const missing = { en_us: 'debounce class missing', zh_cn: '缺少去抖类' };
  switch (chosen?.definitionPath) {
    case DEM_PATHS.debounceCounterBased: {
      const counter = target(reader, chosen, 'DemDebounceCounterBasedClassRef');
      return {
        kind: 'counter',
        class: counter?.shortName,
        text: counter ? counterText(reader, counter) : missing,
      };
    }
    case DEM_PATHS.debounceTimeBase: {
      const time = target(reader, chosen, 'DemDebounceTimeBaseRef');
      return { kind: 'time', class: time?.shortName, text: time ? timeText(reader, time) : missing };
    }
    case DEM_PATHS.debounceMonitorInternal:
      return {
        kind: 'monitorInternal',
        class: undefined,
        text: { en_us: 'debounced by the monitor', zh_cn: '由监控自身去抖' },
      };
    default:
      return { kind: 'none', class: undefined, text: { en_us: 'no debouncing', zh_cn: '未配置去抖' } };
  }
}

/** The event table of the Dem a reader sees, events in tree order. */
export function demEventTable(reader: ConfigurationReader): DemEventRow[] {
  return reader.containersOf(DEM_PATHS.eventParameter).map((event) => {
    const dtc = target(reader, event, 'DemDTCRef');
    const cycle = target(reader, event, 'DemOperationCycleRef');
    const value = dtc ? reader.integer(dtc, 'DemDtcValue') : undefined;
    return {
      event: event.shortName,
      path: reader.pathOf(event),
      id: reader.text(event, 'DemEventId'),
      kind: reader.text(event, 'DemEventKind'),
      dtc: dtc
        ? {
            name: dtc.shortName,
            value: value === undefined ? undefined : hex(value, 6),
            severity: reader.text(dtc, 'DemDTCSeverity'),
          }
        : undefined,
      operationCycle: cycle
        ? { name: cycle.shortName, type: reader.text(cycle, 'DemOperationCycleType') }
        : undefined,
      debounce: debounceOf(reader, event),
    };
  });
}

/** The event table as a configuration view (the Dem alone). */
export const DEM_EVENT_TABLE_VIEW = defineView({
  name: 'DemEventTable',
  module: 'Dem',
  compute: demEventTable,
});

/** The event table of a project snapshot's Dem. */
export function demEventTableOfSnapshot(
  snapshot: ProjectSnapshot,
  definitions: readonly ModuleDef[],
): DemEventRow[] {
  return viewOfSnapshot(snapshot, definitions, DEM_EVENT_TABLE_VIEW);
}
