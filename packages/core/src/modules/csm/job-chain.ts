/**
 * The chain of a Csm job across Csm, CryIf and Crypto, as the crypto screen shows it and the Csm rules check it:
 * the processing path job → Csm queue → CryIf channel → Crypto driver object → the driver object's primitive
 * matching the job's service, family and mode; the key path job → Csm key → CryIf key → Crypto key → key type;
 * and the key elements the service needs from that key type (`crypto-facts.ts`). `cryptoJobChains` reads a
 * project snapshot (with the definitions' defaults) or a reader that reads Csm, CryIf and Crypto.
 */
import type { ContainerValue, ProjectSnapshot } from '../../ecuc/store-types.js';
import type { LocalizedText } from '../../ecuc/types.js';
import type { ConfigurationReader } from '../../verify/types.js';
import { defineView, viewOfSnapshot } from '../../verify/views.js';
import { CRYIF_PATHS, cryIfDefinition } from '../cryif/definition.js';
import { CRYPTO_PATHS, cryptoDefinition } from '../crypto/definition.js';
import {
  CSM_SERVICE_PRIMITIVE,
  FAMILY_KEY_BYTES,
  KEY_ELEMENT_ROLE_TEXT,
  SERVICE_KEY_ELEMENTS,
  algorithmName,
  ivBytes,
  keyElementNeeded,
  type Algorithm,
  type KeyElementRole,
} from './crypto-facts.js';
import { CSM_PATHS, CSM_SERVICE_NAMES, csmDefinition, type CsmService } from './definition.js';

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
  /** The container, when the reference resolves. */
  id?: string;
  name?: string;
  path?: string;
  /**
   * ok; missing = the reference is empty; broken = it names nothing, or the target does not fit (e.g. the
   * driver object lacks the primitive). After a link that is not ok the following links are missing, without
   * a problem of their own.
   */
  state: 'ok' | 'missing' | 'broken';
  problem?: LocalizedText;
}

export interface ChainKeyElement {
  /** The Crypto key element, when the key type has one with this CryptoKeyElementId. */
  id?: string;
  name?: string;
  elementId: number;
  size?: number;
  /** Named in words: "MAC key", "random seed", ... (both languages). */
  role: LocalizedText;
  needed: boolean;
  present: boolean;
  /** Size against the algorithm (e.g. AES-128 key 16 bytes): a problem when it does not fit. */
  problem?: LocalizedText;
}

export interface JobChain {
  job: { id: string; name: string; path: string };
  /** The Crypto primitive service, e.g. 'MAC_GENERATE' (from the Csm primitive configuration the job names). */
  service?: string;
  family?: string;
  mode?: string;
  processing?: string;
  /** job → queue → channel → driverObject, then primitive (the driver object's primitive matching the service/family/mode) */
  processingPath: ChainLink[];
  /** job → csmKey → cryIfKey → cryptoKey → keyType */
  keyPath: ChainLink[];
  keyElements: ChainKeyElement[];
  complete: boolean;
}

/** The modules a chain reads; a rule using the chain declares them. */
export const CRYPTO_CHAIN_READS = ['Csm', 'CryIf', 'Crypto'] as const;

/** The Csm primitive configuration a job names: its service and configuration container. */
export interface JobPrimitiveConfig {
  service: CsmService;
  config: ContainerValue;
}

/** The service configuration under a CsmPrimitives container (the first service it configures). */
export function primitiveConfigOf(
  reader: ConfigurationReader,
  primitives: ContainerValue,
): JobPrimitiveConfig | undefined {
  for (const service of CSM_SERVICE_NAMES) {
    const holder = reader.childrenOf(primitives, `${CSM_PATHS.primitives}/Csm${service}`)[0];
    const config = holder && reader.childrenOf(holder)[0];
    if (config) return { service, config };
  }
  return undefined;
}

/** The algorithm of a service configuration (with the definition's defaults). */
export function algorithmOf(reader: ConfigurationReader, primitive: JobPrimitiveConfig): Algorithm {
  const prefix = `Csm${primitive.service}`;
  return {
    family: reader.text(primitive.config, `${prefix}AlgorithmFamily`),
    mode: reader.text(primitive.config, `${prefix}AlgorithmMode`),
    secondaryFamily: reader.text(primitive.config, `${prefix}AlgorithmSecondaryFamily`),
  };
}

