/**
 * The Dcm proposal "connect Dcm to the diagnostic transport": for the CanTp N-SDUs a bus database derived (or
 * the user made) that do not reach Dcm yet, everything between them and Dcm's session layer —
 * - per Rx N-SDU (a request): an EcuC Pdu `<N-SDU>_Dcm` as long as the N-SDU's Pdu, a PduR routing path
 *   `<N-SDU>_Tp` from the N-SDU's Pdu to it (handle ids after the largest ones, as the DBC derivation counts
 *   them) and a DcmDslProtocolRx `<N-SDU>_Rx` on it, physical or functional as the N-SDU's CanTpRxTaType;
 * - per physical Tx N-SDU (a response): the mirror, a DcmDslProtocolTx `<N-SDU>_Tx` and a path Dcm → CanTp;
 * - a DcmDslMainConnection per physical request/response pair (the N-SDUs sharing flow control), functional
 *   requests joining the connection of their CanTp channel;
 * - the DcmDslProtocolRow of UDS on CAN with its Rx and Tx DcmDslBuffer (large enough for the longest N-SDU)
 *   and its service table, when the project has none.
 * A routing path the derivation already made to an upper Pdu no module uses is reused. What reaches Dcm
 * already is left alone, so running it again proposes nothing. Pure.
 */
import { withOrigin } from '../../../ecuc/derived.js';
import type {
  ContainerOrigin,
  ContainerValue,
  ParamValue,
  ProjectSnapshot,
} from '../../../ecuc/store-types.js';
import type { LocalizedText, ModuleDef } from '../../../ecuc/types.js';
import { diagnostic, type Diagnostic } from '../../../formats/diagnostic.js';
import { interpolate } from '../../../i18n/index.js';
import { DerivedConfiguration } from '../../com/dbc/derived-configuration.js';
import type { ImportContext, ImportResult, ModuleProposal } from '../../plugin.js';
import { proposalResult } from '../../proposal-result.js';
import { DCM_PATHS } from '../definition.js';
import { connectable, diagnosticTransport, PDUR_PATHS, type DiagnosticNSdu } from './transport.js';

const DCM = {
  configSet: '/Dcm/DcmConfigSet',
  dsl: '/Dcm/DcmConfigSet/DcmDsl',
  protocol: '/Dcm/DcmConfigSet/DcmDsl/DcmDslProtocol',
  connection: '/Dcm/DcmConfigSet/DcmDsl/DcmDslProtocol/DcmDslProtocolRow/DcmDslConnection',
  dsd: '/Dcm/DcmConfigSet/DcmDsd',
} as const;
const ECUC_PDUS = '/EcuC/EcucPduCollection';
const ECUC_PDU = '/EcuC/EcucPduCollection/Pdu';
const UDS_ON_CAN = 'DCM_UDS_ON_CAN';
/** DcmDslBufferSize's lower bound. */
const SMALLEST_BUFFER = 8;

