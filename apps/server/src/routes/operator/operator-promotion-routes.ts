import type { FastifyInstance } from 'fastify';
import { listPromotionApplications, reviewPromotionApplication } from '@h5/contract/endpoints/promotions.ts';
import { promotionApplications, reviewApplication } from '../../domain/promotions/applications.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';

/** The operator API's promotions side: sign-ups that need approval, and the decisions on them. */
export function registerOperatorPromotionRoutes(app: FastifyInstance): void {
  const { platform } = app;
  const services = () => ({ repository: platform.repositories.promotions, work: platform.units.promotions });

  registerEndpoint(app, listPromotionApplications, ({ merchant, query, language }) =>
    promotionApplications(services(), merchant, query, language),
  );
  registerEndpoint(app, reviewPromotionApplication, ({ merchant, operator, body, language }) =>
    reviewApplication(services(), merchant, operator.name, body, language),
  );
}
