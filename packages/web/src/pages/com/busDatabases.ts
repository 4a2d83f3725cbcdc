/**
 * Pure helpers of the bus databases card (Com page): the message list's search, a frame's signals as a signal
 * layout (the grid of the Com layout view), the bus load per channel, and frame ids as people write them.
 */
import type { DbcFileRow, DbcMessageRow, DbcSignalRow } from '@ecuc/core/api';
import { busDatabaseExtensions } from '@ecuc/core/modules';
import { fileRefusalOf } from '../../app/uploads.js';

/** A CAN id as engineers write it: `0x1A0`, with `x` for an extended one (`0x18FF50E5x`). */
export function canIdText(row: Pick<DbcMessageRow, 'canId' | 'extended'>): string {
  return `0x${row.canId.toString(16).toUpperCase()}${row.extended ? 'x' : ''}`;
}

/**
 * The frames whose name, or id (hex with or without `0x`, or decimal), or a signal's name contains the search
 * text (any case). An empty search keeps them all.
 */
export function searchMessages(messages: readonly DbcMessageRow[], search: string): DbcMessageRow[] {
  const needle = search.trim().toLowerCase();
  if (needle === '') return [...messages];
  const hex = needle.replace(/^0x/, '');
  return messages.filter(
    (m) =>
      m.name.toLowerCase().includes(needle) ||
      (/^[0-9a-f]+$/.test(hex) && m.canId.toString(16).includes(hex)) ||
      (/^\d+$/.test(needle) && String(m.canId) === needle) ||
      m.signals.some((s) => s.name.toLowerCase().includes(needle)),
  );
}

/** The bits a signal covers, least significant first, as AUTOSAR COM counts them. */
export function signalRowBits(
  signal: Pick<DbcSignalRow, 'comBitPosition' | 'length' | 'byteOrder'>,
): number[] {
  const bits: number[] = [];
  let bit = signal.comBitPosition;
  for (let i = 0; i < signal.length; i += 1) {
    bits.push(bit);
    if (signal.byteOrder === 'big_endian' && bit % 8 === 7) bit -= 15;
    else bit += 1;
  }
  return bits;
}

/** One cell of a frame's bit grid: the signals covering that bit (names). */
export interface FrameBitCell {
  bit: number;
  signals: string[];
}

/** A frame's bytes × bits (bit 7 … 0 per byte row) with the signals in each bit. */
export function frameBitGrid(message: Pick<DbcMessageRow, 'size' | 'signals'>): FrameBitCell[][] {
  const byBit = new Map<number, string[]>();
  for (const signal of message.signals)
    for (const bit of signalRowBits(signal)) byBit.set(bit, [...(byBit.get(bit) ?? []), signal.name]);
  const rows: FrameBitCell[][] = [];
  for (let byte = 0; byte < message.size; byte += 1) {
    const row: FrameBitCell[] = [];
    for (let i = 7; i >= 0; i -= 1) {
      const bit = byte * 8 + i;
      row.push({ bit, signals: byBit.get(bit) ?? [] });
    }
    rows.push(row);
  }
  return rows;
}

/** A channel's bus load: in percent, and the frames that make most of it. */
export interface ChannelLoad {
  fileId: number;
  file: string;
  baudRate: number;
  /** Percent of the bus's bit time taken by cyclic frames (worst-case stuffed lengths). */
  load: number;
  /** Cyclic frames, the largest share first: percent each. */
  frames: { name: string; load: number }[];
  /** Frames without a cycle time (not counted). */
  uncounted: number;
}

/** Bus load per channel (DBC file) from cycle times and worst-case frame lengths at the baud rate. */
export function channelLoads(
  files: readonly DbcFileRow[],
  messages: readonly DbcMessageRow[],
): ChannelLoad[] {
  return files.map((file) => {
    const ofFile = messages.filter((m) => m.fileId === file.id && !m.excluded);
    const baud = file.baudRate > 0 ? file.baudRate : 500;
    const frames = ofFile
      .filter((m) => m.cycleTime !== null && m.cycleTime > 0)
      .map((m) => ({ name: m.name, load: (m.frameBits / (m.cycleTime ?? 1) / baud) * 100 }))
      .sort((a, b) => b.load - a.load);
    return {
      fileId: file.id,
      file: file.name,
      baudRate: baud,
      load: frames.reduce((sum, f) => sum + f.load, 0),
      frames,
      uncounted: ofFile.length - frames.length,
    };
  });
}

/** Why a bus database is refused before it is sent (extension or size), or undefined. */
export function busFileRefusalOf(file: { name: string; size: number }): 'extension' | 'size' | undefined {
  const extensions = busDatabaseExtensions();
  const refusals = extensions.map((extension) => fileRefusalOf(file, extension));
  if (refusals.includes(undefined)) return undefined;
  return refusals.includes('size') ? 'size' : 'extension';
}

/** An object of a bus database as people read it: `0x100`, `0x100 Speed` (a signal), `0x100 [Group]`. */
export function objectLabel(object: string): string {
  const parts = /^msg:(0x[0-9A-F]+)(?:\/(sig|group):(.*))?$/.exec(object);
  if (!parts) return object;
  const [, id, kind, name] = parts;
  if (!kind) return id!;
  return kind === 'group' ? `${id} [${name}]` : `${id} ${name}`;
}

/** A project's own attribute mapping as the dialog shows it: indented JSON, `{}` when there is none. */
export function mappingTextOf(own: unknown): string {
  return JSON.stringify(own ?? {}, null, 2);
}

/** The dialog's text as a mapping (a JSON object; `{}` removes the project's own), or why it is not one. */
export function parseMappingText(
  text: string,
): { ok: true; mapping: Record<string, unknown> | null } | { ok: false; error: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.trim() === '' ? '{}' : text);
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return { ok: false, error: 'JSON object expected' };
  const mapping = parsed as Record<string, unknown>;
  return { ok: true, mapping: Object.keys(mapping).length === 0 ? null : mapping };
}
