import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { destinationPdu, routingPaths } from './routing.js';

const MESSAGE = {
  zh_cn: '路由路径 {route} 的目标 PDU 与源 PDU 是同一个 EcuC PDU {pdu}',
  en_us: 'Routing path {route} routes EcuC PDU {pdu} to itself',
};

/**
 * A routing path does not route a PDU to itself: no destination names the EcuC Pdu of the path's
 * source (SWS PduR chapter 7: a routing path takes a PDU from one module to others, each end its own
 * PDU). Product rule. Reported on the destination, at PduRDestPduRef.
 */
export const E_PduR0003: ModuleRule = {
  code: 'E_PduR0003',
  severity: 'error',
  reads: ['PduR', 'EcuC'],
  description: {
    zh_cn: '路由路径的源 PDU 与目标 PDU 不能相同',
    en_us: 'A routing path does not route a PDU to itself',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    for (const route of routingPaths(ctx)) {
      if (route.sourcePdu === undefined) continue;
      for (const destination of route.destinations) {
        if (destinationPdu(destination) !== route.sourcePdu) continue;
        const pdu = ctx.container(route.sourcePdu);
        rows.push(
          ctx.report(
            destination,
            MESSAGE,
            { route: route.path.shortName, pdu: pdu ? pdu.shortName : route.sourcePdu },
            'PduRDestPduRef',
          ),
        );
      }
    }
    return rows;
  },
};
