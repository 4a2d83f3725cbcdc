import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends, type TestApp, type TestClient, throwawayModuleApp } from './testing/test-app.js';
import { zipEntries } from './testing/zip-reader.js';

/**
 * A module registered from one folder (`core/src/testing/throwaway-module`) is served, checked, generated
 * and imported by the server without any server file naming it.
 */
describe.each(testBackends)('a registered module plugin on %s', (backend) => {
  let app: TestApp;
  let user: TestClient & { userId: number; projectId: number };
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, user, close } = await throwawayModuleApp(
      backend,
      { email: 'plugin@example.com', name: 'Plugin' },
      'Plugin ECU',
    ));
  });
  afterAll(async () => {
    await close();
  });

  const channels = async () =>
    (
      (await user.post('/zzt/getProjectIdListData', {})).json.data as {
        shortName: string;
        values: { ZztChannelId: string };
      }[]
    ).map((c) => [c.shortName, c.values.ZztChannelId]);

  it('switches the module on and serves its container calls under its prefix', async () => {
    const on = await user.post('/module/updateData', { module: 'Zzt', enabled: true });
    expect(on.json.state).toBe(200);
    expect(on.json.data.list).toContainEqual(expect.objectContaining({ mark: 'Zzt', pageUrl: 'zzt' }));
    const switchOf = (data: { modules: { module: string; changedAt?: string }[] }) =>
      data.modules.find((m) => m.module === 'Zzt')!;
    // Enabled and still empty: no change to tell.
    expect(switchOf(on.json.data).changedAt).toBeUndefined();
    const before = Date.now() - 1000;
    const first = await user.post('/zzt/addData', {
      definitionPath: '/Zzt/ZztChannel',
      values: { ZztChannelId: '3' },
    });
    expect(first.json).toMatchObject({ state: 200 });
    const second = await user.post('/zzt/addData', {
      definitionPath: '/Zzt/ZztChannel',
      values: { ZztChannelId: '3' },
    });
    expect(second.json.state).toBe(200);
    expect(await channels()).toEqual([
      ['ZztChannel_0', '3'],
      ['ZztChannel_1', '3'],
    ]);
    // The switch tells when its configuration last changed (the group overview pages show it).
    const changedAt = switchOf((await user.post('/module/getListData', {})).json.data).changedAt;
    expect(Date.parse(changedAt!)).toBeGreaterThanOrEqual(before);
  });

  it('gives a new container an id free in its id space over the whole module', async () => {
    const list = (await user.post('/zzt/getProjectIdListData', { definitionPath: '/Zzt/ZztChannel' })).json
      .data as { id: string }[];
    const frames: string[] = [];
    for (const channel of list) {
      const added = await user.post('/zzt/addData', {
        definitionPath: '/Zzt/ZztChannel/ZztFrame',
        parentId: channel.id,
      });
      expect(added.json.state).toBe(200);
      frames.push(
        (added.json.data as { container: { id: string; values: { ZztFrameId: string } } }).container.values
          .ZztFrameId,
      );
    }
    // Sibling-unique ids would both be 0: each frame is alone under its channel.
    expect(frames).toEqual(['0', '1']);
    for (const channel of list) {
      const children = (
        await user.post('/zzt/getProjectIdListData', { definitionPath: '/Zzt/ZztChannel/ZztFrame' })
      ).json.data as { id: string; parentId: string }[];
      const frame = children.find((c) => c.parentId === channel.id)!;
      expect((await user.post('/zzt/deleteIdData', { id: frame.id })).json.state).toBe(200);
    }
  });

  it('reports its rule in the check call, and its generated file is in the download once fixed', async () => {
    const tasksBefore = app.services.work.completed;
    const check = await user.post('/generate/check', { language: 'en_us' });
    expect(check.json.data.errList).toContainEqual(
      expect.objectContaining({ code: 'E_Zzt0001', path: '/Zzt/ZztChannel_1', param: 'ZztChannelId' }),
    );
    const list = (await user.post('/zzt/getProjectIdListData', {})).json.data as {
      id: string;
      version: number;
      shortName: string;
    }[];
    const duplicate = list.find((c) => c.shortName === 'ZztChannel_1')!;
    const fixed = await user.post('/zzt/updateIdData', {
      id: duplicate.id,
      version: duplicate.version,
      values: { ZztChannelId: '4' },
    });
    expect(fixed.json.state).toBe(200);
    expect((await user.post('/generate/check', {})).json.data.errList).toEqual([]);
    const download = await app.fastify.inject({
      method: 'GET',
      url: `/generate/project?projectid=${user.projectId}`,
      headers: { cookie: user.cookie! },
    });
    const entries = zipEntries(download.rawPayload);
    expect(entries['Zzt/Zzt_Cfg.h']).toBe(
      '#define ZztConf_ZztChannel_0 3U /* ZztChannel ZztChannel_0 */\n#define ZztConf_ZztChannel_1 4U /* ZztChannel ZztChannel_1 */\n',
    );
    expect(entries['README']).toContain('Zzt/');
    // Verification (three times: two checks and the one before the download) and generation ran in the work
    // threads, not in the request thread.
    expect(app.services.work.completed - tasksBefore).toBe(4);
  });

  it('takes a file its importer reads through the upload calls, in one transaction', async () => {
    const uploaded = await user.upload('/file/upload', {
      name: 'bus.zzt',
      content: 'channel Left 1\nchannel Right 2\nnoise\n',
    });
    expect(uploaded.json.state).toBe(200);
    const tasksBefore = app.services.work.completed;
    const applied = await user.post('/file/submitOil', { id: uploaded.json.data.id });
    expect(app.services.work.completed - tasksBefore).toBe(1);
    expect(applied.json).toMatchObject({
      state: 200,
      data: { modules: ['Zzt'], created: 2, removed: 2, facts: { channels: 2 } },
    });
    expect(applied.json.data.notImported).toEqual([
      {
        code: expect.any(String),
        severity: 'warning',
        count: 1,
        lines: ['bus.zzt:3:1: not a channel: noise'],
      },
    ]);
    expect(await channels()).toEqual([
      ['Left', '1'],
      ['Right', '2'],
    ]);
  });
});
