import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { BusinessCode } from '@ecuc/core/api';
import { organisations } from '../db/schema.js';
import type { Database } from '../db/database.js';
import { BusinessProblem } from '../http/envelope.js';
import { say, type LocalizedText } from '../http/language.js';

/**
 * The enterprise main account (the one that activated the organisation) is changed only by itself: another
 * administrator may not delete it, downgrade it, change its password, expiry, name or department, nor give
 * its projects away. Its own limits: it cannot delete itself nor stop being an administrator.
 */
export const mainAccountTexts = {
  changedOnlyByItself: {
    zh_cn: '主账号只能由其本人修改',
    en_us: 'The main account can only be changed by itself',
  },
  cannotBeDeleted: { zh_cn: '主账号不能删除', en_us: 'The main account cannot be deleted' },
  staysAdministrator: { zh_cn: '主账号始终是管理员', en_us: 'The main account stays an administrator' },
} satisfies Record<string, LocalizedText>;

/** The main account of an organisation, if it has one. */
export async function mainUserIdOf(db: Database, organisationId: number): Promise<number | null> {
  const rows = await db
    .select({ mainUserId: organisations.mainUserId })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  return rows[0]?.mainUserId ?? null;
}

/** Throws 1057 when `callerId` would change the main account `targetId` without being it. */
export async function refuseChangeOfMainAccountByOthers(
  db: Database,
  request: FastifyRequest,
  organisationId: number,
  callerId: number,
  targetId: number,
): Promise<void> {
  if (callerId === targetId) return;
  if ((await mainUserIdOf(db, organisationId)) !== targetId) return;
  throw new BusinessProblem(
    BusinessCode.IllegalOperation,
    say(request, mainAccountTexts.changedOnlyByItself),
  );
}
