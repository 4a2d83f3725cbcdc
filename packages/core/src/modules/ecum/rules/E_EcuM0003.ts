import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { ECUM_PATHS, ECUM_SHUTDOWN_TARGETS } from '../definition.js';

const SLEEP_MESSAGE = {
  zh_cn: '默认关机目标为睡眠（EcuMShutdownTargetSleep）时必须选择睡眠模式（EcuMDefaultSleepModeRef）',
  en_us:
    'The default shutdown target is sleep (EcuMShutdownTargetSleep): choose its sleep mode (EcuMDefaultSleepModeRef)',
};
const RESET_MESSAGE = {
  zh_cn: '默认关机目标为复位（EcuMShutdownTargetReset）时必须选择复位模式（EcuMDefaultResetModeRef）',
  en_us:
    'The default shutdown target is reset (EcuMShutdownTargetReset): choose its reset mode (EcuMDefaultResetModeRef)',
};

/** The reference each target needs, with its message. */
const NEEDED: ReadonlyMap<string, readonly [string, { zh_cn: string; en_us: string }]> = new Map([
  [ECUM_SHUTDOWN_TARGETS.sleep, ['EcuMDefaultSleepModeRef', SLEEP_MESSAGE] as const],
  [ECUM_SHUTDOWN_TARGETS.reset, ['EcuMDefaultResetModeRef', RESET_MESSAGE] as const],
]);

/**
 * The default shutdown target is complete: a SLEEP target names the sleep mode and a RESET target the
 * reset mode EcuM goes to when nobody selected another target (SWS_ECUStateManager ECUC_EcuM_00107,
 * EcuMDefaultSleepModeRef ECUC_EcuM_00106, EcuMDefaultResetModeRef ECUC_EcuM_00205). For OFF neither is
 * read. A reference whose target is gone is left to the generic check.
 */
export const E_EcuM0003: ModuleRule = {
  code: 'E_EcuM0003',
  severity: 'error',
  description: {
    zh_cn: '默认关机目标为睡眠时需指定睡眠模式，为复位时需指定复位模式',
    en_us: 'A default shutdown target of sleep names its sleep mode, one of reset its reset mode',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    for (const target of ctx.containersOf(ECUM_PATHS.defaultShutdownTarget)) {
      const needed = NEEDED.get(ctx.text(target, 'EcuMDefaultShutdownTarget') ?? '');
      if (!needed) continue;
      const [reference, message] = needed;
      if ((target.references[reference] ?? []).length === 0)
        rows.push(ctx.report(target, message, {}, reference));
    }
    return rows;
  },
};