const EMPTY: Record<ChainLinkKind, LocalizedText> = {
  job: { zh_cn: '', en_us: '' },
  queue: { zh_cn: '作业未引用 Csm 队列', en_us: 'The job names no Csm queue' },
  channel: {
    zh_cn: 'Csm 队列 {from} 未引用 CryIf 通道',
    en_us: 'The Csm queue {from} names no CryIf channel',
  },
  driverObject: {
    zh_cn: 'CryIf 通道 {from} 未引用 Crypto 驱动对象',
    en_us: 'The CryIf channel {from} names no Crypto driver object',
  },
  primitive: {
    zh_cn: 'Crypto 驱动对象 {from} 未引用任何原语',
    en_us: 'The Crypto driver object {from} names no primitive',
  },
  csmKey: { zh_cn: '作业未引用 Csm 密钥', en_us: 'The job names no Csm key' },
  cryIfKey: { zh_cn: 'Csm 密钥 {from} 未引用 CryIf 密钥', en_us: 'The Csm key {from} names no CryIf key' },
  cryptoKey: {
    zh_cn: 'CryIf 密钥 {from} 未引用 Crypto 密钥',
    en_us: 'The CryIf key {from} names no Crypto key',
  },
  keyType: { zh_cn: 'Crypto 密钥 {from} 未引用密钥类型', en_us: 'The Crypto key {from} names no key type' },
};

const WRONG: Record<ChainLinkKind, LocalizedText> = {
  job: { zh_cn: '', en_us: '' },
  queue: { zh_cn: '作业引用的不是存在的 Csm 队列', en_us: 'The job names no existing Csm queue' },
  channel: {
    zh_cn: 'Csm 队列 {from} 引用的不是存在的 CryIf 通道',
    en_us: 'The Csm queue {from} names no existing CryIf channel',
  },
  driverObject: {
    zh_cn: 'CryIf 通道 {from} 引用的不是存在的 Crypto 驱动对象',
    en_us: 'The CryIf channel {from} names no existing Crypto driver object',
  },
  primitive: {
    zh_cn: 'Crypto 驱动对象 {from} 引用的不是存在的原语',
    en_us: 'The Crypto driver object {from} names no existing primitive',
  },
  csmKey: { zh_cn: '作业引用的不是存在的 Csm 密钥', en_us: 'The job names no existing Csm key' },
  cryIfKey: {
    zh_cn: 'Csm 密钥 {from} 引用的不是存在的 CryIf 密钥',
    en_us: 'The Csm key {from} names no existing CryIf key',
  },
  cryptoKey: {
    zh_cn: 'CryIf 密钥 {from} 引用的不是存在的 Crypto 密钥',
    en_us: 'The CryIf key {from} names no existing Crypto key',
  },
  keyType: {
    zh_cn: 'Crypto 密钥 {from} 引用的不是存在的密钥类型',
    en_us: 'The Crypto key {from} names no existing key type',
  },
};

const NO_PRIMITIVE_CONFIG: LocalizedText = {
  zh_cn: '作业未引用含服务配置的 Csm 原语',
  en_us: 'The job names no Csm primitives with a service configuration',
};
const NO_SECURE_COUNTER: LocalizedText = {
  zh_cn: 'R4.4 的 Crypto 驱动没有安全计数器原语',
  en_us: 'An R4.4 Crypto driver has no secure counter primitive',
};
const UNSUPPORTED: LocalizedText = {
  zh_cn: 'Crypto 驱动对象 {from} 没有服务 {service}、算法族 {family}、模式 {mode} 的原语',
  en_us:
    'The Crypto driver object {from} has no primitive for service {service}, family {family}, mode {mode}',
};
const KEY_TOO_SMALL: LocalizedText = {
  zh_cn: '{role}最多 {size} 字节，{algorithm} 需要 {needed} 字节',
  en_us: 'The {role} holds at most {size} bytes; {algorithm} needs {needed} bytes',
};

