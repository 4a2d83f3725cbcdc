/**
 * The communication part of a system description: clusters with their physical channels and frame
 * and PDU triggerings, frames, PDUs, I-signals, system signals, signal groups, ECU instances with
 * their connectors and ports, compu methods. AUTOSAR 3 spellings (FRAME, SIGNAL-I-PDU, SIGNAL-PORT...)
 * read into the same model.
 */
import type {
  ArxmlFrame,
  ArxmlISignal,
  ArxmlPdu,
  ArxmlSignalGroup,
  ArxmlSystemSignal,
  BusKind,
  CommunicationCluster,
  CommunicationConnector,
  CommunicationPort,
  CompuMethod,
  CompuScale,
  EcuInstance,
  FrameTriggering,
  ISignalToPduMapping,
  PduToFrameMapping,
  PduTriggering,
  PhysicalChannel,
  PortKind,
} from '../model.js';
import { inPackage, objectKind, opens, under } from './frame.js';
import type { ArxmlDomain, LeafPattern } from './frame.js';

/** The first paragraph of a DESC, for objects that keep a one-line description. */
const firstDescription: LeafPattern<{ desc: string | undefined }> = {
  prefix: 'L-',
  at: { parent: 'DESC' },
  text: 'desc',
  once: true,
};

// ---------------------------------------------------------------------------------------------
// Clusters, channels, triggerings
// ---------------------------------------------------------------------------------------------

const clusterBuses: Readonly<Record<string, BusKind>> = {
  'CAN-CLUSTER': 'can',
  'LIN-CLUSTER': 'lin',
  'FLEXRAY-CLUSTER': 'flexray',
  'ETHERNET-CLUSTER': 'ethernet',
};

const cluster = objectKind<CommunicationCluster, BusKind>({
  create: (o, bus) => ({
    bus,
    shortName: '',
    path: '',
    baudrate: undefined,
    canFdBaudrate: undefined,
    protocolName: undefined,
    channels: [],
    line: o.element.line,
    col: o.element.col,
  }),
  identity: 'path',
  leaves: {
    BAUDRATE: { number: 'baudrate' },
    'CAN-FD-BAUDRATE': { number: 'canFdBaudrate' },
    // AUTOSAR 3 names the baud rate SPEED; BAUDRATE wins where both are given.
    SPEED: { number: 'baudrate', once: true },
    'PROTOCOL-NAME': { text: 'protocolName' },
  },
});

const channel = objectKind<PhysicalChannel>({
  create: (o) => ({
    shortName: '',
    path: '',
    frameTriggerings: [],
    pduTriggerings: [],
    line: o.element.line,
    col: o.element.col,
  }),
  identity: 'path',
});

const frameTriggering = objectKind<FrameTriggering>({
  create: (o) => ({
    shortName: '',
    path: '',
    frameRef: '',
    identifier: undefined,
    addressingMode: undefined,
    canFrameTxBehavior: undefined,
    canFrameRxBehavior: undefined,
    framePortRefs: [],
    pduTriggeringRefs: [],
    line: o.element.line,
    col: o.element.col,
  }),
  identity: 'path',
  leaves: {
    'FRAME-REF': { reference: 'frameRef' },
    IDENTIFIER: { number: 'identifier' },
    'CAN-ADDRESSING-MODE': { text: 'addressingMode' },
    'CAN-FRAME-TX-BEHAVIOR': { text: 'canFrameTxBehavior' },
    'CAN-FRAME-RX-BEHAVIOR': { text: 'canFrameRxBehavior' },
    'FRAME-PORT-REF': { references: 'framePortRefs' },
    'PDU-TRIGGERING-REF': { references: 'pduTriggeringRefs' },
    'I-PDU-TRIGGERING-REF': { references: 'pduTriggeringRefs' },
  },
});

const pduTriggering = objectKind<PduTriggering>({
  create: (o) => ({
    shortName: '',
    path: '',
    pduRef: '',
    pduPortRefs: [],
    line: o.element.line,
    col: o.element.col,
  }),
  identity: 'path',
  leaves: {
    'I-PDU-REF': { reference: 'pduRef', at: 'direct' },
    'I-PDU-PORT-REF': { references: 'pduPortRefs' },
  },
});

