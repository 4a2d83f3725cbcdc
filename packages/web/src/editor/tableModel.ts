import {
  CONTAINER_REFERENCE_KINDS,
  defaultValueOf,
  labelOf,
  type ContainerDefInfo,
  type ContainerValue,
  type ModuleDefIndex,
  type ModuleUi,
  type ParamDef,
  type ParamValue,
  type ReferenceDef,
} from '@ecuc/core/ecuc';
import type { Language } from '@ecuc/core/i18n';

/** How many parameters a table shows after the short name when its module names no columns. */
export const DEFAULT_PARAM_COLUMNS = 4;

/** One column of a container table after the short name. */
export type TableColumn =
  | { kind: 'param'; name: string; path: string; param: ParamDef }
  | { kind: 'reference'; name: string; path: string; reference: ReferenceDef }
  /** A sub-container (or choice container) of the row: whether the row has it, which choice, how many. */
  | { kind: 'child'; name: string; path: string; info: ContainerDefInfo }
  /**
   * `Sub/Name`: a parameter or reference of the row's sub-containers of one definition, their values joined
   * (a routing path's source and destination Pdus in its row).
   */
  | { kind: 'below'; name: string; path: string; child: ContainerDefInfo; element: BelowElement };

/** What a `below` column shows of each sub-container. */
export type BelowElement =
  { kind: 'param'; param: ParamDef } | { kind: 'reference'; reference: ReferenceDef };

/** The columns a module's UI names for a container definition (unknown names left out), or the default. */
export function tableColumnsOf(
  info: ContainerDefInfo,
  ui: ModuleUi,
  index: ModuleDefIndex | undefined,
): TableColumn[] {
  const named = ui[info.path]?.columns;
  if (!named) {
    return info.parameters
      .slice(0, DEFAULT_PARAM_COLUMNS)
      .map((param) => ({ kind: 'param', name: param.name, path: `${info.path}/${param.name}`, param }));
  }
  const columns: TableColumn[] = [];
  for (const name of named) {
    const path = `${info.path}/${name}`;
    if (name.includes('/')) {
      const below = belowColumn(info, index, name);
      if (below) columns.push(below);
      continue;
    }
    const param = info.parameterByName.get(name);
    const reference = info.referenceByName.get(name);
    const child = info.childPaths.includes(path) ? index?.containers.get(path) : undefined;
    if (param) columns.push({ kind: 'param', name, path, param });
    else if (reference) columns.push({ kind: 'reference', name, path, reference });
    else if (child) columns.push({ kind: 'child', name, path, info: child });
  }
  return columns;
}

/** The `Sub/Name` column of a container definition, if `Sub` is one of its sub-containers and has `Name`. */
function belowColumn(
  info: ContainerDefInfo,
  index: ModuleDefIndex | undefined,
  name: string,
): TableColumn | undefined {
  const [childName, elementName, ...rest] = name.split('/');
  if (!childName || !elementName || rest.length > 0) return undefined;
  const childPath = `${info.path}/${childName}`;
  const child = info.childPaths.includes(childPath) ? index?.containers.get(childPath) : undefined;
  if (!child) return undefined;
  const path = `${childPath}/${elementName}`;
  const param = child.parameterByName.get(elementName);
  if (param) return { kind: 'below', name, path, child, element: { kind: 'param', param } };
  const reference = child.referenceByName.get(elementName);
  if (reference) return { kind: 'below', name, path, child, element: { kind: 'reference', reference } };
  return undefined;
}

/** What cells of reference and sub-container columns look up: other containers of the snapshot. */
export interface CellContext {
  container(id: string): ContainerValue | undefined;
  children(parentId: string): readonly ContainerValue[];
  ui: ModuleUi;
  language: Language;
}

/** A cell: its text (shown and searched) and, for numbers, the number it sorts by. */
export interface Cell {
  readonly text: string;
  readonly number?: number;
  /** The text's sort key (see naturalKey), computed when first sorted by. */
  key?: string;
}

const EMPTY_CELL: Cell = { text: '' };

function cell(text: string, number?: number): Cell {
  return number === undefined ? { text } : { text, number };
}
/** Mark of a present optional sub-container. */
export const PRESENT_MARK = '✓';

function numberOf(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isNaN(value) ? undefined : value;
}

function textOfValue(value: ParamValue | undefined): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return value;
}

/**
 * What is computed once per row object (a saved row is a new object, so it starts afresh): its
 * parameter cells, its name as a cell, and its search text for one column set. One weak entry per row.
 */
interface RowCache {
  params: Record<string, Cell>;
  name?: Cell;
  searchColumns?: readonly TableColumn[];
  search?: string;
}
const rowCaches = new WeakMap<ContainerValue, RowCache>();

