import { describe, expect, it } from 'vitest';
import {
  container,
  indexModuleDef,
  integerParam,
  type ContainerValue,
  type ModuleDef,
  type ModuleUi,
  type ProjectSnapshot,
} from '@ecuc/core/ecuc';
import {
  MODULE_DEFINITIONS,
  MODULE_UI,
  NVM_MODULE,
  NVM_UI,
  ProjectFixture,
  moduleDefinition,
} from '@ecuc/core/modules';
import { childrenOf, indexSnapshot } from './snapshotIndex.js';
import {
  DEFAULT_PARAM_COLUMNS,
  PRESENT_MARK,
  cellOf,
  createRowModel,
  naturalKey,
  rowModel,
  tableColumnsOf,
  type CellContext,
  type RowQuery,
} from './tableModel.js';

const nvm = indexModuleDef(NVM_MODULE);
const OS_MODULE = moduleDefinition('Os')!;
const OS_UI = MODULE_UI.Os!;
const os = indexModuleDef(OS_MODULE);
const blockInfo = nvm.containers.get('/NvM/NvMBlockDescriptor')!;
const taskInfo = os.containers.get('/Os/OsTask')!;
const alarmInfo = os.containers.get('/Os/OsAlarm')!;

function contextOf(snapshot: ProjectSnapshot, ui: ModuleUi = OS_UI): CellContext {
  const { byId } = indexSnapshot(snapshot);
  return {
    container: (id) => byId.get(id),
    children: (parentId) => childrenOf(snapshot, 'Os', 0, parentId),
    ui,
    language: 'en_us',
  };
}

describe('tableColumnsOf', () => {
  it('shows the first parameters when the module names no columns', () => {
    const columns = tableColumnsOf(blockInfo, {}, nvm);
    expect(columns.map((c) => c.name)).toEqual(
      blockInfo.parameters.slice(0, DEFAULT_PARAM_COLUMNS).map((p) => p.name),
    );
  });

  it('takes the module’s columns in order: parameters, references, sub-containers; unknown names left out', () => {
    const ui: ModuleUi = {
      '/Os/OsTask': { columns: ['OsTaskPriority', 'OsTaskEventRef', 'OsTaskAutostart', 'NoSuchThing'] },
    };
    expect(tableColumnsOf(taskInfo, ui, os).map((c) => [c.kind, c.name])).toEqual([
      ['param', 'OsTaskPriority'],
      ['reference', 'OsTaskEventRef'],
      ['child', 'OsTaskAutostart'],
    ]);
  });

  it('takes `Sub/Name` as a parameter or reference of a sub-container; unknown ones left out', () => {
    const ui: ModuleUi = {
      '/Os/OsAlarm': {
        columns: [
          'OsAlarmAutostart/OsAlarmAlarmTime',
          'OsAlarmAutostart/NoSuchThing',
          'NoSuchChild/X',
          'A/B/C',
        ],
      },
    };
    expect(tableColumnsOf(alarmInfo, ui, os).map((c) => [c.kind, c.name, c.path])).toEqual([
      ['below', 'OsAlarmAutostart/OsAlarmAlarmTime', '/Os/OsAlarm/OsAlarmAutostart/OsAlarmAlarmTime'],
    ]);
  });

  it('NvM blocks show the block id and length, Os tasks priority, activation, schedule and autostart', () => {
    const blocks = tableColumnsOf(blockInfo, NVM_UI, nvm).map((c) => c.name);
    expect(blocks.slice(0, 2)).toEqual(['NvMNvramBlockIdentifier', 'NvMNvBlockLength']);
    const tasks = tableColumnsOf(taskInfo, OS_UI, os).map((c) => c.name);
    expect(tasks).toEqual(
      expect.arrayContaining(['OsTaskPriority', 'OsTaskActivation', 'OsTaskSchedule', 'OsTaskAutostart']),
    );
  });

  it('every column named by a shipped module exists in its definition', () => {
    for (const definition of MODULE_DEFINITIONS) {
      const index = indexModuleDef(definition);
      const ui = MODULE_UI[definition.name] ?? {};
      for (const [path, hint] of Object.entries(ui)) {
        if (!hint.columns) continue;
        const info = index.containers.get(path);
        expect(info, path).toBeDefined();
        expect(
          tableColumnsOf(info!, ui, index).map((c) => c.name),
          path,
        ).toEqual(hint.columns);
      }
    }
  });
});

