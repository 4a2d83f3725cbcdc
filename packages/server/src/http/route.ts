import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Answer } from './envelope.js';
import type { Services } from '../services.js';
import type { SessionUser } from '../auth/session.js';
import type { ProjectAccess } from '../projects/access.js';

/** Who may call a route: anyone, a logged-in user, a user with access to the `projectId` project, back-office staff. */
export type RouteAccess = 'public' | 'user' | 'project' | 'backoffice';

/**
 * Who is calling, as the access level guarantees it: nobody known for 'public', a live session for 'user' and
 * 'backoffice', a live session and its project for 'project'. The server checks these before the handler runs
 * (401/600–603 otherwise), so handlers never test for them.
 */
export type Caller<A extends RouteAccess> = A extends 'public'
  ? { user: undefined; project: undefined }
  : A extends 'project'
    ? { user: SessionUser; project: ProjectAccess }
    : { user: SessionUser; project: undefined };

/** What a handler receives; `user` and `project` are typed by the route's access level. */
export type RouteContext<B, Q, A extends RouteAccess = RouteAccess> = {
  body: B;
  query: Q;
  services: Services;
  request: FastifyRequest;
  reply: FastifyReply;
} & Caller<A>;

/** The context of a route with access 'project': the project and the user are known. */
export type ProjectRouteContext<B = unknown, Q = unknown> = RouteContext<B, Q, 'project'>;

export interface RouteDefinition<
  B extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  A extends RouteAccess = RouteAccess,
> {
  method: 'GET' | 'POST';
  url: string;
  summary: string;
  tag: string;
  access: A;
  /** Request body schema (POST). JSON and form-encoded bodies are both accepted. */
  body?: B;
  /** Query string schema. */
  query?: Q;
  /** The route writes the reply itself (file downloads); otherwise it answers the envelope. */
  raw?: boolean;
  /** Describes a raw response for OpenAPI. */
  produces?: string;
  handler(ctx: RouteContext<z.infer<B>, z.infer<Q>, A>): Promise<Answer | void> | Answer | void;
}

/** Declares a route with its types inferred from its schemas and its access level. */
export function route<B extends z.ZodType, Q extends z.ZodType, A extends RouteAccess>(
  definition: RouteDefinition<B, Q, A>,
): RouteDefinition<B, Q, A> {
  return definition;
}

// A list of routes of different body types and access levels; each is checked where it is declared.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the registry erases each route's own body type
export type AnyRoute = RouteDefinition<any, any, RouteAccess>;