function rowCache(row: ContainerValue): RowCache {
  let found = rowCaches.get(row);
  if (!found) {
    // A plain object: parameter names are C identifiers, never `__proto__`.
    found = { params: {} };
    rowCaches.set(row, found);
  }
  return found;
}

/** A parameter's cell: the stored value, else the definition's default. */
export function paramCell(param: ParamDef, row: ContainerValue): Cell {
  const cache = rowCache(row);
  let found = cache.params[param.name];
  if (!found) {
    const stored = row.values[param.name];
    const text = textOfValue(stored === undefined || stored === null ? defaultValueOf(param) : stored);
    const number = param.kind === 'integer' || param.kind === 'float' ? numberOf(text) : undefined;
    found = cell(text, number);
    cache.params[param.name] = found;
  }
  return found;
}

/** A reference's cell: the names of its target containers (paths for foreign references). */
function referenceCell(reference: ReferenceDef, row: ContainerValue, context: CellContext): Cell {
  const targets = row.references[reference.name];
  if (!targets || targets.length === 0) return EMPTY_CELL;
  if (!CONTAINER_REFERENCE_KINDS.has(reference.kind)) return cell(targets.join(', '));
  return cell(targets.map((id) => context.container(id)?.shortName ?? id).join(', '));
}

/** The cell of a column in a row. */
export function cellOf(column: TableColumn, row: ContainerValue, context: CellContext): Cell {
  switch (column.kind) {
    case 'param':
      return paramCell(column.param, row);
    case 'reference':
      return referenceCell(column.reference, row, context);
    case 'below': {
      const { element } = column;
      const cells = context
        .children(row.id)
        .filter((c) => c.definitionPath === column.child.path)
        .map((child) =>
          element.kind === 'param'
            ? paramCell(element.param, child)
            : referenceCell(element.reference, child, context),
        )
        .filter((found) => found.text !== '');
      if (cells.length === 1 && cells[0]) return cells[0];
      return cells.length === 0 ? EMPTY_CELL : cell(cells.map((c) => c.text).join(', '));
    }
    case 'child': {
      const present = context.children(row.id).filter((c) => c.definitionPath === column.path);
      if (present.length === 0) return EMPTY_CELL;
      if (column.info.isChoice) {
        const chosen = context
          .children(present[0]!.id)
          .map((c) => labelOf(context.ui, c.definitionPath, context.language));
        return cell(chosen.join(', ') || PRESENT_MARK);
      }
      if (column.info.def.upper === 1) return cell(PRESENT_MARK, 1);
      return cell(String(present.length), present.length);
    }
  }
}

/** The sort of a table: a column (or the short name) and a direction; null keeps the stored order. */
export interface TableSort {
  column: string;
  order: 'ascend' | 'descend';
}

export interface RowQuery {
  /** Text searched in the short name and in every column (case-insensitive); blank shows every row. */
  search: string;
  sort: TableSort | null;
}

/** A text's sort key: lower case, digit runs padded so that `Block_10` follows `Block_9`. */
export function naturalKey(text: string): string {
  return text.toLowerCase().replace(/\d+/g, (digits) => digits.padStart(20, '0'));
}

const SHORT_NAME = 'shortName';

function nameCell(row: ContainerValue): Cell {
  const cache = rowCache(row);
  cache.name ??= cell(row.shortName);
  return cache.name;
}

/**
 * What the search looks through in a row that depends on the row alone: its name and its parameter
 * cells in lower case, one text per row and column set.
 */
function ownText(row: ContainerValue, columns: readonly TableColumn[]): string {
  const cache = rowCache(row);
  if (cache.searchColumns === columns && cache.search !== undefined) return cache.search;
  let text = row.shortName;
  for (const column of columns)
    if (column.kind === 'param') text += `\u0000${paramCell(column.param, row).text}`;
  cache.searchColumns = columns;
  cache.search = text.toLowerCase();
  return cache.search;
}

/**
 * Computes what the first search or sort of a table needs (search texts, name sort keys) for a slice
 * of its rows ahead of time, e.g. in idle time after the rows arrive, so that the first interaction
 * does not compute 20,000 rows at once. Answers where the next slice starts (rows.length when done).
 */
export function warmRows(
  rows: readonly ContainerValue[],
  columns: readonly TableColumn[],
  from: number,
  count: number,
): number {
  const end = Math.min(rows.length, from + count);
  for (let i = from; i < end; i += 1) {
    const row = rows[i]!;
    ownText(row, columns);
    sortKeyOf(nameCell(row));
  }
  return end;
}

function sortKeyOf(sorted: Cell): string {
  sorted.key ??= naturalKey(sorted.text);
  return sorted.key;
}

/** The rows a table shows for a query; remembers what it sorted, so the next query costs less. */
export type RowModel = (
  rows: readonly ContainerValue[],
  columns: readonly TableColumn[],
  query: RowQuery,
  context: CellContext,
) => readonly ContainerValue[];

