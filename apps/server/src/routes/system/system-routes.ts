import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import {
  getCountries,
  getHealth,
  getRegisterRules,
  getSystemStatus,
  getWhitelabel,
} from '@h5/contract/endpoints/system.ts';
import { buildSystemStatus } from '../../domain/system-status.ts';
import { ApiError } from '../../http/api-error.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';

/** platform-api §4.4: the system group (site configuration, switches, rules, dialing codes, health). */
export function registerSystemRoutes(app: FastifyInstance): void {
  registerEndpoint(app, getSystemStatus, ({ merchant, request, language }) =>
    buildSystemStatus(merchant, { ip: request.ip }, language),
  );

  registerEndpoint(app, getWhitelabel, ({ merchant }) => merchant.whitelabel);

  registerEndpoint(app, getRegisterRules, ({ merchant }) => merchant.register);

  registerEndpoint(app, getCountries, ({ platform, language }) => [...platform.countries.list(language)]);

  registerEndpoint(
    app,
    getHealth,
    async ({ platform, request }) => {
      try {
        await sql`select 1`.execute(platform.db);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        throw new ApiError('systemBusy', { cause: error });
      }
      return { status: 'ok' as const, database: 'ok' as const, version: platform.version };
    },
    { merchantRequired: false },
  );
}
