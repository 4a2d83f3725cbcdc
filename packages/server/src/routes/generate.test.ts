import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { container, integerParam, type ModuleDef } from '@ecuc/core/ecuc';
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

/** The names of the files in a zip (from its central directory). */
function zipNames(archive: Buffer): string[] {
  const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = archive.readUInt16LE(end + 10);
  let at = archive.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    const length = archive.readUInt16LE(at + 28);
    names.push(archive.subarray(at + 46, at + 46 + length).toString('utf8'));
    at += 46 + length;
  }
  return names;
}

describe.each(testBackends)('verification and download on %s', (backend) => {
  let app: TestApp;
  let user: TestClient & { userId: number };
  let blockId: string;

  beforeAll(async () => {
    app = await createTestApp(backend, { definitions: [testNvM] });
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

  it('refuses the download while errors remain, with a small answer the browser reads as text', async () => {
    const response = await download();
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(500);
    expect(response.json()).toMatchObject({ state: 1057 });
  });

  it('downloads a zip named after the project once the errors are fixed', async () => {
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
