import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { hashPasswordForTransport } from '@ecuc/core/api';
import type { ModuleDef } from '@ecuc/core/ecuc';
import { registerThrowawayModule } from '@ecuc/core/testing';
import type { Language } from '@ecuc/core/i18n';
import { buildApp, type App } from '../app.js';
import { configFromEnvironment } from '../config.js';
import { openDatabase, type DatabaseHandle } from '../db/database.js';
import type { Mailer, MailMessage } from '../mail/mailer.js';
import type { Clock } from '../services.js';
import { multipartBody } from './multipart.js';
import { testThreadScripts } from './thread-scripts.js';
import { WorkPool } from '../work/pool.js';

/** The database backends the server tests run against: embedded PGlite always, PostgreSQL when DATABASE_URL is set. */
export const testBackends: ('pglite' | 'postgres')[] = process.env.DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

let sharedPglite: Promise<PGlite> | undefined;

/** One PGlite per test worker (starting one takes seconds); test files isolate themselves by schema. */
function workerPglite(): Promise<PGlite> {
  sharedPglite ??= (async () => {
    const instance = new PGlite('memory://');
    await instance.waitReady;
    return instance;
  })();
  return sharedPglite;
}

let sharedWork: Promise<WorkPool> | undefined;

/**
 * One pool of work threads per test process, running the thread scripts bundled from the sources, with the
 * throwaway module of `@ecuc/core/testing` registered in its threads as tests register it in theirs.
 */
export function testWorkPool(): Promise<WorkPool> {
  sharedWork ??= testThreadScripts().then(
    (scripts) =>
      new WorkPool({
        threads: 1,
        threadScripts: scripts,
        pluginModules: [join(scripts, 'throwaway-module.js')],
      }),
  );
  return sharedWork;
}

/** A clock the test moves by hand. */
export class TestClock implements Clock {
  private offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

/** Keeps every mail in memory so that tests can read codes. */
export class MemoryMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  failNext = false;
  async send(message: MailMessage): Promise<void> {
    if (this.failNext) {
      this.failNext = false;
      throw new Error('SMTP refused');
    }
    this.sent.push(message);
  }
  /** The last 6-digit code mailed to an address. */
  lastCode(email: string): string {
    for (let i = this.sent.length - 1; i >= 0; i--) {
      const mail = this.sent[i]!;
      if (mail.to.toLowerCase() === email.toLowerCase()) {
        const match = /\b(\d{6})\b/.exec(mail.text);
        if (match) return match[1]!;
      }
    }
    throw new Error(`no code mailed to ${email}`);
  }
}

export interface TestApp extends App {
  clock: TestClock;
  mailer: MemoryMailer;
  database: DatabaseHandle;
}

/**
 * A database on a fresh schema of the chosen backend (migrated, or up to `migrateUntil`); `close` drops the
 * schema and closes it.
 */
