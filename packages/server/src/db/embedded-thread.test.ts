import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { isMainThread, threadId } from 'node:worker_threads';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from './database.js';
import { startEmbeddedDatabaseThread, type EmbeddedDatabaseThread } from './embedded-thread.js';
import { testThreadScripts } from '../testing/thread-scripts.js';
import { ProtocolReader, startupSettings } from '../threads/embedded-database.js';

/** Rows of a raw query, whichever driver answered. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

describe('the embedded database in its own thread', () => {
  let database: DatabaseHandle;
  const dataDir = mkdtempSync(join(tmpdir(), 'ecuc-embedded-'));

  beforeAll(async () => {
    database = await openDatabase({ dataDir, schemaName: 'app', threadScripts: await testThreadScripts() });
  });
  afterAll(async () => {
    await database.close();
  });

  it('is migrated, answers in its schema and pings', async () => {
    expect(database.kind).toBe('pglite');
    expect(await database.ping()).toBe(true);
    const tables = rowsOf<{ table_name: string }>(
      await database.db.execute(
        sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'app' AND table_name = 'projects'`,
      ),
    );
    expect(tables).toHaveLength(1);
    const path = rowsOf<{ search_path: string }>(await database.db.execute(sql`SHOW search_path`));
    expect(path[0]!.search_path).toBe('app');
  });

  it('keeps the server thread free while a query runs', async () => {
    // A query of about a second; the server's thread keeps ticking meanwhile (in this thread it could not).
    expect(isMainThread || threadId > 0).toBe(true);
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    const started = performance.now();
    await database.db.execute(sql`SELECT count(*) FROM generate_series(1, 3000000) AS s(n) WHERE n % 7 = 3`);
    const elapsed = performance.now() - started;
    clearInterval(timer);
    // Ticks due at 10 ms each: at least a third of them came while the query ran.
    expect(elapsed).toBeGreaterThan(100);
    expect(ticks).toBeGreaterThan(elapsed / 10 / 3);
  });

  it('answers large results whole, also while the socket is slower than the database', async () => {
    // 2 MB in rows of 100 characters: far more than one socket write; every row arrives intact.
    const rows = rowsOf<{ n: number; text: string }>(
      await database.db.execute(
        sql`SELECT n, repeat(chr(65 + n % 26), 100) AS text FROM generate_series(1, 20000) AS s(n)`,
      ),
    );
    expect(rows).toHaveLength(20000);
    expect(rows.every((row) => row.text === String.fromCharCode(65 + (row.n % 26)).repeat(100))).toBe(true);
  });

  it('serialises concurrent transactions on its one session', async () => {
    await database.db.execute(sql`CREATE TABLE counters (id int PRIMARY KEY, n int NOT NULL)`);
    await database.db.execute(sql`INSERT INTO counters VALUES (1, 0)`);
    await Promise.all(
      Array.from({ length: 20 }, () =>
        database.db.transaction(async (tx) => {
          const current = rowsOf<{ n: number }>(await tx.execute(sql`SELECT n FROM counters WHERE id = 1`));
          await tx.execute(sql`UPDATE counters SET n = ${current[0]!.n + 1} WHERE id = 1`);
        }),
      ),
    );
    const counted = rowsOf<{ n: number }>(
      await database.db.execute(sql`SELECT n FROM counters WHERE id = 1`),
    );
    expect(counted[0]!.n).toBe(20);
  });

  it('rolls back a transaction that fails and goes on answering', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`UPDATE counters SET n = 100 WHERE id = 1`);
        await tx.execute(sql`SELECT 1 / 0`);
      }),
    ).rejects.toMatchObject({ cause: { message: 'division by zero' } });
    const counted = rowsOf<{ n: number }>(
      await database.db.execute(sql`SELECT n FROM counters WHERE id = 1`),
    );
    expect(counted[0]!.n).toBe(20);
  });

  it('keeps what it wrote in its data folder across a restart', async () => {
    await database.close();
    database = await openDatabase({ dataDir, schemaName: 'app', threadScripts: await testThreadScripts() });
    const counted = rowsOf<{ n: number }>(
      await database.db.execute(sql`SELECT n FROM counters WHERE id = 1`),
    );
    expect(counted[0]!.n).toBe(20);
  });
});

describe("connections sharing the embedded database's one session", () => {
  let thread: EmbeddedDatabaseThread;
  const clients: pg.Client[] = [];

  async function connect(searchPath = 'public'): Promise<pg.Client> {
    const client = new pg.Client({
      host: thread.socketFolder,
      port: 5432,
      user: 'postgres',
      database: 'template1',
      options: `-c search_path=${searchPath}`,
    });
    await client.connect();
    clients.push(client);
    return client;
  }

  beforeAll(async () => {
    thread = await startEmbeddedDatabaseThread('memory://', await testThreadScripts());
    const setup = await connect();
    await setup.query('CREATE SCHEMA one; CREATE SCHEMA two');
    await setup.query(
      'CREATE TABLE one.t (n int); CREATE TABLE two.t (n int); CREATE TABLE public.rows (n int)',
    );
    await setup.query('INSERT INTO one.t VALUES (1); INSERT INTO two.t VALUES (2)');
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.end().catch(() => undefined)));
    await thread.stop();
  });

  it('answers each of many connections its own query, while they interleave', async () => {
    const connections = await Promise.all(Array.from({ length: 6 }, () => connect()));
    const expected = (i: number) => ({ n: i, text: String.fromCharCode(65 + (i % 26)).repeat((i % 50) + 1) });
    // Each connection sends its 50 queries one after the other; the six streams meet in the one session.
    const answers = await Promise.all(
      connections.map(async (connection, c) => {
        const rows: unknown[] = [];
        for (let i = c; i < 300; i += connections.length) {
          const answer = await connection.query(
            'SELECT $1::int AS n, repeat($2::text, $1::int % 50 + 1) AS text',
            [i, String.fromCharCode(65 + (i % 26))],
          );
          rows.push(...answer.rows);
        }
        return rows;
      }),
    );
    answers.forEach((rows, c) => {
      expect(rows).toEqual(Array.from({ length: 50 }, (_, k) => expected(c + k * connections.length)));
    });
  });

  it("keeps each connection's settings: two search paths side by side", async () => {
    const [one, two] = await Promise.all([connect('one'), connect('two')]);
    const read = async (client: pg.Client) => {
      const seen: number[] = [];
      for (let i = 0; i < 20; i++)
        seen.push((await client.query<{ n: number }>('SELECT n FROM t')).rows[0]!.n);
      return seen;
    };
    const [fromOne, fromTwo] = await Promise.all([read(one), read(two)]);
    expect(fromOne).toEqual(Array(20).fill(1));
    expect(fromTwo).toEqual(Array(20).fill(2));
  });

  it('gives an open transaction the session alone: no one else sees or interleaves with it', async () => {
    const [writer, reader] = await Promise.all([connect(), connect()]);
    await writer.query('BEGIN');
    await writer.query('INSERT INTO rows VALUES (1)');
    let read = false;
    const counted = reader.query<{ count: string }>('SELECT count(*) FROM rows').then((answer) => {
      read = true;
      return Number(answer.rows[0]!.count);
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    // The reader waits for the transaction: it would otherwise run inside it and count its uncommitted row.
    expect(read).toBe(false);
    await writer.query('INSERT INTO rows VALUES (2)');
    await writer.query('COMMIT');
    expect(await counted).toBe(2);
  });

  it("lets a short request's queries go before a heavy connection's next statement", async () => {
    const [heavy, short] = await Promise.all([connect(), connect()]);
    const heavyQuery = 'SELECT count(*) FROM generate_series(1, 300000)';
    const started = performance.now();
    await heavy.query(heavyQuery);
    const heavyMs = performance.now() - started;
    let heavyDone = 0;
    let stop = false;
    const heavyWork = (async () => {
      while (!stop) {
        await heavy.query(heavyQuery);
        heavyDone++;
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, heavyMs));
    // A request of six queries, each sent when the last one is answered.
    const before = heavyDone;
    for (let i = 0; i < 6; i++) await short.query('SELECT 1');
    const during = heavyDone - before;
    stop = true;
    await heavyWork;
    // Without giving way, each of the six would wait behind one heavy statement (six or more would finish);
    // giving way, hardly any do (a loaded machine may let a few slip between the short ones).
    expect(during).toBeLessThan(6);
  });

  it('rolls back the transaction of a connection that ends inside it, and the others go on', async () => {
    const [leaving, staying] = await Promise.all([connect(), connect()]);
    await leaving.query('BEGIN');
    await leaving.query('INSERT INTO rows VALUES (3)');
    const waiting = staying.query<{ count: string }>('SELECT count(*) FROM rows WHERE n = 3');
    await leaving.end();
    expect(Number((await waiting).rows[0]!.count)).toBe(0);
  });
});

describe('ProtocolReader', () => {
  const int32 = (n: number) => {
    const b = Buffer.alloc(4);
    b.writeInt32BE(n);
    return b;
  };

  it('reads an SSL request, the startup message and typed messages split anywhere', () => {
    const ssl = Buffer.concat([int32(8), int32(80877103)]);
    const startup = Buffer.concat([int32(17), int32(196608), Buffer.from('user\0pg\0\0')]);
    const query = Buffer.concat([Buffer.from('Q'), int32(13), Buffer.from('SELECT 1\0')]);
    const all = Buffer.concat([ssl, startup, query]);
    const reader = new ProtocolReader();
    const kinds: string[] = [];
    for (let i = 0; i < all.length; i += 3) {
      reader.push(all.subarray(i, i + 3));
      for (let m = reader.next(); m; m = reader.next()) kinds.push(`${m.kind}:${m.bytes.length}`);
    }
    expect(kinds).toEqual(['ssl:8', 'startup:17', 'message:14']);
  });

  it("takes the settings of a startup message's options", () => {
    const startup = Buffer.concat([
      int32(0),
      int32(196608),
      Buffer.from('user\0postgres\0options\0-c search_path=t_1 --statement_timeout=5s -c bad\0\0'),
    ]);
    expect(startupSettings(startup)).toEqual([
      ['search_path', 't_1'],
      ['statement_timeout', '5s'],
    ]);
  });

  it('refuses a malformed length', () => {
    const reader = new ProtocolReader();
    reader.push(Buffer.concat([int32(2), int32(0)]));
    expect(() => reader.next()).toThrow(/malformed startup/);
  });
});
