/**
 * A DBC (one CAN bus) → the CAN stack of one ECU: for every message the chosen node sends or receives, an
 * EcuC Pdu on each side of PduR (length = the message's), a CanIf Tx or Rx PDU with its CAN id and id type
 * (standard/extended × classic/FD) on the HTH or HRH of one Can controller, a PduR routing path between
 * CanIf and Com, and a Com I-PDU with its signals (ComBitPosition = the least significant bit for both byte
 * orders, as AUTOSAR COM numbers bits: a DBC Motorola start bit names the most significant one).
 *
 * Pure: the database as read, the project as it is, an id generator → the containers to create. Modules the
 * project has not enabled start from their defaults. Whatever the derivation does not take over (a
 * multiplexed signal, an attribute it does not map) is an `info` diagnostic at its place in the file.
 */
import { defaultContainersFor, newContainerWithDefaults } from '../../../ecuc/defaults.js';
import { indexModuleDef } from '../../../ecuc/definition-index.js';
import type { ContainerValue, ParamValue, ProjectSnapshot } from '../../../ecuc/store-types.js';
import type { ModuleDef } from '../../../ecuc/types.js';
import { diagnostic, type Diagnostic } from '../../../formats/diagnostic.js';
import type {
  DbcAttributeValue,
  DbcDatabase,
  DbcMessage,
  DbcSignal,
  DbcSourcePosition,
} from '../../../formats/dbc/model.js';
import type { Language } from '../../../i18n/index.js';
import { dbcDeriveText, type DbcDeriveMessageKey } from './messages.js';

/** The modules a DBC derivation writes. */
export const DBC_DERIVED_MODULES = ['EcuC', 'Can', 'CanIf', 'PduR', 'Com'] as const;

export interface DbcDeriveOptions {
  file: string;
  /** The BU_ node that is this ECU; the node sending the most messages when absent. */
  ecu?: string;
  language: Language;
  newId: () => string;
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

/** The least significant bit of a signal in AUTOSAR COM numbering. */
export function comBitPosition(signal: Pick<DbcSignal, 'startBit' | 'length' | 'byteOrder'>): number {
  if (signal.byteOrder === 'little_endian') return signal.startBit;
  // Motorola: the start bit is the most significant; walk down to the least significant bit.
  let bit = signal.startBit;
  for (let i = 1; i < signal.length; i += 1) bit = bit % 8 === 0 ? bit + 15 : bit - 1;
  return bit;
}

/** ComSignalType from size, sign and SIG_VALTYPE_. */
export function comSignalType(signal: Pick<DbcSignal, 'length' | 'signed' | 'valueType'>): string {
  if (signal.valueType === 'float') return 'FLOAT32';
  if (signal.valueType === 'double') return 'FLOAT64';
  if (signal.length === 1 && !signal.signed) return 'BOOLEAN';
  const width = signal.length <= 8 ? 8 : signal.length <= 16 ? 16 : signal.length <= 32 ? 32 : 64;
  return `${signal.signed ? 'SINT' : 'UINT'}${width}`;
}

/** An attribute value of an object with the definition's default, enum indices resolved to their names. */
function attributeOf(database: DbcDatabase, attributes: Record<string, DbcAttributeValue>, name: string) {
  const definition = database.attributeDefinitions.find((d) => d.name === name);
  const value = attributes[name] ?? definition?.defaultValue;
  if (typeof value === 'number' && definition?.valueType === 'ENUM') return definition.enumValues?.[value];
  return value;
}

/** Whether a message is a CAN FD frame: its VFrameFormat says FD, or it carries more than 8 bytes. */
function isFd(database: DbcDatabase, message: DbcMessage): boolean {
  const format = attributeOf(database, message.attributes, 'VFrameFormat');
  return message.size > 8 || (typeof format === 'string' && /fd/i.test(format));
}

/** Containers of one derivation: the project's, the defaults of modules it lacks, and what is added. */
class DerivedConfiguration {
  readonly create: ContainerValue[] = [];
  private readonly all: ContainerValue[];
  /** Short names taken per module instance and parent. */
  private readonly names = new Map<string, Set<string>>();
  /** Children by parent id (as first noted; `change` keeps ids). */
  private readonly children = new Map<string, ContainerValue[]>();
  /** Where each container sits in `create` and `all`, by id. */
  private readonly createdAt = new Map<string, number>();
  private readonly allAt = new Map<string, number>();

  constructor(
    private readonly snapshot: ProjectSnapshot,
    private readonly definitions: readonly ModuleDef[],
    private readonly newId: () => string,
  ) {
    this.all = [...snapshot.containers];
    this.all.forEach((container, index) => {
      this.allAt.set(container.id, index);
      this.noteName(container);
    });
  }

  private definition(module: string): ModuleDef {
    const found = this.definitions.find((d) => d.name === module);
    if (!found) throw new Error(`module ${module} is not defined`);
    return found;
  }

  private noteName(container: ContainerValue): void {
    const key = `${container.module}\u0000${container.instanceId}\u0000${container.parentId ?? ''}`;
    let set = this.names.get(key);
    if (!set) {
      set = new Set();
      this.names.set(key, set);
    }
    set.add(container.shortName);
    if (container.parentId !== null) {
      const list = this.children.get(container.parentId);
      if (list) list.push(container);
      else this.children.set(container.parentId, [container]);
    }
  }

