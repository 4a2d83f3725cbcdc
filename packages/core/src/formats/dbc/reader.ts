import { diagnostic, type Diagnostic, type ReadResult, type Severity } from '../diagnostic.js';
import { decodeText } from '../text.js';
import type { Language } from '../../i18n/index.js';
import * as lexerModule from './lexer.js';
import { dbcExpectedText, dbcFoundText, dbcText } from './messages.js';
import {
  emptyDbcDatabase,
  setDbcAttribute,
  splitDbcMessageId,
  type DbcAttributeDefinition,
  type DbcAttributeObjectType,
  type DbcAttributeValue,
  type DbcAttributeValueType,
  type DbcDatabase,
  type DbcEnvironmentVariable,
  type DbcMessage,
  type DbcMultiplexRange,
  type DbcNode,
  type DbcRelationType,
  type DbcSignal,
  type DbcSignalGroup,
  type DbcSignalValueType,
  type DbcValueDescription,
} from './model.js';

// What the reader uses on every token or statement, as constants of this module: under some
// module loaders (vitest's module runner among them) every use of an imported binding is a
// getter call, which costs a fifth of the reading time here.
const {
  DbcLexer,
  keywordCode,
  unescapeDbcString,
  MODELLED_KEYWORD_COUNT,
  TOKEN_END,
  TOKEN_IDENTIFIER,
  TOKEN_INVALID,
  TOKEN_NUMBER,
  TOKEN_PUNCTUATION,
  TOKEN_STRING,
} = lexerModule;
type DbcLexer = lexerModule.DbcLexer;
const setAttribute = setDbcAttribute;
const splitMessageId = splitDbcMessageId;

export interface DbcReadOptions {
  /** The file name diagnostics name; `input.dbc` when not given. */
  file?: string;
  /** The language of diagnostic messages; English when not given. */
  language?: Language;
}

const K_VERSION = keywordCode('VERSION');
const K_NS = keywordCode('NS_');
const K_BS = keywordCode('BS_');
const K_BU = keywordCode('BU_');
const K_VAL_TABLE = keywordCode('VAL_TABLE_');
const K_BO = keywordCode('BO_');
const K_SG = keywordCode('SG_');
const K_BO_TX_BU = keywordCode('BO_TX_BU_');
const K_EV = keywordCode('EV_');
const K_ENVVAR_DATA = keywordCode('ENVVAR_DATA_');
const K_CM = keywordCode('CM_');
const K_BA_DEF = keywordCode('BA_DEF_');
const K_BA_DEF_REL = keywordCode('BA_DEF_REL_');
const K_BA_DEF_DEF = keywordCode('BA_DEF_DEF_');
const K_BA_DEF_DEF_REL = keywordCode('BA_DEF_DEF_REL_');
const K_BA = keywordCode('BA_');
const K_BA_REL = keywordCode('BA_REL_');
const K_VAL = keywordCode('VAL_');
const K_SIG_GROUP = keywordCode('SIG_GROUP_');
const K_SIG_VALTYPE = keywordCode('SIG_VALTYPE_');
const K_SG_MUL_VAL = keywordCode('SG_MUL_VAL_');

// What a statement about another object refers to (Reference.target).
const TARGET_NODE = 0;
const TARGET_MESSAGE = 1;
const TARGET_SIGNAL = 2;
const TARGET_VARIABLE = 3;
/** Tolerated forms, resolved once the whole file is read: a message by name, ... */
const TARGET_MESSAGE_NAMED = 4;
/** ... a signal of a message named by name, ... */
const TARGET_SIGNAL_OF_NAMED = 5;
/** ... a signal by its name alone (when exactly one message has it). */
const TARGET_SIGNAL_ANYWHERE = 6;
/** BA_DEF_DEF_: the attribute definitions of a name. */
const TARGET_DEFINITION = 7;

// What a statement does to the object it refers to (Reference.action).
const ACTION_COMMENT = 0;
const ACTION_ATTRIBUTE = 1;
const ACTION_VALUES = 2;
const ACTION_TRANSMITTERS = 3;
const ACTION_SIGNAL_GROUP = 4;
const ACTION_VALUE_TYPE = 5;
const ACTION_MULTIPLEXING = 6;
const ACTION_DATA_SIZE = 7;
const ACTION_DEFAULT = 8;

type ReferencePayload =
  DbcAttributeValue | DbcValueDescription[] | string[] | DbcSignalGroup | DbcMultiplexRange[];

type ReferencedObject = DbcNode | DbcMessage | DbcSignal | DbcEnvironmentVariable;

/**
 * A statement about another object (CM_, BA_, VAL_ ...) that waits for the end of the file: one
 * plain record per statement (no closure), applied by `DbcParser.apply`.
 */
class Reference {
  constructor(
    readonly keyword: string,
    readonly target: number,
    readonly id: number,
    readonly name: string,
    readonly member: string,
    readonly action: number,
    readonly key: string,
    readonly payload: ReferencePayload,
    readonly start: number,
    readonly end: number,
    readonly line: number,
    readonly col: number,
  ) {}
}

const OBJECT_KEYWORDS = new Set(['BU_', 'BO_', 'SG_', 'EV_']);
const RELATION_KEYWORDS = new Set(['BU_EV_REL_', 'BU_BO_REL_', 'BU_SG_REL_']);
const VALUE_TYPES = new Set(['INT', 'HEX', 'FLOAT', 'STRING', 'ENUM']);

/** An upper-case word with underscores: what a DBC section keyword looks like. */
function looksLikeKeyword(word: string): boolean {
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i);
    const upper = code >= 65 && code <= 90;
    if (!(upper || code === 95 || (i > 0 && code >= 48 && code <= 57))) return false;
  }
  return word.length > 1;
}

/** A name or number between `CM_ <kind>` and the comment text. */
interface CommentPart {
  text: string;
  number: boolean;
  value: number;
  start: number;
  line: number;
  col: number;
}

/** `BU_`, `BO_`, `SG_` or `EV_` in any letter case (`bo_`, `Sg_`), as its keyword number; else 0. */
function objectKindIgnoringCase(word: string): number {
  switch (word.toUpperCase()) {
    case 'BU_':
      return K_BU;
    case 'BO_':
      return K_BO;
    case 'SG_':
      return K_SG;
    case 'EV_':
      return K_EV;
    default:
      return 0;
  }
}

function objectKindText(kind: number): string {
  return kind === K_BU ? 'BU_' : kind === K_BO ? 'BO_' : kind === K_SG ? 'SG_' : 'EV_';
}

/** A text for a message: at most 40 characters. */
function shortened(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ');
  return oneLine.length > 40 ? oneLine.slice(0, 40) + '…' : oneLine;
}

/** Line and column of an offset at or after the current token's start. */
function lineAndColumn(source: string, offset: number, lexer: DbcLexer): { line: number; col: number } {
  let line = lexer.tokenLine;
  let lineStart = lexer.start - lexer.tokenCol + 1;
  for (let i = lexer.start; i < offset; i++)
    if (source.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  return { line, col: offset - lineStart + 1 };
}

/** plainIndicatorValue of `M`. */
const INDICATOR_MULTIPLEXER = -2;

/**
 * The value of a multiplex indicator written as the grammar has it: `mN` or `mNM` give N, `M`
 * gives INDICATOR_MULTIPLEXER, anything else -1.
 */
function plainIndicatorValue(text: string): number {
  if (text === 'M') return INDICATOR_MULTIPLEXER;
  if (text.charCodeAt(0) !== 109) return -1;
  const end = text.charCodeAt(text.length - 1) === 77 ? text.length - 1 : text.length;
  if (end < 2) return -1;
  let value = 0;
  for (let i = 1; i < end; i++) {
    const code = text.charCodeAt(i);
    if (code < 48 || code > 57) return -1;
    value = value * 10 + (code - 48);
  }
  return value;
}

function isDigits(text: string): boolean {
  if (text === '') return false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 48 || code > 57) return false;
  }
  return true;
}

