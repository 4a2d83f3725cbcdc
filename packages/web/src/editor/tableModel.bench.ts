/**
 * Table budget: with 20,000 rows in one container table, each interaction — typing a search, sorting
 * by a column, saving one edit (the cached snapshot replaced, the table's rows listed again, filtered
 * and sorted) — stays under 16 ms (one frame). The naïve model (every cell computed again, texts
 * compared with localeCompare inside the comparator) runs in the same bench as the reference.
 */
import { bench, describe } from 'vitest';
import {
  defaultValueOf,
  indexModuleDef,
  newContainerWithDefaults,
  type ContainerValue,
  type ParamValue,
  type ProjectSnapshot,
} from '@ecuc/core/ecuc';
import { MODULE_DEFINITIONS, MODULE_UI, NVM_MODULE, ProjectFixture } from '@ecuc/core/modules';
import { childrenOf, indexSnapshot, withContainer } from './snapshotIndex.js';
import {
  createRowModel,
  tableColumnsOf,
  type CellContext,
  type RowQuery,
  type TableColumn,
} from './tableModel.js';

const ROWS = 20_000;
const BLOCK = '/NvM/NvMBlockDescriptor';
const nvm = indexModuleDef(NVM_MODULE);
const blockInfo = nvm.containers.get(BLOCK)!;
const columns = tableColumnsOf(blockInfo, MODULE_UI.NvM ?? {}, nvm);

/** 20,000 NvM blocks with their columns filled, plus the default containers of every module. */
function generatedProject(): ProjectSnapshot {
  const fixture = new ProjectFixture(MODULE_DEFINITIONS);
  let nextId = 0;
  for (let i = 0; i < ROWS; i += 1) {
    const [block] = newContainerWithDefaults(blockInfo.def, BLOCK, {
      module: 'NvM',
      instanceId: 0,
      parentId: null,
      siblingNames: [],
      position: i + 1,
      newId: () => `g${(nextId += 1)}`,
    });
    if (!block) continue;
    block.shortName = `NvMBlock_${i}`;
    Object.assign(block.values, {
      NvMNvramBlockIdentifier: String(i + 2),
      NvMNvBlockLength: String(1 + ((i * 7919) % 4096)),
      NvMBlockUseCrc: i % 3 === 0,
      NvMBlockCrcType: i % 3 === 0 ? 'NVM_CRC16' : undefined,
      NvMRamBlockDataAddress: `&NvRam_${i}`,
    });
    fixture.containers.push(block);
  }
  return fixture.snapshot();
}

let snapshot = generatedProject();
const contextOf = (s: ProjectSnapshot): CellContext => {
  const { byId } = indexSnapshot(s);
  return {
    container: (id) => byId.get(id),
    children: (parentId) => childrenOf(s, 'NvM', 0, parentId),
    ui: MODULE_UI.NvM ?? {},
    language: 'en_us',
  };
};
/** What the user has typed and chosen while editing. */
const query: RowQuery = { search: 'nvram_1', sort: { column: 'NvMNvBlockLength', order: 'descend' } };

/** The naïve table: cells computed on every use, sorted with localeCompare on texts. */
function naiveText(column: TableColumn, row: ContainerValue): string {
  if (column.kind !== 'param') return '';
  const stored = row.values[column.name];
  const value: ParamValue | undefined = stored ?? defaultValueOf(column.param);
  if (value === undefined || value === null) return '';
  return Array.isArray(value) ? value.join(', ') : String(value);
}
function naiveRows(rows: readonly ContainerValue[], q: RowQuery): ContainerValue[] {
  const wanted = q.search.toLowerCase();
  const shown = rows.filter(
    (row) =>
      row.shortName.toLowerCase().includes(wanted) ||
      columns.some((c) => naiveText(c, row).toLowerCase().includes(wanted)),
  );
  const column = columns.find((c) => c.name === q.sort?.column);
  const text = (row: ContainerValue) => (column ? naiveText(column, row) : row.shortName);
  const direction = q.sort?.order === 'descend' ? -1 : 1;
  return shown.sort((a, b) => direction * text(a).localeCompare(text(b), undefined, { numeric: true }));
}