  private push(container: ContainerValue): void {
    this.createdAt.set(container.id, this.create.push(container) - 1);
    this.allAt.set(container.id, this.all.push(container) - 1);
    this.noteName(container);
  }

  /** Enables a module with its default containers unless the project has it. */
  enable(module: string): void {
    if (this.snapshot.modules.some((m) => m.module === module && m.instanceId === 0)) return;
    if (this.create.some((c) => c.module === module)) return;
    for (const container of defaultContainersFor(this.definition(module), { newId: this.newId })) {
      this.push(container);
    }
  }

  /** The first container of a definition path (in the project or made here). */
  first(module: string, definitionPath: string): ContainerValue | undefined {
    return this.all.find(
      (c) => c.module === module && c.instanceId === 0 && c.definitionPath === definitionPath,
    );
  }

  /** The child of a parent that follows a definition path. */
  childOf(parent: ContainerValue, definitionPath: string): ContainerValue | undefined {
    return this.children.get(parent.id)?.find((c) => c.definitionPath === definitionPath);
  }

  /** Adds a container (defaults and mandatory children) under a parent, named `name` or the next free variant. */
  add(
    module: string,
    definitionPath: string,
    parent: ContainerValue | null,
    name: string,
    values: Record<string, ParamValue> = {},
    references: Record<string, string[]> = {},
  ): ContainerValue {
    const info = indexModuleDef(this.definition(module)).containers.get(definitionPath);
    if (!info) throw new Error(`no container definition ${definitionPath}`);
    const parentId = parent?.id ?? null;
    const taken = this.names.get(`${module}\u0000${0}\u0000${parentId ?? ''}`) ?? new Set<string>();
    let shortName = name.slice(0, MAX_NAME_LENGTH);
    for (let n = 1; taken.has(shortName); n += 1) {
      const suffix = `_${n}`;
      shortName = `${name.slice(0, MAX_NAME_LENGTH - suffix.length)}${suffix}`;
    }
    const [made, ...children] = newContainerWithDefaults(info.def, definitionPath, {
      module,
      instanceId: 0,
      parentId,
      // The short name is chosen above; the builder needs no sibling names.
      position: taken.size,
      newId: this.newId,
    });
    if (!made) throw new Error('nothing made');
    const container = { ...made, shortName, values: { ...made.values, ...values }, references };
    for (const made of [container, ...children]) this.push(made);
    return container;
  }

  /** Replaces a container made here or in the project by a changed copy (made here: in place). */
  change(
    container: ContainerValue,
    values: Record<string, ParamValue>,
    references: Record<string, string[]>,
  ) {
    const changed = {
      ...container,
      values: { ...container.values, ...values },
      references: { ...container.references, ...references },
    };
    const at = this.createdAt.get(container.id);
    if (at !== undefined) this.create[at] = changed;
    const inAll = this.allAt.get(container.id);
    if (inAll !== undefined) this.all[inAll] = changed;
    const siblings = container.parentId === null ? undefined : this.children.get(container.parentId);
    const inSiblings = siblings?.indexOf(container) ?? -1;
    if (siblings && inSiblings >= 0) siblings[inSiblings] = changed;
    return changed;
  }

