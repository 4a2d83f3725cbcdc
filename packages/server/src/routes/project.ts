import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  textField,
  addProjectBody,
  BusinessCode,
  chipBody,
  copyProjectBody,
  mergePreviewBody,
  mergeProjectBody,
  participantBody,
  projectIdBody,
  removeParticipantBody,
  transferAllProjectsBody,
  transferProjectBody,
  updateProjectBody,
  type MergePreview,
  type ProjectRow,
} from '@ecuc/core/api';
import {
  CHIP_TARGETS,
  chipById,
  COMPILERS,
  compilersForChip,
  coresForChip,
  ECUC_MODULE_ID,
  moduleById,
} from '@ecuc/core/catalogue';
import { nextUniqueName } from '@ecuc/core/ecuc';
import { containers, projectModules, projectParticipants, projects, users } from '../db/schema.js';
import type { Database } from '../db/database.js';
import { fail, ok } from '../http/envelope.js';
import { message } from '../http/messages.js';
import { route, type AnyRoute } from '../http/route.js';
import type { SessionUser } from '../auth/session.js';
import { requireProjectAccess } from '../projects/access.js';
import { refuseChangeOfMainAccountByOthers } from '../accounts/main-account.js';
import { copyProject, replaceModules } from '../projects/copy.js';
import { RELEASES, PRODUCT_VERSION } from '../projects/releases.js';
import type { Services } from '../services.js';

type ProjectRecord = typeof projects.$inferSelect;

async function projectRows(db: Database, list: ProjectRecord[], viewer: number): Promise<ProjectRow[]> {
  if (list.length === 0) return [];
  const ids = list.map((p) => p.id);
  const ownerIds = [...new Set(list.map((p) => p.ownerId))];
  const [owners, participants] = await Promise.all([
    db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ownerIds)),
    db
      .select({
        projectId: projectParticipants.projectId,
        userId: users.id,
        name: users.name,
        email: users.email,
      })
      .from(projectParticipants)
      .innerJoin(users, eq(users.id, projectParticipants.userId))
      .where(inArray(projectParticipants.projectId, ids)),
  ]);
  const ownerName = new Map(owners.map((o) => [o.id, o.name]));
  return list.map((p) => ({
    id: p.id,
    name: p.name,
    description: p.description,
    version: p.version,
    chip: p.chip,
    compiler: p.compiler,
    creator: p.ownerId,
    creatorName: ownerName.get(p.ownerId) ?? '',
    createTime: p.createdAt.toISOString(),
    updateTime: p.updatedAt.toISOString(),
    role: p.ownerId === viewer ? 'owner' : 'participant',
    participants: participants
      .filter((x) => x.projectId === p.id)
      .map((x) => ({ userId: x.userId, name: x.name, email: x.email })),
  }));
}

async function ownedNames(db: Database, ownerId: number): Promise<Set<string>> {
  const rows = await db
    .select({ name: projects.name })
    .from(projects)
    .where(and(eq(projects.ownerId, ownerId), isNull(projects.deletedAt)));
  return new Set(rows.map((r) => r.name));
}

/** The caller's access to a project named in the body; HTTP 600 when there is none. */
function access(
  services: Services,
  ctx: { request: Parameters<typeof requireProjectAccess>[1] },
  user: SessionUser,
  id: number,
) {
  return requireProjectAccess(services, ctx.request, user, id);
}

async function liveUserByEmail(db: Database, email: string) {
  const rows = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, isNull(users.deletedAt)))
    .limit(1);
  return rows[0];
}

/** Projects are shared only within an organisation; personal accounts share with personal accounts. */
function mayShareWith(user: SessionUser, other: typeof users.$inferSelect): boolean {
  if (user.organisationId !== null) return other.organisationId === user.organisationId;
  return other.organisationId === null && !other.backoffice;
}

