/** The model of a LIN description file (LIN 1.3 to 2.2A, SAE J2602). Times are in milliseconds. */

export interface LdfPosition {
  line: number;
  col: number;
}

export interface LdfHeader {
  protocolVersion: string;
  languageVersion: string;
  /** LIN_speed in kbit/s. */
  speedKbps: number | undefined;
  channelName: string | undefined;
}

export interface LdfMaster extends LdfPosition {
  name: string;
  timeBaseMs: number;
  jitterMs: number;
  /** J2602 and LIN 2.2: optional bit length and tolerance. */
  bitLength: number | undefined;
  tolerancePercent: number | undefined;
}

export interface LdfNodes {
  master: LdfMaster | undefined;
  slaves: string[];
}

export interface LdfProductId {
  supplierId: number;
  functionId: number;
  variant: number | undefined;
}

export interface LdfConfigurableFrame {
  frame: string;
  /** LIN 2.0: the message id; LIN 2.1 and later list frames only. */
  messageId: number | undefined;
}

export interface LdfNodeAttributes extends LdfPosition {
  node: string;
  protocol: string | undefined;
  configuredNad: number | undefined;
  initialNad: number | undefined;
  productId: LdfProductId | undefined;
  responseError: string | undefined;
  faultStateSignals: string[];
  p2MinMs: number | undefined;
  stMinMs: number | undefined;
  nAsTimeoutMs: number | undefined;
  nCrTimeoutMs: number | undefined;
  configurableFrames: LdfConfigurableFrame[];
  /** Attributes this model has no field for (response_tolerance, wakeup_time...), kept as written. */
  otherAttributes: { name: string; values: string[] }[];
}

export interface LdfSignal extends LdfPosition {
  name: string;
  /** Size in bits. */
  size: number;
  /** A scalar init value, or the bytes of a byte-array signal. */
  initValue: number | number[];
  publisher: string;
  subscribers: string[];
}

export interface LdfDiagnosticSignal extends LdfPosition {
  name: string;
  size: number;
  initValue: number | number[];
}

export interface LdfSignalPlacement {
  signal: string;
  /** Bit offset in the frame (or signal group). */
  offset: number;
}

export interface LdfFrame extends LdfPosition {
  name: string;
  id: number;
  publisher: string;
  /** Length in bytes; undefined when the file leaves it out (LIN 1.3 derives it from the id). */
  length: number | undefined;
  signals: LdfSignalPlacement[];
}

export interface LdfSporadicFrame extends LdfPosition {
  name: string;
  frames: string[];
}

export interface LdfEventTriggeredFrame extends LdfPosition {
  name: string;
  /** LIN 2.1 and later: the schedule table that resolves collisions. */
  collisionScheduleTable: string | undefined;
  id: number;
  frames: string[];
}

export interface LdfDiagnosticFrame extends LdfPosition {
  name: string;
  id: number;
  signals: LdfSignalPlacement[];
}

export interface LdfSignalGroup extends LdfPosition {
  name: string;
  size: number;
  signals: LdfSignalPlacement[];
}

export type LdfScheduleCommand =
  | { kind: 'frame'; frame: string }
  | { kind: 'MasterReq' }
  | { kind: 'SlaveResp' }
  | { kind: 'AssignNAD'; node: string }
  | {
      kind: 'ConditionalChangeNAD';
      nad: number;
      id: number;
      byte: number;
      mask: number;
      inv: number;
      newNad: number;
    }
  | { kind: 'DataDump'; node: string; data: number[] }
  | { kind: 'SaveConfiguration'; node: string }
  | { kind: 'AssignFrameIdRange'; node: string; frameIndex: number; pids: number[] }
  | { kind: 'FreeFormat'; data: number[] }
  | { kind: 'AssignFrameId'; node: string; frame: string }
  | { kind: 'UnassignFrameId'; node: string; frame: string };

export interface LdfScheduleEntry extends LdfPosition {
  command: LdfScheduleCommand;
  delayMs: number;
}

export interface LdfScheduleTable extends LdfPosition {
  name: string;
  entries: LdfScheduleEntry[];
}

export type LdfEncodingValue =
  | { kind: 'logical'; value: number; text: string | undefined }
  | { kind: 'physical'; min: number; max: number; scale: number; offset: number; unit: string | undefined }
  | { kind: 'bcd' }
  | { kind: 'ascii' };

export interface LdfSignalEncodingType extends LdfPosition {
  name: string;
  values: LdfEncodingValue[];
}

export interface LdfSignalRepresentation extends LdfPosition {
  encoding: string;
  signals: string[];
}

export interface LdfDiagnosticAddress extends LdfPosition {
  node: string;
  nad: number;
}

export interface LdfComment extends LdfPosition {
  text: string;
}

export interface LdfFile {
  file: string;
  header: LdfHeader;
  nodes: LdfNodes;
  nodeAttributes: LdfNodeAttributes[];
  signals: LdfSignal[];
  diagnosticSignals: LdfDiagnosticSignal[];
  frames: LdfFrame[];
  sporadicFrames: LdfSporadicFrame[];
  eventTriggeredFrames: LdfEventTriggeredFrame[];
  diagnosticFrames: LdfDiagnosticFrame[];
  diagnosticAddresses: LdfDiagnosticAddress[];
  scheduleTables: LdfScheduleTable[];
  signalGroups: LdfSignalGroup[];
  signalEncodingTypes: LdfSignalEncodingType[];
  signalRepresentations: LdfSignalRepresentation[];
  /** Every comment, in file order, without its delimiters. */
  comments: LdfComment[];
}
