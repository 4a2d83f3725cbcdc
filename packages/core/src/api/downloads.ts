/**
 * What a file download says besides the file: the exporter's warnings (what the file does not carry), in two
 * response headers of `/file/dounload`. The server writes them, the web app reads them with `exportWarningsOf`.
 */

/** `encodeURIComponent` of a JSON array of warning messages (the first ones, see the limits below). */
export const EXPORT_WARNINGS_HEADER = 'x-ecuc-export-warnings';
/** How many warnings the exporter gave (the list may hold fewer). */
export const EXPORT_WARNING_COUNT_HEADER = 'x-ecuc-export-warning-count';
/** At most this many warnings are listed... */
export const EXPORT_WARNINGS_LISTED = 50;
/** ...in no more than this many characters of header, so that proxies in front of the server pass it. */
export const EXPORT_WARNINGS_HEADER_LENGTH = 6000;

/** The warnings of a download: those listed, and how many there are (at least as many). */
export interface ExportWarnings {
  listed: string[];
  count: number;
}

/** Reads the warnings from a download's headers (names in lower case); none when they are absent or garbled. */
export function exportWarningsOf(headers: Readonly<Record<string, string | undefined>>): ExportWarnings {
  let listed: string[] = [];
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(headers[EXPORT_WARNINGS_HEADER] ?? '[]'));
    if (Array.isArray(parsed)) listed = parsed.filter((item): item is string => typeof item === 'string');
  } catch {
    listed = [];
  }
  const said = Number(headers[EXPORT_WARNING_COUNT_HEADER]);
  return { listed, count: Number.isSafeInteger(said) && said > listed.length ? said : listed.length };
}
