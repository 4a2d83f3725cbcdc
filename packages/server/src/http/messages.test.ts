import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@ecuc/core/i18n';
import { THROWAWAY_MODULE } from '@ecuc/core/testing';
import { recordHit } from '../accounts/rate-limit.js';
import {
  password,
  registeredUser,
  testBackends,
  TestClient,
  type TestApp,
  throwawayModuleApp,
} from '../testing/test-app.js';
import { message, sayIn, serverMessages, type ServerMessageKey } from './messages.js';
import { fail, writtenAnswer } from './envelope.js';

const placeholders = (text: string): string[] => [...new Set(text.match(/\{\w+\}/g) ?? [])].sort();

describe('the catalogue of server messages', () => {
  const entries = Object.entries(serverMessages) as [ServerMessageKey, Record<string, string>][];

  it.each(entries)('%s is said in every language, with the same placeholders', (key, texts) => {
    expect(Object.keys(texts).sort()).toEqual([...LANGUAGES].sort());
    for (const language of LANGUAGES) expect(texts[language]?.trim(), `${key} ${language}`).not.toBe('');
    expect(placeholders(texts.zh_cn!), key).toEqual(placeholders(texts.en_us!));
  });

  it('puts the data into the words of each language', () => {
    const said = message('core.idTaken', { coreId: 'Core1' });
    expect(sayIn('zh_cn', said)).toBe('核 Core1 已存在');
    expect(sayIn('en_us', said)).toBe('core Core1 exists');
    expect(sayIn('en_us', { zh_cn: '中文', en_us: 'English' })).toBe('English');
  });

  it('says an answer as it is written, and leaves any other payload alone', () => {
    const answer = fail(1013, message('account.wrongPassword'), { remainingAttempts: 4 });
    expect(writtenAnswer(answer, 'zh_cn')).toEqual({
      state: 1013,
      data: { remainingAttempts: 4 },
      message: '邮箱或密码错误',
    });
    expect(writtenAnswer(answer, 'en_us').message).toBe('wrong e-mail or password');
    expect(writtenAnswer({ state: 200, data: { message: 'kept' } }, 'en_us')).toEqual({
      state: 200,
      data: { message: 'kept' },
    });
    expect(writtenAnswer({ status: 'ok', message: 'plain' }, 'zh_cn')).toEqual({
      status: 'ok',
      message: 'plain',
    });
  });
});

