import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  SOCIAL_PROVIDERS,
  SOCIAL_SWITCHES,
  finishSocialSignIn,
  getLinkedSocialAccounts,
  getSocialProviders,
  startSocialSignIn,
  telegramSignIn,
} from '@h5/contract/endpoints/social.ts';
import { accountsRepository } from '../../domain/accounts/accounts-repository.ts';
import { ApiError } from '../../domain/errors.ts';
import type { MerchantConfig } from '../../domain/merchants/merchant-config.ts';
import { isOffered, telegramBot } from '../../domain/social/provider-settings.ts';
import { SOCIAL } from '../../domain/social/social-constants.ts';
import {
  finishRedirectSignIn,
  startSocialSignIn as startSignIn,
  telegramSignIn as signInWithTelegram,
  type SocialRequest,
  type SocialServices,
} from '../../domain/social/social-sign-in.ts';
import { socialRepository } from '../../domain/social/social-repository.ts';
import { unitOfWork } from '../../db/unit-of-work.ts';
import type { Platform } from '../../http/platform.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { clientInfo } from '../account-request.ts';

function socialServices(platform: Platform): SocialServices {
  return {
    accounts: platform.repositories.accounts,
    social: socialRepository(platform.db),
    creation: unitOfWork(platform.db, (db) => ({
      accounts: accountsRepository(db),
      social: socialRepository(db),
    })),
    sessions: platform.accounts.sessions,
    passwords: platform.accounts.passwords,
    guard: platform.accounts.guard,
    env: process.env,
  };
}

function socialRequest(platform: Platform, merchant: MerchantConfig): SocialRequest {
  const isModuleOn = (moduleId: string) => platform.merchants.isModuleOn(merchant.code, moduleId);
  return { merchant, isModuleOn, switchOn: (provider) => isModuleOn(SOCIAL_SWITCHES[provider]) };
}

/**
 * The web app's callback URL the provider sends the player back to: on the page's origin (the `Origin` of the
 * start call, when it is this host or one of the merchant's domains; the API may live on another origin), else on
 * this request's own. The provider only accepts redirect URIs registered for the client, so a forged origin ends
 * at the provider's error page.
 */
function callbackUrl(request: FastifyRequest, merchant: MerchantConfig): string {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && URL.canParse(origin)) {
    const url = new URL(origin);
    const known = url.host === request.host || merchant.domains.includes(url.hostname);
    if ((url.protocol === 'https:' || url.protocol === 'http:') && known) {
      return new URL(SOCIAL.callbackPath, url.origin).href;
    }
  }
  // Normalised as a URL (a default port dropped): the token request repeats it as the library writes it.
  return new URL(SOCIAL.callbackPath, `${request.protocol}://${request.host}`).href;
}

function registerUrl(request: FastifyRequest): string {
  return request.hostname.slice(0, 253);
}

function setBindingCookie(reply: FastifyReply, secure: boolean, binding: string | null): void {
  reply.header('cache-control', 'no-store');
  reply.setCookie(SOCIAL.cookie, binding ?? '', {
    path: SOCIAL.cookiePath,
    httpOnly: true,
    // Lax, not Strict: the finish call comes from the page the provider's cross-site redirect opened.
    sameSite: 'lax',
    secure,
    maxAge: binding === null ? 0 : SOCIAL.attemptTtlMs / 1000,
  });
}

/** Social sign-in (issue 17 item 2; docs/decisions.md "Social sign-in"). */
export function registerSocialRoutes(app: FastifyInstance): void {
  registerEndpoint(app, getSocialProviders, ({ platform, merchant, reply }) => {
    const { switchOn } = socialRequest(platform, merchant);
    reply.header('cache-control', 'no-store');
    const providers = SOCIAL_PROVIDERS.filter((p) => isOffered(merchant, p, switchOn(p), process.env));
    const bot = providers.includes('telegram') ? telegramBot(merchant, process.env) : null;
    return { providers, telegramBot: bot === null ? null : { name: bot.botName, id: bot.botId } };
  });

  registerEndpoint(app, getLinkedSocialAccounts, async ({ platform, session, reply }) => {
    reply.header('cache-control', 'no-store');
    const rows = await socialRepository(platform.db).listIdentitiesOfMember(session.memberId);
    const accounts = rows.flatMap((row) => {
      const provider = SOCIAL_PROVIDERS.find((p) => p === row.provider);
      return provider === undefined
        ? []
        : [{ provider, displayName: row.display_name, email: row.email, linkedAt: row.created_at }];
    });
    return { accounts };
  });

  registerEndpoint(
    app,
    startSocialSignIn,
    async ({ platform, merchant, body, session, request, reply, ip }) => {
      if (body.link !== undefined && session === null) throw new ApiError('notLoggedIn');
      const link =
        body.link === undefined || session === null
          ? null
          : { memberId: session.memberId, password: body.link.password, ip };
      const started = await startSignIn(
        socialServices(platform),
        socialRequest(platform, merchant),
        body.provider,
        { ...body, registerUrl: registerUrl(request) },
        link,
        callbackUrl(request, merchant),
      );
      setBindingCookie(reply, request.protocol === 'https', started.binding);
      return { authorizationUrl: started.authorizationUrl };
    },
  );

  registerEndpoint(app, finishSocialSignIn, async (context) => {
    const { platform, merchant, body, request, reply } = context;
    const binding = request.cookies[SOCIAL.cookie];
    // The cookie goes whatever the outcome: the attempt it named is used up.
    setBindingCookie(reply, request.protocol === 'https', null);
    return finishRedirectSignIn(
      socialServices(platform),
      socialRequest(platform, merchant),
      binding === '' ? undefined : binding,
      body.query,
      clientInfo(context),
    );
  });

  registerEndpoint(app, telegramSignIn, async (context) => {
    const { platform, merchant, body, request, reply } = context;
    const binding = request.cookies[SOCIAL.cookie];
    // As for the finish call: the attempt the cookie named is used up whatever the outcome.
    setBindingCookie(reply, request.protocol === 'https', null);
    return signInWithTelegram(
      socialServices(platform),
      socialRequest(platform, merchant),
      binding === '' ? undefined : binding,
      body.auth,
      clientInfo(context),
    );
  });
}
