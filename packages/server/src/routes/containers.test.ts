import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { booleanParam, container, integerParam, reference, type ModuleDef } from '@ecuc/core/ecuc';
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
