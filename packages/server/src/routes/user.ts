import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { BusinessCode, textField, TRANSPORT_PASSWORD_PATTERN } from '@ecuc/core/api';
import { companyApplications, organisations, users } from '../db/schema.js';
import type { Database } from '../db/database.js';
import { fail, ok } from '../http/envelope.js';
import { message } from '../http/messages.js';
import { route, type AnyRoute } from '../http/route.js';
import type { Services } from '../services.js';
import {
  endSession,
  endSessionsForPasswordChange,
  organisationExpiry,
  startSession,
} from '../auth/session.js';
import { hashPassword, verifyPassword } from '../accounts/passwords.js';
import {
  consumeCode,
  CODE_RESEND_INTERVAL_MS,
  issueCode,
  lastCodeIssuedAt,
  type CodePurpose,
} from '../accounts/codes.js';
import { allowHit } from '../accounts/rate-limit.js';
import { isEmail, isPersonName, isPhone } from '../accounts/identity.js';

/** Wrong passwords in a row after which a login needs a fresh e-mail code. */
export const MAX_CONSECUTIVE_LOGIN_ERRORS = 5;

const transportedPassword = z
  .string()
  .regex(TRANSPORT_PASSWORD_PATTERN, 'a SHA-256 hex digest of the password');
const emailField = textField().max(254);
const codeField = textField().regex(/^\d{6}$/, '6 digits');

async function findLiveUser(db: Database, email: string) {
  const rows = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, isNull(users.deletedAt)))
    .limit(1);
  return rows[0];
}

/** Counts one login attempt of an account atomically; answers its number since the last success. */
async function countLoginAttempt(db: Database, userId: number): Promise<number> {
  const rows = await db
    .update(users)
    .set({ failedLogins: sql`${users.failedLogins} + 1` })
    .where(eq(users.id, userId))
    .returning({ failedLogins: users.failedLogins });
  return rows[0]?.failedLogins ?? MAX_CONSECUTIVE_LOGIN_ERRORS + 1;
}

async function sendCode(services: Services, email: string, purpose: CodePurpose) {
  const code = await issueCode(services, email, purpose);
  const subjects: Record<CodePurpose, string> = {
    register: 'ECUC Studio 注册验证码 / registration code',
    reset: 'ECUC Studio 重置密码验证码 / password reset code',
    login: 'ECUC Studio 登录验证码 / login code',
    org: 'ECUC Studio 企业账号激活码 / enterprise activation code',
  };
  try {
    await services.mailer.send({
      to: email,
      subject: subjects[purpose],
      text: `验证码 / Code: ${code}\n\n10 分钟内有效，仅可使用一次。Valid for 10 minutes, single use.\n`,
    });
  } catch (error) {
    services.logger.error({ err: error, to: email }, 'mail could not be sent');
    return false;
  }
  services.logger.info({ to: email, purpose, code }, 'verification code issued');
  return true;
}

export const sendEmailRoute = route({
  method: 'POST',
  url: '/user/sendEmail',
  summary: 'Send a 6-digit e-mail code (register, reset, login, org)',
  tag: 'user',
  access: 'public',
  body: z.object({ email: emailField, type: z.enum(['register', 'reset', 'login', 'org']) }),
  async handler({ body, services, request }) {
    if (!isEmail(body.email)) return fail(BusinessCode.InvalidEmailFormat);
    const user = await findLiveUser(services.db, body.email);
    if (body.type === 'register' && user) return fail(BusinessCode.AccountExists);
    if ((body.type === 'reset' || body.type === 'login') && !user)
      return fail(BusinessCode.EmailNotRegistered);
    const now = services.clock.now();
    const last = await lastCodeIssuedAt(services.db, body.email, body.type);
    if (last && now.getTime() - last.getTime() < CODE_RESEND_INTERVAL_MS) {
      return fail(BusinessCode.EmailSendIntervalTooShort);
    }
    if (!(await allowHit(services, `mail:ip:${request.ip}`, 30, 3600_000))) {
      return fail(BusinessCode.EmailSendIntervalTooShort, message('account.tooManyEmails'));
    }
    if (body.type === 'org') {
      const approved = await services.db
        .select({ id: companyApplications.id })
        .from(companyApplications)
        .where(
          and(
            sql`lower(${companyApplications.email}) = lower(${body.email})`,
            eq(companyApplications.status, 'approved'),
          ),
        )
        .limit(1);
      if (approved.length === 0) return fail(BusinessCode.UnknownEmailAddress);
    }
    if (!(await sendCode(services, body.email, body.type))) return fail(BusinessCode.EmailSendFailed);
    return ok(null);
  },
});