const TEXT = {
  label: {
    zh_cn: '将 Dcm 连接到诊断传输层',
    en_us: 'Connect Dcm to the diagnostic transport',
  },
  description: {
    zh_cn:
      '为尚未连接 Dcm 的 CanTp N-SDU 建立 Dcm 侧的 EcuC PDU、CanTp 与 Dcm 之间的 PduR 路由路径，以及 Dcm 的协议接收/发送：每对物理请求/响应一个 DcmDslMainConnection，功能请求加入其通道的连接；缺少时还建立 UDS on CAN 协议行及其收发缓冲区。',
    en_us:
      'For the CanTp N-SDUs not yet connected to Dcm: an EcuC Pdu on the Dcm side, a PduR routing path between CanTp and Dcm, and a Dcm protocol Rx or Tx — one DcmDslMainConnection per physical request/response pair, functional requests joining their channel’s connection; plus the UDS on CAN protocol row with its Rx and Tx buffers when the project has none.',
  },
  noNSdu: {
    zh_cn: '项目中没有 CanTp N-SDU：请先在 Com 页面导入带诊断报文的 DBC（或配置 CanTp）',
    en_us:
      'The project has no CanTp N-SDU: import a DBC with diagnostic messages on the Com page (or configure CanTp) first',
  },
  allConnected: {
    zh_cn: '所有诊断 CanTp N-SDU 均已连接到 Dcm',
    en_us: 'Every diagnostic CanTp N-SDU is connected to Dcm already',
  },
  functionalTx: {
    zh_cn:
      'CanTp 发送 N-SDU {nSdu} 为功能寻址：它承载本 ECU 作为诊断仪发出的请求，而非 Dcm 的响应，未连接到 Dcm',
    en_us:
      'CanTp Tx N-SDU {nSdu} is functional: it carries a request this ECU sends as a tester, not a Dcm response, and is not connected to Dcm',
  },
  routedElsewhere: {
    zh_cn: 'CanTp N-SDU {nSdu} 的 PDU 已路由到其他模块使用的 PDU（传输层网关），未连接到 Dcm',
    en_us:
      'The Pdu of CanTp N-SDU {nSdu} is routed to a Pdu another module uses (a transport gateway): it is not connected to Dcm',
  },
  noRequest: {
    zh_cn:
      'CanTp 发送 N-SDU {nSdu} 没有可加入的连接（没有与其共享流控的请求，其通道上的连接都已有响应），未连接到 Dcm',
    en_us:
      'CanTp Tx N-SDU {nSdu} has no connection to join (no request shares its flow control, every connection of its channel has a response): it is not connected to Dcm',
  },
  bufferEnlarged: {
    zh_cn: '缓冲区 {buffer} 由 {from} 字节增大到 {to} 字节，以容纳最长的 N-SDU',
    en_us: 'Buffer {buffer} grows from {from} to {to} bytes to hold the longest N-SDU',
  },
} satisfies Record<string, LocalizedText>;

type RemarkKey = 'functionalTx' | 'routedElsewhere' | 'noRequest' | 'bufferEnlarged';

/** What the project lacks for the proposal, or undefined when there is something to connect. */
function connectionsUnavailable(snapshot: ProjectSnapshot): LocalizedText | undefined {
  const nSdus = diagnosticTransport(snapshot.containers);
  if (nSdus.length === 0) return TEXT.noNSdu;
  return connectable(nSdus).length === 0 ? TEXT.allConnected : undefined;
}

const numberOf = (value: ParamValue | undefined): number => {
  const parsed = typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isFinite(parsed) ? parsed : 0;
};

/** The containers the proposal makes or changes, with its remarks. */
class ConnectionBuilder {
  readonly derived: DerivedConfiguration;
  readonly remarks: Diagnostic[] = [];
  /**
   * The Pdus and routing paths made for N-SDUs a bus database derived, with the origin of the N-SDU's Pdu: they
   * are marked as that source's (as its derivation names them when Dcm is enabled), so that a re-import of the
   * source finds them instead of making a second Pdu and path.
   */
  readonly adopted = new Map<string, ContainerOrigin>();
  private sourceId: number;
  private destinationId: number;
  private connectionId: number;
  private rxPduId: number;
  private txConfirmationId: number;

  constructor(
    readonly context: ImportContext,
    readonly file: string,
  ) {
    const derived = new DerivedConfiguration(context.snapshot, context.definitions, context.newId);
    this.derived = derived;
    this.sourceId = derived.maxOf(PDUR_PATHS.src, 'PduRSourcePduHandleId');
    this.destinationId = derived.maxOf(PDUR_PATHS.dest, 'PduRDestPduHandleId');
    this.connectionId = derived.maxOf(DCM_PATHS.mainConnection, 'DcmDslProtocolRxConnectionId');
    this.rxPduId = derived.maxOf(DCM_PATHS.protocolRx, 'DcmDslProtocolRxPduId');
    this.txConfirmationId = derived.maxOf(DCM_PATHS.protocolTx, 'DcmDslTxConfirmationPduId');
  }

  say(key: RemarkKey, params: Record<string, string | number>): void {
    this.remarks.push(
      diagnostic(
        'info',
        `DCM_CONNECT_${key.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`,
        interpolate(TEXT[key][this.context.language], params),
        this.file,
        1,
        1,
      ),
    );
  }

