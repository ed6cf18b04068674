import fastifySwagger, { type FastifyStaticSwaggerOptions } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { OpenApiDocument } from './openapi.ts';

export const DOCS_PREFIX = '/docs';

/** Swagger UI is a static page plus its own scripts; like the app, it gets no inline script. */
const DOCS_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; " +
  "form-action 'self'";

/** The OpenAPI document (built from the contract) at /docs/json and Swagger UI at /docs. */
export async function registerDocs(app: FastifyInstance, document: OpenApiDocument): Promise<void> {
  await app.register(fastifySwagger, {
    mode: 'static',
    // Our document is OpenAPI 3.1 (JSON Schema 2020-12); the plugin's types only know 3.0, the UI reads both.
    specification: { document } as unknown as FastifyStaticSwaggerOptions['specification'],
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: DOCS_PREFIX,
    staticCSP: DOCS_CSP,
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
}
