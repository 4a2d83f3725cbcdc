import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends, type TestApp, type TestClient, throwawayModuleApp } from '../testing/test-app.js';

/** A file the throwaway module's importer reads. */
const CHANNELS = 'channel Left 1\n';

describe.each(testBackends)('request fields on %s', (backend) => {
  let app: TestApp;
  let user: TestClient & { userId: number };
  let uploadedFileId: number;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, user, close } = await throwawayModuleApp(
      backend,
      { email: 'fields@example.com', name: 'Fields' },
      'Fields',
    ));
    const uploaded = await user.upload('/file/upload', { name: 'bus.zzt', content: CHANNELS });
    uploadedFileId = uploaded.json.data.id as number;
  });
  afterAll(async () => {
    await close();
  });

  describe('control characters in text fields answer 1032, never 500', () => {
    const nul = 'a\u0000b';
    it.each([
      ['/vkproject/addData', { name: nul, chip: 'S32K144', compiler: 's32dsGcc' }, 'name'],
      [
        '/vkproject/addData',
        { name: 'P1', description: nul, chip: 'S32K144', compiler: 's32dsGcc' },
        'description',
      ],
      ['/vkproject/addData', { name: 'P1', chip: nul, compiler: 's32dsGcc' }, 'chip'],
      ['/vkproject/addData', { name: 'a\u0007b', chip: 'S32K144', compiler: 's32dsGcc' }, 'name'],
      ['/vkproject/addData', { name: 'a\nb', chip: 'S32K144', compiler: 's32dsGcc' }, 'name'],
      ['/vkproject/addData', { name: 'a\ud800b', chip: 'S32K144', compiler: 's32dsGcc' }, 'name'],
      ['/vkproject/addParticipant', { id: 0, email: 'x\u0000@example.com' }, 'email'],
      ['/vkproject/projectPermissionTransfer', { id: 0, email: 'x\u0000@example.com' }, 'email'],
      ['/generate/acknowledgeWarning', { code: 'W_0001', path: '/Zzt', reason: nul }, 'reason'],
      ['/generate/acknowledgeWarning', { code: nul, path: '/Zzt', reason: 'ok' }, 'code'],
      ['/zzt/addData', { definitionPath: '/Zzt/ZztChannel', shortName: nul }, 'shortName'],
      [
        '/zzt/addData',
        { definitionPath: '/Zzt/ZztChannel', values: { ZztChannelId: nul } },
        'values.ZztChannelId',
      ],
      ['/zzt/addData', { definitionPath: '/Zzt/ZztChannel', values: { [nul]: 'x' } }, 'values'],
      ['/ecuc/importArxml', { content: '<AUTOSAR>\u0000</AUTOSAR>', fileName: 'a.arxml' }, 'content'],
    ])('%s %j names %s', async (url, body, field) => {
      if ('id' in body) body.id = user.projectId!;
      const answer = await user.post(url, body);
      expect(answer.status).toBe(200);
      expect(answer.json.state).toBe(1032);
      expect(answer.json.data.field).toContain(field);
    });

    it('keeps line breaks and tabs in multi-line texts', async () => {
      const answer = await user.post('/vkproject/addData', {
        name: 'Multi line',
        description: 'first line\r\n\tsecond line',
        chip: 'S32K144',
        compiler: 's32dsGcc',
      });
      expect(answer.json.state).toBe(200);
      const detail = await user.post('/vkproject/getIdData', { id: answer.json.data.id });
      expect(detail.json.data.description).toBe('first line\r\n\tsecond line');
    });

    it('refuses NUL in the fields of account calls too', async () => {
      const answer = await user.post('/user/login', {
        email: 'a\u0000@example.com',
        password: 'a'.repeat(64),
      });
      expect(answer.status).toBe(200);
      expect(answer.json.state).toBe(1032);
    });

    it.each([
      ['/user/orgRegistered', 'company'],
      ['/user/orgRegistered', 'contact'],
    ])('refuses other control characters in %s %s (1032)', async (url, field) => {
      const application = {
        email: 'bell@example.com',
        company: 'Bell GmbH',
        cityArea: 'Berlin',
        address: 'Street 1',
        contact: 'Anna',
        phone: '13800000000',
      };
      const answer = await user.post(url, { ...application, [field]: 'a\u0007b' });
      expect(answer.json).toMatchObject({ state: 1032, data: { field } });
    });
  });

  describe('numbers are JSON numbers or decimal strings', () => {
    it.each([[true], [[1]], [null], ['0x10'], [''], ['1e0'], [' 1'], [{}]])(
      '/file/submitOil {id: %j} answers 1031 and applies nothing',
      async (id) => {
        const answer = await user.post('/file/submitOil', { id });
        expect(answer.json).toMatchObject({ state: 1031, data: { field: 'id' } });
      },
    );

    it('takes a decimal string from a form-encoded body', async () => {
      const response = await app.fastify.inject({
        method: 'POST',
        url: '/file/submitOil',
        headers: {
          cookie: user.cookie!,
          projectid: String(user.projectId),
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: `id=${uploadedFileId}`,
      });
      expect(response.json().state).toBe(200);
    });

    it('takes a JSON number; a fraction is of the wrong type (1031), a negative out of range (1032)', async () => {
      expect((await user.post('/file/submitOil', { id: uploadedFileId })).json.state).toBe(200);
      expect((await user.post('/file/submitOil', { id: 1.5 })).json.state).toBe(1031);
      expect((await user.post('/file/submitOil', { id: '-3' })).json.state).toBe(1032);
    });

    it.each([
      ['/vkproject/getIdData', { id: true }],
      ['/vkproject/projectMergePreview', { sourceId: [1], targetId: 1 }],
      ['/zzt/getProjectIdListData', { instanceId: true }],
      ['/zzt/getUniqueId', { definitionPath: '/Zzt/ZztChannel', param: 'X', start: '0x10' }],
      ['/zzt/updateIdData', { id: 'x', version: null }],
      ['/generate/check', { project: false }],
    ])('%s %j answers 1031', async (url, body) => {
      expect((await user.post(url, body)).json.state).toBe(1031);
    });

    it('answers a query number that is not decimal with 1031', async () => {
      const response = await app.fastify.inject({
        method: 'GET',
        url: '/generate/project?projectid=0x1',
        headers: { cookie: user.cookie!, projectid: String(user.projectId) },
      });
      expect(response.json().state).toBe(1031);
    });
  });
});
