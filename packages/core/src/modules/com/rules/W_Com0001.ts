import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { COM_PATHS } from '../layout.js';

const MESSAGE = {
  zh_cn: '{item} 未被任何 I-PDU 引用，不会被发送或接收',
  en_us: '{item} is in no I-PDU: it is neither sent nor received',
};

/**
 * A signal or signal group that no I-PDU references (ComIPduSignalRef, ComIPduSignalGroupRef) is
 * never sent or received: product rule (warning), the counterpart of E_Com0003.
 */
export const W_Com0001: ModuleRule = {
  code: 'W_Com0001',
  severity: 'warning',
  description: {
    zh_cn: '信号或信号组未被任何 I-PDU 引用',
    en_us: 'A signal or signal group is in no I-PDU',
  },
  check(ctx) {
    const used = new Set<string>();
    for (const ipdu of ctx.containersOf(COM_PATHS.ipdu)) {
      for (const id of ipdu.references.ComIPduSignalRef ?? []) used.add(id);
      for (const id of ipdu.references.ComIPduSignalGroupRef ?? []) used.add(id);
    }
    const rows: VerifyRow[] = [];
    for (const path of [COM_PATHS.signal, COM_PATHS.signalGroup]) {
      for (const item of ctx.containersOf(path)) {
        if (!used.has(item.id)) rows.push(ctx.report(item, MESSAGE, { item: item.shortName }));
      }
    }
    return rows;
  },
};
