import { uniqueIdsRule } from '../../unique-ids.js';
import { ECUM_PATHS } from '../definition.js';

/**
 * The ids EcuM's services take are unique in their kind: sleep modes and reset modes (the mode of
 * EcuM_SelectShutdownTarget), shutdown causes (EcuM_SelectShutdownCause), users (EcuM_RequestRUN,
 * EcuM_SetRelWakeupAlarm...) and alarm clocks each identify one container (SWS_ECUStateManager
 * ECUC_EcuM_00132, 00173, 00176, 00146, 00186: "This ID identifies this ...").
 */
export const E_EcuM0004 = uniqueIdsRule(
  'E_EcuM0004',
  {
    zh_cn: '睡眠模式、复位模式、关机原因、用户和闹钟的 ID 在各自类别内不能重复',
    en_us: 'Sleep mode, reset mode, shutdown cause, user and alarm clock ids are unique in their kind',
  },
  [
    { holders: [{ path: ECUM_PATHS.sleepMode, param: 'EcuMSleepModeId' }] },
    { holders: [{ path: ECUM_PATHS.resetMode, param: 'EcuMResetModeId' }] },
    { holders: [{ path: ECUM_PATHS.shutdownCause, param: 'EcuMShutdownCauseId' }] },
    { holders: [{ path: ECUM_PATHS.flexUser, param: 'EcuMFlexUser' }] },
    { holders: [{ path: ECUM_PATHS.alarmClock, param: 'EcuMAlarmClockId' }] },
  ],
);
