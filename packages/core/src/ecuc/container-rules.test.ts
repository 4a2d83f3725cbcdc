import { describe, expect, it } from 'vitest';
import { BusinessCode } from '../api/state.js';
import { inEveryLanguage } from '../i18n/index.js';
import {
  choiceContainer,
  container,
  foreignReference,
  integerParam,
  reference,
  stringParam,
} from './builders.js';
import {
  additionRefusal,
  applyChangeSet,
  applyContainerChange,
  canAddContainer,
  canDeleteContainer,
  copyOfSubtree,
  copyRefusal,
  deletionRefusal,
  missingTargetRefusal,
  placementRefusal,
  referencedContainerIds,
  referencedRefusal,
  referrersTo,
  renameRefusal,
  sortedSiblingOrder,
  subtreeIdsOf,
  unknownNameRefusal,
  type ContainerChange,
  type Referrer,
  type VersionedContainerChange,
} from './container-rules.js';
import { indexModuleDef } from './definition-index.js';
import type { ContainerValue } from './store-types.js';
import type { ModuleDef } from './types.js';

const def: ModuleDef = {
  name: 'NvM',
  moduleId: 20,
  version: 1,
  containers: [
    container('NvMCommon', { lower: 1, upper: 1, parameters: [integerParam('NvMDatasetSelectionBits')] }),
    container('NvMBlockDescriptor', {
      lower: 0,
      upper: 3,
      parameters: [integerParam('NvMNvBlockLength', { lower: 0 }), stringParam('NvMNote', { lower: 0 })],
      references: [
        reference('NvMRamBlockRef', '/NvM/NvMBlockDescriptor', { lower: 0 }),
        foreignReference('NvMHwRef', 'ECUC-CONTAINER-VALUE', { lower: 0 }),
      ],
      subContainers: [
        container('NvMTargetBlockReference', { lower: 1, upper: 1 }),
        container('NvMInitBlock', { lower: 2, upper: 'infinite' }),
      ],
    }),
    choiceContainer('NvMChoice', [container('NvMFee'), container('NvMEa')], { lower: 0, upper: 1 }),
  ],
};
const index = indexModuleDef(def);
const info = (path: string) => index.containers.get(`/NvM/${path}`)!;

function c(
  id: string,
  definitionPath: string,
  parentId: string | null,
  more: Partial<ContainerValue> = {},
): ContainerValue {
  return {
    id,
    module: 'NvM',
    instanceId: 0,
    definitionPath: `/NvM/${definitionPath}`,
    parentId,
    shortName: id,
    position: 0,
    values: {},
    references: {},
    version: 1,
    ...more,
  };
}

/** A small configuration: B0 ← B1 (B1 refers to B0), B0 with a target child that B2 refers to. */
const common = c('Common', 'NvMCommon', null);
const b0 = c('B0', 'NvMBlockDescriptor', null, { position: 0 });
const b0target = c('B0T', 'NvMBlockDescriptor/NvMTargetBlockReference', 'B0');
const b0init = [
  c('B0I0', 'NvMBlockDescriptor/NvMInitBlock', 'B0'),
  c('B0I1', 'NvMBlockDescriptor/NvMInitBlock', 'B0'),
];
const b1 = c('B1', 'NvMBlockDescriptor', null, { position: 1, references: { NvMRamBlockRef: ['B0'] } });
const b2 = c('B2', 'NvMBlockDescriptor', null, {
  position: 2,
  references: { NvMRamBlockRef: ['B0T'], NvMHwRef: ['/Chip/B0'] },
});
const all = [common, b0, b0target, ...b0init, b1, b2];

const code = (r: { code: number } | undefined) => r?.code;

