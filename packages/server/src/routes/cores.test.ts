import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  userWithProject,
  testBackends,
  type TestApp,
  type TestClient,
} from '../testing/test-app.js';

describe.each(testBackends)('cores and partitions on %s', (backend) => {
  let app: TestApp;
  let user: TestClient & { userId: number };
  let master: string;
  let second: string;

  beforeAll(async () => {
    app = await createTestApp(backend);
    user = await userWithProject(app, 'cores@example.com', 'Cores', {
      name: 'Multicore',
      chip: 'TC275',
      compiler: 'tasking',
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it('adds cores of the chip; the first is the master; ids and hardware cores are unique', async () => {
    const first = await user.post('/core/addData', { coreId: 0, hardwareCore: 'CPU0' });
    expect(first.json.data).toMatchObject({
      coreId: 0,
      hardwareCore: 'CPU0',
      isMaster: true,
      partitions: [],
    });
    master = first.json.data.id as string;
    const added = await user.post('/core/addData', { coreId: 1, hardwareCore: 'CPU1' });
    expect(added.json.data.isMaster).toBe(false);
    second = added.json.data.id as string;
    expect((await user.post('/core/addData', { coreId: 1, hardwareCore: 'CPU2' })).json.state).toBe(1050);
    expect((await user.post('/core/addData', { coreId: 2, hardwareCore: 'CPU1' })).json.state).toBe(1053);
    expect((await user.post('/core/addData', { coreId: 2, hardwareCore: 'CM4' })).json.state).toBe(1032);
    expect(
      (await user.post('/core/addData', { coreId: 2, hardwareCore: 'CPU2', isMaster: true })).json.state,
    ).toBe(1053);
    const list = await user.post('/core/getListData');
    expect(list.json.data.map((c: { coreId: number }) => c.coreId)).toEqual([0, 1]);
  });

  it('never deletes the master core', async () => {
    expect((await user.post('/core/deleteData', { id: master })).json.state).toBe(1058);
  });

  it('moves the master role and edits a core without partitions', async () => {
    const moved = await user.post('/core/updateData', { id: second, isMaster: true });
    expect(moved.json.data.isMaster).toBe(true);
    const list = await user.post('/core/getListData');
    expect(list.json.data.filter((c: { isMaster: boolean }) => c.isMaster)).toHaveLength(1);
    await user.post('/core/updateData', { id: master, isMaster: true });
    expect(
      (await user.post('/core/updateData', { id: second, hardwareCore: 'CPU2' })).json.data.hardwareCore,
    ).toBe('CPU2');
  });

  it('locks a core with partitions, and keeps at least one partition', async () => {
    const withPartition = await user.post('/core/addPartition', { core: second });
    expect(withPartition.json.data.partitions).toHaveLength(1);
    expect((await user.post('/core/updateData', { id: second, coreId: 5 })).json.state).toBe(1057);
    expect((await user.post('/core/deleteData', { id: second })).json.state).toBe(1057);
    const partition = withPartition.json.data.partitions[0].id as string;
    expect((await user.post('/core/deletePartition', { id: partition })).json.state).toBe(1058);
    const two = await user.post('/core/addPartition', { core: second, name: 'QM_Partition' });
    expect(two.json.data.partitions.map((p: { name: string }) => p.name)).toEqual([
      'Partition_0',
      'QM_Partition',
    ]);
    expect((await user.post('/core/deletePartition', { id: partition })).json.data.partitions).toHaveLength(
      1,
    );
  });

  it('keeps cores as EcuC containers that verification reads', async () => {
    const list = await user.post('/ecuc/getProjectIdListData', {
      definitionPath: '/EcuC/EcucHardware/EcucCoreDefinition',
    });
    expect(list.json.data).toHaveLength(2);
    const check = await user.post('/generate/check', {});
    expect(
      check.json.data.errList.filter((r: { path: string }) => r.path.startsWith('/EcuC/EcucHardware')),
    ).toEqual([]);
  });

  it('refuses to delete a core that an OS application runs on, naming the application', async () => {
    const third = await user.post('/core/addData', { coreId: 2, hardwareCore: 'CPU1' });
    expect(third.json).toMatchObject({ state: 200 });
    const coreId = third.json.data.id as string;
    expect((await user.post('/module/updateData', { module: 'Os', enabled: true })).json.state).toBe(200);
    const application = await user.post('/os/addData', { definitionPath: '/Os/OsApplication' });
    expect(application.json.state).toBe(200);
    const { id, version } = application.json.data.container as { id: string; version: number };
    const assigned = await user.post('/os/updateIdData', {
      id,
      version,
      references: { OsApplicationCoreRef: [coreId] },
    });
    expect(assigned.json.state).toBe(200);
    user.language = 'en_us';
    const refused = await user.post('/core/deleteData', { id: coreId });
    user.language = undefined;
    expect(refused.json.state).toBe(1055);
    expect(refused.json.data.referrers).toEqual([
      { id, path: expect.stringMatching(/^\/Os\/OsApplication/), reference: 'OsApplicationCoreRef' },
    ]);
    expect(refused.json.message).toMatch(/^still referred to by \/Os\/OsApplication/);
    const unassigned = await user.post('/os/updateIdData', {
      id,
      version: version + 1,
      references: { OsApplicationCoreRef: [] },
    });
    expect(unassigned.json.state).toBe(200);
    expect((await user.post('/core/deleteData', { id: coreId })).json.state).toBe(200);
  });
});
