/**
 * What every reader, writer and linter reports. A position is 1-based (line and column),
 * and every diagnostic prints as `file:line:col: message`.
 */
export type Severity = 'error' | 'warning' | 'info';

export interface Diagnostic {
  severity: Severity;
  /** A stable code, e.g. `DBC_SYNTAX`, `OIL_UNDECLARED_ATTRIBUTE`, `DBC_L003`. */
  code: string;
  message: string;
  file: string;
  line: number;
  col: number;
}

/** The result of reading a file: a model when the input could be read, and everything said about it. */
export interface ReadResult<M> {
  model: M | undefined;
  diagnostics: Diagnostic[];
}

export function formatDiagnostic(d: Diagnostic): string {
  return `${d.file}:${d.line}:${d.col}: ${d.message}`;
}

export function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.severity === 'error');
}

/** Builds a diagnostic; a small convenience so that readers stay terse. */
export function diagnostic(
  severity: Severity,
  code: string,
  message: string,
  file: string,
  line: number,
  col: number,
): Diagnostic {
  return { severity, code, message, file, line, col };
}