  /** The largest integer a parameter holds over the containers of a definition path (-1 when none). */
  maxOf(definitionPath: string, param: string): number {
    let max = -1;
    for (const c of this.all) {
      if (c.definitionPath !== definitionPath) continue;
      const value = c.values[param];
      const parsed = typeof value === 'string' ? Number(value) : NaN;
      if (Number.isInteger(parsed) && parsed > max) max = parsed;
    }
    return max;
  }
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
  signal: '/Com/ComConfig/ComSignal',
} as const;
const ECUC_PDUS = '/EcuC/EcucPduCollection';
const ECUC_PDU = '/EcuC/EcucPduCollection/Pdu';

const STANDARD_MAX = 0x7ff;
/** The longest short name the product accepts (E_0007: C names of at most 60 characters). */
const MAX_NAME_LENGTH = 60;
const EXTENDED_MAX = 0x1fffffff;

/** Derives the CAN stack of `options.ecu` from a DBC database. */
export function deriveFromDbc(
  database: DbcDatabase,
  snapshot: ProjectSnapshot,
  definitions: readonly ModuleDef[],
  options: DbcDeriveOptions,
): DbcDerivation {
  const diagnostics: Diagnostic[] = [];
  const sourceMap = new Map<string, DbcSourcePosition>();
  const say = (at: DbcSourcePosition, key: DbcDeriveMessageKey, params: Record<string, string | number>) =>
    diagnostics.push(
      diagnostic('info', key, dbcDeriveText(options.language, key, params), options.file, at.line, at.col),
    );
  const ecu = options.ecu ?? busiestSender(database) ?? '';
  const derived = new DerivedConfiguration(snapshot, definitions, options.newId);
  const result: DbcDerivation = { create: derived.create, ecu, sent: 0, received: 0, diagnostics, sourceMap };
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
  const messages = database.messages
    .map((message) => ({ message, send: sends(message, ecu) }))
    .filter(({ message, send }) => send || receives(message, ecu));
  for (const module of DBC_DERIVED_MODULES) derived.enable(module);

  // Can: one controller for the bus, a receive (BASIC) and a transmit hardware object.
  const configSet = derived.first('Can', CAN.configSet);
  const canGeneral = derived.first('Can', CAN.general);
  if (!configSet || !canGeneral) return result;
  const busName = shortNameOf(options.file.replace(/^.*[\\/]/, '').replace(/\.dbc$/i, ''));
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

  // Per message: Pdus, CanIf PDU, routing path, Com I-PDU and signals.
  const pdus = derived.first('EcuC', ECUC_PDUS) ?? derived.add('EcuC', ECUC_PDUS, null, 'EcucPduCollection');
  const paths = derived.first('PduR', PDUR.paths);
  const comConfig = derived.first('Com', COM.config);
  if (!paths || !comConfig) return result;
  let txPduId = derived.maxOf(CANIF.txPdu, 'CanIfTxPduId');
  let rxPduId = derived.maxOf(CANIF.rxPdu, 'CanIfRxPduId');
  let sourceId = derived.maxOf(PDUR.src, 'PduRSourcePduHandleId');
  let destinationId = derived.maxOf(PDUR.dest, 'PduRDestPduHandleId');
  let signalId = derived.maxOf(COM.signal, 'ComHandleId');
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

  for (const { message, send } of messages) {
    const name = shortNameOf(message.name);
    const fd = isFd(database, message);
    const canPdu = derived.add('EcuC', ECUC_PDU, pdus, `${name}_CanIf`, { PduLength: String(message.size) });
    const comPdu = derived.add('EcuC', ECUC_PDU, pdus, `${name}_Com`, { PduLength: String(message.size) });
    const kind = `${message.extended ? 'EXTENDED' : 'STANDARD'}_${fd ? 'FD_CAN' : send ? 'CAN' : 'NO_FD_CAN'}`;
    const canIfPdu = send
      ? derived.add(
          'CanIf',
          CANIF.txPdu,
          init,
          name,
          {
            CanIfTxPduCanId: String(message.canId),
            CanIfTxPduCanIdType: kind,
            CanIfTxPduId: String((txPduId += 1)),
            CanIfTxPduUserTxConfirmationUL: 'PDUR',
          },
          { CanIfTxPduBufferRef: [buffer.id], CanIfTxPduRef: [canPdu.id] },
        )
      : derived.add(
          'CanIf',
          CANIF.rxPdu,
          init,
          name,
          {
            CanIfRxPduCanId: String(message.canId),
            CanIfRxPduCanIdType: kind,
            CanIfRxPduDataLength: String(message.size),
            CanIfRxPduId: String((rxPduId += 1)),
            CanIfRxPduUserRxIndicationUL: 'PDUR',
          },
          { CanIfRxPduHrhIdRef: [hrh.id], CanIfRxPduRef: [canPdu.id] },
        );
    sourceMap.set(canIfPdu.id, message);

    const route = derived.add('PduR', PDUR.path, paths, name);
    const [from, to] = send ? [comPdu, canPdu] : [canPdu, comPdu];
    const source = derived.childOf(route, PDUR.src);
    const destination = derived.childOf(route, PDUR.dest);
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

    const signals: string[] = [];
    const multiplexed = message.signals.some((s) => s.multiplexer || s.multiplexValue !== undefined);
    for (const signal of message.signals) {
      if (signal.multiplexValue !== undefined || signal.multiplexRanges !== undefined) {
        say(signal, 'DBC_DERIVE_MULTIPLEXED', { signal: signal.name, message: message.name });
        continue;
      }
      const start = attributeOf(database, signal.attributes, 'GenSigStartValue');
      const made = derived.add('Com', COM.signal, comConfig, `${name}_${shortNameOf(signal.name)}`, {
        ComBitPosition: String(comBitPosition(signal)),
        ComBitSize: String(signal.length),
        ComSignalEndianness: signal.byteOrder === 'big_endian' ? 'BIG_ENDIAN' : 'LITTLE_ENDIAN',
        ComSignalType: comSignalType(signal),
        ComHandleId: String((signalId += 1)),
        ...(typeof start === 'number' ? { ComSignalInitValue: String(start) } : {}),
      });
      sourceMap.set(made.id, signal);
      signals.push(made.id);
    }
    if (multiplexed) say(message, 'DBC_DERIVE_MULTIPLEXED_MESSAGE', { message: message.name });
    const ipdu = derived.add(
      'Com',
      COM.ipdu,
      comConfig,
      name,
      { ComIPduDirection: send ? 'SEND' : 'RECEIVE', ComIPduHandleId: nextIpduId(send ? 'SEND' : 'RECEIVE') },
      { ComPduIdRef: [comPdu.id], ComIPduSignalRef: signals },
    );
    sourceMap.set(ipdu.id, message);
    if (send) result.sent += 1;
    else result.received += 1;
  }
  return result;
}
