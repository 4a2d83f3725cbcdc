import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { fileContents } from '../db/schema.js';
import type { Database } from '../db/database.js';

/** The key of a file's bytes in `file_contents`: their SHA-256 in lowercase hex. */
export function contentHash(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Attempts to store a content that a sweep keeps removing between the insert and the lock (never in practice). */
const STORE_ATTEMPTS = 5;

/**
 * Stores a file's bytes once (inside the caller's transaction) and answers their hash, for the
 * `uploaded_files` row the caller inserts next. Bytes already stored are not sent again.
 *
 * The content row is locked `FOR KEY SHARE` until the caller's transaction ends: a sweep (which takes
 * `FOR UPDATE SKIP LOCKED`) passes over it, so a content that a file is about to refer to is never removed
 * under it. A sweep that removed the row between this insert (which found it there and did nothing) and the
 * lock leaves the lock nothing to take: the insert is tried again.
 */
export async function storeFileContent(
  tx: Database,
  bytes: Uint8Array,
  /** `contentHash(bytes)`, when the caller computed it before its transaction (it takes a few ms for 10 MB). */
  hash = contentHash(bytes),
): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const held = await tx
      .select({ hash: fileContents.hash })
      .from(fileContents)
      .where(eq(fileContents.hash, hash))
      .for('key share');
    if (held.length > 0) return hash;
    if (attempt > STORE_ATTEMPTS) throw new Error(`file content ${hash} could not be stored`);
    await tx
      .insert(fileContents)
      .values({ hash, content: bytes, size: bytes.length })
      .onConflictDoNothing({ target: fileContents.hash });
  }
}

/**
 * Removes stored contents that no uploaded file refers to: those of `hashes` (the ones a change just
 * dropped), or all of them without `hashes` (the daily job, for what a failed sweep left). Answers how many
 * were removed.
 *
 * Run it after the transaction that dropped the references has committed, never inside it: on its own it
 * holds its locks for one statement only. A content an upload in progress has locked (`storeFileContent`) is
 * skipped. If an upload that referred to a content commits between this statement's snapshot and its
 * delete, the foreign key refuses the delete and the statement fails: nothing is lost, and `sweepQuietly`
 * only logs it.
 */
export async function sweepFileContents(db: Database, hashes?: readonly string[]): Promise<number> {
  if (hashes !== undefined && hashes.length === 0) return 0;
  const only =
    hashes === undefined
      ? sql`true`
      : sql`c.hash IN (${sql.join(
          [...new Set(hashes)].map((hash) => sql`${hash}`),
          sql`, `,
        )})`;
  const removed = await db.execute(sql`
    DELETE FROM file_contents
    WHERE hash IN (
      SELECT c.hash FROM file_contents c
      WHERE ${only} AND NOT EXISTS (SELECT 1 FROM uploaded_files u WHERE u.content_hash = c.hash)
      FOR UPDATE OF c SKIP LOCKED
    )
    RETURNING hash`);
  return (removed as unknown as { rows: { hash: string }[] }).rows.length;
}

/**
 * `sweepFileContents` after a change has committed, best effort: a failure is logged, and the daily sweep
 * removes what stays.
 */
export async function sweepQuietly(
  db: Database,
  logger: FastifyBaseLogger,
  hashes?: readonly string[],
): Promise<void> {
  try {
    await sweepFileContents(db, hashes);
  } catch (error) {
    logger.warn({ err: error }, 'file contents sweep failed; the daily sweep removes what it left');
  }
}

export const FILE_CONTENTS_SWEEP_INTERVAL_MS = 24 * 3600 * 1000;

/**
 * Sweeps every unreferenced content once a day (the timer does not keep the process alive): what a failed
 * sweep or a stop between a commit and its sweep left.
 */
export function scheduleFileContentsSweep(db: Database, logger: FastifyBaseLogger): () => void {
  const timer = setInterval(() => void sweepQuietly(db, logger), FILE_CONTENTS_SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
