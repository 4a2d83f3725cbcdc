import { chipClockExcess } from '../../../verify/chip-clock.js';
import { OS_VIEW } from '../view.js';
import type { OsCheck } from './os-check.js';

const MESSAGE = {
  zh_cn: 'CPU 频率 {value} MHz 超过芯片 {chip} 的最高主频 {max} MHz',
  en_us: 'CPU frequency {value} MHz is above the {max} MHz maximum clock of {chip}',
};

/** The OS clock cannot exceed what the chip runs at (spec §8: 200 MHz TC233/TC275, 160 MHz CYT2B9, 112 MHz S32K144). */
export const OS0002: OsCheck = {
  code: 'OS0002',
  severity: 'error',
  reads: ['Os', 'EcuC'],
  description: {
    zh_cn: 'CPU 频率不能超过芯片的最高主频',
    en_us: 'The CPU frequency is at most the chip’s maximum MCU clock',
  },
  rationale:
    'Tick and timing-protection conversions use the configured frequency; a clock the chip cannot reach gives wrong timer reload values.',
  source: 'spec §8 and §9 (max MCU clock per chip); chip catalogue maxClockMhz',
  check(ctx) {
    const os = ctx.view(OS_VIEW);
    const value = os.os && ctx.integer(os.os, 'OsCpuFrequency');
    const excess = value === undefined ? undefined : chipClockExcess(ctx.project.chip, value, 'MHz');
    if (!os.os || !excess) return [];
    return [ctx.report(os.os, MESSAGE, excess, 'OsCpuFrequency')];
  },
};