/** Thrown inside the parser to abandon a statement; never leaves readDbc. */
class StatementFailure {
  constructor(readonly found: Diagnostic) {}
}

class DbcParser {
  readonly database = emptyDbcDatabase();
  readonly diagnostics: Diagnostic[] = [];
  private readonly lexer: DbcLexer;
  private readonly messagesById = new Map<number, DbcMessage>();
  private readonly nodesByName = new Map<string, DbcNode>();
  private readonly environmentVariablesByName = new Map<string, DbcEnvironmentVariable>();
  private readonly signalIndexes = new Map<DbcMessage, Map<string, DbcSignal>>();
  /** The message SG_ lines belong to; null after another statement; 'skip' after a BO_ that failed. */
  private currentMessage: DbcMessage | null | 'skip' = null;
  /**
   * Statements about other objects waiting for the end of the file, in file order. While none
   * waits, a statement whose object is already defined is applied at once (the usual order of a
   * file: objects first, then CM_, BA_, VAL_), which gives the same model.
   */
  private readonly pending: Reference[] = [];
  /** Attribute names read so far, by length and first and last character (see attributeName). */
  private readonly attributeNames = new Map<number, string>();
  /** BA_DEF_DEF_ statements: they apply to definitions of the name anywhere in the file. */
  private readonly pendingDefaults: Reference[] = [];

  constructor(
    source: string,
    private readonly file: string,
    private readonly language: Language,
  ) {
    this.lexer = new DbcLexer(source);
  }

  parse(): void {
    const lexer = this.lexer;
    while (lexer.kind !== TOKEN_END) {
      try {
        if (lexer.kind !== TOKEN_IDENTIFIER) this.fail('a section keyword');
        this.statement();
      } catch (failure) {
        if (!(failure instanceof StatementFailure)) throw failure;
        this.diagnostics.push(failure.found);
        this.recover();
      }
    }
  }

  // ---- diagnostics -------------------------------------------------------------------------

  private report(
    severity: Severity,
    code: string,
    params: Record<string, string | number>,
    line: number,
    col: number,
  ) {
    this.diagnostics.push(
      diagnostic(severity, code, dbcText(this.language, code, params), this.file, line, col),
    );
  }

  private describeToken(): string {
    const lexer = this.lexer;
    switch (lexer.kind) {
      case TOKEN_END:
        return dbcFoundText(this.language, 'end of file');
      case TOKEN_STRING:
        return dbcFoundText(this.language, 'a string');
      case TOKEN_NUMBER:
        return lexer.tokenText();
      default:
        return `'${lexer.text.length > 40 ? lexer.text.slice(0, 40) + '…' : lexer.text}'`;
    }
  }

  /** Abandons the statement with an error at the current token. */
  private fail(expected: string): never {
    const lexer = this.lexer;
    let code = 'DBC_SYNTAX';
    if (lexer.kind === TOKEN_INVALID)
      code = lexer.text === '"' ? 'DBC_UNTERMINATED_STRING' : 'DBC_UNEXPECTED_CHARACTER';
    const position =
      lexer.kind === TOKEN_END ? lexer.endPosition() : { line: lexer.tokenLine, col: lexer.tokenCol };
    const params = { expected: dbcExpectedText(this.language, expected), found: this.describeToken() };
    throw new StatementFailure(
      diagnostic('error', code, dbcText(this.language, code, params), this.file, position.line, position.col),
    );
  }

  /** Skips to the next token that starts a line with a section keyword. */
  private recover(): void {
    const lexer = this.lexer;
    if (lexer.kind !== TOKEN_END) lexer.next();
    while (lexer.kind !== TOKEN_END) {
      if (lexer.kind === TOKEN_IDENTIFIER && lexer.firstOnLine && lexer.keyword !== 0) return;
      lexer.next();
    }
  }

  // ---- token helpers -----------------------------------------------------------------------

  private isPunctuation(character: string): boolean {
    return this.lexer.kind === TOKEN_PUNCTUATION && this.lexer.text === character;
  }

  private acceptPunctuation(character: string): boolean {
    if (!this.isPunctuation(character)) return false;
    this.lexer.next();
    return true;
  }

  private expectPunctuation(character: string): void {
    if (!this.acceptPunctuation(character)) this.fail(`'${character}'`);
  }

  private expectIdentifier(what: string): string {
    const lexer = this.lexer;
    if (lexer.kind !== TOKEN_IDENTIFIER) this.fail(what);
    const text = lexer.text;
    lexer.next();
    return text;
  }

  private expectNumber(what: string): number {
    const lexer = this.lexer;
    if (lexer.kind !== TOKEN_NUMBER) this.fail(what);
    const value = lexer.numberValue;
    lexer.next();
    return value;
  }

  private expectInteger(what: string): number {
    const lexer = this.lexer;
    if (lexer.kind !== TOKEN_NUMBER) this.fail(what);
    const value = lexer.numberValue;
    if (!Number.isSafeInteger(value)) {
      const code = 'DBC_NOT_AN_INTEGER';
      const params = { found: lexer.tokenText() };
      throw new StatementFailure(
        diagnostic(
          'error',
          code,
          dbcText(this.language, code, params),
          this.file,
          lexer.tokenLine,
          lexer.tokenCol,
        ),
      );
    }
    lexer.next();
    return value;
  }

  private expectString(what: string): string {
    const lexer = this.lexer;
    if (lexer.kind !== TOKEN_STRING) this.fail(what);
    const value = lexer.stringValue;
    lexer.next();
    return value;
  }

  /** A number or a string (attribute values). */
  private expectAttributeValue(): DbcAttributeValue {
    const lexer = this.lexer;
    if (lexer.kind === TOKEN_NUMBER) return this.expectNumber('a value');
    if (lexer.kind === TOKEN_STRING) return this.expectString('a value');
    return this.fail('a value');
  }

  /** The closing `;`; a missing one at the end of a line is only a warning. */
  private endStatement(keyword: string): void {
    const lexer = this.lexer;
    if (this.acceptPunctuation(';')) return;
    if (lexer.kind === TOKEN_END || lexer.firstOnLine) {
      const position =
        lexer.kind === TOKEN_END ? lexer.endPosition() : { line: lexer.tokenLine, col: lexer.tokenCol };
      this.report('warning', 'DBC_MISSING_SEMICOLON', { keyword }, position.line, position.col);
      return;
    }
    this.fail("';'");
  }

  /** Value descriptions up to the closing `;` (VAL_, VAL_TABLE_). */
  private valueDescriptions(): DbcValueDescription[] {
    const values: DbcValueDescription[] = [];
    while (this.lexer.kind === TOKEN_NUMBER) {
      const value = this.expectNumber('a value');
      values.push({ value, description: this.expectString('a value description') });
    }
    return values;
  }