/** Distinct text keys of one column, sorted ascending, as the last query left them. */
interface SortedTexts {
  keys: string[];
  known: Set<string>;
}

/** Above this many new keys a column's texts are sorted afresh rather than inserted one by one. */
const INSERT_LIMIT = 256;
/** Up to this many changed rows, a result is patched rather than computed again. */
const PATCH_LIMIT = 64;

/** The position where `key` belongs in ascending `keys`. */
function insertionPoint(keys: readonly string[], key: string): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (keys[middle]! < key) low = middle + 1;
    else high = middle;
  }
  return low;
}

interface LastQuery {
  rows: readonly ContainerValue[];
  columns: readonly TableColumn[];
  search: string;
  sort: TableSort | null;
  context: CellContext;
  result: readonly ContainerValue[];
}

/**
 * The rows of `next` that replace rows of `previous` (same length, same ids in the same places: a
 * saved edit), or undefined when more changed than a patch is worth.
 */
function replacedRows(
  previous: readonly ContainerValue[],
  next: readonly ContainerValue[],
): { before: ContainerValue; after: ContainerValue }[] | undefined {
  if (previous.length !== next.length) return undefined;
  const replaced: { before: ContainerValue; after: ContainerValue }[] = [];
  for (let i = 0; i < next.length; i += 1) {
    const before = previous[i]!;
    const after = next[i]!;
    if (before === after) continue;
    if (before.id !== after.id || before.position !== after.position || replaced.length === PATCH_LIMIT)
      return undefined;
    replaced.push({ before, after });
  }
  return replaced;
}

/**
 * A memoised row model for one table: the rows matching the search, in the sort's order (ties and
 * `sort: null` keep the stored order). The same inputs give the same array back; parameter cells and
 * search texts are cached per row object (a saved row is a new object, so only it is computed again);
 * after a saved edit the previous result is patched (the old row out, the new one placed by binary
 * search) when what it is filtered and sorted by depends on the rows alone; a text column's distinct
 * values stay sorted between calls, so a new value is placed instead of 20,000 texts sorted again.
 */
export function createRowModel(): RowModel {
  let last: LastQuery | undefined;
  let textColumns: readonly TableColumn[] | undefined;
  const sortedTexts = new Map<string, SortedTexts>();

  const textOrder = (
    columns: readonly TableColumn[],
    column: string,
    texts: ReadonlyMap<string, unknown>,
  ): string[] => {
    if (textColumns !== columns) {
      sortedTexts.clear();
      textColumns = columns;
    }
    const cached = sortedTexts.get(column);
    const fresh: string[] = [];
    if (cached) for (const key of texts.keys()) if (!cached.known.has(key)) fresh.push(key);
    if (!cached || fresh.length > INSERT_LIMIT || cached.keys.length > 2 * texts.size + INSERT_LIMIT) {
      const keys = [...texts.keys()].sort();
      sortedTexts.set(column, { keys, known: new Set(keys) });
      return keys;
    }
    for (const key of fresh) {
      cached.keys.splice(insertionPoint(cached.keys, key), 0, key);
      cached.known.add(key);
    }
    // Keys of rows no longer shown stay in the cache; the caller skips them.
    return cached.keys;
  };

  return (rows, columns, query, context) => {
    const search = query.search.trim().toLowerCase();
    const sort = query.sort;
    const same =
      last !== undefined &&
      last.columns === columns &&
      last.search === search &&
      last.sort?.column === sort?.column &&
      last.sort?.order === sort?.order;
    if (same && last!.rows === rows && last!.context === context) return last!.result;
    let result: readonly ContainerValue[] | undefined;
    if (same && dependsOnRowsAlone(columns, search, sort)) {
      const replaced = replacedRows(last!.rows, rows);
      if (replaced) result = patchRows(last!.result, replaced, columns, search, sort, context);
    }
    result ??= sortRows(filterRows(rows, columns, search, context), columns, sort, context, textOrder);
    last = { rows, columns, search, sort, context, result };
    return result;
  };
}

/** Whether what a query filters and sorts by is read from the rows alone (not from other containers). */
function dependsOnRowsAlone(
  columns: readonly TableColumn[],
  search: string,
  sort: TableSort | null,
): boolean {
  if (search !== '' && columns.some((column) => column.kind !== 'param')) return false;
  if (!sort || sort.column === SHORT_NAME) return true;
  return columns.find((column) => column.name === sort.column)?.kind === 'param';
}

