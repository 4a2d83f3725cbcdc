/**
 * A DBC (one CAN bus) → the CAN stack of one ECU. For every message the chosen node sends or receives:
 * - a plain message: an EcuC Pdu on each side of PduR (length = the message's), a CanIf Tx or Rx PDU with its
 *   CAN id and id type (standard/extended × classic/FD) on the HTH or HRH of one Can controller, a PduR
 *   routing path between CanIf and Com, and a Com I-PDU with its transmission mode (sent) and its signals
 *   (ComBitPosition = the least significant bit for both byte orders, as AUTOSAR COM numbers bits: a DBC
 *   Motorola start bit names the most significant one), transfer property (sent) and timeouts (received);
 *   SIG_GROUP_ → ComSignalGroup with ComGroupSignals;
 * - a multiplexed message (option `multiplexed`, default `ipdum`): an IpduM Tx or Rx pathway between CanIf
 *   and one Com I-PDU per part (the static part and one dynamic part per multiplexer value);
 * - a network management message: a CanIf PDU for CAN_NM and a CanNm Rx or Tx PDU on the bus's channel;
 * - a diagnostic request or response: a CanIf PDU for CAN_TP and a CanTp N-SDU (its N-PDU, and the
 *   flow-control N-PDU of the message of the other direction it pairs with).
 * What the attributes mean comes from an attribute mapping (`attribute-dialects.ts`).
 *
 * Pure: the database as read, the project as it is, an id generator → the containers to create, each with
 * its origin (a key stable across re-imports) and the values the derivation set. Modules the project has not
 * enabled start from their defaults. Whatever the derivation does not take over is an `info` diagnostic at
 * its place in the file.
 */
import type { ContainerValue, ParamValue, ProjectSnapshot } from '../../../ecuc/store-types.js';
import type { ModuleDef } from '../../../ecuc/types.js';
import { diagnostic, type Diagnostic } from '../../../formats/diagnostic.js';
import {
  dbcMessageId,
  type DbcDatabase,
  type DbcMessage,
  type DbcSignal,
  type DbcSignalGroup,
  type DbcSourcePosition,
} from '../../../formats/dbc/model.js';
import type { Language } from '../../../i18n/index.js';
import { DEFAULT_DBC_ATTRIBUTES, type DbcAttributeDialect } from './attribute-dialects.js';
import {
  isFdMessage,
  messageKind,
  rxTimeoutOf,
  signalProcessingOf,
  startValueOf,
  transferPropertyOf,
  txModeOf,
  type DbcMessageKind,
} from './message-traits.js';
import { dbcDeriveText, type DbcDeriveMessageKey } from './messages.js';
import { DerivedConfiguration, MAX_NAME_LENGTH, fitName, nameHash } from './derived-configuration.js';

export { fitName, nameHash };

export { DEFAULT_DBC_ATTRIBUTES } from './attribute-dialects.js';

/** The modules a DBC derivation writes (IpduM and ComM too when a message needs them). */
export const DBC_DERIVED_MODULES = ['EcuC', 'Can', 'CanIf', 'PduR', 'Com', 'CanTp', 'CanNm'] as const;

export interface DbcDeriveOptions {
  file: string;
  /** The BU_ node that is this ECU; the node sending the most messages when absent. */
  ecu?: string;
  language: Language;
  newId: () => string;
  /** Which attributes say what (default: `DEFAULT_DBC_ATTRIBUTES`, every shipped dialect). */
  attributes?: DbcAttributeDialect;
  /** Multiplexed messages: through IpduM (default), or only their static signals into Com. */
  multiplexed?: 'ipdum' | 'skip';
}

/** What a created container was derived from; `key` is the same on every import of the same database. */
export interface DbcOrigin {
  kind: 'message' | 'signal' | 'bus' | 'signalGroup';
  key: string;
}

/** The parameter values and references the derivation set on a container (defaults excluded). */
export interface DbcDerivedValues {
  values: Record<string, ParamValue>;
  references: Record<string, string[]>;
}

export interface DbcDerivation {
  /** New containers of every module written (defaults of modules the project had not enabled included). */
  create: ContainerValue[];
  /** The node derived for. */
  ecu: string;
  sent: number;
  received: number;
  diagnostics: Diagnostic[];
  /** Created container id → where it comes from. */
  sourceMap: Map<string, DbcSourcePosition>;
  /** Created container id → what it was derived from (every created container). */
  origin: Map<string, DbcOrigin>;
  /** Created container id → the values the derivation set (a re-import tells them from user changes). */
  derivedValues: Map<string, DbcDerivedValues>;
}

/** The values the derivation set on one of its containers, or undefined for a container it did not make. */
export function derivedValuesOf(
  derivation: DbcDerivation,
  containerId: string,
): DbcDerivedValues | undefined {
  return derivation.derivedValues.get(containerId);
}

/** The stable key of a message: its id as written in the file (bit 31 = extended), in hex. */
export function messageKey(message: Pick<DbcMessage, 'canId' | 'extended'>): string {
  return `msg:0x${dbcMessageId(message).toString(16).toUpperCase()}`;
}

/** The stable key of a signal: its message's id and its name. */
export function signalKey(message: Pick<DbcMessage, 'canId' | 'extended'>, signal: { name: string }): string {
  return `sig:0x${dbcMessageId(message).toString(16).toUpperCase()}:${signal.name}`;
}

/** The stable key of a signal group: its message's id and its name. */
export function signalGroupKey(
  message: Pick<DbcMessage, 'canId' | 'extended'>,
  group: { name: string },
): string {
  return `group:0x${dbcMessageId(message).toString(16).toUpperCase()}:${group.name}`;
}

/** The node that sends the most messages (the first of them on a tie), or undefined for a database without senders. */
export function busiestSender(database: DbcDatabase): string | undefined {
  const counts = new Map<string, number>();
  for (const message of database.messages)
    for (const sender of message.transmitters ?? [message.transmitter])
      if (sender && sender !== 'Vector__XXX') counts.set(sender, (counts.get(sender) ?? 0) + 1);
  let best: string | undefined;
  let bestCount = 0;
  for (const node of database.nodes) {
    const count = counts.get(node.name) ?? 0;
    if (count > bestCount) [best, bestCount] = [node.name, count];
  }
  for (const [sender, count] of counts) if (count > bestCount) [best, bestCount] = [sender, count];
  return best;
}

/** Whether the node sends the message (BO_ sender or BO_TX_BU_). */
function sends(message: DbcMessage, node: string): boolean {
  return message.transmitter === node || (message.transmitters ?? []).includes(node);
}

/** Whether the node receives the message: it is a receiver of one of its signals. */
function receives(message: DbcMessage, node: string): boolean {
  return message.signals.some((signal) => signal.receivers.includes(node));
}

/** A valid AUTOSAR short name from a DBC name (letters, digits, underscores; starting with a letter). */
export function shortNameOf(name: string): string {
  const cleaned = name.replace(/[^A-Za-z0-9_]/g, '_');
  return /^[A-Za-z]/.test(cleaned) ? cleaned : `N_${cleaned}`;
}