  /**
   * The signal a statement about message `id` names with the current token, when it can be used
   * at once (nothing waits, the message and the signal exist): the first signal of that name,
   * compared in the source without cutting the name out. Undefined otherwise.
   */
  private signalAtToken(id: number): DbcSignal | undefined {
    const lexer = this.lexer;
    if (lexer.kind !== TOKEN_IDENTIFIER || this.pending.length !== 0) return undefined;
    const message = this.messagesById.get(id);
    if (!message) return undefined;
    for (const signal of message.signals) if (lexer.textIs(signal.name)) return signal;
    return undefined;
  }

  /**
   * The attribute name of BA_: files repeat a few names thousands of times, so the name is the
   * same string as the last time it was read (cheaper as a property key than a new string).
   */
  private attributeName(): string {
    const lexer = this.lexer;
    if (lexer.kind !== TOKEN_STRING) this.fail('the attribute name');
    const text = lexer.stringValue;
    const key =
      text.length * 65536 + (text.charCodeAt(0) || 0) * 256 + (text.charCodeAt(text.length - 1) & 255);
    const known = this.attributeNames.get(key);
    lexer.next();
    if (known === text) return known;
    this.attributeNames.set(key, text);
    return text;
  }

  /**
   * A signal of a message by name (the first of that name). Called by a statement after the
   * message's SG_ lines: a message gets no signal after another statement, so the index built for
   * a message with many signals stays right.
   */
  private signalOf(message: DbcMessage, name: string): DbcSignal | undefined {
    const signals = message.signals;
    if (signals.length <= 8) {
      for (const signal of signals) if (signal.name === name) return signal;
      return undefined;
    }
    let byName = this.signalIndexes.get(message);
    if (!byName) {
      byName = new Map<string, DbcSignal>();
      for (const signal of signals) if (!byName.has(signal.name)) byName.set(signal.name, signal);
      this.signalIndexes.set(message, byName);
    }
    return byName.get(name);
  }

  /**
   * A statement about another object: applied now when nothing waits and the object is defined,
   * otherwise once the whole file is read (a file may comment on a message before defining it).
   * When the object does not exist then, the statement is kept as text.
   */
  private refer(
    keyword: string,
    target: number,
    id: number,
    name: string,
    member: string,
    action: number,
    key: string,
    payload: ReferencePayload,
    start: number,
    line: number,
    col: number,
  ): void {
    if (this.pending.length === 0 && target <= TARGET_VARIABLE) {
      const object = this.find(target, id, name, member);
      if (object !== undefined) {
        this.apply(object, action, key, payload);
        return;
      }
    }
    const end = this.lexer.previousEnd;
    const reference = new Reference(
      keyword,
      target,
      id,
      name,
      member,
      action,
      key,
      payload,
      start,
      end,
      line,
      col,
    );
    if (action === ACTION_DEFAULT) this.pendingDefaults.push(reference);
    else this.pending.push(reference);
  }

  /** The object a reference names, or undefined (also when a tolerated form is ambiguous). */
  private find(target: number, id: number, name: string, member: string): ReferencedObject | undefined {
    switch (target) {
      case TARGET_NODE:
        return this.nodesByName.get(name);
      case TARGET_MESSAGE:
        return this.messagesById.get(id);
      case TARGET_SIGNAL: {
        const message = this.messagesById.get(id);
        return message && this.signalOf(message, member);
      }
      case TARGET_VARIABLE:
        return this.environmentVariablesByName.get(name);
      case TARGET_MESSAGE_NAMED:
        return this.database.messages.find((message) => message.name === name);
      case TARGET_SIGNAL_OF_NAMED: {
        const message = this.database.messages.find((candidate) => candidate.name === name);
        return message && this.signalOf(message, member);
      }
      default: {
        let found: DbcSignal | undefined;
        for (const message of this.database.messages) {
          const signal = this.signalOf(message, member);
          if (!signal) continue;
          if (found) return undefined;
          found = signal;
        }
        return found;
      }
    }
  }

  private apply(object: ReferencedObject, action: number, key: string, payload: ReferencePayload): void {
    switch (action) {
      case ACTION_COMMENT:
        object.comment = payload as string;
        return;
      case ACTION_ATTRIBUTE:
        setAttribute(object.attributes, key, payload as DbcAttributeValue);
        return;
      case ACTION_VALUES:
        (object as DbcSignal | DbcEnvironmentVariable).valueDescriptions = payload as DbcValueDescription[];
        return;
      case ACTION_TRANSMITTERS: {
        const message = object as DbcMessage;
        message.transmitters = [...(message.transmitters ?? []), ...(payload as string[])];
        return;
      }
      case ACTION_SIGNAL_GROUP:
        ((object as DbcMessage).signalGroups ??= []).push(payload as DbcSignalGroup);
        return;
      case ACTION_VALUE_TYPE:
        (object as DbcSignal).valueType = payload as DbcSignalValueType;
        return;
      case ACTION_MULTIPLEXING: {
        const signal = object as DbcSignal;
        signal.multiplexerSwitch = key;
        signal.multiplexRanges = [...(signal.multiplexRanges ?? []), ...(payload as DbcMultiplexRange[])];
        return;
      }
      case ACTION_DATA_SIZE:
        (object as DbcEnvironmentVariable).dataSize = payload as number;
        return;
    }
  }

  /** BA_DEF_DEF_ / BA_DEF_DEF_REL_: the default of every definition of the name. */
  private applyDefault(reference: Reference): boolean {
    const relation = reference.id === 1;
    let found = false;
    for (const definition of this.database.attributeDefinitions) {
      if (definition.name !== reference.name || RELATION_KEYWORDS.has(definition.objectType) !== relation)
        continue;
      definition.defaultValue = reference.payload as DbcAttributeValue;
      found = true;
    }
    return found;
  }

  /** How many messages have a signal of this name. */
  private messagesWithSignal(name: string): number {
    let count = 0;
    for (const message of this.database.messages) if (this.signalOf(message, name)) count++;
    return count;
  }

  /** Runs the statements about other objects, in file order. */
  resolveReferences(): void {
    const pending = this.pending;
    const defaults = this.pendingDefaults;
    let p = 0;
    let d = 0;
    while (p < pending.length || d < defaults.length) {
      const takeDefault =
        d < defaults.length && (p >= pending.length || defaults[d]!.start < pending[p]!.start);
      const reference = takeDefault ? defaults[d++]! : pending[p++]!;
      let applied: boolean;
      if (takeDefault) applied = this.applyDefault(reference);
      else {
        const object = this.find(reference.target, reference.id, reference.name, reference.member);
        if (object) this.apply(object, reference.action, reference.key, reference.payload);
        applied = object !== undefined;
      }
      if (applied) continue;
      const { keyword, line, col } = reference;
      const ambiguous =
        reference.target === TARGET_SIGNAL_ANYWHERE && this.messagesWithSignal(reference.member) > 1;
      this.database.rawStatements.push({
        keyword,
        text: this.lexer.source.slice(reference.start, reference.end),
        line,
        col,
      });
      const object = describeReference(reference);
      if (ambiguous) this.report('warning', 'DBC_AMBIGUOUS_OBJECT', { keyword, object }, line, col);
      else this.report('warning', 'DBC_UNKNOWN_OBJECT', { keyword, object }, line, col);
    }
    pending.length = 0;
    defaults.length = 0;
  }

  // ---- statements --------------------------------------------------------------------------

