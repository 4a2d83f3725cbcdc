/**
 * The DBC tokenizer: a hand-written scanner over the decoded text that yields one token at a time
 * (no token array, no regular expressions), tracking line and column. A keyword carries its number
 * in `keyword`, so that the reader switches on numbers rather than comparing strings.
 */

/**
 * The keywords of the DBC grammar, modelled ones first (their number is their index + 1; see
 * `keywordCode`). The reader models the first `MODELLED_KEYWORD_COUNT` and keeps the others as text.
 */
export const DBC_KEYWORDS = [
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
] as const;
export const MODELLED_KEYWORD_COUNT = 21;

/** The number of a keyword of `DBC_KEYWORDS` (what `DbcLexer.keyword` holds for it). */
export function keywordCode(keyword: (typeof DBC_KEYWORDS)[number]): number {
  return DBC_KEYWORDS.indexOf(keyword) + 1;
}

const keywordNumbers = new Map<string, number>(DBC_KEYWORDS.map((keyword, index) => [keyword, index + 1]));

export const TOKEN_END: TokenKind = 0;
export const TOKEN_IDENTIFIER: TokenKind = 1;
export const TOKEN_NUMBER: TokenKind = 2;
export const TOKEN_STRING: TokenKind = 3;
export const TOKEN_PUNCTUATION: TokenKind = 4;
/** A character that starts no token, or a string without its closing quote. */
export const TOKEN_INVALID: TokenKind = 5;

/** One of the TOKEN_ constants (a plain number, so that reading it after `next()` is not narrowed away). */
export type TokenKind = number;

const CHAR_CLASS_OTHER = 0;
const CHAR_CLASS_IDENTIFIER = 1;
const CHAR_CLASS_DIGIT = 2;
const CHAR_CLASS_SPACE = 3;
const CHAR_CLASS_PUNCTUATION = 4;

const charClass = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  const ch = String.fromCharCode(c);
  if ((ch >= 'A' && ch <= 'Z') || (ch >= 'a' && ch <= 'z') || ch === '_')
    charClass[c] = CHAR_CLASS_IDENTIFIER;
  else if (ch >= '0' && ch <= '9') charClass[c] = CHAR_CLASS_DIGIT;
  else if (ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r' || ch === '\f' || ch === '\v')
    charClass[c] = CHAR_CLASS_SPACE;
  else if (':;,|@+-()[]'.includes(ch)) charClass[c] = CHAR_CLASS_PUNCTUATION;
  else charClass[c] = CHAR_CLASS_OTHER;
}

function classOf(code: number): number {
  // Letters beyond ASCII (umlauts in hand-edited names) are read as identifier characters.
  return code < 128
    ? (charClass[code] ?? CHAR_CLASS_OTHER)
    : code === 0xa0
      ? CHAR_CLASS_SPACE
      : CHAR_CLASS_IDENTIFIER;
}

const punctuationText: string[] = [];
for (const ch of ':;,|@+-()[]') punctuationText[ch.charCodeAt(0)] = ch;

const NEWLINE = 10;
const QUOTE = 34;
const BACKSLASH = 92;
const SLASH = 47;
const DOT = 46;
const MINUS = 45;
const PLUS = 43;

/** A copy of the lexer's state (see `DbcLexer.save`). */
export interface DbcLexerState {
  position: number;
  line: number;
  lineStart: number;
  kind: TokenKind;
  start: number;
  end: number;
  tokenLine: number;
  tokenCol: number;
  previousEnd: number;
  firstOnLine: boolean;
  text: string;
  keyword: number;
  numberValue: number;
  stringValue: string;
}

export class DbcLexer {
  readonly source: string;
  private readonly length: number;
  private position = 0;
  private line = 1;
  private lineStart = 0;

  /** The current token. */
  kind: TokenKind = TOKEN_END;
  /** Offsets of the current token in the source. */
  start = 0;
  end = 0;
  tokenLine = 1;
  tokenCol = 1;
  /** Where the token before the current one ended. */
  previousEnd = 0;
  /** No other token precedes the current one on its line. */
  firstOnLine = true;
  /** The text of the current token, once asked for (identifiers are not cut out of the source before). */
  private currentText: string | undefined = '';
  /** The number of the current identifier when it is a keyword of DBC_KEYWORDS, else 0. */
  keyword = 0;
  /** The value of a number token. */
  numberValue = 0;
  /** The value of a string token (escapes resolved, without the quotes). */
  stringValue = '';

  /** The offset of the next backslash (or the length) from the last search; see scanString. */
  private backslashAt = -1;
  /** The offset of the next newline (or the length) from the last search; see scanString. */
  private newlineAt = -1;

  constructor(source: string) {
    this.source = source;
    this.length = source.length;
    this.next();
  }

