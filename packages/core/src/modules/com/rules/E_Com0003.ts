import type { ContainerValue } from '../../../ecuc/store-types.js';
import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { COM_PATHS } from '../layout.js';

const MESSAGE = {
  zh_cn: '{item} 已属于 I-PDU {first}，不能再被 {ipdu} 引用',
  en_us: '{item} already belongs to I-PDU {first}; {ipdu} cannot reference it too',
};

/** The references of an I-PDU that claim a signal or a signal group. */
const CLAIMS = ['ComIPduSignalRef', 'ComIPduSignalGroupRef'] as const;

/**
 * A signal or signal group belongs to exactly one I-PDU: no two ComIPdus name the same ComSignal
 * (ComIPduSignalRef) or ComSignalGroup (ComIPduSignalGroupRef). SWS COM chapter 10 (ComIPduSignalRef:
 * the signals contained in this I-PDU; a signal is mapped to one I-PDU, its ComHandleId addressing
 * one place). Reported on the later I-PDU, at the reference, naming the first.
 */
export const E_Com0003: ModuleRule = {
  code: 'E_Com0003',
  severity: 'error',
  description: {
    zh_cn: '一个信号或信号组只能属于一个 I-PDU',
    en_us: 'A signal or signal group belongs to one I-PDU only',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    const owners = new Map<string, ContainerValue>();
    for (const ipdu of ctx.containersOf(COM_PATHS.ipdu)) {
      for (const param of CLAIMS) {
        for (const id of new Set(ipdu.references[param] ?? [])) {
          const first = owners.get(id);
          if (!first) {
            owners.set(id, ipdu);
            continue;
          }
          if (first === ipdu) continue;
          const item = ctx.container(id);
          rows.push(
            ctx.report(
              ipdu,
              MESSAGE,
              { item: item ? item.shortName : id, first: first.shortName, ipdu: ipdu.shortName },
              param,
            ),
          );
        }
      }
    }
    return rows;
  },
};
