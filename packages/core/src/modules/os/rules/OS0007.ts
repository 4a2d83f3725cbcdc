import { OS_VIEW } from '../view.js';
import type { OsCheck } from './os-check.js';

const MESSAGE = {
  zh_cn: 'OS 应用数（{applications}）与核数（{cores}）之和必须小于 16，当前为 {sum}',
  en_us: 'OS applications ({applications}) plus cores ({cores}) must be fewer than 16, are {sum}',
};

/** Applications and cores share one 4-bit id space in the kernel's object ids. */
export const OS0007: OsCheck = {
  code: 'OS0007',
  severity: 'error',
  reads: ['Os', 'EcuC'],
  description: {
    zh_cn: 'OS 应用数与核数之和小于 16',
    en_us: 'OS applications plus cores are fewer than 16',
  },
  rationale:
    'The kernel encodes the owning application and core in a 4-bit field of each object id (ApplicationType, CoreIdType); 16 or more do not fit.',
  source: 'spec §8 and §9 (applications plus cores fewer than 16)',
  check(ctx) {
    const os = ctx.view(OS_VIEW);
    const sum = BigInt(os.applications.length) + os.numberOfCores;
    if (sum < 16n) return [];
    return [
      ctx.report(
        os.os ?? null,
        MESSAGE,
        { applications: os.applications.length, cores: String(os.numberOfCores), sum: String(sum) },
        'OsNumberOfCores',
      ),
    ];
  },
};
