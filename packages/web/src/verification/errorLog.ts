import type { CheckRow } from '@ecuc/core/api';
import type { VerifyResult, VerifyRow } from '@ecuc/core/verify';

/** An acknowledgement of a warning (stored by the server per project, code and path). */
export type Acknowledgement = NonNullable<CheckRow['acknowledged']>;

/** The key that identifies a warning across runs: its code and path. */
export function findingKey(row: Pick<VerifyRow, 'code' | 'path'>): string {
  return `${row.code}\n${row.path}`;
}

/** Acknowledgements of a server check by finding key. */
export function acknowledgementsOf(warnings: readonly CheckRow[]): Map<string, Acknowledgement> {
  const map = new Map<string, Acknowledgement>();
  for (const row of warnings) if (row.acknowledged) map.set(findingKey(row), row.acknowledged);
  return map;
}

/** One row of the drawer's log. */
export interface LogRow extends CheckRow {
  key: string;
}

/** The log: errors first, then warnings (acknowledged ones marked), each with a unique key. */
export function logRowsOf(
  result: VerifyResult,
  acknowledgements: ReadonlyMap<string, Acknowledgement>,
): LogRow[] {
  const rows: LogRow[] = [];
  const seen = new Map<string, number>();
  const keyed = (row: VerifyRow): string => {
    const base = `${row.type}\n${findingKey(row)}\n${row.containerId ?? ''}\n${row.param ?? ''}`;
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    return n === 0 ? base : `${base}\n${n}`;
  };
  for (const row of result.errList) rows.push({ ...row, key: keyed(row) });
  for (const row of result.warningList) {
    const acknowledged = acknowledgements.get(findingKey(row));
    rows.push({ ...row, key: keyed(row), ...(acknowledged ? { acknowledged } : {}) });
  }
  return rows;
}

/** Findings counted on the verify icon and the badges: errors plus warnings. */
export function findingCount(result: VerifyResult): number {
  return result.errList.length + result.warningList.length;
}
