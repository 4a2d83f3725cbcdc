import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  booleanParam,
  container,
  integerParam,
  reference,
  type ContainerValue,
  type ModuleDef,
} from '@ecuc/core/ecuc';
import { registerThrowawayModule, THROWAWAY_MODULE } from '@ecuc/core/testing';
import { insertContainers } from '../configuration/store.js';
import {
  createTestApp,
  registeredUser,
  testBackends,
  type TestApp,
  type TestClient,
} from '../testing/test-app.js';

/** A small definition under the NvM name, so that these tests do not depend on the shipped NvM. */
const testNvM: ModuleDef = {
  name: 'NvM',
  moduleId: 200,
  version: 1,
  containers: [
    container('NvMCommon', {
      lower: 1,
      upper: 1,
      parameters: [integerParam('NvMDatasetSelectionBits', { min: '0', max: '8', default: '0' })],
    }),
    container('NvMBlockDescriptor', {
      lower: 0,
      upper: 3,
      parameters: [
        integerParam('NvMNvramBlockIdentifier', { min: '2', max: '65535' }),
        integerParam('NvMNvBlockLength', { min: '1', max: '65535', default: '8' }),
        booleanParam('NvMBlockUseCrc', { default: false }),
      ],
      references: [reference('NvMRamBlockRef', '/NvM/NvMBlockDescriptor', { lower: 0 })],
      subContainers: [container('NvMTargetBlockReference', { lower: 1, upper: 1 })],
    }),
  ],
};

