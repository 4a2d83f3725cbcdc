import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registeredUser, testBackends, type TestApp } from '../testing/test-app.js';

const HOST = 'ecuc.example.com:8080';

describe.each(testBackends)('cross-site writes and security headers on %s', (backend) => {
  let app: TestApp;
  let cookie: string;
  let projectId: number;
  beforeAll(async () => {
    app = await createTestApp(backend);
    const owner = await registeredUser(app, 'owner@example.com', 'Owner');
    await registeredUser(app, 'attacker@example.com', 'Attacker');
    const created = await owner.post('/vkproject/addData', {
      name: 'Target',
      chip: 'S32K144',
      compiler: 's32dsGcc',
    });
    projectId = created.json.data.id as number;
    cookie = owner.cookie!;
  });
  afterAll(async () => {
    await app.close();
  });

  /** The form a foreign page would submit: add the attacker to the owner's project. */
  const addAttacker = (headers: Record<string, string>) =>
    app.fastify.inject({
      method: 'POST',
      url: '/vkproject/addParticipant',
      headers: {
        host: HOST,
        cookie,
        projectid: String(projectId),
        'content-type': 'application/x-www-form-urlencoded',
        ...headers,
      },
      payload: `id=${projectId}&email=attacker%40example.com`,
    });

  const participants = async (): Promise<string[]> => {
    const response = await app.fastify.inject({
      method: 'POST',
      url: '/vkproject/getIdData',
      headers: { host: HOST, cookie, projectid: String(projectId) },
      payload: { id: projectId },
    });
    return (response.json().data.participants as { email: string }[]).map((p) => p.email);
  };

  it.each([
    [{ origin: 'http://evil.example' }],
    [{ origin: 'http://sibling.ecuc.example.com:8080' }],
    [{ origin: 'https://ecuc.example.com:8080' }],
    [{ origin: 'http://ecuc.example.com' }],
    [{ origin: 'null' }],
    [{ origin: 'not a url' }],
    [{ 'sec-fetch-site': 'cross-site' }],
    [{ 'sec-fetch-site': 'same-site' }],
    [{ origin: `http://${HOST}`, 'sec-fetch-site': 'cross-site' }],
  ])('refuses a write with %j: HTTP 403, nothing changed', async (headers) => {
    const response = await addAttacker(headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ state: 403, data: null });
    expect(await participants()).toEqual([]);
  });

  it('refuses every write method, even to paths that do not exist', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH'] as const) {
      const response = await app.fastify.inject({
        method,
        url: '/vkproject/deleteIdData',
        headers: { host: HOST, cookie, origin: 'http://evil.example' },
      });
      expect(response.statusCode).toBe(403);
    }
  });

  it('lets reads from anywhere through (no state changes)', async () => {
    const response = await app.fastify.inject({
      method: 'GET',
      url: '/healthz',
      headers: { host: HOST, origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    [{ origin: `http://${HOST}` }],
    [{ origin: `http://${HOST}`, 'sec-fetch-site': 'same-origin' }],
    [{ 'sec-fetch-site': 'same-origin' }],
    [{ 'sec-fetch-site': 'none' }],
    [{}],
  ])('takes a write with %j (the app itself, or a client without a browser)', async (headers) => {
    const response = await app.fastify.inject({
      method: 'POST',
      url: '/vkproject/getIdData',
      headers: { host: HOST, cookie, projectid: String(projectId), ...headers },
      payload: { id: projectId },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().state).toBe(200);
  });

  it('sends the security headers with every answer', async () => {
    const answers = [
      await app.fastify.inject({ method: 'GET', url: '/' }),
      await app.fastify.inject({ method: 'GET', url: '/healthz' }),
      await app.fastify.inject({ method: 'POST', url: '/no/such/path' }),
      await app.fastify.inject({ method: 'POST', url: '/user/getLoginUserData' }),
      await app.fastify.inject({
        method: 'POST',
        url: '/vkproject/getIdData',
        headers: { cookie },
        payload: { id: 1 },
      }),
      await addAttacker({ origin: 'http://evil.example' }),
    ];
    for (const response of answers) {
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('same-origin');
    }
  });
});

describe('the app origin behind a proxy (TRUST_PROXY)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp('pglite', { trustProxy: true });
  });
  afterAll(async () => {
    await app.close();
  });

  const login = (headers: Record<string, string>) =>
    app.fastify.inject({
      method: 'POST',
      url: '/user/login',
      headers: { host: '127.0.0.1:8080', ...headers },
      payload: { email: 'nobody@example.com', password: 'a'.repeat(64) },
    });

  it('takes the origin the proxy forwards', async () => {
    const response = await login({
      origin: 'https://ecuc.example.com',
      'x-forwarded-host': 'ecuc.example.com',
      'x-forwarded-proto': 'https',
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses another origin behind the proxy too', async () => {
    const response = await login({
      origin: 'https://evil.example',
      'x-forwarded-host': 'ecuc.example.com',
      'x-forwarded-proto': 'https',
    });
    expect(response.statusCode).toBe(403);
  });
});
