/**
 * A DBC as the communication page shows it: its frames with their signals, what the chosen node does with
 * each, and the bus load its cyclic frames make at the controller's baud rate. Pure.
 */
import type { DbcMessageRow, DbcSignalRow } from '../../../api/dbc.js';
import type { DbcAttributeValue, DbcDatabase, DbcMessage } from '../../../formats/dbc/model.js';
import { comBitPosition } from './derive.js';
import { messageObject } from './objects.js';

/** The baud rate (kbit/s) a DBC gives (`BS_`, else a `Baudrate` network attribute in bit/s), 500 otherwise. */
export function dbcBaudRate(database: DbcDatabase): number {
  if (database.bitTiming && database.bitTiming.baudrate > 0) return database.bitTiming.baudrate;
  const attribute = attributeValue(database, database.attributes, 'Baudrate');
  if (typeof attribute === 'number' && attribute > 0)
    return attribute >= 10_000 ? attribute / 1000 : attribute;
  return 500;
}

/**
 * The longest a frame can be on the bus, in bits, with the worst-case stuff bits: for a classic frame with
 * `s` data bytes and `g` bits under stuffing (34 standard, 54 extended), `g + 8s + 13 + ⌊(g + 8s − 1) / 4⌋`
 * (Davis, Burns, Bril, Lukkien: "Controller Area Network (CAN) schedulability analysis", 2007). A CAN FD
 * frame is counted the same way at the nominal bit rate with its longer CRC (17 bits up to 16 bytes, 21
 * above) and the fixed stuff bits of the CRC field: an upper bound that ignores the faster data phase.
 */
export function worstCaseFrameBits(size: number, extended: boolean, fd: boolean): number {
  const g = extended ? 54 : 34;
  const data = 8 * size;
  const classic = g + data + 13 + Math.floor((g + data - 1) / 4);
  if (!fd) return classic;
  const crc = size <= 16 ? 17 : 21;
  // The CRC field's fixed stuff bits: one per four bits, plus the stuff count (4 bits) and its parity.
  return classic + (crc - 15) + Math.ceil(crc / 4) + 5;
}

/** Bus load in percent of cyclic frames: Σ frame bits / cycle time over the baud rate. */
export function busLoad(
  messages: readonly Pick<DbcMessageRow, 'cycleTime' | 'frameBits' | 'excluded'>[],
  baudRateKbps: number,
): number {
  let bitsPerMs = 0;
  for (const m of messages) if (m.cycleTime && m.cycleTime > 0) bitsPerMs += m.frameBits / m.cycleTime;
  return baudRateKbps > 0 ? (bitsPerMs / baudRateKbps) * 100 : 0;
}

function attributeValue(
  database: DbcDatabase,
  attributes: Record<string, DbcAttributeValue>,
  name: string,
): DbcAttributeValue | undefined {
  const definition = database.attributeDefinitions.find((d) => d.name === name);
  const value = attributes[name] ?? definition?.defaultValue;
  if (typeof value === 'number' && definition?.valueType === 'ENUM') return definition.enumValues?.[value];
  return value;
}

function senders(message: DbcMessage): string[] {
  return (message.transmitters ?? [message.transmitter]).filter((s) => s && s !== 'Vector__XXX');
}

/** Whether a frame is CAN FD: its VFrameFormat says so, or it carries more than 8 bytes. */
export function dbcMessageIsFd(database: DbcDatabase, message: DbcMessage): boolean {
  const format = attributeValue(database, message.attributes, 'VFrameFormat');
  return message.size > 8 || (typeof format === 'string' && /fd/i.test(format));
}

/**
 * The frames of a DBC as rows of the message list. `derivedCount` says how many of the project's containers
 * stand for a frame (`msg:0x…`), `excluded` the frames the user removed.
 */
export function dbcMessageRows(
  database: DbcDatabase,
  file: { id: number; name: string },
  node: string | null,
  derivedCount: (object: string) => number,
  excluded: ReadonlySet<string>,
  frameBits: (size: number, extended: boolean, fd: boolean) => number = worstCaseFrameBits,
): DbcMessageRow[] {
  const rows: DbcMessageRow[] = [];
  for (const message of database.messages) {
    if (message.name === 'VECTOR__INDEPENDENT_SIG_MSG') continue;
    const object = messageObject(message);
    const sentBy = senders(message);
    const direction =
      node === null
        ? 'none'
        : sentBy.includes(node)
          ? 'send'
          : message.signals.some((s) => s.receivers.includes(node))
            ? 'receive'
            : 'none';
    const cycle = attributeValue(database, message.attributes, 'GenMsgCycleTime');
    const fd = dbcMessageIsFd(database, message);
    rows.push({
      id: `${file.id}/${object}`,
      fileId: file.id,
      file: file.name,
      name: message.name,
      canId: message.canId,
      extended: message.extended,
      fd,
      size: message.size,
      senders: sentBy,
      direction,
      cycleTime: typeof cycle === 'number' && cycle > 0 ? cycle : null,
      frameBits: frameBits(message.size, message.extended, fd),
      derived: derivedCount(object),
      excluded: excluded.has(object),
      signals: message.signals.map((signal): DbcSignalRow => ({
        name: signal.name,
        startBit: signal.startBit,
        length: signal.length,
        byteOrder: signal.byteOrder,
        signed: signal.signed,
        comBitPosition: comBitPosition(signal),
        factor: signal.factor,
        offset: signal.offset,
        minimum: signal.minimum,
        maximum: signal.maximum,
        unit: signal.unit,
        receivers: signal.receivers,
        multiplex: signal.multiplexer
          ? signal.multiplexValue !== undefined
            ? `m${signal.multiplexValue}M`
            : 'M'
          : signal.multiplexValue !== undefined
            ? `m${signal.multiplexValue}`
            : null,
        comment: signal.comment ?? null,
      })),
    });
  }
  return rows;
}
