import type { FastifyInstance } from 'fastify';
import { registerSystemRoutes } from './system/system-routes.ts';

/** One module per endpoint group of platform-api.md §4; app.ts checks that every contract endpoint is covered. */
export function registerRoutes(app: FastifyInstance): void {
  registerSystemRoutes(app);
}
