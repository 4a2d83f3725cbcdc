import { coresForChip } from '../../../catalogue/index.js';
import type { VerifyRow } from '../../../verify/types.js';
import { OS_PATHS, OS_VIEW } from '../view.js';
import type { OsCheck } from './os-check.js';

const NOT_DEFINED = {
  zh_cn: '多核 OS 的主核（核 {core}）必须定义为 EcucCoreDefinition',
  en_us: 'The master core (core {core}) of a multi-core OS must be defined as an EcucCoreDefinition',
};
const NOT_REFERENCED = {
  zh_cn: '主核 {core} 必须是 AUTOSAR 核：至少有一个 OS 应用通过 OsApplicationCoreRef 引用它',
  en_us:
    'The master core {core} must be an AUTOSAR core: at least one OS application must reference it with OsApplicationCoreRef',
};

/** In a multi-core OS the master core runs the AUTOSAR OS: it is defined and referenced by an application. */
export const OS0006: OsCheck = {
  code: 'OS0006',
  severity: 'error',
  reads: ['Os', 'EcuC'],
  description: {
    zh_cn: '主核必须是 AUTOSAR 核且被引用',
    en_us: 'The master core is an AUTOSAR core and is referenced',
  },
  rationale:
    'The master core boots and calls StartOS for the others; it must be controlled by the AUTOSAR OS, i.e. host at least one OS application.',
  source:
    'AUTOSAR SWS_Os_00574, SWS_Os_00578 (master core starts the AUTOSAR cores); spec §3 (Core.isMaster)',
  check(ctx) {
    const os = ctx.view(OS_VIEW);
    if (!os.os || os.osType === 'OSEK' || os.numberOfCores <= 1n) return [];
    const chipCores = coresForChip(ctx.project.chip);
    const master = BigInt(chipCores.find((c) => c.masterCapable)?.coreId ?? 0);
    const definition = ctx
      .projectContainersOf(OS_PATHS.ecucCore)
      .find((core) => ctx.integer(core, 'EcucCoreId') === master);
    const rows: VerifyRow[] = [];
    if (!definition) {
      rows.push(ctx.report(os.os, NOT_DEFINED, { core: String(master) }, 'OsNumberOfCores'));
      return rows;
    }
    const referenced = os.applications.some((application) =>
      (application.references.OsApplicationCoreRef ?? []).includes(definition.id),
    );
    if (!referenced)
      rows.push(ctx.report(os.os, NOT_REFERENCED, { core: String(master) }, 'OsNumberOfCores'));
    return rows;
  },
};
