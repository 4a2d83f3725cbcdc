import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  registeredUser,
  testBackends,
  type TestApp,
  type TestClient,
} from '../testing/test-app.js';
import { multipartBody } from '../testing/multipart.js';

const OIL = 'OIL_VERSION = "2.5";\nCPU cpu { OS os { STATUS = EXTENDED; }; TASK t { PRIORITY = 1; }; };\n';

describe.each(testBackends)('uploaded OIL files on %s', (backend) => {
  let app: TestApp;
  let user: TestClient & { userId: number };

  beforeAll(async () => {
    app = await createTestApp(backend);
    user = await registeredUser(app, 'oil@example.com', 'Oil');
    const project = await user.post('/vkproject/addData', {
      name: 'Oil ECU',
      chip: 'S32K144',
      compiler: 's32dsGcc',
    });
    user.projectId = project.json.data.id as number;
  });
  afterAll(async () => {
    await app.close();
  });

  const upload = async (name: string, content: string | Buffer, query = '') => {
    const body = multipartBody({ name, content });
    const response = await app.fastify.inject({
      method: 'POST',
      url: `/file/upload${query}`,
      headers: { ...body.headers, cookie: user.cookie!, projectid: String(user.projectId) },
      payload: body.payload,
    });
    return response.json() as { state: number; data: { id: number; name: string; size: number } };
  };

  it('takes an .oil file and lists it', async () => {
    const answer = await upload('app.oil', OIL);
    expect(answer).toMatchObject({ state: 200, data: { name: 'app.oil', size: OIL.length } });
    const list = await user.post('/file/getOilListData');
    expect(list.json.data.map((f: { name: string }) => f.name)).toEqual(['app.oil']);
  });

  it('answers 1044 for another extension', async () => {
    expect((await upload('app.dbc', 'VERSION ""')).state).toBe(1044);
  });

  it('asks before overwriting a file of the same name (1041), and overwrites when told', async () => {
    expect((await upload('app.oil', OIL + '\n')).state).toBe(1041);
    const again = await upload('app.oil', OIL + '\n', '?overwrite=true');
    expect(again).toMatchObject({ state: 200, data: { size: OIL.length + 1 } });
    expect((await user.post('/file/getOilListData')).json.data).toHaveLength(1);
  });

  it('answers 1051 above 10 MB', async () => {
    expect((await upload('huge.oil', Buffer.alloc(10 * 1024 * 1024 + 10, 32))).state).toBe(1051);
  });

  it('deletes a file; a missing one answers 1040', async () => {
    const id = (await user.post('/file/getOilListData')).json.data[0].id as number;
    expect((await user.post('/file/deleteOil', { id })).json.state).toBe(200);
    expect((await user.post('/file/deleteOil', { id })).json.state).toBe(1040);
  });
});
