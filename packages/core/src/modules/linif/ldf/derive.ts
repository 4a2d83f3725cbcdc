/**
 * An LDF (one LIN cluster) → the LIN stack of one node: a LinIf channel (master or slave as the file says of
 * the node), for every unconditional frame the node publishes or subscribes to a LinIf frame (id, length,
 * checksum model, Tx or Rx PDU on an EcuC Pdu), a PduR routing path to a Com I-PDU of the same length and its
 * signals (LIN sends least significant bit first: ComBitPosition is the signal's offset, little endian).
 * Event-triggered frames: the master polls them (LinIf frame of the file's id, as long as the longest associated
 * frame, its substitution frames by priority), a slot names the file's collision-resolving table or, without one
 * (LIN 2.0), a table run once that polls each associated frame in a slot of its worst case; a slave answers in
 * them for the associated frames it publishes. Sporadic frames (master): the id of the first associated frame,
 * the ones it publishes as substitution frames. The master's schedule tables (all made before their entries,
 * indexed from 1) send every slot of the file: MRF/SRF frames for diagnostic slots, a slave-to-slave frame for a
 * header only, node configuration commands as LinIf frames of their type on id 60 whose fixed SDU is the master
 * request (`node-configuration.ts`). The role: the bus's LIN ComM channel (network management LIGHT for the
 * master, LINSLAVE for a slave), the LinIf channel's network handle, a LinSM channel (a LinSMSchedule per table).
 *
 * Pure: the file as read, the project, an id generator in; the containers to create, their origins and the
 * values set out, as a DBC derivation gives them (`derivedChanges` merges it with an earlier import).
 */
import type { ContainerValue } from '../../../ecuc/store-types.js';
import type { ModuleDef } from '../../../ecuc/types.js';
import { diagnostic, type Diagnostic } from '../../../formats/diagnostic.js';
import type { DbcSourcePosition } from '../../../formats/dbc/model.js';
import type { LdfEventTriggeredFrame, LdfFile, LdfFrame } from '../../../formats/ldf/model.js';
import type { Language } from '../../../i18n/index.js';
import type { ProjectSnapshot } from '../../../ecuc/store-types.js';
import { comSignalType, shortNameOf, type DbcDerivation } from '../../com/dbc/derive.js';
import { DerivedConfiguration } from '../../com/dbc/derived-configuration.js';
import { linFrameMaxBitTimes } from '../rules/E_LinIf0003.js';
import { lin13Length } from './bus.js';
import { ldfDeriveText, type LdfDeriveMessageKey } from './messages.js';
import { masterRequest, type MasterRequest, type MissingForRequest } from './node-configuration.js';

/** The modules an LDF derivation writes. */
export const LDF_DERIVED_MODULES = ['EcuC', 'Lin', 'LinIf', 'PduR', 'Com', 'ComM', 'LinSM'] as const;

export interface LdfDeriveOptions {
  file: string;
  /** The node that is this ECU; the master when absent. */
  ecu?: string;
  language: Language;
  newId: () => string;
}

