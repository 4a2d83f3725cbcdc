import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { ECUM_PATHS } from '../definition.js';

const MESSAGE = {
  zh_cn: '睡眠模式的唤醒源掩码（EcuMWakeupSourceMask）没有指向任何唤醒源，ECU 无法从该模式唤醒',
  en_us:
    'The wakeup mask (EcuMWakeupSourceMask) of the sleep mode names no wakeup source: the ECU could not wake up from it',
};

/**
 * A sleep mode enables at least one wakeup source: EcuMWakeupSourceMask lists the sources switched on
 * before the ECU sleeps, and a mode with none of them resolving to a wakeup source of this EcuM could
 * only be left by a power cycle (SWS_ECUStateManager ECUC_EcuM_00152, multiplicity 1..*). A reference
 * whose target is gone is reported by the generic check as well.
 */
export const E_EcuM0002: ModuleRule = {
  code: 'E_EcuM0002',
  severity: 'error',
  description: {
    zh_cn: '睡眠模式的唤醒源掩码至少包含一个唤醒源',
    en_us: "A sleep mode's wakeup mask names at least one wakeup source",
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    const sources = new Set(ctx.containersOf(ECUM_PATHS.wakeupSource).map((source) => source.id));
    for (const mode of ctx.containersOf(ECUM_PATHS.sleepMode)) {
      const mask = mode.references.EcuMWakeupSourceMask ?? [];
      if (!mask.some((id) => sources.has(id)))
        rows.push(ctx.report(mode, MESSAGE, {}, 'EcuMWakeupSourceMask'));
    }
    return rows;
  },
};
