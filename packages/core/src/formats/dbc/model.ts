/**
 * The model of a DBC file (Vector CAN database). Every object remembers where it was defined
 * (`line`, `col`, 1-based) so that the linter can point at it; positions are not part of the
 * content (the writer does not emit them, and round-trip equality ignores them).
 */

/** A value an attribute takes: a number (INT, HEX, FLOAT, ENUM index) or a string (STRING, ENUM name). */
export type DbcAttributeValue = number | string;

/** Attribute values of one object, by attribute name (BA_). */
export type DbcAttributes = Record<string, DbcAttributeValue>;

export interface DbcSourcePosition {
  line: number;
  col: number;
}

/** One entry of a VAL_ or VAL_TABLE_ statement: a raw value and its description. */
export interface DbcValueDescription {
  value: number;
  description: string;
}

/** VAL_TABLE_: a named table of value descriptions. */
export interface DbcValueTable extends DbcSourcePosition {
  name: string;
  values: DbcValueDescription[];
}

/** A node (ECU) named on the BU_ line. */
export interface DbcNode extends DbcSourcePosition {
  name: string;
  comment?: string;
  attributes: DbcAttributes;
}

/** Intel (`@1`, little endian) or Motorola (`@0`, big endian). */
export type DbcByteOrder = 'little_endian' | 'big_endian';

/** SIG_VALTYPE_: how the raw bits are interpreted. */
export type DbcSignalValueType = 'integer' | 'float' | 'double';

/** A range of multiplexer values (SG_MUL_VAL_ `lo-hi`). */
export interface DbcMultiplexRange {
  from: number;
  to: number;
}

export interface DbcSignal extends DbcSourcePosition {
  name: string;
  startBit: number;
  length: number;
  byteOrder: DbcByteOrder;
  signed: boolean;
  factor: number;
  offset: number;
  minimum: number;
  maximum: number;
  unit: string;
  receivers: string[];
  /** `M` or `mNM`: this signal selects which multiplexed signals are present. */
  multiplexer: boolean;
  /** `mN` or `mNM`: the signal is present when its multiplexer has value N. */
  multiplexValue?: number;
  /** SG_MUL_VAL_ (extended multiplexing): the switch signal and the value ranges selecting this signal. */
  multiplexerSwitch?: string;
  multiplexRanges?: DbcMultiplexRange[];
  valueType: DbcSignalValueType;
  comment?: string;
  valueDescriptions?: DbcValueDescription[];
  attributes: DbcAttributes;
}

/** SIG_GROUP_ of a message. */
export interface DbcSignalGroup extends DbcSourcePosition {
  name: string;
  repetitions: number;
  signals: string[];
}

export interface DbcMessage extends DbcSourcePosition {
  /** The CAN identifier without the extended flag. */
  canId: number;
  /** Bit 31 of the id written in the file: a 29-bit identifier. */
  extended: boolean;
  name: string;
  /** The DLC as written: the payload length in bytes (up to 64 for CAN FD). */
  size: number;
  transmitter: string;
  /** BO_TX_BU_: every node that sends the message (when more than one). */
  transmitters?: string[];
  signals: DbcSignal[];
  signalGroups?: DbcSignalGroup[];
  comment?: string;
  attributes: DbcAttributes;
}

/** EV_: an environment variable. */
export interface DbcEnvironmentVariable extends DbcSourcePosition {
  name: string;
  /** 0 integer, 1 float, 2 string (as written). */
  type: number;
  minimum: number;
  maximum: number;
  unit: string;
  initialValue: number;
  id: number;
  /** DUMMY_NODE_VECTORn as written (n encodes the access type). */
  accessType: string;
  accessNodes: string[];
  /** ENVVAR_DATA_: the data size in bytes of a data environment variable. */
  dataSize?: number;
  comment?: string;
  valueDescriptions?: DbcValueDescription[];
  attributes: DbcAttributes;
}

/** The object kind an attribute belongs to; `network` is the database itself (BA_DEF_ without a kind). */
export type DbcAttributeObjectType = 'network' | 'BU_' | 'BO_' | 'SG_' | 'EV_';
/** The relation kinds of BA_DEF_REL_ / BA_REL_. */
export type DbcRelationType = 'BU_EV_REL_' | 'BU_BO_REL_' | 'BU_SG_REL_';