let edit = 0;
/** One saved edit: the answer replaces a block in the cached snapshot (a new snapshot object). */
function editOne(): ProjectSnapshot {
  edit += 1;
  const rows = childrenOf(snapshot, 'NvM', 0, null, BLOCK);
  const target = rows[(edit * 37) % rows.length]!;
  snapshot = withContainer(snapshot, {
    ...target,
    version: target.version + 1,
    shortName: `Edited_${edit}`,
    values: { ...target.values, NvMNvBlockLength: String(1 + (edit % 4096)) },
  });
  return snapshot;
}

const model = createRowModel();
const rowsNow = () => childrenOf(snapshot, 'NvM', 0, null, BLOCK);
const searches = ['nvram_1', 'nvram_2'];
const sorts: RowQuery['sort'][] = [
  { column: 'NvMNvBlockLength', order: 'descend' },
  { column: 'shortName', order: 'ascend' },
  { column: 'NvMRamBlockDataAddress', order: 'ascend' },
];
let turn = 0;

/** The three interactions, each on the table as the user left it. */
const interactions = {
  'type a search (sorted by length)': () => {
    turn += 1;
    const q: RowQuery = { search: searches[turn % 2]!, sort: sorts[0]! };
    return model(rowsNow(), columns, q, contextOf(snapshot)).length;
  },
  'sort all 20,000 rows by another column': () => {
    turn += 1;
    const q: RowQuery = { search: '', sort: sorts[turn % sorts.length]! };
    return model(rowsNow(), columns, q, contextOf(snapshot)).length;
  },
  'save one edit (search and sort on)': () => {
    const next = editOne();
    return model(rowsNow(), columns, query, contextOf(next)).length;
  },
  'save one edit (sorted by name, no search)': () => {
    const next = editOne();
    return model(rowsNow(), columns, { search: '', sort: sorts[1]! }, contextOf(next)).length;
  },
};
const naive = {
  'type a search (sorted by length)': () => {
    turn += 1;
    return naiveRows(rowsNow(), { search: searches[turn % 2]!, sort: sorts[0]! }).length;
  },
  'sort all 20,000 rows by another column': () => {
    turn += 1;
    return naiveRows(rowsNow(), { search: '', sort: sorts[turn % sorts.length]! }).length;
  },
  'save one edit (search and sort on)': () => {
    editOne();
    return naiveRows(rowsNow(), query).length;
  },
  'save one edit (sorted by name, no search)': () => {
    editOne();
    return naiveRows(rowsNow(), { search: '', sort: sorts[1]! }).length;
  },
};

/** Median and worst of repeated runs, after a warm-up. */
function measure(runs: number, run: () => unknown): { median: number; worst: number } {
  for (let i = 0; i < 3; i += 1) run();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(runs / 2)] ?? 0, worst: times[runs - 1] ?? 0 };
}

{
  const lines = [
    `container table of ${rowsNow().length} rows, ${columns.length} columns (budget 16 ms per interaction):`,
  ];
  for (const [name, run] of Object.entries(interactions)) {
    const fast = measure(30, run);
    const slow = measure(5, naive[name as keyof typeof naive]);
    lines.push(
      `  ${name}: median ${fast.median.toFixed(2)} ms, worst ${fast.worst.toFixed(2)} ms` +
        ` | naïve: median ${slow.median.toFixed(2)} ms`,
    );
  }
  console.log(lines.join('\n'));
}

describe(`container table of ${ROWS} rows`, () => {
  for (const [name, run] of Object.entries(interactions)) {
    bench(`${name} (budget 16 ms)`, () => void run(), { time: 500 });
    bench(`${name}, naïve (reference)`, () => void naive[name as keyof typeof naive](), { time: 500 });
  }
});
