import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends, type TestClient, throwawayModuleApp } from './testing/test-app.js';

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
