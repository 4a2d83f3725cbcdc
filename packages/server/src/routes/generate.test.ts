import { zipEntries } from '../testing/zip-reader.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { container, integerParam, type ModuleDef } from '@ecuc/core/ecuc';
import { registerThrowawayModule, THROWAWAY_MODULE, THROWAWAY_PLUGIN } from '@ecuc/core/testing';
import {
  createTestApp,
  registeredUser,
  testBackends,
  type TestApp,
  type TestClient,
} from '../testing/test-app.js';

const testNvM: ModuleDef = {
  name: 'NvM',
  moduleId: 200,
  version: 1,
  containers: [
    container('NvMBlockDescriptor', {
      lower: 0,
      upper: 'infinite',
      parameters: [
        integerParam('NvMNvramBlockIdentifier', { min: '2', max: '65535' }),
        integerParam('NvMNvBlockLength', { min: '1', max: '65535', default: '8' }),
      ],
    }),
  ],
};

const zipNames = (archive: Buffer): string[] => Object.keys(zipEntries(archive));

describe.each(testBackends)('verification and download on %s', (backend) => {
  let app: TestApp;
  let user: TestClient & { userId: number };
  let blockId: string;
  let unregister: () => void;

  beforeAll(async () => {
    unregister = registerThrowawayModule();
    // NvM (no generator) and the throwaway module, whose generator reads it.
    app = await createTestApp(backend, { definitions: [testNvM, THROWAWAY_PLUGIN.definition] });
    user = await registeredUser(app, 'gen@example.com', 'Gen');
    const project = await user.post('/vkproject/addData', {
      name: 'Door ECU',
      chip: 'TC275',
      compiler: 'tasking',
    });
    user.projectId = project.json.data.id as number;
    await user.post('/module/updateData', { module: 'NvM', enabled: true });
    const added = await user.post('/nvm/addData', { definitionPath: '/NvM/NvMBlockDescriptor' });
    blockId = added.json.data.container.id as string;
  });
  afterAll(async () => {
    await app.close();
    unregister();
  });

  const download = () =>
    app.fastify.inject({
      method: 'GET',
      url: `/generate/project?projectid=${user.projectId}`,
      headers: { cookie: user.cookie! },
    });

  it('reports a missing mandatory value as E_0001 with its path, in the language asked for', async () => {
    const check = await user.post('/generate/check', { language: 'en_us' });
    expect(check.json.state).toBe(200);
    expect(check.json.data.errList).toContainEqual(
      expect.objectContaining({
        type: 'error',
        code: 'E_0001',
        path: '/NvM/NvMBlockDescriptor_0',
        param: 'NvMNvramBlockIdentifier',
      }),
    );
    const zh = await user.post('/generate/check', { language: 'zh_cn' });
    expect(zh.json.data.errList[0].message).not.toBe(check.json.data.errList[0].message);
  });

  it('an error in a module no generator reads does not refuse the download; the report lists it', async () => {
    const check = await user.post('/generate/check', { language: 'en_us' });
    expect(check.json.data.errList.length).toBeGreaterThan(0);
    expect(check.json.data.checkedModules).toEqual([]);
    const response = await download();
    expect(response.headers['content-type']).toBe('application/zip');
    const report = zipEntries(response.rawPayload)['check-report.txt']!.toString();
    expect(report).toContain('Checked before generation (the modules the generators read): none');
    expect(report).toContain('E_0001 /NvM/NvMBlockDescriptor_0');
  });

  let channel: { id: string; version: number };
  it('refuses the download while a module a generator reads has errors, naming the modules it checked', async () => {
    await user.post('/module/updateData', { module: THROWAWAY_MODULE, enabled: true });
    // A channel without its mandatory id.
    const added = await user.post(`/${THROWAWAY_PLUGIN.catalogue!.apiPrefix}/addData`, {
      definitionPath: `/${THROWAWAY_MODULE}/ZztChannel`,
    });
    channel = added.json.data.container as { id: string; version: number };
    const check = await user.post('/generate/check', {});
    expect(check.json.data.checkedModules).toEqual([THROWAWAY_MODULE]);
    const response = await download();
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(500);
    expect(response.json()).toMatchObject({ state: 1057, data: { checkedModules: [THROWAWAY_MODULE] } });
    expect(response.json().message).toContain(THROWAWAY_MODULE);
  });

  it('downloads a zip named after the project once the errors are fixed', async () => {
    await user.post(`/${THROWAWAY_PLUGIN.catalogue!.apiPrefix}/updateIdData`, {
      id: channel.id,
      version: channel.version,
      values: { ZztChannelId: '1' },
    });
    await user.post('/nvm/updateIdData', {
      id: blockId,
      version: 1,
      values: { NvMNvramBlockIdentifier: '2' },
    });
    const check = await user.post('/generate/check', {});
    expect(check.json.data.errList).toEqual([]);
    const response = await download();
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toContain("filename*=UTF-8''Door%20ECU.zip");
    const names = zipNames(response.rawPayload);
    expect(names).toContain('README');
    expect(names).toContain('check-report.txt');
    expect(names.some((name) => name.startsWith(`${THROWAWAY_MODULE}/`))).toBe(true);
  });

  it('answers the download without a session with 401 and for a foreign project with 600', async () => {
    const anonymous = await app.fastify.inject({
      method: 'GET',
      url: `/generate/project?projectid=${user.projectId}`,
    });
    expect(anonymous.statusCode).toBe(401);
    const stranger = await registeredUser(app, 'stranger@example.com', 'Stranger');
    const foreign = await app.fastify.inject({
      method: 'GET',
      url: `/generate/project?projectid=${user.projectId}`,
      headers: { cookie: stranger.cookie! },
    });
    expect(foreign.statusCode).toBe(600);
  });

  it('stores an acknowledged warning per project and shows it on the next check; warnings allow the download', async () => {
    await user.post('/module/updateData', { module: 'Os', enabled: true });
    const before = await user.post('/generate/check', {});
    const warning = (
      before.json.data.warningList as { code: string; path: string; acknowledged?: unknown }[]
    ).find((w) => w.code === 'W_0002' && w.path === '/Os');
    expect(warning).toBeDefined();
    expect(warning?.acknowledged).toBeUndefined();
    expect((await download()).headers['content-type']).toBe('application/zip');
    const acknowledged = await user.post('/generate/acknowledgeWarning', {
      code: 'W_0002',
      path: '/Os',
      reason: 'generated by the vendor tool for now',
    });
    expect(acknowledged.json.state).toBe(200);
    const after = await user.post('/generate/check', {});
    expect(
      after.json.data.warningList.find((w: { code: string; path: string }) => w.path === '/Os').acknowledged,
    ).toMatchObject({
      reason: 'generated by the vendor tool for now',
      by: user.userId,
    });
    expect(
      (await user.post('/generate/acknowledgeWarning', { code: 'W_0002', path: '/Os', reason: '  ' })).json
        .state,
    ).toBe(1032);
    await user.post('/generate/withdrawAcknowledgement', { code: 'W_0002', path: '/Os' });
    const withdrawn = await user.post('/generate/check', {});
    expect(
      withdrawn.json.data.warningList.find((w: { code: string; path: string }) => w.path === '/Os')
        .acknowledged,
    ).toBeUndefined();
  });

  it('answers the form-encoded check too', async () => {
    const response = await app.fastify.inject({
      method: 'POST',
      url: '/generate/check',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: user.cookie!,
        projectid: String(user.projectId),
      },
      payload: `project=${user.projectId}`,
    });
    expect(response.json()).toMatchObject({ state: 200, data: { errList: [] } });
  });
});
