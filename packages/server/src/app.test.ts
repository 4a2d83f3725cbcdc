import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testBackends, type TestApp } from './testing/test-app.js';

describe.each(testBackends)('server foundation on %s', (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(backend);
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers /healthz with the database reachable', async () => {
    const response = await app.fastify.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: true });
  });

  it('answers a missing field with 1030 naming it', async () => {
    const response = await app.fastify.inject({ method: 'POST', url: '/user/login', payload: {} });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ state: 1030, data: { field: 'email' } });
    expect(response.json().message).toContain('email');
  });

  it('answers a wrong type with 1031', async () => {
    const response = await app.fastify.inject({
      method: 'POST',
      url: '/user/login',
      payload: { email: 12, password: true },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().state).toBe(1031);
  });

  it('answers an out-of-range value with 1032', async () => {
    const response = await app.fastify.inject({
      method: 'POST',
      url: '/user/sendEmail',
      payload: { email: 'a@b.cn', type: 'spam' },
    });
    expect(response.json()).toMatchObject({ state: 1032, data: { field: 'type' } });
  });

  it('answers a body that is not JSON with 1031, never 500', async () => {
    const response = await app.fastify.inject({
      method: 'POST',
      url: '/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().state).toBe(1031);
  });

  it('accepts form-encoded bodies too', async () => {
    const response = await app.fastify.inject({
      method: 'POST',
      url: '/user/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=nobody%40example.com&password=' + 'a'.repeat(64),
    });
    expect(response.json().state).toBe(1000);
  });

  it('answers unknown paths with HTTP 404', async () => {
    const response = await app.fastify.inject({ method: 'POST', url: '/no/such/path' });
    expect(response.statusCode).toBe(404);
  });

  it('answers a call that needs a session with HTTP 401', async () => {
    const response = await app.fastify.inject({ method: 'POST', url: '/user/getLoginUserData' });
    expect(response.statusCode).toBe(401);
  });

  it('serves an OpenAPI 3.1 description listing every registered route', async () => {
    const response = await app.fastify.inject({ method: 'GET', url: '/openapi.json' });
    const openApi = response.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(openApi.openapi).toBe('3.1.0');
    expect(app.routes.length).toBeGreaterThan(5);
    for (const r of app.routes) {
      expect(openApi.paths[r.url]?.[r.method.toLowerCase()], `${r.method} ${r.url}`).toBeDefined();
    }
    const login = openApi.paths['/user/login']?.post as {
      requestBody: { content: Record<string, { schema: { required: string[] } }> };
    };
    expect(login.requestBody.content['application/json']?.schema.required).toEqual(['email', 'password']);
    for (const prefix of ['ecuc', 'nvm', 'memif', 'os']) {
      const changeSet = openApi.paths[`/${prefix}/applyChangeSet`]?.post as {
        requestBody: { content: Record<string, { schema: { required: string[] } }> };
      };
      expect(changeSet.requestBody.content['application/json']?.schema.required, prefix).toEqual(['changes']);
    }
  });

  it('serves an HTML page with the app root at /', async () => {
    const response = await app.fastify.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('id="root"');
  });
});

describe('start-up', () => {
  it('makes the back-office account named in the environment', async () => {
    const { buildApp } = await import('./app.js');
    const { configFromEnvironment } = await import('./config.js');
    const { mkdtempSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const dir = mkdtempSync(join(tmpdir(), 'ecuc-boot-'));
    const config = configFromEnvironment(
      {
        DATA_DIR: 'memory://',
        WEB_DIR: join(dir, 'none'),
        BACKOFFICE_EMAIL: 'ops@ecuc.studio',
        BACKOFFICE_PASSWORD: 'opspass123',
        MAIL_OUTBOX: join(dir, 'outbox'),
      },
      dir,
    );
    // Its own embedded database, in its own thread, and its own work threads.
    const { testThreadScripts } = await import('./testing/thread-scripts.js');
    const app = await buildApp({
      config: { ...config, dataDir: 'memory://' },
      logger: false,
      jobs: false,
      threadScripts: await testThreadScripts(),
    });
    const { hashPasswordForTransport } = await import('@ecuc/core/api');
    const login = await app.fastify.inject({
      method: 'POST',
      url: '/user/login',
      payload: { email: 'ops@ecuc.studio', password: hashPasswordForTransport('opspass123') },
    });
    expect(login.json().state).toBe(200);
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    const list = await app.fastify.inject({
      method: 'POST',
      url: '/backoffice/getApplicationListData',
      headers: { cookie },
      payload: {},
    });
    expect(list.json()).toMatchObject({ state: 200, data: [] });
    await app.close();
  });
});
