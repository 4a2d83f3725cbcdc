/**
 * Include expansion: the tokens of the root file with every `#include` replaced by the tokens of
 * the named file, each token still carrying its own file, line and column. Splicing tokens (rather
 * than text) lets an include stand anywhere a statement, an attribute or an ENUM value may.
 */
import type { SourceFileSystem } from '../adapter.js';
import { decodeText } from '../text.js';
import { tokenizeOil, type OilToken } from './lexer.js';
import { directoryOf, joinPath, normalizePath } from './path.js';
import type { OilReporter } from './reporter.js';

export const MAX_INCLUDE_DEPTH = 24;
export const MAX_INCLUDED_FILES = 4000;
export const MAX_TOKENS = 4_000_000;

export interface OilSourceOptions {
  includeDirs?: readonly string[];
  fileSystem?: SourceFileSystem;
}

export interface ExpandedOilSource {
  tokens: OilToken[];
  includedFiles: string[];
}

export function expandOilSource(
  rootFile: string,
  rootText: string,
  options: OilSourceOptions,
  reporter: OilReporter,
): ExpandedOilSource {
  const tokens: OilToken[] = [];
  const includedFiles: string[] = [];
  const seen = new Set<string>();
  let includeCount = 0;
  let overflow = false;
  let rootEnd: OilToken | undefined;

  const readFile = (path: string): Uint8Array | undefined => {
    if (!options.fileSystem) return undefined;
    try {
      return options.fileSystem.read(path);
    } catch {
      return undefined;
    }
  };

  const resolve = (
    from: string,
    name: string,
    searchPath: boolean,
  ): { path: string; bytes: Uint8Array } | undefined => {
    const candidates: string[] = [];
    if (searchPath) for (const dir of options.includeDirs ?? []) candidates.push(joinPath(dir, name));
    candidates.push(joinPath(directoryOf(from), name));
    for (const candidate of candidates) {
      const bytes = readFile(candidate);
      if (bytes) return { path: candidate, bytes };
    }
    return undefined;
  };

  const expand = (file: string, text: string, stack: readonly string[]): void => {
    const fileTokens = tokenizeOil(text, file, reporter);
    for (let i = 0; i < fileTokens.length; i++) {
      const token = fileTokens[i] as OilToken;
      if (token.kind === 'end') {
        if (stack.length === 1) rootEnd = token;
        return;
      }
      if (tokens.length >= MAX_TOKENS) {
        if (!overflow) {
          overflow = true;
          reporter.error(
            'OIL_TOO_LARGE',
            'tooManyTokens',
            { count: MAX_TOKENS },
            token.file,
            token.line,
            token.col,
          );
        }
        return;
      }
      if (token.kind !== 'command') {
        tokens.push(token);
        continue;
      }
      const target = fileTokens[i + 1];
      if (!target || (target.kind !== 'string' && target.kind !== 'pathString')) {
        reporter.error(
          'OIL_INCLUDE',
          'includeNameExpected',
          { command: token.text },
          token.file,
          token.line,
          token.col,
        );
        continue;
      }
      i++;
      const optional = token.text === 'includeifexists';
      const found = resolve(file, target.text, target.kind === 'pathString');
      if (!found) {
        // A missing include is a warning: a target's own implementation and machine files are often
        // absent where an application is read (the same reason undeclared attributes are warnings);
        // what the missing file would have declared is then reported where it is used.
        if (!optional) {
          reporter.at('warning', 'OIL_INCLUDE_NOT_FOUND', 'includeNotFound', { name: target.text }, target);
        }
        continue;
      }
      const path = normalizePath(found.path);
      if (stack.includes(path)) {
        reporter.error(
          'OIL_INCLUDE_CYCLE',
          'includeCycle',
          { name: path, chain: [...stack, path].join(' -> ') },
          target.file,
          target.line,
          target.col,
        );
        continue;
      }
      if (stack.length >= MAX_INCLUDE_DEPTH) {
        reporter.error(
          'OIL_INCLUDE_DEPTH',
          'includeTooDeep',
          { name: path, depth: MAX_INCLUDE_DEPTH },
          target.file,
          target.line,
          target.col,
        );
        continue;
      }
      if (++includeCount > MAX_INCLUDED_FILES) {
        reporter.error(
          'OIL_INCLUDE_DEPTH',
          'includeTooMany',
          { name: path, count: MAX_INCLUDED_FILES },
          target.file,
          target.line,
          target.col,
        );
        continue;
      }
      if (!seen.has(path)) {
        seen.add(path);
        includedFiles.push(path);
      }
      expand(path, decodeText(found.bytes).text, [...stack, path]);
    }
  };

  expand(rootFile, rootText, [normalizePath(rootFile)]);
  tokens.push(rootEnd ?? { kind: 'end', text: '', file: rootFile, line: 1, col: 1 });
  return { tokens, includedFiles };
}