  /** The first container of each path, made under the one before when missing. */
  ensurePath(module: string, paths: readonly string[]): ContainerValue {
    let parent: ContainerValue | null = null;
    for (const path of paths) {
      const found: ContainerValue | undefined = this.derived.first(module, path);
      parent = found ?? this.derived.add(module, path, parent, path.slice(path.lastIndexOf('/') + 1));
    }
    if (!parent) throw new Error('no path');
    return parent;
  }

  /** Takes back the children of one definition a container made here came with (its mandatory defaults). */
  dropDefaultChildren(container: ContainerValue, definitionPath: string): void {
    for (const child of this.children(container, definitionPath))
      if (this.derived.isCreated(child)) this.derived.remove(child);
  }

  children(container: ContainerValue, definitionPath: string): ContainerValue[] {
    return this.derived
      .allContainers()
      .filter((c) => c.parentId === container.id && c.definitionPath === definitionPath);
  }

  latest(container: ContainerValue): ContainerValue {
    return this.derived.allContainers().find((c) => c.id === container.id) ?? container;
  }

  /** A PduR routing path from one Pdu to another, with the next handle ids; its containers. */
  route(name: string, from: ContainerValue, to: ContainerValue): ContainerValue[] {
    const paths = this.derived.first('PduR', PDUR_PATHS.paths);
    if (!paths) return [];
    const path = this.derived.add('PduR', PDUR_PATHS.path, paths, name);
    const source =
      this.derived.childOf(path, PDUR_PATHS.src) ??
      this.derived.add('PduR', PDUR_PATHS.src, path, 'PduRSrcPdu');
    const destination =
      this.derived.childOf(path, PDUR_PATHS.dest) ??
      this.derived.add('PduR', PDUR_PATHS.dest, path, 'PduRDestPdu');
    this.derived.change(
      source,
      { PduRSourcePduHandleId: String((this.sourceId += 1)) },
      { PduRSrcPduRef: [from.id] },
    );
    this.derived.change(
      destination,
      { PduRDestPduHandleId: String((this.destinationId += 1)) },
      { PduRDestPduRef: [to.id] },
    );
    return [path, source, destination];
  }

  /** The Pdu on Dcm's side of an N-SDU: the one a routing path reaches already, else a new one routed to it. */
  upperPdu(n: DiagnosticNSdu): ContainerValue {
    if (n.upperPdu) return n.upperPdu;
    const pdus = this.ensurePath('EcuC', [ECUC_PDUS]);
    const name = n.nSdu.shortName;
    const length = n.pdu.values['PduLength'];
    const upper = this.derived.add(
      'EcuC',
      ECUC_PDU,
      pdus,
      `${name}_Dcm`,
      typeof length === 'string' ? { PduLength: length } : {},
    );
    const route =
      n.direction === 'rx' ? this.route(`${name}_Tp`, n.pdu, upper) : this.route(`${name}_Tp`, upper, n.pdu);
    const origin = n.pdu.origin;
    if (origin) for (const made of [upper, ...route]) this.adopted.set(made.id, origin);
    return upper;
  }

  /** A new DcmDslConnection with its main connection, named after the request (or response) it serves. */
  mainConnection(row: ContainerValue, name: string): ContainerValue {
    const connection = this.derived.add('Dcm', DCM.connection, row, `${name}_Conn`);
    this.dropDefaultChildren(connection, DCM_PATHS.mainConnection);
    const main = this.derived.add('Dcm', DCM_PATHS.mainConnection, connection, `${name}_Main`, {
      DcmDslProtocolRxConnectionId: String((this.connectionId += 1)),
    });
    this.dropDefaultChildren(main, DCM_PATHS.protocolRx);
    return main;
  }

  /** The DcmDslProtocolRx or DcmDslProtocolTx of an N-SDU in a main connection. */
  connect(n: DiagnosticNSdu, main: ContainerValue): void {
    const upper = this.upperPdu(n);
    const name = n.nSdu.shortName;
    if (n.direction === 'rx')
      this.derived.add(
        'Dcm',
        DCM_PATHS.protocolRx,
        main,
        `${name}_Rx`,
        {
          DcmDslProtocolRxAddrType: n.physical ? 'DCM_PHYSICAL_TYPE' : 'DCM_FUNCTIONAL_TYPE',
          DcmDslProtocolRxPduId: String((this.rxPduId += 1)),
        },
        { DcmDslProtocolRxPduRef: [upper.id] },
      );
    else
      this.derived.add(
        'Dcm',
        DCM_PATHS.protocolTx,
        main,
        `${name}_Tx`,
        { DcmDslTxConfirmationPduId: String((this.txConfirmationId += 1)) },
        { DcmDslProtocolTxPduRef: [upper.id] },
      );
  }