export const registeredRoute = route({
  method: 'POST',
  url: '/user/registered',
  summary: 'Register a personal account with an e-mail code',
  tag: 'user',
  access: 'public',
  body: z.object({ email: emailField, code: codeField, password: transportedPassword, name: textField() }),
  async handler({ body, services, request }) {
    if (!isEmail(body.email)) return fail(BusinessCode.InvalidEmailFormat);
    if (!isPersonName(body.name))
      return fail(BusinessCode.IllegalValue, message('account.illegalName'), { field: 'name' });
    if (await findLiveUser(services.db, body.email)) return fail(BusinessCode.AccountExists);
    const passwordHash = await hashPassword(body.password);
    return services.db.transaction(async (tx) => {
      const codeProblem = await consumeCode(services, request, tx, body.email, 'register', body.code);
      if (codeProblem) return codeProblem;
      const inserted = await tx
        .insert(users)
        .values({ email: body.email, name: body.name, passwordHash, enterprise: false, memberLevel: 1 })
        .returning({ id: users.id });
      return ok({ userId: inserted[0]?.id });
    });
  },
});

export const activateAccountRoute = route({
  method: 'POST',
  url: '/user/activateAccount',
  summary: 'Re-activate a deactivated personal account with a register code',
  tag: 'user',
  access: 'public',
  body: z.object({ email: emailField, code: codeField }),
  async handler({ body, services, request }) {
    const user = await findLiveUser(services.db, body.email);
    if (!user) return fail(BusinessCode.EmailNotRegistered);
    return services.db.transaction(async (tx) => {
      const codeProblem = await consumeCode(services, request, tx, body.email, 'register', body.code);
      if (codeProblem) return codeProblem;
      await tx.update(users).set({ active: true, failedLogins: 0 }).where(eq(users.id, user.id));
      return ok(null);
    });
  },
});

export const resetPasswordRoute = route({
  method: 'POST',
  url: '/user/resetPassword',
  summary: 'Set a new password with a reset code',
  tag: 'user',
  access: 'public',
  body: z.object({ email: emailField, code: codeField, password: transportedPassword }),
  async handler({ body, services, request }) {
    const user = await findLiveUser(services.db, body.email);
    if (!user) return fail(BusinessCode.EmailNotRegistered);
    const passwordHash = await hashPassword(body.password);
    return services.db.transaction(async (tx) => {
      const codeProblem = await consumeCode(services, request, tx, body.email, 'reset', body.code);
      if (codeProblem) return codeProblem;
      await tx.update(users).set({ passwordHash, failedLogins: 0 }).where(eq(users.id, user.id));
      // Whoever was logged in with the old password is logged out.
      await endSessionsForPasswordChange(tx, user.id, services.clock.now());
      return ok(null);
    });
  },
});

export const loginRoute = route({
  method: 'POST',
  url: '/user/login',
  summary: 'Log in; after 5 wrong passwords a fresh login code is needed (1017)',
  tag: 'user',
  access: 'public',
  body: z.object({ email: emailField, password: transportedPassword, code: codeField.optional() }),
  async handler({ body, services, request, reply }) {
    if (!isEmail(body.email)) return fail(BusinessCode.InvalidEmailFormat);
    if (!(await allowHit(services, `login:ip:${request.ip}`, 100, 15 * 60_000))) {
      return fail(BusinessCode.TooManyLoginErrors, message('account.tooManyLogins'));
    }
    const user = await findLiveUser(services.db, body.email);
    if (!user) return fail(BusinessCode.EmailNotRegistered);
    // Every attempt is counted first, in one UPDATE: simultaneous attempts each get their own number, so
    // the sixth one in any interleaving is refused, the right password included.
    let attempt = await countLoginAttempt(services.db, user.id);
    if (attempt > MAX_CONSECUTIVE_LOGIN_ERRORS) {
      if (!body.code) return fail(BusinessCode.TooManyLoginErrors);
      const codeProblem = await consumeCode(services, request, services.db, body.email, 'login', body.code);
      if (codeProblem) return codeProblem;
      await services.db.update(users).set({ failedLogins: 1 }).where(eq(users.id, user.id));
      attempt = 1;
    }
    if (!(await verifyPassword(user.passwordHash, body.password))) {
      if (attempt >= MAX_CONSECUTIVE_LOGIN_ERRORS) return fail(BusinessCode.TooManyLoginErrors);
      return fail(BusinessCode.UserMessage, message('account.wrongPassword'), {
        remainingAttempts: MAX_CONSECUTIVE_LOGIN_ERRORS - attempt,
      });
    }
    // The right password clears this attempt and those before it; attempts counted since stay counted.
    await services.db
      .update(users)
      .set({ failedLogins: sql`greatest(${users.failedLogins} - ${attempt}, 0)` })
      .where(eq(users.id, user.id));
    const now = services.clock.now();
    if (!user.active) return fail(BusinessCode.AccountAbnormal);
    if (user.expiry && user.expiry.getTime() < now.getTime()) return fail(BusinessCode.AccountExpired);
    const mainExpiry = await organisationExpiry(services.db, user.organisationId);
    if (mainExpiry && mainExpiry.getTime() < now.getTime()) return fail(BusinessCode.MainAccountExpired);
    await services.db.update(users).set({ lastLoginAt: now }).where(eq(users.id, user.id));
    await startSession(services.db, user.id, request, reply, now);
    return ok({ userId: user.id, email: user.email, name: user.name });
  },
});

