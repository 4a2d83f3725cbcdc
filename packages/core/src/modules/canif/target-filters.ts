/**
 * What the CanIf reference pickers offer: receive hardware objects for an HRH and transmit ones for an
 * HTH, on the Can controller of the CanIf controller chosen; a Can controller not yet taken by another
 * CanIf controller; EcuC Pdus no other lower layer uses.
 */
import type { ContainerValue } from '../../ecuc/store-types.js';
import type { ReferenceTargetContext, ReferenceTargetFilter } from '../../ecuc/types.js';
import { pduTargetFilter } from '../ecuc/pdu-target-filter.js';

const CTRL_CFG = '/CanIf/CanIfCtrlDrvCfg/CanIfCtrlCfg';
const HOH = '/CanIf/CanIfInitCfg/CanIfInitHohCfg';
const INIT = '/CanIf/CanIfInitCfg';

function firstTarget(ctx: ReferenceTargetContext, holder: ContainerValue, reference: string) {
  const id = holder.references[reference]?.[0];
  return id === undefined ? undefined : ctx.container(id);
}

/**
 * Hardware objects of one direction (CanObjectType) whose controller is the Can controller behind the
 * holder's CanIf controller reference (any controller while none is chosen).
 */
function hardwareObjectOf(
  objectType: 'RECEIVE' | 'TRANSMIT',
  controllerReference: string,
): ReferenceTargetFilter {
  return (candidate, ctx) => {
    if (ctx.text(candidate, 'CanObjectType') !== objectType) return false;
    const ifController = firstTarget(ctx, ctx.holder, controllerReference);
    const canController = ifController?.references['CanIfCtrlCanCtrlRef']?.[0];
    const objectController = candidate.references['CanControllerRef']?.[0];
    return (
      canController === undefined || objectController === undefined || canController === objectController
    );
  };
}

/** The CanIf module's target filters, by reference definition path. */
export const canIfTargetFilters: Readonly<Record<string, ReferenceTargetFilter>> = {
  [`${HOH}/CanIfHrhCfg/CanIfHrhIdSymRef`]: hardwareObjectOf('RECEIVE', 'CanIfHrhCanCtrlIdRef'),
  [`${HOH}/CanIfHthCfg/CanIfHthIdSymRef`]: hardwareObjectOf('TRANSMIT', 'CanIfHthCanCtrlIdRef'),
  // One CanIf controller per Can controller.
  [`${CTRL_CFG}/CanIfCtrlCanCtrlRef`]: (candidate, ctx) =>
    ctx
      .containersOf(CTRL_CFG)
      .every(
        (other) =>
          other.id === ctx.holder.id ||
          !(other.references['CanIfCtrlCanCtrlRef'] ?? []).includes(candidate.id),
      ),
  [`${INIT}/CanIfTxPduCfg/CanIfTxPduRef`]: pduTargetFilter('lower'),
  [`${INIT}/CanIfRxPduCfg/CanIfRxPduRef`]: pduTargetFilter('lower'),
};