describe('adding a container', () => {
  const cases: [string, string, string | null, ContainerValue[], string | undefined, number | undefined][] = [
    ['a descriptor under the module', 'NvMBlockDescriptor', null, [common, b0], undefined, undefined],
    ['a third descriptor (upper 3)', 'NvMBlockDescriptor', null, [common, b0, b1], undefined, undefined],
    [
      'a fourth descriptor',
      'NvMBlockDescriptor',
      null,
      [common, b0, b1, b2],
      undefined,
      BusinessCode.DataOverLimit,
    ],
    ['a second NvMCommon (upper 1)', 'NvMCommon', null, [common], undefined, BusinessCode.DataOverLimit],
    [
      'init blocks without end',
      'NvMBlockDescriptor/NvMInitBlock',
      '/NvM/NvMBlockDescriptor',
      b0init,
      undefined,
      undefined,
    ],
    [
      'a target block under the module',
      'NvMBlockDescriptor/NvMTargetBlockReference',
      null,
      [],
      undefined,
      BusinessCode.IllegalOperation,
    ],
    [
      'a descriptor under a descriptor',
      'NvMBlockDescriptor',
      '/NvM/NvMBlockDescriptor',
      [],
      undefined,
      BusinessCode.IllegalOperation,
    ],
    ['a taken short name', 'NvMBlockDescriptor', null, [common, b0], 'B0', BusinessCode.NameExists],
    ['a free short name', 'NvMBlockDescriptor', null, [common, b0], 'B9', undefined],
    ['the first choice', 'NvMChoice/NvMFee', '/NvM/NvMChoice', [], undefined, undefined],
    [
      'a second choice',
      'NvMChoice/NvMEa',
      '/NvM/NvMChoice',
      [c('F', 'NvMChoice/NvMFee', 'X')],
      undefined,
      BusinessCode.DataOverLimit,
    ],
  ];
  for (const [what, path, parentPath, siblings, shortName, expected] of cases) {
    it(`${what} → ${expected ?? 'allowed'}`, () => {
      expect(code(canAddContainer(info(path), parentPath, siblings, shortName))).toBe(expected);
    });
  }

  it('names the upper multiplicity and the field of a refusal', () => {
    expect(additionRefusal(info('NvMCommon'), [common])?.data).toEqual({ upper: 1 });
    expect(placementRefusal(info('NvMCommon'), '/NvM/NvMBlockDescriptor')?.data).toEqual({
      field: 'parentId',
    });
  });

  it('never copies a choice option, and copies within the upper multiplicity', () => {
    expect(code(copyRefusal(info('NvMChoice/NvMFee'), []))).toBe(BusinessCode.DataOverLimit);
    expect(code(copyRefusal(info('NvMBlockDescriptor'), [b0, b1]))).toBeUndefined();
    expect(code(copyRefusal(info('NvMBlockDescriptor'), [b0, b1, b2]))).toBe(BusinessCode.DataOverLimit);
  });
});

describe('copying a subtree', () => {
  it('gives new ids, redirects references inside the copy, keeps those outside, names the root anew', () => {
    let n = 0;
    const inner = c('B0I0', 'NvMBlockDescriptor/NvMInitBlock', 'B0', { references: { Ref: ['B0T', 'B1'] } });
    const copies = copyOfSubtree([inner, b0target, b0], 'B0', {
      siblingNames: ['B0', 'B0_0'],
      position: 7,
      newId: () => `new${n++}`,
    });
    expect(copies.map((x) => [x.id, x.parentId, x.shortName, x.version])).toEqual([
      ['new2', null, 'B0_1', 1],
      ['new0', 'new2', 'B0I0', 1],
      ['new1', 'new2', 'B0T', 1],
    ]);
    expect(copies[0]!.position).toBe(7);
    expect(copies[1]!.references).toEqual({ Ref: ['new1', 'B1'] });
  });
});

