import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { BusinessCode, HttpStatus } from '@ecuc/core/api';
import { projectParticipants, projects } from '../db/schema.js';
import type { Services } from '../services.js';
import type { SessionUser } from '../auth/session.js';
import { BusinessProblem, HttpProblem } from '../http/envelope.js';
import { say, type LocalizedText } from '../http/language.js';

/** What only a project's owner (its creator) may do; participants configure its modules, nothing more. */
export type OwnerOnlyAction = 'modifyProject' | 'deleteProject' | 'transferProject' | 'manageParticipants';

/**
 * The one list of owner-only project calls (docs/permissions.md). `requireProjectAccess` refuses them to a
 * participant with 1020, the action as data and its text in the caller's language; no route checks it itself.
 */
export const OWNER_ONLY_ROUTES: Readonly<Record<string, OwnerOnlyAction>> = {
  '/vkproject/updateIdData': 'modifyProject',
  '/vkproject/deleteIdData': 'deleteProject',
  '/vkproject/projectPermissionTransfer': 'transferProject',
  '/vkproject/addParticipant': 'manageParticipants',
  '/vkproject/removeParticipant': 'manageParticipants',
};

export const ownerOnlyTexts: Record<OwnerOnlyAction, LocalizedText> = {
  modifyProject: {
    zh_cn: '只有项目创建者可以修改项目的名称、描述、版本和编译器',
    en_us: "Only the project's creator may change its name, description, version and compiler",
  },
  deleteProject: { zh_cn: '只有项目创建者可以删除项目', en_us: "Only the project's creator may delete it" },
  transferProject: {
    zh_cn: '只有项目创建者可以转移项目',
    en_us: "Only the project's creator may transfer it",
  },
  manageParticipants: {
    zh_cn: '只有项目创建者可以管理参与者',
    en_us: "Only the project's creator may manage its participants",
  },
};

/** The project a request works on, and the caller's role in it. */
export interface ProjectAccess {
  projectId: number;
  name: string;
  chip: string;
  compiler: string;
  ownerId: number;
  role: 'owner' | 'participant';
}

/**
 * Reads the `projectId` header (or an explicit id) and checks the user owns or participates in it; else HTTP 600.
 * A participant calling an owner-only route (`OWNER_ONLY_ROUTES`) gets 1020.
 */
export async function requireProjectAccess(
  services: Services,
  request: FastifyRequest,
  user: SessionUser,
  explicitId?: number,
): Promise<ProjectAccess> {
  const header = request.headers['projectid'];
  const raw = explicitId ?? (Array.isArray(header) ? header[0] : header);
  const projectId = Number(raw);
  if (raw === undefined || raw === '' || !Number.isSafeInteger(projectId) || projectId <= 0) {
    throw new HttpProblem(HttpStatus.NoProjectPermission, 'no project chosen');
  }
  const rows = await services.db
    .select({ project: projects, participant: projectParticipants.userId })
    .from(projects)
    .leftJoin(
      projectParticipants,
      and(eq(projectParticipants.projectId, projects.id), eq(projectParticipants.userId, user.userId)),
    )
    .where(and(eq(projects.id, projectId), isNull(projects.deletedAt)))
    .limit(1);
  const row = rows[0];
  if (!row) throw new HttpProblem(HttpStatus.NoProjectPermission, 'no project permission or project deleted');
  const role =
    row.project.ownerId === user.userId ? 'owner' : row.participant !== null ? 'participant' : null;
  if (!role)
    throw new HttpProblem(HttpStatus.NoProjectPermission, 'no project permission or project deleted');
  const ownerOnly = OWNER_ONLY_ROUTES[request.routeOptions.url ?? ''];
  if (ownerOnly && role !== 'owner') {
    throw new BusinessProblem(
      BusinessCode.InsufficientPermission,
      say(request, ownerOnlyTexts[ownerOnly]),
      ownerOnly,
    );
  }
  return {
    projectId,
    name: row.project.name,
    chip: row.project.chip,
    compiler: row.project.compiler,
    ownerId: row.project.ownerId,
    role,
  };
}
