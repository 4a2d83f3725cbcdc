import { diagnostic, type Diagnostic, type ReadResult, type Severity } from '../diagnostic.js';
import { decodeText } from '../text.js';
import type { Language } from '../../i18n/index.js';
import {
  DbcLexer,
  TOKEN_END,
  TOKEN_IDENTIFIER,
  TOKEN_INVALID,
  TOKEN_NUMBER,
  TOKEN_PUNCTUATION,
  TOKEN_STRING,
} from './lexer.js';
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
  type DbcValueDescription,
} from './model.js';

export interface DbcReadOptions {
  /** The file name diagnostics name; `input.dbc` when not given. */
  file?: string;
  /** The language of diagnostic messages; English when not given. */
  language?: Language;
}

/** Keywords that start a statement this reader models. */
const MODELLED_KEYWORDS = new Set([
  'VERSION',
  'NS_',
  'BS_',
  'BU_',
  'VAL_TABLE_',
  'BO_',
  'SG_',
  'BO_TX_BU_',
  'EV_',
  'ENVVAR_DATA_',
  'CM_',
  'BA_DEF_',
  'BA_DEF_REL_',
  'BA_DEF_DEF_',
  'BA_DEF_DEF_REL_',
  'BA_',
  'BA_REL_',
  'VAL_',
  'SIG_GROUP_',
  'SIG_VALTYPE_',
  'SG_MUL_VAL_',
]);

