import { AdmissionGate, DEFAULT_MAX_IN_FLIGHT } from './http/admission.js';
import { relative } from 'node:path';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { BusinessCode, checkBody, HttpStatus } from '@ecuc/core/api';
import type { ServerConfig } from './config.js';
import type { ModuleDef } from '@ecuc/core/ecuc';
import { shippedDefinitions } from './configuration/definitions.js';
import { openDatabase, type DatabaseHandle } from './db/database.js';
import { pluginModuleSpecifier, WorkPool } from './work/pool.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { systemClock, type Clock, type Services } from './services.js';
import { BusinessProblem, HttpProblem, fail, writtenAnswer } from './http/envelope.js';
import { requestLanguage } from './http/language.js';
import { message } from './http/messages.js';
import type { AnyRoute, Caller, RouteAccess } from './http/route.js';
import { buildOpenApi } from './http/openapi.js';
import { guardSameOrigin, SECURITY_HEADERS } from './http/same-origin.js';
import { webCacheControl } from './http/web-assets.js';
import { requireSessionUser } from './auth/session.js';
import { requireProjectAccess } from './projects/access.js';
import { allRoutes } from './routes/index.js';
import { UPLOAD_LIMIT_BYTES } from './limits.js';
import { scheduleInactivityJob } from './accounts/inactivity.js';
import { scheduleFileContentsSweep } from './projects/file-contents.js';
import { createBackofficeAccount } from './accounts/backoffice-account.js';

export const SERVER_VERSION = '0.1.0';

export interface AppOptions {
  config: ServerConfig;
  /** An open database; otherwise one is opened from the config. */
  database?: DatabaseHandle;
  clock?: Clock;
  mailer?: Mailer;
  /** Module definitions; default: the shipped ones. */
  definitions?: readonly ModuleDef[];
  /** Routes to serve; default: all of them. */
  routes?: readonly AnyRoute[];
  logger?: boolean;
  /** Run the daily jobs (inactivity clearing, the sweep of unreferenced file contents); default true. */
  jobs?: boolean;
  /** The work threads to use (tests share one pool); otherwise the app starts its own. */
  work?: WorkPool;
  /** Where the worker threads' scripts are when running from TypeScript sources (`threads/scripts.ts`). */
  threadScripts?: string;
}

export interface App {
  fastify: FastifyInstance;
  services: Services;
  routes: readonly AnyRoute[];
  close(): Promise<void>;
}

/** Who calls, as the route's access level requires (401/600–602 thrown otherwise). */
async function callerOf(
  services: Services,
  request: FastifyRequest,
  access: RouteAccess,
): Promise<Caller<RouteAccess>> {
  if (access === 'public') return { user: undefined, project: undefined };
  const user = await requireSessionUser(services, request);
  if (access !== 'project') return { user, project: undefined };
  return { user, project: await requireProjectAccess(services, request, user) };
}

function registerRoute(fastify: FastifyInstance, services: Services, r: AnyRoute): void {
  fastify.route({
    method: r.method,
    url: r.url,
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const caller = await callerOf(services, request, r.access);
      if (r.access === 'backoffice' && !caller.user?.backoffice) {
        return fail(BusinessCode.InsufficientPermission, message('request.backofficeOnly'));
      }
      let body: unknown = undefined;
      if (r.body) {
        const checked = checkBody(r.body, request.body);
        if (!checked.ok) return fail(checked.state, checked.message, { field: checked.field });
        body = checked.value;
      }
      let query: unknown = undefined;
      if (r.query) {
        const checked = checkBody(r.query, request.query);
        if (!checked.ok) return fail(checked.state, checked.message, { field: checked.field });
        query = checked.value;
      }
      try {
        const answer = await r.handler({ body, query, services, request, reply, ...caller });
        if (r.raw) return reply;
        return answer;
      } catch (error) {
        if (error instanceof BusinessProblem) return error.answer;
        throw error;
      }
    },
  });
}