  private statement(): void {
    const lexer = this.lexer;
    const keyword = lexer.keyword;
    const text = lexer.text;
    const start = lexer.start;
    const line = lexer.tokenLine;
    const col = lexer.tokenCol;
    if (keyword !== K_SG) this.currentMessage = null;
    switch (keyword) {
      case K_VERSION:
        lexer.next();
        this.database.version = this.expectString('the version string');
        return;
      case K_NS:
        lexer.next();
        this.newSymbols();
        return;
      case K_BS:
        lexer.next();
        this.bitTiming();
        return;
      case K_BU:
        lexer.next();
        this.nodes();
        return;
      case K_VAL_TABLE: {
        lexer.next();
        const name = this.expectIdentifier('a value table name');
        const values = this.valueDescriptions();
        this.endStatement(text);
        this.database.valueTables.push({ name, values, line, col });
        return;
      }
      case K_BO:
        this.currentMessage = 'skip';
        lexer.next();
        this.message(line, col);
        return;
      case K_SG:
        lexer.next();
        this.signal(line, col);
        return;
      case K_BO_TX_BU:
        lexer.next();
        this.messageTransmitters(start, line, col);
        return;
      case K_EV:
        lexer.next();
        this.environmentVariable(line, col);
        return;
      case K_ENVVAR_DATA:
        lexer.next();
        this.environmentVariableData(start, line, col);
        return;
      case K_CM:
        lexer.next();
        this.comment(start, line, col);
        return;
      case K_BA_DEF:
      case K_BA_DEF_REL:
        lexer.next();
        this.attributeDefinition(text === 'BA_DEF_' ? 'BA_DEF_' : 'BA_DEF_REL_', line, col);
        return;
      case K_BA_DEF_DEF:
      case K_BA_DEF_DEF_REL:
        lexer.next();
        this.attributeDefault(text === 'BA_DEF_DEF_' ? 'BA_DEF_DEF_' : 'BA_DEF_DEF_REL_', start, line, col);
        return;
      case K_BA:
        lexer.next();
        this.attributeValue(start, line, col);
        return;
      case K_BA_REL:
        lexer.next();
        this.relationAttributeValue(line, col);
        return;
      case K_VAL:
        lexer.next();
        this.signalValueDescriptions(start, line, col);
        return;
      case K_SIG_GROUP:
        lexer.next();
        this.signalGroup(start, line, col);
        return;
      case K_SIG_VALTYPE:
        lexer.next();
        this.signalValueType(start, line, col);
        return;
      case K_SG_MUL_VAL:
        lexer.next();
        this.extendedMultiplexing(start, line, col);
        return;
      default:
        if (keyword > MODELLED_KEYWORD_COUNT) this.keepRaw(text, 'info', 'DBC_UNMODELLED_SECTION');
        else if (looksLikeKeyword(text)) this.keepRaw(text, 'warning', 'DBC_UNKNOWN_SECTION');
        else this.fail('a section keyword');
    }
  }

  /** Keeps a section as text: up to its `;`, or up to the next line that starts with a keyword. */
  private keepRaw(keyword: string, severity: Severity, code: string): void {
    const lexer = this.lexer;
    const start = lexer.start;
    const line = lexer.tokenLine;
    const col = lexer.tokenCol;
    lexer.next();
    for (;;) {
      if (lexer.kind === TOKEN_END) break;
      if (lexer.kind === TOKEN_INVALID && lexer.text === '"') this.fail("'\"'");
      if (
        lexer.firstOnLine &&
        lexer.tokenCol === 1 &&
        lexer.kind === TOKEN_IDENTIFIER &&
        looksLikeKeyword(lexer.text)
      )
        break;
      const semicolon = this.isPunctuation(';');
      lexer.next();
      if (semicolon) break;
    }
    this.database.rawStatements.push({
      keyword,
      text: lexer.source.slice(start, lexer.previousEnd),
      line,
      col,
    });
    this.report(severity, code, { keyword }, line, col);
  }

  private newSymbols(): void {
    const lexer = this.lexer;
    this.acceptPunctuation(':');
    while (lexer.kind === TOKEN_IDENTIFIER && !(lexer.firstOnLine && lexer.tokenCol === 1)) {
      if (lexer.text === 'BS_' || lexer.text === 'BU_' || lexer.text === 'BO_') break;
      this.database.newSymbols.push(lexer.text);
      lexer.next();
    }
  }

  private bitTiming(): void {
    const lexer = this.lexer;
    this.acceptPunctuation(':');
    if (lexer.kind === TOKEN_NUMBER && !lexer.firstOnLine) {
      const baudrate = this.expectInteger('a baudrate');
      this.expectPunctuation(':');
      const btr1 = this.expectInteger('BTR1');
      this.expectPunctuation(',');
      const btr2 = this.expectInteger('BTR2');
      this.database.bitTiming = { baudrate, btr1, btr2 };
    }
    this.acceptPunctuation(';');
  }

  private nodes(): void {
    const lexer = this.lexer;
    this.acceptPunctuation(':');
    for (;;) {
      if (lexer.kind === TOKEN_PUNCTUATION && lexer.text === ',' && !lexer.firstOnLine) {
        lexer.next();
        continue;
      }
      if (lexer.kind !== TOKEN_IDENTIFIER) break;
      if (lexer.firstOnLine && (lexer.tokenCol === 1 || lexer.keyword !== 0)) break;
      const node: DbcNode = { name: lexer.text, line: lexer.tokenLine, col: lexer.tokenCol, attributes: {} };
      this.database.nodes.push(node);
      if (!this.nodesByName.has(node.name)) this.nodesByName.set(node.name, node);
      lexer.next();
    }
    this.acceptPunctuation(';');
  }

  private message(line: number, col: number): void {
    const lexer = this.lexer;
    const id = this.expectInteger('a message id');
    const name = this.expectIdentifier('a message name');
    this.expectPunctuation(':');
    const size = this.expectInteger('the message length');
    let transmitter = '';
    if (lexer.kind === TOKEN_IDENTIFIER && !lexer.firstOnLine)
      transmitter = this.expectIdentifier('a transmitter');
    const { canId, extended } = splitMessageId(id);
    const message: DbcMessage = {
      canId,
      extended,
      name,
      size,
      transmitter,
      signals: [],
      attributes: {},
      line,
      col,
    };
    this.database.messages.push(message);
    if (!this.messagesById.has(id)) this.messagesById.set(id, message);
    this.currentMessage = message;
  }

