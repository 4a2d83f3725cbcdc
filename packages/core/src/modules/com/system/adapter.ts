/**
 * A system description (one CAN cluster of it) as the bus database of a DBC file, so that one derivation
 * (`deriveFromDbc`) serves both sources. Pure.
 *
 * - nodes: the ECU instances with a frame port on the cluster's frame triggerings (and the ECU asked for);
 * - messages: one per CAN frame triggering: its IDENTIFIER, CAN-ADDRESSING-MODE EXTENDED → a 29-bit id,
 *   CAN-FRAME-TX/RX-BEHAVIOR CAN-FD → VFrameFormat *_FD, FRAME-LENGTH as size; the transmitter is the ECU
 *   whose frame port is OUT, the receivers those whose frame port is IN; the cycle time of the I-PDU's
 *   cyclic timing as GenMsgCycleTime (ms);
 * - signals: the I-signal-to-I-PDU mappings of the PDUs the frame carries (a secured PDU's payload
 *   followed). AUTOSAR's START-POSITION counts bits as a DBC does (bit 0 = least significant bit of byte 0,
 *   sawtooth) and names the least significant bit for MOST-SIGNIFICANT-BYTE-LAST and the most significant
 *   bit for MOST-SIGNIFICANT-BYTE-FIRST: exactly a DBC start bit for both byte orders (Intel @1 names the
 *   LSB, Motorola @0 the MSB). A PDU placed at byte k of the frame moves its signals by 8·k bits. Sign and
 *   IEEE floats from the SW base type's encoding (AUTOSAR 3: a negative lower limit of the data type, else
 *   of the compu method's scale); factor and offset from a linear compu method; the I-signal's INIT-VALUE
 *   as GenSigStartValue (raw, like the DBC attribute).
 */
import type {
  ArxmlDocument,
  ArxmlFrame,
  ArxmlPdu,
  CommunicationCluster,
  CompuMethod,
  EcuInstance,
  FrameTriggering,
  PduTriggering,
} from '../../../formats/arxml/model.js';
import { diagnostic, type Diagnostic } from '../../../formats/diagnostic.js';
import {
  emptyDbcDatabase,
  NO_NODE,
  type DbcAttributeDefinition,
  type DbcDatabase,
  type DbcMessage,
  type DbcSignal,
} from '../../../formats/dbc/model.js';
import type { Language } from '../../../i18n/index.js';
import type { SystemExtras } from './extras.js';
import {
  clusterReasonText,
  systemDeriveText,
  type ClusterReason,
  type SystemDeriveMessageKey,
} from './messages.js';

export interface SystemToDbcOptions {
  /** The file name diagnostics name. */
  file: string;
  language: Language;
  /** The CAN cluster (short name or path) to take; by default the one `ecu` is connected to, else the first. */
  cluster?: string;
  /** The ECU instance (short name or path) the derivation is for: it picks the default cluster. */
  ecu?: string;
  /** What the reader does not keep: base types, data-type limits, cycle times (`readSystemExtras`). */
  extras?: SystemExtras;
}

export interface SystemAsDbc {
  database: DbcDatabase;
  /** The CAN cluster taken (undefined when the file has none). */
  cluster: CommunicationCluster | undefined;
  /** Why it was taken. */
  clusterReason: ClusterReason;
  /** The ECU instance's short name when `ecu` names one (by short name or path). */
  ecu: string | undefined;
  diagnostics: Diagnostic[];
}

/** Vector's VFrameFormat values: the index is what a DBC file stores. */
export const V_FRAME_FORMATS = [
  'StandardCAN',
  'ExtendedCAN',
  'reserved',
  'J1939PG',
  'reserved',
  'reserved',
  'reserved',
  'reserved',
  'reserved',
  'reserved',
  'reserved',
  'reserved',
  'reserved',
  'reserved',
  'StandardCAN_FD',
  'ExtendedCAN_FD',
] as const;

const ATTRIBUTE_DEFINITIONS: readonly DbcAttributeDefinition[] = [
  {
    name: 'GenMsgCycleTime',
    objectType: 'BO_',
    valueType: 'INT',
    minimum: 0,
    maximum: 65535,
    line: 1,
    col: 1,
  },
  {
    name: 'VFrameFormat',
    objectType: 'BO_',
    valueType: 'ENUM',
    enumValues: [...V_FRAME_FORMATS],
    defaultValue: 0,
    line: 1,
    col: 1,
  },
  { name: 'GenSigStartValue', objectType: 'SG_', valueType: 'FLOAT', line: 1, col: 1 },
];

