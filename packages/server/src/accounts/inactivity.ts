import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import { projects, users } from '../db/schema.js';
import type { Services } from '../services.js';

/** Spec section 1: a personal account that has not logged in for three years has its projects cleared. */
export const INACTIVITY_LIMIT_MS = 3 * 365.25 * 24 * 3600 * 1000;
export const INACTIVITY_JOB_INTERVAL_MS = 24 * 3600 * 1000;

/** Clears (soft-deletes) the projects of inactive personal accounts; answers how many projects were cleared. */
export async function clearInactivePersonalProjects(services: Services): Promise<number> {
  const now = services.clock.now();
  const cutoff = new Date(now.getTime() - INACTIVITY_LIMIT_MS);
  const inactive = services.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.enterprise, false),
        isNull(users.deletedAt),
        or(lt(users.lastLoginAt, cutoff), and(isNull(users.lastLoginAt), lt(users.createdAt, cutoff))),
      ),
    );
  const cleared = await services.db
    .update(projects)
    .set({ deletedAt: now })
    .where(and(isNull(projects.deletedAt), inArray(projects.ownerId, inactive)))
    .returning({ id: projects.id, ownerId: projects.ownerId });
  if (cleared.length > 0) {
    const owners = new Set(cleared.map((p) => p.ownerId));
    services.logger.info(
      { projects: cleared.length, accounts: owners.size, cutoff: cutoff.toISOString() },
      'cleared projects of inactive personal accounts',
    );
  }
  return cleared.length;
}

/** Runs the job once a day (the timer does not keep the process alive). */
export function scheduleInactivityJob(services: Services): () => void {
  const timer = setInterval(() => {
    clearInactivePersonalProjects(services).catch((error: unknown) =>
      services.logger.error({ err: error }, 'inactivity job failed'),
    );
  }, INACTIVITY_JOB_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