  /** The text of an identifier or punctuation; empty for numbers (see tokenText), `"` for strings. */
  get text(): string {
    let text = this.currentText;
    if (text === undefined) {
      text = this.source.slice(this.start, this.end);
      this.currentText = text;
    }
    return text;
  }

  /** The current token's text equals `text` (compared in the source, nothing is cut out). */
  textIs(text: string): boolean {
    const length = this.end - this.start;
    if (text.length !== length) return false;
    const source = this.source;
    const start = this.start;
    for (let i = 0; i < length; i++) if (text.charCodeAt(i) !== source.charCodeAt(start + i)) return false;
    return true;
  }

  /** The whole state, to look ahead and come back (`restore`); only rare, tolerant paths use it. */
  save(): DbcLexerState {
    return {
      position: this.position,
      line: this.line,
      lineStart: this.lineStart,
      kind: this.kind,
      start: this.start,
      end: this.end,
      tokenLine: this.tokenLine,
      tokenCol: this.tokenCol,
      previousEnd: this.previousEnd,
      firstOnLine: this.firstOnLine,
      text: this.text,
      keyword: this.keyword,
      numberValue: this.numberValue,
      stringValue: this.stringValue,
    };
  }

  restore(state: DbcLexerState): void {
    this.position = state.position;
    this.line = state.line;
    this.lineStart = state.lineStart;
    this.kind = state.kind;
    this.start = state.start;
    this.end = state.end;
    this.tokenLine = state.tokenLine;
    this.tokenCol = state.tokenCol;
    this.previousEnd = state.previousEnd;
    this.firstOnLine = state.firstOnLine;
    this.currentText = state.text;
    this.keyword = state.keyword;
    this.numberValue = state.numberValue;
    this.stringValue = state.stringValue;
  }

  /**
   * Takes the source from the current token's start up to `offset` as read (the caller has used
   * it as text) and moves to the first token after it.
   */
  skipTo(offset: number): void {
    let line = this.tokenLine;
    let lineStart = this.start - this.tokenCol + 1;
    for (let i = this.start; i < offset; i++)
      if (this.source.charCodeAt(i) === NEWLINE) {
        line++;
        lineStart = i + 1;
      }
    this.line = line;
    this.lineStart = lineStart;
    this.position = offset;
    this.end = offset;
    this.next();
  }

  /** The keyword number of the identifier that starts at `offset`, 0 when it is none (looks only). */
  keywordAt(offset: number): number {
    const source = this.source;
    let end = offset;
    while (end < this.length && classOf(source.charCodeAt(end)) === CHAR_CLASS_IDENTIFIER) end++;
    return end > offset ? (keywordNumbers.get(source.slice(offset, end)) ?? 0) : 0;
  }

  /** Line and column of the end of the input, for "unexpected end of file". */
  endPosition(): { line: number; col: number } {
    return { line: this.line, col: this.length - this.lineStart + 1 };
  }

