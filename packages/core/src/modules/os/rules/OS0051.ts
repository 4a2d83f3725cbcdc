import type { ContainerValue } from '../../../ecuc/store-types.js';
import type { VerifyRow } from '../../../verify/types.js';
import { OS_PATHS, OS_VIEW } from '../view.js';
import type { OsCheck } from './os-check.js';

const AUTOSAR_ONLY = {
  zh_cn: '{object} 是 AUTOSAR OS 的功能，OSEK 类型的 OS 不支持（请将 OsType 设为 AUTOSAR）',
  en_us: '{object} is an AUTOSAR OS feature an OSEK OS does not have (set OsType to AUTOSAR)',
};
const NEEDS_CLASS = {
  zh_cn: '{object} 需要可扩展性等级 {classes}，当前为 {current}',
  en_us: '{object} needs scalability class {classes}, the OS is {current}',
};

/** Features are used only in the scalability classes (and OS type) that have them. */
export const OS0051: OsCheck = {
  code: 'OS0051',
  severity: 'error',
  reads: ['Os', 'EcuC'],
  description: {
    zh_cn: '所用功能与 OS 类型和可扩展性等级一致',
    en_us: 'Features match the OS type and scalability class',
  },
  rationale:
    'AUTOSAR OS ships features by scalability class: timing protection and synchronised schedule tables in SC2/SC4, memory protection (untrusted applications, peripheral areas) in SC3/SC4; schedule tables, OS applications, spinlocks and IOC do not exist in an OSEK OS.',
  source: 'AUTOSAR SWS_Os §7.11 Table "Scalability classes" (SWS_Os_00240/00241); OSEK OS 2.2.3',
  check(ctx) {
    const os = ctx.view(OS_VIEW);
    const rows: VerifyRow[] = [];
    const current = os.scalabilityClass;
    if (os.osType === 'OSEK') {
      const autosarOnly: readonly ContainerValue[] = [
        ...os.scheduleTables,
        ...os.applications,
        ...ctx.containersOf(OS_PATHS.spinlock),
        ...ctx.containersOf(OS_PATHS.ioc),
        ...os.peripheralAreas,
      ];
      for (const object of autosarOnly)
        rows.push(ctx.report(object, AUTOSAR_ONLY, { object: object.shortName }));
      return rows;
    }
    const needs = (object: ContainerValue, classes: readonly string[], param?: string): void => {
      if (classes.includes(current)) return;
      rows.push(
        ctx.report(
          object,
          NEEDS_CLASS,
          { object: object.shortName, classes: classes.join('/'), current },
          param,
        ),
      );
    };
    const timing = ['SC2', 'SC4'] as const;
    const memory = ['SC3', 'SC4'] as const;
    for (const task of os.tasks)
      for (const protection of ctx.childrenOf(task, OS_PATHS.taskTimingProtection)) needs(protection, timing);
    for (const isr of os.isrs)
      for (const protection of ctx.childrenOf(isr, OS_PATHS.isrTimingProtection)) needs(protection, timing);
    for (const table of os.scheduleTables) {
      const sync = ctx.childrenOf(table, OS_PATHS.scheduleTableSync)[0];
      const strategy = sync ? ctx.text(sync, 'OsScheduleTblSyncStrategy') : undefined;
      if (sync && (strategy === 'IMPLICIT' || strategy === 'EXPLICIT'))
        needs(sync, timing, 'OsScheduleTblSyncStrategy');
    }
    for (const application of os.applications) {
      if (ctx.flag(application, 'OsTrusted') !== true) needs(application, memory, 'OsTrusted');
      else if (ctx.flag(application, 'OsTrustedApplicationWithProtection') === true)
        needs(application, memory, 'OsTrustedApplicationWithProtection');
    }
    for (const area of os.peripheralAreas) needs(area, memory);
    return rows;
  },
};
