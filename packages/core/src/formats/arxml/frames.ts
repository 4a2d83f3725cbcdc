/**
 * What the streaming reader does with each ARXML element it models. An element that starts a model
 * object (a container value, a frame, a PDU...) opens a *frame*; every element closing inside that
 * frame is handed to it as a leaf, with its text, so that the frame fills its object field by field.
 * Frames never look ahead and never keep elements: memory stays proportional to the model.
 */
import type {
  ArxmlDocument,
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
  EcucConfigClass,
  EcucContainerDef,
  EcucContainerValue,
  EcucModuleDef,
  EcucModuleValues,
  EcucParamDef,
  EcucParamDefKind,
  EcucParameterValue,
  EcucParameterValueKind,
  EcucReferenceDef,
  EcucReferenceDefKind,
  EcucReferenceValue,
  FrameTriggering,
  ISignalToPduMapping,
  PduToFrameMapping,
  PduTriggering,
  PhysicalChannel,
  PortKind,
} from './model.js';

/** One open element of the element stack. */
export interface OpenElement {
  name: string;
  line: number;
  col: number;
  attributes: Record<string, string>;
  text: string;
  /** The SHORT-NAME path of the nearest identifiable at or above this element. */
  path: string;
  frame: Frame | undefined;
}

/** What frames may ask of the reader. */
export interface ReadContext {
  doc: ArxmlDocument;
  stack: OpenElement[];
  /** The trimmed text of a reference element; remembers it for resolution. */
  reference(leaf: OpenElement): string;
  /** The number a leaf holds (decimal, 0x hex, 0b binary, float), or undefined with a warning. */
  numeric(leaf: OpenElement): number | undefined;
}

export abstract class Frame {
  constructor(
    protected readonly ctx: ReadContext,
    readonly element: OpenElement,
    readonly depth: number,
  ) {}

  /** The SHORT-NAME of the frame's own element. */
  shortName(_name: string, _path: string): void {}

  /** An element closing inside this frame (and not inside a nested frame). */
  abstract leaf(leaf: OpenElement, depth: number): void;

  close(): void {}

  protected isDirect(depth: number): boolean {
    return depth === this.depth + 1;
  }

  protected parentName(depth: number): string {
    return this.ctx.stack[depth - 1]?.name ?? '';
  }

  /** Whether an element named `name` lies between this frame and the leaf. */
  protected within(name: string, depth: number): boolean {
    for (let i = depth - 1; i > this.depth; i--) if (this.ctx.stack[i]?.name === name) return true;
    return false;
  }
}

export interface FrameOpening {
  ctx: ReadContext;
  element: OpenElement;
  depth: number;
  parentFrame: Frame | undefined;
  parentName: string;
}

type FrameFactory = (opening: FrameOpening) => Frame | undefined;

const text = (leaf: OpenElement): string => leaf.text.trim();

/** The DEST of AUTOSAR 3 definitions spelled as in R4, so that both read into one model. */
export function r4DefinitionDest(dest: string): string {
  if (dest === '' || dest.startsWith('ECUC-')) return dest;
  const renamed: Record<string, string> = {
    'MODULE-DEF': 'ECUC-MODULE-DEF',
    'REFERENCE-PARAM-DEF': 'ECUC-REFERENCE-DEF',
    'CHOICE-REFERENCE-PARAM-DEF': 'ECUC-CHOICE-REFERENCE-DEF',
    'FOREIGN-REFERENCE-PARAM-DEF': 'ECUC-FOREIGN-REFERENCE-DEF',
    'INSTANCE-REFERENCE-PARAM-DEF': 'ECUC-INSTANCE-REFERENCE-DEF',
    'SYMBOLIC-NAME-REFERENCE-PARAM-DEF': 'ECUC-SYMBOLIC-NAME-REFERENCE-DEF',
  };
  return renamed[dest] ?? `ECUC-${dest}`;
}

function defRef(leaf: OpenElement): { ref: string; dest: string } {
  return { ref: text(leaf), dest: r4DefinitionDest(leaf.attributes['DEST'] ?? '') };
}

// ---------------------------------------------------------------------------------------------
// ECUC values
// ---------------------------------------------------------------------------------------------

class ModuleValuesFrame extends Frame {
  readonly module: EcucModuleValues;
  constructor(o: FrameOpening) {
    super(o.ctx, o.element, o.depth);
    this.module = {
      shortName: '',
      packagePath: o.element.path,
      definitionRef: '',
      implementationConfigVariant: undefined,
      containers: [],
      line: o.element.line,
      col: o.element.col,
    };
    o.ctx.doc.ecucValues.push(this.module);
  }
  override shortName(name: string): void {
    this.module.shortName = name;
  }
  leaf(leaf: OpenElement, depth: number): void {
    if (!this.isDirect(depth)) return;
    if (leaf.name === 'DEFINITION-REF') this.module.definitionRef = text(leaf);
    else if (leaf.name === 'IMPLEMENTATION-CONFIG-VARIANT')
      this.module.implementationConfigVariant = text(leaf);
  }
}

class ContainerValueFrame extends Frame {
  readonly container: EcucContainerValue;
  constructor(o: FrameOpening, into: EcucContainerValue[]) {
    super(o.ctx, o.element, o.depth);
    this.container = {
      shortName: '',
      definitionRef: '',
      definitionDest: '',
      parameters: [],
      references: [],
      subContainers: [],
      line: o.element.line,
      col: o.element.col,
    };
    into.push(this.container);
  }
  override shortName(name: string): void {
    this.container.shortName = name;
  }
  leaf(leaf: OpenElement, depth: number): void {
    if (leaf.name === 'DEFINITION-REF' && this.isDirect(depth)) {
      const { ref, dest } = defRef(leaf);
      this.container.definitionRef = ref;
      this.container.definitionDest = dest;
    }
  }
}