export type DbcAttributeValueType = 'INT' | 'HEX' | 'FLOAT' | 'STRING' | 'ENUM';

/** BA_DEF_ / BA_DEF_REL_ with its default (BA_DEF_DEF_ / BA_DEF_DEF_REL_). */
export interface DbcAttributeDefinition extends DbcSourcePosition {
  name: string;
  objectType: DbcAttributeObjectType | DbcRelationType;
  valueType: DbcAttributeValueType;
  minimum?: number;
  maximum?: number;
  enumValues?: string[];
  defaultValue?: DbcAttributeValue;
}

/** BA_REL_: an attribute value of a node-to-object relation. */
export interface DbcRelationAttributeValue extends DbcSourcePosition {
  name: string;
  relation: DbcRelationType;
  node: string;
  /** The message id as written (with the extended flag), for BU_BO_REL_ and BU_SG_REL_. */
  messageId?: number;
  signal?: string;
  environmentVariable?: string;
  value: DbcAttributeValue;
}

/**
 * A statement kept as written: a section this reader does not model (CAT_DEF_, SGTYPE_, FILTER...)
 * or a statement about an object the file does not define. The writer emits it again unchanged.
 */
export interface DbcRawStatement extends DbcSourcePosition {
  keyword: string;
  text: string;
}

export interface DbcBitTiming {
  baudrate: number;
  btr1: number;
  btr2: number;
}

export interface DbcDatabase {
  version: string;
  /** NS_: the new symbols the file declares. */
  newSymbols: string[];
  bitTiming?: DbcBitTiming;
  nodes: DbcNode[];
  valueTables: DbcValueTable[];
  messages: DbcMessage[];
  environmentVariables: DbcEnvironmentVariable[];
  /** CM_ without an object: the network's comment. */
  comment?: string;
  attributeDefinitions: DbcAttributeDefinition[];
  /** BA_ without an object: the network's attributes. */
  attributes: DbcAttributes;
  relationAttributes: DbcRelationAttributeValue[];
  rawStatements: DbcRawStatement[];
}

/** The pseudo message that holds signals not mapped to any frame (Vector's CANdb++ convention). */
export const INDEPENDENT_SIGNALS_MESSAGE = 'VECTOR__INDEPENDENT_SIG_MSG';
/** The placeholder node name meaning "no node". */
export const NO_NODE = 'Vector__XXX';
/** Bit 31 of a message id in a DBC file marks a 29-bit (extended) identifier. */
export const EXTENDED_ID_FLAG = 0x80000000;

/** The id of a message as written in a DBC file (with bit 31 set for extended identifiers). */
export function dbcMessageId(message: Pick<DbcMessage, 'canId' | 'extended'>): number {
  return message.extended ? message.canId + EXTENDED_ID_FLAG : message.canId;
}

/** Splits an id as written in a DBC file into the CAN identifier and the extended flag. */
export function splitDbcMessageId(id: number): { canId: number; extended: boolean } {
  return id >= EXTENDED_ID_FLAG
    ? { canId: id - EXTENDED_ID_FLAG, extended: true }
    : { canId: id, extended: false };
}

export function emptyDbcDatabase(): DbcDatabase {
  return {
    version: '',
    newSymbols: [],
    nodes: [],
    valueTables: [],
    messages: [],
    environmentVariables: [],
    attributeDefinitions: [],
    attributes: {},
    relationAttributes: [],
    rawStatements: [],
  };
}

/** Sets an attribute value; safe for every name, `__proto__` included. */
export function setDbcAttribute(attributes: DbcAttributes, name: string, value: DbcAttributeValue): void {
  if (name === '__proto__')
    Object.defineProperty(attributes, name, { value, enumerable: true, writable: true, configurable: true });
  else attributes[name] = value;
}

/** The counts `ecuc parse --json` prints: messages and signals without the independent-signals pseudo message, and nodes on BU_. */
export function summarizeDbc(database: DbcDatabase): { messages: number; signals: number; nodes: number } {
  let messages = 0;
  let signals = 0;
  for (const message of database.messages) {
    if (message.name === INDEPENDENT_SIGNALS_MESSAGE) continue;
    messages++;
    signals += message.signals.length;
  }
  return { messages, signals, nodes: database.nodes.length };
}
