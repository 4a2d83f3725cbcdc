import type { ContainerValue } from '../../../ecuc/store-types.js';
import type { VerifyRow } from '../../../verify/types.js';
import { OS_PATHS, OS_VIEW } from '../view.js';
import { asWarning, ofKind, type OsCheck, type OsObjectKind } from './os-check.js';

const MESSAGE = {
  zh_cn: '{kind} {target} 不属于调度表 {table} 所在的 OS 应用 {application}，且未授权该应用访问',
  en_us:
    '{kind} {target} does not belong to application {application} of schedule table {table}, nor grants it access',
};
const WITHOUT_PROTECTION = {
  zh_cn:
    '{kind} {target} 不属于调度表 {table} 所在的 OS 应用 {application}，且未授权该应用访问（警告：可扩展性等级 {class} 不检查访问权限；在 SC3/SC4 中为错误）',
  en_us:
    '{kind} {target} does not belong to application {application} of schedule table {table}, nor grants it access (a warning: scalability class {class} enforces no access rights; an error in SC3/SC4)',
};

/**
 * A schedule table uses the counter and tasks of its own application (or ones that grant it access).
 * Access rights are enforced with service protection only: an error in SC3 and SC4, a warning below.
 */
export const OS0030: OsCheck = {
  code: 'OS0030',
  severity: 'error',
  reads: ['Os', 'EcuC'],
  description: {
    zh_cn: '调度表使用的计数器和任务属于同一 OS 应用（SC1/SC2 中为警告）',
    en_us: 'A schedule table’s counter and tasks belong to its OS application (a warning in SC1/SC2)',
  },
  rationale:
    'Expiry points act with the rights of the table’s application; tasks or a counter of another application that grant it no access cannot be used. Trusted applications run with full rights and are not checked; either side may grant access through its accessing applications. Access rights exist with service protection (SC3/SC4) only; below SC3 the finding is a warning.',
  source:
    'AUTOSAR SWS_Os_00056 (access rights); goil "doesn\'t belong to the same application of schedule table"',
  check(ctx) {
    const os = ctx.view(OS_VIEW);
    if (os.applications.length === 0) return [];
    const rows: VerifyRow[] = [];
    for (const table of os.scheduleTables) {
      const application = os.applicationOf(table);
      if (!application) continue;
      const used: [ContainerValue, ContainerValue | undefined, string, OsObjectKind, string][] = [
        [
          table,
          os.target(table, 'OsScheduleTableCounterRef'),
          'OsScheduleTableCounterRef',
          'Counter',
          'OsCounterAccessingApplication',
        ],
      ];
      for (const point of ctx.childrenOf(table, OS_PATHS.expiryPoint)) {
        for (const activation of ctx.childrenOf(point, OS_PATHS.expiryTaskActivation))
          used.push([
            activation,
            os.target(activation, 'OsScheduleTableActivateTaskRef'),
            'OsScheduleTableActivateTaskRef',
            'Task',
            'OsTaskAccessingApplication',
          ]);
        for (const setting of ctx.childrenOf(point, OS_PATHS.expiryEventSetting))
          used.push([
            setting,
            os.target(setting, 'OsScheduleTableSetEventTaskRef'),
            'OsScheduleTableSetEventTaskRef',
            'Task',
            'OsTaskAccessingApplication',
          ]);
      }
      for (const [at, target, param, kind, accessRef] of used) {
        if (!target || os.mayAccess(table, target, accessRef, 'OsSchTblAccessingApplication')) continue;
        const params = {
          target: target.shortName,
          table: table.shortName,
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
