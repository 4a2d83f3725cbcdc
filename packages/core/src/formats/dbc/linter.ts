import { diagnostic, type Diagnostic, type Severity } from '../diagnostic.js';
import type { Language } from '../../i18n/index.js';
import { dbcText } from './messages.js';
import {
  dbcMessageId,
  INDEPENDENT_SIGNALS_MESSAGE,
  NO_NODE,
  type DbcDatabase,
  type DbcMessage,
  type DbcMultiplexRange,
  type DbcSignal,
} from './model.js';

export interface DbcLintOptions {
  /** The language of the findings; English when not given. */
  language?: Language;
}

export type DbcFrameFormat = 'CAN' | 'CAN FD';

/** Payload lengths a CAN FD frame can have. */
export const CAN_FD_SIZES: readonly number[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 12, 16, 20, 24, 32, 48, 64];

const MAX_STANDARD_ID = 0x7ff;
const MAX_EXTENDED_ID = 0x1fffffff;

/**
 * Whether a message is a CAN FD frame: its `VFrameFormat` attribute (or that attribute's default)
 * names an FD format, or the network's `BusType` is `CAN FD`, or, without either, it is longer than 8 bytes.
 */
export function dbcFrameFormat(database: DbcDatabase, message: DbcMessage): DbcFrameFormat {
  const definition = database.attributeDefinitions.find(
    (candidate) => candidate.name === 'VFrameFormat' && candidate.objectType === 'BO_',
  );
  const value = message.attributes['VFrameFormat'] ?? definition?.defaultValue;
  if (value !== undefined) {
    const name = typeof value === 'number' ? definition?.enumValues?.[value] : value;
    if (name !== undefined) return /FD/i.test(name) ? 'CAN FD' : 'CAN';
  }
  const busType = database.attributes['BusType'];
  if (typeof busType === 'string' && /FD/i.test(busType)) return 'CAN FD';
  return message.size > 8 ? 'CAN FD' : 'CAN';
}

/**
 * The bits a signal occupies, numbered byte * 8 + bit (bit 0 the least significant of byte 0).
 * Intel signals count up from their start bit; Motorola signals start at their most significant
 * bit and run down through each byte, then on to the next byte.
 */
export function dbcSignalBits(signal: Pick<DbcSignal, 'startBit' | 'length' | 'byteOrder'>): number[] {
  const bits: number[] = [];
  const length = Math.min(Math.max(signal.length, 0), 4096);
  if (signal.byteOrder === 'little_endian') {
    for (let i = 0; i < length; i++) bits.push(signal.startBit + i);
    return bits;
  }
  let bit = signal.startBit;
  for (let i = 0; i < length; i++) {
    bits.push(bit);
    bit = bit % 8 === 0 ? bit + 15 : bit - 1;
  }
  return bits;
}

type MultiplexConditions = Map<string, readonly DbcMultiplexRange[]>;

/** The multiplexer values under which a signal is present, per switch signal (following nested switches). */
function multiplexConditions(message: DbcMessage, signal: DbcSignal): MultiplexConditions | 'no-multiplexer' {
  const conditions: MultiplexConditions = new Map();
  const simpleSwitch = message.signals.find(
    (candidate) => candidate.multiplexer && candidate.multiplexValue === undefined,
  );
  let current: DbcSignal | undefined = signal;
  for (let depth = 0; current && depth < 16; depth++) {
    let switchName: string;
    let ranges: readonly DbcMultiplexRange[];
    if (current.multiplexerSwitch !== undefined) {
      switchName = current.multiplexerSwitch;
      ranges = current.multiplexRanges ?? [];
    } else if (current.multiplexValue !== undefined) {
      if (!simpleSwitch) return 'no-multiplexer';
      switchName = simpleSwitch.name;
      ranges = [{ from: current.multiplexValue, to: current.multiplexValue }];
    } else break;
    if (conditions.has(switchName) || switchName === signal.name) break;
    conditions.set(switchName, ranges);
    const parentName: string = switchName;
    current = message.signals.find((candidate) => candidate.name === parentName);
  }
  return conditions;
}