/** The CAN clusters of a document. */
export function canClusters(document: ArxmlDocument): CommunicationCluster[] {
  return document.clusters.filter((c) => c.bus === 'can');
}

const byPath = <T extends { path: string }>(items: readonly T[]): Map<string, T> =>
  new Map(items.map((item) => [item.path, item]));

const named = <T extends { path: string; shortName: string }>(items: readonly T[], name: string) =>
  items.find((item) => item.path === name) ?? items.find((item) => item.shortName === name);

/** A number written in a value (decimal, 0x hex), or undefined. */
function numberOf(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const value = /^[+-]?0x[0-9a-f]+$/i.test(trimmed) ? parseInt(trimmed, 16) : Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
}

/** Factor and offset of a linear compu method (one scale, two numerator coefficients), else 1 and 0. */
function linearOf(method: CompuMethod | undefined): { factor: number; offset: number } {
  const scale = method?.scales.length === 1 ? method.scales[0] : undefined;
  const [offset, factor] = scale?.numerator ?? [];
  const denominator = scale?.denominator[0] ?? 1;
  if (offset === undefined || factor === undefined || denominator === 0) return { factor: 1, offset: 0 };
  return { factor: factor / denominator, offset: offset / denominator };
}

/** Takes one CAN cluster of a system description as a DBC database. */
export function systemToDbcDatabase(document: ArxmlDocument, options: SystemToDbcOptions): SystemAsDbc {
  const diagnostics: Diagnostic[] = [];
  const say = (
    severity: 'error' | 'warning' | 'info',
    at: { line: number; col: number },
    key: SystemDeriveMessageKey,
    params: Record<string, string | number>,
  ) =>
    diagnostics.push(
      diagnostic(
        severity,
        key,
        systemDeriveText(options.language, key, params),
        options.file,
        at.line,
        at.col,
      ),
    );
  const database = emptyDbcDatabase();
  database.attributeDefinitions.push(...ATTRIBUTE_DEFINITIONS.map((d) => ({ ...d })));
  const clusters = canClusters(document);
  const ecuInstance: EcuInstance | undefined =
    options.ecu === undefined ? undefined : named(document.ecuInstances, options.ecu);
  const result: SystemAsDbc = {
    database,
    cluster: undefined,
    clusterReason: 'first',
    ecu: ecuInstance?.shortName,
    diagnostics,
  };
  if (clusters.length === 0) return result;

  // Frame ports: path → owning ECU and direction.
  const ports = new Map<string, { ecu: EcuInstance; direction: string }>();
  for (const ecu of document.ecuInstances)
    for (const connector of ecu.connectors)
      for (const port of connector.ports)
        if (port.kind === 'frame')
          ports.set(port.path, { ecu, direction: (port.direction ?? '').toUpperCase() });
  const triggeringsOf = (cluster: CommunicationCluster): FrameTriggering[] =>
    cluster.channels.flatMap((c) => c.frameTriggerings);

  // The cluster: asked for, else the one the ECU has most frame ports on, else the first.
  let cluster: CommunicationCluster | undefined;
  if (options.cluster !== undefined) {
    cluster = named(clusters, options.cluster);
    if (!cluster) {
      say('error', clusters[0]!, 'SYSTEM_DERIVE_NO_CLUSTER', {
        cluster: options.cluster,
        known: clusters.map((c) => c.shortName).join(', '),
      });
      return result;
    }
    result.clusterReason = 'option';
  } else if (ecuInstance) {
    let best = 0;
    for (const candidate of clusters) {
      const count = triggeringsOf(candidate).filter((t) =>
        t.framePortRefs.some((ref) => ports.get(ref)?.ecu === ecuInstance),
      ).length;
      if (count > best) [cluster, best] = [candidate, count];
    }
    if (cluster) result.clusterReason = 'ecu';
  }
  cluster ??= clusters[0]!;
  result.cluster = cluster;
  if (clusters.length > 1)
    say('info', cluster, 'SYSTEM_DERIVE_CLUSTER_CHOSEN', {
      count: clusters.length,
      cluster: cluster.shortName,
      reason: clusterReasonText(options.language, result.clusterReason, ecuInstance?.shortName ?? ''),
    });
  if (cluster.baudrate !== undefined && cluster.baudrate > 0)
    database.bitTiming = { baudrate: Math.round(cluster.baudrate / 1000), btr1: 0, btr2: 0 };

  const frames = byPath<ArxmlFrame>(document.frames);
  const pdus = byPath<ArxmlPdu>(document.pdus);
  const pduTriggerings = byPath<PduTriggering>(
    document.clusters.flatMap((c) => c.channels.flatMap((channel) => channel.pduTriggerings)),
  );
  const signals = byPath(document.signals);
  const systemSignals = byPath(document.systemSignals);
  const compuMethods = byPath(document.compuMethods);
  const extras = options.extras;

  /** A PDU by the path of the PDU, of a PDU triggering or of an AUTOSAR 3 PAYLOAD. */
  const pduAt = (ref: string): ArxmlPdu | undefined => {
    const direct = pdus.get(ref);
    if (direct) return direct;
    const triggering = pduTriggerings.get(ref);
    if (triggering) return pdus.get(triggering.pduRef);
    const payload = extras?.payloads.get(ref);
    return payload === undefined ? undefined : pdus.get(payload);
  };
  /** The PDUs that hold a PDU's signals: itself, or a secured PDU's payload (followed a few levels). */
  const signalPdus = (pdu: ArxmlPdu, depth = 0): ArxmlPdu[] => {
    if (pdu.signalMappings.length > 0 || pdu.element !== 'SECURED-I-PDU' || depth > 3) return [pdu];
    const payload = pdu.relatedPduRefs.map(pduAt).filter((p): p is ArxmlPdu => p !== undefined);
    return payload.length === 0 ? [pdu] : payload.flatMap((p) => signalPdus(p, depth + 1));
  };

  const signedness = (
    length: number,
    iSignal: ReturnType<typeof signals.get>,
    method: CompuMethod | undefined,
  ): Pick<DbcSignal, 'signed' | 'valueType'> => {
    const baseType =
      iSignal?.baseTypeRef === undefined ? undefined : extras?.baseTypes.get(iSignal.baseTypeRef);
    const encoding = baseType?.encoding?.toUpperCase();
    if (encoding === 'IEEE754')
      return { signed: true, valueType: length === 64 ? 'double' : length === 32 ? 'float' : 'integer' };
    if (encoding !== undefined && encoding !== '')
      return { signed: /2C|1C|SM/.test(encoding), valueType: 'integer' };
    const dataType = systemSignals.get(iSignal?.systemSignalRef ?? '')?.dataTypeRef;
    const lower = numberOf(dataType === undefined ? undefined : extras?.lowerLimits.get(dataType));
    if (lower !== undefined) return { signed: lower < 0, valueType: 'integer' };
    const scaleLower = method?.scales
      .map((s) => numberOf(s.lowerLimit))
      .filter((v): v is number => v !== undefined);
    return { signed: (scaleLower ?? []).some((v) => v < 0), valueType: 'integer' };
  };

  const nodes = new Map<string, EcuInstance>();
  for (const triggering of triggeringsOf(cluster)) {
    const frame = frames.get(triggering.frameRef);
    if (!frame) {
      say('warning', triggering, 'SYSTEM_DERIVE_NO_FRAME', {
        triggering: triggering.shortName,
        frame: triggering.frameRef,
      });
      continue;
    }
    if (triggering.identifier === undefined) continue;
    const owners = triggering.framePortRefs
      .map((ref) => ports.get(ref))
      .filter((p): p is { ecu: EcuInstance; direction: string } => p !== undefined);
    for (const { ecu } of owners) nodes.set(ecu.path, ecu);
    const senders = [...new Set(owners.filter((o) => o.direction === 'OUT').map((o) => o.ecu.shortName))];
    const receivers = [...new Set(owners.filter((o) => o.direction === 'IN').map((o) => o.ecu.shortName))];
    const mode = triggering.addressingMode?.toUpperCase();
    const extended = mode === undefined ? triggering.identifier > 0x7ff : mode === 'EXTENDED';
    const fd = [triggering.canFrameTxBehavior, triggering.canFrameRxBehavior].some(
      (b) => b?.toUpperCase() === 'CAN-FD',
    );

    // The PDUs of the frame with their byte offsets: the frame's PDU-TO-FRAME-MAPPINGs, else the PDU
    // triggerings of the frame triggering.
    const placed: { pdu: ArxmlPdu; byte: number }[] = [];
    for (const mapping of frame.pduMappings) {
      const pdu = pdus.get(mapping.pduRef);
      if (!pdu) {
        say('warning', mapping, 'SYSTEM_DERIVE_NO_PDU', { frame: frame.shortName, pdu: mapping.pduRef });
        continue;
      }
      const start = mapping.startPosition ?? 0;
      const msbFirst = mapping.byteOrder === 'MOST-SIGNIFICANT-BYTE-FIRST';
      const byte = Math.floor(start / 8);
      // Byte k starts at bit 8k (least significant bit first) or 8k+7 (most significant bit first); 0 is
      // taken as byte 0 whatever the byte order.
      if (start !== 0 && start % 8 !== (msbFirst ? 7 : 0))
        say('warning', mapping, 'SYSTEM_DERIVE_PDU_OFFSET', {
          pdu: pdu.shortName,
          frame: frame.shortName,
          start,
          byte,
        });
      placed.push({ pdu, byte });
    }
    if (frame.pduMappings.length === 0)
      for (const ref of triggering.pduTriggeringRefs) {
        const pdu = pduAt(ref);
        if (pdu) placed.push({ pdu, byte: 0 });
      }
    for (const { pdu } of placed)
      if (pdu.element === 'CONTAINER-I-PDU' || pdu.element === 'MULTIPLEXED-I-PDU')
        say('info', pdu, 'SYSTEM_DERIVE_PDU_KIND', {
          frame: frame.shortName,
          kind: pdu.element,
          pdu: pdu.shortName,
        });
    const withSignals = placed.flatMap(({ pdu, byte }) => signalPdus(pdu).map((p) => ({ pdu: p, byte })));
    if (withSignals.filter(({ pdu }) => pdu.signalMappings.length > 0).length > 1)
      say('info', frame, 'SYSTEM_DERIVE_SEVERAL_PDUS', { frame: frame.shortName, count: withSignals.length });

    const messageSignals: DbcSignal[] = [];
    for (const { pdu, byte } of withSignals)
      for (const mapping of pdu.signalMappings) {
        if (mapping.signalRef === undefined) {
          if (mapping.signalGroupRef !== undefined)
            say('info', mapping, 'SYSTEM_DERIVE_SIGNAL_GROUP', { mapping: mapping.shortName });
          continue;
        }
        const iSignal = signals.get(mapping.signalRef);
        if (!iSignal) {
          say('warning', mapping, 'SYSTEM_DERIVE_NO_SIGNAL', {
            mapping: mapping.shortName,
            signal: mapping.signalRef,
          });
          continue;
        }
        const systemSignal = systemSignals.get(iSignal.systemSignalRef ?? '');
        const length = iSignal.length ?? systemSignal?.length;
        if (length === undefined || length <= 0) {
          say('warning', iSignal, 'SYSTEM_DERIVE_NO_LENGTH', { signal: iSignal.shortName });
          continue;
        }
        const method = compuMethods.get(iSignal.compuMethodRef ?? systemSignal?.compuMethodRef ?? '');
        const { factor, offset } = linearOf(method);
        const init = numberOf(iSignal.initValues[0]);
        messageSignals.push({
          name: iSignal.shortName,
          startBit: (mapping.startPosition ?? 0) + 8 * byte,
          length,
          byteOrder: mapping.byteOrder === 'MOST-SIGNIFICANT-BYTE-FIRST' ? 'big_endian' : 'little_endian',
          ...signedness(length, iSignal, method),
          factor,
          offset,
          minimum: 0,
          maximum: 0,
          unit: '',
          receivers: receivers.length > 0 ? receivers : [NO_NODE],
          multiplexer: false,
          ...(systemSignal?.desc !== undefined ? { comment: systemSignal.desc } : {}),
          attributes: init === undefined ? {} : { GenSigStartValue: init },
          line: mapping.line,
          col: mapping.col,
        });
      }

    const period = withSignals
      .map(({ pdu }) => extras?.cyclePeriods.get(pdu.path))
      .concat(placed.map(({ pdu }) => extras?.cyclePeriods.get(pdu.path)))
      .find((p) => p !== undefined && p > 0);
    const format = V_FRAME_FORMATS.indexOf(
      extended ? (fd ? 'ExtendedCAN_FD' : 'ExtendedCAN') : fd ? 'StandardCAN_FD' : 'StandardCAN',
    );
    const message: DbcMessage = {
      canId: triggering.identifier,
      extended,
      name: frame.shortName,
      size: frame.length ?? placed[0]?.pdu.lengthInBytes ?? 8,
      transmitter: senders[0] ?? NO_NODE,
      ...(senders.length > 1 ? { transmitters: senders } : {}),
      signals: messageSignals,
      attributes: {
        VFrameFormat: format,
        ...(period !== undefined ? { GenMsgCycleTime: Math.round(period * 1000) } : {}),
      },
      line: triggering.line,
      col: triggering.col,
    };
    database.messages.push(message);
  }
  if (ecuInstance) nodes.set(ecuInstance.path, ecuInstance);
  for (const ecu of nodes.values())
    database.nodes.push({
      name: ecu.shortName,
      ...(ecu.desc !== undefined ? { comment: ecu.desc } : {}),
      attributes: {},
      line: ecu.line,
      col: ecu.col,
    });
  return result;
}
