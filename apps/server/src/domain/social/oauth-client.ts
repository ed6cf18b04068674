import * as oidc from 'openid-client';
import type { RedirectProviderConfig } from '../merchants/social-config.ts';
import type { ReadyRedirectProvider } from './provider-settings.ts';
import { SOCIAL } from './social-constants.ts';

/** The person a provider vouched for. */
export interface ProviderIdentity {
  readonly subject: string;
  readonly email: string;
  readonly name: string;
}

/** What a sign-in keeps between the authorization request and the callback (server-side only). */
export interface AuthorizationSecrets {
  readonly state: string;
  readonly nonce: string;
  readonly codeVerifier: string;
}

/** Why a callback was refused, as the player is told. */
export class ProviderRefusal extends Error {
  constructor(
    readonly reason: 'cancelled' | 'state' | 'provider',
    options?: ErrorOptions,
  ) {
    super(reason, options);
    this.name = 'ProviderRefusal';
  }
}

/** Plain http only to a provider on this machine (the tests' and a developer's local provider). */
function isLoopback(url: URL): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

const configurations = new WeakMap<RedirectProviderConfig, Promise<oidc.Configuration>>();

/**
 * The library's view of the provider, made once per merchant setting: by discovery for OpenID Connect (issuer,
 * endpoints, JWKS from `.well-known/openid-configuration`), from the written endpoints for plain OAuth 2.0. A failed
 * discovery is not kept, so the next sign-in tries again.
 */
function configuration({ settings, clientSecret }: ReadyRedirectProvider): Promise<oidc.Configuration> {
  const known = configurations.get(settings);
  if (known !== undefined) return known;
  const auth = oidc.ClientSecretPost(clientSecret);
  const made = (async () => {
    if (settings.kind === 'oidc') {
      const issuer = new URL(settings.issuer);
      // Non-repudiation checks: the ID token's signature is verified with the provider's JWKS, not only trusted
      // for having come over TLS from the token endpoint.
      const execute = [oidc.enableNonRepudiationChecks];
      // eslint-disable-next-line @typescript-eslint/no-deprecated -- plain http to a provider on this machine only
      if (issuer.protocol === 'http:' && isLoopback(issuer)) execute.push(oidc.allowInsecureRequests);
      return oidc.discovery(issuer, settings.clientId, undefined, auth, {
        timeout: SOCIAL.providerTimeoutSeconds,
        execute,
      });
    }
    const authorization = new URL(settings.authorizationEndpoint);
    const config = new oidc.Configuration(
      {
        issuer: authorization.origin,
        authorization_endpoint: settings.authorizationEndpoint,
        token_endpoint: settings.tokenEndpoint,
      },
      settings.clientId,
      undefined,
      auth,
    );
    config.timeout = SOCIAL.providerTimeoutSeconds;
    const endpoints = [authorization, new URL(settings.tokenEndpoint), new URL(settings.profileEndpoint)];
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- plain http to a provider on this machine only
    if (endpoints.some((u) => u.protocol === 'http:' && isLoopback(u))) oidc.allowInsecureRequests(config);
    return config;
  })();
  configurations.set(settings, made);
  made.catch(() => configurations.delete(settings));
  return made;
}

/** New random state, nonce (OpenID Connect only) and PKCE verifier for one sign-in. */
export function newSecrets(provider: ReadyRedirectProvider): AuthorizationSecrets {
  return {
    state: oidc.randomState(),
    nonce: provider.settings.kind === 'oidc' ? oidc.randomNonce() : '',
    codeVerifier: oidc.randomPKCECodeVerifier(),
  };
}

/** The provider's authorization URL: code flow, PKCE S256, state and (OpenID Connect) nonce. */
export async function authorizationUrl(
  provider: ReadyRedirectProvider,
  secrets: AuthorizationSecrets,
  redirectUri: string,
): Promise<string> {
  const config = await configuration(provider);
  const { settings } = provider;
  const parameters: Record<string, string> = {
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: (settings.scopes ?? SOCIAL.defaultScopes[settings.kind]).join(' '),
    state: secrets.state,
    code_challenge: await oidc.calculatePKCECodeChallenge(secrets.codeVerifier),
    code_challenge_method: 'S256',
  };
  if (secrets.nonce !== '') parameters.nonce = secrets.nonce;
  return oidc.buildAuthorizationUrl(config, parameters).href;
}

/**
 * The callback's answer turned into the person: refusals and cancellations told apart, the state compared with
 * the one this browser's sign-in was given, the code exchanged with the PKCE verifier, and for OpenID Connect the ID
 * token verified by the library (signature by the provider's JWKS, issuer, audience, expiry, nonce). A plain OAuth
 * 2.0 provider names the person through its profile URL with the access token.
 */
export async function identityFromCallback(
  provider: ReadyRedirectProvider,
  secrets: AuthorizationSecrets,
  redirectUri: string,
  query: string,
): Promise<ProviderIdentity> {
  const params = new URLSearchParams(query);
  const error = params.get('error');
  if (error !== null) throw new ProviderRefusal(error === 'access_denied' ? 'cancelled' : 'provider');
  if (params.get('state') !== secrets.state) throw new ProviderRefusal('state');

  const config = await configuration(provider);
  const callbackUrl = new URL(redirectUri);
  callbackUrl.search = params.toString();
  const { settings } = provider;
  try {
    if (settings.kind === 'oidc') {
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: secrets.codeVerifier,
        expectedState: secrets.state,
        expectedNonce: secrets.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (claims === undefined) throw new ProviderRefusal('provider');
      return {
        subject: claims.sub,
        email: typeof claims.email === 'string' ? claims.email : '',
        name: typeof claims.name === 'string' ? claims.name : '',
      };
    }
    const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: secrets.codeVerifier,
      expectedState: secrets.state,
    });
    const response = await oidc.fetchProtectedResource(
      config,
      tokens.access_token,
      new URL(settings.profileEndpoint),
      'GET',
    );
    if (!response.ok) throw new ProviderRefusal('provider');
    const profile = (await response.json()) as Record<string, unknown>;
    const subject = profile[settings.subjectField];
    if ((typeof subject !== 'string' && typeof subject !== 'number') || String(subject) === '') {
      throw new ProviderRefusal('provider');
    }
    return {
      subject: String(subject),
      email: typeof profile.email === 'string' ? profile.email : '',
      name: typeof profile.name === 'string' ? profile.name : '',
    };
  } catch (cause) {
    if (cause instanceof ProviderRefusal) throw cause;
    throw new ProviderRefusal('provider', { cause });
  }
}