const LINIF = {
  general: '/LinIf/LinIfGeneral',
  global: '/LinIf/LinIfGlobalConfig',
  channel: '/LinIf/LinIfGlobalConfig/LinIfChannel',
  nodeType: '/LinIf/LinIfGlobalConfig/LinIfChannel/LinIfNodeType',
  master: '/LinIf/LinIfGlobalConfig/LinIfChannel/LinIfNodeType/LinIfMaster',
  slave: '/LinIf/LinIfGlobalConfig/LinIfChannel/LinIfNodeType/LinIfSlave',
  frame: '/LinIf/LinIfGlobalConfig/LinIfChannel/LinIfFrame',
  direction: '/LinIf/LinIfGlobalConfig/LinIfChannel/LinIfFrame/LinIfPduDirection',
  txPdu: '/LinIf/LinIfGlobalConfig/LinIfChannel/LinIfFrame/LinIfPduDirection/LinIfTxPdu',
  rxPdu: '/LinIf/LinIfGlobalConfig/LinIfChannel/LinIfFrame/LinIfPduDirection/LinIfRxPdu',
  internal: '/LinIf/LinIfGlobalConfig/LinIfChannel/LinIfFrame/LinIfPduDirection/LinIfInternalPdu',
  slaveToSlave: '/LinIf/LinIfGlobalConfig/LinIfChannel/LinIfFrame/LinIfPduDirection/LinIfSlaveToSlavePdu',
  fixedSdu: '/LinIf/LinIfGlobalConfig/LinIfChannel/LinIfFrame/LinIfFixedFrameSdu',
  fixedSduByte: '/LinIf/LinIfGlobalConfig/LinIfChannel/LinIfFrame/LinIfFixedFrameSdu/LinIfFixedFrameSduByte',
  substitution: '/LinIf/LinIfGlobalConfig/LinIfChannel/LinIfFrame/LinIfSubstitutionFrames',
  table: '/LinIf/LinIfGlobalConfig/LinIfChannel/LinIfScheduleTable',
  entry: '/LinIf/LinIfGlobalConfig/LinIfChannel/LinIfScheduleTable/LinIfEntry',
} as const;
const LIN = {
  global: '/Lin/LinGlobalConfig',
  channel: '/Lin/LinGlobalConfig/LinChannel',
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
const COMM = {
  configSet: '/ComM/ComMConfigSet',
  channel: '/ComM/ComMConfigSet/ComMChannel',
  networkManagement: '/ComM/ComMConfigSet/ComMChannel/ComMNetworkManagement',
} as const;
const LINSM = {
  configSet: '/LinSM/LinSMConfigSet',
  channel: '/LinSM/LinSMConfigSet/LinSMChannel',
  schedule: '/LinSM/LinSMConfigSet/LinSMChannel/LinSMSchedule',
} as const;
const ECUC_PDUS = '/EcuC/EcucPduCollection';
const ECUC_PDU = '/EcuC/EcucPduCollection/Pdu';

/** The key of a LIN frame (its id) and of a signal of it, as DBC keys are written. */
function frameKey(frame: Pick<LdfFrame, 'id'>): string {
  return `msg:0x${frame.id.toString(16).toUpperCase()}`;
}

/** Whether the file speaks LIN 2.x (enhanced checksum) rather than LIN 1.x (classic). */
function enhancedChecksum(ldf: LdfFile): boolean {
  return !/^1\./.test(ldf.header.protocolVersion);
}

/** Derives the LIN stack of `options.ecu` (the master when absent) from an LDF. */
export function deriveFromLdf(
  ldf: LdfFile,
  snapshot: ProjectSnapshot,
  definitions: readonly ModuleDef[],
  options: LdfDeriveOptions,
): DbcDerivation {
  const diagnostics: Diagnostic[] = [];
  const sourceMap = new Map<string, DbcSourcePosition>();
  const say = (
    severity: 'error' | 'info',
    at: { line: number; col: number },
    key: LdfDeriveMessageKey,
    params: Record<string, string | number>,
  ) =>
    diagnostics.push(
      diagnostic(severity, key, ldfDeriveText(options.language, key, params), options.file, at.line, at.col),
    );
  const master = ldf.nodes.master?.name;
  const ecu = options.ecu ?? master ?? '';
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
  if (ecu === '' || (ecu !== master && !ldf.nodes.slaves.includes(ecu))) {
    say('error', { line: 1, col: 1 }, 'LDF_DERIVE_NO_NODE', {
      node: ecu || '-',
      nodes: [master, ...ldf.nodes.slaves].filter(Boolean).join(', ') || '-',
    });
    return result;
  }
  const isMaster = ecu === master;
  for (const module of LDF_DERIVED_MODULES) derived.enable(module);
  const busName = shortNameOf(
    ldf.header.channelName || options.file.replace(/^.*[\\/]/, '').replace(/\.ldf$/i, ''),
  );
  derived.from = { kind: 'bus', key: `bus:${busName}` };

  // The channel: master or slave as the file says of the node.
  const global = derived.first('LinIf', LINIF.global);
  const linGlobal = derived.first('Lin', LIN.global);
  const pdus = derived.first('EcuC', ECUC_PDUS) ?? derived.add('EcuC', ECUC_PDUS, null, 'EcucPduCollection');
  const paths = derived.first('PduR', PDUR.paths);
  const comConfig = derived.first('Com', COM.config);
  if (!global || !linGlobal || !paths || !comConfig) return result;
  // The Lin driver's channel at the cluster's baud rate, and LinIf's channel on it.
  const linChannel = derived.add('Lin', LIN.channel, linGlobal, busName, {
    LinChannelId: String(derived.maxOf(LIN.channel, 'LinChannelId') + 1),
    LinChannelBaudRate: String(Math.round((ldf.header.speedKbps ?? 19.2) * 1000)),
  });
  const channel = derived.add(
    'LinIf',
    LINIF.channel,
    global,
    busName,
    {},
    { LinIfChannelRef: [linChannel.id] },
  );
  let slaveContainer: ContainerValue | undefined;
  const nodeType = derived.childOf(channel, LINIF.nodeType);
  if (nodeType) {
    let chosen = derived.childOf(nodeType, isMaster ? LINIF.master : LINIF.slave);
    if (!chosen) {
      for (const other of [LINIF.master, LINIF.slave]) {
        const made = derived.childOf(nodeType, other);
        if (made) derived.remove(made);
      }
      chosen = derived.add(
        'LinIf',
        isMaster ? LINIF.master : LINIF.slave,
        nodeType,
        isMaster ? 'LinIfMaster' : 'LinIfSlave',
      );
    }
    if (!isMaster) slaveContainer = chosen;
    if (isMaster && ldf.nodes.master)
      derived.change(chosen, { LinIfJitter: String(ldf.nodes.master.jitterMs / 1000) }, {});
  }

  let txPduId = derived.maxOf(LINIF.txPdu, 'LinIfTxPduId');
  let sourceId = derived.maxOf(PDUR.src, 'PduRSourcePduHandleId');
  let destinationId = derived.maxOf(PDUR.dest, 'PduRDestPduHandleId');
  let signalId = derived.maxOf(COM.signal, 'ComHandleId');
  const ipduIds = { SEND: derived.maxOf(COM.ipdu, 'ComIPduHandleId'), RECEIVE: -1 };
  const signals = new Map(ldf.signals.map((s) => [s.name, s]));
  const frames = new Map<string, ContainerValue>();
  /** The Com signal made for each LDF signal, by name. */
  const comSignals = new Map<string, ContainerValue>();
  const checksum = enhancedChecksum(ldf) ? 'ENHANCED' : 'CLASSIC';

  /** A LinIf frame with the PDU of its direction (the choice container's default replaced when needed). */
  const linIfFrame = (
    name: string,
    values: Record<string, string>,
    direction: 'tx' | 'rx' | 'internal' | 'slaveToSlave',
  ) => {
    const frame = derived.add('LinIf', LINIF.frame, channel, name, values);
    const choice = derived.childOf(frame, LINIF.direction);
    const wanted = {
      tx: LINIF.txPdu,
      rx: LINIF.rxPdu,
      internal: LINIF.internal,
      slaveToSlave: LINIF.slaveToSlave,
    }[direction];
    if (!choice) return { frame, pdu: undefined };
    let pdu = derived.childOf(choice, wanted);
    if (!pdu) {
      for (const other of [LINIF.txPdu, LINIF.rxPdu, LINIF.internal, LINIF.slaveToSlave]) {
        const made = derived.childOf(choice, other);
        if (made) derived.remove(made);
      }
      pdu = derived.add('LinIf', wanted, choice, wanted.slice(wanted.lastIndexOf('/') + 1));
    }
    return { frame, pdu };
  };

  for (const ldfFrame of ldf.frames) {
    const publishes = ldfFrame.publisher === ecu;
    const subscribes = ldfFrame.signals.some((p) => signals.get(p.signal)?.subscribers.includes(ecu));
    if (!publishes && !subscribes) continue;
    derived.from = { kind: 'message', key: frameKey(ldfFrame) };
    const name = shortNameOf(ldfFrame.name);
    const length = ldfFrame.length ?? lin13Length(ldfFrame.id);
    const linPdu = derived.add('EcuC', ECUC_PDU, pdus, `${name}_LinIf`, { PduLength: String(length) });
    const comPdu = derived.add('EcuC', ECUC_PDU, pdus, `${name}_Com`, { PduLength: String(length) });
    const { frame, pdu } = linIfFrame(
      name,
      {
        LinIfFrameId: String(ldfFrame.id),
        LinIfLength: String(length),
        LinIfChecksumType: checksum,
        LinIfFrameType: 'UNCONDITIONAL',
      },
      publishes ? 'tx' : 'rx',
    );
    frames.set(ldfFrame.name, frame);
    sourceMap.set(frame.id, ldfFrame);
    if (pdu)
      derived.change(
        pdu,
        publishes
          ? { LinIfTxPduId: String((txPduId += 1)), LinIfUserTxUL: 'PDUR' }
          : { LinIfUserRxIndicationUL: 'PDUR' },
        publishes ? { LinIfTxPduRef: [linPdu.id] } : { LinIfRxPduRef: [linPdu.id] },
      );

    const route = derived.add('PduR', PDUR.path, paths, name);
    const [from, to] = publishes ? [comPdu, linPdu] : [linPdu, comPdu];
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

    const made: string[] = [];
    for (const placement of ldfFrame.signals) {
      const signal = signals.get(placement.signal);
      if (!signal) continue;
      derived.from = { kind: 'signal', key: `sig:${frameKey(ldfFrame).slice(4)}:${signal.name}` };
      const init = typeof signal.initValue === 'number' ? signal.initValue : undefined;
      const comSignal = derived.add('Com', COM.signal, comConfig, `${name}_${shortNameOf(signal.name)}`, {
        ComBitPosition: String(placement.offset),
        ComBitSize: String(signal.size),
        ComSignalEndianness: 'LITTLE_ENDIAN',
        ComSignalType: comSignalType({ length: signal.size, signed: false, valueType: 'integer' }),
        ComHandleId: String((signalId += 1)),
        ComTransferProperty: 'PENDING',
        ...(init !== undefined ? { ComSignalInitValue: String(init) } : {}),
      });
      sourceMap.set(comSignal.id, signal);
      comSignals.set(signal.name, comSignal);
      made.push(comSignal.id);
    }
    derived.from = { kind: 'message', key: frameKey(ldfFrame) };
    const direction = publishes ? 'SEND' : 'RECEIVE';
    const ipdu = derived.add(
      'Com',
      COM.ipdu,
      comConfig,
      name,
      {
        ComIPduDirection: direction,
        ComIPduHandleId: String((ipduIds[direction] += 1)),
        ComIPduSignalProcessing: 'DEFERRED',
      },
      { ComPduIdRef: [comPdu.id], ComIPduSignalRef: made },
    );
    sourceMap.set(ipdu.id, ldfFrame);
    if (publishes) result.sent += 1;
    else result.received += 1;
  }

  // A slave reports response errors in the signal its node attributes name (LIN 2.x `response_error`).
  if (slaveContainer) {
    derived.from = { kind: 'bus', key: `bus:${busName}` };
    const attributes = ldf.nodeAttributes.find((a) => a.node === ecu);
    const responseError = attributes?.responseError ? comSignals.get(attributes.responseError) : undefined;
    if (responseError) derived.change(slaveContainer, {}, { LinIfResponseErrorSignal: [responseError.id] });
    else
      say('info', attributes ?? { line: 1, col: 1 }, 'LDF_DERIVE_NO_RESPONSE_ERROR', {
        node: ecu,
      });
  }

  // Event-triggered frames: the master polls them, a slave answers in them for the associated frames it
  // publishes; sporadic frames: the master sends one of its associated frames in their slot.
  derived.from = { kind: 'bus', key: `bus:${busName}` };
  const ldfFrames = new Map(ldf.frames.map((f) => [f.name, f]));
  const lengthOf = (names: readonly string[]) =>
    Math.max(1, ...names.map((n) => ldfFrames.get(n)).map((f) => (f ? (f.length ?? lin13Length(f.id)) : 1)));
  const publishedHere = (name: string) => ldfFrames.get(name)?.publisher === ecu;
  /** Substitution frames: each associated frame taken, its priority its position in the file's list. */
  const substitutions = (
    frame: ContainerValue,
    associated: readonly string[],
    take: (name: string) => boolean,
  ) =>
    associated.forEach((name, position) => {
      const target = frames.get(name);
      if (!target || !take(name)) return;
      derived.add(
        'LinIf',
        LINIF.substitution,
        frame,
        shortNameOf(name),
        { LinIfFramePriority: String(position) },
        { LinIfSubstitutionFrameRef: [target.id] },
      );
    });
  /** The event-triggered frames the master derived, by name. */
  const eventTriggered = new Map<string, LdfEventTriggeredFrame>();
  for (const etf of ldf.eventTriggeredFrames) {
    const take = (name: string) => frames.has(name) && (isMaster || publishedHere(name));
    if (!etf.frames.some(take)) {
      if (isMaster) say('info', etf, 'LDF_DERIVE_ETF_SKIPPED', { frame: etf.name });
      continue;
    }
    const { frame } = linIfFrame(
      shortNameOf(etf.name),
      {
        LinIfFrameId: String(etf.id),
        LinIfLength: String(lengthOf(etf.frames)),
        LinIfChecksumType: checksum,
        LinIfFrameType: 'EVENT_TRIGGERED',
      },
      'internal',
    );
    substitutions(frame, etf.frames, take);
    sourceMap.set(frame.id, etf);
    frames.set(etf.name, frame);
    if (isMaster) eventTriggered.set(etf.name, etf);
  }
  if (isMaster)
    for (const sporadic of ldf.sporadicFrames) {
      const made = sporadic.frames.filter((name) => frames.has(name));
      const first = ldfFrames.get(made[0] ?? '');
      if (!first || !made.some(publishedHere)) {
        say('info', sporadic, 'LDF_DERIVE_SPORADIC_SKIPPED', { frame: sporadic.name });
        continue;
      }
      const { frame } = linIfFrame(
        shortNameOf(sporadic.name),
        {
          LinIfFrameId: String(first.id),
          LinIfLength: String(lengthOf(made)),
          LinIfChecksumType: checksum,
          LinIfFrameType: 'SPORADIC',
        },
        'internal',
      );
      substitutions(frame, sporadic.frames, publishedHere);
      sourceMap.set(frame.id, sporadic);
      frames.set(sporadic.name, frame);
    }

  /** The master's schedule tables, in the order made. */
  const scheduleTables: ContainerValue[] = [];
  // The master sends the headers: its schedule tables, with MRF/SRF frames for diagnostic slots and the
  // master request frames of node configuration commands.
  if (isMaster) {
    derived.from = { kind: 'bus', key: `bus:${busName}` };
    const diagnosticFrame = (type: 'MRF' | 'SRF') => {
      const existing = frames.get(`<${type}>`);
      if (existing) return existing;
      const { frame } = linIfFrame(
        type === 'MRF' ? 'MasterReq' : 'SlaveResp',
        {
          LinIfFrameId: type === 'MRF' ? '60' : '61',
          LinIfLength: '8',
          LinIfChecksumType: 'CLASSIC',
          LinIfFrameType: type,
        },
        'internal',
      );
      frames.set(`<${type}>`, frame);
      return frame;
    };
    /** One frame per distinct request (type and bytes), its eight bytes fixed. */
    const requestFrames = new Map<string, ContainerValue>();
    const requestNames = new Map<string, number>();
    const requestFrame = (request: MasterRequest) => {
      const key = `${request.frameType}:${request.bytes.join(',')}`;
      const existing = requestFrames.get(key);
      if (existing) return existing;
      const base = shortNameOf(request.name);
      const count = (requestNames.get(base) ?? 0) + 1;
      requestNames.set(base, count);
      const { frame } = linIfFrame(
        count === 1 ? base : `${base}_${count}`,
        {
          LinIfFrameId: '60',
          LinIfLength: '8',
          LinIfChecksumType: 'CLASSIC',
          LinIfFrameType: request.frameType,
        },
        'internal',
      );
      const sdu = derived.add('LinIf', LINIF.fixedSdu, frame, 'LinIfFixedFrameSdu');
      const placeholder = derived.childOf(sdu, LINIF.fixedSduByte);
      request.bytes.forEach((value, position) => {
        const values = {
          LinIfFixedFrameSduBytePos: String(position),
          LinIfFixedFrameSduByteVal: String(value),
        };
        const name = `Byte${position}`;
        if (position === 0 && placeholder) derived.rename(derived.change(placeholder, values, {}), name);
        else derived.add('LinIf', LINIF.fixedSduByte, sdu, name, values);
      });
      requestFrames.set(key, frame);
      return frame;
    };
    const missingKey = {
      NODE_ATTRIBUTES: 'LDF_DERIVE_CONFIG_NO_ATTRIBUTES',
      NAD: 'LDF_DERIVE_CONFIG_NO_NAD',
      PRODUCT_ID: 'LDF_DERIVE_CONFIG_NO_PRODUCT_ID',
      MESSAGE_ID: 'LDF_DERIVE_CONFIG_NO_MESSAGE_ID',
      FRAME_ID: 'LDF_DERIVE_CONFIG_NO_FRAME_ID',
    } as const satisfies Record<MissingForRequest['missing'], LdfDeriveMessageKey>;

    // Every table first (a slot may name another as its collision-resolving table), then their entries.
    const tables = new Map<string, ContainerValue>();
    let tableIndex = 0;
    const scheduleTable = (name: string, values: Record<string, string> = {}) => {
      const made = derived.add('LinIf', LINIF.table, channel, shortNameOf(name), {
        ...values,
        LinIfScheduleTableIndex: String((tableIndex += 1)),
      });
      tables.set(name, made);
      scheduleTables.push(made);
      return made;
    };
    for (const table of ldf.scheduleTables) sourceMap.set(scheduleTable(table.name).id, table);
    const slot = (
      table: ContainerValue,
      index: number,
      delaySeconds: number,
      frame: ContainerValue,
      collisionResolving?: ContainerValue,
    ) =>
      derived.add(
        'LinIf',
        LINIF.entry,
        table,
        `${table.shortName}_${index}`,
        { LinIfDelay: String(Number(delaySeconds.toFixed(6))), LinIfEntryIndex: String(index) },
        {
          LinIfFrameRef: [frame.id],
          ...(collisionResolving ? { LinIfCollisionResolvingRef: [collisionResolving.id] } : {}),
        },
      );
    /**
     * The table that resolves a collision in an event-triggered frame: the file's; without one (LIN 2.0), a
     * table run once that polls each associated frame in a slot of its worst case, in whole milliseconds.
     */
    const baud = (ldf.header.speedKbps ?? 19.2) * 1000;
    const collisionTable = (etf: LdfEventTriggeredFrame) => {
      const named = etf.collisionScheduleTable ? tables.get(etf.collisionScheduleTable) : undefined;
      if (named) return named;
      const name = `${etf.name}_CollisionResolving`;
      const existing = tables.get(name);
      if (existing) return existing;
      const made = scheduleTable(name, { LinIfRunMode: 'RUN_ONCE' });
      sourceMap.set(made.id, etf);
      let index = 0;
      for (const associated of etf.frames) {
        const frame = frames.get(associated);
        if (!frame) continue;
        const length = lengthOf([associated]);
        const worstCaseMs = Math.ceil((linFrameMaxBitTimes(length) / baud) * 1000 - 1e-9);
        slot(made, index, worstCaseMs / 1000, frame);
        index += 1;
      }
      say('info', etf, 'LDF_DERIVE_ETF_COLLISION_TABLE', { frame: etf.name, table: made.shortName });
      return made;
    };
    /** A frame the master sends the header of only: a slave publishes it for other slaves. */
    const slaveToSlaveFrame = (name: string) => {
      const ldfFrame = ldfFrames.get(name);
      if (!ldfFrame) return undefined;
      const { frame } = linIfFrame(
        shortNameOf(name),
        {
          LinIfFrameId: String(ldfFrame.id),
          LinIfLength: String(lengthOf([name])),
          LinIfChecksumType: checksum,
          LinIfFrameType: 'UNCONDITIONAL',
        },
        'slaveToSlave',
      );
      sourceMap.set(frame.id, ldfFrame);
      frames.set(name, frame);
      return frame;
    };
    for (const table of ldf.scheduleTables) {
      const made = tables.get(table.name);
      if (!made) continue;
      table.entries.forEach((entry, index) => {
        const command = entry.command;
        let frame: ContainerValue | undefined;
        if (command.kind === 'frame') frame = frames.get(command.frame) ?? slaveToSlaveFrame(command.frame);
        else if (command.kind === 'MasterReq') frame = diagnosticFrame('MRF');
        else if (command.kind === 'SlaveResp') frame = diagnosticFrame('SRF');
        else {
          const outcome = masterRequest(ldf, command);
          if ('missing' in outcome) {
            say('info', entry, missingKey[outcome.missing], {
              table: table.name,
              command: command.kind,
              node: 'node' in outcome ? outcome.node : '-',
              frame: 'frame' in outcome ? outcome.frame : '-',
            });
            return;
          }
          frame = requestFrame(outcome.request);
        }
        if (!frame) {
          say('info', entry, 'LDF_DERIVE_ENTRY_SKIPPED', {
            table: table.name,
            command: command.kind === 'frame' ? command.frame : command.kind,
          });
          return;
        }
        const etf = command.kind === 'frame' ? eventTriggered.get(command.frame) : undefined;
        slot(made, index, entry.delayMs / 1000, frame, etf ? collisionTable(etf) : undefined);
      });
    }
  }
  // Every LinIf frame of the channel counted (unconditional, event-triggered, sporadic, diagnostic, requests).
  const frameCount = derived
    .allContainers()
    .filter((c) => c.parentId === channel.id && c.definitionPath === LINIF.frame).length;
  derived.change(channel, { LinIfMaxFrameCnt: String(Math.max(1, frameCount)) }, {});

  // The node's role: LinIf's transport protocol once it sends diagnostic frames, the bus's ComM channel (the
  // project's LIN channel of the bus's name, else a new one; LIN network management of a master or a slave) and
  // LinSM's channel on it, with the master's schedule tables.
  derived.from = { kind: 'bus', key: `bus:${busName}` };
  const general = derived.first('LinIf', LINIF.general);
  if (
    general &&
    (frames.has('<MRF>') || frames.has('<SRF>')) &&
    general.values['LinIfTpSupported'] !== true
  ) {
    if (derived.isCreated(general)) derived.change(general, { LinIfTpSupported: true }, {});
    else say('info', { line: 1, col: 1 }, 'LDF_DERIVE_TP_SUPPORT', {});
  }
  const comMSet = derived.first('ComM', COMM.configSet);
  let comMChannel = derived
    .allContainers()
    .find(
      (c) =>
        c.module === 'ComM' &&
        c.definitionPath === COMM.channel &&
        c.shortName === busName &&
        c.values['ComMBusType'] === 'COMM_BUS_TYPE_LIN',
    );
  if (!comMChannel && comMSet)
    comMChannel = derived.add('ComM', COMM.channel, comMSet, busName, {
      ComMChannelId: String(derived.maxOf(COMM.channel, 'ComMChannelId') + 1),
      ComMBusType: 'COMM_BUS_TYPE_LIN',
    });
  if (comMChannel) {
    const management =
      derived.childOf(comMChannel, COMM.networkManagement) ??
      derived.add('ComM', COMM.networkManagement, comMChannel, 'ComMNetworkManagement');
    const variant = isMaster ? 'LIGHT' : 'LINSLAVE';
    if (derived.isCreated(management)) derived.change(management, { ComMNmVariant: variant }, {});
    else if (management.values['ComMNmVariant'] !== variant)
      say('info', { line: 1, col: 1 }, 'LDF_DERIVE_COMM_VARIANT', {
        channel: comMChannel.shortName,
        variant,
      });
    derived.change(channel, {}, { LinIfComMNetworkHandleRef: [comMChannel.id] });
    const linSMSet = derived.first('LinSM', LINSM.configSet);
    if (linSMSet) {
      const linSMChannel = derived.add(
        'LinSM',
        LINSM.channel,
        linSMSet,
        busName,
        // A slave whose wakeup found no answer three times keeps silent 1.5 s (LIN 2.x wakeup).
        isMaster
          ? { LinSMNodeType: 'MASTER' }
          : { LinSMNodeType: 'SLAVE', LinSMSilenceAfterWakeupTimeout: '1.5' },
        { LinSMComMNetworkHandleRef: [comMChannel.id] },
      );
      for (const table of scheduleTables)
        derived.add(
          'LinSM',
          LINSM.schedule,
          linSMChannel,
          table.shortName,
          { LinSMScheduleIndex: String(table.values['LinIfScheduleTableIndex']) },
          { LinSMScheduleIndexRef: [table.id] },
        );
    }
  }
  return result;
}