  /** The protocol row of UDS on CAN: the project's first, else a new one (without the default connection). */
  protocolRow(): ContainerValue {
    const existing = this.derived
      .allContainers()
      .find(
        (c) =>
          c.definitionPath === DCM_PATHS.protocolRow &&
          (c.values['DcmDslProtocolType'] ?? UDS_ON_CAN) === UDS_ON_CAN,
      );
    if (existing) return existing;
    const protocol = this.ensurePath('Dcm', [DCM.configSet, DCM.dsl, DCM.protocol]);
    const row = this.derived.add('Dcm', DCM_PATHS.protocolRow, protocol, 'UDS_on_CAN', {
      DcmDslProtocolType: UDS_ON_CAN,
    });
    this.dropDefaultChildren(row, DCM.connection);
    return row;
  }

  /**
   * The row's Rx or Tx buffer, at least `size` bytes: the one it names (enlarged if need be), else a buffer
   * nothing names, else a new one.
   */
  buffer(row: ContainerValue, reference: string, name: string, size: number, taken: Set<string>): void {
    const all = this.derived.allContainers();
    const wanted = Math.max(size, SMALLEST_BUFFER);
    const named = all.find((c) => c.id === this.latest(row).references[reference]?.[0]);
    if (named) {
      const current = numberOf(named.values['DcmDslBufferSize']);
      if (current < wanted) {
        this.derived.change(named, { DcmDslBufferSize: String(wanted) }, {});
        if (!this.derived.isCreated(named))
          this.say('bufferEnlarged', { buffer: named.shortName, from: current, to: wanted });
      }
      taken.add(named.id);
      return;
    }
    const referenced = new Set(all.flatMap((c) => Object.values(c.references).flat()));
    const free = all.find(
      (c) => c.definitionPath === DCM_PATHS.buffer && !referenced.has(c.id) && !taken.has(c.id),
    );
    let buffer: ContainerValue;
    if (free) {
      // A module enabled here comes with a default buffer: it takes the name a new one would have.
      buffer = this.derived.isCreated(free) ? this.derived.rename(free, name) : free;
      if (numberOf(buffer.values['DcmDslBufferSize']) < wanted)
        buffer = this.derived.change(buffer, { DcmDslBufferSize: String(wanted) }, {});
    } else {
      const dsl = this.ensurePath('Dcm', [DCM.configSet, DCM.dsl]);
      buffer = this.derived.add('Dcm', DCM_PATHS.buffer, dsl, name, { DcmDslBufferSize: String(wanted) });
    }
    taken.add(buffer.id);
    this.derived.change(row, {}, { [reference]: [buffer.id] });
  }

  /** The row's service table: the one it names, else the project's first (made when missing). */
  serviceTable(row: ContainerValue): void {
    if ((this.latest(row).references['DcmDslProtocolSIDTable'] ?? []).length > 0) return;
    const table = this.ensurePath('Dcm', [DCM.configSet, DCM.dsd, DCM_PATHS.serviceTable]);
    this.derived.change(row, {}, { DcmDslProtocolSIDTable: [table.id] });
  }
}

