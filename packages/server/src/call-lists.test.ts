import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moduleById } from '@ecuc/core/catalogue';
import { indexModuleDef } from '@ecuc/core/ecuc';
import { modulePlugins } from '@ecuc/core/modules';
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
 * Every registered module's call lists whose containers sit under a parent that each project has exactly once
 * (the parent and every definition above it 1..1): a body that names no parent puts the container there, and
 * the list shows it. Read from the registry: no module is named here.
 */
describe.each(testBackends)('the call lists of the registered modules on %s', (backend) => {
  const lists = modulePlugins().flatMap((plugin) => {
    const descriptor = moduleById(plugin.definition.moduleId);
    const index = indexModuleDef(plugin.definition).containers;
    const underOneParent = (path: string): boolean => {
      let at = index.get(path)?.parentPath ?? null;
      if (at === null) return false;
      for (; at !== null; at = index.get(at)?.parentPath ?? null) {
        const def = index.get(at)?.def;
        if (def?.lower !== 1 || def.upper !== 1) return false;
      }
      return true;
    };
    if (!descriptor || descriptor.instanceBased || !plugin.callLists) return [];
    return Object.entries(plugin.callLists)
      .filter(([, path]) => underOneParent(path))
      .map(([list, path]) => ({ module: descriptor.name, url: `/${descriptor.apiPrefix}/${list}`, path }));
  });

  it('adds a container of each such list without the body naming its parent', async () => {
    expect(lists.length).toBeGreaterThan(0);
    const app = await createTestApp(backend);
    try {
      const user = await userWithProject(app, 'one-parent@example.com', 'Lists', {
        name: 'Lists ECU',
        chip: 'S32K144',
        compiler: 's32dsGcc',
      });
      for (const { module, url, path } of lists) {
        expect((await user.post('/module/updateData', { module, enabled: true })).json.state).toBe(200);
        const added = await user.post(`${url}/addData`, {});
        expect(added.json.state, url).toBe(200);
        const container = (added.json.data as { container: Row }).container;
        expect(container.definitionPath, url).toBe(path);
        const listed = (await user.post(`${url}/getProjectIdListData`, {})).json.data as Row[];
        expect(
          listed.map((row) => row.id),
          url,
        ).toContain(container.id);
      }
    } finally {
      await app.close();
    }
  });
});
