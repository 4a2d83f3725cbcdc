import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  testBackends,
  type TestClient,
  throwawayModuleApp,
  userWithProject,
} from './testing/test-app.js';

interface Row {
  id: string;
  version: number;
  shortName: string;
  definitionPath: string;
  parentId: string | null;
}

/**
 * A call list a module's plugin declares (the throwaway module's `frame` → `/Zzt/ZztChannel/ZztFrame`) is served
 * as `/zzt/frame/...`: the module's container calls restricted to that definition, with no server file naming
 * the module or the list.
 */
describe.each(testBackends)('the call lists of a registered module on %s', (backend) => {
  let user: TestClient & { userId: number; projectId: number };
  let close: () => Promise<void>;
  let channel: Row;

  beforeAll(async () => {
    ({ user, close } = await throwawayModuleApp(
      backend,
      { email: 'lists@example.com', name: 'Lists' },
      'Lists ECU',
    ));
    expect((await user.post('/module/updateData', { module: 'Zzt', enabled: true })).json.state).toBe(200);
    const added = await user.post('/zzt/addData', {
      definitionPath: '/Zzt/ZztChannel',
      values: { ZztChannelId: '1' },
    });
    expect(added.json.state).toBe(200);
    channel = (added.json.data as { container: Row }).container;
  });
  afterAll(async () => {
    await close();
  });

  const frames = async () =>
    ((await user.post('/zzt/frame/getProjectIdListData', {})).json.data as Row[]).map((f) => f.shortName);

  it('adds a container of the list without the body naming its definition', async () => {
    const name = await user.post('/zzt/frame/getUniqueName', { parentId: channel.id });
    expect(name.json).toMatchObject({ state: 200, data: 'ZztFrame_0' });
    const added = await user.post('/zzt/frame/addData', { parentId: channel.id });
    expect(added.json.state).toBe(200);
    expect((added.json.data as { container: Row }).container).toMatchObject({
      definitionPath: '/Zzt/ZztChannel/ZztFrame',
      shortName: 'ZztFrame_0',
      parentId: channel.id,
    });
    const named = await user.post('/zzt/frame/addData', {
      parentId: channel.id,
      definitionPath: '/Zzt/ZztChannel/ZztFrame',
      shortName: 'Second',
    });
    expect(named.json.state).toBe(200);
  });

  it('asks for the parent when its definition may occur more than once', async () => {
    // ZztChannel is 0..*: a frame without parentId is not put under the one channel there happens to be.
    const orphan = await user.post('/zzt/frame/addData', {});
    expect(orphan.json.state).toBe(1057);
  });

  it('lists the containers of its definition only', async () => {
    expect(await frames()).toEqual(['ZztFrame_0', 'Second']);
    // The module's own list holds the channel too.
    const all = (await user.post('/zzt/getProjectIdListData', {})).json.data as Row[];
    expect(all.map((c) => c.shortName)).toEqual(['ZztChannel_0', 'ZztFrame_0', 'Second']);
  });

  it('refuses with 1032 a body naming another definition or an id of another definition', async () => {
    const add = await user.post('/zzt/frame/addData', { definitionPath: '/Zzt/ZztChannel' });
    expect(add.json.state).toBe(1032);
    const list = await user.post('/zzt/frame/getProjectIdListData', { definitionPath: '/Zzt/ZztChannel' });
    expect(list.json.state).toBe(1032);
    const update = await user.post('/zzt/frame/updateIdData', {
      id: channel.id,
      version: channel.version,
      values: { ZztChannelId: '9' },
    });
    expect(update.json.state).toBe(1032);
    const remove = await user.post('/zzt/frame/deleteIdData', { id: channel.id });
    expect(remove.json.state).toBe(1032);
    // Nothing changed: the channel is still there with its id.
    const channels = (await user.post('/zzt/getProjectIdListData', { definitionPath: '/Zzt/ZztChannel' }))
      .json.data as (Row & { values: { ZztChannelId: string } })[];
    expect(channels.map((c) => [c.shortName, c.values.ZztChannelId])).toEqual([['ZztChannel_0', '1']]);
  });

  it('changes and deletes a container of the list', async () => {
    const rows = (await user.post('/zzt/frame/getProjectIdListData', {})).json.data as Row[];
    const second = rows.find((r) => r.shortName === 'Second')!;
    const renamed = await user.post('/zzt/frame/updateIdData', {
      id: second.id,
      version: second.version,
      shortName: 'Renamed',
    });
    expect(renamed.json.state).toBe(200);
    expect(await frames()).toEqual(['ZztFrame_0', 'Renamed']);
    const deleted = await user.post('/zzt/frame/deleteIdData', { id: second.id });
    expect(deleted.json.state).toBe(200);
    expect(await frames()).toEqual(['ZztFrame_0']);
  });
});

/**
 * A shipped module's lists (FiM: `event` → FiMSummaryEvent, `fid` → FiMFID): their containers sit under the one
 * FiMConfigSet, which a body need not name.
 */
describe.each(testBackends)('the FiM call lists on %s', (backend) => {
  it('adds FIDs and summary events under the one configuration set', async () => {
    const app = await createTestApp(backend);
    try {
      const user = await userWithProject(app, 'fim-lists@example.com', 'FiM', {
        name: 'FiM ECU',
        chip: 'S32K144',
        compiler: 's32dsGcc',
      });
      expect((await user.post('/module/updateData', { module: 'FiM', enabled: true })).json.state).toBe(200);
      expect((await user.post('/fim/fid/getUniqueName', {})).json.data).toBe('FiMFID_0');
      for (const _ of [0, 1]) expect((await user.post('/fim/fid/addData', {})).json.state).toBe(200);
      const summary = await user.post('/fim/event/addData', { shortName: 'EngineFaults' });
      expect(summary.json.state).toBe(200);
      const fids = (await user.post('/fim/fid/getProjectIdListData', {})).json.data as (Row & {
        values: { FiMFunctionId: string };
      })[];
      expect(fids.map((f) => [f.shortName, f.definitionPath, f.values.FiMFunctionId])).toEqual([
        ['FiMFID_0', '/FiM/FiMConfigSet/FiMFID', '0'],
        ['FiMFID_1', '/FiM/FiMConfigSet/FiMFID', '1'],
      ]);
      const events = (await user.post('/fim/event/getProjectIdListData', {})).json.data as Row[];
      expect(events.map((e) => e.shortName)).toEqual(['EngineFaults']);
      // A summary event is not a FID.
      const wrong = await user.post('/fim/fid/deleteIdData', { id: events[0]!.id });
      expect(wrong.json.state).toBe(1032);
      // The new summary event has no input event yet: E_FiM0003.
      const check = await user.post('/generate/check', { language: 'en_us' });
      expect(check.json.data.errList).toContainEqual(
        expect.objectContaining({ code: 'E_FiM0003', path: '/FiM/FiMConfigSet/EngineFaults' }),
      );
    } finally {
      await app.close();
    }
  });
});
