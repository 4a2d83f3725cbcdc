import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpStatus } from '@ecuc/core/api';
import { HttpProblem } from './envelope.js';
import { message, type ServerMessage } from './messages.js';

/** Methods that change state; only the app's own pages may send them from a browser. */
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The headers of every answer. The built web app loads its scripts and styles from its own origin; antd's
 * CSS-in-JS writes `<style>` elements, hence `'unsafe-inline'` for styles (never for scripts). Downloads and
 * previews use `blob:` and `data:` URLs.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; '),
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
};

/** The origin the browser sees this server at: the Host (or, behind a trusted proxy, X-Forwarded-Host/Proto). */
export function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`.toLowerCase();
}

/**
 * Why a write does not come from the app's own pages, or undefined when it may: `Sec-Fetch-Site` other than
 * `same-origin`/`none`, or an `Origin` other than the app's own (`null` included). A request with neither header
 * (the command line, curl, another server) is no browser's cross-site request and passes.
 */
export function crossSiteRefusal(request: FastifyRequest): ServerMessage | undefined {
  if (!WRITE_METHODS.has(request.method)) return undefined;
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') {
    return message('request.crossSite', { site: String(fetchSite) });
  }
  const origin = request.headers.origin;
  if (origin !== undefined && origin.toLowerCase() !== ownOrigin(request)) {
    return message('request.foreignOrigin', { origin });
  }
  return undefined;
}

/** The `onRequest` hook: security headers on every answer, HTTP 403 for a cross-site write. */
export async function guardSameOrigin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.headers(SECURITY_HEADERS);
  const refusal = crossSiteRefusal(request);
  if (refusal !== undefined) throw new HttpProblem(HttpStatus.Forbidden, refusal);
}
