import type { VerifyRow } from '../../../verify/types.js';
import { OS_VIEW } from '../view.js';
import type { OsCheck } from './os-check.js';

const MESSAGE = {
  zh_cn: '外设区域 {area} 的结束地址 {end} 小于起始地址 {start}',
  en_us: 'Peripheral area {area} ends at {end}, before its start address {start}',
};

/** A peripheral area's end address is not below its start address. */
export const OS0032: OsCheck = {
  code: 'OS0032',
  severity: 'error',
  reads: ['Os', 'EcuC'],
  description: {
    zh_cn: '外设区域结束地址不小于起始地址',
    en_us: 'A peripheral area’s end address is at least its start address',
  },
  rationale:
    'The memory protection unit is programmed with the range start..end; a reversed range protects nothing.',
  source:
    'AUTOSAR ECUC_Os_01012/01013 (OsPeripheralAreaStartAddress/EndAddress); spec §5 (end address >= start address)',
  check(ctx) {
    const os = ctx.view(OS_VIEW);
    const rows: VerifyRow[] = [];
    for (const area of os.peripheralAreas) {
      const start = ctx.integer(area, 'OsPeripheralAreaStartAddress');
      const end = ctx.integer(area, 'OsPeripheralAreaEndAddress');
      if (start === undefined || end === undefined || end >= start) continue;
      rows.push(
        ctx.report(
          area,
          MESSAGE,
          {
            area: area.shortName,
            start: `0x${start.toString(16).toUpperCase()}`,
            end: `0x${end.toString(16).toUpperCase()}`,
          },
          'OsPeripheralAreaEndAddress',
        ),
      );
    }
    return rows;
  },
};
