import { z } from 'zod';
import type { AnyRoute } from './route.js';

const envelope = {
  type: 'object',
  required: ['state', 'data'],
  properties: {
    state: { type: 'integer', description: '200 when OK, otherwise a business code of spec section 8' },
    data: {},
    message: { type: 'string' },
  },
};

function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> {
  // 'input' describes what a client sends (before defaults and transforms).
  const converted = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  delete converted.$schema;
  return converted;
}

/** The OpenAPI 3.1 description of the registered routes, generated from the same schemas that check requests. */
export function buildOpenApi(routes: readonly AnyRoute[], version: string): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routes) {
    const operation: Record<string, unknown> = {
      summary: r.summary,
      tags: [r.tag],
      security: r.access === 'public' ? [] : [{ session: [] }],
      responses: {
        '200': r.raw
          ? { description: 'file', content: { [r.produces ?? 'application/octet-stream']: {} } }
          : { description: 'envelope', content: { 'application/json': { schema: envelope } } },
        '401': { description: 'not logged in' },
        ...(r.access === 'project'
          ? { '600': { description: 'no project permission or project deleted' } }
          : {}),
      },
    };
    if (r.access === 'project') {
      operation.parameters = [
        { name: 'projectId', in: 'header', required: true, schema: { type: 'integer' } },
      ];
    }
    if (r.body) {
      const schema = jsonSchemaOf(r.body);
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema }, 'application/x-www-form-urlencoded': { schema } },
      };
    }
    if (r.query) {
      const schema = jsonSchemaOf(r.query) as { properties?: Record<string, unknown>; required?: string[] };
      const parameters = (operation.parameters as unknown[] | undefined) ?? [];
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        parameters.push({
          name,
          in: 'query',
          required: schema.required?.includes(name) ?? false,
          schema: property,
        });
      }
      operation.parameters = parameters;
    }
    (paths[r.url] ??= {})[r.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: { title: 'ECUC Studio API', version },
    components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'ecuc_session' } } },
    paths,
  };
}
