import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { BusinessCode, HttpStatus } from '@ecuc/core/api';
import { projectParticipants, projects } from '../db/schema.js';
import type { Services } from '../services.js';
import type { SessionUser } from '../auth/session.js';
import { BusinessProblem, HttpProblem } from '../http/envelope.js';
import { message } from '../http/messages.js';

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
    throw new HttpProblem(HttpStatus.NoProjectPermission, message('project.noneChosen'));
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
  if (!row) throw new HttpProblem(HttpStatus.NoProjectPermission, message('project.noPermission'));
  const role =
    row.project.ownerId === user.userId ? 'owner' : row.participant !== null ? 'participant' : null;
  if (!role) throw new HttpProblem(HttpStatus.NoProjectPermission, message('project.noPermission'));
  const ownerOnly = OWNER_ONLY_ROUTES[request.routeOptions.url ?? ''];
  if (ownerOnly && role !== 'owner') {
    throw new BusinessProblem(
      BusinessCode.InsufficientPermission,
      message(`project.ownerOnly.${ownerOnly}`),
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