/** Fills `{name}` placeholders of both languages. */
function fill(text: LocalizedText, params: Record<string, string | number>): LocalizedText {
  const apply = (s: string): string =>
    s.replace(/\{(\w+)\}/g, (all, name: string) => String(params[name] ?? all));
  return { zh_cn: apply(text.zh_cn), en_us: apply(text.en_us) };
}

interface LinkSpec {
  kind: ChainLinkKind;
  module: ChainLink['module'];
  definitionPath: string;
  ref: string;
}

const QUEUE: LinkSpec = {
  kind: 'queue',
  module: 'Csm',
  definitionPath: CSM_PATHS.queue,
  ref: 'CsmJobQueueRef',
};
const CHANNEL: LinkSpec = {
  kind: 'channel',
  module: 'CryIf',
  definitionPath: CRYIF_PATHS.channel,
  ref: 'CsmChannelRef',
};
const DRIVER_OBJECT: LinkSpec = {
  kind: 'driverObject',
  module: 'Crypto',
  definitionPath: CRYPTO_PATHS.driverObject,
  ref: 'CryIfDriverObjectRef',
};
const CSM_KEY: LinkSpec = {
  kind: 'csmKey',
  module: 'Csm',
  definitionPath: CSM_PATHS.key,
  ref: 'CsmJobKeyRef',
};
const CRYIF_KEY: LinkSpec = {
  kind: 'cryIfKey',
  module: 'CryIf',
  definitionPath: CRYIF_PATHS.key,
  ref: 'CsmKeyRef',
};
const CRYPTO_KEY: LinkSpec = {
  kind: 'cryptoKey',
  module: 'Crypto',
  definitionPath: CRYPTO_PATHS.key,
  ref: 'CryIfKeyRef',
};
const KEY_TYPE: LinkSpec = {
  kind: 'keyType',
  module: 'Crypto',
  definitionPath: CRYPTO_PATHS.keyType,
  ref: 'CryptoKeyTypeRef',
};

/** The reference each link of a chain follows from the container before it (for findings). */
export const CHAIN_LINK_REFERENCE: Readonly<Partial<Record<ChainLinkKind, string>>> = {
  queue: QUEUE.ref,
  channel: CHANNEL.ref,
  driverObject: DRIVER_OBJECT.ref,
  primitive: 'CryptoPrimitiveRef',
  csmKey: CSM_KEY.ref,
  cryIfKey: CRYIF_KEY.ref,
  cryptoKey: CRYPTO_KEY.ref,
  keyType: KEY_TYPE.ref,
};

function okLink(
  reader: ConfigurationReader,
  kind: ChainLinkKind,
  module: ChainLink['module'],
  c: ContainerValue,
): ChainLink {
  return { kind, module, id: c.id, name: c.shortName, path: reader.pathOf(c), state: 'ok' };
}

/** Follows the chain from `start` through `specs`: each link the first target of the previous container's reference. */
function follow(
  reader: ConfigurationReader,
  start: ContainerValue,
  specs: readonly LinkSpec[],
): { links: ChainLink[]; last: ContainerValue | undefined } {
  const links: ChainLink[] = [];
  let from: ContainerValue | undefined = start;
  for (const spec of specs) {
    if (!from) {
      links.push({ kind: spec.kind, module: spec.module, state: 'missing' });
      continue;
    }
    const targetId = from.references[spec.ref]?.find((id) => id !== '');
    const params = { from: from.shortName };
    if (targetId === undefined) {
      links.push({
        kind: spec.kind,
        module: spec.module,
        state: 'missing',
        problem: fill(EMPTY[spec.kind], params),
      });
      from = undefined;
      continue;
    }
    const target = reader.container(targetId);
    if (!target || target.definitionPath !== spec.definitionPath) {
      links.push({
        kind: spec.kind,
        module: spec.module,
        state: 'broken',
        problem: fill(WRONG[spec.kind], params),
      });
      from = undefined;
      continue;
    }
    links.push(okLink(reader, spec.kind, spec.module, target));
    from = target;
  }
  return { links, last: from };
}

function listed(reader: ConfigurationReader, c: ContainerValue, param: string): string[] {
  const value = reader.value(c, param);
  if (Array.isArray(value)) return value.filter((v) => v !== '');
  return typeof value === 'string' && value !== '' ? [value] : [];
}

