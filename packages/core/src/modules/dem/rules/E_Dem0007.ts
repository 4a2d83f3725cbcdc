import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { DEM_PATHS } from '../definition.js';

const MESSAGE = {
  zh_cn: '{kind}记录号 {value} 已由 {first} 使用',
  en_us: 'The {kind} record number {value} is already used by {first}',
};
const KINDS = [
  [DEM_PATHS.freezeFrameRecordClass, 'DemFreezeFrameRecordNumber', '冻结帧', 'freeze frame'],
  [DEM_PATHS.extendedDataRecordClass, 'DemExtendedDataRecordNumber', '扩展数据', 'extended data'],
] as const;

/**
 * A tester reads a snapshot (freeze frame) or extended data record by its number (UDS ReadDTCInformation
 * 0x04 / 0x06): two record classes with one number could not be told apart. Source:
 * SWS_DiagnosticEventManager DemFreezeFrameRecordNumber, DemExtendedDataRecordNumber; ISO 14229-1 11.3.
 */
export const E_Dem0007: ModuleRule = {
  code: 'E_Dem0007',
  severity: 'error',
  description: {
    zh_cn: '冻结帧记录号与扩展数据记录号各自唯一',
    en_us: 'Freeze frame record numbers and extended data record numbers are each unique',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    for (const [path, param, zh, en] of KINDS) {
      const seen = new Map<bigint, string>();
      for (const record of ctx.containersOf(path)) {
        const value = ctx.integer(record, param);
        if (value === undefined) continue;
        const first = seen.get(value);
        if (first === undefined) seen.set(value, ctx.pathOf(record));
        else
          rows.push(
            ctx.report(
              record,
              { zh_cn: MESSAGE.zh_cn.replace('{kind}', zh), en_us: MESSAGE.en_us.replace('{kind}', en) },
              { value: String(value), first },
              param,
            ),
          );
      }
    }
    return rows;
  },
};