function rangesIntersect(a: readonly DbcMultiplexRange[], b: readonly DbcMultiplexRange[]): boolean {
  for (const x of a) for (const y of b) if (x.from <= y.to && y.from <= x.to) return true;
  return false;
}

/** Two signals can be in the same frame unless some shared switch selects them with disjoint values. */
function canCoexist(a: MultiplexConditions, b: MultiplexConditions): boolean {
  for (const [switchName, ranges] of a) {
    const other = b.get(switchName);
    if (other && !rangesIntersect(ranges, other)) return false;
  }
  return true;
}

function isMultiplexed(signal: DbcSignal): boolean {
  return signal.multiplexValue !== undefined || signal.multiplexerSwitch !== undefined;
}

class DbcLinter {
  readonly findings: Diagnostic[] = [];

  constructor(
    private readonly database: DbcDatabase,
    private readonly file: string,
    private readonly language: Language,
  ) {}

  private report(
    severity: Severity,
    code: string,
    params: Record<string, string | number>,
    at: { line: number; col: number },
  ): void {
    this.findings.push(
      diagnostic(severity, code, dbcText(this.language, code, params), this.file, at.line, at.col),
    );
  }

  run(): Diagnostic[] {
    this.duplicateNodes();
    this.duplicateMessages();
    for (const message of this.database.messages) this.message(message);
    this.nodeReferences();
    return this.findings.sort((a, b) => a.line - b.line || a.col - b.col);
  }

  private duplicateNodes(): void {
    const seen = new Set<string>();
    for (const node of this.database.nodes) {
      if (seen.has(node.name)) this.report('error', 'DBC_L015', { node: node.name }, node);
      seen.add(node.name);
    }
  }

  private duplicateMessages(): void {
    const byId = new Map<number, DbcMessage>();
    const names = new Set<string>();
    for (const message of this.database.messages) {
      const id = dbcMessageId(message);
      const first = byId.get(id);
      if (first)
        this.report(
          'error',
          'DBC_L003',
          { id: `0x${message.canId.toString(16).toUpperCase()}`, message: message.name, other: first.name },
          message,
        );
      else byId.set(id, message);
      if (names.has(message.name)) this.report('error', 'DBC_L004', { message: message.name }, message);
      names.add(message.name);
    }
  }

  private message(message: DbcMessage): void {
    const pseudo = message.name === INDEPENDENT_SIGNALS_MESSAGE;
    const frame = dbcFrameFormat(this.database, message);
    if (!pseudo) {
      const validSize =
        frame === 'CAN FD' ? CAN_FD_SIZES.includes(message.size) : message.size >= 0 && message.size <= 8;
      if (!validSize)
        this.report('error', 'DBC_L010', { message: message.name, size: message.size, frame }, message);
      const limit = message.extended ? MAX_EXTENDED_ID : MAX_STANDARD_ID;
      if (message.canId > limit || message.canId < 0)
        this.report(
          'warning',
          'DBC_L011',
          {
            message: message.name,
            id: `0x${message.canId.toString(16).toUpperCase()}`,
            frame: message.extended ? 'extended' : 'standard',
          },
          message,
        );
    }
    const names = new Set<string>();
    const frameBits = message.size * 8;
    // Overlaps are looked for in the first 64 bytes, the longest frame there is (longer ones are reported above).
    const layoutBits = Math.min(Math.max(frameBits, 0), 512);
    const layouts: { signal: DbcSignal; words: Uint32Array; conditions: MultiplexConditions }[] = [];
    for (const signal of message.signals) {
      if (names.has(signal.name))
        this.report('error', 'DBC_L005', { signal: signal.name, message: message.name }, signal);
      names.add(signal.name);
      this.signalValues(signal);
      const validLength =
        signal.length >= 1 &&
        signal.length <= 64 &&
        (signal.valueType !== 'float' || signal.length === 32) &&
        (signal.valueType !== 'double' || signal.length === 64);
      if (!validLength) {
        this.report('error', 'DBC_L013', { signal: signal.name, length: signal.length }, signal);
        continue;
      }
      const conditions = multiplexConditions(message, signal);
      if (conditions === 'no-multiplexer') {
        this.report('error', 'DBC_L014', { signal: signal.name, message: message.name }, signal);
        continue;
      }
      if (pseudo) continue;
      const bits = dbcSignalBits(signal);
      const words = new Uint32Array(Math.max(1, Math.ceil(layoutBits / 32)));
      let outside = false;
      for (const bit of bits) {
        if (bit < 0 || bit >= frameBits) outside = true;
        else if (bit < layoutBits) words[bit >>> 5]! |= 1 << (bit & 31);
      }
      if (outside)
        this.report(
          'error',
          'DBC_L002',
          { signal: signal.name, message: message.name, size: message.size },
          signal,
        );
      layouts.push({ signal, words, conditions });
    }
    for (let j = 1; j < layouts.length; j++) {
      const later = layouts[j]!;
      for (let i = 0; i < j; i++) {
        const earlier = layouts[i]!;
        if (
          (isMultiplexed(later.signal) || isMultiplexed(earlier.signal)) &&
          !canCoexist(later.conditions, earlier.conditions)
        )
          continue;
        let shared = false;
        for (let w = 0; w < later.words.length && !shared; w++)
          if ((later.words[w]! & earlier.words[w]!) !== 0) shared = true;
        if (shared)
          this.report(
            'error',
            'DBC_L001',
            { signal: later.signal.name, other: earlier.signal.name, message: message.name },
            later.signal,
          );
      }
    }
  }