/** Whether a Crypto primitive offers a service with the family and mode (NOT_SET or absent matches anything). */
export function primitiveSupports(
  reader: ConfigurationReader,
  primitive: ContainerValue,
  service: string,
  algorithm: Algorithm,
): boolean {
  if (reader.text(primitive, 'CryptoPrimitiveService') !== service) return false;
  const offers = (param: string, wanted: string | undefined): boolean =>
    wanted === undefined || wanted.endsWith('_NOT_SET') || listed(reader, primitive, param).includes(wanted);
  return (
    offers('CryptoPrimitiveAlgorithmFamily', algorithm.family) &&
    offers('CryptoPrimitiveAlgorithmMode', algorithm.mode)
  );
}

function primitiveLink(
  reader: ConfigurationReader,
  driverObject: ContainerValue | undefined,
  service: string | undefined,
  algorithm: Algorithm | undefined,
): ChainLink {
  const base = { kind: 'primitive', module: 'Crypto' } as const;
  if (!driverObject) return { ...base, state: 'missing' };
  const from = { from: driverObject.shortName };
  if (service === undefined || algorithm === undefined)
    return { ...base, state: 'missing', problem: NO_PRIMITIVE_CONFIG };
  if (service === CSM_SERVICE_PRIMITIVE.SecureCounter)
    return { ...base, state: 'broken', problem: NO_SECURE_COUNTER };
  const ids = (driverObject.references.CryptoPrimitiveRef ?? []).filter((id) => id !== '');
  if (ids.length === 0) return { ...base, state: 'missing', problem: fill(EMPTY.primitive, from) };
  const primitives = ids
    .map((id) => reader.container(id))
    .filter((c) => c?.definitionPath === CRYPTO_PATHS.primitive);
  const match = primitives.find((p) => p && primitiveSupports(reader, p, service, algorithm));
  if (match) return okLink(reader, 'primitive', 'Crypto', match);
  const short = (literal: string | undefined, prefix: string): string =>
    literal === undefined ? '-' : literal.replace(prefix, '');
  return {
    ...base,
    state: 'broken',
    problem: fill(UNSUPPORTED, {
      ...from,
      service,
      family: short(algorithm.family, 'CRYPTO_ALGOFAM_'),
      mode: short(algorithm.mode, 'CRYPTO_ALGOMODE_'),
    }),
  };
}

/** Bytes a key element of this role must hold for the algorithm, and the job's configured key length. */
function neededBytes(
  role: KeyElementRole,
  algorithm: Algorithm,
  keyLength: number | undefined,
): number | undefined {
  if (role === 'cipherIv') return ivBytes(algorithm.family, algorithm.mode);
  if (role === 'macKey' || role === 'cipherKey' || role === 'cipher2ndKey' || role === 'signatureKey') {
    if (keyLength !== undefined && keyLength > 0) return keyLength;
    const sizes = algorithm.family === undefined ? undefined : FAMILY_KEY_BYTES[algorithm.family];
    if (role === 'macKey' && algorithm.mode === 'CRYPTO_ALGOMODE_HMAC') return undefined;
    return sizes === undefined ? undefined : Math.min(...sizes);
  }
  return undefined;
}