export const addProjectRoute = route({
  method: 'POST',
  url: '/vkproject/addData',
  summary: 'Create a project (name unique per owner, chip and compiler of the catalogue)',
  tag: 'project',
  access: 'user',
  body: addProjectBody,
  async handler({ body, user, services }) {
    const chip = chipById(body.chip);
    if (!chip)
      return fail(BusinessCode.IllegalValue, message('project.unknownChip', { chip: body.chip }), {
        field: 'chip',
      });
    if (!compilersForChip(chip.id).some((c) => c.id === body.compiler)) {
      return fail(
        BusinessCode.IllegalValue,
        message('project.compilerNotForChip', { compiler: body.compiler, chip: chip.id }),
        {
          field: 'compiler',
        },
      );
    }
    if ((await ownedNames(services.db, user.userId)).has(body.name)) return fail(BusinessCode.NameExists);
    const ecuc = moduleById(ECUC_MODULE_ID)!;
    const id = await services.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(projects)
        .values({
          ...body,
          ownerId: user.userId,
          createdAt: services.clock.now(),
          updatedAt: services.clock.now(),
        })
        .returning({ id: projects.id });
      const projectId = inserted[0]!.id;
      await tx.insert(projectModules).values({ projectId, module: ecuc.name, instanceId: 0, enabled: true });
      return projectId;
    });
    return ok({ id });
  },
});

export const updateProjectRoute = route({
  method: 'POST',
  url: '/vkproject/updateIdData',
  summary: 'Modify a project: rename with newName, description, version, compiler',
  tag: 'project',
  access: 'user',
  body: updateProjectBody,
  async handler(ctx) {
    const { body, services, user } = ctx;
    const project = await access(services, ctx, user, body.id);
    if (body.newName !== undefined && body.newName !== project.name) {
      if ((await ownedNames(services.db, project.ownerId)).has(body.newName))
        return fail(BusinessCode.NameExists);
    }
    if (body.compiler !== undefined && !compilersForChip(project.chip).some((c) => c.id === body.compiler)) {
      return fail(
        BusinessCode.IllegalValue,
        message('project.compilerNotForChip', { compiler: body.compiler, chip: project.chip }),
        {
          field: 'compiler',
        },
      );
    }
    await services.db
      .update(projects)
      .set({
        ...(body.newName !== undefined ? { name: body.newName } : {}),
        ...(body.description !== undefined ? { description: body.description } : {}),
        ...(body.version !== undefined ? { version: body.version } : {}),
        ...(body.compiler !== undefined ? { compiler: body.compiler } : {}),
        updatedAt: services.clock.now(),
      })
      .where(eq(projects.id, body.id));
    return ok(null);
  },
});

export const deleteProjectRoute = route({
  method: 'POST',
  url: '/vkproject/deleteIdData',
  summary: 'Delete a project (its creator only)',
  tag: 'project',
  access: 'user',
  body: projectIdBody,
  async handler(ctx) {
    const project = await access(ctx.services, ctx, ctx.user, ctx.body.id);
    await ctx.services.db
      .update(projects)
      .set({ deletedAt: ctx.services.clock.now() })
      .where(eq(projects.id, project.projectId));
    return ok(null);
  },
});

export const myProjectListRoute = route({
  method: 'POST',
  url: '/vkproject/getMyProjectListData',
  summary: 'Projects the caller created',
  tag: 'project',
  access: 'user',
  async handler({ services, user }) {
    const list = await services.db
      .select()
      .from(projects)
      .where(and(eq(projects.ownerId, user.userId), isNull(projects.deletedAt)))
      .orderBy(asc(projects.createdAt), asc(projects.id));
    return ok(await projectRows(services.db, list, user.userId));
  },
});

export const participateProjectListRoute = route({
  method: 'POST',
  url: '/vkproject/getParticipateProjectListData',
  summary: 'Projects the caller participates in',
  tag: 'project',
  access: 'user',
  async handler({ services, user }) {
    const list = await services.db
      .select({ project: projects })
      .from(projects)
      .innerJoin(projectParticipants, eq(projectParticipants.projectId, projects.id))
      .where(
        and(
          eq(projectParticipants.userId, user.userId),
          isNull(projects.deletedAt),
          ne(projects.ownerId, user.userId),
        ),
      )
      .orderBy(asc(projects.createdAt), asc(projects.id));
    return ok(
      await projectRows(
        services.db,
        list.map((row) => row.project),
        user.userId,
      ),
    );
  },
});

