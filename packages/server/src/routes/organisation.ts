import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { BusinessCode, textField, TRANSPORT_PASSWORD_PATTERN } from '@ecuc/core/api';
import { departments, organisations, projects, sessions, users } from '../db/schema.js';
import { BusinessProblem, fail, ok } from '../http/envelope.js';
import { route, type AnyRoute, type RouteContext } from '../http/route.js';
import { endSessionsForPasswordChange, type SessionUser } from '../auth/session.js';
import { mainUserIdOf, refuseChangeOfMainAccountByOthers } from '../accounts/main-account.js';
import { message } from '../http/messages.js';
import { hashPassword, verifyPassword } from '../accounts/passwords.js';
import { isEmail, isPersonName } from '../accounts/identity.js';
import { nextUniqueName } from '@ecuc/core/ecuc';

/** The deepest department level (spec section 9: a tree of at most 4 levels). */
export const MAX_DEPARTMENT_LEVEL = 4;

const id = z.number().int().positive();
const transportedPassword = z
  .string()
  .regex(TRANSPORT_PASSWORD_PATTERN, 'a SHA-256 hex digest of the password');

/** The caller as an administrator (member level 1) of an organisation; members get 1020. */
function requireAdmin(user: SessionUser | undefined): SessionUser & { organisationId: number } {
  if (!user || !user.enterprise || user.organisationId === null || user.memberLevel !== 1) {
    throw new BusinessProblem(
      BusinessCode.InsufficientPermission,
      message('organisation.administratorsOnly'),
      'admin',
    );
  }
  return user as SessionUser & { organisationId: number };
}

async function memberOf(ctx: RouteContext<unknown, unknown>, organisationId: number, userId: number) {
  const rows = await ctx.services.db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.organisationId, organisationId), isNull(users.deletedAt)));
  const member = rows[0];
  if (!member)
    throw new BusinessProblem(BusinessCode.DataMissingToOperate, message('organisation.noSuchMember'));
  return member;
}

async function department(ctx: RouteContext<unknown, unknown>, organisationId: number, departmentId: number) {
  const rows = await ctx.services.db
    .select()
    .from(departments)
    .where(and(eq(departments.id, departmentId), eq(departments.organisationId, organisationId)));
  const found = rows[0];
  if (!found)
    throw new BusinessProblem(BusinessCode.DataMissingToOperate, message('organisation.noSuchDepartment'));
  return found;
}

async function mainAccountExpiry(ctx: RouteContext<unknown, unknown>, organisationId: number) {
  const rows = await ctx.services.db.select().from(organisations).where(eq(organisations.id, organisationId));
  return rows[0]?.expiry ?? null;
}

const memberFields = {
  name: textField(),
  departmentId: id.nullable().optional(),
  memberLevel: z.union([z.literal(1), z.literal(2)]).optional(),
  expiry: z.iso.datetime({ offset: true }).nullable().optional(),
};

export const baseDataRoute = route({
  method: 'POST',
  url: '/user/baseData',
  summary: 'The organisation of the caller: name, seats, expiry, department tree',
  tag: 'organisation',
  access: 'user',
  async handler({ user, services }) {
    if (!user?.organisationId) return ok({ organisation: null, departments: [] });
    const organisation = (
      await services.db.select().from(organisations).where(eq(organisations.id, user.organisationId))
    )[0];
    const tree = await services.db
      .select()
      .from(departments)
      .where(eq(departments.organisationId, user.organisationId))
      .orderBy(asc(departments.level), asc(departments.name));
    return ok({
      organisation: organisation && {
        id: organisation.id,
        name: organisation.name,
        seats: organisation.seats,
        expiry: organisation.expiry?.toISOString() ?? null,
        mainUserId: organisation.mainUserId,
      },
      departments: tree.map((d) => ({ id: d.id, name: d.name, parentId: d.parentId, level: d.level })),
      maxDepartmentLevel: MAX_DEPARTMENT_LEVEL,
    });
  },
});

