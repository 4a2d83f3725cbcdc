import type { Language } from '@ecuc/core/i18n';
import { formatNumber } from '../../i18n/formats.js';
import type { OsCheckTableRow } from '@ecuc/core/modules/os/rules';
import { fileRefusalOf, UPLOAD_LIMIT_BYTES } from '../../app/uploads.js';

export { uploadOutcomeOf, type UploadOutcome } from '../../app/uploads.js';

/** The server's upload limit (spec: larger files answer 1051). */
export const OIL_UPLOAD_LIMIT_BYTES = UPLOAD_LIMIT_BYTES;

/** Why a file is refused before it is sent (the server would refuse it too), or undefined. */
export function uploadRefusalOf(file: { name: string; size: number }): 'extension' | 'size' | undefined {
  return fileRefusalOf(file, '.oil');
}

/** Size for the file list in the UI language: bytes, KB or MB (one decimal). */
export function fileSizeText(bytes: number, language: Language): string {
  const oneDecimal = { minimumFractionDigits: 1, maximumFractionDigits: 1 };
  if (bytes < 1024) return `${formatNumber(bytes, language)} B`;
  if (bytes < 1024 * 1024) return `${formatNumber(bytes / 1024, language, oneDecimal)} KB`;
  return `${formatNumber(bytes / 1024 / 1024, language, oneDecimal)} MB`;
}

/** The help table's rows in one language, optionally filtered by a code or text fragment. */
export function checkHelpRows(
  table: readonly OsCheckTableRow[],
  language: Language,
  filter = '',
): { code: string; severity: string; text: string; rationale: string; source: string }[] {
  const needle = filter.trim().toLowerCase();
  return table
    .map((row) => ({
      code: row.code,
      severity: row.severity,
      text: language === 'en_us' ? row.en_us : row.zh_cn,
      rationale: row.rationale,
      source: row.source,
    }))
    .filter(
      (row) =>
        needle === '' ||
        row.code.toLowerCase().includes(needle) ||
        row.text.toLowerCase().includes(needle) ||
        row.rationale.toLowerCase().includes(needle),
    );
}
