import { createHash } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { fileContentParts, fileContents } from '../db/schema.js';
import type { Database } from '../db/database.js';

/** The key of a file's bytes in `file_contents`: their SHA-256 in lowercase hex. */
export function contentHash(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** The bytes of one stored part: a statement that writes or reads it takes some 20 ms on the embedded database. */
export const CONTENT_PART_BYTES = 1 << 20;

/** Attempts to store a content that a sweep keeps removing between its writing and its use (never in practice). */
const STORE_ATTEMPTS = 5;

/** An unreferenced content left incomplete this long is an upload that stopped half way: a sweep removes it. */
const INCOMPLETE_GRACE = sql`interval '1 hour'`;

/**
 * Writes a content's row and its parts, outside any transaction, one statement per part (so that on the
 * embedded database other users' queries run between them). A content already complete is not written again.
 * The row stays `complete = false` until `holdFileContent` marks it; meanwhile a sweep leaves it alone for an
 * hour, and writing it again only renews that hour.
 */
export async function stageFileContent(db: Database, bytes: Uint8Array, hash: string): Promise<void> {
  const incomplete = await db
    .insert(fileContents)
    .values({ hash, size: bytes.length, complete: false, storedAt: sql`now()` })
    .onConflictDoUpdate({
      target: fileContents.hash,
      set: { storedAt: sql`now()` },
      setWhere: sql`NOT ${fileContents.complete}`,
    })
    .returning({ hash: fileContents.hash });
  if (incomplete.length === 0) return;
  for (let part = 0; part * CONTENT_PART_BYTES < bytes.length; part++) {
    await db
      .insert(fileContentParts)
      .values({
        hash,
        part,
        bytes: bytes.subarray(part * CONTENT_PART_BYTES, (part + 1) * CONTENT_PART_BYTES),
      })
      .onConflictDoNothing();
  }
}

/**
 * Inside the transaction that is about to refer to a content: answers whether it is stored whole, and if so
 * locks its row `FOR KEY SHARE` until the transaction ends (a sweep, which takes `FOR UPDATE SKIP LOCKED`,
 * passes over it) and marks it complete. False when a sweep removed it since it was staged, or when another
 * upload of the same bytes re-created it and has not written every part yet: stage it again.
 */
export async function holdFileContent(tx: Database, hash: string, size: number): Promise<boolean> {
  const held = await tx
    .select({
      complete: fileContents.complete,
      stored: sql<number>`(SELECT COALESCE(sum(octet_length(p.bytes)), 0)::int
        FROM file_content_parts p WHERE p.hash = file_contents.hash)`,
    })
    .from(fileContents)
    .where(eq(fileContents.hash, hash))
    .for('key share');
  const content = held[0];
  if (!content) return false;
  if (content.complete) return true;
  if (content.stored !== size) return false;
  await tx.update(fileContents).set({ complete: true }).where(eq(fileContents.hash, hash));
  return true;
}

/**
 * Stores a file's bytes once (`stageFileContent`, outside any transaction), then runs `refer` in a transaction
 * in which they are held (`holdFileContent`): `refer` inserts the rows that refer to `hash`. Bytes already
 * stored are not written again.
 */
export async function withStoredContent<T>(
  db: Database,
  bytes: Uint8Array,
  /** `contentHash(bytes)` */
  hash: string,
  refer: (tx: Database) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    await stageFileContent(db, bytes, hash);
    const outcome = await db.transaction(async (tx) =>
      (await holdFileContent(tx, hash, bytes.length)) ? { value: await refer(tx) } : undefined,
    );
    if (outcome) return outcome.value;
    if (attempt >= STORE_ATTEMPTS) throw new Error(`file content ${hash} could not be stored`);
  }
}

/**
 * A stored content's bytes, read one part per statement; undefined when it is not stored whole (a sweep
 * removed it after the file that referred to it was deleted).
 */
export async function readFileContent(db: Database, hash: string): Promise<Uint8Array | undefined> {
  const content = (
    await db
      .select({ size: fileContents.size, complete: fileContents.complete })
      .from(fileContents)
      .where(eq(fileContents.hash, hash))
  )[0];
  if (!content?.complete) return undefined;
  const parts = await db
    .select({ part: fileContentParts.part })
    .from(fileContentParts)
    .where(eq(fileContentParts.hash, hash))
    .orderBy(asc(fileContentParts.part));
  const read: Uint8Array[] = [];
  for (const { part } of parts) {
    const row = (
      await db
        .select({ bytes: fileContentParts.bytes })
        .from(fileContentParts)
        .where(and(eq(fileContentParts.hash, hash), eq(fileContentParts.part, part)))
    )[0];
    if (!row) return undefined;
    read.push(row.bytes);
  }
  const bytes = Buffer.concat(read);
  return bytes.length === content.size
    ? new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length)
    : undefined;
}

/**
 * Removes stored contents that no uploaded file refers to: those of `hashes` (the ones a change just
 * dropped), or all of them without `hashes` (the daily job, for what a failed sweep left). Answers how many
 * were removed.
 *
 * Run it after the transaction that dropped the references has committed, never inside it: on its own it
 * holds its locks for one statement only. A content an upload in progress is writing (incomplete for less than
 * an hour) or has locked (`holdFileContent`) is skipped; its parts go with it. If an upload that referred to a content commits between this statement's snapshot and its
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
        AND (c.complete OR c.stored_at < now() - ${INCOMPLETE_GRACE})
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
