import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { rateLimitHits } from '../db/schema.js';
import type { Services } from '../services.js';

/**
 * Counts hits of a key in a sliding window, in the database (so that several server processes share it).
 * Answers whether this hit is within the limit; the hit is recorded either way.
 */
export async function allowHit(
  services: Services,
  key: string,
  max: number,
  windowMs: number,
): Promise<boolean> {
  const now = services.clock.now();
  const since = new Date(now.getTime() - windowMs);
  const rows = await services.db
    .select({ count: sql<number>`count(*)::int` })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.at, since)));
  await services.db.insert(rateLimitHits).values({ key, at: now });
  // Old hits are of no use; drop them now and then.
  if (Math.random() < 0.02) {
    await services.db
      .delete(rateLimitHits)
      .where(lt(rateLimitHits.at, new Date(now.getTime() - 24 * 3600 * 1000)));
  }
  return (rows[0]?.count ?? 0) < max;
}