export const getLoginUserDataRoute = route({
  method: 'POST',
  url: '/user/getLoginUserData',
  summary: 'The logged-in user',
  tag: 'user',
  access: 'user',
  async handler({ user, services }) {
    if (!user) return fail(BusinessCode.AccountAbnormal);
    const organisation = user.organisationId
      ? (await services.db.select().from(organisations).where(eq(organisations.id, user.organisationId)))[0]
      : undefined;
    return ok({
      email: user.email,
      userId: user.userId,
      name: user.name,
      enterprise: user.enterprise,
      memberLevel: user.memberLevel,
      expiry: user.expiry?.toISOString() ?? null,
      backoffice: user.backoffice,
      organisationId: user.organisationId,
      organisationName: organisation?.name ?? null,
      departmentId: user.departmentId,
      mainAccount: organisation ? organisation.mainUserId === user.userId : false,
    });
  },
});

export const exitRoute = route({
  method: 'POST',
  url: '/user/exit',
  summary: 'Log out',
  tag: 'user',
  access: 'public',
  async handler({ services, request, reply }) {
    await endSession(services, request, reply);
    return ok(null);
  },
});

export const orgRegisteredRoute = route({
  method: 'POST',
  url: '/user/orgRegistered',
  summary: 'File an enterprise application for back-office review',
  tag: 'user',
  access: 'public',
  body: z.object({
    email: emailField,
    company: textField().trim().min(1).max(100),
    cityArea: textField().trim().min(1).max(100),
    address: textField().trim().min(1).max(200),
    contact: textField().trim().min(1).max(12),
    phone: textField().trim().min(1).max(30),
  }),
  async handler({ body, services, request }) {
    if (!isEmail(body.email)) return fail(BusinessCode.InvalidEmailFormat);
    if (!isPhone(body.phone))
      return fail(BusinessCode.IllegalValue, message('account.illegalPhone'), { field: 'phone' });
    if (await findLiveUser(services.db, body.email)) return fail(BusinessCode.AccountExists);
    if (!(await allowHit(services, `org:ip:${request.ip}`, 10, 3600_000))) {
      return fail(BusinessCode.EmailSendIntervalTooShort, message('account.tooManyApplications'));
    }
    const pending = await services.db
      .select({ id: companyApplications.id })
      .from(companyApplications)
      .where(
        and(
          sql`lower(${companyApplications.email}) = lower(${body.email})`,
          eq(companyApplications.status, 'pending'),
        ),
      );
    if (pending.length > 0)
      return fail(BusinessCode.AccountExists, message('account.applicationUnderReview'));
    const inserted = await services.db
      .insert(companyApplications)
      .values({ ...body, createdAt: services.clock.now() })
      .returning({ id: companyApplications.id });
    return ok({ applicationId: inserted[0]?.id, status: 'pending' });
  },
});

export const orgActivateAccountRoute = route({
  method: 'POST',
  url: '/user/orgActivateAccount',
  summary: 'Activate the enterprise main account of an approved application',
  tag: 'user',
  access: 'public',
  body: z.object({ email: emailField, code: codeField, password: transportedPassword, name: textField() }),
  async handler({ body, services, request }) {
    if (!isPersonName(body.name))
      return fail(BusinessCode.IllegalValue, message('account.illegalName'), { field: 'name' });
    const applications = await services.db
      .select()
      .from(companyApplications)
      .where(
        and(
          sql`lower(${companyApplications.email}) = lower(${body.email})`,
          eq(companyApplications.status, 'approved'),
        ),
      )
      .limit(1);
    const application = applications[0];
    if (!application) return fail(BusinessCode.UnknownEmailAddress);
    if (await findLiveUser(services.db, body.email)) return fail(BusinessCode.AccountExists);
    const passwordHash = await hashPassword(body.password);
    return services.db.transaction(async (tx) => {
      const codeProblem = await consumeCode(services, request, tx, body.email, 'org', body.code);
      if (codeProblem) return codeProblem;
      const organisation = (
        await tx
          .insert(organisations)
          .values({ name: application.company, expiry: application.expiry, seats: application.seats ?? 10 })
          .returning({ id: organisations.id })
      )[0]!;
      const user = (
        await tx
          .insert(users)
          .values({
            email: application.email,
            name: body.name,
            passwordHash,
            enterprise: true,
            memberLevel: 1,
            organisationId: organisation.id,
            expiry: application.expiry,
          })
          .returning({ id: users.id })
      )[0]!;
      await tx
        .update(organisations)
        .set({ mainUserId: user.id })
        .where(eq(organisations.id, organisation.id));
      await tx
        .update(companyApplications)
        .set({ status: 'activated', organisationId: organisation.id })
        .where(eq(companyApplications.id, application.id));
      return ok({ userId: user.id, organisationId: organisation.id });
    });
  },
});

export const userRoutes: AnyRoute[] = [
  sendEmailRoute,
  registeredRoute,
  activateAccountRoute,
  resetPasswordRoute,
  loginRoute,
  getLoginUserDataRoute,
  exitRoute,
  orgRegisteredRoute,
  orgActivateAccountRoute,
];