  private signal(line: number, col: number): void {
    const lexer = this.lexer;
    const message = this.currentMessage;
    if (message === 'skip') {
      // The BO_ above failed and is already reported: skip its signals quietly.
      while (lexer.kind !== TOKEN_END && !(lexer.firstOnLine && lexer.kind === TOKEN_IDENTIFIER))
        lexer.next();
      return;
    }
    if (message === null) {
      const code = 'DBC_SIGNAL_OUTSIDE_MESSAGE';
      throw new StatementFailure(
        diagnostic('error', code, dbcText(this.language, code), this.file, line, col),
      );
    }
    const name = this.expectIdentifier('a signal name');
    let multiplexer = false;
    let multiplexValue: number | undefined;
    let indicator = false;
    if (lexer.kind === TOKEN_IDENTIFIER) {
      indicator = true;
      const text = lexer.text;
      const value = plainIndicatorValue(text);
      const from = lexer.start;
      const indicatorLine = lexer.tokenLine;
      const indicatorCol = lexer.tokenCol;
      lexer.next();
      if (value !== -1 && this.isPunctuation(':')) {
        multiplexer = value === INDICATOR_MULTIPLEXER || text.charCodeAt(text.length - 1) === 77;
        if (value >= 0) multiplexValue = value;
      } else {
        const expected = "a multiplex indicator ('M' or 'mN')";
        const read = this.unusualIndicator(false, expected, text, from, indicatorLine, indicatorCol);
        multiplexer = read.multiplexer;
        multiplexValue = read.value;
      }
    }
    this.expectPunctuation(':');
    if (!indicator && lexer.kind === TOKEN_IDENTIFIER) {
      const { text, start: from, tokenLine, tokenCol } = lexer;
      lexer.next();
      const read = this.unusualIndicator(true, 'the start bit', text, from, tokenLine, tokenCol);
      multiplexer = read.multiplexer;
      multiplexValue = read.value;
    }
    const startBit = this.expectInteger('the start bit');
    this.expectPunctuation('|');
    const length = this.expectInteger('the signal length');
    this.expectPunctuation('@');
    const byteOrderText = lexer.kind === TOKEN_NUMBER ? lexer.tokenText() : '';
    if (byteOrderText !== '0' && byteOrderText !== '1') this.fail("the byte order '0' or '1'");
    const byteOrder = byteOrderText === '1' ? 'little_endian' : 'big_endian';
    lexer.next();
    let signed: boolean;
    if (this.acceptPunctuation('+')) signed = false;
    else if (this.acceptPunctuation('-')) signed = true;
    else this.fail("the sign '+' or '-'");
    this.expectPunctuation('(');
    const factor = this.expectNumber('the factor');
    this.expectPunctuation(',');
    const offset = this.expectNumber('the offset');
    this.expectPunctuation(')');
    this.expectPunctuation('[');
    const minimum = this.expectNumber('the minimum');
    this.expectPunctuation('|');
    const maximum = this.expectNumber('the maximum');
    this.expectPunctuation(']');
    const unit = this.expectString('the unit');
    const receivers: string[] = [];
    for (;;) {
      if (lexer.kind === TOKEN_IDENTIFIER && !lexer.firstOnLine) {
        receivers.push(lexer.text);
        lexer.next();
      } else if (lexer.kind === TOKEN_PUNCTUATION && lexer.text === ',' && !lexer.firstOnLine) {
        lexer.next();
        if (lexer.kind === TOKEN_IDENTIFIER) {
          receivers.push(lexer.text);
          lexer.next();
        } else this.fail('a receiver');
      } else break;
    }
    if (this.isPunctuation(';') && !lexer.firstOnLine) lexer.next();
    const signal: DbcSignal = {
      name,
      startBit,
      length,
      byteOrder,
      signed,
      factor,
      offset,
      minimum,
      maximum,
      unit,
      receivers,
      multiplexer,
      valueType: 'integer',
      attributes: {},
      line,
      col,
    };
    if (multiplexValue !== undefined) signal.multiplexValue = multiplexValue;
    message.signals.push(signal);
  }

  /**
   * A multiplex indicator written unusually, which canmatrix and cantools read too: another letter
   * case (`M0` is `m0`, as both read it; `m0m`), blanks inside (`m 0`, `M 0`, `m0 M`), `mM` or `MM`
   * for a multiplexer (cantools), or the indicator after the colon. Read with a warning that names
   * the indicator assumed; an `m` without a value cannot be understood and is an error.
   */
  private unusualIndicator(
    afterColon: boolean,
    expected: string,
    text: string,
    from: number,
    line: number,
    col: number,
  ): { multiplexer: boolean; value: number | undefined } {
    const lexer = this.lexer;
    const first = text.charCodeAt(0);
    if (first !== 109 && first !== 77) this.failAt(line, col, expected, `'${text}'`);
    let i = 1;
    while (i < text.length && text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57) i++;
    let digits = text.slice(1, i);
    let suffix = false;
    if (i < text.length && (text.charCodeAt(i) === 77 || text.charCodeAt(i) === 109)) {
      suffix = true;
      i++;
    }
    if (i !== text.length) this.failAt(line, col, expected, `'${text}'`);
    // The value as a token of its own (`m 0`); after the colon only when the start bit follows it.
    if (digits === '' && !suffix && !lexer.firstOnLine) {
      if (lexer.kind === TOKEN_NUMBER && isDigits(lexer.tokenText())) {
        let take = true;
        if (afterColon) {
          const state = lexer.save();
          lexer.next();
          take = lexer.kind === TOKEN_NUMBER;
          lexer.restore(state);
        }
        if (take) {
          digits = lexer.tokenText();
          lexer.next();
        }
      } else if (lexer.kind === TOKEN_IDENTIFIER && plainIndicatorValue('m' + lexer.text) >= 0) {
        // `m 0M`: the lexer reads `0M` as one word.
        const rest = lexer.text;
        digits = rest.slice(0, rest.length - 1);
        suffix = true;
        lexer.next();
      }
    }
    // The multiplexer mark as a word of its own (`m0 M`).
    if (!suffix && digits !== '' && lexer.kind === TOKEN_IDENTIFIER && !lexer.firstOnLine) {
      if (lexer.text === 'M' || lexer.text === 'm') {
        suffix = true;
        lexer.next();
      }
    }
    if (digits === '' && !suffix && first === 109) this.failAt(line, col, expected, `'${text}'`);
    const multiplexer = digits === '' || suffix;
    const value = digits === '' ? undefined : Number(digits);
    const assumed = value === undefined ? 'M' : `m${value}${multiplexer ? 'M' : ''}`;
    const written = lexer.source.slice(from, lexer.previousEnd);
    if (afterColon)
      this.report('warning', 'DBC_MULTIPLEX_AFTER_COLON', { found: written, indicator: assumed }, line, col);
    else this.report('warning', 'DBC_MULTIPLEX_INDICATOR', { found: written, indicator: assumed }, line, col);
    return { multiplexer, value };
  }

  private messageTransmitters(start: number, line: number, col: number): void {
    const lexer = this.lexer;
    const id = this.expectInteger('a message id');
    this.expectPunctuation(':');
    const transmitters: string[] = [];
    while (lexer.kind === TOKEN_IDENTIFIER) {
      transmitters.push(this.expectIdentifier('a transmitter'));
      if (!this.acceptPunctuation(',')) continue;
    }
    this.endStatement('BO_TX_BU_');
    this.refer(
      'BO_TX_BU_',
      TARGET_MESSAGE,
      id,
      '',
      '',
      ACTION_TRANSMITTERS,
      '',
      transmitters,
      start,
      line,
      col,
    );
  }

  private environmentVariable(line: number, col: number): void {
    const lexer = this.lexer;
    const name = this.expectIdentifier('an environment variable name');
    this.expectPunctuation(':');
    const type = this.expectInteger('the environment variable type');
    this.expectPunctuation('[');
    const minimum = this.expectNumber('the minimum');
    this.expectPunctuation('|');
    const maximum = this.expectNumber('the maximum');
    this.expectPunctuation(']');
    const unit = this.expectString('the unit');
    const initialValue = this.expectNumber('the initial value');
    const id = this.expectNumber('the environment variable id');
    const accessType = this.expectIdentifier('the access type');
    const accessNodes: string[] = [];
    while (lexer.kind === TOKEN_IDENTIFIER) {
      accessNodes.push(this.expectIdentifier('an access node'));
      this.acceptPunctuation(',');
    }
    this.endStatement('EV_');
    const variable: DbcEnvironmentVariable = {
      name,
      type,
      minimum,
      maximum,
      unit,
      initialValue,
      id,
      accessType,
      accessNodes,
      attributes: {},
      line,
      col,
    };
    this.database.environmentVariables.push(variable);
    if (!this.environmentVariablesByName.has(name)) this.environmentVariablesByName.set(name, variable);
  }

