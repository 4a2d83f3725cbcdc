import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { DEM_PATHS } from '../definition.js';

const MESSAGE = {
  zh_cn: '事件 ID {value} 已由 {first} 使用',
  en_us: 'The event id {value} is already used by {first}',
};

/**
 * The event id is the EventId of Dem_SetEventStatus and the other event APIs: two events with one id would
 * report into each other. Source: SWS_DiagnosticEventManager DemEventId (ECUC_Dem_00646), SWS_Dem_00153.
 */
export const E_Dem0008: ModuleRule = {
  code: 'E_Dem0008',
  severity: 'error',
  description: { zh_cn: '事件 ID（DemEventId）唯一', en_us: 'Event ids (DemEventId) are unique' },
  check(ctx) {
    const rows: VerifyRow[] = [];
    const seen = new Map<bigint, string>();
    for (const event of ctx.containersOf(DEM_PATHS.eventParameter)) {
      const value = ctx.integer(event, 'DemEventId');
      if (value === undefined) continue;
      const first = seen.get(value);
      if (first === undefined) seen.set(value, ctx.pathOf(event));
      else rows.push(ctx.report(event, MESSAGE, { value: String(value), first }, 'DemEventId'));
    }
    return rows;
  },
};
