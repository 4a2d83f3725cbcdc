/**
 * The plain-data model of an ARXML file as one streaming pass reads it. Every element that a
 * diagnostic may point at carries the 1-based `line` and `col` of its opening tag.
 *
 * Values are kept as the text the file holds (numbers included): a 64-bit maximum such as
 * 18446744073709551615 must survive unchanged, and the ECUC engine decides how to interpret it.
 */

export interface SourcePosition {
  line: number;
  col: number;
}

/** `r3` for the AUTOSAR 3.x schemas (`http://autosar.org/3.x.y`), `r4` for `http://autosar.org/schema/r4.0` (4.0 to R22). */
export type AutosarRelease = 'r3' | 'r4';

export interface ArxmlSchema {
  release: AutosarRelease;
  namespace: string;
  /** The schema file named by xsi:schemaLocation, e.g. `AUTOSAR_4-2-2.xsd` or `AUTOSAR_00046.xsd`. */
  xsd: string | undefined;
}

// ---------------------------------------------------------------------------------------------
// ECUC configuration values
// ---------------------------------------------------------------------------------------------

/** numerical: ECUC-NUMERICAL-PARAM-VALUE (AUTOSAR 3: INTEGER-, FLOAT-, BOOLEAN-VALUE); textual: ECUC-TEXTUAL-PARAM-VALUE (ENUMERATION-, STRING-, FUNCTION-NAME-, LINKER-SYMBOL-VALUE); add-info: ECUC-ADD-INFO-PARAM-VALUE. */
export type EcucParameterValueKind = 'numerical' | 'textual' | 'add-info';

export interface EcucParameterValue extends SourcePosition {
  kind: EcucParameterValueKind;
  definitionRef: string;
  /** The DEST of the DEFINITION-REF in R4 spelling (`ECUC-INTEGER-PARAM-DEF`...), '' when absent. */
  definitionDest: string;
  value: string;
}

export type EcucReferenceValueKind = 'reference' | 'instance-reference';

export interface EcucReferenceValue extends SourcePosition {
  kind: EcucReferenceValueKind;
  definitionRef: string;
  definitionDest: string;
  /** VALUE-REF of a reference, TARGET-REF of an instance reference. */
  valueRef: string;
  valueDest: string;
  /** CONTEXT-ELEMENT-REFs of an instance reference, outermost first. */
  contextRefs: EcucInstanceContextRef[];
}

export interface EcucInstanceContextRef {
  ref: string;
  dest: string;
}

export interface EcucContainerValue extends SourcePosition {
  shortName: string;
  definitionRef: string;
  definitionDest: string;
  parameters: EcucParameterValue[];
  references: EcucReferenceValue[];
  subContainers: EcucContainerValue[];
}

export interface EcucModuleValues extends SourcePosition {
  shortName: string;
  /** The AR-PACKAGE path holding the module, e.g. `/ActiveEcuC`. */
  packagePath: string;
  definitionRef: string;
  implementationConfigVariant: string | undefined;
  containers: EcucContainerValue[];
}

// ---------------------------------------------------------------------------------------------
// ECUC module definitions (a vendor's BSWMD)
// ---------------------------------------------------------------------------------------------

export interface EcucMultiplicity {
  lowerMultiplicity: number | undefined;
  upperMultiplicity: number | undefined;
  upperMultiplicityInfinite: boolean;
}

export interface EcucConfigClass {
  /** Which list it came from: VALUE-, MULTIPLICITY- or IMPLEMENTATION-CONFIG-CLASSES. */
  scope: 'value' | 'multiplicity' | 'implementation';
  configClass: string;
  configVariant: string;
}

interface EcucDefinitionCommon extends SourcePosition, EcucMultiplicity {
  shortName: string;
  path: string;
  desc: string | undefined;
  origin: string | undefined;
  configClasses: EcucConfigClass[];
}

export type EcucParamDefKind =
  | 'integer'
  | 'float'
  | 'boolean'
  | 'enumeration'
  | 'string'
  | 'function-name'
  | 'linker-symbol'
  | 'add-info'
  | 'multiline-string';