describe('deleting a container', () => {
  const referrer: Referrer = { id: 'B1', path: '/NvM/B1', reference: 'NvMRamBlockRef' };
  const cases: [string, string, number, Referrer[], number | undefined][] = [
    ['an optional container nobody refers to', 'NvMBlockDescriptor', 1, [], undefined],
    ['a referenced container', 'NvMBlockDescriptor', 3, [referrer], BusinessCode.BadReference],
    ['the only mandatory container', 'NvMCommon', 1, [], BusinessCode.MinimalSystemData],
    [
      'one of two init blocks (lower 2)',
      'NvMBlockDescriptor/NvMInitBlock',
      2,
      [],
      BusinessCode.MinimalSystemData,
    ],
    ['one of three init blocks', 'NvMBlockDescriptor/NvMInitBlock', 3, [], undefined],
    [
      'a referenced mandatory container: the referrers come first',
      'NvMCommon',
      1,
      [referrer],
      BusinessCode.BadReference,
    ],
  ];
  for (const [what, path, count, referrers, expected] of cases) {
    it(`${what} → ${expected ?? 'allowed'}`, () => {
      expect(code(deletionRefusal(info(path), count, referrers))).toBe(expected);
    });
  }

  it('answers 1055 with every referrer, named in the message', () => {
    const two = [referrer, { id: 'B2', path: '/NvM/B2', reference: 'NvMRamBlockRef' }];
    const refused = referencedRefusal(two);
    expect(refused).toEqual({
      code: BusinessCode.BadReference,
      message: { key: 'ecuc.refusal.stillReferred', params: { referrers: '/NvM/B1, /NvM/B2' } },
      data: { referrers: two },
    });
    expect(inEveryLanguage(refused!.message!)).toEqual({
      zh_cn: '仍被 /NvM/B1, /NvM/B2 引用',
      en_us: 'still referred to by /NvM/B1, /NvM/B2',
    });
    expect(referencedRefusal([])).toBeUndefined();
  });

  const snapshotCases: [string, ContainerValue, number | undefined, string[]][] = [
    ['B0, referred to by B1 and (through its child) by B2', b0, BusinessCode.BadReference, ['B1', 'B2']],
    ['B1, referred to by nobody', b1, undefined, []],
    ['NvMCommon, mandatory', common, BusinessCode.MinimalSystemData, []],
  ];
  for (const [what, target, expected, referrerIds] of snapshotCases) {
    it(`on a snapshot: ${what}`, () => {
      const refused = canDeleteContainer(all, target, info(target.definitionPath.slice(5)));
      expect(code(refused)).toBe(expected);
      if (expected === BusinessCode.BadReference) {
        const data = refused!.data as { referrers: Referrer[] };
        expect(data.referrers.map((r) => r.id)).toEqual(referrerIds);
        expect(data.referrers[0]).toEqual({ id: 'B1', path: '/NvM/B1', reference: 'NvMRamBlockRef' });
      }
    });
  }

  it('finds a subtree and the referrers into it (not those inside it)', () => {
    expect(subtreeIdsOf(all, 'B0').sort()).toEqual(['B0', 'B0I0', 'B0I1', 'B0T']);
    expect(subtreeIdsOf(all, 'nope')).toEqual([]);
    const inner = c('In', 'NvMBlockDescriptor', 'B0', { references: { NvMRamBlockRef: ['B0'] } });
    expect(
      referrersTo([...all, inner], ['B0', 'B0T', 'In']).map((r) => [r.container.id, r.reference]),
    ).toEqual([
      ['B1', 'NvMRamBlockRef'],
      ['B2', 'NvMRamBlockRef'],
    ]);
  });
});

describe('changing a container', () => {
  const base = c('X', 'NvMBlockDescriptor', null, {
    values: { NvMNvBlockLength: '8', NvMNote: 'a' },
    references: { NvMRamBlockRef: ['B0'], NvMHwRef: ['/Chip/A'] },
    version: 4,
  });
  const cases: [string, ContainerChange, Partial<ContainerValue>][] = [
    [
      'sets a value, keeps the others',
      { values: { NvMNvBlockLength: '16' } },
      { values: { NvMNvBlockLength: '16', NvMNote: 'a' } },
    ],
    ['null clears a value', { values: { NvMNote: null } }, { values: { NvMNvBlockLength: '8' } }],
    [
      'an empty list clears a reference',
      { references: { NvMRamBlockRef: [] } },
      { references: { NvMHwRef: ['/Chip/A'] } },
    ],
    [
      'sets a reference, keeps the others',
      { references: { NvMRamBlockRef: ['B1', 'B2'] } },
      { references: { NvMRamBlockRef: ['B1', 'B2'], NvMHwRef: ['/Chip/A'] } },
    ],
    ['renames', { shortName: 'Y' }, { shortName: 'Y' }],
    [
      'nothing named: only the version moves',
      {},
      { shortName: 'X', values: base.values, references: base.references },
    ],
  ];
  for (const [what, change, expected] of cases) {
    it(what, () => {
      const after = applyContainerChange(base, change);
      expect(after).toMatchObject({ ...expected, version: 5, id: 'X' });
      if (expected.values) expect(after.values).toEqual(expected.values);
      if (expected.references) expect(after.references).toEqual(expected.references);
      expect(base.values).toEqual({ NvMNvBlockLength: '8', NvMNote: 'a' });
    });
  }

  const nameCases: [string, ContainerChange, string | undefined][] = [
    ['known names', { values: { NvMNote: 'x' }, references: { NvMRamBlockRef: [] } }, undefined],
    ['an unknown parameter', { values: { NoSuch: '1' } }, 'values.NoSuch'],
    ['an unknown reference', { references: { NoSuch: [] } }, 'references.NoSuch'],
  ];
  for (const [what, change, field] of nameCases) {
    it(`names against the definition: ${what}`, () => {
      const refused = unknownNameRefusal(info('NvMBlockDescriptor'), change);
      expect(refused?.code).toBe(field ? BusinessCode.IllegalValue : undefined);
      if (field) expect(refused?.data).toEqual({ field });
    });
  }

  it('checks container references by id, not foreign ones', () => {
    expect(
      referencedContainerIds(info('NvMBlockDescriptor'), {
        references: { NvMRamBlockRef: ['B1'], NvMHwRef: ['/Chip/A'] },
      }),
    ).toEqual(['B1']);
    expect(missingTargetRefusal(['x', 'x'])).toMatchObject({
      code: BusinessCode.BadReference,
      data: { missing: ['x'] },
    });
    expect(missingTargetRefusal([])).toBeUndefined();
  });

  const renameCases: [string, string | undefined, number | undefined][] = [
    ['to a free name', 'B9', undefined],
    ['to its own name', 'B1', undefined],
    ['to a sibling name', 'B0', BusinessCode.NameExists],
    ['not at all', undefined, undefined],
  ];
  for (const [what, shortName, expected] of renameCases) {
    it(`renames ${what}`, () => {
      expect(code(renameRefusal(b1, [b0, b1, b2], shortName))).toBe(expected);
    });
  }
});

