import { eq } from 'drizzle-orm';
import { BusinessCode } from '@ecuc/core/api';
import { organisations } from '../db/schema.js';
import type { Database } from '../db/database.js';
import { BusinessProblem } from '../http/envelope.js';
import { message } from '../http/messages.js';

/** The main account of an organisation, if it has one. */
export async function mainUserIdOf(db: Database, organisationId: number): Promise<number | null> {
  const rows = await db
    .select({ mainUserId: organisations.mainUserId })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  return rows[0]?.mainUserId ?? null;
}

/**
 * Throws 1057 when `callerId` would change the main account `targetId` without being it. The enterprise main
 * account (the one that activated the organisation) is changed only by itself: another administrator may not
 * delete it, downgrade it, change its password, expiry, name or department, nor give its projects away. Its own
 * limits: it cannot delete itself nor stop being an administrator.
 */
export async function refuseChangeOfMainAccountByOthers(
  db: Database,
  organisationId: number,
  callerId: number,
  targetId: number,
): Promise<void> {
  if (callerId === targetId) return;
  if ((await mainUserIdOf(db, organisationId)) !== targetId) return;
  throw new BusinessProblem(BusinessCode.IllegalOperation, message('mainAccount.changedOnlyByItself'));
}
