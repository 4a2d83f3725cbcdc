import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { DEM_PATHS } from '../definition.js';
import { hex } from '../dtc-format.js';

const MESSAGE = {
  zh_cn: 'DTC 值 {value} 已由 {first} 使用',
  en_us: 'The DTC value {value} is already used by {first}',
};

/**
 * A UDS DTC (3 bytes, ISO 14229-1 DTCHighByte/MiddleByte/LowByte) names one fault to the tester: two
 * DemDTC with the same DemDtcValue could not be told apart by ReadDTCInformation or ClearDiagnosticInformation.
 * The 24-bit range (0x000001..0xFFFFFE, 0xFFFFFF being the group of all DTCs) is the definition's. Source:
 * SWS_DiagnosticEventManager DemDtcValue (ECUC_Dem_00645), ISO 14229-1 D.1.
 */
export const E_Dem0001: ModuleRule = {
  code: 'E_Dem0001',
  severity: 'error',
  description: { zh_cn: 'DTC 值（DemDtcValue）唯一', en_us: 'DTC values (DemDtcValue) are unique' },
  check(ctx) {
    const rows: VerifyRow[] = [];
    const seen = new Map<bigint, string>();
    for (const dtc of ctx.containersOf(DEM_PATHS.dtc)) {
      const value = ctx.integer(dtc, 'DemDtcValue');
      if (value === undefined) continue;
      const first = seen.get(value);
      if (first === undefined) seen.set(value, ctx.pathOf(dtc));
      else rows.push(ctx.report(dtc, MESSAGE, { value: hex(value, 6), first }, 'DemDtcValue'));
    }
    return rows;
  },
};
