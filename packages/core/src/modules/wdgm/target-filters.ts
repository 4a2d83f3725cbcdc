/**
 * What the WdgM reference pickers offer: a supervised entity's initial and final checkpoints and its
 * internal transitions' ends among its own checkpoints (E_WdgM0006); a WdgIf device no other WdgM
 * watchdog drives; in one mode, a supervised entity that no other local status parameters of the mode
 * already name.
 */
import type { ReferenceTargetFilter } from '../../ecuc/types.js';
import { WDGM_PATHS, WDGM_REFS } from './definition.js';

const ownCheckpoint: ReferenceTargetFilter = (candidate, ctx) => candidate.parentId === ctx.holder.id;
const siblingCheckpoint: ReferenceTargetFilter = (candidate, ctx) =>
  candidate.parentId !== null && candidate.parentId === ctx.holder.parentId;

/** The WdgM module's target filters, by reference definition path. */
export const wdgMTargetFilters: Readonly<Record<string, ReferenceTargetFilter>> = {
  [`${WDGM_PATHS.supervisedEntity}/${WDGM_REFS.internalInitial}`]: ownCheckpoint,
  [`${WDGM_PATHS.supervisedEntity}/${WDGM_REFS.internalFinal}`]: ownCheckpoint,
  [`${WDGM_PATHS.internalTransition}/${WDGM_REFS.internalSource}`]: siblingCheckpoint,
  [`${WDGM_PATHS.internalTransition}/${WDGM_REFS.internalDest}`]: siblingCheckpoint,
  [`${WDGM_PATHS.watchdog}/WdgMWatchdogDeviceRef`]: (candidate, ctx) =>
    ctx
      .containersOf(WDGM_PATHS.watchdog)
      .every(
        (other) =>
          other.id === ctx.holder.id ||
          !(other.references['WdgMWatchdogDeviceRef'] ?? []).includes(candidate.id),
      ),
  [`${WDGM_PATHS.localStatusParams}/WdgMLocalStatusSupervisedEntityRef`]: (candidate, ctx) =>
    ctx
      .containersOf(WDGM_PATHS.localStatusParams)
      .every(
        (other) =>
          other.id === ctx.holder.id ||
          other.parentId !== ctx.holder.parentId ||
          !(other.references['WdgMLocalStatusSupervisedEntityRef'] ?? []).includes(candidate.id),
      ),
};
