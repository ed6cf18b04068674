import type { FastifyInstance } from 'fastify';
import { getRedRain, grabRedEnvelope } from '@h5/contract/endpoints/red-rain.ts';
import { isAgent } from '@h5/contract/member-types.ts';
import { AGENT_MENU_SWITCHES, SHELL_SWITCH_GROUPS } from '@h5/contract/shell-switches.ts';
import { ApiError } from '../../domain/errors.ts';
import type { MerchantConfig } from '../../domain/merchants/merchant-config.ts';
import type { PromotionServices } from '../../domain/promotions/promotion-work.ts';
import { grabEnvelope, redRainState, type RainRequest } from '../../domain/promotions/red-rain.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';

/** Red envelope rain (docs/decisions.md "Red envelope rain"): agents only, where the merchant's switch shows it. */
export function registerRedRainRoutes(app: FastifyInstance): void {
  const { platform } = app;
  const services = (): PromotionServices => ({
    repository: platform.repositories.promotions,
    work: platform.units.promotions,
  });
  const rainRequest = (
    merchant: MerchantConfig,
    session: { memberId: number; memberType: number },
  ): RainRequest => {
    if (!isAgent(session.memberType)) throw new ApiError('agentOnly');
    const on = (moduleId: string) => platform.merchants.isModuleOn(merchant.code, moduleId);
    return {
      merchant,
      memberId: session.memberId,
      switchOn: on(SHELL_SWITCH_GROUPS.agentMenu) && on(AGENT_MENU_SWITCHES.redEnvelopeRain),
    };
  };

  registerEndpoint(app, getRedRain, ({ merchant, session }) =>
    redRainState(services(), rainRequest(merchant, session)),
  );
  registerEndpoint(app, grabRedEnvelope, ({ merchant, session, body }) =>
    grabEnvelope(services(), rainRequest(merchant, session), body),
  );
}
