import type { VerifyRow } from '../../../verify/types.js';
import { OS_VIEW } from '../view.js';
import type { OsCheck } from './os-check.js';

const MESSAGE = {
  zh_cn: '资源 {resource} 被不同核上的对象使用（{users}），资源不能跨核共享',
  en_us: 'Resource {resource} is used on several cores ({users}); resources are not shared across cores',
};

/** A resource is used on one core only (spinlocks protect across cores). */
export const OS0023: OsCheck = {
  code: 'OS0023',
  severity: 'error',
  reads: ['Os', 'EcuC'],
  description: { zh_cn: '资源不能跨核共享', en_us: 'No resource is shared across cores' },
  rationale:
    'The priority ceiling protocol works within one scheduler; a resource used from two cores does not exclude the other core. Use a spinlock instead.',
  source: 'AUTOSAR SWS_Os_00801 (resources shall not be shared across cores); spec §8',
  check(ctx) {
    const os = ctx.view(OS_VIEW);
    if (os.applications.length === 0) return [];
    const users = new Map<string, { core: bigint; name: string }[]>();
    for (const user of [...os.tasks, ...os.isrs]) {
      const core = os.coreOf(user);
      for (const resource of os.resourcesOf(user)) {
        const list = users.get(resource.id);
        const entry = { core, name: `${user.shortName}@${core}` };
        if (list) list.push(entry);
        else users.set(resource.id, [entry]);
      }
    }
    const rows: VerifyRow[] = [];
    for (const resource of os.resources) {
      const list = users.get(resource.id) ?? [];
      if (new Set(list.map((u) => u.core)).size < 2) continue;
      rows.push(
        ctx.report(resource, MESSAGE, {
          resource: resource.shortName,
          users: list.map((u) => u.name).join(', '),
        }),
      );
    }
    return rows;
  },
};
