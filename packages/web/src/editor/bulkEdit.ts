import type { ChangeSetData, StaleChangeSetData } from '@ecuc/core/api';
import type {
  ContainerDefInfo,
  ContainerValue,
  ModuleUi,
  ParamDef,
  ParamValue,
  ProjectSnapshot,
  ReferenceDef,
} from '@ecuc/core/ecuc';
import { BusinessError, type CallOptions } from '../http/client.js';
import { indexSnapshot, withContainers, withoutSubtree } from './snapshotIndex.js';
import type { TableColumn } from './tableModel.js';

export { withContainers };

/** Business state of a stale update: someone else saved first (the answer's data holds the rows now). */
export const STALE_STATE = 1060;

/** One column set to one value across rows: a parameter's value (null clears it) or a reference's targets. */
export type ColumnEdit =
  | { kind: 'param'; param: ParamDef; value: ParamValue }
  | { kind: 'reference'; reference: ReferenceDef; targets: readonly string[] };

/** A column the dialog can set: a parameter or a reference of the rows' definition. */
export type EditableColumn =
  | { kind: 'param'; name: string; param: ParamDef }
  | { kind: 'reference'; name: string; reference: ReferenceDef };

/** The editable columns: the table's own first, then the definition's other parameters and references. */
export function editableColumnsOf(
  info: ContainerDefInfo,
  tableColumns: readonly TableColumn[],
  ui: ModuleUi,
): EditableColumn[] {
  const all: EditableColumn[] = [
    ...info.parameters.map((param) => ({ kind: 'param' as const, name: param.name, param })),
    ...info.references.map((reference) => ({
      kind: 'reference' as const,
      name: reference.name,
      reference,
    })),
  ].filter((column) => !ui[`${info.path}/${column.name}`]?.hidden);
  const shown = tableColumns.map((c) => c.name);
  const rank = (name: string) => {
    const at = shown.indexOf(name);
    return at < 0 ? shown.length : at;
  };
  return all
    .map((column, i) => ({ column, i }))
    .sort((a, b) => rank(a.column.name) - rank(b.column.name) || a.i - b.i)
    .map(({ column }) => column);
}

/** One update of a change set (`changeSetBody.changes[i]` of `@ecuc/core/api`). */
export interface ContainerChange {
  id: string;
  version: number;
  shortName?: string;
  values?: Record<string, ParamValue>;
  references?: Record<string, string[]>;
}

function sameValue(a: ParamValue | undefined, b: ParamValue | undefined): boolean {
  const left = a ?? null;
  const right = b ?? null;
  if (Array.isArray(left) && Array.isArray(right))
    return left.length === right.length && left.every((x, i) => x === right[i]);
  return left === right;
}

/**
 * The change set that gives every selected row the column's value: one update per row whose stored
 * value differs (rows that already hold it are left out), each with the version the table read.
 */
export function bulkChangeSet(rows: readonly ContainerValue[], edit: ColumnEdit): ContainerChange[] {
  const changes: ContainerChange[] = [];
  for (const row of rows) {
    if (edit.kind === 'param') {
      if (sameValue(row.values[edit.param.name], edit.value)) continue;
      changes.push({ id: row.id, version: row.version, values: { [edit.param.name]: edit.value } });
    } else {
      const name = edit.reference.name;
      if (sameValue(row.references[name] ?? [], [...edit.targets])) continue;
      changes.push({ id: row.id, version: row.version, references: { [name]: [...edit.targets] } });
    }
  }
  return changes;
}

/**
 * The snapshot refreshed from a refused change set (1060): the stale rows as they are now, the
 * deleted ones (and what was below them) gone.
 */
export function withStaleRows(
  snapshot: ProjectSnapshot,
  stale: StaleChangeSetData['stale'],
): ProjectSnapshot {
  let next = withContainers(
    snapshot,
    stale.flatMap((row) => (row.current ? [row.current] : [])),
  );
  for (const row of stale) if (!row.current) next = withoutSubtree(next, row.id);
  return next;
}

/** The selected rows as the snapshot holds them now (deleted ones left out), e.g. after a refresh. */
export function currentRows(snapshot: ProjectSnapshot, ids: readonly string[]): ContainerValue[] {
  const { byId } = indexSnapshot(snapshot);
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

/** A change set refused because rows changed meanwhile; the cached snapshot has been refreshed. */
export class StaleChangeSet extends Error {
  constructor(readonly stale: StaleChangeSetData['stale']) {
    super('stale');
    this.name = 'StaleChangeSet';
  }
}

/** What sending a change set needs: the HTTP client's post and the cached snapshot's update. */
export interface ChangeSetTransport {
  post<T>(url: string, body: unknown, options?: CallOptions): Promise<T>;
  updateSnapshot(update: (snapshot: ProjectSnapshot) => ProjectSnapshot): void;
}

/**
 * Sends ONE `POST /<prefix>/applyChangeSet` (all updates or none). On success the answered rows go
 * into the cached snapshot, the path single saves take, so live verification sees them; on 1060 the
 * stale rows as they are now go into it and StaleChangeSet is thrown (the caller may apply again).
 */
export async function sendChangeSet(
  transport: ChangeSetTransport,
  apiPrefix: string,
  changes: readonly ContainerChange[],
): Promise<ContainerValue[]> {
  try {
    const answer = await transport.post<ChangeSetData>(
      `/${apiPrefix}/applyChangeSet`,
      { changes },
      { quietStates: [STALE_STATE] },
    );
    transport.updateSnapshot((s) => withContainers(s, answer.containers));
    return answer.containers;
  } catch (error) {
    if (error instanceof BusinessError && error.state === STALE_STATE) {
      const stale = (error.data as StaleChangeSetData | null)?.stale ?? [];
      transport.updateSnapshot((s) => withStaleRows(s, stale));
      throw new StaleChangeSet(stale);
    }
    throw error;
  }
}
