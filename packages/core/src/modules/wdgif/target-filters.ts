/** What the WdgIf reference pickers offer: a Wdg driver no other WdgIf device stands for. */
import type { ReferenceTargetFilter } from '../../ecuc/types.js';
import { WDGIF_PATHS } from './definition.js';

/** The WdgIf module's target filters, by reference definition path. */
export const wdgIfTargetFilters: Readonly<Record<string, ReferenceTargetFilter>> = {
  [`${WDGIF_PATHS.device}/WdgIfDriverRef`]: (candidate, ctx) =>
    ctx
      .containersOf(WDGIF_PATHS.device)
      .every(
        (other) =>
          other.id === ctx.holder.id || !(other.references['WdgIfDriverRef'] ?? []).includes(candidate.id),
      ),
};