describe('cellOf', () => {
  const fixture = new ProjectFixture([OS_MODULE]);
  const event = fixture.add('/Os', 'OsEvent');
  const counter = fixture.add('/Os', 'OsCounter');
  const task = fixture.add('/Os', 'OsTask', { OsTaskPriority: '7' });
  fixture.replace(task, (t) => ({ ...t, references: { OsTaskEventRef: [event.id] } }));
  fixture.add(`/Os/${task.shortName}`, 'OsTaskAutostart');
  const idle = fixture.add('/Os', 'OsTask');
  const alarm = fixture.add('/Os', 'OsAlarm');
  fixture.replace(alarm, (a) => ({ ...a, references: { OsAlarmCounterRef: [counter.id] } }));
  // A new alarm comes with its mandatory action, the first choice (activate a task).
  const snapshot = fixture.snapshot();
  const context = contextOf(snapshot);
  const byName = (name: string) => snapshot.containers.find((c) => c.shortName === name)!;
  const taskColumns = tableColumnsOf(taskInfo, OS_UI, os);
  const alarmColumns = tableColumnsOf(alarmInfo, OS_UI, os);
  const column = (columns: typeof taskColumns, name: string) => columns.find((c) => c.name === name)!;

  it.each([
    ['a stored integer (sorts as a number)', 'OsTaskPriority', task.shortName, { text: '7', number: 7 }],
    ['a default', 'OsTaskSchedule', task.shortName, { text: 'FULL' }],
    ['container reference: the target’s name', 'OsTaskEventRef', task.shortName, { text: event.shortName }],
    ['no reference', 'OsTaskEventRef', idle.shortName, { text: '' }],
    ['optional sub-container present', 'OsTaskAutostart', task.shortName, { text: PRESENT_MARK }],
    ['optional sub-container absent', 'OsTaskAutostart', idle.shortName, { text: '' }],
  ])('%s', (_name, columnName, rowName, expected) => {
    expect(cellOf(column(taskColumns, columnName), byName(rowName), context)).toMatchObject(expected);
  });

  it('a `Sub/Name` column shows the sub-containers’ values, joined', () => {
    const routing = new ProjectFixture(MODULE_DEFINITIONS);
    routing.add('/EcuC', 'EcucPduCollection');
    const source = routing.add('/EcuC/EcucPduCollection', 'Pdu');
    const first = routing.add('/EcuC/EcucPduCollection', 'Pdu');
    const second = routing.add('/EcuC/EcucPduCollection', 'Pdu');
    const route = routing.add('/PduR/PduRRoutingPaths', 'PduRRoutingPath');
    const path = `/PduR/PduRRoutingPaths/${route.shortName}`;
    routing.set(`${path}/PduRSrcPdu`, {}, { PduRSrcPduRef: [source.id] });
    routing.set(`${path}/PduRDestPdu_0`, { PduRDestPduHandleId: '7' }, { PduRDestPduRef: [first.id] });
    routing.add(path, 'PduRDestPdu');
    routing.set(`${path}/PduRDestPdu_1`, {}, { PduRDestPduRef: [second.id] });
    const pdur = indexModuleDef(moduleDefinition('PduR')!);
    const routeInfo = pdur.containers.get('/PduR/PduRRoutingPaths/PduRRoutingPath')!;
    const ui: ModuleUi = {
      '/PduR/PduRRoutingPaths/PduRRoutingPath': {
        columns: [
          'PduRSrcPdu/PduRSrcPduRef',
          'PduRDestPdu/PduRDestPduRef',
          'PduRDestPdu/PduRDestPduHandleId',
        ],
      },
    };
    const columns = tableColumnsOf(routeInfo, ui, pdur);
    const routingSnapshot = routing.snapshot();
    const row = routingSnapshot.containers.find((c) => c.id === route.id)!;
    expect(columns.map((c) => cellOf(c, row, contextOf(routingSnapshot)))).toEqual([
      { text: source.shortName },
      { text: `${first.shortName}, ${second.shortName}` },
      { text: '7', number: 7 },
    ]);
  });

  it('a choice container shows the chosen choice’s label', () => {
    expect(cellOf(column(alarmColumns, 'OsAlarmAction'), byName(alarm.shortName), context).text).toBe(
      'Activate task',
    );
    expect(cellOf(column(alarmColumns, 'OsAlarmCounterRef'), byName(alarm.shortName), context).text).toBe(
      counter.shortName,
    );
  });
});

/** A module with one table: blocks with a name, an id and a length. */
const DEMO: ModuleDef = {
  name: 'Demo',
  moduleId: 999,
  version: 1,
  containers: [
    container('Block', {
      lower: 0,
      upper: 'infinite',
      parameters: [integerParam('Id', { lower: 0 }), integerParam('Length', { lower: 0, default: '8' })],
    }),
  ],
};
const demo = indexModuleDef(DEMO);
const demoInfo = demo.containers.get('/Demo/Block')!;
const demoColumns = tableColumnsOf(demoInfo, {}, demo);