  private environmentVariableData(start: number, line: number, col: number): void {
    const name = this.expectIdentifier('an environment variable name');
    this.expectPunctuation(':');
    const size = this.expectInteger('the data size');
    this.endStatement('ENVVAR_DATA_');
    this.refer('ENVVAR_DATA_', TARGET_VARIABLE, 0, name, '', ACTION_DATA_SIZE, '', size, start, line, col);
  }

  /**
   * CM_: a comment on the network or on an object. Files from suppliers deviate from the grammar
   * in ways other tools read past (canmatrix reads CM_ line by line and skips what it does not
   * match); each deviation this reader can make sense of is read with a warning that says what it
   * assumed, and a comment whose object cannot be told is kept as text with a warning.
   */
  private comment(start: number, line: number, col: number): void {
    const lexer = this.lexer;
    if (lexer.kind === TOKEN_STRING) {
      const text = this.commentText();
      this.endStatement('CM_');
      this.database.comment = text;
      return;
    }
    if (lexer.kind === TOKEN_INVALID && lexer.text === '"') this.fail('a comment');
    let kind = lexer.kind === TOKEN_IDENTIFIER ? lexer.keyword : 0;
    if (kind !== K_BU && kind !== K_BO && kind !== K_SG && kind !== K_EV) {
      const written = lexer.kind === TOKEN_IDENTIFIER ? lexer.text : '';
      kind = objectKindIgnoringCase(written);
      if (kind === 0) {
        const found = this.describeToken();
        const at = { line: lexer.tokenLine, col: lexer.tokenCol };
        const empty = this.atStatementEnd();
        this.skipStatement();
        if (empty) this.keepComment(start, line, col, 'DBC_COMMENT_NO_TEXT', {}, line, col);
        else this.keepComment(start, line, col, 'DBC_COMMENT_UNKNOWN_KIND', { found }, at.line, at.col);
        return;
      }
      this.report(
        'warning',
        'DBC_COMMENT_KIND_CASE',
        { found: written, kind: objectKindText(kind) },
        lexer.tokenLine,
        lexer.tokenCol,
      );
    }
    const kindText = objectKindText(kind);
    lexer.next();
    // The names and ids before the text: BU_/BO_/EV_ want one, SG_ two (message id, signal name).
    const wanted = kind === K_SG ? 2 : 1;
    const parts: CommentPart[] = [];
    while (
      lexer.kind === TOKEN_NUMBER ||
      (lexer.kind === TOKEN_IDENTIFIER && !(lexer.firstOnLine && lexer.keyword !== 0))
    ) {
      const number = lexer.kind === TOKEN_NUMBER;
      parts.push({
        text: number ? lexer.tokenText() : lexer.text,
        number,
        value: lexer.numberValue,
        start: lexer.start,
        line: lexer.tokenLine,
        col: lexer.tokenCol,
      });
      lexer.next();
    }
    let text: string;
    if (lexer.kind === TOKEN_STRING) {
      const extra = parts.slice(wanted);
      if (extra.length > 0)
        this.report(
          'warning',
          'DBC_COMMENT_EXTRA_OBJECT',
          {
            kind: kindText,
            used: parts
              .slice(0, wanted)
              .map((part) => part.text)
              .join(' '),
            extra: extra.map((part) => part.text).join(' '),
          },
          extra[0]!.line,
          extra[0]!.col,
        );
      text = this.commentText();
      this.endStatement('CM_');
    } else if (!this.atStatementEnd() || parts.length > wanted) {
      // Text without quotes: the rest of the statement, after the object.
      if (lexer.kind === TOKEN_INVALID && lexer.text === '"') this.fail('a comment');
      const first = parts[wanted];
      const textStart = first ? first.start : lexer.start;
      const textLine = first ? first.line : lexer.tokenLine;
      const textCol = first ? first.col : lexer.tokenCol;
      if (parts.length < wanted) {
        this.skipStatement();
        this.keepComment(start, line, col, 'DBC_COMMENT_NO_OBJECT', { kind: kindText }, line, col);
        return;
      }
      while (!this.atStatementEnd()) {
        if (lexer.kind === TOKEN_INVALID && lexer.text === '"') this.fail("';'");
        lexer.next();
      }
      text = lexer.source.slice(textStart, lexer.previousEnd).trim();
      parts.length = wanted;
      this.report('warning', 'DBC_COMMENT_UNQUOTED', { text: shortened(text) }, textLine, textCol);
      this.endStatement('CM_');
    } else {
      this.skipStatement();
      this.keepComment(start, line, col, 'DBC_COMMENT_NO_TEXT', {}, line, col);
      return;
    }
    const [first, second] = parts;
    if (!first || (kind === K_SG && !second && first.number)) {
      this.keepComment(start, line, col, 'DBC_COMMENT_NO_OBJECT', { kind: kindText }, line, col);
      return;
    }
    if (kind === K_BU) {
      this.refer('CM_', TARGET_NODE, 0, first.text, '', ACTION_COMMENT, '', text, start, line, col);
    } else if (kind === K_EV) {
      this.refer('CM_', TARGET_VARIABLE, 0, first.text, '', ACTION_COMMENT, '', text, start, line, col);
    } else if (kind === K_BO) {
      if (first.number) {
        const id = this.integerPart(first);
        this.refer('CM_', TARGET_MESSAGE, id, '', '', ACTION_COMMENT, '', text, start, line, col);
      } else {
        this.report('warning', 'DBC_COMMENT_MESSAGE_NAME', { message: first.text }, first.line, first.col);
        this.refer(
          'CM_',
          TARGET_MESSAGE_NAMED,
          0,
          first.text,
          '',
          ACTION_COMMENT,
          '',
          text,
          start,
          line,
          col,
        );
      }
    } else if (!second) {
      this.report('warning', 'DBC_COMMENT_SIGNAL_ONLY', { signal: first.text }, first.line, first.col);
      this.refer(
        'CM_',
        TARGET_SIGNAL_ANYWHERE,
        0,
        '',
        first.text,
        ACTION_COMMENT,
        '',
        text,
        start,
        line,
        col,
      );
    } else if (first.number) {
      const id = this.integerPart(first);
      this.refer('CM_', TARGET_SIGNAL, id, '', second.text, ACTION_COMMENT, '', text, start, line, col);
    } else if (second.number) {
      const id = this.integerPart(second);
      this.report(
        'warning',
        'DBC_COMMENT_SIGNAL_ORDER',
        { signal: first.text, id: second.text },
        first.line,
        first.col,
      );
      this.refer('CM_', TARGET_SIGNAL, id, '', first.text, ACTION_COMMENT, '', text, start, line, col);
    } else {
      this.report('warning', 'DBC_COMMENT_MESSAGE_NAME', { message: first.text }, first.line, first.col);
      this.refer(
        'CM_',
        TARGET_SIGNAL_OF_NAMED,
        0,
        first.text,
        second.text,
        ACTION_COMMENT,
        '',
        text,
        start,
        line,
        col,
      );
    }
  }

