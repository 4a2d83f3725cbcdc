import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { rateLimitHits } from '../db/schema.js';
import type { Database } from '../db/database.js';
import type { Services } from '../services.js';

/**
 * Counts hits of a key in a sliding window, in the database (so that several server processes share it).
 * Answers whether this hit is within the limit; the hit is recorded either way. The hit is written before
 * it is counted, so that simultaneous hits cannot all pass: the n-th one written counts at least n.
 */
export async function allowHit(
  services: Services,
  key: string,
  max: number,
  windowMs: number,
): Promise<boolean> {
  await recordHit(services, services.db, key);
  return (await hitsWithin(services, services.db, key, windowMs)) <= max;
}

/** Records one hit of a key now (pass `tx` inside a transaction). */
export async function recordHit(services: Services, db: Database, key: string): Promise<void> {
  const now = services.clock.now();
  await db.insert(rateLimitHits).values({ key, at: now });
  // Old hits are of no use; drop them now and then.
  if (Math.random() < 0.02) {
    await db.delete(rateLimitHits).where(lt(rateLimitHits.at, new Date(now.getTime() - 24 * 3600 * 1000)));
  }
}

/** How many hits a key had in the last `windowMs` (pass `tx` inside a transaction). */
export async function hitsWithin(
  services: Services,
  db: Database,
  key: string,
  windowMs: number,
): Promise<number> {
  const since = new Date(services.clock.now().getTime() - windowMs);
  const rows = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.at, since)));
  return rows[0]?.count ?? 0;
}
