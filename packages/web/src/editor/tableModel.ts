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
  | { kind: 'child'; name: string; path: string; info: ContainerDefInfo };

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
    const param = info.parameterByName.get(name);
    const reference = info.referenceByName.get(name);
    const child = info.childPaths.includes(path) ? index?.containers.get(path) : undefined;
    if (param) columns.push({ kind: 'param', name, path, param });
    else if (reference) columns.push({ kind: 'reference', name, path, reference });
    else if (child) columns.push({ kind: 'child', name, path, info: child });
  }
  return columns;
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
  text: string;
  /** The text in lower case (what the search compares). */
  lower: string;
  number?: number;
}

const EMPTY_CELL: Cell = { text: '', lower: '' };

function cell(text: string, number?: number): Cell {
  const lower = text.toLowerCase();
  return number === undefined ? { text, lower } : { text, lower, number };
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

/** Cells of parameters depend on the row alone: cached per row object (a saved row is a new object). */
const paramCells = new WeakMap<ContainerValue, Map<ParamDef, Cell>>();

/** A parameter's cell: the stored value, else the definition's default. */
export function paramCell(param: ParamDef, row: ContainerValue): Cell {
  let cells = paramCells.get(row);
  if (!cells) {
    cells = new Map();
    paramCells.set(row, cells);
  }
  let found = cells.get(param);
  if (!found) {
    const stored = row.values[param.name];
    const text = textOfValue(stored === undefined || stored === null ? defaultValueOf(param) : stored);
    const number = param.kind === 'integer' || param.kind === 'float' ? numberOf(text) : undefined;
    found = cell(text, number);
    cells.set(param, found);
  }
  return found;
}

/** The cell of a column in a row. */
export function cellOf(column: TableColumn, row: ContainerValue, context: CellContext): Cell {
  switch (column.kind) {
    case 'param':
      return paramCell(column.param, row);
    case 'reference': {
      const targets = row.references[column.name];
      if (!targets || targets.length === 0) return EMPTY_CELL;
      if (!CONTAINER_REFERENCE_KINDS.has(column.reference.kind)) return cell(targets.join(', '));
      return cell(targets.map((id) => context.container(id)?.shortName ?? id).join(', '));
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

const nameCells = new WeakMap<ContainerValue, Cell>();
function nameCell(row: ContainerValue): Cell {
  let found = nameCells.get(row);
  if (!found) {
    found = cell(row.shortName);
    nameCells.set(row, found);
  }
  return found;
}

const sortKeys = new WeakMap<Cell, string>();
function sortKeyOf(sorted: Cell): string {
  let key = sortKeys.get(sorted);
  if (key === undefined) {
    key = naturalKey(sorted.text);
    sortKeys.set(sorted, key);
  }
  return key;
}

/**
 * The rows a table shows: the ones matching the search, in the sort's order (ties and `sort: null` keep
 * the stored order). Pure; parameter cells are cached per row object, so after one edit only the
 * edited row's cells are computed again.
 */
export function rowModel(
  rows: readonly ContainerValue[],
  columns: readonly TableColumn[],
  query: RowQuery,
  context: CellContext,
): readonly ContainerValue[] {
  const wanted = query.search.trim().toLowerCase();
  let shown: readonly ContainerValue[] = rows;
  if (wanted !== '') {
    shown = rows.filter(
      (row) =>
        nameCell(row).lower.includes(wanted) ||
        columns.some((column) => cellOf(column, row, context).lower.includes(wanted)),
    );
  }
  const sort = query.sort;
  if (!sort) return shown;
  const column = sort.column === SHORT_NAME ? undefined : columns.find((c) => c.name === sort.column);
  if (sort.column !== SHORT_NAME && !column) return shown;

  // Decorate once (one key per row), sort indices, undecorate: no cell is computed in the comparator.
  const count = shown.length;
  const numbers = new Float64Array(count);
  /** 0: a number, 1: a text, 2: empty (always last). */
  const groups = new Uint8Array(count);
  const texts: string[] = new Array<string>(count);
  for (let i = 0; i < count; i += 1) {
    const row = shown[i]!;
    const sorted = column ? cellOf(column, row, context) : nameCell(row);
    if (sorted.number !== undefined) {
      groups[i] = 0;
      numbers[i] = sorted.number;
      texts[i] = '';
    } else if (sorted.text === '') {
      groups[i] = 2;
      texts[i] = '';
    } else {
      groups[i] = 1;
      texts[i] = sortKeyOf(sorted);
    }
  }
  const direction = sort.order === 'ascend' ? 1 : -1;
  const order = Array.from({ length: count }, (_, i) => i);
  order.sort((a, b) => {
    const ga = groups[a]!;
    const gb = groups[b]!;
    if (ga !== gb) return ga - gb;
    if (ga === 2) return a - b;
    let compared: number;
    if (ga === 0) compared = numbers[a]! - numbers[b]!;
    else compared = texts[a]! < texts[b]! ? -1 : texts[a]! > texts[b]! ? 1 : 0;
    return compared === 0 ? a - b : compared * direction;
  });
  return order.map((i) => shown[i]!);
}