describe.each(testBackends)('container store and generic calls on %s', (backend) => {
  let app: TestApp;
  let user: TestClient & { userId: number };
  let firstId: string;
  let firstVersion: number;

  beforeAll(async () => {
    app = await createTestApp(backend, { definitions: [testNvM] });
    user = await registeredUser(app, 'cfg@example.com', 'Cfg');
    const project = await user.post('/vkproject/addData', { name: 'P', chip: 'TC275', compiler: 'tasking' });
    user.projectId = project.json.data.id as number;
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers 603 with the module name while the module is off', async () => {
    const answer = await user.post('/nvm/getProjectIdListData', {});
    expect(answer.status).toBe(603);
    expect(answer.json.data).toBe('NvM');
  });

  it('fills the mandatory containers when the module is switched on', async () => {
    await user.post('/module/updateData', { module: 'NvM', enabled: true });
    const list = await user.post('/nvm/getProjectIdListData', {});
    expect(list.json.data).toHaveLength(1);
    expect(list.json.data[0]).toMatchObject({
      shortName: 'NvMCommon',
      values: { NvMDatasetSelectionBits: '0' },
    });
  });

  it('adds containers with defaults, mandatory sub-containers and the first unused suffix', async () => {
    const added = await user.post('/nvm/addData', {
      definitionPath: '/NvM/NvMBlockDescriptor',
      values: { NvMNvramBlockIdentifier: '2' },
    });
    expect(added.json.state).toBe(200);
    expect(added.json.data.container).toMatchObject({
      shortName: 'NvMBlockDescriptor_0',
      values: { NvMNvBlockLength: '8', NvMBlockUseCrc: false, NvMNvramBlockIdentifier: '2' },
      version: 1,
    });
    expect(added.json.data.created).toBe(2);
    firstId = added.json.data.container.id as string;
    firstVersion = 1;
    const name = await user.post('/nvm/getUniqueName', { definitionPath: '/NvM/NvMBlockDescriptor' });
    expect(name.json.data).toBe('NvMBlockDescriptor_1');
    const uniqueId = await user.post('/nvm/getUniqueId', {
      definitionPath: '/NvM/NvMBlockDescriptor',
      param: 'NvMNvramBlockIdentifier',
      start: 2,
    });
    expect(uniqueId.json.data).toBe(3);
    const children = await user.post('/nvm/getSuperIdListData', { parentId: firstId });
    expect(children.json.data.map((c: { shortName: string }) => c.shortName)).toEqual([
      'NvMTargetBlockReference',
    ]);
  });

  it('refuses a duplicate short name (1050), a definition not under that parent, and more than the upper multiplicity (1051)', async () => {
    expect(
      (
        await user.post('/nvm/addData', {
          definitionPath: '/NvM/NvMBlockDescriptor',
          shortName: 'NvMBlockDescriptor_0',
        })
      ).json.state,
    ).toBe(1050);
    expect((await user.post('/nvm/addData', { definitionPath: '/NvM/NvMCommon' })).json.state).toBe(1051);
    expect(
      (await user.post('/nvm/addData', { definitionPath: '/NvM/NvMBlockDescriptor/NvMTargetBlockReference' }))
        .json.state,
    ).toBe(1057);
    await user.post('/nvm/addData', { definitionPath: '/NvM/NvMBlockDescriptor' });
    await user.post('/nvm/addData', { definitionPath: '/NvM/NvMBlockDescriptor' });
    const fourth = await user.post('/nvm/addData', { definitionPath: '/NvM/NvMBlockDescriptor' });
    expect(fourth.json.state).toBe(1051);
    expect((await user.post('/nvm/addData', { definitionPath: '/NvM/NoSuch' })).json.state).toBe(1032);
    expect(
      (
        await user.post('/nvm/addData', {
          definitionPath: '/NvM/NvMBlockDescriptor',
          values: { NoSuchParam: '1' },
        })
      ).json.state,
    ).toBe(1032);
  });

  it('updates with the version read; a stale update answers 1060 with the current data and changes nothing', async () => {
    const first = await user.post('/nvm/updateIdData', {
      id: firstId,
      version: firstVersion,
      values: { NvMNvBlockLength: '16' },
    });
    expect(first.json.data.container).toMatchObject({ version: 2, values: { NvMNvBlockLength: '16' } });
    const stale = await user.post('/nvm/updateIdData', {
      id: firstId,
      version: firstVersion,
      values: { NvMNvBlockLength: '32' },
    });
    expect(stale.json.state).toBe(1060);
    expect(stale.json.data.current).toMatchObject({ version: 2, values: { NvMNvBlockLength: '16' } });
    firstVersion = 2;
  });

  it('keeps references by id across renames, and refuses to delete a referenced container (1055) naming the referrer', async () => {
    const list = await user.post('/nvm/getProjectIdListData', { definitionPath: '/NvM/NvMBlockDescriptor' });
    const second = list.json.data.find((c: { id: string }) => c.id !== firstId) as {
      id: string;
      version: number;
    };
    const linked = await user.post('/nvm/updateIdData', {
      id: second.id,
      version: second.version,
      references: { NvMRamBlockRef: [firstId] },
    });
    expect(linked.json.state).toBe(200);
    const renamed = await user.post('/nvm/updateIdData', {
      id: firstId,
      version: firstVersion,
      shortName: 'MainBlock',
    });
    expect(renamed.json.state).toBe(200);
    const after = await user.post('/nvm/getProjectIdListData', { definitionPath: '/NvM/NvMBlockDescriptor' });
    expect(after.json.data.find((c: { id: string }) => c.id === second.id).references.NvMRamBlockRef).toEqual(
      [firstId],
    );
    const refused = await user.post('/nvm/deleteIdData', { id: firstId });
    expect(refused.json.state).toBe(1055);
    expect(refused.json.data.referrers[0]).toMatchObject({ id: second.id, reference: 'NvMRamBlockRef' });
    expect(refused.json.message).toContain('/NvM/');
    expect(
      (
        await user.post('/nvm/updateIdData', {
          id: second.id,
          version: linked.json.data.container.version,
          references: { NvMRamBlockRef: ['nope'] },
        })
      ).json.state,
    ).toBe(1055);
    await user.post('/nvm/updateIdData', {
      id: second.id,
      version: linked.json.data.container.version,
      references: { NvMRamBlockRef: [] },
    });
    const deleted = await user.post('/nvm/deleteIdData', { id: firstId });
    expect(deleted.json).toMatchObject({ state: 200, data: { deleted: 2 } });
    expect((await user.post('/nvm/deleteIdData', { id: firstId })).json.state).toBe(1060);
  });

  it('refuses to delete below the lower multiplicity (1058)', async () => {
    const list = await user.post('/nvm/getProjectIdListData', { definitionPath: '/NvM/NvMCommon' });
    expect((await user.post('/nvm/deleteIdData', { id: list.json.data[0].id })).json.state).toBe(1058);
  });

  it('copies a container with its children and sorts siblings', async () => {
    const list = await user.post('/nvm/getProjectIdListData', { definitionPath: '/NvM/NvMBlockDescriptor' });
    const source = list.json.data[0] as { id: string; shortName: string };
    const copy = await user.post('/nvm/copyData', { id: source.id });
    expect(copy.json.data.created).toBe(2);
    const ids = (
      await user.post('/nvm/getProjectIdListData', { definitionPath: '/NvM/NvMBlockDescriptor' })
    ).json.data.map((c: { id: string }) => c.id) as string[];
    const reversed = [...ids].reverse();
    expect((await user.post('/nvm/sortData', { ids: reversed })).json.state).toBe(200);
    const sorted = await user.post('/nvm/getProjectIdListData', {
      definitionPath: '/NvM/NvMBlockDescriptor',
    });
    expect(sorted.json.data.map((c: { id: string }) => c.id)).toEqual(reversed);
  });

  it('serves the EcuC calls form-encoded, and answers 1054 for a module without a definition', async () => {
    await user.post('/module/updateData', { module: 'Os', enabled: true });
    expect((await user.post('/os/getProjectIdListData', {})).json.state).toBe(1054);
    const response = await app.fastify.inject({
      method: 'POST',
      url: '/ecuc/getListData',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: user.cookie!,
        projectid: String(user.projectId),
      },
      payload: 'instanceId=0',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().state).toBe(1054);
  });
});

