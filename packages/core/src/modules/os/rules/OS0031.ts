import type { ContainerValue } from '../../../ecuc/store-types.js';
import type { VerifyRow } from '../../../verify/types.js';
import { OS_VIEW } from '../view.js';
import type { OsCheck } from './os-check.js';

const REPEATED = {
  zh_cn: '外设区域 {area} 的编号 {id} 与 {other} 重复',
  en_us: 'Peripheral area {area} repeats id {id} of {other}',
};
const GAP = {
  zh_cn: '外设区域编号须从 0 开始连续编号：缺少 {expected}，{area} 为 {id}',
  en_us: 'Peripheral area ids start at 0 without gaps: {expected} is missing, {area} has {id}',
};

/** OsPeripheralAreaId values are 0, 1, 2... without gaps or repeats. */
export const OS0031: OsCheck = {
  code: 'OS0031',
  severity: 'error',
  reads: ['Os', 'EcuC'],
  description: {
    zh_cn: '外设区域编号从 0 开始且连续',
    en_us: 'Peripheral area ids start at 0 without gaps',
  },
  rationale:
    'The generated peripheral-area table is indexed by OsPeripheralAreaId (AreaIdType); a gap or repeat leaves an entry undefined or overwritten.',
  source: 'AUTOSAR SWS_Os_91013 (ReadPeripheral AreaIdType), ECUC_Os_01014 (OsPeripheralAreaId); spec §8',
  check(ctx) {
    const os = ctx.view(OS_VIEW);
    const rows: VerifyRow[] = [];
    const byId = new Map<bigint, ContainerValue>();
    for (const area of os.peripheralAreas) {
      const id = ctx.integer(area, 'OsPeripheralAreaId');
      if (id === undefined) continue;
      const other = byId.get(id);
      if (other)
        rows.push(
          ctx.report(
            area,
            REPEATED,
            { area: area.shortName, id: String(id), other: other.shortName },
            'OsPeripheralAreaId',
          ),
        );
      else byId.set(id, area);
    }
    const ids = [...byId.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    for (let index = 0; index < ids.length; index += 1) {
      const id = ids[index] as bigint;
      if (id === BigInt(index)) continue;
      const area = byId.get(id) as ContainerValue;
      rows.push(
        ctx.report(
          area,
          GAP,
          { expected: index, area: area.shortName, id: String(id) },
          'OsPeripheralAreaId',
        ),
      );
      break;
    }
    return rows;
  },
};
