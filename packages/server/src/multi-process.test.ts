import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPasswordForTransport } from '@ecuc/core/api';

const repository = fileURLToPath(new URL('../../../', import.meta.url));
const databaseUrl = process.env.DATABASE_URL;

/**
 * Teams run several stateless server processes on one PostgreSQL (README): two real processes, started at
 * the same moment on a new database, migrate it once, make the back-office account once, and share sessions.
 */
describe.skipIf(!databaseUrl)('two server processes on one PostgreSQL', () => {
  const database = `ecuc_processes_${process.pid}_${Date.now() % 100000}`;
  const url = new URL(databaseUrl ?? 'postgres://localhost/test');
  const processes: ChildProcess[] = [];
  const ports = [30000 + (process.pid % 10000), 30001 + (process.pid % 10000)];
  const email = 'staff@processes.example';
  const typed = 'processes-staff-1';

  const admin = async <T>(run: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return await run(client);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    execFileSync(
      process.execPath,
      [`${repository}node_modules/typescript/bin/tsc`, '-b', `${repository}packages/server`],
      {
        stdio: 'pipe',
      },
    );
    await admin((client) => client.query(`CREATE DATABASE ${database}`));
    url.pathname = `/${database}`;
    const dataDir = mkdtempSync(join(tmpdir(), 'ecuc-processes-'));
    for (const port of ports)
      processes.push(
        spawn(process.execPath, [`${repository}packages/server/dist/main.js`], {
          env: {
            ...process.env,
            PORT: String(port),
            HOST: '127.0.0.1',
            DATABASE_URL: url.toString(),
            DATA_DIR: dataDir,
            LOG_LEVEL: 'warn',
            BACKOFFICE_EMAIL: email,
            BACKOFFICE_PASSWORD: typed,
          },
          stdio: 'pipe',
        }),
      );
    const deadline = Date.now() + 30_000;
    for (const port of ports) {
      for (;;) {
        const up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
          (r) => r.ok,
          () => false,
        );
        if (up) break;
        if (Date.now() > deadline) throw new Error(`the server on ${port} did not start`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  }, 90_000);

  afterAll(async () => {
    for (const child of processes) child.kill('SIGTERM');
    await Promise.all(
      processes.map(
        (child) =>
          new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve))),
      ),
    );
    await admin((client) => client.query(`DROP DATABASE IF EXISTS ${database}`));
  }, 30_000);

  const call = async (port: number, path: string, body: unknown, cookie?: string) => {
    const response = await fetch(`http://127.0.0.1:${port}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
    return {
      status: response.status,
      cookie: response.headers.get('set-cookie'),
      json: (await response.json()) as { state: number; data: unknown },
    };
  };

  it('migrated the new database once and made the back-office account once', async () => {
    const rows = await admin(async (client) => {
      await client.query(`SELECT 1`);
      const other = new pg.Client({ connectionString: url.toString() });
      await other.connect();
      try {
        const migrations = await other.query('SELECT name FROM schema_migrations ORDER BY name');
        const staff = await other.query('SELECT id FROM users WHERE lower(email) = lower($1)', [email]);
        return { migrations: migrations.rows.length, staff: staff.rows.length };
      } finally {
        await other.end();
      }
    });
    expect(rows.migrations).toBeGreaterThanOrEqual(4);
    expect(rows.staff).toBe(1);
  });

  it('shares sessions: logged in through one process, known to the other, logged out everywhere', async () => {
    const [first, second] = ports as [number, number];
    const login = await call(first, '/user/login', { email, password: hashPasswordForTransport(typed) });
    expect(login.json.state).toBe(200);
    const cookie = (login.cookie ?? '').split(';')[0]!;
    expect(cookie).toMatch(/^ecuc_session=./);
    const seen = await call(second, '/user/getLoginUserData', {}, cookie);
    expect(seen.json).toMatchObject({ state: 200, data: { email } });
    expect((await call(second, '/user/exit', {}, cookie)).json.state).toBe(200);
    expect((await call(first, '/user/getLoginUserData', {}, cookie)).status).toBe(401);
  });
});
