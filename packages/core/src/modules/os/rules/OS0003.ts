import { coresForChip } from '../../../catalogue/index.js';
import type { VerifyRow } from '../../../verify/types.js';
import { OS_VIEW } from '../view.js';
import type { OsCheck } from './os-check.js';

const CHIP_CORES = {
  zh_cn: 'OS 核数 {value} 超过芯片 {chip} 的核数 {cores}',
  en_us: 'OsNumberOfCores {value} is more than the {cores} cores of {chip}',
};
const APPLICATION_CORE = {
  zh_cn: 'OS 应用所在核 {core} 超出 OS 核数 {count}（核编号从 0 到 {last}）',
  en_us: 'The application runs on core {core}, outside the OS’s {count} cores (0 to {last})',
};

/** The OS runs on the cores the chip has, and applications sit on those cores. */
export const OS0003: OsCheck = {
  code: 'OS0003',
  severity: 'error',
  reads: ['Os', 'EcuC'],
  description: {
    zh_cn: 'OS 核数不超过芯片核数，应用所在核在 OS 核数之内',
    en_us: 'The OS uses no more cores than the chip has; applications sit on those cores',
  },
  rationale:
    'A core the chip does not have cannot be started (StartCore fails), and an application on a core outside OsNumberOfCores is never scheduled.',
  source: 'AUTOSAR SWS_Os_00570 (OsNumberOfCores), SWS_Os_00672; chip catalogue cores',
  check(ctx) {
    const os = ctx.view(OS_VIEW);
    const rows: VerifyRow[] = [];
    const cores = coresForChip(ctx.project.chip).length;
    const count = os.numberOfCores;
    if (os.os && cores > 0 && count > BigInt(cores)) {
      rows.push(
        ctx.report(
          os.os,
          CHIP_CORES,
          { value: String(count), cores, chip: ctx.project.chip },
          'OsNumberOfCores',
        ),
      );
    }
    for (const application of os.applications) {
      if (!os.target(application, 'OsApplicationCoreRef')) continue;
      const core = os.coreOfApplication(application);
      if (core < count) continue;
      rows.push(
        ctx.report(
          application,
          APPLICATION_CORE,
          { core: String(core), count: String(count), last: String(count - 1n) },
          'OsApplicationCoreRef',
        ),
      );
    }
    return rows;
  },
};
