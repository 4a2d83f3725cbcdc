import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { ECUM_PATHS } from '../definition.js';

const NO_FEATURE = {
  zh_cn: '配置了闹钟，但闹钟功能未启用（EcuMFlexGeneral/EcuMAlarmClockPresent）',
  en_us:
    'An alarm clock is configured while the alarm clock feature is off (EcuMFlexGeneral/EcuMAlarmClockPresent)',
};
const NO_SOURCE = {
  zh_cn: '闹钟功能已启用，但未指定闹钟唤醒源（EcuMAlarmWakeupSource）',
  en_us: 'The alarm clock feature is on without its wakeup source (EcuMAlarmWakeupSource)',
};

/**
 * The alarm clock is configured as a whole: alarm clocks exist only with EcuMAlarmClockPresent, and the
 * feature names the wakeup source an expired alarm is reported with, since the alarm wakes the ECU from
 * sleep through it (SWS_ECUStateManager ECUC_EcuM_00199, ECUC_EcuM_00200, chapter "Alarm Clock").
 */
export const E_EcuM0005: ModuleRule = {
  code: 'E_EcuM0005',
  severity: 'error',
  description: {
    zh_cn: '闹钟仅在启用闹钟功能时配置，启用时需指定闹钟唤醒源',
    en_us: 'Alarm clocks need the alarm clock feature, and the feature its wakeup source',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    const general = ctx.containersOf(ECUM_PATHS.flexGeneral)[0];
    const present = general ? ctx.flag(general, 'EcuMAlarmClockPresent') === true : false;
    if (general && present && (general.references.EcuMAlarmWakeupSource ?? []).length === 0)
      rows.push(ctx.report(general, NO_SOURCE, {}, 'EcuMAlarmWakeupSource'));
    if (!present)
      for (const clock of ctx.containersOf(ECUM_PATHS.alarmClock)) rows.push(ctx.report(clock, NO_FEATURE));
    return rows;
  },
};