export const addDepartmentRoute = route({
  method: 'POST',
  url: '/user/addDepartment',
  summary: 'Add a department (a tree of at most 4 levels)',
  tag: 'organisation',
  access: 'user',
  body: z.object({ name: textField().trim().min(1).max(50), parentId: id.nullable().optional() }),
  async handler(ctx) {
    const admin = requireAdmin(ctx.user);
    let level = 1;
    if (ctx.body.parentId) {
      const parent = await department(ctx, admin.organisationId, ctx.body.parentId);
      level = parent.level + 1;
    }
    if (level > MAX_DEPARTMENT_LEVEL) {
      return fail(
        BusinessCode.DataOverLimit,
        message('organisation.departmentsTooDeep', { levels: MAX_DEPARTMENT_LEVEL }),
        {
          maxLevel: MAX_DEPARTMENT_LEVEL,
        },
      );
    }
    const inserted = await ctx.services.db
      .insert(departments)
      .values({
        organisationId: admin.organisationId,
        parentId: ctx.body.parentId ?? null,
        name: ctx.body.name,
        level,
      })
      .returning({ id: departments.id });
    return ok({ id: inserted[0]?.id, level });
  },
});

export const updateDepartmentRoute = route({
  method: 'POST',
  url: '/user/updateDepartment',
  summary: 'Rename a department',
  tag: 'organisation',
  access: 'user',
  body: z.object({ id, name: textField().trim().min(1).max(50) }),
  async handler(ctx) {
    const admin = requireAdmin(ctx.user);
    await department(ctx, admin.organisationId, ctx.body.id);
    await ctx.services.db
      .update(departments)
      .set({ name: ctx.body.name })
      .where(eq(departments.id, ctx.body.id));
    return ok(null);
  },
});

export const deleteDepartmentRoute = route({
  method: 'POST',
  url: '/user/deleteDepartment',
  summary: 'Delete a department that has no users and no sub-departments',
  tag: 'organisation',
  access: 'user',
  body: z.object({ id }),
  async handler(ctx) {
    const admin = requireAdmin(ctx.user);
    await department(ctx, admin.organisationId, ctx.body.id);
    const [people, children] = await Promise.all([
      ctx.services.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.departmentId, ctx.body.id), isNull(users.deletedAt))),
      ctx.services.db
        .select({ id: departments.id })
        .from(departments)
        .where(eq(departments.parentId, ctx.body.id)),
    ]);
    if (people.length > 0) {
      return fail(BusinessCode.IllegalOperation, message('organisation.departmentHasUsers'), {
        users: people.length,
      });
    }
    if (children.length > 0)
      return fail(BusinessCode.IllegalOperation, message('organisation.departmentHasChildren'));
    await ctx.services.db.delete(departments).where(eq(departments.id, ctx.body.id));
    return ok(null);
  },
});