  /**
   * The text of a comment at its string token. A comment with quotes inside that are not escaped
   * (`"say "hi""`) ends, as canmatrix reads it, at the quote followed by `;`; anything else between
   * the text and the `;` is ignored with a warning.
   */
  private commentText(): string {
    const lexer = this.lexer;
    const quote = lexer.start;
    let text = lexer.stringValue;
    lexer.next();
    if (this.atStatementEnd()) return text;
    const source = lexer.source;
    const close = this.closingQuote(quote + 1);
    if (close >= lexer.start) {
      text = unescapeDbcString(source, quote + 1, close);
      const at = lineAndColumn(source, close, lexer);
      this.report('warning', 'DBC_COMMENT_INNER_QUOTES', { line: at.line }, at.line, at.col);
      lexer.skipTo(close + 1);
      return text;
    }
    this.report(
      'warning',
      'DBC_COMMENT_TRAILING',
      { found: this.describeToken() },
      lexer.tokenLine,
      lexer.tokenCol,
    );
    while (!this.atStatementEnd()) {
      if (lexer.kind === TOKEN_INVALID && lexer.text === '"') this.fail("';'");
      lexer.next();
    }
    return text;
  }

  /**
   * The offset of the first `"` after `from` that only blanks separate from a `;`, not escaped,
   * before the next line that starts with a keyword (after blanks); -1 when there is none.
   */
  private closingQuote(from: number): number {
    const lexer = this.lexer;
    const source = lexer.source;
    for (let i = from; i < source.length; i++) {
      const code = source.charCodeAt(i);
      if (code === 10) {
        let next = i + 1;
        while (source.charCodeAt(next) === 32 || source.charCodeAt(next) === 9) next++;
        if (lexer.keywordAt(next) !== 0) return -1;
      }
      if (code !== 34 || source.charCodeAt(i - 1) === 92) continue;
      let j = i + 1;
      while (source.charCodeAt(j) === 32 || source.charCodeAt(j) === 9) j++;
      if (source.charCodeAt(j) === 59) return i;
    }
    return -1;
  }

  /** The token ends a statement: `;`, the end of the file, or a keyword that starts a line. */
  private atStatementEnd(): boolean {
    const lexer = this.lexer;
    return (
      lexer.kind === TOKEN_END ||
      (lexer.kind === TOKEN_PUNCTUATION && lexer.text === ';') ||
      (lexer.kind === TOKEN_IDENTIFIER && lexer.firstOnLine && lexer.keyword !== 0)
    );
  }

  /** Moves past the statement: after its `;`, or to the keyword that starts the next one. */
  private skipStatement(): void {
    const lexer = this.lexer;
    for (;;) {
      if (lexer.kind === TOKEN_END) return;
      if (lexer.kind === TOKEN_INVALID && lexer.text === '"') this.fail("';'");
      if (lexer.kind === TOKEN_IDENTIFIER && lexer.firstOnLine && lexer.keyword !== 0) return;
      const semicolon = lexer.kind === TOKEN_PUNCTUATION && lexer.text === ';';
      lexer.next();
      if (semicolon) return;
    }
  }

  /** Keeps a CM_ statement that has been read to its end as text, with a warning. */
  private keepComment(
    start: number,
    line: number,
    col: number,
    code: string,
    params: Record<string, string | number>,
    atLine: number,
    atCol: number,
  ): void {
    this.database.rawStatements.push({
      keyword: 'CM_',
      text: this.lexer.source.slice(start, this.lexer.previousEnd),
      line,
      col,
    });
    this.report('warning', code, params, atLine, atCol);
  }

  /** A message id written in a CM_ statement. */
  private integerPart(part: CommentPart): number {
    if (Number.isSafeInteger(part.value)) return part.value;
    const code = 'DBC_NOT_AN_INTEGER';
    throw new StatementFailure(
      diagnostic(
        'error',
        code,
        dbcText(this.language, code, { found: part.text }),
        this.file,
        part.line,
        part.col,
      ),
    );
  }

  private failAt(line: number, col: number, expected: string, found: string): never {
    const code = 'DBC_SYNTAX';
    throw new StatementFailure(
      diagnostic(
        'error',
        code,
        dbcText(this.language, code, { expected: dbcExpectedText(this.language, expected), found }),
        this.file,
        line,
        col,
      ),
    );
  }

  private attributeDefinition(keyword: 'BA_DEF_' | 'BA_DEF_REL_', line: number, col: number): void {
    const lexer = this.lexer;
    let objectType: DbcAttributeDefinition['objectType'] = 'network';
    if (lexer.kind === TOKEN_IDENTIFIER) {
      const kinds = keyword === 'BA_DEF_' ? OBJECT_KEYWORDS : RELATION_KEYWORDS;
      if (!kinds.has(lexer.text)) this.fail('an object type or the attribute name');
      objectType = lexer.text as DbcAttributeObjectType | DbcRelationType;
      lexer.next();
    }
    const name = this.expectString('the attribute name');
    if (lexer.kind !== TOKEN_IDENTIFIER || !VALUE_TYPES.has(lexer.text))
      this.fail('INT, HEX, FLOAT, STRING or ENUM');
    const valueType = lexer.text as DbcAttributeValueType;
    lexer.next();
    const definition: DbcAttributeDefinition = { name, objectType, valueType, line, col };
    if (valueType === 'INT' || valueType === 'HEX' || valueType === 'FLOAT') {
      // Some tools leave out the range; keep what is there.
      if (lexer.kind === TOKEN_NUMBER) {
        definition.minimum = this.expectNumber('the minimum');
        definition.maximum = this.expectNumber('the maximum');
      }
    } else if (valueType === 'ENUM') {
      const values: string[] = [];
      while (lexer.kind === TOKEN_STRING) {
        values.push(this.expectString('an enumeration value'));
        if (!this.acceptPunctuation(',')) break;
      }
      definition.enumValues = values;
    }
    this.endStatement(keyword);
    this.database.attributeDefinitions.push(definition);
  }

  private attributeDefault(
    keyword: 'BA_DEF_DEF_' | 'BA_DEF_DEF_REL_',
    start: number,
    line: number,
    col: number,
  ): void {
    const name = this.expectString('the attribute name');
    const value = this.expectAttributeValue();
    this.endStatement(keyword);
    this.refer(
      keyword,
      TARGET_DEFINITION,
      keyword === 'BA_DEF_DEF_REL_' ? 1 : 0,
      name,
      '',
      ACTION_DEFAULT,
      '',
      value,
      start,
      line,
      col,
    );
  }

  private attributeValue(start: number, line: number, col: number): void {
    const lexer = this.lexer;
    const name = this.attributeName();
    if (lexer.kind !== TOKEN_IDENTIFIER) {
      const value = this.expectAttributeValue();
      this.endStatement('BA_');
      setAttribute(this.database.attributes, name, value);
      return;
    }
    const kind = lexer.keyword;
    const kindLine = lexer.tokenLine;
    const kindCol = lexer.tokenCol;
    const kindText = lexer.text;
    lexer.next();
    switch (kind) {
      case K_BU: {
        const nodeName = this.expectIdentifier('a node name');
        const value = this.expectAttributeValue();
        this.endStatement('BA_');
        this.refer('BA_', TARGET_NODE, 0, nodeName, '', ACTION_ATTRIBUTE, name, value, start, line, col);
        return;
      }
      case K_BO: {
        const id = this.expectInteger('a message id');
        const value = this.expectAttributeValue();
        this.endStatement('BA_');
        this.refer('BA_', TARGET_MESSAGE, id, '', '', ACTION_ATTRIBUTE, name, value, start, line, col);
        return;
      }
      case K_SG: {
        const id = this.expectInteger('a message id');
        const signal = this.signalAtToken(id);
        if (signal) {
          lexer.next();
          const value = this.expectAttributeValue();
          this.endStatement('BA_');
          setAttribute(signal.attributes, name, value);
          return;
        }
        const signalName = this.expectIdentifier('a signal name');
        const value = this.expectAttributeValue();
        this.endStatement('BA_');
        this.refer('BA_', TARGET_SIGNAL, id, '', signalName, ACTION_ATTRIBUTE, name, value, start, line, col);
        return;
      }
      case K_EV: {
        const variableName = this.expectIdentifier('an environment variable name');
        const value = this.expectAttributeValue();
        this.endStatement('BA_');
        this.refer(
          'BA_',
          TARGET_VARIABLE,
          0,
          variableName,
          '',
          ACTION_ATTRIBUTE,
          name,
          value,
          start,
          line,
          col,
        );
        return;
      }
      default:
        this.failAt(kindLine, kindCol, "'BU_', 'BO_', 'SG_', 'EV_' or a value", `'${kindText}'`);
    }
  }

