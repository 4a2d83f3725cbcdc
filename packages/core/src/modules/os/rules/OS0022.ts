import type { VerifyRow } from '../../../verify/types.js';
import { OS_VIEW } from '../view.js';
import type { OsCheck } from './os-check.js';

const NO_TARGET = {
  zh_cn: '链接资源 {resource} 必须通过 OsResourceLinkedResourceRef 引用另一个资源',
  en_us: 'Linked resource {resource} must reference another resource with OsResourceLinkedResourceRef',
};
const TO_INTERNAL = {
  zh_cn: '链接资源 {resource} 不能链接到内部资源 {target}',
  en_us: 'Linked resource {resource} cannot link to internal resource {target}',
};
const NOT_LINKED = {
  zh_cn: '资源 {resource} 的属性为 {property}，不能有 OsResourceLinkedResourceRef',
  en_us: 'Resource {resource} is {property} and cannot have an OsResourceLinkedResourceRef',
};

/** A LINKED resource links to a standard or linked resource; other resources link to nothing. */
export const OS0022: OsCheck = {
  code: 'OS0022',
  severity: 'error',
  reads: ['Os', 'EcuC'],
  description: {
    zh_cn: '链接资源必须链接到标准或链接资源',
    en_us: 'A linked resource links to a standard or linked resource',
  },
  rationale:
    'LINKED makes a resource an alias; without a target, or with an internal resource as target (which cannot be taken by GetResource), the alias has nothing to lock.',
  source:
    'AUTOSAR ECUC_Os_00055/00056 (OsResourceProperty, OsResourceLinkedResourceRef); OSEK OIL 2.5 §3.2.4',
  check(ctx) {
    const os = ctx.view(OS_VIEW);
    const rows: VerifyRow[] = [];
    for (const resource of os.resources) {
      const property = os.property(resource);
      const target = os.target(resource, 'OsResourceLinkedResourceRef');
      const params = { resource: resource.shortName, property, target: target?.shortName ?? '' };
      if (property !== 'LINKED') {
        if (target) rows.push(ctx.report(resource, NOT_LINKED, params, 'OsResourceLinkedResourceRef'));
      } else if (!target) rows.push(ctx.report(resource, NO_TARGET, params, 'OsResourceLinkedResourceRef'));
      else if (os.property(target) === 'INTERNAL')
        rows.push(ctx.report(resource, TO_INTERNAL, params, 'OsResourceLinkedResourceRef'));
    }
    return rows;
  },
};