// ---------------------------------------------------------------------------------------------
// Frames and PDUs
// ---------------------------------------------------------------------------------------------

const frameBuses: Readonly<Record<string, BusKind>> = {
  'CAN-FRAME': 'can',
  'LIN-UNCONDITIONAL-FRAME': 'lin',
  'LIN-SPORADIC-FRAME': 'lin',
  'LIN-EVENT-TRIGGERED-FRAME': 'lin',
  'LIN-FRAME': 'lin',
  'FLEXRAY-FRAME': 'flexray',
  'ETHERNET-FRAME': 'ethernet',
  'GENERIC-ETHERNET-FRAME': 'ethernet',
  FRAME: 'generic',
};

const frame = objectKind<ArxmlFrame, BusKind>({
  create: (o, bus) => ({
    element: o.element.name,
    bus,
    shortName: '',
    path: '',
    length: undefined,
    pduMappings: [],
    line: o.element.line,
    col: o.element.col,
  }),
  identity: 'path',
  leaves: { 'FRAME-LENGTH': { number: 'length', at: 'direct' } },
});

const pduToFrameMapping = objectKind<PduToFrameMapping>({
  create: (o) => ({
    shortName: '',
    pduRef: '',
    startPosition: undefined,
    byteOrder: undefined,
    updateIndicationBitPosition: undefined,
    line: o.element.line,
    col: o.element.col,
  }),
  identity: 'shortName',
  leaves: {
    'PDU-REF': { reference: 'pduRef' },
    'START-POSITION': { number: 'startPosition' },
    'PACKING-BYTE-ORDER': { text: 'byteOrder' },
    'UPDATE-INDICATION-BIT-POSITION': { number: 'updateIndicationBitPosition' },
  },
});

const pduElements = [
  'I-SIGNAL-I-PDU',
  'SIGNAL-I-PDU',
  'NM-PDU',
  'N-PDU',
  'DCM-I-PDU',
  'CONTAINER-I-PDU',
  'SECURED-I-PDU',
  'MULTIPLEXED-I-PDU',
  'GENERAL-PURPOSE-PDU',
  'GENERAL-PURPOSE-I-PDU',
  'XCP-PDU',
  'USER-DEFINED-PDU',
  'USER-DEFINED-I-PDU',
  'J-1939-DCM-I-PDU',
  'GLOBAL-TIME-CAN-PDU',
];

const pdu = objectKind<ArxmlPdu>({
  create: (o) => ({
    element: o.element.name,
    shortName: '',
    path: '',
    length: undefined,
    lengthInBytes: undefined,
    signalMappings: [],
    relatedPduRefs: [],
    line: o.element.line,
    col: o.element.col,
  }),
  identity: 'path',
  leaves: {
    LENGTH: { number: 'length', at: 'direct' },
    'PAYLOAD-REF': { references: 'relatedPduRefs' },
  },
  // A secured PDU's payload, the parts of a container or multiplexed PDU.
  patterns: [{ suffix: '-REF', includes: 'PDU', references: 'relatedPduRefs' }],
  close: (p, ctx) => {
    if (p.length !== undefined) {
      p.lengthInBytes = ctx.doc.schema.release === 'r3' ? Math.ceil(p.length / 8) : p.length;
    }
  },
});

const signalMapping = objectKind<ISignalToPduMapping>({
  create: (o) => ({
    shortName: '',
    signalRef: undefined,
    signalGroupRef: undefined,
    startPosition: undefined,
    byteOrder: undefined,
    updateIndicationBitPosition: undefined,
    transferProperty: undefined,
    line: o.element.line,
    col: o.element.col,
  }),
  identity: 'shortName',
  leaves: {
    'I-SIGNAL-REF': { reference: 'signalRef' },
    'SIGNAL-REF': { reference: 'signalRef' },
    'I-SIGNAL-GROUP-REF': { reference: 'signalGroupRef' },
    'START-POSITION': { number: 'startPosition' },
    'PACKING-BYTE-ORDER': { text: 'byteOrder' },
    'UPDATE-INDICATION-BIT-POSITION': { number: 'updateIndicationBitPosition' },
    'TRANSFER-PROPERTY': { text: 'transferProperty' },
  },
});

