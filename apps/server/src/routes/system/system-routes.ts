import type { FastifyInstance } from 'fastify';
import {
  getCountries,
  getHealth,
  getHelpCenter,
  getRegisterRules,
  getSystemStatus,
  getWhitelabel,
} from '@h5/contract/endpoints/system.ts';
import { reportWebVitals } from '@h5/contract/endpoints/vitals.ts';
import { isLanguage } from '@h5/contract/languages.ts';
import { vitalsLogEntry } from '../../domain/content/field-vitals.ts';
import { helpCenter } from '../../domain/content/help-center.ts';
import { buildSystemStatus } from '../../domain/merchants/system-status.ts';
import { ApiError } from '../../domain/errors.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';

/**
 * platform-api §4.4: the system group (site configuration, switches, rules, dialing codes, health), plus our own
 * field-data report.
 */
export function registerSystemRoutes(app: FastifyInstance): void {
  registerEndpoint(app, getSystemStatus, ({ merchant, request, language }) =>
    buildSystemStatus(merchant, { ip: request.ip }, language),
  );

  registerEndpoint(app, getWhitelabel, ({ merchant }) => merchant.whitelabel);

  registerEndpoint(app, getRegisterRules, ({ merchant }) => merchant.register);

  // OP-19: `lang` (platform), then `language` (product), then the header; an unknown value is skipped.
  registerEndpoint(app, getHelpCenter, ({ platform, merchant, query, language }) => {
    const asked = [query.lang, query.language]
      .map((value) => value?.trim().toUpperCase())
      .find((value) => isLanguage(value));
    return helpCenter(platform.repositories.content, merchant.code, asked ?? language);
  });

  // Field data (issue 11): one info line per report and no database table, the log is the sink. Guests report too;
  // the global API rate limit per client address applies as to every /wps route.
  registerEndpoint(app, reportWebVitals, ({ merchant, body, request }) => {
    request.log.info({ vitals: vitalsLogEntry(merchant.code, body) }, 'web vitals');
    return { accepted: body.metrics.length };
  });

  registerEndpoint(app, getCountries, ({ platform, language }) => [...platform.countries.list(language)]);

  registerEndpoint(
    app,
    getHealth,
    async ({ platform, request }) => {
      try {
        await platform.repositories.merchants.ping();
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        throw new ApiError('systemBusy', { cause: error });
      }
      return { status: 'ok' as const, database: 'ok' as const, version: platform.version };
    },
    { merchantRequired: false },
  );
}