const parameterValueKinds: Record<string, EcucParameterValueKind> = {
  'ECUC-NUMERICAL-PARAM-VALUE': 'numerical',
  'ECUC-TEXTUAL-PARAM-VALUE': 'textual',
  'ECUC-ADD-INFO-PARAM-VALUE': 'add-info',
  'INTEGER-VALUE': 'numerical',
  'FLOAT-VALUE': 'numerical',
  'BOOLEAN-VALUE': 'numerical',
  'ENUMERATION-VALUE': 'textual',
  'STRING-VALUE': 'textual',
  'FUNCTION-NAME-VALUE': 'textual',
  'LINKER-SYMBOL-VALUE': 'textual',
};

class ParameterValueFrame extends Frame {
  readonly parameter: EcucParameterValue;
  private readonly lines: string[] = [];
  constructor(o: FrameOpening, kind: EcucParameterValueKind, into: EcucParameterValue[]) {
    super(o.ctx, o.element, o.depth);
    this.parameter = {
      kind,
      definitionRef: '',
      definitionDest: '',
      value: '',
      line: o.element.line,
      col: o.element.col,
    };
    into.push(this.parameter);
  }
  leaf(leaf: OpenElement, depth: number): void {
    if (this.isDirect(depth)) {
      if (leaf.name === 'DEFINITION-REF') {
        const { ref, dest } = defRef(leaf);
        this.parameter.definitionRef = ref;
        this.parameter.definitionDest = dest;
      } else if (leaf.name === 'VALUE' && this.parameter.kind !== 'add-info') {
        this.parameter.value = text(leaf);
      }
    } else if (this.parameter.kind === 'add-info' && this.within('VALUE', depth)) {
      const content = text(leaf);
      if (content !== '') this.lines.push(content);
    }
  }
  override close(): void {
    if (this.parameter.kind === 'add-info') this.parameter.value = this.lines.join('\n');
  }
}

