/**
 * The bus databases of a project (`/dbc/*`): DBC files, one CAN channel each, the node of the bus that is this
 * ECU (its BuName), their frames and signals, the DBC check, and the derivation of the CAN stack from them.
 */
import { z } from 'zod';
import { idField, textField } from './fields.js';
import { acceptErrorsField, importModeField } from './imports.js';
import type { UploadedFileRow } from './files.js';

/** A bus database's settings as stored with the file. */
export interface BusFileSettings {
  /** The node (BU_) that is this ECU, chosen by the user. */
  node?: string;
  /** Frames (`msg:<id>`) the user removed from the configuration: a re-import leaves them out. */
  excluded?: string[];
  /** The project's own attribute mapping for this file, added to the shipped one. */
  attributes?: unknown;
}

/** A DBC node name: a C identifier as DBC writes them. */
const nodeField = () =>
  textField()
    .min(1)
    .max(128)
    .regex(/^[A-Za-z_][A-Za-z0-9_]*$/);

/** `/dbc/setBuName`: the node that is this ECU, in every uploaded DBC. */
export const dbcBuNameBody = z.object({ buName: nodeField() });

/** `/dbc/getDbcMessageListData`: the frames of one DBC, or of all. */
export const dbcMessageListBody = z.object({ id: idField().optional() });

/** A DBC frame's id in the message list: `<file id>/msg:0x<DBC id>` (bit 31 set for an extended id). */
export const dbcMessageIdField = () =>
  textField()
    .max(64)
    .regex(/^[1-9][0-9]*\/msg:0x[0-9A-F]{1,8}$/);

/** `/dbc/deleteDbcMessageId`: removes a frame and what was derived from it. */
export const dbcMessageDeleteBody = z.object({ id: dbcMessageIdField() });

/** `/dbc/check` (DBC verify): every DBC of the project, or one. */
export const dbcCheckBody = z.object({
  project: idField().optional(),
  id: idField().optional(),
  language: z.enum(['zh_cn', 'en_us']).optional(),
});

/** `/dbc/import`: derive the CAN stack of the chosen node from a DBC (preview, then apply). */
export const dbcImportBody = z.object({
  id: idField(),
  mode: importModeField(),
  acceptErrors: acceptErrorsField(),
  /** What becomes of multiplexed frames: IpduM configurations, or left out with a line each. */
  multiplexed: z.enum(['ipdum', 'skip']).optional(),
});

/**
 * `/dbc/setAttributeMapping`: the project's own attribute mapping of a file (a JSON object the reading module
 * checks; null removes it).
 */
export const dbcAttributeMappingBody = z.object({
  id: idField(),
  mapping: z.record(z.string(), z.unknown()).nullable(),
});

/** `/dbc/getAttributeMapping`: the shipped mapping (the template) and the file's own. */
export interface DbcAttributeMappingData {
  shipped: unknown;
  own: unknown;
}

/** `/dbc/deleteDbc`: removes a DBC and what was derived from it. */
export const dbcFileIdBody = z.object({ id: idField() });

/** An uploaded DBC as the list shows it. */
export interface DbcFileRow extends UploadedFileRow {
  /** The nodes on its BU_ line. */
  nodes: string[];
  /** The node that is this ECU (the project's BuName), if chosen. */
  node: string | null;
  messages: number;
  signals: number;
  /** Baud rate in kbit/s (`BS_` or `Baudrate` attribute), 500 when the file does not say. */
  baudRate: number;
  /** Containers derived from it in the project. */
  derived: number;
  /** Errors that refuse the file (the reader's). */
  errors: number;
}

/** `/dbc/getBuName`: the nodes of the uploaded DBCs and the one chosen. */
export interface DbcBuNameData {
  /** Nodes every uploaded DBC declares (a BuName must be in each), in the first file's order. */
  nodes: string[];
  /** Nodes of any uploaded DBC. */
  allNodes: string[];
  selected: string | null;
}

/** A signal of a DBC frame. */
export interface DbcSignalRow {
  name: string;
  startBit: number;
  length: number;
  byteOrder: 'little_endian' | 'big_endian';
  signed: boolean;
  /** The least significant bit as AUTOSAR COM counts it (ComBitPosition). */
  comBitPosition: number;
  factor: number;
  offset: number;
  minimum: number;
  maximum: number;
  unit: string;
  receivers: string[];
  /** `M` for the multiplexer switch, the value for a multiplexed signal, null otherwise. */
  multiplex: string | null;
  comment: string | null;
}

/** A DBC frame in the message list. */
export interface DbcMessageRow {
  /** `<file id>/msg:0x<DBC id>`. */
  id: string;
  fileId: number;
  file: string;
  name: string;
  canId: number;
  extended: boolean;
  fd: boolean;
  size: number;
  senders: string[];
  /** What the chosen node does with it. */
  direction: 'send' | 'receive' | 'none';
  /** GenMsgCycleTime in ms, when cyclic. */
  cycleTime: number | null;
  /** Frame length on the bus in bits, worst case with stuff bits (classic CAN), for the bus load. */
  frameBits: number;
  /** Containers derived from it in the project. */
  derived: number;
  /** Removed by the user (`/dbc/deleteDbcMessageId`). */
  excluded: boolean;
  signals: DbcSignalRow[];
}

/** `/dbc/getDbcMessageListData`. */
export interface DbcMessageListData {
  node: string | null;
  messages: DbcMessageRow[];
}

/** A row of the DBC check: where (`file:line:col`), what, and the frame it is about. */
export interface DbcCheckRow {
  code: string;
  message: string;
  path: string;
  /** The frame (`<file id>/msg:0x…`) the finding is about, when it is about one. */
  id: string | null;
}

export interface DbcCheckData {
  errList: DbcCheckRow[];
  warningList: DbcCheckRow[];
}
