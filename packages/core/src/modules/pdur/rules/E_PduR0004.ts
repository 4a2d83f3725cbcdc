import type { ContainerValue } from '../../../ecuc/store-types.js';
import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { destinationPdu, routingPaths } from './routing.js';

const MESSAGE = {
  zh_cn: '从 {source} 到 {destination} 的路由已由 {first} 配置',
  en_us: 'The route from {source} to {destination} is already configured by {first}',
};

/**
 * No route is configured twice: two destinations (of one routing path or of two) with the same source
 * EcuC Pdu (PduRSrcPduRef) and the same destination EcuC Pdu (PduRDestPduRef) would deliver the PDU
 * twice. Product rule. Reported on the later destination, at PduRDestPduRef, naming the first.
 */
export const E_PduR0004: ModuleRule = {
  code: 'E_PduR0004',
  severity: 'error',
  reads: ['PduR', 'EcuC'],
  description: {
    zh_cn: '同一源 PDU 到同一目标 PDU 的路由不能重复配置',
    en_us: 'A route from one source PDU to one destination PDU is configured once',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    const firsts = new Map<string, ContainerValue>();
    for (const route of routingPaths(ctx)) {
      if (route.sourcePdu === undefined) continue;
      for (const destination of route.destinations) {
        const target = destinationPdu(destination);
        if (target === undefined) continue;
        const key = `${route.sourcePdu} ${target}`;
        const first = firsts.get(key);
        if (!first) {
          firsts.set(key, destination);
          continue;
        }
        const source = ctx.container(route.sourcePdu);
        const pdu = ctx.container(target);
        rows.push(
          ctx.report(
            destination,
            MESSAGE,
            {
              source: source ? source.shortName : route.sourcePdu,
              destination: pdu ? pdu.shortName : target,
              first: ctx.pathOf(first),
            },
            'PduRDestPduRef',
          ),
        );
      }
    }
    return rows;
  },
};