class ReferenceValueFrame extends Frame {
  readonly reference: EcucReferenceValue;
  constructor(o: FrameOpening, kind: EcucReferenceValue['kind'], into: EcucReferenceValue[]) {
    super(o.ctx, o.element, o.depth);
    this.reference = {
      kind,
      definitionRef: '',
      definitionDest: '',
      valueRef: '',
      valueDest: '',
      contextRefs: [],
      line: o.element.line,
      col: o.element.col,
    };
    into.push(this.reference);
  }
  leaf(leaf: OpenElement, depth: number): void {
    const name = leaf.name;
    if (this.isDirect(depth)) {
      if (name === 'DEFINITION-REF') {
        const { ref, dest } = defRef(leaf);
        this.reference.definitionRef = ref;
        this.reference.definitionDest = dest;
      } else if (name === 'VALUE-REF') {
        this.reference.valueRef = this.ctx.reference(leaf);
        this.reference.valueDest = leaf.attributes['DEST'] ?? '';
      }
    } else if (name.endsWith('-REF') && this.within('VALUE-IREF', depth)) {
      const dest = leaf.attributes['DEST'] ?? '';
      if (name.startsWith('TARGET')) {
        this.reference.valueRef = this.ctx.reference(leaf);
        this.reference.valueDest = dest;
      } else {
        this.reference.contextRefs.push({ ref: this.ctx.reference(leaf), dest });
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------
// ECUC definitions
// ---------------------------------------------------------------------------------------------

interface DefinitionTarget {
  shortName: string;
  path: string;
  desc: string | undefined;
  origin: string | undefined;
  lowerMultiplicity: number | undefined;
  upperMultiplicity: number | undefined;
  upperMultiplicityInfinite: boolean;
  configClasses: EcucConfigClass[];
}

function definitionCommon(): DefinitionTarget {
  return {
    shortName: '',
    path: '',
    desc: undefined,
    origin: undefined,
    lowerMultiplicity: undefined,
    upperMultiplicity: undefined,
    upperMultiplicityInfinite: false,
    configClasses: [],
  };
}

abstract class DefinitionFrame extends Frame {
  private configClass = '';
  private configVariant = '';
  protected abstract readonly definition: DefinitionTarget;

  override shortName(name: string, path: string): void {
    this.definition.shortName = name;
    this.definition.path = path;
  }

  /** Fields every definition has; true when the leaf was one of them. */
  protected commonLeaf(leaf: OpenElement, depth: number): boolean {
    const d = this.definition;
    switch (leaf.name) {
      case 'LOWER-MULTIPLICITY':
        d.lowerMultiplicity = this.ctx.numeric(leaf);
        return true;
      case 'UPPER-MULTIPLICITY':
        d.upperMultiplicity = this.ctx.numeric(leaf);
        return true;
      case 'UPPER-MULTIPLICITY-INFINITE':
        d.upperMultiplicityInfinite = text(leaf) === 'true';
        return true;
      case 'ORIGIN':
        d.origin = text(leaf);
        return true;
      case 'CONFIG-CLASS':
        this.configClass = text(leaf);
        return true;
      case 'CONFIG-VARIANT':
        this.configVariant = text(leaf);
        return true;
      default:
        break;
    }
    if (this.parentName(depth) === 'DESC' && leaf.name.startsWith('L-')) {
      d.desc = d.desc === undefined ? text(leaf) : `${d.desc}\n${text(leaf)}`;
      return true;
    }
    if (leaf.name.endsWith('-CONFIGURATION-CLASS')) {
      const scope: EcucConfigClass['scope'] = this.within('VALUE-CONFIG-CLASSES', depth)
        ? 'value'
        : this.within('MULTIPLICITY-CONFIG-CLASSES', depth)
          ? 'multiplicity'
          : 'implementation';
      d.configClasses.push({ scope, configClass: this.configClass, configVariant: this.configVariant });
      this.configClass = '';
      this.configVariant = '';
      return true;
    }
    return false;
  }
}

class ModuleDefFrame extends DefinitionFrame {
  readonly module: EcucModuleDef;
  protected readonly definition: DefinitionTarget;
  constructor(o: FrameOpening) {
    super(o.ctx, o.element, o.depth);
    this.module = {
      ...definitionCommon(),
      postBuildVariantSupport: undefined,
      supportedConfigVariants: [],
      refinedModuleDefRef: undefined,
      apiServicePrefix: undefined,
      containers: [],
      line: o.element.line,
      col: o.element.col,
    };
    this.definition = this.module;
    o.ctx.doc.ecucDefinitions.push(this.module);
  }
  leaf(leaf: OpenElement, depth: number): void {
    if (this.commonLeaf(leaf, depth)) return;
    switch (leaf.name) {
      case 'POST-BUILD-VARIANT-SUPPORT':
        this.module.postBuildVariantSupport = text(leaf) === 'true';
        break;
      case 'SUPPORTED-CONFIG-VARIANT':
        this.module.supportedConfigVariants.push(text(leaf));
        break;
      case 'REFINED-MODULE-DEF-REF':
        this.module.refinedModuleDefRef = text(leaf);
        break;
      case 'API-SERVICE-PREFIX':
        this.module.apiServicePrefix = text(leaf);
        break;
      default:
        break;
    }
  }
}

class ContainerDefFrame extends DefinitionFrame {
  readonly container: EcucContainerDef;
  protected readonly definition: DefinitionTarget;
  constructor(o: FrameOpening, kind: EcucContainerDef['kind'], into: EcucContainerDef[]) {
    super(o.ctx, o.element, o.depth);
    this.container = {
      ...definitionCommon(),
      kind,
      multipleConfigurationContainer: false,
      parameters: [],
      references: [],
      subContainers: [],
      choices: [],
      line: o.element.line,
      col: o.element.col,
    };
    this.definition = this.container;
    into.push(this.container);
  }
  leaf(leaf: OpenElement, depth: number): void {
    if (this.commonLeaf(leaf, depth)) return;
    if (leaf.name === 'MULTIPLE-CONFIGURATION-CONTAINER') {
      this.container.multipleConfigurationContainer = text(leaf) === 'true';
    }
  }
}

const paramDefKinds: Record<string, EcucParamDefKind> = {
  'ECUC-INTEGER-PARAM-DEF': 'integer',
  'ECUC-FLOAT-PARAM-DEF': 'float',
  'ECUC-BOOLEAN-PARAM-DEF': 'boolean',
  'ECUC-ENUMERATION-PARAM-DEF': 'enumeration',
  'ECUC-STRING-PARAM-DEF': 'string',
  'ECUC-FUNCTION-NAME-DEF': 'function-name',
  'ECUC-LINKER-SYMBOL-DEF': 'linker-symbol',
  'ECUC-ADD-INFO-PARAM-DEF': 'add-info',
  'ECUC-MULTILINE-STRING-PARAM-DEF': 'multiline-string',
  'INTEGER-PARAM-DEF': 'integer',
  'FLOAT-PARAM-DEF': 'float',
  'BOOLEAN-PARAM-DEF': 'boolean',
  'ENUMERATION-PARAM-DEF': 'enumeration',
  'STRING-PARAM-DEF': 'string',
  'FUNCTION-NAME-DEF': 'function-name',
  'LINKER-SYMBOL-DEF': 'linker-symbol',
};

class ParamDefFrame extends DefinitionFrame {
  readonly param: EcucParamDef;
  protected readonly definition: DefinitionTarget;
  constructor(o: FrameOpening, kind: EcucParamDefKind, into: EcucParamDef[]) {
    super(o.ctx, o.element, o.depth);
    this.param = {
      ...definitionCommon(),
      kind,
      defaultValue: undefined,
      min: undefined,
      max: undefined,
      minIntervalType: undefined,
      maxIntervalType: undefined,
      minLength: undefined,
      maxLength: undefined,
      regularExpression: undefined,
      symbolicNameValue: false,
      withAuto: false,
      literals: [],
      line: o.element.line,
      col: o.element.col,
    };
    this.definition = this.param;
    into.push(this.param);
  }
  leaf(leaf: OpenElement, depth: number): void {
    if (this.commonLeaf(leaf, depth)) return;
    const p = this.param;
    switch (leaf.name) {
      case 'DEFAULT-VALUE':
        p.defaultValue = text(leaf);
        break;
      case 'MIN':
        p.min = text(leaf);
        p.minIntervalType = leaf.attributes['INTERVAL-TYPE'];
        break;
      case 'MAX':
        p.max = text(leaf);
        p.maxIntervalType = leaf.attributes['INTERVAL-TYPE'];
        break;
      case 'MIN-LENGTH':
        p.minLength = this.ctx.numeric(leaf);
        break;
      case 'MAX-LENGTH':
        p.maxLength = this.ctx.numeric(leaf);
        break;
      case 'REGULAR-EXPRESSION':
        p.regularExpression = text(leaf);
        break;
      case 'SYMBOLIC-NAME-VALUE':
        p.symbolicNameValue = text(leaf) === 'true';
        break;
      case 'WITH-AUTO':
        p.withAuto = text(leaf) === 'true';
        break;
      case 'SHORT-NAME':
        if (this.parentName(depth).endsWith('ENUMERATION-LITERAL-DEF')) p.literals.push(text(leaf));
        break;
      default:
        break;
    }
  }
}

const referenceDefKinds: Record<string, EcucReferenceDefKind> = {
  'ECUC-REFERENCE-DEF': 'reference',
  'ECUC-CHOICE-REFERENCE-DEF': 'choice-reference',
  'ECUC-FOREIGN-REFERENCE-DEF': 'foreign-reference',
  'ECUC-SYMBOLIC-NAME-REFERENCE-DEF': 'symbolic-name-reference',
  'ECUC-INSTANCE-REFERENCE-DEF': 'instance-reference',
  'ECUC-URI-REFERENCE-DEF': 'uri-reference',
  'REFERENCE-PARAM-DEF': 'reference',
  'CHOICE-REFERENCE-PARAM-DEF': 'choice-reference',
  'FOREIGN-REFERENCE-PARAM-DEF': 'foreign-reference',
  'SYMBOLIC-NAME-REFERENCE-PARAM-DEF': 'symbolic-name-reference',
  'INSTANCE-REFERENCE-PARAM-DEF': 'instance-reference',
};

class ReferenceDefFrame extends DefinitionFrame {
  readonly reference: EcucReferenceDef;
  protected readonly definition: DefinitionTarget;
  constructor(o: FrameOpening, kind: EcucReferenceDefKind, into: EcucReferenceDef[]) {
    super(o.ctx, o.element, o.depth);
    this.reference = {
      ...definitionCommon(),
      kind,
      destinationRefs: [],
      destinationType: undefined,
      destinationContext: undefined,
      line: o.element.line,
      col: o.element.col,
    };
    this.definition = this.reference;
    into.push(this.reference);
  }
  leaf(leaf: OpenElement, depth: number): void {
    if (this.commonLeaf(leaf, depth)) return;
    switch (leaf.name) {
      case 'DESTINATION-REF':
        this.reference.destinationRefs.push(text(leaf));
        break;
      case 'DESTINATION-TYPE':
        this.reference.destinationType = text(leaf);
        break;
      case 'DESTINATION-CONTEXT':
        this.reference.destinationContext = text(leaf).replace(/\s+/g, ' ');
        break;
      default:
        break;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Communication
// ---------------------------------------------------------------------------------------------

const clusterBuses: Record<string, BusKind> = {
  'CAN-CLUSTER': 'can',
  'LIN-CLUSTER': 'lin',
  'FLEXRAY-CLUSTER': 'flexray',
  'ETHERNET-CLUSTER': 'ethernet',
};

class ClusterFrame extends Frame {
  readonly cluster: CommunicationCluster;
  private speed: number | undefined;
  constructor(o: FrameOpening, bus: BusKind) {
    super(o.ctx, o.element, o.depth);
    this.cluster = {
      bus,
      shortName: '',
      path: '',
      baudrate: undefined,
      canFdBaudrate: undefined,
      protocolName: undefined,
      channels: [],
      line: o.element.line,
      col: o.element.col,
    };
    o.ctx.doc.clusters.push(this.cluster);
  }
  override shortName(name: string, path: string): void {
    this.cluster.shortName = name;
    this.cluster.path = path;
  }
  leaf(leaf: OpenElement): void {
    switch (leaf.name) {
      case 'BAUDRATE':
        this.cluster.baudrate = this.ctx.numeric(leaf);
        break;
      case 'CAN-FD-BAUDRATE':
        this.cluster.canFdBaudrate = this.ctx.numeric(leaf);
        break;
      case 'SPEED':
        this.speed = this.ctx.numeric(leaf);
        break;
      case 'PROTOCOL-NAME':
        this.cluster.protocolName = text(leaf);
        break;
      default:
        break;
    }
  }
  override close(): void {
    if (this.cluster.baudrate === undefined) this.cluster.baudrate = this.speed;
  }
}

class ChannelFrame extends Frame {
  readonly channel: PhysicalChannel;
  constructor(o: FrameOpening, cluster: CommunicationCluster) {
    super(o.ctx, o.element, o.depth);
    this.channel = {
      shortName: '',
      path: '',
      frameTriggerings: [],
      pduTriggerings: [],
      line: o.element.line,
      col: o.element.col,
    };
    cluster.channels.push(this.channel);
  }
  override shortName(name: string, path: string): void {
    this.channel.shortName = name;
    this.channel.path = path;
  }
  leaf(): void {}
}

class FrameTriggeringFrame extends Frame {
  readonly triggering: FrameTriggering;
  constructor(o: FrameOpening, channel: PhysicalChannel) {
    super(o.ctx, o.element, o.depth);
    this.triggering = {
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
    };
    channel.frameTriggerings.push(this.triggering);
  }
  override shortName(name: string, path: string): void {
    this.triggering.shortName = name;
    this.triggering.path = path;
  }
  leaf(leaf: OpenElement): void {
    const t = this.triggering;
    switch (leaf.name) {
      case 'FRAME-REF':
        t.frameRef = this.ctx.reference(leaf);
        break;
      case 'IDENTIFIER':
        t.identifier = this.ctx.numeric(leaf);
        break;
      case 'CAN-ADDRESSING-MODE':
        t.addressingMode = text(leaf);
        break;
      case 'CAN-FRAME-TX-BEHAVIOR':
        t.canFrameTxBehavior = text(leaf);
        break;
      case 'CAN-FRAME-RX-BEHAVIOR':
        t.canFrameRxBehavior = text(leaf);
        break;
      case 'FRAME-PORT-REF':
        t.framePortRefs.push(this.ctx.reference(leaf));
        break;
      case 'PDU-TRIGGERING-REF':
      case 'I-PDU-TRIGGERING-REF':
        t.pduTriggeringRefs.push(this.ctx.reference(leaf));
        break;
      default:
        break;
    }
  }
}

class PduTriggeringFrame extends Frame {
  readonly triggering: PduTriggering;
  constructor(o: FrameOpening, channel: PhysicalChannel) {
    super(o.ctx, o.element, o.depth);
    this.triggering = {
      shortName: '',
      path: '',
      pduRef: '',
      pduPortRefs: [],
      line: o.element.line,
      col: o.element.col,
    };
    channel.pduTriggerings.push(this.triggering);
  }
  override shortName(name: string, path: string): void {
    this.triggering.shortName = name;
    this.triggering.path = path;
  }
  leaf(leaf: OpenElement, depth: number): void {
    if (leaf.name === 'I-PDU-REF' && this.isDirect(depth)) this.triggering.pduRef = this.ctx.reference(leaf);
    else if (leaf.name === 'I-PDU-PORT-REF') this.triggering.pduPortRefs.push(this.ctx.reference(leaf));
  }
}

const frameBuses: Record<string, BusKind> = {
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

class FrameElementFrame extends Frame {
  readonly frame: ArxmlFrame;
  constructor(o: FrameOpening, bus: BusKind) {
    super(o.ctx, o.element, o.depth);
    this.frame = {
      element: o.element.name,
      bus,
      shortName: '',
      path: '',
      length: undefined,
      pduMappings: [],
      line: o.element.line,
      col: o.element.col,
    };
    o.ctx.doc.frames.push(this.frame);
  }
  override shortName(name: string, path: string): void {
    this.frame.shortName = name;
    this.frame.path = path;
  }
  leaf(leaf: OpenElement, depth: number): void {
    if (leaf.name === 'FRAME-LENGTH' && this.isDirect(depth)) this.frame.length = this.ctx.numeric(leaf);
  }
}

class PduToFrameMappingFrame extends Frame {
  readonly mapping: PduToFrameMapping;
  constructor(o: FrameOpening, frame: ArxmlFrame) {
    super(o.ctx, o.element, o.depth);
    this.mapping = {
      shortName: '',
      pduRef: '',
      startPosition: undefined,
      byteOrder: undefined,
      updateIndicationBitPosition: undefined,
      line: o.element.line,
      col: o.element.col,
    };
    frame.pduMappings.push(this.mapping);
  }
  override shortName(name: string): void {
    this.mapping.shortName = name;
  }
  leaf(leaf: OpenElement): void {
    const m = this.mapping;
    switch (leaf.name) {
      case 'PDU-REF':
        m.pduRef = this.ctx.reference(leaf);
        break;
      case 'START-POSITION':
        m.startPosition = this.ctx.numeric(leaf);
        break;
      case 'PACKING-BYTE-ORDER':
        m.byteOrder = text(leaf);
        break;
      case 'UPDATE-INDICATION-BIT-POSITION':
        m.updateIndicationBitPosition = this.ctx.numeric(leaf);
        break;
      default:
        break;
    }
  }
}

const pduElements = new Set([
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
]);

class PduFrame extends Frame {
  readonly pdu: ArxmlPdu;
  constructor(o: FrameOpening) {
    super(o.ctx, o.element, o.depth);
    this.pdu = {
      element: o.element.name,
      shortName: '',
      path: '',
      length: undefined,
      lengthInBytes: undefined,
      signalMappings: [],
      relatedPduRefs: [],
      line: o.element.line,
      col: o.element.col,
    };
    o.ctx.doc.pdus.push(this.pdu);
  }
  override shortName(name: string, path: string): void {
    this.pdu.shortName = name;
    this.pdu.path = path;
  }
  leaf(leaf: OpenElement, depth: number): void {
    const name = leaf.name;
    if (name === 'LENGTH' && this.isDirect(depth)) {
      this.pdu.length = this.ctx.numeric(leaf);
    } else if (name === 'PAYLOAD-REF' || (name.endsWith('-REF') && name.includes('PDU'))) {
      this.pdu.relatedPduRefs.push(this.ctx.reference(leaf));
    }
  }
  override close(): void {
    const length = this.pdu.length;
    if (length !== undefined) {
      this.pdu.lengthInBytes = this.ctx.doc.schema.release === 'r3' ? Math.ceil(length / 8) : length;
    }
  }
}

class SignalMappingFrame extends Frame {
  readonly mapping: ISignalToPduMapping;
  constructor(o: FrameOpening, pdu: ArxmlPdu) {
    super(o.ctx, o.element, o.depth);
    this.mapping = {
      shortName: '',
      signalRef: undefined,
      signalGroupRef: undefined,
      startPosition: undefined,
      byteOrder: undefined,
      updateIndicationBitPosition: undefined,
      transferProperty: undefined,
      line: o.element.line,
      col: o.element.col,
    };
    pdu.signalMappings.push(this.mapping);
  }
  override shortName(name: string): void {
    this.mapping.shortName = name;
  }
  leaf(leaf: OpenElement): void {
    const m = this.mapping;
    switch (leaf.name) {
      case 'I-SIGNAL-REF':
      case 'SIGNAL-REF':
        m.signalRef = this.ctx.reference(leaf);
        break;
      case 'I-SIGNAL-GROUP-REF':
        m.signalGroupRef = this.ctx.reference(leaf);
        break;
      case 'START-POSITION':
        m.startPosition = this.ctx.numeric(leaf);
        break;
      case 'PACKING-BYTE-ORDER':
        m.byteOrder = text(leaf);
        break;
      case 'UPDATE-INDICATION-BIT-POSITION':
        m.updateIndicationBitPosition = this.ctx.numeric(leaf);
        break;
      case 'TRANSFER-PROPERTY':
        m.transferProperty = text(leaf);
        break;
      default:
        break;
    }
  }
}

class ISignalFrame extends Frame {
  readonly signal: ArxmlISignal;
  constructor(o: FrameOpening) {
    super(o.ctx, o.element, o.depth);
    this.signal = {
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
    };
    o.ctx.doc.signals.push(this.signal);
  }
  override shortName(name: string, path: string): void {
    this.signal.shortName = name;
    this.signal.path = path;
  }
  leaf(leaf: OpenElement, depth: number): void {
    const s = this.signal;
    switch (leaf.name) {
      case 'LENGTH':
        if (this.isDirect(depth)) s.length = this.ctx.numeric(leaf);
        break;
      case 'VALUE':
        if (this.within('INIT-VALUE', depth)) s.initValues.push(text(leaf));
        break;
      case 'SYSTEM-SIGNAL-REF':
        s.systemSignalRef = this.ctx.reference(leaf);
        break;
      case 'COMPU-METHOD-REF':
        s.compuMethodRef = this.ctx.reference(leaf);
        break;
      case 'BASE-TYPE-REF':
        s.baseTypeRef = this.ctx.reference(leaf);
        break;
      case 'DATA-TYPE-POLICY':
        s.dataTypePolicy = text(leaf);
        break;
      default:
        break;
    }
  }
}

class SystemSignalFrame extends Frame {
  readonly signal: ArxmlSystemSignal;
  constructor(o: FrameOpening) {
    super(o.ctx, o.element, o.depth);
    this.signal = {
      shortName: '',
      path: '',
      desc: undefined,
      length: undefined,
      compuMethodRef: undefined,
      unitRef: undefined,
      dataTypeRef: undefined,
      line: o.element.line,
      col: o.element.col,
    };
    o.ctx.doc.systemSignals.push(this.signal);
  }
  override shortName(name: string, path: string): void {
    this.signal.shortName = name;
    this.signal.path = path;
  }
  leaf(leaf: OpenElement, depth: number): void {
    const s = this.signal;
    switch (leaf.name) {
      case 'LENGTH':
        if (this.isDirect(depth)) s.length = this.ctx.numeric(leaf);
        break;
      case 'COMPU-METHOD-REF':
        s.compuMethodRef = this.ctx.reference(leaf);
        break;
      case 'UNIT-REF':
        s.unitRef = this.ctx.reference(leaf);
        break;
      case 'DATA-TYPE-REF':
        s.dataTypeRef = this.ctx.reference(leaf);
        break;
      default:
        if (leaf.name.startsWith('L-') && this.parentName(depth) === 'DESC' && s.desc === undefined) {
          s.desc = text(leaf);
        }
        break;
    }
  }
}

class SignalGroupFrame extends Frame {
  readonly group: ArxmlSignalGroup;
  constructor(o: FrameOpening) {
    super(o.ctx, o.element, o.depth);
    this.group = {
      shortName: '',
      path: '',
      signalRefs: [],
      systemSignalGroupRef: undefined,
      line: o.element.line,
      col: o.element.col,
    };
    o.ctx.doc.signalGroups.push(this.group);
  }
  override shortName(name: string, path: string): void {
    this.group.shortName = name;
    this.group.path = path;
  }
  leaf(leaf: OpenElement): void {
    if (leaf.name === 'I-SIGNAL-REF') this.group.signalRefs.push(this.ctx.reference(leaf));
    else if (leaf.name === 'SYSTEM-SIGNAL-GROUP-REF')
      this.group.systemSignalGroupRef = this.ctx.reference(leaf);
  }
}

class EcuInstanceFrame extends Frame {
  readonly ecu: EcuInstance;
  constructor(o: FrameOpening) {
    super(o.ctx, o.element, o.depth);
    this.ecu = {
      shortName: '',
      path: '',
      desc: undefined,
      connectors: [],
      line: o.element.line,
      col: o.element.col,
    };
    o.ctx.doc.ecuInstances.push(this.ecu);
  }
  override shortName(name: string, path: string): void {
    this.ecu.shortName = name;
    this.ecu.path = path;
  }
  leaf(leaf: OpenElement, depth: number): void {
    if (leaf.name.startsWith('L-') && this.parentName(depth) === 'DESC' && this.ecu.desc === undefined) {
      this.ecu.desc = text(leaf);
    }
  }
}

class ConnectorFrame extends Frame {
  readonly connector: CommunicationConnector;
  constructor(o: FrameOpening, ecu: EcuInstance) {
    super(o.ctx, o.element, o.depth);
    this.connector = {
      shortName: '',
      path: '',
      controllerRef: undefined,
      ports: [],
      line: o.element.line,
      col: o.element.col,
    };
    ecu.connectors.push(this.connector);
  }
  override shortName(name: string, path: string): void {
    this.connector.shortName = name;
    this.connector.path = path;
  }
  leaf(leaf: OpenElement): void {
    if (leaf.name === 'COMM-CONTROLLER-REF') this.connector.controllerRef = this.ctx.reference(leaf);
  }
}

const portKinds: Record<string, PortKind> = {
  'FRAME-PORT': 'frame',
  'I-PDU-PORT': 'i-pdu',
  'I-SIGNAL-PORT': 'i-signal',
  'SIGNAL-PORT': 'signal',
};

class PortFrame extends Frame {
  readonly port: CommunicationPort;
  constructor(o: FrameOpening, kind: PortKind, connector: CommunicationConnector) {
    super(o.ctx, o.element, o.depth);
    this.port = {
      kind,
      shortName: '',
      path: '',
      direction: undefined,
      line: o.element.line,
      col: o.element.col,
    };
    connector.ports.push(this.port);
  }
  override shortName(name: string, path: string): void {
    this.port.shortName = name;
    this.port.path = path;
  }
  leaf(leaf: OpenElement): void {
    if (leaf.name === 'COMMUNICATION-DIRECTION') this.port.direction = text(leaf);
  }
}

class CompuMethodFrame extends Frame {
  readonly method: CompuMethod;
  constructor(o: FrameOpening) {
    super(o.ctx, o.element, o.depth);
    this.method = {
      shortName: '',
      path: '',
      category: undefined,
      scales: [],
      line: o.element.line,
      col: o.element.col,
    };
    o.ctx.doc.compuMethods.push(this.method);
  }
  override shortName(name: string, path: string): void {
    this.method.shortName = name;
    this.method.path = path;
  }
  leaf(leaf: OpenElement, depth: number): void {
    if (leaf.name === 'CATEGORY' && this.isDirect(depth)) this.method.category = text(leaf);
  }
}

class CompuScaleFrame extends Frame {
  readonly scale: CompuScale;
  constructor(o: FrameOpening, method: CompuMethod) {
    super(o.ctx, o.element, o.depth);
    this.scale = {
      lowerLimit: undefined,
      upperLimit: undefined,
      numerator: [],
      denominator: [],
      text: undefined,
      line: o.element.line,
      col: o.element.col,
    };
    method.scales.push(this.scale);
  }
  leaf(leaf: OpenElement, depth: number): void {
    const s = this.scale;
    switch (leaf.name) {
      case 'LOWER-LIMIT':
        s.lowerLimit = text(leaf);
        break;
      case 'UPPER-LIMIT':
        s.upperLimit = text(leaf);
        break;
      case 'VT':
        s.text = text(leaf);
        break;
      case 'V': {
        const parent = this.parentName(depth);
        const value = this.ctx.numeric(leaf);
        if (value === undefined) break;
        if (parent === 'COMPU-NUMERATOR') s.numerator.push(value);
        else if (parent === 'COMPU-DENOMINATOR') s.denominator.push(value);
        else if (parent === 'COMPU-CONST' && s.text === undefined) s.text = text(leaf);
        break;
      }
      default:
        break;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Which element opens which frame
// ---------------------------------------------------------------------------------------------

const factories = new Map<string, FrameFactory>();

function register(names: Iterable<string>, factory: FrameFactory): void {
  for (const name of names) factories.set(name, factory);
}

/** Elements that only count as a package element (in ELEMENTS; leniently also straight in an AR-PACKAGE). */
function packageElement(factory: FrameFactory): FrameFactory {
  return (o) => (o.parentName === 'ELEMENTS' || o.parentName === 'AR-PACKAGE' ? factory(o) : undefined);
}

register(
  ['ECUC-MODULE-CONFIGURATION-VALUES', 'MODULE-CONFIGURATION'],
  packageElement((o) => new ModuleValuesFrame(o)),
);
register(['ECUC-CONTAINER-VALUE', 'CONTAINER'], (o) => {
  if (o.parentFrame instanceof ModuleValuesFrame) {
    return new ContainerValueFrame(o, o.parentFrame.module.containers);
  }
  if (o.parentFrame instanceof ContainerValueFrame) {
    return new ContainerValueFrame(o, o.parentFrame.container.subContainers);
  }
  return undefined;
});
register(Object.keys(parameterValueKinds), (o) => {
  const kind = parameterValueKinds[o.element.name];
  if (kind === undefined || !(o.parentFrame instanceof ContainerValueFrame)) return undefined;
  return new ParameterValueFrame(o, kind, o.parentFrame.container.parameters);
});
register(['ECUC-REFERENCE-VALUE', 'REFERENCE-VALUE'], (o) =>
  o.parentFrame instanceof ContainerValueFrame
    ? new ReferenceValueFrame(o, 'reference', o.parentFrame.container.references)
    : undefined,
);
register(['ECUC-INSTANCE-REFERENCE-VALUE', 'INSTANCE-REFERENCE-VALUE'], (o) =>
  o.parentFrame instanceof ContainerValueFrame
    ? new ReferenceValueFrame(o, 'instance-reference', o.parentFrame.container.references)
    : undefined,
);

register(
  ['ECUC-MODULE-DEF', 'MODULE-DEF'],
  packageElement((o) => new ModuleDefFrame(o)),
);
const containerDefKinds: Record<string, EcucContainerDef['kind']> = {
  'ECUC-PARAM-CONF-CONTAINER-DEF': 'param-conf',
  'PARAM-CONF-CONTAINER-DEF': 'param-conf',
  'ECUC-CHOICE-CONTAINER-DEF': 'choice',
  'CHOICE-CONTAINER-DEF': 'choice',
};
register(Object.keys(containerDefKinds), (o) => {
  const kind = containerDefKinds[o.element.name];
  if (kind === undefined) return undefined;
  if (o.parentFrame instanceof ModuleDefFrame)
    return new ContainerDefFrame(o, kind, o.parentFrame.module.containers);
  if (o.parentFrame instanceof ContainerDefFrame) {
    const parent = o.parentFrame.container;
    return new ContainerDefFrame(o, kind, o.parentName === 'CHOICES' ? parent.choices : parent.subContainers);
  }
  return undefined;
});
register(Object.keys(paramDefKinds), (o) => {
  const kind = paramDefKinds[o.element.name];
  if (kind === undefined || !(o.parentFrame instanceof ContainerDefFrame)) return undefined;
  return new ParamDefFrame(o, kind, o.parentFrame.container.parameters);
});
register(Object.keys(referenceDefKinds), (o) => {
  const kind = referenceDefKinds[o.element.name];
  if (kind === undefined || !(o.parentFrame instanceof ContainerDefFrame)) return undefined;
  return new ReferenceDefFrame(o, kind, o.parentFrame.container.references);
});

register(
  Object.keys(clusterBuses),
  packageElement((o) => new ClusterFrame(o, clusterBuses[o.element.name] ?? 'generic')),
);
register(
  [
    'CAN-PHYSICAL-CHANNEL',
    'LIN-PHYSICAL-CHANNEL',
    'FLEXRAY-PHYSICAL-CHANNEL',
    'ETHERNET-PHYSICAL-CHANNEL',
    'PHYSICAL-CHANNEL',
  ],
  (o) => (o.parentFrame instanceof ClusterFrame ? new ChannelFrame(o, o.parentFrame.cluster) : undefined),
);
register(
  [
    'CAN-FRAME-TRIGGERING',
    'LIN-FRAME-TRIGGERING',
    'FLEXRAY-FRAME-TRIGGERING',
    'ETHERNET-FRAME-TRIGGERING',
    'FRAME-TRIGGERING',
  ],
  (o) =>
    o.parentFrame instanceof ChannelFrame ? new FrameTriggeringFrame(o, o.parentFrame.channel) : undefined,
);
register(['PDU-TRIGGERING', 'I-PDU-TRIGGERING'], (o) =>
  o.parentFrame instanceof ChannelFrame ? new PduTriggeringFrame(o, o.parentFrame.channel) : undefined,
);
register(
  Object.keys(frameBuses),
  packageElement((o) => new FrameElementFrame(o, frameBuses[o.element.name] ?? 'generic')),
);
register(['PDU-TO-FRAME-MAPPING'], (o) =>
  o.parentFrame instanceof FrameElementFrame ? new PduToFrameMappingFrame(o, o.parentFrame.frame) : undefined,
);
register(
  pduElements,
  packageElement((o) => new PduFrame(o)),
);
register(['I-SIGNAL-TO-I-PDU-MAPPING'], (o) =>
  o.parentFrame instanceof PduFrame ? new SignalMappingFrame(o, o.parentFrame.pdu) : undefined,
);
register(
  ['I-SIGNAL'],
  packageElement((o) => new ISignalFrame(o)),
);
register(
  ['SYSTEM-SIGNAL'],
  packageElement((o) => new SystemSignalFrame(o)),
);
register(
  ['I-SIGNAL-GROUP'],
  packageElement((o) => new SignalGroupFrame(o)),
);
register(
  ['ECU-INSTANCE'],
  packageElement((o) => new EcuInstanceFrame(o)),
);
register(
  [
    'COMMUNICATION-CONNECTOR',
    'CAN-COMMUNICATION-CONNECTOR',
    'LIN-COMMUNICATION-CONNECTOR',
    'FLEXRAY-COMMUNICATION-CONNECTOR',
    'ETHERNET-COMMUNICATION-CONNECTOR',
  ],
  (o) => (o.parentFrame instanceof EcuInstanceFrame ? new ConnectorFrame(o, o.parentFrame.ecu) : undefined),
);
register(Object.keys(portKinds), (o) => {
  const kind = portKinds[o.element.name];
  if (kind === undefined || !(o.parentFrame instanceof ConnectorFrame)) return undefined;
  return new PortFrame(o, kind, o.parentFrame.connector);
});
register(
  ['COMPU-METHOD'],
  packageElement((o) => new CompuMethodFrame(o)),
);
register(['COMPU-SCALE'], (o) =>
  o.parentFrame instanceof CompuMethodFrame ? new CompuScaleFrame(o, o.parentFrame.method) : undefined,
);

/** The frame an opening element starts, if any. */
export function openFrame(opening: FrameOpening): Frame | undefined {
  const factory = factories.get(opening.element.name);
  return factory === undefined ? undefined : factory(opening);
}
