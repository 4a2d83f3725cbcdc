import type { ContainerValue } from '../../../ecuc/store-types.js';
import type { VerifyRow } from '../../../verify/types.js';
import { chipById } from '../../../catalogue/chips.js';
import { OS_VIEW } from '../view.js';
import type { OsCheck } from './os-check.js';

const MESSAGE = {
  zh_cn: '中断 {isr} 的优先级 {priority} 与同一核 {core} 上的中断 {other} 相同',
  en_us: 'ISR {isr} has priority {priority}, the same as ISR {other} on core {core}',
};

/** Interrupt priorities are unique per core. */
export const OS0024: OsCheck = {
  code: 'OS0024',
  severity: 'error',
  reads: ['Os', 'EcuC'],
  description: {
    zh_cn: '同一核上中断优先级唯一',
    en_us: 'ISR priorities are unique per core',
  },
  rationale:
    'Checked for the chips of the catalogue (the chip of the project), whose interrupt controllers give the numbers their meaning. The interrupt controller arbitrates by priority; on TriCore two sources of one core with the same priority number are a configuration error, and other controllers serve them in an undefined order.',
  source: 'spec §8 (unique ISR priority per core on one chip); AURIX IR SRPN uniqueness',
  check(ctx) {
    // Interrupt priorities mean something only to a known chip's interrupt controller: OIL written for
    // other targets (posix, avr...) numbers ISRs freely, and goil accepts it.
    if (!chipById(ctx.project.chip)) return [];
    const os = ctx.view(OS_VIEW);
    const rows: VerifyRow[] = [];
    const seen = new Map<string, ContainerValue>();
    for (const isr of os.isrs) {
      const priority = ctx.integer(isr, 'OsIsrPriority');
      if (priority === undefined) continue;
      const core = os.coreOf(isr);
      const key = `${core}:${priority}`;
      const other = seen.get(key);
      if (other)
        rows.push(
          ctx.report(
            isr,
            MESSAGE,
            { isr: isr.shortName, priority: String(priority), other: other.shortName, core: String(core) },
            'OsIsrPriority',
          ),
        );
      else seen.set(key, isr);
    }
    return rows;
  },
};