describe.each(testBackends)('applyChangeSet on %s', (backend) => {
  let app: TestApp;
  let user: TestClient & { userId: number };
  let unregister: () => void;
  /** Channels ZztChannel_0..2 as last read (the throwaway module's containers have no upper bound). */
  let blocks: ContainerValue[];

  const list = async (): Promise<ContainerValue[]> =>
    (await user.post('/zzt/getProjectIdListData', { definitionPath: '/Zzt/ZztChannel' })).json
      .data as ContainerValue[];
  const byName = (all: ContainerValue[], name: string) => all.find((c) => c.shortName === name)!;

  beforeAll(async () => {
    unregister = registerThrowawayModule();
    app = await createTestApp(backend);
    user = await registeredUser(app, 'set@example.com', 'Set');
    const project = await user.post('/vkproject/addData', { name: 'P', chip: 'TC275', compiler: 'tasking' });
    user.projectId = project.json.data.id as number;
    await user.post('/module/updateData', { module: THROWAWAY_MODULE, enabled: true });
    for (const length of ['1', '2', '3']) {
      await user.post('/zzt/addData', {
        definitionPath: '/Zzt/ZztChannel',
        values: { ZztChannelLength: length },
      });
    }
    blocks = await list();
  });
  afterAll(async () => {
    await app.close();
    unregister();
  });

  it('applies every change in one call and answers the containers with their new versions', async () => {
    const [b0, b1, b2] = ['ZztChannel_0', 'ZztChannel_1', 'ZztChannel_2'].map((name) => byName(blocks, name));
    const applied = await user.post('/zzt/applyChangeSet', {
      changes: [
        { id: b0!.id, version: 1, values: { ZztChannelLength: '10', ZztChannelActive: true } },
        {
          id: b1!.id,
          version: 1,
          values: { ZztChannelLength: null },
          references: { ZztChannelPeerRef: [b0!.id] },
        },
        { id: b2!.id, version: 1, shortName: 'Renamed' },
      ],
    });
    expect(applied.json.state).toBe(200);
    expect(applied.json.data.containers).toEqual([
      expect.objectContaining({
        id: b0!.id,
        version: 2,
        values: { ZztChannelLength: '10', ZztChannelActive: true },
      }),
      expect.objectContaining({
        id: b1!.id,
        version: 2,
        values: {},
        references: { ZztChannelPeerRef: [b0!.id] },
      }),
      expect.objectContaining({
        id: b2!.id,
        version: 2,
        shortName: 'Renamed',
        values: { ZztChannelLength: '3' },
      }),
    ]);
    blocks = await list();
    expect(blocks.map((c) => [c.shortName, c.version, c.values.ZztChannelLength])).toEqual([
      ['ZztChannel_0', 2, '10'],
      ['ZztChannel_1', 2, undefined],
      ['Renamed', 2, '3'],
    ]);
  });

  it('writes nothing when one change is stale, and answers 1060 with the stale rows as they are now', async () => {
    const [b0, b1, b2] = blocks;
    const refused = await user.post('/zzt/applyChangeSet', {
      changes: [
        { id: b0!.id, version: 2, values: { ZztChannelLength: '99' } },
        { id: b1!.id, version: 1, values: { ZztChannelLength: '99' } },
        { id: b2!.id, version: 2, shortName: 'Again' },
      ],
    });
    expect(refused.json.state).toBe(1060);
    expect(refused.json.data).toEqual({ stale: [{ id: b1!.id, current: b1 }] });
    expect(await list()).toEqual(blocks);
  });

  it('answers a container that is gone, or of another module, as stale with no current data; nothing written', async () => {
    const other: ContainerValue = {
      ...blocks[0]!,
      id: 'elsewhere-general',
      module: 'Elsewhere',
      definitionPath: '/Elsewhere/ElsewhereGeneral',
      shortName: 'ElsewhereGeneral',
    };
    await insertContainers(app.services.db, user.projectId!, [other], user.userId);
    const refused = await user.post('/zzt/applyChangeSet', {
      changes: [
        { id: blocks[0]!.id, version: 2, values: { ZztChannelLength: '99' } },
        { id: 'no-such-container', version: 1, values: { ZztChannelLength: '1' } },
        { id: other.id, version: 1, values: { ZztChannelLength: '1' } },
      ],
    });
    expect(refused.json.state).toBe(1060);
    expect(refused.json.data).toEqual({
      stale: [
        { id: 'no-such-container', current: null },
        { id: other.id, current: null },
      ],
    });
    expect(await list()).toEqual(blocks);
  });

  it('refuses bodies as every call does: 1030 missing, 1031 wrong type, 1032 illegal value', async () => {
    expect((await user.post('/zzt/applyChangeSet', {})).json).toMatchObject({
      state: 1030,
      data: { field: 'changes' },
    });
    expect((await user.post('/zzt/applyChangeSet', { changes: 'x' })).json.state).toBe(1031);
    expect((await user.post('/zzt/applyChangeSet', { changes: [] })).json.state).toBe(1032);
    expect(
      (await user.post('/zzt/applyChangeSet', { changes: [{ id: blocks[0]!.id, version: 0 }] })).json.state,
    ).toBe(1032);
  });

  it('refuses the whole set for an unknown parameter (1032), a missing target (1055), a taken name (1050) or a row named twice (1032)', async () => {
    const [b0, b1] = blocks;
    const fine = { id: b0!.id, version: 2, values: { ZztChannelLength: '77' } };
    const cases: [unknown, number][] = [
      [{ id: b1!.id, version: 2, values: { NoSuchParameter: '1' } }, 1032],
      [{ id: b1!.id, version: 2, references: { ZztChannelPeerRef: ['no-such-target'] } }, 1055],
      [{ id: b1!.id, version: 2, shortName: 'Renamed' }, 1050],
      [{ id: b0!.id, version: 2, values: { ZztChannelLength: '78' } }, 1032],
    ];
    for (const [change, state] of cases) {
      const refused = await user.post('/zzt/applyChangeSet', { changes: [fine, change] });
      expect(refused.json.state).toBe(state);
      // A taken name says nothing more than its code, so that the browser shows the code's own text.
      if (state === 1050) expect(refused.json.message).toBeUndefined();
    }
    expect(await list()).toEqual(blocks);
  });

  it('lets siblings swap names in one set', async () => {
    const [b0, b1] = blocks;
    const swapped = await user.post('/zzt/applyChangeSet', {
      changes: [
        { id: b0!.id, version: 2, shortName: b1!.shortName },
        { id: b1!.id, version: 2, shortName: b0!.shortName },
      ],
    });
    expect(swapped.json.state).toBe(200);
    blocks = await list();
    expect(byName(blocks, 'ZztChannel_1').id).toBe(b0!.id);
  });

  it('applies 2,000 changes in one set, form-encoded too', async () => {
    const many: ContainerValue[] = Array.from({ length: 2000 }, (_, i) => ({
      id: `bulk-${i}`,
      module: THROWAWAY_MODULE,
      instanceId: 0,
      definitionPath: '/Zzt/ZztChannel',
      parentId: null,
      shortName: `Bulk_${i}`,
      position: 10 + i,
      values: { ZztChannelLength: '1' },
      references: {},
      version: 1,
    }));
    await insertContainers(app.services.db, user.projectId!, many, user.userId);
    const changes = many.map((c, i) => ({
      id: c.id,
      version: 1,
      values: { ZztChannelLength: String(i + 1), ZztChannelActive: i % 2 === 0 },
      ...(i === 0 ? { shortName: 'Bulk_first' } : {}),
    }));
    const applied = await user.post('/zzt/applyChangeSet', { changes });
    expect(applied.json.state).toBe(200);
    expect(applied.json.data.containers).toHaveLength(2000);
    const after = (await list()).filter((c) => c.id.startsWith('bulk-'));
    expect(after).toHaveLength(2000);
    expect(after.every((c) => c.version === 2)).toBe(true);
    expect(after.find((c) => c.id === 'bulk-1999')!.values).toEqual({
      ZztChannelLength: '2000',
      ZztChannelActive: false,
    });
    expect(after.find((c) => c.id === 'bulk-0')!.shortName).toBe('Bulk_first');

    // One stale row among 2,000 writes none of them.
    const again = changes.map((c) => ({
      id: c.id,
      version: c.id === 'bulk-1234' ? 1 : 2,
      values: { ZztChannelLength: '65535' },
    }));
    const refused = await user.post('/zzt/applyChangeSet', { changes: again });
    expect(refused.json.state).toBe(1060);
    expect(refused.json.data.stale).toEqual([
      { id: 'bulk-1234', current: expect.objectContaining({ version: 2 }) },
    ]);
    expect((await list()).filter((c) => c.values.ZztChannelLength === '65535')).toEqual([]);

    const response = await app.fastify.inject({
      method: 'POST',
      url: '/zzt/applyChangeSet',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: user.cookie!,
        projectid: String(user.projectId),
      },
      payload: `changes=${encodeURIComponent(JSON.stringify([{ id: 'bulk-7', version: 2, values: { ZztChannelLength: '7' } }]))}`,
    });
    expect(response.json()).toMatchObject({
      state: 200,
      data: { containers: [{ id: 'bulk-7', version: 3 }] },
    });
  });

  it('answers 603 while the module is off', async () => {
    await user.post('/module/updateData', { module: THROWAWAY_MODULE, enabled: false });
    const refused = await user.post('/zzt/applyChangeSet', {
      changes: [{ id: blocks[0]!.id, version: blocks[0]!.version, values: { ZztChannelLength: '1' } }],
    });
    expect(refused.status).toBe(603);
  });
});
