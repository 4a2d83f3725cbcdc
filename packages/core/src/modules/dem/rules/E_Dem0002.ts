import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { DEM_PATHS } from '../definition.js';
import { hex } from '../dtc-format.js';

const OUTSIDE = {
  zh_cn: 'OBD DTC 值 {value} 不在 OBD 范围 0x0001..0xFFFF 内',
  en_us: 'The OBD DTC value {value} lies outside the OBD range 0x0001..0xFFFF',
};
const TWICE = {
  zh_cn: 'OBD DTC 值 {value} 已由 {first} 使用',
  en_us: 'The OBD DTC value {value} is already used by {first}',
};

/**
 * An OBD DTC is the two-byte SAE J2012 / ISO 15031-6 code (P0xxx...): 0x0000 stands for "no DTC" in the OBD
 * services and anything above 0xFFFF does not fit the two bytes, and two DemObdDTC with one value could not be
 * told apart by an OBD scan tool. Source: SWS_DiagnosticEventManager DemObdDTC/DemDtcValue, SAE J2012.
 */
export const E_Dem0002: ModuleRule = {
  code: 'E_Dem0002',
  severity: 'error',
  description: {
    zh_cn: 'OBD DTC 值在 0x0001..0xFFFF 内且唯一',
    en_us: 'OBD DTC values lie in 0x0001..0xFFFF and are unique',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    const seen = new Map<bigint, string>();
    for (const obd of ctx.containersOf(DEM_PATHS.obdDtc)) {
      const value = ctx.integer(obd, 'DemDtcValue');
      if (value === undefined) continue;
      if (value < 1n || value > 0xffffn) {
        rows.push(ctx.report(obd, OUTSIDE, { value: hex(value, 4) }, 'DemDtcValue'));
        continue;
      }
      const first = seen.get(value);
      if (first === undefined) seen.set(value, ctx.pathOf(obd));
      else rows.push(ctx.report(obd, TWICE, { value: hex(value, 4), first }, 'DemDtcValue'));
    }
    return rows;
  },
};