  private relationAttributeValue(line: number, col: number): void {
    const lexer = this.lexer;
    const name = this.expectString('the attribute name');
    if (lexer.kind !== TOKEN_IDENTIFIER || !RELATION_KEYWORDS.has(lexer.text))
      this.fail("'BU_EV_REL_', 'BU_BO_REL_' or 'BU_SG_REL_'");
    const relation = lexer.text as DbcRelationType;
    lexer.next();
    const node = this.expectIdentifier('a node name');
    const entry: { messageId?: number; signal?: string; environmentVariable?: string } = {};
    if (relation === 'BU_EV_REL_')
      entry.environmentVariable = this.expectIdentifier('an environment variable name');
    else if (relation === 'BU_BO_REL_') entry.messageId = this.expectInteger('a message id');
    else {
      if (lexer.kind === TOKEN_IDENTIFIER && lexer.text === 'SG_') lexer.next();
      else this.fail("'SG_'");
      entry.messageId = this.expectInteger('a message id');
      entry.signal = this.expectIdentifier('a signal name');
    }
    const value = this.expectAttributeValue();
    this.endStatement('BA_REL_');
    this.database.relationAttributes.push({ name, relation, node, ...entry, value, line, col });
  }

  private signalValueDescriptions(start: number, line: number, col: number): void {
    const lexer = this.lexer;
    if (lexer.kind === TOKEN_IDENTIFIER) {
      const name = this.expectIdentifier('an environment variable name');
      const values = this.valueDescriptions();
      this.endStatement('VAL_');
      this.refer('VAL_', TARGET_VARIABLE, 0, name, '', ACTION_VALUES, '', values, start, line, col);
      return;
    }
    const id = this.expectInteger('a message id or an environment variable name');
    const signal = this.signalAtToken(id);
    if (signal) {
      lexer.next();
      const values = this.valueDescriptions();
      this.endStatement('VAL_');
      signal.valueDescriptions = values;
      return;
    }
    const name = this.expectIdentifier('a signal name');
    const values = this.valueDescriptions();
    this.endStatement('VAL_');
    this.refer('VAL_', TARGET_SIGNAL, id, '', name, ACTION_VALUES, '', values, start, line, col);
  }

  private signalGroup(start: number, line: number, col: number): void {
    const lexer = this.lexer;
    const id = this.expectInteger('a message id');
    const name = this.expectIdentifier('a signal group name');
    const repetitions = this.expectInteger('the repetitions');
    this.expectPunctuation(':');
    const signals: string[] = [];
    while (lexer.kind === TOKEN_IDENTIFIER) {
      signals.push(this.expectIdentifier('a signal name'));
      this.acceptPunctuation(',');
    }
    this.endStatement('SIG_GROUP_');
    this.refer(
      'SIG_GROUP_',
      TARGET_MESSAGE,
      id,
      '',
      '',
      ACTION_SIGNAL_GROUP,
      '',
      { name, repetitions, signals, line, col },
      start,
      line,
      col,
    );
  }

  private signalValueType(start: number, line: number, col: number): void {
    const lexer = this.lexer;
    const id = this.expectInteger('a message id');
    const name = this.expectIdentifier('a signal name');
    this.acceptPunctuation(':');
    const valueTypeText = lexer.kind === TOKEN_NUMBER ? lexer.tokenText() : '';
    if (valueTypeText !== '0' && valueTypeText !== '1' && valueTypeText !== '2')
      this.fail("the value type '0', '1' or '2'");
    const valueType = valueTypeText === '1' ? 'float' : valueTypeText === '2' ? 'double' : 'integer';
    lexer.next();
    this.endStatement('SIG_VALTYPE_');
    this.refer(
      'SIG_VALTYPE_',
      TARGET_SIGNAL,
      id,
      '',
      name,
      ACTION_VALUE_TYPE,
      '',
      valueType,
      start,
      line,
      col,
    );
  }

  private extendedMultiplexing(start: number, line: number, col: number): void {
    const lexer = this.lexer;
    const id = this.expectInteger('a message id');
    const name = this.expectIdentifier('a signal name');
    const switchName = this.expectIdentifier('the multiplexer switch name');
    const ranges: DbcMultiplexRange[] = [];
    while (lexer.kind === TOKEN_NUMBER) {
      const from = this.expectInteger('a multiplexer value');
      this.expectPunctuation('-');
      const to = this.expectInteger('a multiplexer value');
      ranges.push({ from, to });
      if (!this.acceptPunctuation(',')) break;
    }
    this.endStatement('SG_MUL_VAL_');
    this.refer(
      'SG_MUL_VAL_',
      TARGET_SIGNAL,
      id,
      '',
      name,
      ACTION_MULTIPLEXING,
      switchName,
      ranges,
      start,
      line,
      col,
    );
  }
}

/** How a warning names the object a reference refers to (as the statement writes it). */
function describeReference(reference: Reference): string {
  switch (reference.target) {
    case TARGET_NODE:
      return `BU_ ${reference.name}`;
    case TARGET_MESSAGE:
      return `BO_ ${reference.id}`;
    case TARGET_SIGNAL:
      return `SG_ ${reference.id} ${reference.member}`;
    case TARGET_VARIABLE:
      return `EV_ ${reference.name}`;
    case TARGET_MESSAGE_NAMED:
      return `BO_ ${reference.name}`;
    case TARGET_SIGNAL_OF_NAMED:
      return `SG_ ${reference.name} ${reference.member}`;
    case TARGET_SIGNAL_ANYWHERE:
      return `SG_ ${reference.member}`;
    default:
      return `"${reference.name}"`;
  }
}

/**
 * Reads a DBC file. Never throws: whatever the input, the answer is a model (possibly partial)
 * and diagnostics; the file is rejected when one of them is an error.
 */
export function readDbc(input: Uint8Array | string, options: DbcReadOptions = {}): ReadResult<DbcDatabase> {
  const file = options.file ?? 'input.dbc';
  const language = options.language ?? 'en_us';
  let text = typeof input === 'string' ? input : decodeText(input).text;
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (text.includes('\r')) text = text.replace(/\r\n?/g, '\n');
  const parser = new DbcParser(text, file, language);
  try {
    parser.parse();
    parser.resolveReferences();
  } catch (unexpected) {
    // A defect of this reader, not of the input: still answer with a located diagnostic.
    const message = unexpected instanceof Error ? unexpected.message : String(unexpected);
    parser.diagnostics.push(diagnostic('error', 'DBC_INTERNAL', message, file, 1, 1));
  }
  const diagnostics = parser.diagnostics.sort((a, b) => a.line - b.line || a.col - b.col);
  return { model: parser.database, diagnostics };
}