  /** Moves to the next token. */
  next(): void {
    const source = this.source;
    const length = this.length;
    let position = this.position;
    let firstOnLine = position === 0;
    this.previousEnd = this.end;
    // Whitespace and `//` comments.
    for (;;) {
      if (position >= length) break;
      const code = source.charCodeAt(position);
      if (code === NEWLINE) {
        position++;
        this.line++;
        this.lineStart = position;
        firstOnLine = true;
        continue;
      }
      if (code < 128 ? charClass[code] === CHAR_CLASS_SPACE : code === 0xa0 || code === 0xfeff) {
        position++;
        continue;
      }
      if (code === SLASH && source.charCodeAt(position + 1) === SLASH) {
        position += 2;
        while (position < length && source.charCodeAt(position) !== NEWLINE) position++;
        continue;
      }
      break;
    }
    this.firstOnLine = firstOnLine;
    this.start = position;
    this.tokenLine = this.line;
    this.tokenCol = position - this.lineStart + 1;
    if (position >= length) {
      this.keyword = 0;
      this.kind = TOKEN_END;
      this.end = position;
      this.position = position;
      this.currentText = '';
      return;
    }
    const code = source.charCodeAt(position);
    const cls = classOf(code);
    if (cls === CHAR_CLASS_IDENTIFIER) {
      let end = position + 1;
      while (end < length) {
        const next = source.charCodeAt(end);
        const c = next < 128 ? charClass[next] : classOf(next);
        if (c !== CHAR_CLASS_IDENTIFIER && c !== CHAR_CLASS_DIGIT) break;
        end++;
      }
      this.kind = TOKEN_IDENTIFIER;
      this.end = end;
      this.position = end;
      // Keywords start with an upper-case letter and end with `_` (or are VERSION or FILTER).
      const last = source.charCodeAt(end - 1);
      if (code >= 65 && code <= 90 && (last === 95 || last === 78 || last === 82)) {
        const text = source.slice(position, end);
        this.currentText = text;
        this.keyword = keywordNumbers.get(text) ?? 0;
      } else {
        this.currentText = undefined;
        this.keyword = 0;
      }
      return;
    }
    this.keyword = 0;
    if (cls === CHAR_CLASS_PUNCTUATION && code !== MINUS && code !== PLUS) {
      this.kind = TOKEN_PUNCTUATION;
      this.end = position + 1;
      this.position = position + 1;
      this.currentText = punctuationText[code] ?? '';
      return;
    }
    if (cls === CHAR_CLASS_DIGIT) {
      // The usual number: plain digits, computed while scanning.
      let end = position + 1;
      let value = code - 48;
      let following = end < length ? source.charCodeAt(end) : 32;
      while (following >= 48 && following <= 57) {
        value = value * 10 + (following - 48);
        end++;
        following = end < length ? source.charCodeAt(end) : 32;
      }
      if (
        end - position <= 15 &&
        following !== DOT &&
        following !== 101 &&
        following !== 69 &&
        (following < 128 ? charClass[following] : classOf(following)) !== CHAR_CLASS_IDENTIFIER
      ) {
        this.kind = TOKEN_NUMBER;
        this.end = end;
        this.position = end;
        this.currentText = '';
        this.numberValue = value;
        return;
      }
    }
    if (
      cls === CHAR_CLASS_DIGIT ||
      code === DOT ||
      ((code === MINUS || code === PLUS) && this.signStartsNumber(position))
    ) {
      const end = this.scanNumber(position);
      if (end > position) {
        // Digits glued to letters (`2017_5`, a name some tools allow) make an identifier;
        // a sign or a decimal point glued to letters (`-5x`, `1.5x`) makes no token at all.
        if (end < length && classOf(source.charCodeAt(end)) === CHAR_CLASS_IDENTIFIER) {
          let stop = end;
          let plain = true;
          for (let i = position; i < end; i++)
            if (classOf(source.charCodeAt(i)) !== CHAR_CLASS_DIGIT) plain = false;
          while (stop < length) {
            const c = classOf(source.charCodeAt(stop));
            if (c !== CHAR_CLASS_IDENTIFIER && c !== CHAR_CLASS_DIGIT) break;
            stop++;
          }
          this.finish(plain ? TOKEN_IDENTIFIER : TOKEN_INVALID, stop);
          return;
        }
        this.kind = TOKEN_NUMBER;
        this.end = end;
        this.position = end;
        this.currentText = '';
        this.numberValue = this.numberAt(position, end);
        return;
      }
    }
    if (code === QUOTE) {
      this.scanString(position);
      return;
    }
    if (cls === CHAR_CLASS_PUNCTUATION) {
      this.kind = TOKEN_PUNCTUATION;
      this.end = position + 1;
      this.position = position + 1;
      this.currentText = punctuationText[code] ?? '';
      return;
    }
    // One invalid character (a whole surrogate pair when there is one).
    const width = code >= 0xd800 && code <= 0xdbff && position + 1 < length ? 2 : 1;
    this.finish(TOKEN_INVALID, position + width);
  }

  /** The source text of the current token (numbers keep no text of their own, to spare allocations). */
  tokenText(): string {
    return this.kind === TOKEN_NUMBER ? this.source.slice(this.start, this.end) : this.text;
  }

  /** The value of the number between two offsets; plain integers are computed without a string. */
  private numberAt(start: number, end: number): number {
    const source = this.source;
    if (end - start <= 15) {
      let value = 0;
      let i = start;
      const negative = source.charCodeAt(i) === MINUS;
      if (negative || source.charCodeAt(i) === PLUS) i++;
      for (; i < end; i++) {
        const code = source.charCodeAt(i);
        if (code < 48 || code > 57) return Number(source.slice(start, end));
        value = value * 10 + (code - 48);
      }
      // -0 stays -0, as Number('-0') would make it.
      return negative ? -value : value;
    }
    return Number(source.slice(start, end));
  }

  private finish(kind: TokenKind, end: number): void {
    this.kind = kind;
    this.end = end;
    this.position = end;
    this.currentText = this.source.slice(this.start, end);
    this.keyword = 0;
  }

  /** A sign belongs to a number when a digit follows and no value ends right before it (`2-5` is a range). */
  private signStartsNumber(position: number): boolean {
    const after = this.source.charCodeAt(position + 1);
    const afterClass = classOf(after);
    if (
      afterClass !== CHAR_CLASS_DIGIT &&
      !(after === DOT && classOf(this.source.charCodeAt(position + 2)) === CHAR_CLASS_DIGIT)
    )
      return false;
    if (position === 0) return true;
    const before = this.source.charCodeAt(position - 1);
    const beforeClass = classOf(before);
    return (
      beforeClass !== CHAR_CLASS_DIGIT &&
      beforeClass !== CHAR_CLASS_IDENTIFIER &&
      before !== 41 &&
      before !== 93
    );
  }

