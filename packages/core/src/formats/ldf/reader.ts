/**
 * Reads LIN description files: a tokenizer and a recursive-descent parser that recovers at the next
 * `;` or `}` after a syntax error, so one mistake gives one located diagnostic and the rest is still read.
 * A fatal error (a character no LDF has, a text that is not an LDF) ends the reading at once: a large file
 * of something else answers one located error without being scanned to its end.
 */
import { decodeText } from '../text.js';
import { diagnostic, hasErrors } from '../diagnostic.js';
import type { Diagnostic, ReadResult, Severity } from '../diagnostic.js';
import { ldfMessage } from './messages.js';
import type { LdfMessageCode } from './messages.js';
import type {
  LdfEncodingValue,
  LdfFile,
  LdfNodeAttributes,
  LdfScheduleCommand,
  LdfSignalPlacement,
} from './model.js';

type TokenKind = 'ident' | 'number' | 'string' | 'punct' | 'eof';

interface Token {
  kind: TokenKind;
  text: string;
  value: number;
  line: number;
  col: number;
}

/** Thrown inside the parser only; caught at the statement that recovers. */
class LdfSyntaxError extends Error {
  constructor(
    readonly token: Token,
    readonly expected: string,
  ) {
    super(expected);
  }
}

const NUMBER = /^[+-]?(?:0[xX][0-9a-fA-F]+|(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)/;
const IDENT = /^[A-Za-z_][A-Za-z0-9_]*/;

/** Thrown once a fatal error has been reported: the reading ends there (caught by `readLdf`). */
class LdfFatalError extends Error {}

/**
 * Cuts the text into tokens on demand, so that a fatal error ends the reading before the rest of a large
 * input is scanned. Comments go to `comments` as they are passed.
 */
class LdfTokenizer {
  private i = 0;
  private line = 1;
  private lineStart = 0;
  private done = false;

  constructor(
    private readonly text: string,
    private readonly comments: LdfFile['comments'],
    /** A recoverable lexical error: the token is skipped. */
    private readonly report: (
      code: LdfMessageCode,
      line: number,
      col: number,
      params?: Record<string, string>,
    ) => void,
    /** A fatal lexical error: reports it and throws `LdfFatalError`. */
    private readonly fatal: (
      code: LdfMessageCode,
      line: number,
      col: number,
      params?: Record<string, string>,
    ) => never,
  ) {}

  /** The next token; at the end, the `eof` token (again on every further call). */
  next(): Token {
    const text = this.text;
    const n = text.length;
    while (!this.done && this.i < n) {
      const i = this.i;
      const c = text[i] ?? '';
      const line = this.line;
      const col = i - this.lineStart + 1;
      if (c === '\n') {
        this.i++;
        this.line++;
        this.lineStart = this.i;
        continue;
      }
      if (c === ' ' || c === '\t' || c === '\r' || c === '\f' || c === '\v' || c === '\uFEFF') {
        this.i++;
        continue;
      }
      if (c === '/' && text[i + 1] === '/') {
        let end = text.indexOf('\n', i);
        if (end < 0) end = n;
        this.comments.push({
          text: text
            .slice(i + 2, end)
            .replace(/\r$/, '')
            .trim(),
          line,
          col,
        });
        this.i = end;
        continue;
      }
      if (c === '/' && text[i + 1] === '*') {
        const end = text.indexOf('*/', i + 2);
        const body = text.slice(i + 2, end < 0 ? n : end);
        this.comments.push({ text: body.trim(), line, col });
        if (end < 0) {
          this.report('LDF_UNTERMINATED', line, col, { what: 'comment' });
          this.i = n;
          break;
        }
        for (let k = i; k < end; k++) {
          if (text.charCodeAt(k) === 10) {
            this.line++;
            this.lineStart = k + 1;
          }
        }
        this.i = end + 2;
        continue;
      }
      if (c === '"') {
        const end = text.indexOf('"', i + 1);
        const newline = text.indexOf('\n', i + 1);
        if (end < 0 || (newline >= 0 && newline < end)) {
          this.report('LDF_UNTERMINATED', line, col, { what: 'string' });
          this.i = newline < 0 ? n : newline;
          continue;
        }
        this.i = end + 1;
        return { kind: 'string', text: text.slice(i + 1, end), value: Number.NaN, line, col };
      }
      const rest = text.slice(i, i + 64);
      const number =
        (c >= '0' && c <= '9') || ((c === '-' || c === '+' || c === '.') && /^[+-]?\.?\d/.test(rest))
          ? NUMBER.exec(rest)
          : null;
      if (number !== null) {
        const raw = number[0];
        const negative = raw.startsWith('-');
        const unsigned = raw.replace(/^[+-]/, '');
        const magnitude = /^0x/i.test(unsigned) ? parseInt(unsigned.slice(2), 16) : Number(unsigned);
        this.i += raw.length;
        return { kind: 'number', text: raw, value: negative ? -magnitude : magnitude, line, col };
      }
      const ident = IDENT.exec(rest);
      if (ident !== null) {
        let end = i + ident[0].length;
        while (end < n && /[A-Za-z0-9_]/.test(text[end] ?? '')) end++;
        this.i = end;
        return { kind: 'ident', text: text.slice(i, end), value: Number.NaN, line, col };
      }
      if ('{};:,=%'.includes(c)) {
        this.i++;
        return { kind: 'punct', text: c, value: Number.NaN, line, col };
      }
      // A character no LDF token starts with, outside strings and comments: binary data or another format.
      // Where the statements resume cannot be told, so the reading ends here.
      this.fatal('LDF_CHARACTER', line, col, { char: printable(text.codePointAt(i) ?? 0) });
    }
    this.done = true;
    return {
      kind: 'eof',
      text: 'end of file',
      value: Number.NaN,
      line: this.line,
      col: this.i - this.lineStart + 1,
    };
  }
}

/** A character as a message shows it: itself, or `U+XXXX` for a control or replacement character. */
function printable(codePoint: number): string {
  const invisible = codePoint < 0x20 || (codePoint >= 0x7f && codePoint <= 0xa0) || codePoint === 0xfffd;
  return invisible
    ? `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`
    : String.fromCodePoint(codePoint);
}

export function emptyLdfFile(file: string): LdfFile {
  return {
    file,
    header: { protocolVersion: '', languageVersion: '', speedKbps: undefined, channelName: undefined },
    nodes: { master: undefined, slaves: [] },
    nodeAttributes: [],
    signals: [],
    diagnosticSignals: [],
    frames: [],
    sporadicFrames: [],
    eventTriggeredFrames: [],
    diagnosticFrames: [],
    diagnosticAddresses: [],
    scheduleTables: [],
    signalGroups: [],
    signalEncodingTypes: [],
    signalRepresentations: [],
    comments: [],
  };
}

class LdfParser {
  private pos = 0;
  private readonly tokens: Token[] = [];
  private readonly tokenizer: LdfTokenizer;
  readonly diagnostics: Diagnostic[] = [];
  readonly ldf: LdfFile;

  constructor(
    text: string,
    private readonly file: string,
  ) {
    this.ldf = emptyLdfFile(file);
    this.tokenizer = new LdfTokenizer(
      text,
      this.ldf.comments,
      (code, line, col, params) => this.report('error', code, line, col, params),
      (code, line, col, params) => this.fatal(code, line, col, params),
    );
  }

  /**
   * Reads the whole text. A syntax error inside a statement is recovered from (the statement is skipped);
   * a fatal error (a character no LDF has, a text that does not begin with `LIN_description_file`) ends
   * the reading by throwing `LdfFatalError` once reported.
   */
  parse(): void {
    // Every LDF begins with its header; anything else is another kind of file.
    const first = this.peek();
    if (first.kind !== 'ident' || first.text !== 'LIN_description_file')
      this.fatal('LDF_MISSING_HEADER', first.line, first.col);
    while (this.peek().kind !== 'eof') {
      const start = this.pos;
      try {
        this.topLevel();
      } catch (err) {
        if (!(err instanceof LdfSyntaxError)) throw err;
        this.syntaxError(err);
        this.recover();
      }
      if (this.pos === start) this.pos++;
    }
  }

  // ------------------------------------------------------------------ tokens

  /** The token `offset` places ahead, read from the text when first needed (the `eof` token past the end). */
  private peek(offset = 0): Token {
    const at = this.pos + offset;
    while (this.tokens.length <= at && this.tokens[this.tokens.length - 1]?.kind !== 'eof')
      this.tokens.push(this.tokenizer.next());
    return this.tokens[Math.min(at, this.tokens.length - 1)] as Token;
  }

  private next(): Token {
    const token = this.peek();
    if (token.kind !== 'eof') this.pos++;
    return token;
  }

  private is(text: string): boolean {
    const t = this.peek();
    return (t.kind === 'punct' || t.kind === 'ident') && t.text === text;
  }

  private accept(text: string): boolean {
    if (!this.is(text)) return false;
    this.next();
    return true;
  }

  private expect(text: string): Token {
    if (!this.is(text)) throw new LdfSyntaxError(this.peek(), `"${text}"`);
    return this.next();
  }

  private ident(): Token {
    const t = this.peek();
    if (t.kind !== 'ident') throw new LdfSyntaxError(t, 'a name');
    return this.next();
  }

  private number(): number {
    const t = this.peek();
    if (t.kind !== 'number' || !Number.isFinite(t.value)) throw new LdfSyntaxError(t, 'a number');
    this.next();
    return t.value;
  }

  private string(): string {
    const t = this.peek();
    if (t.kind !== 'string') throw new LdfSyntaxError(t, 'a "string"');
    return this.next().text;
  }

  /** A number followed by an optional unit word (`ms`, `kbps`, `bits`). */
  private quantity(unit: string): number {
    const value = this.number();
    this.accept(unit);
    return value;
  }

  private nameList(): string[] {
    const names = [this.ident().text];
    while (this.accept(',')) names.push(this.ident().text);
    return names;
  }

  /** Skips to the end of the broken statement: past the next `;` or nested block, or up to the enclosing `}`. */
  private recover(): void {
    let depth = 0;
    while (this.peek().kind !== 'eof') {
      const t = this.peek();
      if (t.kind === 'punct') {
        if (t.text === '{') depth++;
        else if (t.text === '}') {
          if (depth === 0) return;
          depth--;
          if (depth === 0) {
            this.next();
            return;
          }
        } else if (t.text === ';' && depth === 0) {
          this.next();
          return;
        }
      }
      this.next();
    }
  }

  /** `{ item* }`: each item recovers on its own. */
  private block(item: () => void): void {
    this.expect('{');
    while (!this.is('}') && this.peek().kind !== 'eof') {
      const start = this.pos;
      try {
        item();
      } catch (err) {
        if (!(err instanceof LdfSyntaxError)) throw err;
        this.syntaxError(err);
        this.recover();
      }
      if (this.pos === start) this.next();
    }
    this.expect('}');
  }

  // ------------------------------------------------------------------ diagnostics

  private report(
    severity: Severity,
    code: LdfMessageCode,
    line: number,
    col: number,
    params?: Record<string, string | number>,
  ): void {
    this.diagnostics.push(diagnostic(severity, code, ldfMessage(code, params), this.file, line, col));
  }

  /** Reports a fatal error and ends the reading. */
  private fatal(code: LdfMessageCode, line: number, col: number, params?: Record<string, string>): never {
    this.report('error', code, line, col, params);
    throw new LdfFatalError(code);
  }

  private syntaxError(err: LdfSyntaxError): void {
    const t = err.token;
    const found = t.kind === 'eof' ? 'end of file' : t.kind === 'string' ? `"${t.text}"` : t.text;
    this.report('error', 'LDF_SYNTAX', t.line, t.col, { expected: err.expected, found });
  }

  // ------------------------------------------------------------------ grammar

  private topLevel(): void {
    const name = this.ident();
    const h = this.ldf.header;
    switch (name.text) {
      case 'LIN_description_file':
        this.expect(';');
        return;
      case 'LIN_protocol_version':
        this.expect('=');
        h.protocolVersion = this.string();
        this.expect(';');
        return;
      case 'LIN_language_version':
        this.expect('=');
        h.languageVersion = this.string();
        this.expect(';');
        return;
      case 'LIN_speed':
        this.expect('=');
        h.speedKbps = this.quantity('kbps');
        this.expect(';');
        return;
      case 'Channel_name':
        this.expect('=');
        h.channelName = this.string();
        this.expect(';');
        return;
      default:
        break;
    }
    const sections: Record<string, () => void> = {
      Nodes: () => this.block(() => this.nodeItem()),
      Signals: () => this.block(() => this.signal()),
      Diagnostic_signals: () => this.block(() => this.diagnosticSignal()),
      Frames: () => this.block(() => this.frame()),
      Sporadic_frames: () => this.block(() => this.sporadicFrame()),
      Event_triggered_frames: () => this.block(() => this.eventTriggeredFrame()),
      Diagnostic_frames: () => this.block(() => this.diagnosticFrame()),
      Node_attributes: () => this.block(() => this.nodeAttributes()),
      Schedule_tables: () => this.block(() => this.scheduleTable()),
      Signal_groups: () => this.block(() => this.signalGroup()),
      Signal_encoding_types: () => this.block(() => this.encodingType()),
      Signal_representation: () => this.block(() => this.representation()),
      Diagnostic_addresses: () => this.block(() => this.diagnosticAddress()),
    };
    const section = sections[name.text];
    if (section !== undefined) {
      section();
      return;
    }
    if (this.is('{')) {
      this.report('warning', 'LDF_UNKNOWN_SECTION', name.line, name.col, { name: name.text });
    } else {
      this.report('warning', 'LDF_UNKNOWN_STATEMENT', name.line, name.col, { name: name.text });
    }
    this.recover();
  }

  private nodeItem(): void {
    const kind = this.ident();
    this.expect(':');
    if (kind.text === 'Master') {
      const name = this.ident().text;
      this.expect(',');
      const timeBaseMs = this.quantity('ms');
      this.expect(',');
      const jitterMs = this.quantity('ms');
      let bitLength: number | undefined;
      let tolerancePercent: number | undefined;
      if (this.accept(',')) {
        bitLength = this.quantity('bits');
        this.expect(',');
        tolerancePercent = this.number();
        this.accept('%');
      }
      this.expect(';');
      this.ldf.nodes.master = {
        name,
        timeBaseMs,
        jitterMs,
        bitLength,
        tolerancePercent,
        line: kind.line,
        col: kind.col,
      };
    } else if (kind.text === 'Slaves') {
      this.ldf.nodes.slaves.push(...(this.is(';') ? [] : this.nameList()));
      this.expect(';');
    } else {
      throw new LdfSyntaxError(kind, 'Master or Slaves');
    }
  }

  private initValue(): number | number[] {
    if (this.accept('{')) {
      const bytes = [this.number()];
      while (this.accept(',')) bytes.push(this.number());
      this.expect('}');
      return bytes;
    }
    return this.number();
  }

  private signal(): void {
    const name = this.ident();
    this.expect(':');
    const size = this.number();
    this.expect(',');
    const initValue = this.initValue();
    this.expect(',');
    const publisher = this.ident().text;
    const subscribers: string[] = [];
    while (this.accept(',')) subscribers.push(this.ident().text);
    this.expect(';');
    this.ldf.signals.push({
      name: name.text,
      size,
      initValue,
      publisher,
      subscribers,
      line: name.line,
      col: name.col,
    });
  }

  private diagnosticSignal(): void {
    const name = this.ident();
    this.expect(':');
    const size = this.number();
    this.expect(',');
    const initValue = this.initValue();
    this.expect(';');
    this.ldf.diagnosticSignals.push({ name: name.text, size, initValue, line: name.line, col: name.col });
  }

  private placements(): LdfSignalPlacement[] {
    const placements: LdfSignalPlacement[] = [];
    this.block(() => {
      const signal = this.ident().text;
      this.expect(',');
      const offset = this.number();
      this.expect(';');
      placements.push({ signal, offset });
    });
    return placements;
  }

  private frame(): void {
    const name = this.ident();
    this.expect(':');
    const id = this.number();
    this.expect(',');
    const publisher = this.ident().text;
    const length = this.accept(',') ? this.number() : undefined;
    const signals = this.placements();
    this.ldf.frames.push({ name: name.text, id, publisher, length, signals, line: name.line, col: name.col });
  }

  private sporadicFrame(): void {
    const name = this.ident();
    this.expect(':');
    const frames = this.nameList();
    this.expect(';');
    this.ldf.sporadicFrames.push({ name: name.text, frames, line: name.line, col: name.col });
  }

  private eventTriggeredFrame(): void {
    const name = this.ident();
    this.expect(':');
    let collisionScheduleTable: string | undefined;
    if (this.peek().kind === 'ident') {
      collisionScheduleTable = this.ident().text;
      this.expect(',');
    }
    const id = this.number();
    const frames: string[] = [];
    while (this.accept(',')) frames.push(this.ident().text);
    this.expect(';');
    this.ldf.eventTriggeredFrames.push({
      name: name.text,
      collisionScheduleTable,
      id,
      frames,
      line: name.line,
      col: name.col,
    });
  }

  private diagnosticFrame(): void {
    const name = this.ident();
    this.expect(':');
    const id = this.number();
    const signals = this.placements();
    this.ldf.diagnosticFrames.push({ name: name.text, id, signals, line: name.line, col: name.col });
  }

  private nodeAttributes(): void {
    const node = this.ident();
    const attributes: LdfNodeAttributes = {
      node: node.text,
      protocol: undefined,
      configuredNad: undefined,
      initialNad: undefined,
      productId: undefined,
      responseError: undefined,
      faultStateSignals: [],
      p2MinMs: undefined,
      stMinMs: undefined,
      nAsTimeoutMs: undefined,
      nCrTimeoutMs: undefined,
      configurableFrames: [],
      otherAttributes: [],
      line: node.line,
      col: node.col,
    };
    this.ldf.nodeAttributes.push(attributes);
    this.block(() => this.nodeAttribute(attributes));
  }

  private nodeAttribute(a: LdfNodeAttributes): void {
    const name = this.ident().text;
    if (name === 'configurable_frames') {
      this.block(() => {
        const frame = this.ident().text;
        const messageId = this.accept('=') ? this.number() : undefined;
        this.expect(';');
        a.configurableFrames.push({ frame, messageId });
      });
      return;
    }
    this.expect('=');
    switch (name) {
      case 'LIN_protocol': {
        const t = this.peek();
        if (t.kind !== 'string' && t.kind !== 'number') throw new LdfSyntaxError(t, 'a protocol version');
        a.protocol = this.next().text;
        break;
      }
      case 'configured_NAD':
        a.configuredNad = this.number();
        break;
      case 'initial_NAD':
        a.initialNad = this.number();
        break;
      case 'product_id': {
        const supplierId = this.number();
        this.expect(',');
        const functionId = this.number();
        const variant = this.accept(',') ? this.number() : undefined;
        a.productId = { supplierId, functionId, variant };
        break;
      }
      case 'response_error':
        a.responseError = this.ident().text;
        break;
      case 'fault_state_signals':
        a.faultStateSignals.push(...this.nameList());
        break;
      case 'P2_min':
        a.p2MinMs = this.quantity('ms');
        break;
      case 'ST_min':
        a.stMinMs = this.quantity('ms');
        break;
      case 'N_As_timeout':
        a.nAsTimeoutMs = this.quantity('ms');
        break;
      case 'N_Cr_timeout':
        a.nCrTimeoutMs = this.quantity('ms');
        break;
      default: {
        const values: string[] = [];
        while (!this.is(';') && this.peek().kind !== 'eof' && !this.is('}')) {
          const t = this.next();
          if (t.kind === 'punct' && t.text === ',') continue;
          values.push(t.kind === 'string' ? `"${t.text}"` : t.text);
        }
        a.otherAttributes.push({ name, values });
        break;
      }
    }
    this.expect(';');
  }

  private scheduleTable(): void {
    const name = this.ident();
    const table = {
      name: name.text,
      entries: [] as LdfFile['scheduleTables'][number]['entries'],
      line: name.line,
      col: name.col,
    };
    this.ldf.scheduleTables.push(table);
    this.block(() => {
      const start = this.peek();
      const command = this.scheduleCommand();
      this.expect('delay');
      const delayMs = this.quantity('ms');
      this.expect(';');
      table.entries.push({ command, delayMs, line: start.line, col: start.col });
    });
  }

  private scheduleCommand(): LdfScheduleCommand {
    const word = this.ident();
    if (!this.is('{')) {
      if (word.text === 'MasterReq') return { kind: 'MasterReq' };
      if (word.text === 'SlaveResp') return { kind: 'SlaveResp' };
      return { kind: 'frame', frame: word.text };
    }
    this.expect('{');
    const args: Token[] = [];
    while (!this.is('}') && this.peek().kind !== 'eof') {
      args.push(this.next());
      if (!this.accept(',')) break;
    }
    this.expect('}');
    const nameAt = (i: number): string => {
      const t = args[i];
      if (t === undefined || t.kind !== 'ident')
        throw new LdfSyntaxError(t ?? word, `a name as argument ${i + 1} of ${word.text}`);
      return t.text;
    };
    const numberAt = (i: number): number => {
      const t = args[i];
      if (t === undefined || t.kind !== 'number')
        throw new LdfSyntaxError(t ?? word, `a number as argument ${i + 1} of ${word.text}`);
      return t.value;
    };
    const numbersFrom = (from: number): number[] => args.slice(from).map((_, k) => numberAt(from + k));
    switch (word.text) {
      case 'AssignNAD':
        return { kind: 'AssignNAD', node: nameAt(0) };
      case 'SaveConfiguration':
        return { kind: 'SaveConfiguration', node: nameAt(0) };
      case 'ConditionalChangeNAD':
        return {
          kind: 'ConditionalChangeNAD',
          nad: numberAt(0),
          id: numberAt(1),
          byte: numberAt(2),
          mask: numberAt(3),
          inv: numberAt(4),
          newNad: numberAt(5),
        };
      case 'DataDump':
        return { kind: 'DataDump', node: nameAt(0), data: numbersFrom(1) };
      case 'AssignFrameIdRange':
        return { kind: 'AssignFrameIdRange', node: nameAt(0), frameIndex: numberAt(1), pids: numbersFrom(2) };
      case 'FreeFormat':
        return { kind: 'FreeFormat', data: numbersFrom(0) };
      case 'AssignFrameId':
        return { kind: 'AssignFrameId', node: nameAt(0), frame: nameAt(1) };
      case 'UnassignFrameId':
        return { kind: 'UnassignFrameId', node: nameAt(0), frame: nameAt(1) };
      default:
        this.report('error', 'LDF_UNKNOWN_COMMAND', word.line, word.col, { name: word.text });
        return { kind: 'frame', frame: word.text };
    }
  }

  private signalGroup(): void {
    const name = this.ident();
    this.expect(':');
    const size = this.number();
    const signals = this.placements();
    this.ldf.signalGroups.push({ name: name.text, size, signals, line: name.line, col: name.col });
  }

  private encodingType(): void {
    const name = this.ident();
    const values: LdfEncodingValue[] = [];
    this.ldf.signalEncodingTypes.push({ name: name.text, values, line: name.line, col: name.col });
    this.block(() => {
      const kind = this.ident();
      switch (kind.text) {
        case 'logical_value': {
          this.expect(',');
          const value = this.number();
          const text = this.accept(',') ? this.string() : undefined;
          values.push({ kind: 'logical', value, text });
          break;
        }
        case 'physical_value': {
          this.expect(',');
          const min = this.number();
          this.expect(',');
          const max = this.number();
          this.expect(',');
          const scale = this.number();
          this.expect(',');
          const offset = this.number();
          const unit = this.accept(',') ? this.string() : undefined;
          values.push({ kind: 'physical', min, max, scale, offset, unit });
          break;
        }
        case 'bcd_value':
          values.push({ kind: 'bcd' });
          break;
        case 'ascii_value':
          values.push({ kind: 'ascii' });
          break;
        default:
          throw new LdfSyntaxError(kind, 'logical_value, physical_value, bcd_value or ascii_value');
      }
      this.expect(';');
    });
  }

  private representation(): void {
    const encoding = this.ident();
    this.expect(':');
    const signals = this.nameList();
    this.expect(';');
    this.ldf.signalRepresentations.push({
      encoding: encoding.text,
      signals,
      line: encoding.line,
      col: encoding.col,
    });
  }

  private diagnosticAddress(): void {
    const node = this.ident();
    this.expect(':');
    const nad = this.number();
    this.expect(';');
    this.ldf.diagnosticAddresses.push({ node: node.text, nad, line: node.line, col: node.col });
  }

  // ------------------------------------------------------------------ cross-references

  /** Warns about names used but never declared: signals in frames, frames in schedules, publishers. */
  checkNames(): void {
    const l = this.ldf;
    const nodes = new Set([...(l.nodes.master ? [l.nodes.master.name] : []), ...l.nodes.slaves]);
    const signals = new Set([...l.signals.map((s) => s.name), ...l.diagnosticSignals.map((s) => s.name)]);
    const frames = new Set([
      ...l.frames.map((f) => f.name),
      ...l.sporadicFrames.map((f) => f.name),
      ...l.eventTriggeredFrames.map((f) => f.name),
      ...l.diagnosticFrames.map((f) => f.name),
    ]);
    const undeclared = (kind: string, name: string, line: number, col: number) =>
      this.report('warning', 'LDF_UNDECLARED', line, col, { kind, name });
    for (const s of l.signals) {
      for (const node of [s.publisher, ...s.subscribers])
        if (!nodes.has(node)) undeclared('node', node, s.line, s.col);
    }
    for (const f of [...l.frames, ...l.diagnosticFrames]) {
      for (const p of f.signals) if (!signals.has(p.signal)) undeclared('signal', p.signal, f.line, f.col);
    }
    for (const t of l.scheduleTables) {
      for (const e of t.entries) {
        if (e.command.kind === 'frame' && !frames.has(e.command.frame))
          undeclared('frame', e.command.frame, e.line, e.col);
      }
    }
  }
}

/** Reads an LDF (text, or bytes in any encoding `decodeText` knows). Never throws. */
export function readLdf(source: string | Uint8Array, file = 'input.ldf'): ReadResult<LdfFile> {
  const text = typeof source === 'string' ? source : decodeText(source).text;
  const parser = new LdfParser(text, file);
  try {
    parser.parse();
    if (!hasErrors(parser.diagnostics)) parser.checkNames();
  } catch (err) {
    // A fatal error is reported already. The parser catches its own syntax errors; anything else is a defect
    // worth a located report.
    if (!(err instanceof LdfFatalError))
      parser.diagnostics.push(diagnostic('error', 'LDF_SYNTAX', String(err), file, 1, 1));
  }
  const diagnostics = parser.diagnostics;
  return { model: hasErrors(diagnostics) ? undefined : parser.ldf, diagnostics };
}