export const addOrgUserRoute = route({
  method: 'POST',
  url: '/user/addOrgUser',
  summary: 'Add a member to the organisation',
  tag: 'organisation',
  access: 'user',
  body: z.object({ email: textField().max(254), password: transportedPassword, ...memberFields }),
  async handler(ctx) {
    const admin = requireAdmin(ctx.user);
    const { body, services } = ctx;
    if (!isEmail(body.email)) return fail(BusinessCode.InvalidEmailFormat);
    if (!isPersonName(body.name))
      return fail(BusinessCode.IllegalValue, message('account.illegalName'), { field: 'name' });
    if (body.departmentId) await department(ctx, admin.organisationId, body.departmentId);
    const organisation = (
      await services.db.select().from(organisations).where(eq(organisations.id, admin.organisationId))
    )[0]!;
    const expiry = body.expiry ? new Date(body.expiry) : organisation.expiry;
    if (expiry && organisation.expiry && expiry.getTime() > organisation.expiry.getTime()) {
      return fail(BusinessCode.IllegalValue, message('organisation.memberExpiryTooLate'), {
        field: 'expiry',
        max: organisation.expiry.toISOString(),
      });
    }
    const existing = await services.db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = lower(${body.email})`, isNull(users.deletedAt)));
    if (existing.length > 0) return fail(BusinessCode.AccountExists);
    const seatsUsed = await services.db
      .select({ count: sql<number>`count(*)::int` })
      .from(users)
      .where(and(eq(users.organisationId, admin.organisationId), isNull(users.deletedAt)));
    if ((seatsUsed[0]?.count ?? 0) >= organisation.seats) {
      return fail(
        BusinessCode.DataOverLimit,
        message('organisation.seatsTaken', { seats: organisation.seats }),
        {
          seats: organisation.seats,
        },
      );
    }
    const inserted = await services.db
      .insert(users)
      .values({
        email: body.email,
        name: body.name,
        passwordHash: await hashPassword(body.password),
        enterprise: true,
        memberLevel: body.memberLevel ?? 2,
        organisationId: admin.organisationId,
        departmentId: body.departmentId ?? null,
        expiry,
      })
      .returning({ id: users.id });
    return ok({ userId: inserted[0]?.id });
  },
});

export const updateIdUserRoute = route({
  method: 'POST',
  url: '/user/updateIdUser',
  summary: "Change a member's name, department, level or expiry",
  tag: 'organisation',
  access: 'user',
  body: z.object({ id, ...memberFields, name: textField().optional() }),
  async handler(ctx) {
    const admin = requireAdmin(ctx.user);
    const { body, services } = ctx;
    await memberOf(ctx, admin.organisationId, body.id);
    await refuseChangeOfMainAccountByOthers(services.db, admin.organisationId, admin.userId, body.id);
    if (body.name !== undefined && !isPersonName(body.name)) {
      return fail(BusinessCode.IllegalValue, message('account.illegalName'), { field: 'name' });
    }
    if (body.departmentId) await department(ctx, admin.organisationId, body.departmentId);
    if (body.expiry) {
      const max = await mainAccountExpiry(ctx, admin.organisationId);
      if (max && new Date(body.expiry).getTime() > max.getTime()) {
        return fail(BusinessCode.IllegalValue, message('organisation.memberExpiryTooLate'), {
          field: 'expiry',
          max: max.toISOString(),
        });
      }
    }
    const organisation = (
      await services.db.select().from(organisations).where(eq(organisations.id, admin.organisationId))
    )[0]!;
    if (body.memberLevel === 2 && organisation.mainUserId === body.id) {
      return fail(BusinessCode.IllegalOperation, message('mainAccount.staysAdministrator'));
    }
    await services.db
      .update(users)
      .set({
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.departmentId !== undefined ? { departmentId: body.departmentId } : {}),
        ...(body.memberLevel !== undefined ? { memberLevel: body.memberLevel } : {}),
        ...(body.expiry !== undefined ? { expiry: body.expiry ? new Date(body.expiry) : null } : {}),
      })
      .where(eq(users.id, body.id));
    return ok(null);
  },
});

export const deleteIdUserRoute = route({
  method: 'POST',
  url: '/user/deleteIdUser',
  summary: 'Delete a member; their projects go to another member or are deleted, in one transaction',
  tag: 'organisation',
  access: 'user',
  body: z.object({ id, transferTo: id.nullable().optional() }),
  async handler(ctx) {
    const admin = requireAdmin(ctx.user);
    const { body, services } = ctx;
    const member = await memberOf(ctx, admin.organisationId, body.id);
    await refuseChangeOfMainAccountByOthers(services.db, admin.organisationId, admin.userId, member.id);
    if ((await mainUserIdOf(services.db, admin.organisationId)) === member.id)
      return fail(BusinessCode.IllegalOperation, message('mainAccount.cannotBeDeleted'));
    if (body.transferTo) {
      if (body.transferTo === body.id)
        return fail(BusinessCode.IllegalValue, message('organisation.transferToAnother'));
      await memberOf(ctx, admin.organisationId, body.transferTo);
    }
    const now = services.clock.now();
    await services.db.transaction(async (tx) => {
      const owned = await tx
        .select({ id: projects.id, name: projects.name })
        .from(projects)
        .where(and(eq(projects.ownerId, member.id), isNull(projects.deletedAt)));
      if (owned.length > 0) {
        const ids = owned.map((p) => p.id);
        if (body.transferTo) {
          const taken = await tx
            .select({ name: projects.name })
            .from(projects)
            .where(and(eq(projects.ownerId, body.transferTo), isNull(projects.deletedAt)));
          const names = new Set(taken.map((p) => p.name));
          for (const project of owned) {
            const name = names.has(project.name) ? nextUniqueName(project.name, names) : project.name;
            names.add(name);
            await tx
              .update(projects)
              .set({ ownerId: body.transferTo, name, updatedAt: now })
              .where(eq(projects.id, project.id));
          }
        } else {
          await tx.update(projects).set({ deletedAt: now }).where(inArray(projects.id, ids));
        }
      }
      await tx.update(users).set({ deletedAt: now }).where(eq(users.id, member.id));
      await tx
        .update(sessions)
        .set({ endedAt: now, endedReason: 'deleted' })
        .where(and(eq(sessions.userId, member.id), isNull(sessions.endedAt)));
    });
    return ok(null);
  },
});

export const getSameLevelUserListDataRoute = route({
  method: 'POST',
  url: '/user/getSameLevelUserListData',
  summary: 'The members of the caller’s organisation',
  tag: 'organisation',
  access: 'user',
  async handler({ user, services }) {
    if (!user?.organisationId) return ok([]);
    const rows = await services.db
      .select()
      .from(users)
      .where(and(eq(users.organisationId, user.organisationId), isNull(users.deletedAt)))
      .orderBy(asc(users.id));
    return ok(
      rows.map((u) => ({
        userId: u.id,
        email: u.email,
        name: u.name,
        memberLevel: u.memberLevel,
        departmentId: u.departmentId,
        expiry: u.expiry?.toISOString() ?? null,
        lastLoginAt: u.lastLoginAt?.toISOString() ?? null,
      })),
    );
  },
});

export const getOrgUserProjectListDataRoute = route({
  method: 'POST',
  url: '/user/getOrgUserProjectListData',
  summary: 'The projects a member of the organisation owns',
  tag: 'organisation',
  access: 'user',
  body: z.object({ userId: id }),
  async handler(ctx) {
    const admin = requireAdmin(ctx.user);
    await memberOf(ctx, admin.organisationId, ctx.body.userId);
    const rows = await ctx.services.db
      .select({ id: projects.id, name: projects.name, chip: projects.chip, createdAt: projects.createdAt })
      .from(projects)
      .where(and(eq(projects.ownerId, ctx.body.userId), isNull(projects.deletedAt)));
    return ok(rows.map((p) => ({ ...p, createdAt: p.createdAt.toISOString() })));
  },
});

export const updateOrgUserPassRoute = route({
  method: 'POST',
  url: '/user/updateOrgUserPass',
  summary: 'Change an enterprise password (one’s own, or a member’s as administrator)',
  tag: 'organisation',
  access: 'user',
  body: z.object({
    userId: id,
    password: transportedPassword,
    /** One's own change proves the current password (hashed as the new one); an administrator's does not. */
    currentPassword: transportedPassword.optional(),
  }),
  async handler(ctx) {
    const { user, body, services } = ctx;
    if (!user?.enterprise)
      return fail(BusinessCode.InsufficientPermission, message('organisation.enterpriseOnly'), 'enterprise');
    if (body.userId === user.userId) {
      if (body.currentPassword === undefined)
        return fail(
          BusinessCode.MissingParameters,
          message('organisation.currentPasswordMissing'),
          'currentPassword',
        );
      const stored = (
        await services.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.userId))
      )[0];
      if (!stored || !(await verifyPassword(stored.hash, body.currentPassword)))
        return fail(
          BusinessCode.UserMessage,
          message('organisation.currentPasswordWrong'),
          'currentPassword',
        );
    }
    if (body.userId !== user.userId) {
      const admin = requireAdmin(user);
      await memberOf(ctx, admin.organisationId, body.userId);
      await refuseChangeOfMainAccountByOthers(services.db, admin.organisationId, admin.userId, body.userId);
    }
    const passwordHash = await hashPassword(body.password);
    await services.db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash, failedLogins: 0 }).where(eq(users.id, body.userId));
      // The account's other sessions end; one's own change keeps the session that made it.
      await endSessionsForPasswordChange(
        tx,
        body.userId,
        services.clock.now(),
        body.userId === user.userId ? user.sessionId : undefined,
      );
    });
    return ok(null);
  },
});

export const organisationRoutes: AnyRoute[] = [
  baseDataRoute,
  addDepartmentRoute,
  updateDepartmentRoute,
  deleteDepartmentRoute,
  addOrgUserRoute,
  updateIdUserRoute,
  deleteIdUserRoute,
  getSameLevelUserListDataRoute,
  getOrgUserProjectListDataRoute,
  updateOrgUserPassRoute,
];
