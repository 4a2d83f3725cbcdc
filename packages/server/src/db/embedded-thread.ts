import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type {
  EmbeddedDatabaseThreadData,
  EmbeddedDatabaseThreadMessage,
} from '../threads/embedded-database.js';
import { threadScript } from '../threads/scripts.js';

/** The embedded database running in its own thread, reachable as a PostgreSQL server on a Unix socket. */
export interface EmbeddedDatabaseThread {
  /** The folder of the socket: a `pg` client's `host` (the port is 5432). */
  socketFolder: string;
  stop(): Promise<void>;
}

/**
 * Starts PGlite on `dataDir` in a worker thread (`threads/embedded-database.ts`) and waits until it listens.
 * The socket lives in a fresh folder only this user can enter.
 */
export async function startEmbeddedDatabaseThread(
  dataDir: string,
  bundledScripts?: string,
): Promise<EmbeddedDatabaseThread> {
  const socketFolder = mkdtempSync(join(tmpdir(), 'ecuc-db-'));
  const data: EmbeddedDatabaseThreadData = { dataDir, socketPath: join(socketFolder, '.s.PGSQL.5432') };
  const worker = new Worker(threadScript('embedded-database', bundledScripts), { workerData: data });
  try {
    await new Promise<void>((resolve, reject) => {
      worker.once('message', (message: EmbeddedDatabaseThreadMessage) =>
        message.ready ? resolve() : reject(new Error(`embedded database: ${message.error}`)),
      );
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`embedded database thread ended (${code})`)));
    });
  } catch (error) {
    await worker.terminate();
    rmSync(socketFolder, { recursive: true, force: true });
    throw error;
  }
  worker.removeAllListeners('exit');
  return {
    socketFolder,
    stop: async () => {
      const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
      worker.postMessage('close');
      const timeout = setTimeout(() => void worker.terminate(), 10_000);
      await exited;
      clearTimeout(timeout);
      rmSync(socketFolder, { recursive: true, force: true });
    },
  };
}
