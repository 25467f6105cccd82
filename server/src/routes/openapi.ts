import { Router } from 'express';
import { z } from 'zod';
import type { Registry } from '../api/route.js';

/** Express `/a/:id` → OpenAPI `/a/{id}`. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** The OpenAPI 3.1 document, generated from the same route list and zod schemas the server runs. */
export function openApiDocument(registry: Registry, version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const def of registry) {
    const path = openApiPath(def.path);
    const params = [...def.path.matchAll(/:(\w+)/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    const operation: Record<string, unknown> = {
      tags: [def.tag],
      summary: def.summary,
      description: [`Access: ${def.access}.`, def.plan ? `Plan: ${def.plan}.` : '', `Answer: ${def.answer}.`]
        .filter(Boolean)
        .join(' '),
      'x-access': def.access,
      ...(def.plan ? { 'x-plan': def.plan } : {}),
      ...(params.length ? { parameters: params } : {}),
      responses: {
        '200': { description: def.answer },
        '400': { description: 'Invalid body: { message, code: "invalid", issues: [{ field, message }] }' },
        '401': { description: 'Not signed in, or the token was refused: { message, code: "auth" }' },
        '403': {
          description: 'Not allowed (code "forbidden"), plan limit (code "plan"), or missing XSRF (code "xsrf")',
        },
      },
    };
    if (def.body) {
      const schema = z.toJSONSchema(def.body, { io: 'input', unrepresentable: 'any' });
      const types = def.form ? ['application/x-www-form-urlencoded', 'application/json'] : ['application/json'];
      operation.requestBody = {
        required: true,
        content: Object.fromEntries(
          types.map((type) => [type, { schema, ...(def.example ? { example: def.example } : {}) }]),
        ),
      };
    }
    paths[path] ??= {};
    (paths[path] as Record<string, unknown>)[def.method] = operation;
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Referent API', version },
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        xsrf: { type: 'apiKey', in: 'header', name: 'X-XSRF-TOKEN' },
      },
    },
    security: [{ bearer: [], xsrf: [] }],
    paths,
  };
}

export function openApiRoutes(registry: Registry, version: string): Router {
  const r = Router();
  r.get('/api/openapi.json', (_req, res) => {
    res.json(openApiDocument(registry, version));
  });
  return r;
}
