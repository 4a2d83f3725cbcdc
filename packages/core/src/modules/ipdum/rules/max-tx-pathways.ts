import type { ContainerValue } from '../../../ecuc/store-types.js';
import type { RuleContext } from '../../../verify/types.js';

export const IPDUM_GENERAL_PATH = '/IpduM/IpduMGeneral';
export const IPDUM_TX_PATHWAY_PATH = '/IpduM/IpduMConfig/IpduMTxPathway';

/** The general container with its Max TX Pathway Count (undefined when not set) and the TX pathways. */
export function txPathways(ctx: RuleContext): {
  general: ContainerValue | undefined;
  max: bigint | undefined;
  pathways: readonly ContainerValue[];
} {
  const general = ctx.containersOf(IPDUM_GENERAL_PATH)[0];
  const max = general && ctx.integer(general, 'IpduMMaxTxPathwayCnt');
  return { general, max, pathways: ctx.containersOf(IPDUM_TX_PATHWAY_PATH) };
}
