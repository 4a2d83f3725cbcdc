/**
 * The OIL model: the IMPLEMENTATION part (object types and their attribute definitions) and the
 * application (one CPU with its objects). Every element keeps the position of its source token so
 * that later checks (the OS module, AUTOSAR OS rules) can point at the real file and line.
 * Maps are plain objects without a prototype (an object may well be called `constructor`).
 */
import type { OilPosition } from './reporter.js';

export type { OilPosition } from './reporter.js';

/** An integer as written (`42`, `0x2A`, `-5`); `value` is exact up to 2^53, `text` always is. */
export interface OilIntegerValue {
  kind: 'integer';
  text: string;
  value: number;
}
export interface OilFloatValue {
  kind: 'float';
  text: string;
  value: number;
}
export interface OilStringValue {
  kind: 'string';
  value: string;
}
/** TRUE or FALSE, with the sub-attributes of that choice (`AUTOSTART = TRUE { APPMODE = std; }`). */
export interface OilBooleanValue {
  kind: 'boolean';
  value: boolean;
  attributes: OilAttributeValue[];
}
/** An ENUM value, an object reference or an IDENTIFIER, with sub-attributes for ENUM values. */
export interface OilIdentifierValue {
  kind: 'identifier';
  value: string;
  attributes: OilAttributeValue[];
}
export interface OilAutoValue {
  kind: 'auto';
}
/** A named STRUCT value: `EXPIRY_POINT ep1 { OFFSET = 2; };`. */
export interface OilStructValue {
  kind: 'struct';
  name: string;
  attributes: OilAttributeValue[];
}
export type OilValue =
  | OilIntegerValue
  | OilFloatValue
  | OilStringValue
  | OilBooleanValue
  | OilIdentifierValue
  | OilAutoValue
  | OilStructValue;

export interface OilAttributeValue {
  name: string;
  value: OilValue;
  description?: string;
  /** Where the attribute name is. */
  position: OilPosition;
  /** Where the value is. */
  valuePosition: OilPosition;
}

export interface OilObject {
  /** The object type: OS, TASK, ISR, COUNTER, ALARM... or a target's own. */
  type: string;
  name: string;
  /** Attributes of every definition of the object, merged in reading order. */
  attributes: OilAttributeValue[];
  description?: string;
  /** The name token of each definition (OIL lets an object's definition be split). */
  definitions: OilPosition[];
}

export interface OilApplication {
  cpuName: string;
  description?: string;
  position: OilPosition;
  /** Object type → object name → object, in order of first definition. */
  objects: Record<string, Record<string, OilObject>>;
}

// ---------------------------------------------------------------- implementation part

export type OilNumberType = 'UINT32' | 'INT32' | 'UINT64' | 'INT64' | 'FLOAT';
export type OilAttributeType =
  OilNumberType | 'ENUM' | 'BOOLEAN' | 'STRING' | 'IDENTIFIER' | 'STRUCT' | 'REFERENCE';

export type OilNumber = OilIntegerValue | OilFloatValue;

export type OilRange =
  { kind: 'interval'; min: OilNumber; max: OilNumber } | { kind: 'set'; values: OilNumber[] };

export type OilDefault =
  { kind: 'none' } | { kind: 'noDefault' } | { kind: 'auto' } | { kind: 'value'; value: OilValue };

export interface OilEnumerator {
  name: string;
  /** Sub-attributes that this value opens (`SETEVENT { TASK_TYPE TASK; EVENT_TYPE EVENT; }`). */
  attributes: Record<string, OilAttributeDefinition>;
  description?: string;
}

export interface OilAttributeDefinition {
  name: string;
  type: OilAttributeType;
  /** For REFERENCE: the object type referred to (`TASK` for `TASK_TYPE`). */
  referenceTo?: string;
  withAuto: boolean;
  /** `[]`: the attribute takes a list of values. */
  multiple: boolean;
  range?: OilRange;
  /** For ENUM, in declaration order. */
  enumerators?: OilEnumerator[];
  /** For BOOLEAN with sub-attributes. */
  trueAttributes?: Record<string, OilAttributeDefinition>;
  falseAttributes?: Record<string, OilAttributeDefinition>;
  /** For STRUCT. */
  structAttributes?: Record<string, OilAttributeDefinition>;
  default: OilDefault;
  description?: string;
  position: OilPosition;
}

export interface OilObjectTypeDefinition {
  name: string;
  /** `TASK []`: several objects of the type may exist. */
  multiple: boolean;
  attributes: Record<string, OilAttributeDefinition>;
  description?: string;
  position: OilPosition;
}

export interface OilImplementation {
  /** The name of the first IMPLEMENTATION block (all blocks merge into one). */
  name: string;
  objectTypes: Record<string, OilObjectTypeDefinition>;
}

export interface OilFile {
  oilVersion?: string;
  oilVersionDescription?: string;
  implementation: OilImplementation;
  /** Undefined when the input holds no CPU block (an implementation file). */
  application?: OilApplication;
  /** Every file read besides the root, in reading order. */
  includedFiles: string[];
}

/** A map without a prototype, so that any identifier is a safe key. */
export function emptyRecord<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}

/** The standard object kinds of OSEK OIL 2.5 and AUTOSAR OS that summaries count. */
export interface OilSummary extends Record<string, number> {
  tasks: number;
  isrs: number;
  alarms: number;
  counters: number;
  events: number;
  resources: number;
  appmodes: number;
  scheduletables: number;
}
