import type { VerifyRow } from '../../../verify/types.js';
import { OS_VIEW, OWNED_KINDS } from '../view.js';
import type { OsCheck } from './os-check.js';

const MESSAGE = {
  zh_cn: '已配置 OS 应用时，{kind} {object} 必须属于一个 OS 应用',
  en_us: 'With OS applications configured, {kind} {object} must belong to an OS application',
};

/** With applications, every task, ISR, alarm, counter and schedule table belongs to one. */
export const OS0026: OsCheck = {
  code: 'OS0026',
  severity: 'error',
  reads: ['Os', 'EcuC'],
  description: {
    zh_cn: '有 OS 应用时每个对象都属于一个应用',
    en_us: 'With OS applications, every object belongs to one',
  },
  rationale:
    'Protection, core placement and access rights are decided per application; an object outside every application has no core and no access rights.',
  source: 'AUTOSAR SWS_Os_00445, SWS_Os_00446 (objects belong to an OS-Application); spec §8',
  check(ctx) {
    const os = ctx.view(OS_VIEW);
    if (os.applications.length === 0) return [];
    const rows: VerifyRow[] = [];
    for (const { kind, path } of OWNED_KINDS) {
      if (kind === 'OsResource') continue;
      for (const object of ctx.containersOf(path))
        if (os.ownersOf(object).length === 0)
          rows.push(ctx.report(object, MESSAGE, { kind, object: object.shortName }));
    }
    return rows;
  },
};