export interface EcucParamDef extends EcucDefinitionCommon {
  kind: EcucParamDefKind;
  defaultValue: string | undefined;
  min: string | undefined;
  max: string | undefined;
  /** INTERVAL-TYPE of MIN / MAX (`CLOSED` when absent in the file). */
  minIntervalType: string | undefined;
  maxIntervalType: string | undefined;
  minLength: number | undefined;
  maxLength: number | undefined;
  regularExpression: string | undefined;
  symbolicNameValue: boolean;
  withAuto: boolean;
  /** Enumeration literals in file order. */
  literals: string[];
}

export type EcucReferenceDefKind =
  | 'reference'
  | 'choice-reference'
  | 'foreign-reference'
  | 'symbolic-name-reference'
  | 'instance-reference'
  | 'uri-reference';

export interface EcucReferenceDef extends EcucDefinitionCommon {
  kind: EcucReferenceDefKind;
  /** DESTINATION-REF (one) or DESTINATION-REFS (choice reference). */
  destinationRefs: string[];
  /** Foreign and instance references: the AUTOSAR meta-class they point at. */
  destinationType: string | undefined;
  /** Instance references: the space-separated context meta-classes. */
  destinationContext: string | undefined;
}

export type EcucContainerDefKind = 'param-conf' | 'choice';

export interface EcucContainerDef extends EcucDefinitionCommon {
  kind: EcucContainerDefKind;
  multipleConfigurationContainer: boolean;
  parameters: EcucParamDef[];
  references: EcucReferenceDef[];
  subContainers: EcucContainerDef[];
  /** Choice containers: the alternatives. */
  choices: EcucContainerDef[];
}

export interface EcucModuleDef extends EcucDefinitionCommon {
  postBuildVariantSupport: boolean | undefined;
  supportedConfigVariants: string[];
  refinedModuleDefRef: string | undefined;
  apiServicePrefix: string | undefined;
  containers: EcucContainerDef[];
}

// ---------------------------------------------------------------------------------------------
// Communication system description
// ---------------------------------------------------------------------------------------------

export type BusKind = 'can' | 'lin' | 'flexray' | 'ethernet' | 'generic';

export interface FrameTriggering extends SourcePosition {
  shortName: string;
  path: string;
  frameRef: string;
  identifier: number | undefined;
  /** CAN: STANDARD or EXTENDED. */
  addressingMode: string | undefined;
  /** CAN: CAN-20 or CAN-FD. */
  canFrameTxBehavior: string | undefined;
  canFrameRxBehavior: string | undefined;
  framePortRefs: string[];
  pduTriggeringRefs: string[];
}

export interface PduTriggering extends SourcePosition {
  shortName: string;
  path: string;
  pduRef: string;
  pduPortRefs: string[];
}

export interface PhysicalChannel extends SourcePosition {
  shortName: string;
  path: string;
  frameTriggerings: FrameTriggering[];
  pduTriggerings: PduTriggering[];
}

export interface CommunicationCluster extends SourcePosition {
  bus: BusKind;
  shortName: string;
  path: string;
  baudrate: number | undefined;
  canFdBaudrate: number | undefined;
  protocolName: string | undefined;
  channels: PhysicalChannel[];
}

export interface PduToFrameMapping extends SourcePosition {
  shortName: string;
  pduRef: string;
  startPosition: number | undefined;
  byteOrder: string | undefined;
  updateIndicationBitPosition: number | undefined;
}

export interface ArxmlFrame extends SourcePosition {
  /** The element: CAN-FRAME, LIN-UNCONDITIONAL-FRAME, FLEXRAY-FRAME, FRAME (AUTOSAR 3)... */
  element: string;
  bus: BusKind;
  shortName: string;
  path: string;
  /** FRAME-LENGTH in bytes. */
  length: number | undefined;
  pduMappings: PduToFrameMapping[];
}