/** Keywords of the DBC grammar that this reader keeps as text (rarely used, no meaning for configuration). */
const UNMODELLED_KEYWORDS = new Set([
  'NS_DESC_',
  'CAT_DEF_',
  'CAT_',
  'FILTER',
  'EV_DATA_',
  'SGTYPE_',
  'SGTYPE_VAL_',
  'BA_DEF_SGTYPE_',
  'BA_SGTYPE_',
  'SIG_TYPE_REF_',
  'SIGTYPE_VALTYPE_',
  'BU_SG_REL_',
  'BU_EV_REL_',
  'BU_BO_REL_',
]);

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
  private readonly deferred: Array<() => void> = [];

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
        this.statement(lexer.text);
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
      if (
        lexer.kind === TOKEN_IDENTIFIER &&
        lexer.firstOnLine &&
        (MODELLED_KEYWORDS.has(lexer.text) || UNMODELLED_KEYWORDS.has(lexer.text))
      )
        return;
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

  /** A signal of a message by name (the first of that name); called once every signal is read. */
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
   * Applies a statement about another object once the whole file is read (a file may comment on a
   * message before defining it). When the object does not exist, the statement is kept as text.
   */
  private resolveLater(
    keyword: string,
    object: string,
    start: number,
    line: number,
    col: number,
    apply: () => boolean,
  ): void {
    const end = this.lexer.previousEnd;
    this.deferred.push(() => {
      if (apply()) return;
      this.database.rawStatements.push({ keyword, text: this.lexer.source.slice(start, end), line, col });
      this.report('warning', 'DBC_UNKNOWN_OBJECT', { keyword, object }, line, col);
    });
  }

  /** Runs the statements about other objects, in file order. */
  resolveReferences(): void {
    for (const apply of this.deferred) apply();
    this.deferred.length = 0;
  }

  // ---- statements --------------------------------------------------------------------------

  private statement(keyword: string): void {
    const lexer = this.lexer;
    const start = lexer.start;
    const line = lexer.tokenLine;
    const col = lexer.tokenCol;
    if (keyword !== 'SG_') this.currentMessage = null;
    switch (keyword) {
      case 'VERSION':
        lexer.next();
        this.database.version = this.expectString('the version string');
        return;
      case 'NS_':
        lexer.next();
        this.newSymbols();
        return;
      case 'BS_':
        lexer.next();
        this.bitTiming();
        return;
      case 'BU_':
        lexer.next();
        this.nodes();
        return;
      case 'VAL_TABLE_': {
        lexer.next();
        const name = this.expectIdentifier('a value table name');
        const values = this.valueDescriptions();
        this.endStatement(keyword);
        this.database.valueTables.push({ name, values, line, col });
        return;
      }
      case 'BO_':
        this.currentMessage = 'skip';
        lexer.next();
        this.message(line, col);
        return;
      case 'SG_':
        lexer.next();
        this.signal(line, col);
        return;
      case 'BO_TX_BU_':
        lexer.next();
        this.messageTransmitters(start, line, col);
        return;
      case 'EV_':
        lexer.next();
        this.environmentVariable(line, col);
        return;
      case 'ENVVAR_DATA_':
        lexer.next();
        this.environmentVariableData(start, line, col);
        return;
      case 'CM_':
        lexer.next();
        this.comment(start, line, col);
        return;
      case 'BA_DEF_':
      case 'BA_DEF_REL_':
        lexer.next();
        this.attributeDefinition(keyword, line, col);
        return;
      case 'BA_DEF_DEF_':
      case 'BA_DEF_DEF_REL_':
        lexer.next();
        this.attributeDefault(keyword, start, line, col);
        return;
      case 'BA_':
        lexer.next();
        this.attributeValue(start, line, col);
        return;
      case 'BA_REL_':
        lexer.next();
        this.relationAttributeValue(line, col);
        return;
      case 'VAL_':
        lexer.next();
        this.signalValueDescriptions(start, line, col);
        return;
      case 'SIG_GROUP_':
        lexer.next();
        this.signalGroup(start, line, col);
        return;
      case 'SIG_VALTYPE_':
        lexer.next();
        this.signalValueType(start, line, col);
        return;
      case 'SG_MUL_VAL_':
        lexer.next();
        this.extendedMultiplexing(start, line, col);
        return;
      default:
        if (UNMODELLED_KEYWORDS.has(keyword)) this.keepRaw(keyword, 'info', 'DBC_UNMODELLED_SECTION');
        else if (looksLikeKeyword(keyword)) this.keepRaw(keyword, 'warning', 'DBC_UNKNOWN_SECTION');
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
      if (
        lexer.firstOnLine &&
        (lexer.tokenCol === 1 || MODELLED_KEYWORDS.has(lexer.text) || UNMODELLED_KEYWORDS.has(lexer.text))
      )
        break;
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
    const { canId, extended } = splitDbcMessageId(id);
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
    if (lexer.kind === TOKEN_IDENTIFIER) {
      const indicator = lexer.text;
      if (indicator === 'M') multiplexer = true;
      else if (indicator.charCodeAt(0) === 109 /* m */ && indicator.length > 1) {
        const withSwitch = indicator.endsWith('M');
        const digits = indicator.slice(1, withSwitch ? -1 : undefined);
        if (digits.length === 0 || !/^[0-9]+$/.test(digits)) this.fail("a multiplex indicator ('M' or 'mN')");
        multiplexValue = Number(digits);
        multiplexer = withSwitch;
      } else this.fail("a multiplex indicator ('M' or 'mN')");
      lexer.next();
    }
    this.expectPunctuation(':');
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
    this.resolveLater('BO_TX_BU_', `BO_ ${id}`, start, line, col, () => {
      const message = this.messagesById.get(id);
      if (!message) return false;
      message.transmitters = [...(message.transmitters ?? []), ...transmitters];
      return true;
    });
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
    this.resolveLater('ENVVAR_DATA_', `EV_ ${name}`, start, line, col, () => {
      const variable = this.environmentVariablesByName.get(name);
      if (!variable) return false;
      variable.dataSize = size;
      return true;
    });
  }

  private comment(start: number, line: number, col: number): void {
    const lexer = this.lexer;
    if (lexer.kind === TOKEN_STRING) {
      const text = this.expectString('a comment');
      this.endStatement('CM_');
      this.database.comment = text;
      return;
    }
    const kindLine = lexer.tokenLine;
    const kindCol = lexer.tokenCol;
    const kind = this.expectIdentifier("'BU_', 'BO_', 'SG_', 'EV_' or a comment string");
    switch (kind) {
      case 'BU_': {
        const name = this.expectIdentifier('a node name');
        const text = this.expectString('a comment');
        this.endStatement('CM_');
        this.resolveLater('CM_', `BU_ ${name}`, start, line, col, () => {
          const node = this.nodesByName.get(name);
          if (!node) return false;
          node.comment = text;
          return true;
        });
        return;
      }
      case 'BO_': {
        const id = this.expectInteger('a message id');
        const text = this.expectString('a comment');
        this.endStatement('CM_');
        this.resolveLater('CM_', `BO_ ${id}`, start, line, col, () => {
          const message = this.messagesById.get(id);
          if (!message) return false;
          message.comment = text;
          return true;
        });
        return;
      }
      case 'SG_': {
        const id = this.expectInteger('a message id');
        const name = this.expectIdentifier('a signal name');
        const text = this.expectString('a comment');
        this.endStatement('CM_');
        this.resolveLater('CM_', `SG_ ${id} ${name}`, start, line, col, () => {
          const message = this.messagesById.get(id);
          const signal = message && this.signalOf(message, name);
          if (!signal) return false;
          signal.comment = text;
          return true;
        });
        return;
      }
      case 'EV_': {
        const name = this.expectIdentifier('an environment variable name');
        const text = this.expectString('a comment');
        this.endStatement('CM_');
        this.resolveLater('CM_', `EV_ ${name}`, start, line, col, () => {
          const variable = this.environmentVariablesByName.get(name);
          if (!variable) return false;
          variable.comment = text;
          return true;
        });
        return;
      }
      default:
        this.failAt(kindLine, kindCol, "'BU_', 'BO_', 'SG_', 'EV_' or a comment string", `'${kind}'`);
    }
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
    const relation = keyword === 'BA_DEF_DEF_REL_';
    this.resolveLater(keyword, `"${name}"`, start, line, col, () => {
      let found = false;
      for (const definition of this.database.attributeDefinitions) {
        if (definition.name !== name || RELATION_KEYWORDS.has(definition.objectType) !== relation) continue;
        definition.defaultValue = value;
        found = true;
      }
      return found;
    });
  }

  private attributeValue(start: number, line: number, col: number): void {
    const lexer = this.lexer;
    const name = this.expectString('the attribute name');
    if (lexer.kind !== TOKEN_IDENTIFIER) {
      const value = this.expectAttributeValue();
      this.endStatement('BA_');
      setDbcAttribute(this.database.attributes, name, value);
      return;
    }
    const kind = lexer.text;
    const kindLine = lexer.tokenLine;
    const kindCol = lexer.tokenCol;
    lexer.next();
    switch (kind) {
      case 'BU_': {
        const nodeName = this.expectIdentifier('a node name');
        const value = this.expectAttributeValue();
        this.endStatement('BA_');
        this.resolveLater('BA_', `BU_ ${nodeName}`, start, line, col, () => {
          const node = this.nodesByName.get(nodeName);
          if (!node) return false;
          setDbcAttribute(node.attributes, name, value);
          return true;
        });
        return;
      }
      case 'BO_': {
        const id = this.expectInteger('a message id');
        const value = this.expectAttributeValue();
        this.endStatement('BA_');
        this.resolveLater('BA_', `BO_ ${id}`, start, line, col, () => {
          const message = this.messagesById.get(id);
          if (!message) return false;
          setDbcAttribute(message.attributes, name, value);
          return true;
        });
        return;
      }
      case 'SG_': {
        const id = this.expectInteger('a message id');
        const signalName = this.expectIdentifier('a signal name');
        const value = this.expectAttributeValue();
        this.endStatement('BA_');
        this.resolveLater('BA_', `SG_ ${id} ${signalName}`, start, line, col, () => {
          const message = this.messagesById.get(id);
          const signal = message && this.signalOf(message, signalName);
          if (!signal) return false;
          setDbcAttribute(signal.attributes, name, value);
          return true;
        });
        return;
      }
      case 'EV_': {
        const variableName = this.expectIdentifier('an environment variable name');
        const value = this.expectAttributeValue();
        this.endStatement('BA_');
        this.resolveLater('BA_', `EV_ ${variableName}`, start, line, col, () => {
          const variable = this.environmentVariablesByName.get(variableName);
          if (!variable) return false;
          setDbcAttribute(variable.attributes, name, value);
          return true;
        });
        return;
      }
      default:
        this.failAt(kindLine, kindCol, "'BU_', 'BO_', 'SG_', 'EV_' or a value", `'${kind}'`);
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
      this.resolveLater('VAL_', `EV_ ${name}`, start, line, col, () => {
        const variable = this.environmentVariablesByName.get(name);
        if (!variable) return false;
        variable.valueDescriptions = values;
        return true;
      });
      return;
    }
    const id = this.expectInteger('a message id or an environment variable name');
    const name = this.expectIdentifier('a signal name');
    const values = this.valueDescriptions();
    this.endStatement('VAL_');
    this.resolveLater('VAL_', `SG_ ${id} ${name}`, start, line, col, () => {
      const message = this.messagesById.get(id);
      const signal = message && this.signalOf(message, name);
      if (!signal) return false;
      signal.valueDescriptions = values;
      return true;
    });
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
    this.resolveLater('SIG_GROUP_', `BO_ ${id}`, start, line, col, () => {
      const message = this.messagesById.get(id);
      if (!message) return false;
      (message.signalGroups ??= []).push({ name, repetitions, signals, line, col });
      return true;
    });
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
    this.resolveLater('SIG_VALTYPE_', `SG_ ${id} ${name}`, start, line, col, () => {
      const message = this.messagesById.get(id);
      const signal = message && this.signalOf(message, name);
      if (!signal) return false;
      signal.valueType = valueType;
      return true;
    });
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
    this.resolveLater('SG_MUL_VAL_', `SG_ ${id} ${name}`, start, line, col, () => {
      const message = this.messagesById.get(id);
      const signal = message && this.signalOf(message, name);
      if (!signal) return false;
      signal.multiplexerSwitch = switchName;
      signal.multiplexRanges = [...(signal.multiplexRanges ?? []), ...ranges];
      return true;
    });
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