export async function openTestDatabase(
  /** `embedded`: an embedded database of its own in its own thread, as the server runs it (slower to start). */
  backend: 'pglite' | 'postgres' | 'embedded',
  options: { migrateUntil?: string } = {},
): Promise<{ database: DatabaseHandle; close: () => Promise<void> }> {
  const schemaName = `t_${randomBytes(6).toString('hex')}`;
  // ECUC_TEST_EMBEDDED=1 runs the embedded-database tests on a database thread of their own, as in production.
  if (backend === 'pglite' && process.env.ECUC_TEST_EMBEDDED === '1') backend = 'embedded';
  const migrateUntil = options.migrateUntil === undefined ? {} : { migrateUntil: options.migrateUntil };
  const database =
    backend === 'postgres'
      ? await openDatabase({ databaseUrl: process.env.DATABASE_URL, schemaName, ...migrateUntil })
      : backend === 'embedded'
        ? await openDatabase({ threadScripts: await testThreadScripts(), schemaName, ...migrateUntil })
        : await openDatabase({ pglite: await workerPglite(), schemaName, ...migrateUntil });
  return {
    database,
    close: async () => {
      if (backend === 'postgres') {
        const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS ${schemaName} CASCADE`);
        await client.end();
      } else if (backend === 'pglite') {
        const instance = await workerPglite();
        await instance.exec(`DROP SCHEMA IF EXISTS ${schemaName} CASCADE`);
      }
      await database.close();
    },
  };
}

/** Builds the whole server on a fresh schema of the chosen backend. Close it in afterAll. */
export async function createTestApp(
  /** `embedded`: an embedded database of its own in its own thread, as the server runs it (slower to start). */
  backend: 'pglite' | 'postgres' | 'embedded',
  options: { definitions?: readonly ModuleDef[]; trustProxy?: boolean; webDir?: string } = {},
): Promise<TestApp> {
  const { database, close: closeDatabase } = await openTestDatabase(backend);
  const dataDir = mkdtempSync(join(tmpdir(), 'ecuc-test-'));
  const config = configFromEnvironment(
    {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      WEB_DIR: options.webDir ?? join(dataDir, 'no-web'),
      ...(options.trustProxy ? { TRUST_PROXY: '1' } : {}),
    },
    dataDir,
  );
  const clock = new TestClock();
  const mailer = new MemoryMailer();
  const app = await buildApp({
    config,
    database,
    clock,
    mailer,
    logger: false,
    jobs: false,
    work: await testWorkPool(),
    threadScripts: await testThreadScripts(),
    ...(options.definitions ? { definitions: options.definitions } : {}),
  });
  await app.fastify.ready();
  return {
    ...app,
    clock,
    mailer,
    database,
    close: async () => {
      await app.close();
      await closeDatabase();
    },
  };
}

/** An answer as a test reads it. */
export interface TestAnswer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the data of any route
  json: { state: number; data: any; message?: string };
}

/** A browser-like client over fastify.inject that keeps its session cookie and projectId header. */
export class TestClient {
  cookie: string | undefined;
  projectId: number | undefined;
  /** The UI language the client names in its `language` header, as the web app does; none: the server's default. */
  language: Language | undefined;
  constructor(private readonly app: App) {}

  private headers(): Record<string, string> {
    const headers: Record<string, string> = {};
    if (this.cookie) headers.cookie = this.cookie;
    if (this.projectId !== undefined) headers.projectid = String(this.projectId);
    if (this.language !== undefined) headers.language = this.language;
    return headers;
  }

  async post(url: string, body?: unknown): Promise<TestAnswer> {
    const response = await this.app.fastify.inject({
      method: 'POST',
      url,
      headers: this.headers(),
      ...(body === undefined ? {} : { payload: body as object }),
    });
    const setCookie = response.headers['set-cookie'];
    const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
    for (const c of cookies) {
      const [pair] = c.split(';');
      if (pair?.startsWith('ecuc_session=')) this.cookie = pair === 'ecuc_session=' ? undefined : pair;
    }
    return { status: response.statusCode, json: response.json() };
  }

  /** POST one file as multipart/form-data (with text fields sent before it), in this client's session. */
  async upload(
    url: string,
    file: { name: string; content: string | Buffer },
    fields: Record<string, string> = {},
  ): Promise<TestAnswer> {
    const body = multipartBody(file, fields);
    const headers: Record<string, string> = { ...body.headers, ...this.headers() };
    const response = await this.app.fastify.inject({ method: 'POST', url, headers, payload: body.payload });
    return { status: response.statusCode, json: response.json() };
  }
}

export const password = (typed: string): string => hashPasswordForTransport(typed);

/** Registers and logs in a personal account; answers a logged-in client. */
export async function registeredUser(
  app: TestApp,
  email: string,
  name = 'Tester',
  typed = 'secret123',
): Promise<TestClient & { userId: number }> {
  const client = new TestClient(app);
  const sent = await client.post('/user/sendEmail', { email, type: 'register' });
  if (sent.json.state !== 200) throw new Error(`sendEmail: ${JSON.stringify(sent.json)}`);
  const registered = await client.post('/user/registered', {
    email,
    code: app.mailer.lastCode(email),
    password: password(typed),
    name,
  });
  if (registered.json.state !== 200) throw new Error(`registered: ${JSON.stringify(registered.json)}`);
  const login = await client.post('/user/login', { email, password: password(typed) });
  if (login.json.state !== 200) throw new Error(`login: ${JSON.stringify(login.json)}`);
  return Object.assign(client, { userId: login.json.data.userId as number });
}

/** A logged-in account (see `registeredUser`) with a new project of its own as the current one. */
export async function userWithProject(
  app: TestApp,
  email: string,
  name: string,
  project: { name: string; chip: string; compiler: string },
): Promise<TestClient & { userId: number; projectId: number }> {
  const user = await registeredUser(app, email, name);
  const created = await user.post('/vkproject/addData', project);
  if (created.json.state !== 200) throw new Error(`addData: ${JSON.stringify(created.json)}`);
  return Object.assign(user, { projectId: created.json.data.id as number });
}

/**
 * The usual start of a server test that configures the throwaway module (`Zzt`, so that no shipped module is
 * named): the module registered, an app on `backend`, and `owner` with a project (S32K144) named `projectName`.
 * `close` ends the app and unregisters the module.
 */
export async function throwawayModuleApp(
  backend: 'pglite' | 'postgres' | 'embedded',
  owner: { email: string; name: string },
  projectName: string,
): Promise<{
  app: TestApp;
  user: TestClient & { userId: number; projectId: number };
  close: () => Promise<void>;
}> {
  const unregister = registerThrowawayModule();
  const app = await createTestApp(backend);
  const user = await userWithProject(app, owner.email, owner.name, {
    name: projectName,
    chip: 'S32K144',
    compiler: 's32dsGcc',
  });
  return {
    app,
    user,
    close: async () => {
      await app.close();
      unregister();
    },
  };
}