export interface ISignalToPduMapping extends SourcePosition {
  shortName: string;
  /** I-SIGNAL-REF (AUTOSAR 3: SIGNAL-REF). */
  signalRef: string | undefined;
  signalGroupRef: string | undefined;
  startPosition: number | undefined;
  byteOrder: string | undefined;
  updateIndicationBitPosition: number | undefined;
  transferProperty: string | undefined;
}

export interface ArxmlPdu extends SourcePosition {
  /** The element: I-SIGNAL-I-PDU, NM-PDU, CONTAINER-I-PDU, SECURED-I-PDU, SIGNAL-I-PDU (AUTOSAR 3)... */
  element: string;
  shortName: string;
  path: string;
  /** LENGTH as written: bytes in R4, bits in AUTOSAR 3. */
  length: number | undefined;
  /** The length in bytes whatever the release. */
  lengthInBytes: number | undefined;
  signalMappings: ISignalToPduMapping[];
  /** References to other PDUs or PDU triggerings: a secured PDU's payload, contained or multiplexed parts. */
  relatedPduRefs: string[];
}

export interface ArxmlISignal extends SourcePosition {
  shortName: string;
  path: string;
  /** LENGTH in bits (R4); AUTOSAR 3 keeps the length on the system signal. */
  length: number | undefined;
  /** INIT-VALUE: one value, or several for an array. */
  initValues: string[];
  systemSignalRef: string | undefined;
  compuMethodRef: string | undefined;
  baseTypeRef: string | undefined;
  dataTypePolicy: string | undefined;
}

export interface ArxmlSystemSignal extends SourcePosition {
  shortName: string;
  path: string;
  desc: string | undefined;
  length: number | undefined;
  compuMethodRef: string | undefined;
  unitRef: string | undefined;
  dataTypeRef: string | undefined;
}

export interface ArxmlSignalGroup extends SourcePosition {
  shortName: string;
  path: string;
  signalRefs: string[];
  systemSignalGroupRef: string | undefined;
}

export type PortKind = 'frame' | 'i-pdu' | 'i-signal' | 'signal';

export interface CommunicationPort extends SourcePosition {
  kind: PortKind;
  shortName: string;
  path: string;
  /** IN or OUT. */
  direction: string | undefined;
}

export interface CommunicationConnector extends SourcePosition {
  shortName: string;
  path: string;
  controllerRef: string | undefined;
  ports: CommunicationPort[];
}

export interface EcuInstance extends SourcePosition {
  shortName: string;
  path: string;
  desc: string | undefined;
  connectors: CommunicationConnector[];
}

export interface CompuScale extends SourcePosition {
  lowerLimit: string | undefined;
  upperLimit: string | undefined;
  numerator: number[];
  denominator: number[];
  /** COMPU-CONST/VT: the text of a text-table entry. */
  text: string | undefined;
}

export interface CompuMethod extends SourcePosition {
  shortName: string;
  path: string;
  category: string | undefined;
  scales: CompuScale[];
}

// ---------------------------------------------------------------------------------------------
// The document
// ---------------------------------------------------------------------------------------------

export interface ArxmlDocument {
  file: string;
  schema: ArxmlSchema;
  /** Paths of every AR-PACKAGE, in file order. */
  packages: string[];
  ecucValues: EcucModuleValues[];
  ecucDefinitions: EcucModuleDef[];
  clusters: CommunicationCluster[];
  frames: ArxmlFrame[];
  pdus: ArxmlPdu[];
  signals: ArxmlISignal[];
  systemSignals: ArxmlSystemSignal[];
  signalGroups: ArxmlSignalGroup[];
  ecuInstances: EcuInstance[];
  compuMethods: CompuMethod[];
}

/** The counts `ecuc parse --json` prints. */
export interface ArxmlSummary {
  packages: number;
  ecucModules: number;
  containers: number;
  parameters: number;
  references: number;
  frames: number;
  pdus: number;
  signals: number;
  [key: string]: number;
}