/**
 * Short names that depend on each item alone: its cleaned name, or, when another item of the same pool has
 * the same one, that name with the item's key (hex id) as suffix; cut to `max` characters by `fitName`.
 */
export function stableNames<T>(
  items: readonly T[],
  base: (item: T) => string,
  suffix: (item: T) => string,
  max: number,
): Map<T, string> {
  const counts = new Map<string, number>();
  const bases = items.map((item) => fitName(base(item), max));
  for (const name of bases) counts.set(name.toLowerCase(), (counts.get(name.toLowerCase()) ?? 0) + 1);
  const names = new Map<T, string>();
  items.forEach((item, i) => {
    const name = bases[i]!;
    const clash = (counts.get(name.toLowerCase()) ?? 0) > 1;
    names.set(item, clash ? fitName(`${base(item)}_${suffix(item)}`, max) : name);
  });
  return names;
}

/** The least significant bit of a signal in AUTOSAR COM numbering. */
export function comBitPosition(signal: Pick<DbcSignal, 'startBit' | 'length' | 'byteOrder'>): number {
  if (signal.byteOrder === 'little_endian') return signal.startBit;
  // Motorola: the start bit is the most significant; walk down to the least significant bit.
  let bit = signal.startBit;
  for (let i = 1; i < signal.length; i += 1) bit = bit % 8 === 0 ? bit + 15 : bit - 1;
  return bit;
}

/** The bits (byte × 8 + bit in byte) a signal occupies. */
export function signalBits(signal: Pick<DbcSignal, 'startBit' | 'length' | 'byteOrder'>): number[] {
  const bits: number[] = [];
  let bit = signal.startBit;
  for (let i = 0; i < signal.length; i += 1) {
    bits.push(bit);
    if (signal.byteOrder === 'little_endian') bit += 1;
    else bit = bit % 8 === 0 ? bit + 15 : bit - 1;
  }
  return bits;
}

/** Contiguous runs of the bits of some signals as IpduM segments (position and length in bits). */
export function segmentsOf(
  signals: readonly Pick<DbcSignal, 'startBit' | 'length' | 'byteOrder'>[],
): { position: number; length: number }[] {
  const bits = [...new Set(signals.flatMap(signalBits))].sort((a, b) => a - b);
  const segments: { position: number; length: number }[] = [];
  for (const bit of bits) {
    const last = segments[segments.length - 1];
    if (last && last.position + last.length === bit) last.length += 1;
    else segments.push({ position: bit, length: 1 });
  }
  return segments;
}

/** ComSignalType from size, sign and SIG_VALTYPE_. */
export function comSignalType(signal: Pick<DbcSignal, 'length' | 'signed' | 'valueType'>): string {
  if (signal.valueType === 'float') return 'FLOAT32';
  if (signal.valueType === 'double') return 'FLOAT64';
  if (signal.length === 1 && !signal.signed) return 'BOOLEAN';
  const width = signal.length <= 8 ? 8 : signal.length <= 16 ? 16 : signal.length <= 32 ? 32 : 64;
  return `${signal.signed ? 'SINT' : 'UINT'}${width}`;
}

/** A time in seconds as an ECUC float text. */
function secondsText(value: number): string {
  return String(Number(value.toFixed(6)));
}

const CAN = {
  configSet: '/Can/CanConfigSet',
  controller: '/Can/CanConfigSet/CanController',
  baudrate: '/Can/CanConfigSet/CanController/CanControllerBaudrateConfig',
  hardwareObject: '/Can/CanConfigSet/CanHardwareObject',
  general: '/Can/CanGeneral',
} as const;
const CANIF = {
  driver: '/CanIf/CanIfCtrlDrvCfg',
  controller: '/CanIf/CanIfCtrlDrvCfg/CanIfCtrlCfg',
  init: '/CanIf/CanIfInitCfg',
  hoh: '/CanIf/CanIfInitCfg/CanIfInitHohCfg',
  hrh: '/CanIf/CanIfInitCfg/CanIfInitHohCfg/CanIfHrhCfg',
  hrhRange: '/CanIf/CanIfInitCfg/CanIfInitHohCfg/CanIfHrhCfg/CanIfHrhRangeCfg',
  hth: '/CanIf/CanIfInitCfg/CanIfInitHohCfg/CanIfHthCfg',
  buffer: '/CanIf/CanIfInitCfg/CanIfBufferCfg',
  txPdu: '/CanIf/CanIfInitCfg/CanIfTxPduCfg',
  rxPdu: '/CanIf/CanIfInitCfg/CanIfRxPduCfg',
} as const;
const PDUR = {
  paths: '/PduR/PduRRoutingPaths',
  path: '/PduR/PduRRoutingPaths/PduRRoutingPath',
  src: '/PduR/PduRRoutingPaths/PduRRoutingPath/PduRSrcPdu',
  dest: '/PduR/PduRRoutingPaths/PduRRoutingPath/PduRDestPdu',
} as const;
const COM = {
  config: '/Com/ComConfig',
  ipdu: '/Com/ComConfig/ComIPdu',
  txIpdu: '/Com/ComConfig/ComIPdu/ComTxIPdu',
  txModeTrue: '/Com/ComConfig/ComIPdu/ComTxIPdu/ComTxModeTrue',
  txMode: '/Com/ComConfig/ComIPdu/ComTxIPdu/ComTxModeTrue/ComTxMode',
  signal: '/Com/ComConfig/ComSignal',
  group: '/Com/ComConfig/ComSignalGroup',
  groupSignal: '/Com/ComConfig/ComSignalGroup/ComGroupSignal',
} as const;
const CANTP = {
  config: '/CanTp/CanTpConfig',
  general: '/CanTp/CanTpGeneral',
  channel: '/CanTp/CanTpConfig/CanTpChannel',
  rxNSdu: '/CanTp/CanTpConfig/CanTpChannel/CanTpRxNSdu',
  rxNPdu: '/CanTp/CanTpConfig/CanTpChannel/CanTpRxNSdu/CanTpRxNPdu',
  txFcNPdu: '/CanTp/CanTpConfig/CanTpChannel/CanTpRxNSdu/CanTpTxFcNPdu',
  txNSdu: '/CanTp/CanTpConfig/CanTpChannel/CanTpTxNSdu',
  txNPdu: '/CanTp/CanTpConfig/CanTpChannel/CanTpTxNSdu/CanTpTxNPdu',
  rxFcNPdu: '/CanTp/CanTpConfig/CanTpChannel/CanTpTxNSdu/CanTpRxFcNPdu',
} as const;
const CANNM = {
  global: '/CanNm/CanNmGlobalConfig',
  channel: '/CanNm/CanNmGlobalConfig/CanNmChannelConfig',
  rxPdu: '/CanNm/CanNmGlobalConfig/CanNmChannelConfig/CanNmRxPdu',
  txPdu: '/CanNm/CanNmGlobalConfig/CanNmChannelConfig/CanNmTxPdu',
} as const;
const COMM = {
  configSet: '/ComM/ComMConfigSet',
  channel: '/ComM/ComMConfigSet/ComMChannel',
} as const;
const IPDUM = {
  config: '/IpduM/IpduMConfig',
  general: '/IpduM/IpduMGeneral',
  rxPathway: '/IpduM/IpduMConfig/IpduMRxPathway',
  rxIndication: '/IpduM/IpduMConfig/IpduMRxPathway/IpduMRxIndication',
  rxSelector: '/IpduM/IpduMConfig/IpduMRxPathway/IpduMRxIndication/IpduMSelectorField',
  rxStaticPart: '/IpduM/IpduMConfig/IpduMRxPathway/IpduMRxIndication/IpduMRxStaticPart',
  rxStaticSegment: '/IpduM/IpduMConfig/IpduMRxPathway/IpduMRxIndication/IpduMRxStaticSegment',
  rxDynamicPart: '/IpduM/IpduMConfig/IpduMRxPathway/IpduMRxIndication/IpduMRxDynamicPart',
  rxDynamicSegment: '/IpduM/IpduMConfig/IpduMRxPathway/IpduMRxIndication/IpduMRxDynamicSegment',
  txPathway: '/IpduM/IpduMConfig/IpduMTxPathway',
  txRequest: '/IpduM/IpduMConfig/IpduMTxPathway/IpduMTxRequest',
  txSelector: '/IpduM/IpduMConfig/IpduMTxPathway/IpduMTxRequest/IpduMSelectorField',
  txStaticPart: '/IpduM/IpduMConfig/IpduMTxPathway/IpduMTxRequest/IpduMTxStaticPart',
  txStaticSegment: '/IpduM/IpduMConfig/IpduMTxPathway/IpduMTxRequest/IpduMTxStaticSegment',
  txDynamicPart: '/IpduM/IpduMConfig/IpduMTxPathway/IpduMTxRequest/IpduMTxDynamicPart',
  txDynamicSegment: '/IpduM/IpduMConfig/IpduMTxPathway/IpduMTxRequest/IpduMTxDynamicSegment',
} as const;
const ECUC_PDUS = '/EcuC/EcucPduCollection';
const ECUC_PDU = '/EcuC/EcucPduCollection/Pdu';

