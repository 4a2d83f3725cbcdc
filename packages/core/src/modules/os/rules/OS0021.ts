import type { ContainerValue } from '../../../ecuc/store-types.js';
import type { VerifyRow } from '../../../verify/types.js';
import { OS_VIEW } from '../view.js';
import type { OsCheck } from './os-check.js';

const MESSAGE = {
  zh_cn: '链接资源 {resource} 形成循环：{cycle}',
  en_us: 'Linked resource {resource} is part of a loop: {cycle}',
};

/** Following OsResourceLinkedResourceRef ends at a resource that is not linked. */
export const OS0021: OsCheck = {
  code: 'OS0021',
  severity: 'error',
  reads: ['Os', 'EcuC'],
  description: { zh_cn: '链接资源不能形成循环', en_us: 'Linked resources form no loop' },
  rationale:
    'A linked resource is an alias of the resource it links to; a loop of links has no real resource at its end and no ceiling priority.',
  source: 'AUTOSAR SWS_Os ECUC_Os_00055 (OsResourceLinkedResourceRef); OSEK OIL 2.5 §3.2.4 (LINKED)',
  check(ctx) {
    const os = ctx.view(OS_VIEW);
    const rows: VerifyRow[] = [];
    for (const resource of os.resources) {
      const chain: ContainerValue[] = [resource];
      let current = os.target(resource, 'OsResourceLinkedResourceRef');
      while (
        current &&
        current !== resource &&
        !chain.includes(current) &&
        chain.length <= os.resources.length
      ) {
        chain.push(current);
        current = os.target(current, 'OsResourceLinkedResourceRef');
      }
      if (current !== resource) continue;
      const cycle = [...chain, resource].map((r) => r.shortName).join(' → ');
      rows.push(
        ctx.report(resource, MESSAGE, { resource: resource.shortName, cycle }, 'OsResourceLinkedResourceRef'),
      );
    }
    return rows;
  },
};
