import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { schema, schemaMigrations } from './schema.js';
import { startEmbeddedDatabaseThread } from './embedded-thread.js';

/** The Drizzle database the server works with, whichever backend sits behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL schema the tables live in. */
  schemaName: string;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** `postgres://...`: a real PostgreSQL server. Otherwise embedded PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; `memory://` or undefined keeps it in memory. */
  dataDir?: string | undefined;
  /** Schema to create and use (tests isolate themselves with their own); default `public`. */
  schemaName?: string;
  /**
   * An already open PGlite instance to use in this thread (tests share one per worker). Without it the embedded
   * database runs in its own thread (`threads/embedded-database.ts`) and is reached over a Unix socket.
   */
  pglite?: PGlite;
  /** Where the worker threads' scripts are when running from TypeScript sources (`threads/scripts.ts`). */
  threadScripts?: string | undefined;
  /** Migrate only up to this migration file, included (tests of a later migration start there). */
  migrateUntil?: string;
}

const migrationsDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'migrations');

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** The SQL migrations shipped with the server, in order. */
export function migrationFiles(): { name: string; sql: string }[] {
  return readdirSync(migrationsDir)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, sql: readFileSync(join(migrationsDir, name), 'utf8') }));
}

/**
 * The statements of a migration file. Each statement ends with `;` at the end of a line (the drivers
 * run one statement per call); comment lines are dropped.
 */
export function migrationStatements(text: string): string[] {
  return text
    .split(/;[ \t]*\r?\n/)
    .map((chunk) =>
      chunk
        .split(/\r?\n/)
        .filter((line) => !line.trim().startsWith('--'))
        .join('\n')
        .trim()
        .replace(/;$/, ''),
    )
    .filter((statement) => statement !== '');
}

/** The advisory lock every server process takes while it migrates (one process migrates, the others wait). */
const MIGRATION_LOCK = 7_262_023;

/**
 * Applies the migrations not yet applied, recording them in `schema_migrations`, in one transaction under an
 * advisory lock: several server processes starting at once on one PostgreSQL migrate it once, in order.
 * `until` (tests) stops after that migration file.
 */
export async function migrate(db: Database, until?: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await tx.execute(
      sql.raw(
        'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      ),
    );
    const done = await tx.select({ name: schemaMigrations.name }).from(schemaMigrations);
    const applied = new Set(done.map((row) => row.name));
    const appliedNow: string[] = [];
    for (const migration of migrationFiles()) {
      if (until !== undefined && migration.name > until) break;
      if (applied.has(migration.name)) continue;
      for (const statement of migrationStatements(migration.sql)) await tx.execute(sql.raw(statement));
      await tx.execute(sql`INSERT INTO schema_migrations (name) VALUES (${migration.name})`);
      appliedNow.push(migration.name);
    }
    return appliedNow;
  });
}

/** Connections to the embedded database's thread: enough to keep it busy while this thread works. */
const EMBEDDED_CONNECTIONS = 4;

/** A handle on a `pg` pool: PostgreSQL, or the embedded database's thread. */
function poolHandle(
  pool: pg.Pool,
  kind: DatabaseHandle['kind'],
  schemaName: string,
  close: () => Promise<void>,
): DatabaseHandle {
  return {
    db: drizzlePg(pool, { schema }) as unknown as Database,
    kind,
    schemaName,
    ping: async () => {
      try {
        await pool.query('SELECT 1');
        return true;
      } catch {
        return false;
      }
    },
    close,
  };
}

/** Opens the database (PGlite by default, in its own thread; PostgreSQL with a URL), selects the schema and migrates it. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const schemaName = options.schemaName ?? 'public';
  if (!SCHEMA_NAME.test(schemaName)) throw new Error(`invalid schema name: ${schemaName}`);
  let handle: DatabaseHandle;
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      options: `-c search_path=${schemaName}`,
    });
    if (schemaName !== 'public') await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schemaName}`);
    handle = poolHandle(pool, 'postgres', schemaName, () => pool.end());
  } else if (!options.pglite) {
    // PGlite in its own thread: this thread only exchanges protocol bytes with it. Its connections share
    // PGlite's one session (queries take turns, a transaction has it alone); several keep queries on their way.
    const thread = await startEmbeddedDatabaseThread(options.dataDir ?? 'memory://', options.threadScripts);
    const pool = new pg.Pool({
      host: thread.socketFolder,
      port: 5432,
      user: 'postgres',
      database: 'template1',
      max: EMBEDDED_CONNECTIONS,
      idleTimeoutMillis: 0,
      options: `-c search_path=${schemaName}`,
    });
    try {
      if (schemaName !== 'public') await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schemaName}`);
    } catch (error) {
      await pool.end();
      await thread.stop();
      throw error;
    }
    handle = poolHandle(pool, 'pglite', schemaName, async () => {
      await pool.end();
      await thread.stop();
    });
  } else {
    const pglite = options.pglite;
    if (schemaName !== 'public') await pglite.exec(`CREATE SCHEMA IF NOT EXISTS ${schemaName}`);
    await pglite.exec(`SET search_path TO ${schemaName}`);
    const db = drizzlePglite(pglite, { schema }) as unknown as Database;
    handle = {
      db,
      kind: 'pglite',
      schemaName,
      ping: async () => {
        try {
          await pglite.query('SELECT 1');
          return true;
        } catch {
          return false;
        }
      },
      // The instance belongs to whoever passed it.
      close: async () => undefined,
    };
  }
  await migrate(handle.db, options.migrateUntil);
  return handle;
}
