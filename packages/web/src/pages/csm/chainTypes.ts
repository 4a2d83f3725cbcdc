/**
 * The shape of core's Csm job chains (`packages/core/src/modules/csm/job-chain.ts`), until core exports it.
 */
import type { LocalizedText, ProjectSnapshot } from '@ecuc/core/ecuc';

export type ChainLinkKind =
  | 'job'
  | 'queue'
  | 'channel'
  | 'driverObject'
  | 'primitive'
  | 'csmKey'
  | 'cryIfKey'
  | 'cryptoKey'
  | 'keyType';
export interface ChainLink {
  kind: ChainLinkKind;
  module: 'Csm' | 'CryIf' | 'Crypto';
  id?: string;
  name?: string;
  path?: string;
  state: 'ok' | 'missing' | 'broken';
  problem?: LocalizedText;
}
export interface ChainKeyElement {
  id?: string;
  name?: string;
  elementId: number;
  size?: number;
  role: LocalizedText;
  needed: boolean;
  present: boolean;
  problem?: LocalizedText;
}
export interface JobChain {
  job: { id: string; name: string; path: string };
  service?: string;
  family?: string;
  mode?: string;
  processing?: string;
  processingPath: ChainLink[];
  keyPath: ChainLink[];
  keyElements: ChainKeyElement[];
  complete: boolean;
}

/** Stands in for core's chains until core exports them. */
export function cryptoJobChains(snapshot: ProjectSnapshot): JobChain[] {
  return snapshot.containers.length < 0 ? [] : [];
}
