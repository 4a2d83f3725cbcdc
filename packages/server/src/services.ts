import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from './config.js';
import type { Database, DatabaseHandle } from './db/database.js';
import type { Mailer } from './mail/mailer.js';
import type { ModuleDef } from '@ecuc/core/ecuc';
import type { WorkPool } from './work/pool.js';

/** The clock, injectable so that expiry, rate limits and the inactivity job can be tested. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** What every route can use. */
export interface Services {
  config: ServerConfig;
  database: DatabaseHandle;
  db: Database;
  mailer: Mailer;
  clock: Clock;
  logger: FastifyBaseLogger;
  /** The module definitions configurations follow (shipped ones, plus any a test or a deployment adds). */
  definitions: readonly ModuleDef[];
  /** The work threads: CPU-heavy steps (reading files, importing, verifying, generating) run there. */
  work: WorkPool;
}