/** Builds the server: database, mail, every route, static web app, error handling. */
export async function buildApp(options: AppOptions): Promise<App> {
  const { config } = options;
  // Module plugins of this deployment register themselves when imported (the work threads import them too).
  for (const pluginModule of config.pluginModules) await import(pluginModuleSpecifier(pluginModule));
  const fastify = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    bodyLimit: UPLOAD_LIMIT_BYTES + 1024 * 1024,
  });
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      threadScripts: options.threadScripts,
    }));
  const work =
    options.work ??
    new WorkPool({
      threads: config.workThreads,
      pluginModules: config.pluginModules,
      threadScripts: options.threadScripts,
    });
  const services: Services = {
    config,
    database,
    db: database.db,
    clock: options.clock ?? systemClock,
    mailer:
      options.mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        outbox: config.mailOutbox,
        from: config.mailFrom,
        logger: fastify.log,
      }),
    logger: fastify.log,
    definitions: options.definitions ?? shippedDefinitions(),
    work,
  };

  // Before anything else (the body is not even read): past the in-flight bound a fast 503, then security
  // headers, and cross-site writes refused.
  const admission = new AdmissionGate(config.maxInFlight ?? DEFAULT_MAX_IN_FLIGHT);
  fastify.addHook('onRequest', admission.admit);
  fastify.addHook('onResponse', admission.leave);
  fastify.addHook('onRequestAbort', admission.leave);
  fastify.addHook('onRequest', guardSameOrigin);
  await fastify.register(cookie);
  await fastify.register(formbody);
  await fastify.register(multipart, { limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1 } });

  // Every answer's message is said in the request's language as the answer is written: those of the
  // handlers, of the error handler below and of the routes that write their reply themselves.
  fastify.addHook(
    'preSerialization',
    async (request: FastifyRequest, _reply: FastifyReply, payload: unknown) =>
      writtenAnswer(payload, requestLanguage(request)),
  );
  fastify.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    if (error instanceof HttpProblem) {
      const payload = writtenAnswer(error.answer, requestLanguage(request));
      if (error.status <= 599) return reply.status(error.status).send(payload);
      // Fastify refuses statuses above 599; the spec's 600-603 are written on the raw response.
      reply.hijack();
      reply.raw.writeHead(error.status, {
        ...SECURITY_HEADERS,
        'content-type': 'application/json; charset=utf-8',
      });
      reply.raw.end(JSON.stringify(payload));
      return reply;
    }
    if (error instanceof BusinessProblem) return reply.status(200).send(error.answer);
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.status(200).send(fail(BusinessCode.WrongParameterType, message('request.notJson')));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply
        .status(200)
        .send(fail(BusinessCode.WrongParameterType, message('request.unsupportedContentType')));
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(200).send(fail(BusinessCode.DataOverLimit, message('request.tooLarge')));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({
      state: HttpStatus.ServerError,
      data: null,
      message: message('request.internalError'),
      requestId: request.id,
    });
  });
  fastify.setNotFoundHandler((request, reply) => {
    reply.status(404).send({
      state: 404,
      data: null,
      message: message('request.noSuchPath', { method: request.method, url: request.url }),
    });
  });

  const routes = options.routes ?? allRoutes();
  for (const r of routes) registerRoute(fastify, services, r);

  const openApi = buildOpenApi(routes, SERVER_VERSION);
  fastify.get('/openapi.json', async () => openApi);
  fastify.get('/healthz', async (_request, reply) => {
    const database = await services.database.ping();
    return reply.status(database ? 200 : 503).send({ status: database ? 'ok' : 'unavailable', database });
  });

  if (existsSync(config.webDir)) {
    await fastify.register(fastifyStatic, {
      root: config.webDir,
      prefix: '/',
      wildcard: false,
      index: ['index.html'],
      // The build writes `.br` and `.gz` beside each text asset; the one the browser accepts is sent.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (response, path) =>
        response.header('cache-control', webCacheControl(relative(config.webDir, path))),
    });
  } else {
    fastify.get('/', async (_request, reply) =>
      reply
        .type('text/html')
        .send(
          '<!doctype html><html><body><div id="root">The web app is not built: run npm run build.</div></body></html>',
        ),
    );
  }

  if (config.backoffice) {
    const account = await createBackofficeAccount(
      services.db,
      config.backoffice.email,
      config.backoffice.password,
    );
    fastify.log.info(
      { email: config.backoffice.email, created: account.created },
      'back-office account ready',
    );
  }

  const stopInactivityJob = options.jobs === false ? () => undefined : scheduleInactivityJob(services);
  const stopSweepJob =
    options.jobs === false ? () => undefined : scheduleFileContentsSweep(services.db, services.logger);

  return {
    fastify,
    services,
    routes,
    close: async () => {
      stopInactivityJob();
      stopSweepJob();
      await fastify.close();
      if (!options.database) await database.close();
      if (!options.work) await work.close();
    },
  };
}