const STANDARD_MAX = 0x7ff;
/** Room left after a message's name for the suffixes of the containers made from it (`_CanIf`, `_S_Com`...). */
const MESSAGE_NAME_LENGTH = MAX_NAME_LENGTH - 12;
const EXTENDED_MAX = 0x1fffffff;
/** The most multiplexer values one message may select before the derivation leaves it to the user. */
const MAX_DYNAMIC_PARTS = 256;
/** The N-SDU length of a diagnostic message (ISO 15765-2 classic addressing: up to 4095 bytes). */
const TP_SDU_LENGTH = 4095;

/** How a multiplexed message splits: one selector, the static signals, the signals of each selector value. */
export interface DbcMultiplexing {
  selector: DbcSignal;
  statics: DbcSignal[];
  parts: Map<number, DbcSignal[]>;
}

/**
 * The multiplexing of a message: undefined without one, `complex` for what IpduM cannot carry (several or
 * nested multiplexers, too many selector values).
 */
export function multiplexingOf(message: DbcMessage): DbcMultiplexing | 'complex' | undefined {
  const selectors = message.signals.filter((s) => s.multiplexer);
  const dynamic = message.signals.filter(
    (s) => !s.multiplexer && (s.multiplexValue !== undefined || s.multiplexRanges !== undefined),
  );
  if (selectors.length === 0 && dynamic.length === 0) return undefined;
  const selector = selectors[0];
  if (!selector || selectors.length > 1 || selector.multiplexValue !== undefined) return 'complex';
  const parts = new Map<number, DbcSignal[]>();
  let count = 0;
  for (const signal of dynamic) {
    if (signal.multiplexerSwitch !== undefined && signal.multiplexerSwitch !== selector.name)
      return 'complex';
    const values: number[] = [];
    if (signal.multiplexRanges)
      for (const range of signal.multiplexRanges) {
        if (range.to - range.from > MAX_DYNAMIC_PARTS) return 'complex';
        for (let v = range.from; v <= range.to; v += 1) values.push(v);
      }
    else if (signal.multiplexValue !== undefined) values.push(signal.multiplexValue);
    for (const value of values) {
      const list = parts.get(value);
      if (list) list.push(signal);
      else {
        parts.set(value, [signal]);
        count += 1;
      }
    }
    if (count > MAX_DYNAMIC_PARTS) return 'complex';
  }
  const statics = message.signals.filter((s) => s !== selector && !dynamic.includes(s));
  return { selector, statics, parts: new Map([...parts].sort((a, b) => a[0] - b[0])) };
}

/**
 * Pairs the diagnostic messages an ECU sends with those it receives, for flow control: a physical request
 * and its response (the response id = the request id + 8 first, as ISO 15765-4 assigns them; then in id
 * order). Unpaired messages are functional (single frames, no flow control).
 */
export function pairDiagnostics<T extends { message: DbcMessage }>(
  sent: readonly T[],
  received: readonly T[],
): { pairs: [T, T][]; single: T[] } {
  const byId = (a: T, b: T) => a.message.canId - b.message.canId;
  const freeSent = [...sent].sort(byId);
  const freeReceived = [...received].sort(byId);
  const pairs: [T, T][] = [];
  const take = (match: (s: T, r: T) => boolean) => {
    for (const s of [...freeSent]) {
      const r = freeReceived.find((candidate) => match(s, candidate));
      if (!r) continue;
      pairs.push([s, r]);
      freeSent.splice(freeSent.indexOf(s), 1);
      freeReceived.splice(freeReceived.indexOf(r), 1);
    }
  };
  const plus8 = (a: DbcMessage, b: DbcMessage) => a.extended === b.extended && a.canId + 8 === b.canId;
  take((s, r) => plus8(s.message, r.message) || plus8(r.message, s.message));
  take((s, r) => s.message.extended === r.message.extended);
  return { pairs, single: [...freeSent, ...freeReceived] };
}

