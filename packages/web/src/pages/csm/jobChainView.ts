/**
 * The job chain card of the Csm page as pure data: the jobs to pick (name, complete or not, findings), and for the
 * chosen job its two chains as rows of boxes — the processing path (job → queue → CryIf channel → Crypto driver
 * object → primitive) and the key path (job → Csm key → CryIf key → Crypto key → key type) — with the key type's
 * elements below. Built on core's `cryptoJobChains`, whose states and problems are shown as they are.
 */
import type { Language } from '@ecuc/core/i18n';
import type { VerifyRow } from '@ecuc/core/verify';
import type { ChainKeyElement, ChainLink, ChainLinkKind, JobChain } from '@ecuc/core/modules';

export type BoxState = ChainLink['state'];

/** One box of a chain row. */
export interface ChainBox {
  kind: ChainLinkKind;
  module: ChainLink['module'];
  /** The container's short name; absent when the link is missing. */
  name: string | undefined;
  path: string | undefined;
  /** The container a click opens on its module's page; absent when there is none. */
  containerId: string | undefined;
  state: BoxState;
  /** The problem in the reader's language, shown under the box. */
  problem: string | undefined;
  /** Findings of the verification on the box's container. */
  findings: number;
}

/** One key element of the key type, as the table under the key path shows it. */
export interface KeyElementRow {
  key: string;
  containerId: string | undefined;
  name: string | undefined;
  elementId: number;
  size: number | undefined;
  role: string;
  needed: boolean;
  present: boolean;
  /** ok; missing: the primitive needs it and the key type has none; broken: it is there with a problem. */
  state: BoxState;
  problem: string | undefined;
  findings: number;
}

/** A job in the picker. */
export interface JobChoice {
  id: string;
  name: string;
  complete: boolean;
  /** Findings on the job and on every container of its chain. */
  findings: number;
}

/** What the primitive line under the processing path says: the configured service and algorithm. */
export interface PrimitiveLine {
  service: string | undefined;
  family: string | undefined;
  mode: string | undefined;
  processing: string | undefined;
}

/** The chosen job as the card draws it. */
export interface ChainView {
  job: JobChain['job'];
  complete: boolean;
  primitive: PrimitiveLine;
  processingPath: ChainBox[];
  keyPath: ChainBox[];
  keyElements: KeyElementRow[];
  /** Findings on the job and on every container of its chain (codes once each, in order). */
  findings: VerifyRow[];
  codes: string[];
  /** Boxes and key elements not ok (a key type whose elements are not ok counts as well). */
  problems: number;
}

/** `AES` for `CRYPTO_ALGOFAM_AES`, `CMAC` for `CRYPTO_ALGOMODE_CMAC`, `SYNCHRONOUS` for `CSM_SYNCHRONOUS`. */
export function shortLiteral(literal: string | undefined): string | undefined {
  return literal?.replace(/^(CRYPTO_ALGOFAM_|CRYPTO_ALGOMODE_|CSM_)/, '');
}

/** The containers a chain names: the job, every link found and every key element present. */
export function chainContainers(chain: JobChain): Set<string> {
  const ids = new Set<string>([chain.job.id]);
  for (const link of [...chain.processingPath, ...chain.keyPath]) if (link.id !== undefined) ids.add(link.id);
  for (const element of chain.keyElements) if (element.id !== undefined) ids.add(element.id);
  return ids;
}

function findingsOn(findings: readonly VerifyRow[], ids: ReadonlySet<string>): VerifyRow[] {
  return findings.filter((f) => f.containerId !== undefined && ids.has(f.containerId));
}

function countOn(findings: readonly VerifyRow[], id: string | undefined): number {
  return id === undefined ? 0 : findings.filter((f) => f.containerId === id).length;
}

/** The jobs in core's order, each with its state and findings. */
export function jobChoices(chains: readonly JobChain[], findings: readonly VerifyRow[]): JobChoice[] {
  return chains.map((chain) => ({
    id: chain.job.id,
    name: chain.job.name,
    complete: chain.complete,
    findings: findingsOn(findings, chainContainers(chain)).length,
  }));
}

/** The picked job's chain, else the first job's. */
export function chosenChain(chains: readonly JobChain[], picked: string | undefined): JobChain | undefined {
  return chains.find((chain) => chain.job.id === picked) ?? chains[0];
}

/**
 * The job a linked container belongs to: the job itself first, else the first job whose chain names it (a queue
 * or key shared by several jobs shows the first of them).
 */
export function jobOfContainer(chains: readonly JobChain[], containerId: string): string | undefined {
  return (
    chains.find((chain) => chain.job.id === containerId) ??
    chains.find((chain) => chainContainers(chain).has(containerId))
  )?.job.id;
}

function boxOf(link: ChainLink, findings: readonly VerifyRow[], language: Language): ChainBox {
  return {
    kind: link.kind,
    module: link.module,
    name: link.name,
    path: link.path,
    containerId: link.id,
    state: link.state,
    problem: link.problem?.[language],
    findings: countOn(findings, link.id),
  };
}

function elementRowOf(
  element: ChainKeyElement,
  findings: readonly VerifyRow[],
  language: Language,
): KeyElementRow {
  const state: BoxState =
    element.needed && !element.present ? 'missing' : element.problem !== undefined ? 'broken' : 'ok';
  return {
    key: element.id ?? `element-${element.elementId}`,
    containerId: element.id,
    name: element.name,
    elementId: element.elementId,
    size: element.size,
    role: element.role[language],
    needed: element.needed,
    present: element.present,
    state,
    problem: element.problem?.[language],
    findings: countOn(findings, element.id),
  };
}

/** The chosen job's chains, boxes and key elements with their problems in the reader's language. */
export function chainView(chain: JobChain, findings: readonly VerifyRow[], language: Language): ChainView {
  const processingPath = chain.processingPath.map((link) => boxOf(link, findings, language));
  const keyElements = chain.keyElements.map((element) => elementRowOf(element, findings, language));
  // A key type lacking an element the primitive needs (or holding one that does not fit) is drawn wrong too.
  const elementsWrong = keyElements.some((row) => row.needed && row.state !== 'ok');
  const keyPath = chain.keyPath.map((link) => {
    const box = boxOf(link, findings, language);
    return box.kind === 'keyType' && box.state === 'ok' && elementsWrong
      ? { ...box, state: 'broken' as const }
      : box;
  });
  const onChain = findingsOn(findings, chainContainers(chain));
  return {
    job: chain.job,
    complete: chain.complete,
    primitive: {
      service: chain.service,
      family: chain.family,
      mode: chain.mode,
      processing: chain.processing,
    },
    processingPath,
    keyPath,
    keyElements,
    findings: onChain,
    codes: [...new Set(onChain.map((f) => f.code))],
    problems: [...processingPath, ...keyPath, ...keyElements].filter((item) => item.state !== 'ok').length,
  };
}
