/**
 * The OIL lexer: text of one file in, tokens with their real file, line and column out. Comments
 * and white space are dropped; `#include` and `#includeifexists` become command tokens that the
 * include expansion (source.ts) replaces by the tokens of the named file.
 */
import type { OilReporter } from './reporter.js';

export type OilTokenKind =
  | 'identifier'
  | 'integer'
  | 'float'
  | 'string'
  /** `<name>` after an include command. */
  | 'pathString'
  | 'punctuation'
  /** `#include` or `#includeifexists` (text without the `#`). */
  | 'command'
  | 'end';

export interface OilToken {
  kind: OilTokenKind;
  /** Identifier, number spelling, punctuation, command name, or the decoded string content. */
  text: string;
  file: string;
  line: number;
  col: number;
}

const PUNCTUATION = new Set([';', ':', '=', '{', '}', '[', ']', ',', '+', '-']);

function isLetter(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}
function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}
function isHexDigit(c: number): boolean {
  return isDigit(c) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);
}
function isIdentifierPart(c: number): boolean {
  return isLetter(c) || isDigit(c) || c === 95;
}

/** Splits one file's text into tokens; reports what it cannot read and goes on. */
export function tokenizeOil(text: string, file: string, reporter: OilReporter): OilToken[] {
  const tokens: OilToken[] = [];
  const length = text.length;
  let index = 0;
  let line = 1;
  let lineStart = 0;

  const push = (kind: OilTokenKind, tokenText: string, startLine: number, startCol: number): void => {
    tokens.push({ kind, text: tokenText, file, line: startLine, col: startCol });
  };

  while (index < length) {
    const c = text.charCodeAt(index);
    // Line ends (LF, CR LF, lone CR).
    if (c === 10 || c === 13) {
      index += c === 13 && text.charCodeAt(index + 1) === 10 ? 2 : 1;
      line++;
      lineStart = index;
      continue;
    }
    if (c <= 32 || c === 0xfeff) {
      index++;
      continue;
    }
    const col = index - lineStart + 1;
    const startLine = line;

    if (c === 47 /* / */ && text.charCodeAt(index + 1) === 47) {
      while (index < length && text.charCodeAt(index) !== 10 && text.charCodeAt(index) !== 13) index++;
      continue;
    }
    if (c === 47 && text.charCodeAt(index + 1) === 42 /* * */) {
      index += 2;
      let closed = false;
      while (index < length) {
        const d = text.charCodeAt(index);
        if (d === 42 && text.charCodeAt(index + 1) === 47) {
          index += 2;
          closed = true;
          break;
        }
        if (d === 10 || d === 13) {
          index += d === 13 && text.charCodeAt(index + 1) === 10 ? 2 : 1;
          line++;
          lineStart = index;
          continue;
        }
        index++;
      }
      if (!closed)
        reporter.error('OIL_UNTERMINATED_COMMENT', 'unterminatedComment', {}, file, startLine, col);
      continue;
    }
    if (isLetter(c) || c === 95) {
      const start = index;
      index++;
      while (index < length && isIdentifierPart(text.charCodeAt(index))) index++;
      push('identifier', text.slice(start, index), startLine, col);
      continue;
    }
    if (isDigit(c)) {
      const start = index;
      if (c === 48 && (text.charCodeAt(index + 1) === 120 || text.charCodeAt(index + 1) === 88)) {
        index += 2;
        while (index < length && isHexDigit(text.charCodeAt(index))) index++;
        if (index === start + 2) {
          reporter.error('OIL_BAD_NUMBER', 'badNumber', { text: text.slice(start, index) }, file, line, col);
          continue;
        }
        push('integer', text.slice(start, index), startLine, col);
        continue;
      }
      while (index < length && isDigit(text.charCodeAt(index))) index++;
      // A dot followed by a digit makes a float; `..` is the range operator.
      if (text.charCodeAt(index) === 46 && text.charCodeAt(index + 1) !== 46) {
        index++;
        while (index < length && isDigit(text.charCodeAt(index))) index++;
        const e = text.charCodeAt(index);
        if (e === 101 || e === 69) {
          const sign = text.charCodeAt(index + 1);
          const digitAt = sign === 43 || sign === 45 ? index + 2 : index + 1;
          if (isDigit(text.charCodeAt(digitAt))) {
            index = digitAt;
            while (index < length && isDigit(text.charCodeAt(index))) index++;
          }
        }
        push('float', text.slice(start, index), startLine, col);
        continue;
      }
      push('integer', text.slice(start, index), startLine, col);
      continue;
    }
    if (c === 34 /* " */ || c === 39 /* ' */) {
      const quote = c;
      index++;
      let content = '';
      let chunkStart = index;
      let closed = false;
      while (index < length) {
        const d = text.charCodeAt(index);
        if (d === quote) {
          content += text.slice(chunkStart, index);
          index++;
          closed = true;
          break;
        }
        if (d === 10 || d === 13) break;
        if (d === 92 /* \ */ && quote === 34) {
          content += text.slice(chunkStart, index);
          const escaped = text.charAt(index + 1);
          if (escaped === '"' || escaped === '\\') content += escaped;
          else if (escaped === 'n') content += '\n';
          else if (escaped === 'r') content += '\r';
          else {
            reporter.error(
              'OIL_BAD_ESCAPE',
              'badEscape',
              { text: `\\${escaped}` },
              file,
              line,
              index - lineStart + 1,
            );
            if (escaped === '' || escaped === '\n' || escaped === '\r') {
              index++;
              chunkStart = index;
              break;
            }
            content += escaped;
          }
          index += 2;
          chunkStart = index;
          continue;
        }
        index++;
      }
      if (!closed) {
        if (index >= length || text.charCodeAt(index) === 10 || text.charCodeAt(index) === 13) {
          content += text.slice(chunkStart, index);
        }
        reporter.error('OIL_UNTERMINATED_STRING', 'unterminatedString', {}, file, startLine, col);
      }
      push('string', content, startLine, col);
      continue;
    }
    if (c === 60 /* < */) {
      const start = index + 1;
      index++;
      while (
        index < length &&
        text.charCodeAt(index) !== 62 &&
        text.charCodeAt(index) !== 10 &&
        text.charCodeAt(index) !== 13
      )
        index++;
      if (text.charCodeAt(index) !== 62) {
        reporter.error('OIL_UNTERMINATED_STRING', 'unterminatedString', {}, file, startLine, col);
        push('pathString', text.slice(start, index), startLine, col);
        continue;
      }
      push('pathString', text.slice(start, index), startLine, col);
      index++;
      continue;
    }
    if (c === 35 /* # */) {
      const start = index + 1;
      index++;
      while (index < length && isLetter(text.charCodeAt(index))) index++;
      const name = text.slice(start, index);
      if (name === 'include' || name === 'includeifexists') push('command', name, startLine, col);
      else
        reporter.error(
          'OIL_UNKNOWN_DIRECTIVE',
          'unknownDirective',
          { text: `#${name}` },
          file,
          startLine,
          col,
        );
      continue;
    }
    if (c === 46 /* . */ && text.charCodeAt(index + 1) === 46) {
      push('punctuation', '..', startLine, col);
      index += 2;
      continue;
    }
    const ch = text.charAt(index);
    if (PUNCTUATION.has(ch)) {
      push('punctuation', ch, startLine, col);
      index++;
      continue;
    }
    // Anything else: report a run of unreadable characters once, then go on.
    const start = index;
    while (index < length) {
      const d = text.charCodeAt(index);
      if (
        d <= 32 ||
        isIdentifierPart(d) ||
        PUNCTUATION.has(text.charAt(index)) ||
        d === 34 ||
        d === 39 ||
        d === 35 ||
        d === 47
      )
        break;
      index++;
    }
    if (index === start) index++;
    const shown = text.slice(start, Math.min(index, start + 20));
    reporter.error('OIL_BAD_CHARACTER', 'badCharacter', { text: shown }, file, startLine, col);
  }
  tokens.push({ kind: 'end', text: '', file, line, col: index - lineStart + 1 });
  return tokens;
}
