import { parseFloatText } from '../../../verify/param-checks.js';
import { chipClockExcess } from '../../../verify/chip-clock.js';
import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { MCU_PATHS } from '../definition.js';

const PARAM = 'McuClockReferencePointFrequency';

const MESSAGE = {
  zh_cn: '时钟参考点频率 {value} Hz 超过芯片 {chip} 的最高主频 {max} MHz',
  en_us: 'Clock reference point frequency {value} Hz is above the {max} MHz maximum clock of {chip}',
};

/**
 * No clock the driver publishes is faster than the chip can run. Every McuClockReferencePoint of every
 * clock setting counts: a reference point is a clock some driver or the cores run on (CanCpuClockRef,
 * LinClockRef, timers, the core clock itself), each derived from the system clock at or below the chip's
 * fastest (core) clock, so the chip's maximum bounds them all — whatever a reference point is named, and
 * in every setting Mcu_InitClock may switch to. PLL or VCO frequencies above it are internal to a setting and
 * are not reference points. Source: SWS_Mcu ECUC_Mcu_00174/00175 (reference points, in Hz) and the
 * product's chip clock limit (chip catalogue `maxClockMhz`, shared with OS0002 through `verify/chip-clock.ts`).
 */
export const E_Mcu0001: ModuleRule = {
  code: 'E_Mcu0001',
  severity: 'error',
  description: {
    zh_cn: '时钟参考点频率不能超过芯片的最高主频',
    en_us: 'Clock reference point frequencies are at most the chip’s maximum clock',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    for (const point of ctx.containersOf(MCU_PATHS.clockReferencePoint)) {
      const text = ctx.text(point, PARAM);
      const frequency = text === undefined ? null : parseFloatText(text);
      if (frequency === null) continue;
      const excess = chipClockExcess(ctx.project.chip, frequency, 'Hz');
      if (excess) rows.push(ctx.report(point, MESSAGE, excess, PARAM));
    }
    return rows;
  },
};
