import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Answer } from './envelope.js';
import type { Services } from '../services.js';
import type { SessionUser } from '../auth/session.js';
import type { ProjectAccess } from '../projects/access.js';

/** Who may call a route: anyone, a logged-in user, a user with access to the `projectId` project, back-office staff. */
export type RouteAccess = 'public' | 'user' | 'project' | 'backoffice';

export interface RouteContext<B, Q> {
  body: B;
  query: Q;
  services: Services;
  request: FastifyRequest;
  reply: FastifyReply;
  /** Present for access 'user', 'project' and 'backoffice'. */
  user: SessionUser | undefined;
  /** Present for access 'project'. */
  project: ProjectAccess | undefined;
}

export interface RouteDefinition<B extends z.ZodType = z.ZodType, Q extends z.ZodType = z.ZodType> {
  method: 'GET' | 'POST';
  url: string;
  summary: string;
  tag: string;
  access: RouteAccess;
  /** Request body schema (POST). JSON and form-encoded bodies are both accepted. */
  body?: B;
  /** Query string schema. */
  query?: Q;
  /** The route writes the reply itself (file downloads); otherwise it answers the envelope. */
  raw?: boolean;
  /** Describes a raw response for OpenAPI. */
  produces?: string;
  handler(ctx: RouteContext<z.infer<B>, z.infer<Q>>): Promise<Answer | void> | Answer | void;
}

/** Declares a route with its types inferred from its schemas. */
export function route<B extends z.ZodType, Q extends z.ZodType>(
  definition: RouteDefinition<B, Q>,
): RouteDefinition<B, Q> {
  return definition;
}

// A list of routes of different body types; each is checked where it is declared.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the registry erases each route's own body type
export type AnyRoute = RouteDefinition<any, any>;
