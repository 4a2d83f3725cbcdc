import type { ContainerValue } from '../../../ecuc/store-types.js';
import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { MCU_PATHS } from '../definition.js';

const MESSAGE = {
  zh_cn: 'RAM 区段 [{start}, {end}) 与 {other} [{otherStart}, {otherEnd}) 重叠',
  en_us: 'RAM section [{start}, {end}) overlaps {other} [{otherStart}, {otherEnd})',
};

interface Section {
  container: ContainerValue;
  start: bigint;
  end: bigint;
  order: number;
}

const hex = (value: bigint): string => `0x${value.toString(16).toUpperCase()}`;

/**
 * RAM sections do not overlap: Mcu_InitRamSection fills McuRamSectionBaseAddress up to base + size - 1
 * with the section's value (SWS_Mcu_00011, ECUC_Mcu_00178/00179), so two overlapping sections overwrite
 * each other's bytes and the result depends on the order they are initialised in. A section of size 0
 * covers nothing. Sections are taken by base address (then by their order); each one starting before the
 * end of an earlier one is reported on its base address, naming the section reaching furthest.
 */
export const E_Mcu0003: ModuleRule = {
  code: 'E_Mcu0003',
  severity: 'error',
  description: {
    zh_cn: 'RAM 区段（基地址 + 大小）不能重叠',
    en_us: 'RAM sections (base address + size) do not overlap',
  },
  check(ctx) {
    const sections: Section[] = [];
    ctx.containersOf(MCU_PATHS.ramSector).forEach((container, order) => {
      const start = ctx.integer(container, 'McuRamSectionBaseAddress');
      const size = ctx.integer(container, 'McuRamSectionSize');
      if (start === undefined || size === undefined || size <= 0n) return;
      sections.push({ container, start, end: start + size, order });
    });
    sections.sort((a, b) => (a.start === b.start ? a.order - b.order : a.start < b.start ? -1 : 1));
    const rows: VerifyRow[] = [];
    let furthest: Section | undefined;
    for (const section of sections) {
      if (furthest && section.start < furthest.end) {
        const params = {
          start: hex(section.start),
          end: hex(section.end),
          other: ctx.pathOf(furthest.container),
          otherStart: hex(furthest.start),
          otherEnd: hex(furthest.end),
        };
        rows.push(ctx.report(section.container, MESSAGE, params, 'McuRamSectionBaseAddress'));
      }
      if (!furthest || section.end > furthest.end) furthest = section;
    }
    return rows;
  },
};