/** Every message reaches the browser in the language of its request, whoever wrote the answer. */
describe.each(testBackends)('server messages in the language of the request on %s', (backend) => {
  let app: TestApp;
  let close: () => Promise<void>;
  let user: TestClient & { userId: number; projectId: number };

  beforeAll(async () => {
    ({ app, user, close } = await throwawayModuleApp(
      backend,
      { email: 'languages@example.com', name: 'Languages' },
      'Language ECU',
    ));
    const on = await user.post('/module/updateData', { module: THROWAWAY_MODULE, enabled: true });
    expect(on.json.state).toBe(200);
  });
  afterAll(async () => {
    await close();
  });

  /** The same call in Chinese (the web app's `language` header) and in English. */
  async function inBothLanguages(client: TestClient, url: string, body: unknown) {
    client.language = 'zh_cn';
    const zh = await client.post(url, body);
    client.language = 'en_us';
    const en = await client.post(url, body);
    client.language = undefined;
    return { zh: zh.json, en: en.json };
  }

  it('1013: a wrong password', async () => {
    await registeredUser(app, 'wrong-password@example.com');
    const answers = await inBothLanguages(new TestClient(app), '/user/login', {
      email: 'wrong-password@example.com',
      password: password('not-the-password'),
    });
    expect(answers.zh).toEqual({ state: 1013, data: { remainingAttempts: 4 }, message: '邮箱或密码错误' });
    expect(answers.en).toEqual({
      state: 1013,
      data: { remainingAttempts: 3 },
      message: 'wrong e-mail or password',
    });
  });

  it('1017: too many logins from one address', async () => {
    for (let hit = 0; hit < 100; hit++) await recordHit(app.services, app.services.db, 'login:ip:127.0.0.1');
    const answers = await inBothLanguages(new TestClient(app), '/user/login', {
      email: 'languages@example.com',
      password: password('secret123'),
    });
    expect(answers.zh).toEqual({ state: 1017, data: null, message: '此地址的登录尝试过多，请稍后再试' });
    expect(answers.en).toEqual({
      state: 1017,
      data: null,
      message: 'too many login attempts from this address, try later',
    });
  });

  async function channel(references: Record<string, string[]> = {}) {
    const added = await user.post(`/zzt/addData`, {
      definitionPath: `/${THROWAWAY_MODULE}/ZztChannel`,
      values: { ZztChannelId: '1' },
      references,
    });
    expect(added.json.state).toBe(200);
    return added.json.data.container as { id: string; shortName: string; version: number };
  }

  it('1055: a container still referred to keeps the paths and translates the words', async () => {
    const target = await channel();
    const referrer = await channel({ ZztChannelPeerRef: [target.id] });
    const path = `/${THROWAWAY_MODULE}/${referrer.shortName}`;
    const answers = await inBothLanguages(user, '/zzt/deleteIdData', { id: target.id });
    const data = { referrers: [{ id: referrer.id, path, reference: 'ZztChannelPeerRef' }] };
    expect(answers.zh).toEqual({ state: 1055, data, message: `仍被 ${path} 引用` });
    expect(answers.en).toEqual({ state: 1055, data, message: `still referred to by ${path}` });
  });

  it('1060: a refusal thrown inside a transaction is said in the language of the request', async () => {
    const container = await channel();
    const changed = await user.post('/zzt/updateIdData', {
      id: container.id,
      version: container.version,
      values: { ZztChannelId: '2' },
    });
    expect(changed.json.state).toBe(200);
    const stale = { id: container.id, version: container.version, values: { ZztChannelId: '3' } };
    const answers = await inBothLanguages(user, '/zzt/updateIdData', stale);
    expect(answers.zh).toMatchObject({ state: 1060, message: '数据已被他人修改，请刷新' });
    expect(answers.en).toMatchObject({ state: 1060, message: 'someone else changed this data: refresh' });
    expect(answers.en.data).toEqual(answers.zh.data);
  });

  it('a body check, an HTTP status above 599 and an unknown path', async () => {
    const missing = await inBothLanguages(new TestClient(app), '/user/login', {});
    expect(missing.zh).toEqual({ state: 1030, data: { field: 'email' }, message: '缺少参数：email' });
    expect(missing.en).toEqual({
      state: 1030,
      data: { field: 'email' },
      message: 'missing parameter: email',
    });

    const withoutProject = new TestClient(app);
    withoutProject.cookie = user.cookie;
    const noProject = await inBothLanguages(withoutProject, '/zzt/getProjectIdListData', {});
    expect(noProject.zh).toEqual({ state: 600, data: null, message: '未选择项目' });
    expect(noProject.en).toEqual({ state: 600, data: null, message: 'no project chosen' });

    const unknown = await inBothLanguages(new TestClient(app), '/no/such/path', {});
    expect(unknown.zh.message).toBe('路径不存在：POST /no/such/path');
    expect(unknown.en.message).toBe('no such path: POST /no/such/path');
  });

  it('a download the browser opens names its language in the query', async () => {
    const download = (language: string) =>
      app.fastify.inject({
        method: 'GET',
        url: `/generate/project?projectid=${user.projectId + 1000}&language=${language}`,
        headers: { cookie: user.cookie! },
      });
    expect((await download('zh_cn')).json()).toEqual({
      state: 600,
      data: null,
      message: '没有项目权限或项目已删除',
    });
    expect((await download('en_us')).json()).toEqual({
      state: 600,
      data: null,
      message: 'no project permission or project deleted',
    });
  });

  it('without a language header or Accept-Language a message is Chinese; Accept-Language en answers English', async () => {
    const answer = (headers: Record<string, string>) =>
      app.fastify.inject({ method: 'POST', url: '/user/login', headers, payload: {} });
    expect((await answer({})).json().message).toBe('缺少参数：email');
    expect((await answer({ 'accept-language': 'en-US,en;q=0.9' })).json().message).toBe(
      'missing parameter: email',
    );
    expect((await answer({ 'accept-language': 'en-US', language: 'zh_cn' })).json().message).toBe(
      '缺少参数：email',
    );
  });
});