describe('applying a change set', () => {
  const infoOf = (x: ContainerValue) => index.containers.get(x.definitionPath);
  const change = (id: string, more: Partial<VersionedContainerChange> = {}): VersionedContainerChange => ({
    id,
    version: 1,
    ...more,
  });
  const cases: [string, VersionedContainerChange[], number | undefined][] = [
    [
      'one value on each of three rows',
      ['B0', 'B1', 'B2'].map((id) => change(id, { values: { NvMNote: id } })),
      undefined,
    ],
    ['one stale row', [change('B0'), change('B1', { version: 2 })], BusinessCode.DataMissingRefresh],
    ['a row that is gone', [change('B0'), change('gone')], BusinessCode.DataMissingRefresh],
    ['a row named twice', [change('B0'), change('B0')], BusinessCode.IllegalValue],
    ['an unknown parameter', [change('B0', { values: { NoSuch: '1' } })], BusinessCode.IllegalValue],
    ['a rename onto a sibling', [change('B1', { shortName: 'B0' })], BusinessCode.NameExists],
    [
      'two siblings swapping names',
      [change('B0', { shortName: 'B1' }), change('B1', { shortName: 'B0' })],
      undefined,
    ],
    [
      'two siblings renamed alike',
      [change('B0', { shortName: 'Z' }), change('B1', { shortName: 'Z' })],
      BusinessCode.NameExists,
    ],
    ['the same name under another parent', [change('B0T', { shortName: 'B1' })], undefined],
  ];
  for (const [what, changes, expected] of cases) {
    it(`${what} → ${expected ?? 'applied'}`, () => {
      const outcome = applyChangeSet(changes, all, infoOf);
      expect(outcome.ok ? undefined : outcome.refusal.code).toBe(expected);
    });
  }

  it('answers the applied containers with their new versions and the container ids referred to', () => {
    const outcome = applyChangeSet(
      [change('B1', { values: { NvMNote: 'n' }, references: { NvMRamBlockRef: ['B2'], NvMHwRef: ['/x'] } })],
      all,
      infoOf,
    );
    expect(outcome).toMatchObject({
      ok: true,
      containers: [
        { id: 'B1', version: 2, values: { NvMNote: 'n' }, references: { NvMRamBlockRef: ['B2'] } },
      ],
      referenceTargets: ['B2'],
    });
  });

  it('names every stale row with its current data (null when gone)', () => {
    const outcome = applyChangeSet([change('B0', { version: 3 }), change('B1'), change('gone')], all, infoOf);
    expect(outcome.ok).toBe(false);
    if (!outcome.ok)
      expect(outcome.refusal.data).toEqual({
        stale: [
          { id: 'B0', current: b0 },
          { id: 'gone', current: null },
        ],
      });
  });

  it('refuses a container whose definition is unknown', () => {
    const odd = c('Odd', 'NoSuchContainer', null);
    const outcome = applyChangeSet([change('Odd')], [odd], infoOf);
    expect(outcome.ok ? undefined : outcome.refusal.code).toBe(BusinessCode.IllegalValue);
  });
});

describe('sorting siblings', () => {
  const siblings = [b0, b1, b2];
  const cases: [string, string[], string[] | undefined][] = [
    ['all of them reversed', ['B2', 'B1', 'B0'], ['B2', 'B1', 'B0']],
    ['one to the front', ['B2'], ['B2', 'B0', 'B1']],
    ['a stranger', ['B0', 'Common'], undefined],
    ['one twice', ['B0', 'B0'], undefined],
  ];
  for (const [what, ids, expected] of cases) {
    it(`${what} → ${expected?.join(', ') ?? '1032'}`, () => {
      const sorted = sortedSiblingOrder(siblings, ids);
      expect(sorted.ok ? sorted.order : sorted.refusal.code).toEqual(expected ?? BusinessCode.IllegalValue);
    });
  }
});
