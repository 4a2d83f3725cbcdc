import { describe, expect, it, vi } from 'vitest';
import { changeSetBody } from '@ecuc/core/api';
import {
  booleanParam,
  integerParam,
  reference,
  type ContainerValue,
  type ProjectSnapshot,
} from '@ecuc/core/ecuc';
import { BusinessError } from '../http/client.js';
import { MODULE_UI, NVM_MODULE } from '@ecuc/core/modules';
import { indexModuleDef } from '@ecuc/core/ecuc';
import { tableColumnsOf } from './tableModel.js';
import {
  STALE_STATE,
  StaleChangeSet,
  bulkChangeSet,
  currentRows,
  editableColumnsOf,
  sendChangeSet,
  withContainers,
  withStaleRows,
  type ChangeSetTransport,
  type ColumnEdit,
} from './bulkEdit.js';

function row(
  id: string,
  values: ContainerValue['values'] = {},
  extra: Partial<ContainerValue> = {},
): ContainerValue {
  return {
    id,
    module: 'NvM',
    instanceId: 0,
    definitionPath: '/NvM/NvMBlockDescriptor',
    parentId: null,
    shortName: id,
    position: 0,
    values,
    references: {},
    version: 3,
    ...extra,
  };
}

const length = integerParam('NvMNvBlockLength', { min: '1', max: '65535' });
const crc = booleanParam('NvMBlockUseCrc', { default: false });
const partition = reference('NvMBlockEcucPartitionRef', '/EcuC/EcucPartitionCollection/EcucPartition', {
  lower: 0,
});

describe('bulkChangeSet', () => {
  const rows = [
    row('a', { NvMNvBlockLength: '16' }),
    row('b', { NvMNvBlockLength: '32', NvMBlockUseCrc: true }, { version: 7 }),
    row('c', {}, { references: { NvMBlockEcucPartitionRef: ['p1'] } }),
  ];
  it.each<[string, ColumnEdit, unknown[]]>([
    [
      'a value for every row that does not hold it, with the version read',
      { kind: 'param', param: length, value: '16' },
      [
        { id: 'b', version: 7, values: { NvMNvBlockLength: '16' } },
        { id: 'c', version: 3, values: { NvMNvBlockLength: '16' } },
      ],
    ],
    [
      'null clears the value where there is one',
      { kind: 'param', param: length, value: null },
      [
        { id: 'a', version: 3, values: { NvMNvBlockLength: null } },
        { id: 'b', version: 7, values: { NvMNvBlockLength: null } },
      ],
    ],
    [
      'booleans',
      { kind: 'param', param: crc, value: true },
      [
        { id: 'a', version: 3, values: { NvMBlockUseCrc: true } },
        { id: 'c', version: 3, values: { NvMBlockUseCrc: true } },
      ],
    ],
    [
      'reference targets',
      { kind: 'reference', reference: partition, targets: ['p1'] },
      [
        { id: 'a', version: 3, references: { NvMBlockEcucPartitionRef: ['p1'] } },
        { id: 'b', version: 7, references: { NvMBlockEcucPartitionRef: ['p1'] } },
      ],
    ],
    [
      'no targets clears the reference',
      { kind: 'reference', reference: partition, targets: [] },
      [{ id: 'c', version: 3, references: { NvMBlockEcucPartitionRef: [] } }],
    ],
  ])('%s', (_name, edit, expected) => {
    const changes = bulkChangeSet(rows, edit);
    expect(changes).toEqual(expected);
    // What the server's contract accepts.
    expect(changeSetBody.safeParse({ changes }).success).toBe(true);
  });

  it('is empty when every row holds the value already', () => {
    expect(bulkChangeSet(rows.slice(0, 1), { kind: 'param', param: length, value: '16' })).toEqual([]);
  });
});

function snapshotOf(...containers: ContainerValue[]): ProjectSnapshot {
  return {
    project: { id: '1', name: 'P', chip: 'TC275' },
    modules: [{ module: 'NvM', instanceId: 0, definitionVersion: 1 }],
    containers,
  };
}