export const getProjectRoute = route({
  method: 'POST',
  url: '/vkproject/getIdData',
  summary: 'One project (HTTP 600 without permission or when deleted)',
  tag: 'project',
  access: 'user',
  body: projectIdBody,
  async handler(ctx) {
    await access(ctx.services, ctx, ctx.user, ctx.body.id);
    const list = await ctx.services.db.select().from(projects).where(eq(projects.id, ctx.body.id));
    const [row] = await projectRows(ctx.services.db, list, ctx.user.userId);
    return ok(row);
  },
});

export const refreshRoute = route({
  method: 'POST',
  url: '/vkproject/refresh',
  summary: 'Both project lists at once (after a change elsewhere)',
  tag: 'project',
  access: 'user',
  async handler(ctx) {
    const mine = await myProjectListRoute.handler(ctx);
    const participate = await participateProjectListRoute.handler(ctx);
    return ok({ mine: mine?.data ?? [], participate: participate?.data ?? [] });
  },
});

export const versionRoute = route({
  method: 'POST',
  url: '/vkproject/version',
  summary: 'The product version and the release log (fixed and updated items per release)',
  tag: 'project',
  access: 'public',
  handler() {
    return ok({ version: PRODUCT_VERSION, releases: RELEASES });
  },
});

export const copyProjectRoute = route({
  method: 'POST',
  url: '/vkproject/projectCopy',
  summary: 'Deep copy of a project for the caller; the name takes the first unused numeric suffix',
  tag: 'project',
  access: 'user',
  body: copyProjectBody,
  async handler(ctx) {
    const { body, services, user } = ctx;
    await access(services, ctx, user, body.id);
    const source = (await services.db.select().from(projects).where(eq(projects.id, body.id)))[0]!;
    if (body.name !== undefined && (await ownedNames(services.db, user.userId)).has(body.name))
      return fail(BusinessCode.NameExists);
    const copied = await copyProject(services.db, {
      source,
      ownerId: user.userId,
      now: services.clock.now(),
      // Asked again in the transaction that shows the copy: a name taken meanwhile is not taken twice.
      name: async (tx) => {
        const taken = await ownedNames(tx, user.userId);
        if (body.name !== undefined) return taken.has(body.name) ? undefined : body.name;
        return nextUniqueName(source.name, taken);
      },
    });
    if (!copied) return fail(BusinessCode.NameExists);
    const { id, name } = copied;
    return ok({ id, name });
  },
});

async function mergePreview(db: Database, sourceId: number, targetId: number): Promise<MergePreview> {
  const count = async (projectId: number) => {
    const modules = await db
      .select({ module: projectModules.module })
      .from(projectModules)
      .where(and(eq(projectModules.projectId, projectId), eq(projectModules.enabled, true)));
    const counts = await db
      .select({ module: containers.module, count: sql<number>`count(*)::int` })
      .from(containers)
      .where(eq(containers.projectId, projectId))
      .groupBy(containers.module);
    return {
      modules: new Set(modules.map((m) => m.module)),
      containers: new Map(counts.map((c) => [c.module, c.count])),
    };
  };
  const [source, target] = await Promise.all([count(sourceId), count(targetId)]);
  const names = [...new Set([...source.modules, ...target.modules])].sort();
  return {
    modules: names.map((module) => ({
      module,
      inSource: source.modules.has(module),
      inTarget: target.modules.has(module),
      sourceContainers: source.containers.get(module) ?? 0,
      targetContainers: target.containers.get(module) ?? 0,
    })),
  };
}

export const mergePreviewRoute = route({
  method: 'POST',
  url: '/vkproject/projectMergePreview',
  summary: 'What merging one project into another would do, per module',
  tag: 'project',
  access: 'user',
  body: mergePreviewBody,
  async handler(ctx) {
    const { body, services, user } = ctx;
    await access(services, ctx, user, body.sourceId);
    await access(services, ctx, user, body.targetId);
    if (body.sourceId === body.targetId)
      return fail(BusinessCode.IllegalOperation, message('project.mergeSameProject'));
    return ok(await mergePreview(services.db, body.sourceId, body.targetId));
  },
});