  /** The end of a number starting at `position` (sign, digits, fraction, exponent), or `position` when there is none. */
  private scanNumber(position: number): number {
    const source = this.source;
    const length = this.length;
    let end = position;
    let code = source.charCodeAt(end);
    if (code === MINUS || code === PLUS) end++;
    let digits = 0;
    while (end < length && (code = source.charCodeAt(end)) >= 48 && code <= 57) {
      end++;
      digits++;
    }
    if (end < length && source.charCodeAt(end) === DOT) {
      end++;
      while (end < length && (code = source.charCodeAt(end)) >= 48 && code <= 57) {
        end++;
        digits++;
      }
    }
    if (digits === 0) return position;
    code = source.charCodeAt(end);
    if (code === 101 || code === 69) {
      let exponentEnd = end + 1;
      code = source.charCodeAt(exponentEnd);
      if (code === MINUS || code === PLUS) exponentEnd++;
      let exponentDigits = 0;
      while (exponentEnd < length && (code = source.charCodeAt(exponentEnd)) >= 48 && code <= 57) {
        exponentEnd++;
        exponentDigits++;
      }
      if (exponentDigits > 0) end = exponentEnd;
    }
    return end;
  }

  /**
   * A string token. The usual string (no backslash, on one line) is found with native searches:
   * the offsets of the next backslash and the next newline are remembered, so that the searches
   * cover the file once in all.
   */
  private scanString(position: number): void {
    const source = this.source;
    const length = this.length;
    const bodyStart = position + 1;
    const end = source.indexOf('"', bodyStart);
    if (this.backslashAt < bodyStart) {
      const found = source.indexOf('\\', bodyStart);
      this.backslashAt = found === -1 ? length : found;
    }
    if (end === -1 || this.backslashAt < end) {
      this.scanEscapedString(position);
      return;
    }
    if (this.newlineAt < bodyStart) {
      const found = source.indexOf('\n', bodyStart);
      this.newlineAt = found === -1 ? length : found;
    }
    if (this.newlineAt < end) {
      let lines = 0;
      let lastNewline = -1;
      for (let i = this.newlineAt; i < end; i++)
        if (source.charCodeAt(i) === NEWLINE) {
          lines++;
          lastNewline = i;
        }
      this.line += lines;
      this.lineStart = lastNewline + 1;
    }
    this.stringValue = source.slice(bodyStart, end);
    this.kind = TOKEN_STRING;
    this.end = end + 1;
    this.position = end + 1;
    this.currentText = '"';
  }

  /** A string token with backslashes in it, or without its closing quote. */
  private scanEscapedString(position: number): void {
    const source = this.source;
    const length = this.length;
    let end = position + 1;
    let escaped = false;
    let lines = 0;
    let lastNewline = -1;
    for (;;) {
      if (end >= length) {
        // Unterminated: the token is the rest of the input; the position stays at the opening quote.
        this.kind = TOKEN_INVALID;
        this.end = length;
        this.position = length;
        this.currentText = '"';
        this.line += lines;
        if (lastNewline >= 0) this.lineStart = lastNewline + 1;
        return;
      }
      const code = source.charCodeAt(end);
      if (code === QUOTE) break;
      if (code === BACKSLASH && end + 1 < length) {
        const following = source.charCodeAt(end + 1);
        if (following === QUOTE || following === BACKSLASH) {
          escaped = true;
          end += 2;
          continue;
        }
      }
      if (code === NEWLINE) {
        lines++;
        lastNewline = end;
      }
      end++;
    }
    this.stringValue = escaped
      ? unescapeDbcString(source, position + 1, end)
      : source.slice(position + 1, end);
    this.kind = TOKEN_STRING;
    this.end = end + 1;
    this.position = end + 1;
    this.currentText = '"';
    if (lines > 0) {
      this.line += lines;
      this.lineStart = lastNewline + 1;
    }
  }
}

/** The text of a string body with the escapes `\"` and `\\` resolved. */
export function unescapeDbcString(source: string, start: number, end: number): string {
  let text = '';
  let from = start;
  for (let i = start; i < end; i++) {
    if (source.charCodeAt(i) !== BACKSLASH) continue;
    const following = source.charCodeAt(i + 1);
    if (i + 1 >= end || (following !== QUOTE && following !== BACKSLASH)) continue;
    text += source.slice(from, i);
    from = i + 1;
    i++;
  }
  return text + source.slice(from, end);
}