/** Derives the CAN stack of `options.ecu` from a DBC database. */
export function deriveFromDbc(
  database: DbcDatabase,
  snapshot: ProjectSnapshot,
  definitions: readonly ModuleDef[],
  options: DbcDeriveOptions,
): DbcDerivation {
  const mapping = options.attributes ?? DEFAULT_DBC_ATTRIBUTES;
  const diagnostics: Diagnostic[] = [];
  const sourceMap = new Map<string, DbcSourcePosition>();
  const say = (at: DbcSourcePosition, key: DbcDeriveMessageKey, params: Record<string, string | number>) =>
    diagnostics.push(
      diagnostic('info', key, dbcDeriveText(options.language, key, params), options.file, at.line, at.col),
    );
  const ecu = options.ecu ?? busiestSender(database) ?? '';
  const derived = new DerivedConfiguration(snapshot, definitions, options.newId);
  const result: DbcDerivation = {
    create: derived.create,
    ecu,
    sent: 0,
    received: 0,
    diagnostics,
    sourceMap,
    origin: derived.origin,
    derivedValues: derived.derivedValues,
  };
  if (
    ecu !== '' &&
    !database.nodes.some((n) => n.name === ecu) &&
    !database.messages.some((m) => sends(m, ecu))
  ) {
    diagnostics.push(
      diagnostic(
        'error',
        'DBC_DERIVE_NO_NODE',
        dbcDeriveText(options.language, 'DBC_DERIVE_NO_NODE', { node: ecu }),
        options.file,
        1,
        1,
      ),
    );
    return result;
  }
  const kinds = new Map<DbcMessage, DbcMessageKind>();
  for (const message of database.messages) kinds.set(message, messageKind(database, message, mapping));
  const involved = database.messages
    .map((message) => ({ message, send: sends(message, ecu), kind: kinds.get(message) ?? 'plain' }))
    .filter(({ message, send }) => send || receives(message, ecu));
  // Network management is broadcast: a node taking part receives the NM messages of every other node.
  if (involved.some((m) => m.kind === 'nm'))
    for (const message of database.messages)
      if (kinds.get(message) === 'nm' && !involved.some((m) => m.message === message))
        involved.push({ message, send: false, kind: 'nm' });
  const messages = involved;
  const busName = shortNameOf(options.file.replace(/^.*[\\/]/, '').replace(/\.dbc$/i, ''));
  derived.from = { kind: 'bus', key: `bus:${busName}` };
  for (const module of DBC_DERIVED_MODULES) derived.enable(module);

  // Names depend on each message and signal alone (`stableNames`), whatever the order or the project.
  const hex = (message: DbcMessage) => dbcMessageId(message).toString(16).toUpperCase();
  const messageNames = stableNames(
    messages.map((m) => m.message),
    (message) => shortNameOf(message.name),
    hex,
    MESSAGE_NAME_LENGTH,
  );
  const nameOfMessage = (message: DbcMessage) => messageNames.get(message) ?? shortNameOf(message.name);
  const comItems: { message: DbcMessage; name: string; key: string }[] = [];
  for (const { message } of messages) {
    for (const signal of message.signals)
      comItems.push({ message, name: signal.name, key: signalKey(message, signal) });
    for (const group of message.signalGroups ?? [])
      comItems.push({ message, name: group.name, key: signalGroupKey(message, group) });
  }
  const comNames = stableNames(
    comItems,
    (item) => `${nameOfMessage(item.message)}_${shortNameOf(item.name)}`,
    (item) => nameHash(item.key),
    MAX_NAME_LENGTH,
  );
  const comNameByKey = new Map(comItems.map((item) => [item.key, comNames.get(item) ?? item.name]));

  // Can: one controller for the bus, a receive (BASIC) and a transmit hardware object.
  const configSet = derived.first('Can', CAN.configSet);
  const canGeneral = derived.first('Can', CAN.general);
  if (!configSet || !canGeneral) return result;
  const baudRate = database.bitTiming && database.bitTiming.baudrate > 0 ? database.bitTiming.baudrate : 500;
  const controller = derived.add('Can', CAN.controller, configSet, busName, {
    CanControllerId: String(derived.maxOf(CAN.controller, 'CanControllerId') + 1),
  });
  const baudrate = derived.childOf(controller, CAN.baudrate);
  const canController = baudrate
    ? derived.change(controller, {}, { CanControllerDefaultBaudrate: [baudrate.id] })
    : controller;
  if (baudrate) derived.change(baudrate, { CanControllerBaudRate: String(baudRate) }, {});
  const hasStandard = messages.some(({ message }) => !message.extended);
  const hasExtended = messages.some(({ message }) => message.extended);
  const idType = hasStandard && hasExtended ? 'MIXED' : hasExtended ? 'EXTENDED' : 'STANDARD';
  const objectId = derived.maxOf(CAN.hardwareObject, 'CanObjectId');
  const rxObject = derived.add(
    'Can',
    CAN.hardwareObject,
    configSet,
    `${busName}_Rx`,
    {
      CanObjectId: String(objectId + 1),
      CanObjectType: 'RECEIVE',
      CanHandleType: 'BASIC',
      CanIdType: idType,
    },
    { CanControllerRef: [canController.id] },
  );
  const txObject = derived.add(
    'Can',
    CAN.hardwareObject,
    configSet,
    `${busName}_Tx`,
    {
      CanObjectId: String(objectId + 2),
      CanObjectType: 'TRANSMIT',
      CanHandleType: 'FULL',
      CanIdType: idType,
    },
    { CanControllerRef: [canController.id] },
  );

  // CanIf: the controller of the driver, HOH with an HRH (a range per id type) and an HTH, a buffer.
  const init = derived.first('CanIf', CANIF.init);
  if (!init) return result;
  const hoh = derived.first('CanIf', CANIF.hoh) ?? derived.add('CanIf', CANIF.hoh, init, 'CanIfInitHohCfg');
  const driver =
    derived.first('CanIf', CANIF.driver) ??
    derived.add(
      'CanIf',
      CANIF.driver,
      null,
      'CanIfCtrlDrvCfg',
      {},
      {
        CanIfCtrlDrvInitHohConfigRef: [hoh.id],
        CanIfCtrlDrvNameRef: [canGeneral.id],
      },
    );
  const unused = derived.childOf(driver, CANIF.controller);
  const ifControllerId = String(derived.maxOf(CANIF.controller, 'CanIfCtrlId') + 1);
  const ifController =
    unused && (unused.references['CanIfCtrlCanCtrlRef'] ?? []).length === 0
      ? derived.change(unused, {}, { CanIfCtrlCanCtrlRef: [canController.id] })
      : derived.add(
          'CanIf',
          CANIF.controller,
          driver,
          busName,
          { CanIfCtrlId: ifControllerId },
          {
            CanIfCtrlCanCtrlRef: [canController.id],
          },
        );
  const hrh = derived.add(
    'CanIf',
    CANIF.hrh,
    hoh,
    `${busName}_Hrh`,
    { CanIfHrhSoftwareFilter: true },
    {
      CanIfHrhCanCtrlIdRef: [ifController.id],
      CanIfHrhIdSymRef: [rxObject.id],
    },
  );
  if (hasStandard || !hasExtended)
    derived.add('CanIf', CANIF.hrhRange, hrh, 'Standard', {
      CanIfHrhRangeRxLowerCanId: '0',
      CanIfHrhRangeRxUpperCanId: String(STANDARD_MAX),
      CanIfHrhRangeRxPduRangeCanIdType: 'STANDARD',
    });
  if (hasExtended)
    derived.add('CanIf', CANIF.hrhRange, hrh, 'Extended', {
      CanIfHrhRangeRxLowerCanId: '0',
      CanIfHrhRangeRxUpperCanId: String(EXTENDED_MAX),
      CanIfHrhRangeRxPduRangeCanIdType: 'EXTENDED',
    });
  const hth = derived.add(
    'CanIf',
    CANIF.hth,
    hoh,
    `${busName}_Hth`,
    {},
    {
      CanIfHthCanCtrlIdRef: [ifController.id],
      CanIfHthIdSymRef: [txObject.id],
    },
  );
  const buffer = derived.add(
    'CanIf',
    CANIF.buffer,
    init,
    `${busName}_Buffer`,
    { CanIfBufferSize: '0' },
    {
      CanIfBufferHthRef: [hth.id],
    },
  );

  const pdus = derived.first('EcuC', ECUC_PDUS) ?? derived.add('EcuC', ECUC_PDUS, null, 'EcucPduCollection');
  const paths = derived.first('PduR', PDUR.paths);
  const comConfig = derived.first('Com', COM.config);
  if (!paths || !comConfig) return result;
  let txPduId = derived.maxOf(CANIF.txPdu, 'CanIfTxPduId');
  let rxPduId = derived.maxOf(CANIF.rxPdu, 'CanIfRxPduId');
  let sourceId = derived.maxOf(PDUR.src, 'PduRSourcePduHandleId');
  let destinationId = derived.maxOf(PDUR.dest, 'PduRDestPduHandleId');
  let signalId = Math.max(
    derived.maxOf(COM.signal, 'ComHandleId'),
    derived.maxOf(COM.groupSignal, 'ComHandleId'),
  );
  let groupId = derived.maxOf(COM.group, 'ComHandleId');
  const ipduIds = new Map<string, number>();
  for (const ipdu of derived.create.concat(snapshot.containers)) {
    if (ipdu.definitionPath !== COM.ipdu) continue;
    const direction = String(ipdu.values['ComIPduDirection'] ?? 'SEND');
    ipduIds.set(
      direction,
      Math.max(ipduIds.get(direction) ?? -1, Number(ipdu.values['ComIPduHandleId'] ?? -1)),
    );
  }
  const nextIpduId = (direction: string) => {
    const next = (ipduIds.get(direction) ?? -1) + 1;
    ipduIds.set(direction, next);
    return String(next);
  };

  const pdu = (name: string, length: number) =>
    derived.add('EcuC', ECUC_PDU, pdus, name, { PduLength: String(length) });

  /** The CanIf PDU of a message for an upper layer, on the bus's HTH or HRH. */
  const canIfPduOf = (message: DbcMessage, send: boolean, to: ContainerValue, upper: string) => {
    const fd = isFdMessage(database, message, mapping);
    const kind = `${message.extended ? 'EXTENDED' : 'STANDARD'}_${fd ? 'FD_CAN' : send ? 'CAN' : 'NO_FD_CAN'}`;
    const made = send
      ? derived.add(
          'CanIf',
          CANIF.txPdu,
          init,
          nameOfMessage(message),
          {
            CanIfTxPduCanId: String(message.canId),
            CanIfTxPduCanIdType: kind,
            CanIfTxPduId: String((txPduId += 1)),
            CanIfTxPduUserTxConfirmationUL: upper,
          },
          { CanIfTxPduBufferRef: [buffer.id], CanIfTxPduRef: [to.id] },
        )
      : derived.add(
          'CanIf',
          CANIF.rxPdu,
          init,
          nameOfMessage(message),
          {
            CanIfRxPduCanId: String(message.canId),
            CanIfRxPduCanIdType: kind,
            CanIfRxPduDataLength: String(message.size),
            CanIfRxPduId: String((rxPduId += 1)),
            CanIfRxPduUserRxIndicationUL: upper,
          },
          { CanIfRxPduHrhIdRef: [hrh.id], CanIfRxPduRef: [to.id] },
        );
    sourceMap.set(made.id, message);
    return made;
  };

  /** A PduR routing path from one Pdu to another. */
  const route = (name: string, from: ContainerValue, to: ContainerValue) => {
    const path = derived.add('PduR', PDUR.path, paths, name);
    const source = derived.childOf(path, PDUR.src);
    const destination = derived.childOf(path, PDUR.dest);
    if (source)
      derived.change(
        source,
        { PduRSourcePduHandleId: String((sourceId += 1)) },
        { PduRSrcPduRef: [from.id] },
      );
    if (destination)
      derived.change(
        destination,
        { PduRDestPduHandleId: String((destinationId += 1)) },
        { PduRDestPduRef: [to.id] },
      );
    return path;
  };

  /** The values of a Com signal or group signal. */
  const signalValues = (
    message: DbcMessage,
    signal: DbcSignal,
    send: boolean,
  ): Record<string, ParamValue> => {
    const start = startValueOf(database, signal, mapping);
    const transfer = send ? transferPropertyOf(database, signal, mapping) : undefined;
    const timeout = send ? undefined : rxTimeoutOf(database, message, signal, ecu, mapping);
    return {
      ComBitPosition: String(comBitPosition(signal)),
      ComBitSize: String(signal.length),
      ComSignalEndianness: signal.byteOrder === 'big_endian' ? 'BIG_ENDIAN' : 'LITTLE_ENDIAN',
      ComSignalType: comSignalType(signal),
      ComHandleId: String((signalId += 1)),
      ...(start !== undefined ? { ComSignalInitValue: String(start) } : {}),
      ...(transfer ? { ComTransferProperty: transfer } : {}),
      ...(timeout ? { ComTimeout: secondsText(timeout), ComFirstTimeout: secondsText(timeout) } : {}),
    };
  };

  /** A Com I-PDU with its signals, signal groups and (sent) transmission mode. */
  const comIpduOf = (
    message: DbcMessage,
    send: boolean,
    name: string,
    comPdu: ContainerValue,
    signals: readonly DbcSignal[],
  ) => {
    const messageOrigin = derived.from;
    const grouped = new Map<DbcSignal, DbcSignalGroup>();
    const groups: DbcSignalGroup[] = [];
    for (const group of message.signalGroups ?? []) {
      const members = group.signals
        .map((n) => message.signals.find((s) => s.name === n))
        .filter((s): s is DbcSignal => s !== undefined && !grouped.has(s));
      if (members.length === 0 || members.some((s) => !signals.includes(s))) {
        if (members.some((s) => signals.includes(s)))
          say(group, 'DBC_DERIVE_GROUP_SPLIT', { group: group.name, message: message.name });
        continue;
      }
      for (const member of members) grouped.set(member, group);
      groups.push(group);
    }
    const mode = send ? txModeOf(database, message, mapping) : undefined;
    const signalIds: string[] = [];
    for (const signal of signals) {
      if (grouped.has(signal)) continue;
      derived.from = { kind: 'signal', key: signalKey(message, signal) };
      const made = derived.add(
        'Com',
        COM.signal,
        comConfig,
        comNameByKey.get(signalKey(message, signal)) ?? signal.name,
        signalValues(message, signal, send),
      );
      sourceMap.set(made.id, signal);
      signalIds.push(made.id);
    }
    const groupIds: string[] = [];
    for (const group of groups) {
      derived.from = { kind: 'signalGroup', key: signalGroupKey(message, group) };
      const members = message.signals.filter((s) => grouped.get(s) === group);
      const first = members[0]!;
      const transfer = send ? transferPropertyOf(database, first, mapping) : undefined;
      const timeouts = send
        ? []
        : members
            .map((s) => rxTimeoutOf(database, message, s, ecu, mapping))
            .filter((t): t is number => t !== undefined);
      const timeout = timeouts.length > 0 ? Math.min(...timeouts) : undefined;
      const made = derived.add(
        'Com',
        COM.group,
        comConfig,
        comNameByKey.get(signalGroupKey(message, group)) ?? group.name,
        {
          ComHandleId: String((groupId += 1)),
          ...(transfer ? { ComTransferProperty: transfer } : {}),
          ...(timeout ? { ComTimeout: secondsText(timeout), ComFirstTimeout: secondsText(timeout) } : {}),
        },
      );
      sourceMap.set(made.id, group);
      for (const member of members) {
        derived.from = { kind: 'signal', key: signalKey(message, member) };
        const values = signalValues(message, member, send);
        delete values['ComTimeout'];
        delete values['ComFirstTimeout'];
        const child = derived.add(
          'Com',
          COM.groupSignal,
          made,
          fitName(shortNameOf(member.name), MAX_NAME_LENGTH),
          values,
        );
        sourceMap.set(child.id, member);
      }
      groupIds.push(made.id);
    }
    derived.from = messageOrigin;
    const ipdu = derived.add(
      'Com',
      COM.ipdu,
      comConfig,
      name,
      {
        ComIPduDirection: send ? 'SEND' : 'RECEIVE',
        ComIPduHandleId: nextIpduId(send ? 'SEND' : 'RECEIVE'),
        ...(mode ? { ComIPduSignalProcessing: signalProcessingOf(mode.mode) } : {}),
      },
      {
        ComPduIdRef: [comPdu.id],
        ComIPduSignalRef: signalIds,
        ...(groupIds.length > 0 ? { ComIPduSignalGroupRef: groupIds } : {}),
      },
    );
    sourceMap.set(ipdu.id, message);
    if (mode) {
      const tx = derived.add(
        'Com',
        COM.txIpdu,
        ipdu,
        'ComTxIPdu',
        mode.minimumDelay ? { ComMinimumDelayTime: secondsText(mode.minimumDelay) } : {},
      );
      const modeTrue =
        derived.childOf(tx, COM.txModeTrue) ?? derived.add('Com', COM.txModeTrue, tx, 'ComTxModeTrue');
      const txMode =
        derived.childOf(modeTrue, COM.txMode) ?? derived.add('Com', COM.txMode, modeTrue, 'ComTxMode');
      const optional = (param: string, value: number | undefined, text = secondsText) =>
        value === undefined ? {} : { [param]: text(value) };
      derived.change(
        txMode,
        {
          ComTxModeMode: mode.mode,
          ...optional('ComTxModeTimePeriod', mode.timePeriod),
          ...optional('ComTxModeNumberOfRepetitions', mode.repetitions, String),
          ...optional('ComTxModeRepetitionPeriod', mode.repetitionPeriod),
          ...optional('ComTxModeTimeOffset', mode.timeOffset),
        },
        {},
      );
    }
    return ipdu;
  };

  // IpduM, CanTp, CanNm parts made once, when a message needs them.
  let ipdumIds:
    { rx: number; tx: number; staticPart: number; dynamicPart: number; confirmation: number } | undefined;
  let txPathways = 0;
  const ipdum = () => {
    if (!ipdumIds) {
      derived.enable('IpduM');
      ipdumIds = {
        rx: derived.maxOf(IPDUM.rxIndication, 'IpduMRxHandleId'),
        tx: derived.maxOf(IPDUM.txRequest, 'IpduMTxConfirmationPduId'),
        staticPart: derived.maxOf(IPDUM.txStaticPart, 'IpduMTxStaticHandleId'),
        dynamicPart: derived.maxOf(IPDUM.txDynamicPart, 'IpduMTxDynamicHandleId'),
        confirmation: 0,
      };
    }
    return { config: derived.first('IpduM', IPDUM.config), ids: ipdumIds };
  };

  /** A multiplexed message through IpduM: its pathway between CanIf and one Com I-PDU per part. */
  const throughIpdum = (message: DbcMessage, send: boolean, mux: DbcMultiplexing, canPdu: ContainerValue) => {
    const { config, ids } = ipdum();
    if (!config) return;
    const name = nameOfMessage(message);
    const ipdumPdu = pdu(`${name}_IpduM`, message.size);
    if (send) route(name, ipdumPdu, canPdu);
    else route(name, canPdu, ipdumPdu);
    const littleEndian = mux.selector.byteOrder === 'little_endian';
    const selector = {
      IpduMSelectorFieldLength: String(mux.selector.length),
      IpduMSelectorFieldPosition: String(comBitPosition(mux.selector)),
    };
    /** One part: its Pdu on the IpduM side, joined by PduR to a Com I-PDU. */
    const part = (suffix: string, signals: DbcSignal[]) => {
      const partName = `${name}_${suffix}`;
      const ipdumSide = pdu(partName, message.size);
      const comSide = pdu(`${partName}_Com`, message.size);
      if (send) route(partName, comSide, ipdumSide);
      else route(partName, ipdumSide, comSide);
      comIpduOf(message, send, partName, comSide, signals);
      return ipdumSide;
    };
    const staticSignals = mux.statics;
    const dynamicSignals = [...mux.parts.values()].flat();
    if (send) {
      txPathways += 1;
      const pathway = derived.add('IpduM', IPDUM.txPathway, config, name);
      const requestDefault = derived.childOf(pathway, IPDUM.txRequest);
      const request = requestDefault
        ? derived.change(
            requestDefault,
            {
              IpduMByteOrder: littleEndian ? 'LITTLE_ENDIAN' : 'BIG_ENDIAN',
              IpduMTxConfirmationPduId: String((ids.tx += 1)),
            },
            { IpduMOutgoingPduRef: [ipdumPdu.id] },
          )
        : undefined;
      if (!request) return;
      const field = derived.childOf(request, IPDUM.txSelector);
      if (field) derived.change(field, selector, {});
      if (staticSignals.length > 0) {
        const staticPdu = part('S', staticSignals);
        derived.add(
          'IpduM',
          IPDUM.txStaticPart,
          request,
          'IpduMTxStaticPart',
          { IpduMTxStaticHandleId: String((ids.staticPart += 1)) },
          { IpduMTxStaticPduRef: [staticPdu.id] },
        );
        segmentsOf(staticSignals).forEach((segment, i) =>
          derived.add('IpduM', IPDUM.txStaticSegment, request, `Static_${i}`, {
            IpduMSegmentLength: String(segment.length),
            IpduMSegmentPosition: String(segment.position),
          }),
        );
      }
      let initial: ContainerValue | undefined;
      // The mandatory first dynamic part made with the request is replaced by the parts of the selector values.
      const placeholder = derived.childOf(request, IPDUM.txDynamicPart);
      let first = true;
      for (const [value, signals] of mux.parts) {
        const dynamicPdu = part(`M${value}`, signals);
        const values = { IpduMTxDynamicHandleId: String((ids.dynamicPart += 1)) };
        const references = { IpduMTxDynamicPduRef: [dynamicPdu.id] };
        const made =
          first && placeholder
            ? derived.rename(derived.change(placeholder, values, references), `M${value}`)
            : derived.add('IpduM', IPDUM.txDynamicPart, request, `M${value}`, values, references);
        first = false;
        initial ??= made;
      }
      if (initial) derived.change(request, {}, { IpduMInitialDynamicPart: [initial.id] });
      const segmentPlaceholder = derived.childOf(request, IPDUM.txDynamicSegment);
      segmentsOf(dynamicSignals).forEach((segment, i) => {
        const values = {
          IpduMSegmentLength: String(segment.length),
          IpduMSegmentPosition: String(segment.position),
        };
        if (i === 0 && segmentPlaceholder)
          derived.rename(derived.change(segmentPlaceholder, values, {}), `Dynamic_${i}`);
        else derived.add('IpduM', IPDUM.txDynamicSegment, request, `Dynamic_${i}`, values);
      });
    } else {
      const pathway = derived.add('IpduM', IPDUM.rxPathway, config, name);
      const indicationDefault = derived.childOf(pathway, IPDUM.rxIndication);
      const indication = indicationDefault
        ? derived.change(
            indicationDefault,
            {
              IpduMByteOrder: littleEndian ? 'LITTLE_ENDIAN' : 'BIG_ENDIAN',
              IpduMRxHandleId: String((ids.rx += 1)),
            },
            { IpduMRxIndicationPduRef: [ipdumPdu.id] },
          )
        : undefined;
      if (!indication) return;
      const field = derived.childOf(indication, IPDUM.rxSelector);
      if (field) derived.change(field, selector, {});
      if (staticSignals.length > 0) {
        const staticPdu = part('S', staticSignals);
        derived.add(
          'IpduM',
          IPDUM.rxStaticPart,
          indication,
          'IpduMRxStaticPart',
          {},
          { IpduMOutgoingStaticPduRef: [staticPdu.id] },
        );
        segmentsOf(staticSignals).forEach((segment, i) =>
          derived.add('IpduM', IPDUM.rxStaticSegment, indication, `Static_${i}`, {
            IpduMSegmentLength: String(segment.length),
            IpduMSegmentPosition: String(segment.position),
          }),
        );
      }
      for (const [value, signals] of mux.parts) {
        const dynamicPdu = part(`M${value}`, signals);
        derived.add(
          'IpduM',
          IPDUM.rxDynamicPart,
          indication,
          `M${value}`,
          { IpduMRxSelectorValue: String(value) },
          { IpduMOutgoingDynamicPduRef: [dynamicPdu.id] },
        );
      }
      segmentsOf(dynamicSignals).forEach((segment, i) =>
        derived.add('IpduM', IPDUM.rxDynamicSegment, indication, `Dynamic_${i}`, {
          IpduMSegmentLength: String(segment.length),
          IpduMSegmentPosition: String(segment.position),
        }),
      );
    }
  };

  // Diagnostics (CanTp) and network management (CanNm) are made after the Com messages, per bus.
  const diagnosticsToDo: { message: DbcMessage; send: boolean; canPdu: ContainerValue }[] = [];
  const nmToDo: { message: DbcMessage; send: boolean; canPdu: ContainerValue }[] = [];

  for (const { message, send, kind } of messages) {
    derived.from = { kind: 'message', key: messageKey(message) };
    const name = nameOfMessage(message);
    const canPdu = pdu(`${name}_CanIf`, message.size);
    if (send) result.sent += 1;
    else result.received += 1;
    if (kind === 'nm') {
      canIfPduOf(message, send, canPdu, 'CAN_NM');
      nmToDo.push({ message, send, canPdu });
      continue;
    }
    if (kind === 'diagRequest' || kind === 'diagResponse') {
      canIfPduOf(message, send, canPdu, 'CAN_TP');
      diagnosticsToDo.push({ message, send, canPdu });
      continue;
    }
    canIfPduOf(message, send, canPdu, 'PDUR');
    const mux = multiplexingOf(message);
    if (mux && mux !== 'complex' && (options.multiplexed ?? 'ipdum') === 'ipdum') {
      throughIpdum(message, send, mux, canPdu);
      say(message, 'DBC_DERIVE_MULTIPLEXED_IPDUM', { message: message.name, parts: mux.parts.size });
      continue;
    }
    const comPdu = pdu(`${name}_Com`, message.size);
    if (send) route(name, comPdu, canPdu);
    else route(name, canPdu, comPdu);
    const signals = message.signals.filter(
      (s) => s.multiplexValue === undefined && s.multiplexRanges === undefined,
    );
    if (mux)
      say(message, mux === 'complex' ? 'DBC_DERIVE_MULTIPLEXED_COMPLEX' : 'DBC_DERIVE_MULTIPLEXED_MESSAGE', {
        message: message.name,
      });
    comIpduOf(message, send, name, comPdu, signals);
  }

  if (txPathways > 0) {
    const general = derived.first('IpduM', IPDUM.general);
    const max = Number(general?.values['IpduMMaxTxPathwayCnt'] ?? 0);
    if (general && derived.isCreated(general))
      derived.change(general, { IpduMMaxTxPathwayCnt: String(Math.max(max, 0) + txPathways) }, {});
  }

  if (diagnosticsToDo.length > 0) deriveCanTp(diagnosticsToDo);
  if (nmToDo.length > 0) deriveCanNm(nmToDo);
  return result;

  /** CanTp: one channel for the bus; an N-SDU per diagnostic message, flow control from its pair. */
  function deriveCanTp(items: { message: DbcMessage; send: boolean; canPdu: ContainerValue }[]): void {
    const tpConfig = derived.first('CanTp', CANTP.config);
    if (!tpConfig) return;
    derived.from = { kind: 'bus', key: `bus:${busName}` };
    const channel = derived.add('CanTp', CANTP.channel, tpConfig, busName, {
      CanTpChannelMode: 'CANTP_MODE_FULL_DUPLEX',
    });
    const channels = derived.allContainers().filter((c) => c.definitionPath === CANTP.channel).length;
    if (derived.isCreated(tpConfig)) derived.change(tpConfig, { CanTpMaxChannelCnt: String(channels) }, {});
    let rxSduId = derived.maxOf(CANTP.rxNSdu, 'CanTpRxNSduId');
    let txSduId = derived.maxOf(CANTP.txNSdu, 'CanTpTxNSduId');
    // N-PDU ids: one per Pdu and direction (E_CanTp0012).
    let receivedId = Math.max(
      derived.maxOf(CANTP.rxNPdu, 'CanTpRxNPduId'),
      derived.maxOf(CANTP.rxFcNPdu, 'CanTpRxFcNPduId'),
    );
    let sentId = Math.max(
      derived.maxOf(CANTP.txNPdu, 'CanTpTxNPduConfirmationPduId'),
      derived.maxOf(CANTP.txFcNPdu, 'CanTpTxFcNPduConfirmationPduId'),
    );
    const receivedIds = new Map<string, string>();
    const sentIds = new Map<string, string>();
    const receivedIdOf = (p: ContainerValue) => {
      let id = receivedIds.get(p.id);
      if (!id) receivedIds.set(p.id, (id = String((receivedId += 1))));
      return id;
    };
    const sentIdOf = (p: ContainerValue) => {
      let id = sentIds.get(p.id);
      if (!id) sentIds.set(p.id, (id = String((sentId += 1))));
      return id;
    };
    const dcm = definitions.some((d) => d.name === 'Dcm') && snapshot.modules.some((m) => m.module === 'Dcm');
    let fd = false;
    const { pairs, single } = pairDiagnostics(
      items.filter((i) => i.send),
      items.filter((i) => !i.send),
    );
    const nSdu = (item: (typeof items)[number], partner: (typeof items)[number] | undefined) => {
      const { message, send, canPdu } = item;
      derived.from = { kind: 'message', key: messageKey(message) };
      const name = nameOfMessage(message);
      const canFd = isFdMessage(database, message, mapping);
      fd ||= canFd;
      const taType = `CANTP_${canFd ? 'CANFD_' : ''}${partner ? 'PHYSICAL' : 'FUNCTIONAL'}`;
      const sdu = pdu(`${name}_Tp`, TP_SDU_LENGTH);
      if (send) {
        const made = derived.add(
          'CanTp',
          CANTP.txNSdu,
          channel,
          name,
          { CanTpTxNSduId: String((txSduId += 1)), CanTpTxTaType: taType },
          { CanTpTxNSduRef: [sdu.id] },
        );
        sourceMap.set(made.id, message);
        const data =
          derived.childOf(made, CANTP.txNPdu) ?? derived.add('CanTp', CANTP.txNPdu, made, 'CanTpTxNPdu');
        derived.change(
          data,
          { CanTpTxNPduConfirmationPduId: sentIdOf(canPdu) },
          { CanTpTxNPduRef: [canPdu.id] },
        );
        if (partner)
          derived.add(
            'CanTp',
            CANTP.rxFcNPdu,
            made,
            'CanTpRxFcNPdu',
            { CanTpRxFcNPduId: receivedIdOf(partner.canPdu) },
            { CanTpRxFcNPduRef: [partner.canPdu.id] },
          );
      } else {
        const made = derived.add(
          'CanTp',
          CANTP.rxNSdu,
          channel,
          name,
          { CanTpRxNSduId: String((rxSduId += 1)), CanTpRxTaType: taType },
          { CanTpRxNSduRef: [sdu.id] },
        );
        sourceMap.set(made.id, message);
        const data =
          derived.childOf(made, CANTP.rxNPdu) ?? derived.add('CanTp', CANTP.rxNPdu, made, 'CanTpRxNPdu');
        derived.change(data, { CanTpRxNPduId: receivedIdOf(canPdu) }, { CanTpRxNPduRef: [canPdu.id] });
        if (partner)
          derived.add(
            'CanTp',
            CANTP.txFcNPdu,
            made,
            'CanTpTxFcNPdu',
            { CanTpTxFcNPduConfirmationPduId: sentIdOf(partner.canPdu) },
            { CanTpTxFcNPduRef: [partner.canPdu.id] },
          );
      }
      if (dcm) {
        const upper = pdu(`${name}_Dcm`, TP_SDU_LENGTH);
        if (send) route(`${name}_Tp`, upper, sdu);
        else route(`${name}_Tp`, sdu, upper);
        say(message, 'DBC_DERIVE_DCM_ROUTE', { message: message.name, pdu: upper.shortName });
      } else say(message, 'DBC_DERIVE_NO_DCM', { message: message.name });
    };
    for (const [sent, received] of pairs) {
      nSdu(sent, received);
      nSdu(received, sent);
    }
    for (const item of single) nSdu(item, undefined);
    const general = derived.first('CanTp', CANTP.general);
    if (fd && general && general.values['CanTpFlexibleDataRateSupport'] !== true) {
      if (derived.isCreated(general)) derived.change(general, { CanTpFlexibleDataRateSupport: true }, {});
      else say(items[0]!.message, 'DBC_DERIVE_CANTP_FD', { message: items[0]!.message.name });
    }
  }

  /** CanNm: one channel for the bus (on a ComM channel), the NM message sent and those received. */
  function deriveCanNm(items: { message: DbcMessage; send: boolean; canPdu: ContainerValue }[]): void {
    const global = derived.first('CanNm', CANNM.global);
    if (!global) return;
    derived.from = { kind: 'bus', key: `bus:${busName}` };
    let comMChannel = derived.first('ComM', COMM.channel);
    if (!comMChannel) {
      derived.enable('ComM');
      const comMSet = derived.first('ComM', COMM.configSet);
      if (comMSet)
        comMChannel = derived.add('ComM', COMM.channel, comMSet, busName, {
          ComMChannelId: String(derived.maxOf(COMM.channel, 'ComMChannelId') + 1),
          ComMBusType: 'COMM_BUS_TYPE_CAN',
        });
    }
    const sent = items.filter((i) => i.send).sort((a, b) => a.message.canId - b.message.canId);
    const first = sent[0] ?? items[0]!;
    const cycle = txModeOf(database, first.message, mapping).timePeriod;
    // Ids taken before the channel's mandatory Rx PDU is made (it is the first one filled in below).
    let rxId = derived.maxOf(CANNM.rxPdu, 'CanNmRxPduId');
    let txId = derived.maxOf(CANNM.txPdu, 'CanNmTxConfirmationPduId');
    const channel = derived.add(
      'CanNm',
      CANNM.channel,
      global,
      busName,
      cycle ? { CanNmMsgCycleTime: secondsText(cycle) } : {},
      comMChannel ? { CanNmComMNetworkHandleRef: [comMChannel.id] } : {},
    );
    const placeholder = derived.childOf(channel, CANNM.rxPdu);
    let placeholderUsed = false;
    for (const { message, send, canPdu } of items) {
      derived.from = { kind: 'message', key: messageKey(message) };
      const name = nameOfMessage(message);
      if (send) {
        if (message !== sent[0]?.message) {
          say(message, 'DBC_DERIVE_NM_EXTRA_TX', { message: message.name });
          continue;
        }
        const made = derived.add(
          'CanNm',
          CANNM.txPdu,
          channel,
          name,
          { CanNmTxConfirmationPduId: String((txId += 1)) },
          { CanNmTxPduRef: [canPdu.id] },
        );
        sourceMap.set(made.id, message);
        continue;
      }
      const values = { CanNmRxPduId: String((rxId += 1)) };
      const references = { CanNmRxPduRef: [canPdu.id] };
      const made =
        placeholder && !placeholderUsed
          ? derived.rename(derived.change(placeholder, values, references), name)
          : derived.add('CanNm', CANNM.rxPdu, channel, name, values, references);
      placeholderUsed = true;
      derived.setOrigin(made.id, derived.from);
      sourceMap.set(made.id, message);
    }
    if (!placeholderUsed) say(first.message, 'DBC_DERIVE_NM_NO_RX', { message: first.message.name });
  }
}