  /** Minimum, maximum, initial value and value descriptions of a signal. */
  private signalValues(signal: DbcSignal): void {
    const { minimum, maximum } = signal;
    if (minimum > maximum) {
      this.report('warning', 'DBC_L012', { signal: signal.name, minimum, maximum }, signal);
      return;
    }
    const start = signal.attributes['GenSigStartValue'];
    // [0|0] means "no range" in CANdb++.
    if (typeof start === 'number' && minimum < maximum) {
      const physical = start * signal.factor + signal.offset;
      const tolerance = Math.abs(signal.factor) / 2;
      if (physical < minimum - tolerance || physical > maximum + tolerance)
        this.report('warning', 'DBC_L008', { signal: signal.name, value: start, minimum, maximum }, signal);
    }
    if (
      signal.valueDescriptions &&
      signal.valueType === 'integer' &&
      signal.length >= 1 &&
      signal.length <= 52
    ) {
      // Signed signals are often described with their unsigned bit pattern (255 for -1): accept both.
      const lowest = signal.signed ? -(2 ** (signal.length - 1)) : 0;
      const highest = 2 ** signal.length - 1;
      for (const entry of signal.valueDescriptions)
        if (entry.value < lowest || entry.value > highest) {
          this.report(
            'warning',
            'DBC_L009',
            { signal: signal.name, value: entry.value, length: signal.length },
            signal,
          );
          break;
        }
    }
  }

  private nodeReferences(): void {
    const nodes = new Set(this.database.nodes.map((node) => node.name));
    if (nodes.size === 0) {
      if (this.database.messages.length > 0) this.report('info', 'DBC_L016', {}, { line: 1, col: 1 });
      return;
    }
    const known = (name: string) => name === NO_NODE || name === '' || nodes.has(name);
    for (const message of this.database.messages) {
      if (!known(message.transmitter))
        this.report('warning', 'DBC_L006', { node: message.transmitter, message: message.name }, message);
      for (const transmitter of message.transmitters ?? [])
        if (!known(transmitter))
          this.report('warning', 'DBC_L006', { node: transmitter, message: message.name }, message);
      for (const signal of message.signals)
        for (const receiver of signal.receivers)
          if (!known(receiver))
            this.report('warning', 'DBC_L007', { node: receiver, signal: signal.name }, signal);
    }
  }
}

/** Checks a database beyond its syntax: layout, duplicates, node references and value ranges. */
export function lintDbc(database: DbcDatabase, file: string, options: DbcLintOptions = {}): Diagnostic[] {
  return new DbcLinter(database, file, options.language ?? 'en_us').run();
}