export const mergeProjectRoute = route({
  method: 'POST',
  url: '/vkproject/projectMerge',
  summary:
    "Copy a project's modules into another; where both have a module, the choice decides; one transaction",
  tag: 'project',
  access: 'user',
  body: mergeProjectBody,
  async handler(ctx) {
    const { body, services, user } = ctx;
    await access(services, ctx, user, body.sourceId);
    await access(services, ctx, user, body.targetId);
    if (body.sourceId === body.targetId)
      return fail(BusinessCode.IllegalOperation, message('project.mergeSameProject'));
    const preview = await mergePreview(services.db, body.sourceId, body.targetId);
    const conflicts = preview.modules.filter((m) => m.inSource && m.inTarget && m.module !== 'EcuC');
    const undecided = conflicts.filter((m) => !body.choices[m.module]);
    if (undecided.length > 0) {
      return fail(BusinessCode.MissingParameters, message('project.mergeSidesMissing'), {
        field: 'choices',
        modules: undecided.map((m) => m.module),
      });
    }
    const fromSource = preview.modules
      .filter((m) => m.inSource && (!m.inTarget || body.choices[m.module] === 'source'))
      .map((m) => m.module);
    await services.db.transaction(async (tx) => {
      await replaceModules(tx, body.sourceId, body.targetId, fromSource);
      await tx
        .update(projects)
        .set({ updatedAt: services.clock.now() })
        .where(eq(projects.id, body.targetId));
    });
    return ok({ merged: fromSource });
  },
});

export const transferProjectRoute = route({
  method: 'POST',
  url: '/vkproject/projectPermissionTransfer',
  summary: 'Give a project to another user (its creator only)',
  tag: 'project',
  access: 'user',
  body: transferProjectBody,
  async handler(ctx) {
    const { body, services, user } = ctx;
    const project = await access(services, ctx, user, body.id);
    const recipient = await liveUserByEmail(services.db, body.email);
    if (!recipient) return fail(BusinessCode.EmailNotRegistered);
    if (recipient.id === user.userId)
      return fail(BusinessCode.IllegalOperation, message('project.yoursAlready'));
    if (!mayShareWith(user, recipient))
      return fail(BusinessCode.InsufficientPermission, message('organisation.notMember'), 'organisation');
    const taken = await ownedNames(services.db, recipient.id);
    const name = taken.has(project.name) ? nextUniqueName(project.name, taken) : project.name;
    await services.db.transaction(async (tx) => {
      await tx
        .update(projects)
        .set({ ownerId: recipient.id, name, updatedAt: services.clock.now() })
        .where(eq(projects.id, project.projectId));
      await tx
        .delete(projectParticipants)
        .where(
          and(
            eq(projectParticipants.projectId, project.projectId),
            eq(projectParticipants.userId, recipient.id),
          ),
        );
      if (body.keepAsParticipant) {
        await tx.insert(projectParticipants).values({ projectId: project.projectId, userId: user.userId });
      }
    });
    return ok({ name });
  },
});

export const transferAllProjectsRoute = route({
  method: 'POST',
  url: '/vkproject/userAllprojectPermissionTransfer',
  summary: "Give all of a user's projects to another user (one's own, or a member's as administrator)",
  tag: 'project',
  access: 'user',
  body: transferAllProjectsBody,
  async handler({ body, services, user }) {
    const fromUserId = body.fromUserId ?? user.userId;
    if (fromUserId !== user.userId) {
      const member = (await services.db.select().from(users).where(eq(users.id, fromUserId)))[0];
      const organisationId = user.enterprise && user.memberLevel === 1 ? user.organisationId : null;
      if (organisationId === null || member?.organisationId !== organisationId) {
        return fail(BusinessCode.InsufficientPermission, message('organisation.administratorsOnly'), 'admin');
      }
      await refuseChangeOfMainAccountByOthers(services.db, organisationId, user.userId, fromUserId);
    }
    const recipient = await liveUserByEmail(services.db, body.email);
    if (!recipient) return fail(BusinessCode.EmailNotRegistered);
    if (recipient.id === fromUserId)
      return fail(BusinessCode.IllegalOperation, message('project.theirsAlready'));
    if (!mayShareWith(user, recipient))
      return fail(BusinessCode.InsufficientPermission, message('organisation.notMember'), 'organisation');
    const moved = await services.db.transaction(async (tx) => {
      const owned = await tx
        .select()
        .from(projects)
        .where(and(eq(projects.ownerId, fromUserId), isNull(projects.deletedAt)));
      const taken = await ownedNames(tx, recipient.id);
      for (const project of owned) {
        const name = taken.has(project.name) ? nextUniqueName(project.name, taken) : project.name;
        taken.add(name);
        await tx
          .update(projects)
          .set({ ownerId: recipient.id, name, updatedAt: services.clock.now() })
          .where(eq(projects.id, project.id));
      }
      return owned.length;
    });
    return ok({ moved });
  },
});

