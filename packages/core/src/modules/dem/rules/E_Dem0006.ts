import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { DEM_PATHS } from '../definition.js';

const NO_CYCLE = {
  zh_cn: '事件没有引用存在的操作周期',
  en_us: 'The event names no existing operation cycle',
};
const NO_ATTRIBUTES = {
  zh_cn: '事件的 DTC {dtc} 没有 DTC 属性',
  en_us: 'The DTC {dtc} of the event has no DTC attributes',
};
const NO_DESTINATION = {
  zh_cn: '事件的 DTC {dtc} 的属性 {attributes} 没有存储目标',
  en_us: 'The attributes {attributes} of the event DTC {dtc} name no memory destination',
};

/**
 * An event's status bits (testFailedThisOperationCycle, testNotCompletedThisOperationCycle...) are kept per
 * operation cycle, so every event names one (DemOperationCycleRef, 1..1 in the SWS); an event with a DTC is
 * stored in the memories its DTC attributes name (DemMemoryDestinationRef), without one it is never stored.
 * Source: SWS_DiagnosticEventManager 7.4.6 (operation cycles), 7.7.1 (event memory), DemMemoryDestinationRef.
 */
export const E_Dem0006: ModuleRule = {
  code: 'E_Dem0006',
  severity: 'error',
  description: {
    zh_cn: '每个事件引用存在的操作周期，其 DTC 的属性有存储目标',
    en_us: 'Every event names an existing operation cycle, and its DTC attributes a memory destination',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    const existing = (ids: readonly string[] | undefined) =>
      (ids ?? []).map((id) => ctx.container(id)).filter((c) => c !== undefined);
    for (const event of ctx.containersOf(DEM_PATHS.eventParameter)) {
      if (existing(event.references.DemOperationCycleRef).length === 0)
        rows.push(ctx.report(event, NO_CYCLE, {}, 'DemOperationCycleRef'));
      const [dtc] = existing(event.references.DemDTCRef);
      if (!dtc) continue;
      const [attributes] = existing(dtc.references.DemDTCAttributesRef);
      if (!attributes) rows.push(ctx.report(event, NO_ATTRIBUTES, { dtc: dtc.shortName }, 'DemDTCRef'));
      else if (existing(attributes.references.DemMemoryDestinationRef).length === 0)
        rows.push(
          ctx.report(
            event,
            NO_DESTINATION,
            { dtc: dtc.shortName, attributes: attributes.shortName },
            'DemDTCRef',
          ),
        );
    }
    return rows;
  },
};