// ---------------------------------------------------------------------------------------------
// Signals
// ---------------------------------------------------------------------------------------------

const iSignal = objectKind<ArxmlISignal>({
  create: (o) => ({
    shortName: '',
    path: '',
    length: undefined,
    initValues: [],
    systemSignalRef: undefined,
    compuMethodRef: undefined,
    baseTypeRef: undefined,
    dataTypePolicy: undefined,
    line: o.element.line,
    col: o.element.col,
  }),
  identity: 'path',
  leaves: {
    LENGTH: { number: 'length', at: 'direct' },
    VALUE: { texts: 'initValues', at: { within: 'INIT-VALUE' } },
    'SYSTEM-SIGNAL-REF': { reference: 'systemSignalRef' },
    'COMPU-METHOD-REF': { reference: 'compuMethodRef' },
    'BASE-TYPE-REF': { reference: 'baseTypeRef' },
    'DATA-TYPE-POLICY': { text: 'dataTypePolicy' },
  },
});

const systemSignal = objectKind<ArxmlSystemSignal>({
  create: (o) => ({
    shortName: '',
    path: '',
    desc: undefined,
    length: undefined,
    compuMethodRef: undefined,
    unitRef: undefined,
    dataTypeRef: undefined,
    line: o.element.line,
    col: o.element.col,
  }),
  identity: 'path',
  leaves: {
    LENGTH: { number: 'length', at: 'direct' },
    'COMPU-METHOD-REF': { reference: 'compuMethodRef' },
    'UNIT-REF': { reference: 'unitRef' },
    'DATA-TYPE-REF': { reference: 'dataTypeRef' },
  },
  patterns: [firstDescription],
});

const signalGroup = objectKind<ArxmlSignalGroup>({
  create: (o) => ({
    shortName: '',
    path: '',
    signalRefs: [],
    systemSignalGroupRef: undefined,
    line: o.element.line,
    col: o.element.col,
  }),
  identity: 'path',
  leaves: {
    'I-SIGNAL-REF': { references: 'signalRefs' },
    'SYSTEM-SIGNAL-GROUP-REF': { reference: 'systemSignalGroupRef' },
  },
});

// ---------------------------------------------------------------------------------------------
// ECU instances
// ---------------------------------------------------------------------------------------------

const ecuInstance = objectKind<EcuInstance>({
  create: (o) => ({
    shortName: '',
    path: '',
    desc: undefined,
    connectors: [],
    line: o.element.line,
    col: o.element.col,
  }),
  identity: 'path',
  patterns: [firstDescription],
});

const connector = objectKind<CommunicationConnector>({
  create: (o) => ({
    shortName: '',
    path: '',
    controllerRef: undefined,
    ports: [],
    line: o.element.line,
    col: o.element.col,
  }),
  identity: 'path',
  leaves: { 'COMM-CONTROLLER-REF': { reference: 'controllerRef' } },
});

const portKinds: Readonly<Record<string, PortKind>> = {
  'FRAME-PORT': 'frame',
  'I-PDU-PORT': 'i-pdu',
  'I-SIGNAL-PORT': 'i-signal',
  'SIGNAL-PORT': 'signal',
};

const port = objectKind<CommunicationPort, PortKind>({
  create: (o, kind) => ({
    kind,
    shortName: '',
    path: '',
    direction: undefined,
    line: o.element.line,
    col: o.element.col,
  }),
  identity: 'path',
  leaves: { 'COMMUNICATION-DIRECTION': { text: 'direction' } },
});

// ---------------------------------------------------------------------------------------------
// Compu methods
// ---------------------------------------------------------------------------------------------