/** A row's place in a sorted table: numbers, then texts, then empty cells; ties by stored position. */
function compareRows(
  a: ContainerValue,
  b: ContainerValue,
  column: TableColumn | undefined,
  descending: boolean,
  context: CellContext,
): number {
  const ca = column ? cellOf(column, a, context) : nameCell(a);
  const cb = column ? cellOf(column, b, context) : nameCell(b);
  const ga = ca.number !== undefined ? 0 : ca.text === '' ? 2 : 1;
  const gb = cb.number !== undefined ? 0 : cb.text === '' ? 2 : 1;
  if (ga !== gb) return ga - gb;
  let compared = 0;
  if (ga === 0) compared = ca.number! - cb.number!;
  else if (ga === 1) {
    const ka = sortKeyOf(ca);
    const kb = sortKeyOf(cb);
    compared = ka < kb ? -1 : ka > kb ? 1 : 0;
  }
  if (compared !== 0) return descending ? -compared : compared;
  return a.position - b.position;
}

/** The previous result with replaced rows taken out and their new versions placed where they belong. */
function patchRows(
  previous: readonly ContainerValue[],
  replaced: readonly { before: ContainerValue; after: ContainerValue }[],
  columns: readonly TableColumn[],
  search: string,
  sort: TableSort | null,
  context: CellContext,
): readonly ContainerValue[] {
  if (replaced.length === 0) return previous;
  const gone = new Set(replaced.map((r) => r.before));
  const out = previous.filter((row) => !gone.has(row));
  const column = sort && sort.column !== SHORT_NAME ? columns.find((c) => c.name === sort.column) : undefined;
  const compare = (a: ContainerValue, b: ContainerValue) =>
    sort ? compareRows(a, b, column, sort.order === 'descend', context) : a.position - b.position;
  for (const { after } of replaced) {
    if (filterRows([after], columns, search, context).length === 0) continue;
    let low = 0;
    let high = out.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compare(out[middle]!, after) < 0) low = middle + 1;
      else high = middle;
    }
    out.splice(low, 0, after);
  }
  return out;
}

/** The rows matching a lower-case search in the name or any column. */
function filterRows(
  rows: readonly ContainerValue[],
  columns: readonly TableColumn[],
  search: string,
  context: CellContext,
): readonly ContainerValue[] {
  if (search === '') return rows;
  const others = columns.filter((column) => column.kind !== 'param');
  return rows.filter(
    (row) =>
      ownText(row, columns).includes(search) ||
      others.some((column) => cellOf(column, row, context).text.toLowerCase().includes(search)),
  );
}

function sortRows(
  shown: readonly ContainerValue[],
  columns: readonly TableColumn[],
  sort: TableSort | null,
  context: CellContext,
  textOrder: (
    columns: readonly TableColumn[],
    column: string,
    texts: ReadonlyMap<string, unknown>,
  ) => readonly string[],
): readonly ContainerValue[] {
  if (!sort) return shown;
  const column = sort.column === SHORT_NAME ? undefined : columns.find((c) => c.name === sort.column);
  if (sort.column !== SHORT_NAME && !column) return shown;

  // One key per row, rows bucketed by key (in stored order), the distinct keys sorted: no cell is
  // computed and no comparator runs per pair of rows.
  const numbers = new Map<number, ContainerValue[]>();
  const texts = new Map<string, ContainerValue[]>();
  const empty: ContainerValue[] = [];
  for (const row of shown) {
    const sorted = column ? cellOf(column, row, context) : nameCell(row);
    if (sorted.number !== undefined) bucket(numbers, sorted.number, row);
    else if (sorted.text === '') empty.push(row);
    else bucket(texts, sortKeyOf(sorted), row);
  }
  const numberKeys = Float64Array.from(numbers.keys()).sort();
  const textKeys = texts.size === 0 ? [] : textOrder(columns, sort.column, texts);
  const out: ContainerValue[] = [];
  const descending = sort.order === 'descend';
  for (let i = 0; i < numberKeys.length; i += 1) {
    const key = numberKeys[descending ? numberKeys.length - 1 - i : i]!;
    for (const row of numbers.get(key)!) out.push(row);
  }
  for (let i = 0; i < textKeys.length; i += 1) {
    const rowsOfKey = texts.get(textKeys[descending ? textKeys.length - 1 - i : i]!);
    if (rowsOfKey) for (const row of rowsOfKey) out.push(row);
  }
  for (const row of empty) out.push(row);
  return out;
}

function bucket<K>(buckets: Map<K, ContainerValue[]>, key: K, row: ContainerValue): void {
  const list = buckets.get(key);
  if (list) list.push(row);
  else buckets.set(key, [row]);
}

/**
 * The rows a table shows: the ones matching the search, in the sort's order (ties and `sort: null`
 * keep the stored order). Pure: a row model of its own for one call (tables keep one per table).
 */
export function rowModel(
  rows: readonly ContainerValue[],
  columns: readonly TableColumn[],
  query: RowQuery,
  context: CellContext,
): readonly ContainerValue[] {
  return createRowModel()(rows, columns, query, context);
}