function keyElements(
  reader: ConfigurationReader,
  keyType: ContainerValue | undefined,
  primitive: JobPrimitiveConfig | undefined,
  algorithm: Algorithm | undefined,
): ChainKeyElement[] {
  if (!primitive || !algorithm) return [];
  const elements = (keyType?.references.CryptoKeyElementRef ?? [])
    .map((id) => reader.container(id))
    .filter((c): c is ContainerValue => c?.definitionPath === CRYPTO_PATHS.keyElement);
  const keyLengthValue = reader.integer(primitive.config, `Csm${primitive.service}KeyLength`);
  const keyLength = keyLengthValue === undefined ? undefined : Number(keyLengthValue);
  const rows: ChainKeyElement[] = [];
  for (const need of SERVICE_KEY_ELEMENTS[primitive.service]) {
    const needed = keyElementNeeded(need, algorithm.mode);
    const element = elements.find((e) => reader.integer(e, 'CryptoKeyElementId') === BigInt(need.elementId));
    if (!needed && !element) continue;
    const role = KEY_ELEMENT_ROLE_TEXT[need.role];
    const row: ChainKeyElement = { elementId: need.elementId, role, needed, present: element !== undefined };
    if (element) {
      row.id = element.id;
      row.name = element.shortName;
      const size = reader.integer(element, 'CryptoKeyElementSize');
      if (size !== undefined) row.size = Number(size);
      const bytes = needed ? neededBytes(need.role, algorithm, keyLength) : undefined;
      if (row.size !== undefined && bytes !== undefined && row.size < bytes) {
        const params = { size: row.size, needed: bytes, algorithm: algorithmName(algorithm) };
        row.problem = {
          zh_cn: fill(KEY_TOO_SMALL, { ...params, role: role.zh_cn }).zh_cn,
          en_us: fill(KEY_TOO_SMALL, { ...params, role: role.en_us }).en_us,
        };
      }
    }
    rows.push(row);
  }
  return rows;
}

function chainOf(reader: ConfigurationReader, job: ContainerValue): JobChain {
  const primitivesId = job.references.CsmJobPrimitiveRef?.find((id) => id !== '');
  const primitives = primitivesId === undefined ? undefined : reader.container(primitivesId);
  const primitive =
    primitives?.definitionPath === CSM_PATHS.primitives ? primitiveConfigOf(reader, primitives) : undefined;
  const algorithm = primitive ? algorithmOf(reader, primitive) : undefined;
  const service = primitive ? CSM_SERVICE_PRIMITIVE[primitive.service] : undefined;
  const jobLink = okLink(reader, 'job', 'Csm', job);
  const processing = follow(reader, job, [QUEUE, CHANNEL, DRIVER_OBJECT]);
  const processingPath = [
    jobLink,
    ...processing.links,
    primitiveLink(reader, processing.last, service, algorithm),
  ];
  const key = follow(reader, job, [CSM_KEY, CRYIF_KEY, CRYPTO_KEY, KEY_TYPE]);
  const keyPath = [jobLink, ...key.links];
  const elements = keyElements(reader, key.last, primitive, algorithm);
  const chain: JobChain = {
    job: { id: job.id, name: job.shortName, path: reader.pathOf(job) },
    processingPath,
    keyPath,
    keyElements: elements,
    complete:
      primitive !== undefined &&
      processingPath.every((l) => l.state === 'ok') &&
      keyPath.every((l) => l.state === 'ok') &&
      elements.every((e) => !e.needed || (e.present && e.problem === undefined)),
  };
  if (service !== undefined) chain.service = service;
  if (algorithm?.family !== undefined) chain.family = algorithm.family;
  if (algorithm?.mode !== undefined) chain.mode = algorithm.mode;
  const processingMode = primitive && reader.text(primitive.config, `Csm${primitive.service}Processing`);
  if (processingMode) chain.processing = processingMode;
  return chain;
}

function computeChains(reader: ConfigurationReader): JobChain[] {
  return reader.projectContainersOf(CSM_PATHS.job).map((job) => chainOf(reader, job));
}

/** The chains of the Csm jobs, once per verification run or snapshot; rules read it with `ctx.view`. */
export const CRYPTO_JOB_CHAIN_VIEW = defineView<JobChain[]>({
  name: 'CryptoJobChainView',
  module: 'Csm',
  reads: CRYPTO_CHAIN_READS,
  compute: computeChains,
});

const CHAIN_DEFINITIONS = [csmDefinition, cryIfDefinition, cryptoDefinition];

function isSnapshot(input: ProjectSnapshot | ConfigurationReader): input is ProjectSnapshot {
  return 'containers' in input && Array.isArray(input.containers);
}

/** The chain of every Csm job, from a project snapshot or a reader that reads Csm, CryIf and Crypto. */
export function cryptoJobChains(input: ProjectSnapshot | ConfigurationReader): JobChain[] {
  return isSnapshot(input)
    ? viewOfSnapshot(input, CHAIN_DEFINITIONS, CRYPTO_JOB_CHAIN_VIEW)
    : computeChains(input);
}
