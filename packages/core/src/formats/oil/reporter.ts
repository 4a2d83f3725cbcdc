/** Collects the diagnostics of one read, in the chosen language, with a ceiling on their number. */
import type { Diagnostic, Severity } from '../diagnostic.js';
import { DEFAULT_LANGUAGE, interpolate, type Language } from '../../i18n/index.js';
import { oilMessages, type OilMessageKey } from './messages.js';

/** Beyond this many findings a file is hopeless; one more diagnostic says so and the rest are dropped. */
export const MAX_OIL_DIAGNOSTICS = 500;

export interface OilPosition {
  file: string;
  line: number;
  col: number;
}

export class OilReporter {
  readonly diagnostics: Diagnostic[] = [];
  private dropped = false;

  constructor(readonly language: Language = DEFAULT_LANGUAGE) {}

  text(key: OilMessageKey, params: Record<string, string | number> = {}): string {
    return interpolate(oilMessages[this.language][key], params);
  }

  report(
    severity: Severity,
    code: string,
    key: OilMessageKey,
    params: Record<string, string | number>,
    file: string,
    line: number,
    col: number,
  ): void {
    if (this.diagnostics.length >= MAX_OIL_DIAGNOSTICS) {
      if (!this.dropped) {
        this.dropped = true;
        this.diagnostics.push({
          severity:
            this.diagnostics.some((d) => d.severity === 'error') || severity === 'error'
              ? 'error'
              : 'warning',
          code: 'OIL_TOO_MANY_DIAGNOSTICS',
          message: this.text('tooManyDiagnostics', { count: MAX_OIL_DIAGNOSTICS }),
          file,
          line,
          col,
        });
      }
      return;
    }
    this.diagnostics.push({ severity, code, message: this.text(key, params), file, line, col });
  }

  error(
    code: string,
    key: OilMessageKey,
    params: Record<string, string | number>,
    file: string,
    line: number,
    col: number,
  ): void {
    this.report('error', code, key, params, file, line, col);
  }

  at(
    severity: Severity,
    code: string,
    key: OilMessageKey,
    params: Record<string, string | number>,
    position: OilPosition,
  ): void {
    this.report(severity, code, key, params, position.file, position.line, position.col);
  }
}
