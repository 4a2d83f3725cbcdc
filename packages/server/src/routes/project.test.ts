import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { containers } from '../db/schema.js';
import {
  createTestApp,
  registeredUser,
  testBackends,
  type TestApp,
  type TestClient,
} from '../testing/test-app.js';

describe.each(testBackends)('projects and modules on %s', (backend) => {
  let app: TestApp;
  let owner: TestClient & { userId: number };
  let other: TestClient & { userId: number };
  let projectId: number;

  beforeAll(async () => {
    // No module definitions: these tests place containers by hand and count them.
    app = await createTestApp(backend, { definitions: [] });
    owner = await registeredUser(app, 'owner@example.com', 'Owner');
    other = await registeredUser(app, 'other@example.com', 'Other');
  });
  afterAll(async () => {
    await app.close();
  });

  it('creates a project; the name is unique per owner and must not contain a slash', async () => {
    const created = await owner.post('/vkproject/addData', {
      name: 'Body ECU',
      description: 'door module',
      chip: 'TC275',
      compiler: 'tasking',
    });
    expect(created.json.state).toBe(200);
    projectId = created.json.data.id as number;
    expect(
      (await owner.post('/vkproject/addData', { name: 'Body ECU', chip: 'TC275', compiler: 'tasking' })).json
        .state,
    ).toBe(1050);
    expect(
      (await owner.post('/vkproject/addData', { name: 'a/b', chip: 'TC275', compiler: 'tasking' })).json
        .state,
    ).toBe(1032);
    expect(
      (await owner.post('/vkproject/addData', { name: 'x', chip: 'Z80', compiler: 'tasking' })).json.state,
    ).toBe(1032);
    // Another user may use the same name.
    expect(
      (await other.post('/vkproject/addData', { name: 'Body ECU', chip: 'S32K144', compiler: 's32dsGcc' }))
        .json.state,
    ).toBe(200);
  });

  it('lists the project under My Project and reads it by id', async () => {
    const mine = await owner.post('/vkproject/getMyProjectListData');
    expect(mine.json.data).toHaveLength(1);
    expect(mine.json.data[0]).toMatchObject({
      name: 'Body ECU',
      chip: 'TC275',
      creatorName: 'Owner',
      role: 'owner',
    });
    const one = await owner.post('/vkproject/getIdData', { id: projectId });
    expect(one.json.data.name).toBe('Body ECU');
  });

  it('answers HTTP 600 to a user who is neither owner nor participant', async () => {
    expect((await other.post('/vkproject/getIdData', { id: projectId })).status).toBe(600);
    other.projectId = projectId;
    expect((await other.post('/module/getListData', {})).status).toBe(600);
    other.projectId = undefined;
  });

  it('switches modules on and off; the menu and the disabled route keys follow', async () => {
    owner.projectId = projectId;
    const before = await owner.post('/module/getListData', { project: projectId });
    expect(before.json.data.disabledRouteKeys).toContain('os');
    expect(before.json.data.list.map((i: { mark: string }) => i.mark)).toContain('EcuC');
    const on = await owner.post('/module/updateData', { module: 'Os', enabled: true });
    expect(on.json.data.disabledRouteKeys).not.toContain('os');
    expect(on.json.data.list).toContainEqual(expect.objectContaining({ mark: 'Os', pageUrl: 'os' }));
    const can = await owner.post('/module/updateData', { module: 'Can', enabled: true, instances: [0, 2] });
    expect(
      can.json.data.list
        .filter((i: { mark: string }) => i.mark === 'Can')
        .map((i: { instanceId: number }) => i.instanceId),
    ).toEqual([0, 2]);
    expect((await owner.post('/module/updateData', { module: 'EcuC', enabled: false })).json.state).toBe(
      1058,
    );
    expect((await owner.post('/module/updateData', { module: 'NoSuch', enabled: true })).json.state).toBe(
      1032,
    );
  });

  it('clears all data of a module switched off, in one go', async () => {
    await app.services.db.insert(containers).values({
      id: randomUUID(),
      projectId,
      module: 'Os',
      definitionPath: '/Os/OsTask',
      shortName: 'Task_0',
    });
    const off = await owner.post('/module/updateData', { module: 'Os', enabled: false });
    expect(off.json.data.disabledRouteKeys).toContain('os');
    const left = await app.services.db.select().from(containers).where(eq(containers.projectId, projectId));
    expect(left.filter((c) => c.module === 'Os')).toHaveLength(0);
  });

  it('copies a project deeply; the copy takes the first unused numeric suffix and is independent', async () => {
    await owner.post('/module/updateData', { module: 'Os', enabled: true });
    const parentId = randomUUID();
    const childId = randomUUID();
    await app.services.db.insert(containers).values([
      { id: parentId, projectId, module: 'Os', definitionPath: '/Os/OsCounter', shortName: 'SystemCounter' },
      {
        id: childId,
        projectId,
        module: 'Os',
        definitionPath: '/Os/OsAlarm',
        shortName: 'Alarm_0',
        referenceValues: { OsAlarmCounterRef: [parentId] },
      },
    ]);
    const copy = await owner.post('/vkproject/projectCopy', { id: projectId });
    expect(copy.json.data.name).toBe('Body ECU_0');
    const copyId = copy.json.data.id as number;
    const copied = await app.services.db.select().from(containers).where(eq(containers.projectId, copyId));
    expect(copied).toHaveLength(2);
    const counter = copied.find((c) => c.shortName === 'SystemCounter')!;
    const alarm = copied.find((c) => c.shortName === 'Alarm_0')!;
    expect(counter.id).not.toBe(parentId);
    expect(alarm.referenceValues.OsAlarmCounterRef).toEqual([counter.id]);
    // Changing the original leaves the copy as it was.
    await app.services.db.update(containers).set({ shortName: 'Renamed' }).where(eq(containers.id, parentId));
    const again = await app.services.db.select().from(containers).where(eq(containers.id, counter.id));
    expect(again[0]?.shortName).toBe('SystemCounter');
    owner.projectId = copyId;
    const menu = await owner.post('/module/getListData', {});
    expect(menu.json.data.disabledRouteKeys).not.toContain('os');
    expect((await owner.post('/vkproject/projectCopy', { id: projectId })).json.data.name).toBe('Body ECU_1');
  });

  it('merges modules of one project into another: preview, per-module choice, applied whole', async () => {
    const target = await owner.post('/vkproject/addData', {
      name: 'Target',
      chip: 'TC275',
      compiler: 'tasking',
    });
    const targetId = target.json.data.id as number;
    owner.projectId = targetId;
    await owner.post('/module/updateData', { module: 'Os', enabled: true });
    await owner.post('/module/updateData', { module: 'NvM', enabled: true });
    await app.services.db.insert(containers).values({
      id: randomUUID(),
      projectId: targetId,
      module: 'Os',
      definitionPath: '/Os/OsTask',
      shortName: 'TargetTask',
    });
    const preview = await owner.post('/vkproject/projectMergePreview', { sourceId: projectId, targetId });
    expect(preview.json.data.modules).toContainEqual(
      expect.objectContaining({
        module: 'Os',
        inSource: true,
        inTarget: true,
        sourceContainers: 2,
        targetContainers: 1,
      }),
    );
    // Without a choice for Os nothing happens.
    const undecided = await owner.post('/vkproject/projectMerge', { sourceId: projectId, targetId });
    expect(undecided.json.state).toBe(1030);
    expect(undecided.json.data.modules).toContain('Os');
    const unchanged = await app.services.db
      .select()
      .from(containers)
      .where(eq(containers.projectId, targetId));
    expect(unchanged.filter((c) => c.module === 'Os').map((c) => c.shortName)).toEqual(['TargetTask']);

    const merged = await owner.post('/vkproject/projectMerge', {
      sourceId: projectId,
      targetId,
      choices: { Os: 'source' },
    });
    expect(merged.json.state).toBe(200);
    expect(merged.json.data.merged).toEqual(expect.arrayContaining(['Os', 'Can']));
    const after = await app.services.db.select().from(containers).where(eq(containers.projectId, targetId));
    expect(
      after
        .filter((c) => c.module === 'Os')
        .map((c) => c.shortName)
        .sort(),
    ).toEqual(['Alarm_0', 'Renamed']);
    owner.projectId = targetId;
    const menu = await owner.post('/module/getListData', {});
    expect(menu.json.data.disabledRouteKeys).not.toContain('nvM');
    expect(menu.json.data.list.some((i: { mark: string }) => i.mark === 'NvM')).toBe(true);
  });

  it('lets a participant see and configure but not modify, delete or transfer (1020)', async () => {
    expect(
      (await owner.post('/vkproject/addParticipant', { id: projectId, email: 'other@example.com' })).json
        .state,
    ).toBe(200);
    const participate = await other.post('/vkproject/getParticipateProjectListData');
    expect(participate.json.data.map((p: { name: string }) => p.name)).toEqual(['Body ECU']);
    other.projectId = projectId;
    expect((await other.post('/module/getListData', {})).status).toBe(200);
    const deleted = await other.post('/vkproject/deleteIdData', { id: projectId });
    expect(deleted.json).toMatchObject({ state: 1020, data: 'deleteProject' });
    expect(
      (
        await other.post('/vkproject/projectPermissionTransfer', {
          id: projectId,
          email: 'other@example.com',
        })
      ).json.state,
    ).toBe(1020);
    expect(
      (await other.post('/vkproject/updateIdData', { id: projectId, description: 'edited by a participant' }))
        .json,
    ).toMatchObject({ state: 1020, data: 'modifyProject' });
  });

  it('transfers a project: the recipient sees it under My Project', async () => {
    const third = await registeredUser(app, 'third@example.com', 'Third');
    const transfer = await owner.post('/vkproject/projectPermissionTransfer', {
      id: projectId,
      email: 'third@example.com',
    });
    expect(transfer.json.state).toBe(200);
    const mine = await third.post('/vkproject/getMyProjectListData');
    expect(mine.json.data.map((p: { name: string }) => p.name)).toEqual(['Body ECU']);
    expect((await owner.post('/vkproject/getIdData', { id: projectId })).status).toBe(600);
    const all = await owner.post('/vkproject/userAllprojectPermissionTransfer', {
      email: 'third@example.com',
    });
    expect(all.json.data.moved).toBeGreaterThan(0);
    expect((await owner.post('/vkproject/getMyProjectListData')).json.data).toEqual([]);
  });

  it('renames with newName and deletes as creator; a deleted project answers 600', async () => {
    const created = await other.post('/vkproject/addData', {
      name: 'Temp',
      chip: 'TC233',
      compiler: 'tasking',
    });
    const id = created.json.data.id as number;
    expect((await other.post('/vkproject/updateIdData', { id, newName: 'Body ECU' })).json.state).toBe(1050);
    expect((await other.post('/vkproject/updateIdData', { id, newName: 'Renamed' })).json.state).toBe(200);
    expect((await other.post('/vkproject/deleteIdData', { id })).json.state).toBe(200);
    expect((await other.post('/vkproject/getIdData', { id })).status).toBe(600);
  });

  it('serves chips, compilers, cores and the version log', async () => {
    const chips = await owner.post('/vkproject/getPlatformList');
    expect(chips.json.data).toHaveLength(14);
    const compilers = await owner.post('/vkproject/getCompilerList', { chip: 'S32K144' });
    expect(compilers.json.data.length).toBeGreaterThan(0);
    const cores = await owner.post('/vkproject/getCoreList', { chip: 'TC275' });
    expect(cores.json.data).toHaveLength(3);
    const version = await owner.post('/vkproject/version');
    expect(version.json.data.releases[0].updated.length).toBeGreaterThan(0);
  });
});
