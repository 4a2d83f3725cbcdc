import { FIM_PATHS } from './definition.js';

/**
 * The spec's FiM lists (section 7, "FiM: event, fid"), each served as `/FiM/<list>/...` restricted to one
 * container definition. The spec's per-project lists name "FiM summary events and function ids", so `event`
 * lists the summary events (FiMSummaryEvent), not the inhibition configurations; `fid` the FIDs.
 */
export const FIM_CALL_LISTS: Readonly<Record<string, string>> = {
  event: FIM_PATHS.summaryEvent,
  fid: FIM_PATHS.fid,
};
