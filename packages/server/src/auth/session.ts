import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpStatus } from '@ecuc/core/api';
import { organisations, sessions, users } from '../db/schema.js';
import type { Database } from '../db/database.js';
import { HttpProblem } from '../http/envelope.js';
import { message } from '../http/messages.js';
import type { Services } from '../services.js';

export const SESSION_COOKIE = 'ecuc_session';
/** Sessions unused this long end. */
const SESSION_IDLE_MS = 7 * 24 * 3600 * 1000;
/** last_seen_at is written at most this often. */
const TOUCH_INTERVAL_MS = 60 * 1000;

/** The user behind a request's session. */
export interface SessionUser {
  sessionId: string;
  userId: number;
  email: string;
  name: string;
  enterprise: boolean;
  memberLevel: number;
  organisationId: number | null;
  departmentId: number | null;
  backoffice: boolean;
  expiry: Date | null;
}

const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * Starts a session for a user: the token goes to the browser in an httpOnly cookie, only its hash is
 * stored. Any older live session of the same account ends as 'elsewhere' (its next request gets 601).
 */
export async function startSession(
  db: Database,
  userId: number,
  request: FastifyRequest,
  reply: FastifyReply,
  now: Date,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const id = tokenHash(token);
  await db.transaction(async (tx) => {
    await tx
      .update(sessions)
      .set({ endedAt: now, endedReason: 'elsewhere' })
      .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt), ne(sessions.id, id)));
    await tx.insert(sessions).values({
      id,
      userId,
      createdAt: now,
      lastSeenAt: now,
      ip: request.ip,
      userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
    });
  });
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
}

/**
 * Ends the live sessions of an account after its password changed or was reset (their next request answers
 * 401 and must log in with the new password); `keep` is the session that made the change, if it stays.
 */
export async function endSessionsForPasswordChange(
  db: Database,
  userId: number,
  now: Date,
  keep?: string,
): Promise<void> {
  await db
    .update(sessions)
    .set({ endedAt: now, endedReason: 'password' })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.endedAt),
        ...(keep === undefined ? [] : [ne(sessions.id, keep)]),
      ),
    );
}

/** Ends the request's session (logout). */
export async function endSession(
  services: Services,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (token) {
    await services.db
      .update(sessions)
      .set({ endedAt: services.clock.now(), endedReason: 'logout' })
      .where(and(eq(sessions.id, tokenHash(token)), isNull(sessions.endedAt)));
  }
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/**
 * The user of a request, or an HttpProblem: 401 without a live session, 601 when the account logged
 * in elsewhere since, 602 when the account is missing or deleted.
 */
export async function requireSessionUser(services: Services, request: FastifyRequest): Promise<SessionUser> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) throw new HttpProblem(HttpStatus.Unauthorized, message('session.notLoggedIn'));
  const id = tokenHash(token);
  const rows = await services.db
    .select({ session: sessions, user: users })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, id))
    .limit(1);
  const row = rows[0];
  if (!row) throw new HttpProblem(HttpStatus.Unauthorized, message('session.notLoggedIn'));
  const { session, user } = row;
  if (!user || user.deletedAt)
    throw new HttpProblem(HttpStatus.AccountMissing, message('session.accountMissing'));
  if (session.endedReason === 'elsewhere') {
    throw new HttpProblem(HttpStatus.LoggedInElsewhere, message('session.loggedInElsewhere'));
  }
  const now = services.clock.now();
  if (session.endedAt || now.getTime() - session.lastSeenAt.getTime() > SESSION_IDLE_MS) {
    throw new HttpProblem(HttpStatus.Unauthorized, message('session.ended'));
  }
  if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await services.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
  }
  return {
    sessionId: id,
    userId: user.id,
    email: user.email,
    name: user.name,
    enterprise: user.enterprise,
    memberLevel: user.memberLevel,
    organisationId: user.organisationId,
    departmentId: user.departmentId,
    backoffice: user.backoffice,
    expiry: user.expiry,
  };
}

/** The expiry that governs a user: their own, and for enterprise members also the main account's. */
export async function organisationExpiry(db: Database, organisationId: number | null): Promise<Date | null> {
  if (organisationId === null) return null;
  const rows = await db
    .select({ expiry: organisations.expiry })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  return rows[0]?.expiry ?? null;
}
