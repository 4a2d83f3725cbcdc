import type { VerifyRow } from '../../../verify/types.js';
import { OS_VIEW } from '../view.js';
import type { OsCheck } from './os-check.js';

const MESSAGE = {
  zh_cn: '资源 {resource} 未被任何任务、中断或链接资源引用',
  en_us: 'Resource {resource} is not referenced by any task, ISR or linked resource',
};

/** Warning: a resource nobody uses. */
export const OS0017: OsCheck = {
  code: 'OS0017',
  severity: 'warning',
  reads: ['Os', 'EcuC'],
  description: { zh_cn: '资源未被引用（警告）', en_us: 'A resource is not referenced (warning)' },
  rationale:
    'The ceiling priority of a resource comes from its users; a resource without users has no ceiling and GetResource on it from an unlisted task fails.',
  source: 'spec §8 (unreferenced resource); OSEK OS 2.2.3 §8.5 (priority ceiling)',
  check(ctx) {
    const os = ctx.view(OS_VIEW);
    const used = new Set<string>();
    for (const task of os.tasks) for (const id of task.references.OsTaskResourceRef ?? []) used.add(id);
    for (const isr of os.isrs) for (const id of isr.references.OsIsrResourceRef ?? []) used.add(id);
    for (const resource of os.resources)
      for (const id of resource.references.OsResourceLinkedResourceRef ?? []) used.add(id);
    const rows: VerifyRow[] = [];
    for (const resource of os.resources)
      if (!used.has(resource.id)) rows.push(ctx.report(resource, MESSAGE, { resource: resource.shortName }));
    return rows;
  },
};
