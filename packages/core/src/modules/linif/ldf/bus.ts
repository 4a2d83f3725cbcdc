/**
 * A LIN description file (LDF) as a bus database of the communication page: its unconditional frames as the
 * bus model's frames (id, length, publisher, signals at their bit offsets, little endian as LIN sends them,
 * subscribers as receivers), so that the message list, the bit layout and the file's checks work on it as on a
 * DBC. A frame's period is how often the master's first schedule table sends it. Pure.
 */
import {
  emptyDbcDatabase,
  type DbcDatabase,
  type DbcMessage,
  type DbcSignal,
} from '../../../formats/dbc/model.js';
import type { LdfFile } from '../../../formats/ldf/model.js';

/** A LIN frame's length when the file leaves it out: LIN 1.3 derives it from the id (0–31: 2, 32–47: 4, else 8). */
export function lin13Length(id: number): number {
  return id < 32 ? 2 : id < 48 ? 4 : 8;
}

/** A LIN frame's nominal length on the bus in bits: break, sync, PID, data and checksum, 10 bits a byte. */
export function linFrameBits(length: number): number {
  return 34 + 10 * (length + 1);
}

/**
 * The longest a LIN slot needs, in bit times: 1.4 × the nominal frame (LIN 2.x: the response may take 40 %
 * longer than nominal).
 */
export function linFrameMaxBits(length: number): number {
  return Math.ceil(1.4 * linFrameBits(length));
}

/** How often each frame is sent by the master's first schedule table, in ms (the table's length / appearances). */
export function framePeriods(ldf: LdfFile): Map<string, number> {
  const periods = new Map<string, number>();
  const table = ldf.scheduleTables[0];
  if (!table) return periods;
  const total = table.entries.reduce((sum, entry) => sum + entry.delayMs, 0);
  const count = new Map<string, number>();
  for (const entry of table.entries)
    if (entry.command.kind === 'frame')
      count.set(entry.command.frame, (count.get(entry.command.frame) ?? 0) + 1);
  for (const [frame, n] of count) if (total > 0) periods.set(frame, total / n);
  return periods;
}

/** The unconditional frames of an LDF in the bus model, with their periods as `GenMsgCycleTime`. */
export function ldfAsBusDatabase(ldf: LdfFile): DbcDatabase {
  const database = emptyDbcDatabase();
  const nodeNames = [...(ldf.nodes.master ? [ldf.nodes.master.name] : []), ...ldf.nodes.slaves];
  database.nodes = nodeNames.map((name) => ({ name, attributes: {}, line: 1, col: 1 }));
  database.bitTiming = { baudrate: ldf.header.speedKbps ?? 19.2, btr1: 0, btr2: 0 };
  database.attributeDefinitions = [
    {
      name: 'GenMsgCycleTime',
      objectType: 'BO_',
      valueType: 'INT',
      minimum: 0,
      maximum: 65535,
      line: 1,
      col: 1,
    },
    { name: 'GenSigStartValue', objectType: 'SG_', valueType: 'FLOAT', line: 1, col: 1 },
  ];
  const signals = new Map(ldf.signals.map((s) => [s.name, s]));
  const periods = framePeriods(ldf);
  for (const frame of ldf.frames) {
    const message: DbcMessage = {
      canId: frame.id,
      extended: false,
      name: frame.name,
      size: frame.length ?? lin13Length(frame.id),
      transmitter: frame.publisher,
      signals: frame.signals.map((placement): DbcSignal => {
        const signal = signals.get(placement.signal);
        const init = signal?.initValue;
        return {
          name: placement.signal,
          startBit: placement.offset,
          length: signal?.size ?? 0,
          byteOrder: 'little_endian',
          signed: false,
          factor: 1,
          offset: 0,
          minimum: 0,
          maximum: 2 ** Math.min(signal?.size ?? 0, 52) - 1,
          unit: '',
          receivers: signal?.subscribers ?? [],
          multiplexer: false,
          valueType: 'integer',
          attributes: typeof init === 'number' ? { GenSigStartValue: init } : {},
          line: signal?.line ?? frame.line,
          col: signal?.col ?? frame.col,
        };
      }),
      attributes: periods.has(frame.name) ? { GenMsgCycleTime: periods.get(frame.name)! } : {},
      line: frame.line,
      col: frame.col,
    };
    database.messages.push(message);
  }
  return database;
}