function proposeConnections(context: ImportContext): ImportResult {
  const file = TEXT.label[context.language];
  const builder = new ConnectionBuilder(context, file);
  const { derived } = builder;
  const nSdus = diagnosticTransport(context.snapshot.containers);
  for (const n of nSdus) {
    if (n.connection) continue;
    if (n.routedElsewhere) builder.say('routedElsewhere', { nSdu: n.nSdu.shortName });
    else if (n.direction === 'tx' && !n.physical) builder.say('functionalTx', { nSdu: n.nSdu.shortName });
  }
  const todo = connectable(nSdus);
  if (todo.length === 0) return proposalResult(context.snapshot, builder.derived, builder.remarks);
  derived.enable('Dcm');
  derived.enable('PduR');
  derived.enable('EcuC');

  const row = builder.protocolRow();
  // Where each N-SDU is (or goes), which connections have their response, each channel's connection.
  const placed = new Map<DiagnosticNSdu, ContainerValue>();
  const withResponse = new Set<string>();
  // A channel's connection: that of its first physical request, else of its first request.
  const ofChannel = new Map<string, { main: ContainerValue; physical: boolean }>();
  const noteChannel = (n: DiagnosticNSdu, main: ContainerValue) => {
    const known = ofChannel.get(n.channel.id);
    if (!known || (n.physical && !known.physical))
      ofChannel.set(n.channel.id, { main, physical: n.physical });
  };
  for (const n of nSdus) {
    if (!n.connection) continue;
    placed.set(n, n.connection);
    if (n.direction === 'tx') withResponse.add(n.connection.id);
    else noteChannel(n, n.connection);
  }
  const todoRx = todo.filter((n) => n.direction === 'rx');
  // Physical requests first: each opens its pair's connection (or joins its response's).
  for (const n of [...todoRx.filter((r) => r.physical), ...todoRx.filter((r) => !r.physical)]) {
    const partnerAt = n.partner ? placed.get(n.partner) : undefined;
    const main =
      (n.physical ? partnerAt : ofChannel.get(n.channel.id)?.main) ??
      builder.mainConnection(row, n.nSdu.shortName);
    builder.connect(n, main);
    placed.set(n, main);
    noteChannel(n, main);
  }
  // Responses whose request is placed first, into its connection; the others into their channel's.
  const todoTx = todo.filter((t) => t.direction === 'tx');
  const partnerPlaced = (n: DiagnosticNSdu) => n.partner !== undefined && placed.has(n.partner);
  for (const n of [...todoTx.filter(partnerPlaced), ...todoTx.filter((t) => !partnerPlaced(t))]) {
    const candidates = [n.partner ? placed.get(n.partner) : undefined, ofChannel.get(n.channel.id)?.main];
    const main = candidates.find((c) => c !== undefined && !withResponse.has(c.id));
    if (!main) {
      builder.say('noRequest', { nSdu: n.nSdu.shortName });
      continue;
    }
    builder.connect(n, main);
    placed.set(n, main);
    withResponse.add(main.id);
  }

  // The row's buffers hold the longest N-SDU of their direction; the row names a service table.
  const longest = (direction: 'rx' | 'tx') =>
    Math.max(
      0,
      ...[...placed.keys()]
        .filter((n) => n.direction === direction)
        .map((n) => numberOf(n.pdu.values['PduLength'])),
    );
  const taken = new Set<string>();
  builder.buffer(row, 'DcmDslProtocolRxBufferRef', 'Dcm_RxBuffer', longest('rx'), taken);
  builder.buffer(row, 'DcmDslProtocolTxBufferRef', 'Dcm_TxBuffer', longest('tx'), taken);
  builder.serviceTable(row);
  return proposalResult(context.snapshot, builder.derived, builder.remarks, (created) =>
    adoptedBySource(builder, created),
  );
}

/**
 * The Pdus and paths made for N-SDUs a bus database derived, marked with that source's origin (`adopted`); the
 * other containers made as they are.
 */
function adoptedBySource(builder: ConnectionBuilder, created: ContainerValue[]): ContainerValue[] {
  const marked = new Map<string, ContainerValue>();
  const withAll = { ...builder.context.snapshot, containers: [...builder.derived.allContainers()] };
  for (const source of new Set([...builder.adopted.values()].map((origin) => origin.source))) {
    const ofSource = created.filter((c) => builder.adopted.get(c.id)?.source === source);
    const objectOf = (c: ContainerValue) => builder.adopted.get(c.id)?.object;
    for (const c of withOrigin(ofSource, withAll, source, objectOf)) marked.set(c.id, c);
  }
  return created.map((c) => marked.get(c.id) ?? c);
}

/** Dcm's proposal that connects it to the CanTp N-SDUs of the project. */
export const DCM_CONNECTIONS_PROPOSAL: ModuleProposal = {
  id: 'connections',
  label: TEXT.label,
  description: TEXT.description,
  unavailable: (snapshot: ProjectSnapshot, _definitions: readonly ModuleDef[]) =>
    connectionsUnavailable(snapshot),
  propose: proposeConnections,
};