const compuMethod = objectKind<CompuMethod>({
  create: (o) => ({
    shortName: '',
    path: '',
    category: undefined,
    scales: [],
    line: o.element.line,
    col: o.element.col,
  }),
  identity: 'path',
  leaves: { CATEGORY: { text: 'category', at: 'direct' } },
});

const compuScale = objectKind<CompuScale>({
  create: (o) => ({
    lowerLimit: undefined,
    upperLimit: undefined,
    numerator: [],
    denominator: [],
    text: undefined,
    line: o.element.line,
    col: o.element.col,
  }),
  leaves: {
    'LOWER-LIMIT': { text: 'lowerLimit' },
    'UPPER-LIMIT': { text: 'upperLimit' },
    VT: { text: 'text' },
    V: [
      { numbers: 'numerator', at: { parent: 'COMPU-NUMERATOR' } },
      { numbers: 'denominator', at: { parent: 'COMPU-DENOMINATOR' } },
      { numeral: 'text', once: true, at: { parent: 'COMPU-CONST' } },
    ],
  },
});

export const systemDomain: ArxmlDomain = {
  name: 'system description',
  openings: [
    opens(
      cluster,
      clusterBuses,
      inPackage((doc) => doc.clusters),
    ),
    opens(
      channel,
      [
        'CAN-PHYSICAL-CHANNEL',
        'LIN-PHYSICAL-CHANNEL',
        'FLEXRAY-PHYSICAL-CHANNEL',
        'ETHERNET-PHYSICAL-CHANNEL',
        'PHYSICAL-CHANNEL',
      ],
      under(cluster, (c) => c.channels),
    ),
    opens(
      frameTriggering,
      [
        'CAN-FRAME-TRIGGERING',
        'LIN-FRAME-TRIGGERING',
        'FLEXRAY-FRAME-TRIGGERING',
        'ETHERNET-FRAME-TRIGGERING',
        'FRAME-TRIGGERING',
      ],
      under(channel, (c) => c.frameTriggerings),
    ),
    opens(
      pduTriggering,
      ['PDU-TRIGGERING', 'I-PDU-TRIGGERING'],
      under(channel, (c) => c.pduTriggerings),
    ),
    opens(
      frame,
      frameBuses,
      inPackage((doc) => doc.frames),
    ),
    opens(
      pduToFrameMapping,
      ['PDU-TO-FRAME-MAPPING'],
      under(frame, (f) => f.pduMappings),
    ),
    opens(
      pdu,
      pduElements,
      inPackage((doc) => doc.pdus),
    ),
    opens(
      signalMapping,
      ['I-SIGNAL-TO-I-PDU-MAPPING'],
      under(pdu, (p) => p.signalMappings),
    ),
    opens(
      iSignal,
      ['I-SIGNAL'],
      inPackage((doc) => doc.signals),
    ),
    opens(
      systemSignal,
      ['SYSTEM-SIGNAL'],
      inPackage((doc) => doc.systemSignals),
    ),
    opens(
      signalGroup,
      ['I-SIGNAL-GROUP'],
      inPackage((doc) => doc.signalGroups),
    ),
    opens(
      ecuInstance,
      ['ECU-INSTANCE'],
      inPackage((doc) => doc.ecuInstances),
    ),
    opens(
      connector,
      [
        'COMMUNICATION-CONNECTOR',
        'CAN-COMMUNICATION-CONNECTOR',
        'LIN-COMMUNICATION-CONNECTOR',
        'FLEXRAY-COMMUNICATION-CONNECTOR',
        'ETHERNET-COMMUNICATION-CONNECTOR',
      ],
      under(ecuInstance, (ecu) => ecu.connectors),
    ),
    opens(
      port,
      portKinds,
      under(connector, (c) => c.ports),
    ),
    opens(
      compuMethod,
      ['COMPU-METHOD'],
      inPackage((doc) => doc.compuMethods),
    ),
    opens(
      compuScale,
      ['COMPU-SCALE'],
      under(compuMethod, (m) => m.scales),
    ),
  ],
};
