import type { VerifyRow } from '../../../verify/types.js';
import { OS_VIEW, OWNED_KINDS } from '../view.js';
import type { OsCheck } from './os-check.js';

const MESSAGE = {
  zh_cn: '{kind} {object} 属于多个 OS 应用（{applications}），只能属于一个',
  en_us: '{kind} {object} belongs to several OS applications ({applications}); it belongs to exactly one',
};

/** No object belongs to two applications. */
export const OS0027: OsCheck = {
  code: 'OS0027',
  severity: 'error',
  reads: ['Os', 'EcuC'],
  description: {
    zh_cn: '每个对象只属于一个 OS 应用',
    en_us: 'An object belongs to exactly one OS application',
  },
  rationale:
    'The owner decides the core, memory partition and access rights of an object; two owners contradict.',
  source: 'AUTOSAR SWS_Os_00445 (objects belong to exactly one OS-Application); spec §8',
  check(ctx) {
    const os = ctx.view(OS_VIEW);
    const rows: VerifyRow[] = [];
    for (const { kind, path } of OWNED_KINDS) {
      for (const object of ctx.containersOf(path)) {
        const owners = os.ownersOf(object);
        if (owners.length < 2) continue;
        rows.push(
          ctx.report(object, MESSAGE, {
            kind,
            object: object.shortName,
            applications: owners.map((a) => a.shortName).join(', '),
          }),
        );
      }
    }
    return rows;
  },
};
