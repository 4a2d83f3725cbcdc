import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createBackofficeAccount } from '../accounts/backoffice-account.js';
import type { AnyRoute } from './route.js';
import {
  createTestApp,
  password,
  registeredUser,
  testBackends,
  TestClient,
  type TestApp,
} from '../testing/test-app.js';

/**
 * Every route, with what an attacker sends instead of a body: nothing, wrong types, control characters,
 * 1 MB strings, 10,000-deep nesting, prototype keys. No answer may be a 500, and the server answers
 * `/healthz` afterwards. Bounded: the full set once per distinct schema, a short set for every route.
 */
const DEPTH = 10_000;
const HUGE = 'x'.repeat(1024 * 1024);
const deepArray = '['.repeat(DEPTH) + ']'.repeat(DEPTH);
const deepObject = '{"a":'.repeat(DEPTH) + '1' + '}'.repeat(DEPTH);
const WRONG_TYPES: unknown[] = [true, [1], null, {}, '0x10', -1, 1e308, 'x'];
const CONTROL_TEXTS = ['a\u0000b', '\u0007\u001b', 'a\ud800', '\u0085'];
const PROTO_BODY = '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}';

/** The top-level field names of a route's body or query schema. */
function fieldsOf(schema: z.ZodType | undefined): string[] {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape as Record<string, unknown>) : [];
}

type Sent = { payload: string; contentType: string };
const json = (value: unknown): Sent => ({ payload: JSON.stringify(value), contentType: 'application/json' });
const raw = (payload: string): Sent => ({ payload, contentType: 'application/json' });
const form = (payload: string): Sent => ({ payload, contentType: 'application/x-www-form-urlencoded' });

/** The short set every route gets. */
function shortSet(fields: string[]): Sent[] {
  const first = fields[0] ?? 'id';
  return [
    json({}),
    raw(''),
    raw('[]'),
    raw('"text"'),
    raw(deepArray),
    raw(deepObject),
    raw(PROTO_BODY),
    json({ [first]: 'a\u0000b' }),
    form(`${first}=a%00b&__proto__=x&constructor=y`),
  ];
}

/** The full set, once per distinct schema. */
function fullSet(fields: string[]): Sent[] {
  const sets: Sent[] = [];
  for (const field of fields) {
    for (const value of [...WRONG_TYPES, ...CONTROL_TEXTS]) sets.push(json({ [field]: value }));
    sets.push(raw(`{"${field}":${deepArray}}`));
    sets.push(raw(`{"${field}":${deepObject}}`));
    sets.push(raw(`{"${field}":${PROTO_BODY}}`));
    sets.push(form(`${field}=${encodeURIComponent('a\u0000b\u0001')}`));
  }
  sets.push(json(Object.fromEntries(fields.map((field) => [field, HUGE]))));
  sets.push(json(Object.fromEntries(fields.map((field) => [field, 'a\u0000b']))));
  return sets;
}

/** Query strings for a GET route. */
function querySet(fields: string[]): string[] {
  const sets = ['', '?__proto__=x&constructor[prototype]=y', `?x=${'[1]'.repeat(3)}`];
  for (const field of fields) {
    for (const value of ['a%00b', '0x10', 'true', '', '%ff%fe', 'x'.repeat(100_000)])
      sets.push(`?${field}=${value}`);
    sets.push(`?${field}=1&${field}=2`);
  }
  return sets;
}

describe.each(testBackends)('every route under fuzzed input on %s', (backend) => {
  let app: TestApp;
  let staffCookie: string;
  beforeAll(async () => {
    app = await createTestApp(backend);
    await createBackofficeAccount(app.services.db, 'staff@example.com', 'staff-secret1');
    const staff = new TestClient(app);
    await staff.post('/user/login', { email: 'staff@example.com', password: password('staff-secret1') });
    staffCookie = staff.cookie!;
  });
  afterAll(async () => {
    await app.close();
  });

  let users = 0;
  /** A fresh owner with a project: fuzzed calls may log it out or remove its project. */
  async function freshUser(): Promise<{ cookie: string; projectId: number }> {
    users += 1;
    const user = await registeredUser(app, `fuzz${users}@example.com`, 'Fuzz');
    const created = await user.post('/vkproject/addData', {
      name: `Fuzz ${users}`,
      chip: 'S32K144',
      compiler: 's32dsGcc',
    });
    return { cookie: user.cookie ?? '', projectId: created.json.data.id as number };
  }

  it('answers no 500 to any route, and /healthz afterwards', { timeout: 120_000 }, async () => {
    let session = await freshUser();
    const failures: string[] = [];
    const fuzzedSchemas = new Set<unknown>();
    let sent = 0;

    const send = async (route: AnyRoute, url: string, body?: Sent) => {
      const cookie = route.access === 'backoffice' ? staffCookie : session.cookie;
      const response = await app.fastify.inject({
        method: route.method,
        url,
        headers: {
          ...(cookie ? { cookie } : {}),
          projectid: String(session.projectId),
          ...(body ? { 'content-type': body.contentType } : {}),
        },
        ...(body ? { payload: body.payload } : {}),
      });
      sent += 1;
      if (response.statusCode >= 500 && response.statusCode < 600) {
        failures.push(`${route.method} ${url} ${body?.payload.slice(0, 80) ?? ''} -> ${response.statusCode}`);
      }
      if (response.statusCode === 401 || response.statusCode === 600 || response.statusCode === 601) {
        session = await freshUser();
      }
    };

    for (const route of app.routes) {
      if (route.method === 'GET') {
        for (const query of querySet(fieldsOf(route.query))) await send(route, route.url + query);
        continue;
      }
      const fields = fieldsOf(route.body);
      for (const body of shortSet(fields)) await send(route, route.url, body);
      const key = route.body ?? route.url;
      if (!fuzzedSchemas.has(key)) {
        fuzzedSchemas.add(key);
        for (const body of fullSet(fields)) await send(route, route.url, body);
      }
    }

    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(app.routes.length * 5);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const health = await app.fastify.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
  });
});
