import type { ContainerValue } from '../../../ecuc/store-types.js';
import type { VerifyRow } from '../../../verify/types.js';
import { OS_PATHS, OS_VIEW } from '../view.js';
import { asWarning, ofKind, type OsCheck, type OsObjectKind } from './os-check.js';

const MESSAGE = {
  zh_cn: '{kind} {target} 不属于报警器 {alarm} 所在的 OS 应用 {application}，且未授权该应用访问',
  en_us:
    '{kind} {target} does not belong to application {application} of alarm {alarm}, nor grants it access',
};
const WITHOUT_PROTECTION = {
  zh_cn:
    '{kind} {target} 不属于报警器 {alarm} 所在的 OS 应用 {application}，且未授权该应用访问（警告：可扩展性等级 {class} 不检查访问权限；在 SC3/SC4 中为错误）',
  en_us:
    '{kind} {target} does not belong to application {application} of alarm {alarm}, nor grants it access (a warning: scalability class {class} enforces no access rights; an error in SC3/SC4)',
};

/**
 * An alarm uses counters and tasks of its own application (or ones that grant it access). Access
 * rights are enforced with service protection only: an error in SC3 and SC4, a warning below.
 */
export const OS0029: OsCheck = {
  code: 'OS0029',
  severity: 'error',
  reads: ['Os', 'EcuC'],
  description: {
    zh_cn: '报警器使用的计数器和任务属于同一 OS 应用（SC1/SC2 中为警告）',
    en_us: 'An alarm’s counter and tasks belong to its OS application (a warning in SC1/SC2)',
  },
  rationale:
    'An alarm acts with the rights of its application; a counter or task of another application that does not list it as accessing application cannot be used (E_OS_ACCESS). Trusted applications run with full rights and are not checked; either side may grant access through its accessing applications. Access rights exist with service protection (SC3/SC4) only; below SC3 the finding is a warning.',
  source:
    'AUTOSAR SWS_Os_00056 (access rights), OsTaskAccessingApplication/OsCounterAccessingApplication; goil "doesn\'t belong to the same application of alarm"',
  check(ctx) {
    const os = ctx.view(OS_VIEW);
    if (os.applications.length === 0) return [];
    const rows: VerifyRow[] = [];
    for (const alarm of os.alarms) {
      const application = os.applicationOf(alarm);
      if (!application) continue;
      const used: [ContainerValue, ContainerValue | undefined, string, OsObjectKind, string][] = [
        [
          alarm,
          os.target(alarm, 'OsAlarmCounterRef'),
          'OsAlarmCounterRef',
          'Counter',
          'OsCounterAccessingApplication',
        ],
      ];
      const action = os.alarmAction(alarm);
      if (action?.definitionPath === OS_PATHS.alarmActivateTask)
        used.push([
          action,
          os.target(action, 'OsAlarmActivateTaskRef'),
          'OsAlarmActivateTaskRef',
          'Task',
          'OsTaskAccessingApplication',
        ]);
      if (action?.definitionPath === OS_PATHS.alarmSetEvent)
        used.push([
          action,
          os.target(action, 'OsAlarmSetEventTaskRef'),
          'OsAlarmSetEventTaskRef',
          'Task',
          'OsTaskAccessingApplication',
        ]);
      if (action?.definitionPath === OS_PATHS.alarmIncrementCounter)
        used.push([
          action,
          os.target(action, 'OsAlarmIncrementCounterRef'),
          'OsAlarmIncrementCounterRef',
          'Counter',
          'OsCounterAccessingApplication',
        ]);
      for (const [at, target, param, kind, accessRef] of used) {
        if (!target || os.mayAccess(alarm, target, accessRef, 'OsAlarmAccessingApplication')) continue;
        const params = {
          target: target.shortName,
          alarm: alarm.shortName,
          application: application.shortName,
          class: os.scalabilityClass,
        };
        rows.push(
          os.hasServiceProtection
            ? ctx.report(at, ofKind(MESSAGE, kind), params, param)
            : asWarning(ctx.report(at, ofKind(WITHOUT_PROTECTION, kind), params, param)),
        );
      }
    }
    return rows;
  },
};