describe('snapshot updates', () => {
  const a = row('a');
  const b = row('b');
  const child = row(
    'b1',
    {},
    { parentId: 'b', definitionPath: '/NvM/NvMBlockDescriptor/NvMTargetBlockReference' },
  );
  const c = row('c');
  const snapshot = snapshotOf(a, b, child, c);

  it('withContainers replaces the answered rows in place and keeps the others (same objects)', () => {
    const a2 = { ...a, version: 4, values: { NvMNvBlockLength: '8' } };
    const c2 = { ...c, version: 4 };
    const next = withContainers(snapshot, [c2, a2]);
    expect(next.containers).toEqual([a2, b, child, c2]);
    expect(next.containers[1]).toBe(b);
    expect(withContainers(snapshot, [])).toBe(snapshot);
  });

  it('withStaleRows takes the rows as they are now and drops deleted ones with what was below them', () => {
    const a9 = { ...a, version: 9 };
    const next = withStaleRows(snapshot, [
      { id: 'a', current: a9 },
      { id: 'b', current: null },
    ]);
    expect(next.containers).toEqual([a9, c]);
  });

  it('currentRows follows the selection into a newer snapshot', () => {
    const a9 = { ...a, version: 9 };
    const next = withStaleRows(snapshot, [
      { id: 'a', current: a9 },
      { id: 'b', current: null },
    ]);
    expect(currentRows(next, ['a', 'b', 'c'])).toEqual([a9, c]);
  });
});

describe('sendChangeSet', () => {
  const a = row('a');
  const b = row('b');
  const changes = [
    { id: 'a', version: 3, values: { NvMNvBlockLength: '8' } },
    { id: 'b', version: 3, values: { NvMNvBlockLength: '8' } },
  ];

  function transport(answer: () => Promise<unknown>) {
    let snapshot = snapshotOf(a, b);
    const post = vi.fn((_url: string, _body: unknown) => answer());
    const link: ChangeSetTransport = {
      post: <T>(url: string, body: unknown) => post(url, body) as Promise<T>,
      updateSnapshot: (update) => {
        snapshot = update(snapshot);
      },
    };
    return { link, post, snapshot: () => snapshot };
  }

  it('sends ONE applyChangeSet under the module prefix and puts the answered rows into the snapshot', async () => {
    const a4 = { ...a, version: 4, values: { NvMNvBlockLength: '8' } };
    const b4 = { ...b, version: 4, values: { NvMNvBlockLength: '8' } };
    const { link, post, snapshot } = transport(() => Promise.resolve({ containers: [a4, b4] }));
    await expect(sendChangeSet(link, 'nvm', changes)).resolves.toEqual([a4, b4]);
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('/nvm/applyChangeSet', { changes });
    expect(snapshot().containers).toEqual([a4, b4]);
  });

  it('1060: nothing applied, the stale rows refreshed, StaleChangeSet thrown', async () => {
    const b5 = { ...b, version: 5, values: { NvMNvBlockLength: '99' } };
    const { link, snapshot } = transport(() =>
      Promise.reject(new BusinessError(STALE_STATE, 'stale', { stale: [{ id: 'b', current: b5 }] })),
    );
    const failure = await sendChangeSet(link, 'nvm', changes).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StaleChangeSet);
    expect((failure as StaleChangeSet).stale).toEqual([{ id: 'b', current: b5 }]);
    expect(snapshot().containers).toEqual([a, b5]);
    // Applying again builds the change set from the refreshed rows.
    expect(
      bulkChangeSet(currentRows(snapshot(), ['a', 'b']), {
        kind: 'param',
        param: length,
        value: '8',
      }).map((c) => [c.id, c.version]),
    ).toEqual([
      ['a', 3],
      ['b', 5],
    ]);
  });

  it('other failures pass through and leave the snapshot alone', async () => {
    const { link, snapshot } = transport(() => Promise.reject(new BusinessError(1055, 'refused', null)));
    await expect(sendChangeSet(link, 'nvm', changes)).rejects.toBeInstanceOf(BusinessError);
    expect(snapshot().containers).toEqual([a, b]);
  });
});

describe('editableColumnsOf', () => {
  const nvm = indexModuleDef(NVM_MODULE);
  const info = nvm.containers.get('/NvM/NvMBlockDescriptor')!;
  const ui = MODULE_UI.NvM ?? {};
  const columns = tableColumnsOf(info, ui, nvm);

  it('offers the table’s columns first, then every other parameter and reference of the definition', () => {
    const offered = editableColumnsOf(info, columns, ui).map((c) => c.name);
    expect(offered.slice(0, columns.length)).toEqual(columns.map((c) => c.name));
    expect([...offered].sort()).toEqual(
      [...info.parameters.map((p) => p.name), ...info.references.map((r) => r.name)].sort(),
    );
  });

  it('leaves out what the module hides and never offers sub-containers', () => {
    const hidden = { ...ui, '/NvM/NvMBlockDescriptor/NvMNvBlockLength': { hidden: true } };
    const offered = editableColumnsOf(info, columns, hidden).map((c) => c.name);
    expect(offered).not.toContain('NvMNvBlockLength');
    expect(offered).not.toContain('NvMTargetBlockReference');
  });
});
