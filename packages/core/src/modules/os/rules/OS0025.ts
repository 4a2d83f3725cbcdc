import type { ContainerValue } from '../../../ecuc/store-types.js';
import type { VerifyRow } from '../../../verify/types.js';
import { chipById } from '../../../catalogue/chips.js';
import { OS_VIEW } from '../view.js';
import type { OsCheck } from './os-check.js';

const MESSAGE = {
  zh_cn: '一类中断 {isr} 的优先级 {priority} 必须高于同一核上所有二类中断（{other} 为 {otherPriority}）',
  en_us:
    'CATEGORY_1 ISR {isr} has priority {priority}; it must be above every CATEGORY_2 ISR of its core ({other} has {otherPriority})',
};

/** Category 1 interrupts are above category 2 interrupts (larger number, higher priority). */
export const OS0025: OsCheck = {
  code: 'OS0025',
  severity: 'error',
  reads: ['Os', 'EcuC'],
  description: {
    zh_cn: '一类中断优先级高于二类中断',
    en_us: 'CATEGORY_1 ISR priorities are above CATEGORY_2',
  },
  rationale:
    'Checked for the chips of the catalogue (the chip of the project), whose interrupt controllers give the numbers their meaning. The OS masks category 2 interrupts up to the highest category 2 level in its critical sections; a category 1 ISR below that level would be blocked by the kernel, and one that preempts the kernel must not call OS services.',
  source: 'OSEK OS 2.2.3 §4.6 (ISR categories); AUTOSAR SWS_Os_00807; spec §8',
  check(ctx) {
    // Interrupt priorities mean something only to a known chip's interrupt controller: OIL written for
    // other targets (posix, avr...) numbers ISRs freely, and goil accepts it.
    if (!chipById(ctx.project.chip)) return [];
    const os = ctx.view(OS_VIEW);
    const highestCategory2 = new Map<bigint, { isr: ContainerValue; priority: bigint }>();
    for (const isr of os.isrs) {
      if (ctx.text(isr, 'OsIsrCategory') !== 'CATEGORY_2') continue;
      const priority = ctx.integer(isr, 'OsIsrPriority');
      if (priority === undefined) continue;
      const core = os.coreOf(isr);
      const highest = highestCategory2.get(core);
      if (!highest || priority > highest.priority) highestCategory2.set(core, { isr, priority });
    }
    const rows: VerifyRow[] = [];
    for (const isr of os.isrs) {
      if (ctx.text(isr, 'OsIsrCategory') !== 'CATEGORY_1') continue;
      const priority = ctx.integer(isr, 'OsIsrPriority');
      const highest = highestCategory2.get(os.coreOf(isr));
      if (priority === undefined || !highest || priority > highest.priority) continue;
      rows.push(
        ctx.report(
          isr,
          MESSAGE,
          {
            isr: isr.shortName,
            priority: String(priority),
            other: highest.isr.shortName,
            otherPriority: String(highest.priority),
          },
          'OsIsrPriority',
        ),
      );
    }
    return rows;
  },
};