function block(shortName: string, position: number, values: Record<string, string>): ContainerValue {
  return {
    id: `id-${shortName}`,
    module: 'Demo',
    instanceId: 0,
    definitionPath: '/Demo/Block',
    parentId: null,
    shortName,
    position,
    values,
    references: {},
    version: 1,
  };
}

const rows = [
  block('Block_10', 0, { Id: '3', Length: '16' }),
  block('Block_9', 1, { Id: '0x10' }),
  block('Alpha', 2, {}),
  block('Block_2', 3, { Id: '3', Length: '4' }),
];
const demoContext: CellContext = {
  container: () => undefined,
  children: () => [],
  ui: {},
  language: 'en_us',
};
const names = (query: RowQuery, list = rows) =>
  rowModel(list, demoColumns, query, demoContext).map((r) => r.shortName);

describe('rowModel', () => {
  it.each<[string, RowQuery, string[]]>([
    [
      'no search, no sort: the stored order',
      { search: '', sort: null },
      ['Block_10', 'Block_9', 'Alpha', 'Block_2'],
    ],
    ['search in names, any case', { search: 'alp', sort: null }, ['Alpha']],
    ['search in column texts (the default value too)', { search: '8', sort: null }, ['Block_9', 'Alpha']],
    ['search that matches nothing', { search: 'zzz', sort: null }, []],
    [
      'names in natural order',
      { search: '', sort: { column: 'shortName', order: 'ascend' } },
      ['Alpha', 'Block_2', 'Block_9', 'Block_10'],
    ],
    [
      'numbers as numbers (hex too), empty last, ties in stored order',
      { search: '', sort: { column: 'Id', order: 'ascend' } },
      ['Block_10', 'Block_2', 'Block_9', 'Alpha'],
    ],
    [
      'descending keeps empty last and ties in stored order',
      { search: '', sort: { column: 'Id', order: 'descend' } },
      ['Block_9', 'Block_10', 'Block_2', 'Alpha'],
    ],
    [
      'defaults take part in the sort',
      { search: '', sort: { column: 'Length', order: 'ascend' } },
      ['Block_2', 'Block_9', 'Alpha', 'Block_10'],
    ],
    [
      'filter and sort together',
      { search: 'block', sort: { column: 'Length', order: 'descend' } },
      ['Block_10', 'Block_9', 'Block_2'],
    ],
    [
      'an unknown sort column keeps the order',
      { search: '', sort: { column: 'Nope', order: 'ascend' } },
      ['Block_10', 'Block_9', 'Alpha', 'Block_2'],
    ],
  ])('%s', (_name, query, expected) => {
    expect(names(query)).toEqual(expected);
  });

  it('an edited row (a new object) is filtered and sorted by its new value', () => {
    const query: RowQuery = { search: '', sort: { column: 'Length', order: 'ascend' } };
    expect(names(query)[0]).toBe('Block_2');
    const edited = rows.map((r) => (r.shortName === 'Alpha' ? { ...r, values: { Length: '1' } } : r));
    expect(names(query, edited)[0]).toBe('Alpha');
    expect(names({ search: '1', sort: null }, edited)).toContain('Alpha');
  });

  it('returns the rows themselves when nothing filters or sorts', () => {
    expect(rowModel(rows, demoColumns, { search: ' ', sort: null }, demoContext)).toBe(rows);
  });
});

describe('createRowModel', () => {
  it('gives the same rows as a fresh model through edits, searches and sorts (texts placed one by one)', () => {
    const model = createRowModel();
    let list = Array.from({ length: 300 }, (_, i) =>
      block(`Block_${(i * 7) % 300}`, i, { Id: String(i % 11) }),
    );
    const queries: RowQuery[] = [
      { search: '', sort: { column: 'shortName', order: 'ascend' } },
      { search: '1', sort: { column: 'shortName', order: 'descend' } },
      { search: '', sort: { column: 'Id', order: 'descend' } },
    ];
    for (let edit = 0; edit < 40; edit += 1) {
      const at = (edit * 13) % list.length;
      list = list.map((r, i) => (i === at ? { ...r, shortName: `Renamed_${edit}`, values: { Id: 'x' } } : r));
      for (const query of queries) {
        const kept = model(list, demoColumns, query, demoContext);
        expect(kept.map((r) => r.id)).toEqual(
          rowModel(list, demoColumns, query, demoContext).map((r) => r.id),
        );
        expect(model(list, demoColumns, query, demoContext)).toBe(kept);
      }
    }
  });
});

describe('naturalKey', () => {
  it.each([
    ['Block_9', 'Block_10'],
    ['a2b', 'a10b'],
    ['ALPHA', 'beta'],
  ])('%s before %s', (a, b) => {
    expect(naturalKey(a) < naturalKey(b)).toBe(true);
  });
});
