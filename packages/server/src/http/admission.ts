import type { FastifyReply, FastifyRequest } from 'fastify';
import { say } from './language.js';
import { message } from './messages.js';

/** Requests a server process works on at once unless MAX_IN_FLIGHT says otherwise. */
export const DEFAULT_MAX_IN_FLIGHT = 128;

/** Seconds a refused client is asked to wait before it tries again. */
export const RETRY_AFTER_SECONDS = 1;

/**
 * Bounded concurrency: past `limit` requests in progress, a new one is answered at once with HTTP 503 and
 * `Retry-After` instead of joining an unbounded queue (at saturation every client would otherwise wait, and
 * time out, together). `/healthz` is always let through so that a load balancer sees the process alive.
 */
/** Requests admitted and not yet answered. */
const admitted = new WeakSet<FastifyRequest>();

export class AdmissionGate {
  private inFlight = 0;
  constructor(readonly limit: number) {}

  get busy(): number {
    return this.inFlight;
  }

  /** The `onRequest` hook: admits the request or answers 503. */
  readonly admit = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | void> => {
    if (request.url === '/healthz') return;
    if (this.inFlight >= this.limit) {
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ state: 503, data: null, message: say(request, message('request.busy')) });
    }
    this.inFlight += 1;
    admitted.add(request);
  };

  /** The `onResponse` and `onRequestAbort` hooks: an admitted request leaves once. */
  readonly leave = async (request: FastifyRequest): Promise<void> => {
    if (!admitted.delete(request)) return;
    this.inFlight -= 1;
  };
}
