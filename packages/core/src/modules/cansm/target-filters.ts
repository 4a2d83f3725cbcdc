/** What the CanSM reference pickers offer: CanIf controllers no other CanSM controller manages (E_CanSM0005). */
import type { ReferenceTargetFilter } from '../../ecuc/types.js';

const CONTROLLER = '/CanSM/CanSMConfiguration/CanSMManagerNetwork/CanSMController';

/** The CanSM module's target filters, by reference definition path. */
export const canSMTargetFilters: Readonly<Record<string, ReferenceTargetFilter>> = {
  [`${CONTROLLER}/CanSMControllerId`]: (candidate, ctx) =>
    ctx
      .containersOf(CONTROLLER)
      .every(
        (other) =>
          other.id === ctx.holder.id || !(other.references['CanSMControllerId'] ?? []).includes(candidate.id),
      ),
};