export const addParticipantRoute = route({
  method: 'POST',
  url: '/vkproject/addParticipant',
  summary: 'Add a participant by e-mail (the creator only; same organisation)',
  tag: 'project',
  access: 'user',
  body: participantBody,
  async handler(ctx) {
    const { body, services, user } = ctx;
    const project = await access(services, ctx, user, body.id);
    const participant = await liveUserByEmail(services.db, body.email);
    if (!participant) return fail(BusinessCode.EmailNotRegistered);
    if (participant.id === project.ownerId)
      return fail(BusinessCode.IllegalOperation, message('project.creatorTakesPart'));
    if (!mayShareWith(user, participant))
      return fail(BusinessCode.InsufficientPermission, message('organisation.notMember'), 'organisation');
    await services.db
      .insert(projectParticipants)
      .values({ projectId: project.projectId, userId: participant.id })
      .onConflictDoNothing();
    return ok({ userId: participant.id, name: participant.name, email: participant.email });
  },
});

export const removeParticipantRoute = route({
  method: 'POST',
  url: '/vkproject/removeParticipant',
  summary: 'Remove a participant (the creator only)',
  tag: 'project',
  access: 'user',
  body: removeParticipantBody,
  async handler(ctx) {
    const project = await access(ctx.services, ctx, ctx.user, ctx.body.id);
    await ctx.services.db
      .delete(projectParticipants)
      .where(
        and(
          eq(projectParticipants.projectId, project.projectId),
          eq(projectParticipants.userId, ctx.body.userId),
        ),
      );
    return ok(null);
  },
});

export const platformListRoute = route({
  method: 'POST',
  url: '/vkproject/getPlatformList',
  summary: 'The chip targets',
  tag: 'project',
  access: 'public',
  handler() {
    return ok(
      CHIP_TARGETS.map((chip) => ({
        id: chip.id,
        vendor: chip.vendor,
        family: chip.family,
        architecture: chip.architecture,
        cores: chip.cores.length,
        maxClockMhz: chip.maxClockMhz,
        compilers: chip.compilers,
        descriptionKey: chip.descriptionKey,
      })),
    );
  },
});

export const compilerListRoute = route({
  method: 'POST',
  url: '/vkproject/getCompilerList',
  summary: 'The compilers, or those that build for a chip',
  tag: 'project',
  access: 'public',
  body: chipBody,
  handler({ body }) {
    if (body.chip && !chipById(body.chip))
      return fail(BusinessCode.IllegalValue, message('project.unknownChip', { chip: body.chip }), {
        field: 'chip',
      });
    return ok(body.chip ? compilersForChip(body.chip) : COMPILERS);
  },
});

export const coreListRoute = route({
  method: 'POST',
  url: '/vkproject/getCoreList',
  summary: 'The hardware cores of a chip',
  tag: 'project',
  access: 'public',
  body: z.object({ chip: textField().min(1).max(64) }),
  handler({ body }) {
    if (!chipById(body.chip))
      return fail(BusinessCode.IllegalValue, message('project.unknownChip', { chip: body.chip }), {
        field: 'chip',
      });
    return ok(coresForChip(body.chip));
  },
});

export const projectRoutes: AnyRoute[] = [
  addProjectRoute,
  updateProjectRoute,
  deleteProjectRoute,
  myProjectListRoute,
  participateProjectListRoute,
  getProjectRoute,
  refreshRoute,
  versionRoute,
  copyProjectRoute,
  mergePreviewRoute,
  mergeProjectRoute,
  transferProjectRoute,
  transferAllProjectsRoute,
  addParticipantRoute,
  removeParticipantRoute,
  platformListRoute,
  compilerListRoute,
  coreListRoute,
];
