import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { LoginResult } from '@h5/contract/endpoints/session.ts';
import {
  REDIRECT_PROVIDERS,
  type RedirectProvider,
  type SocialProvider,
  type TelegramAuthData,
} from '@h5/contract/endpoints/social.ts';
import { MEMBER_TYPE, isTrial } from '@h5/contract/member-types.ts';
import type { MemberRow } from '../../db/schema.ts';
import type { PasswordHasher } from '../../infra/password-hasher.ts';
import type { AccountsRepository } from '../accounts/accounts-repository.ts';
import type { AccountRequest, ClientInfo } from '../accounts/account-request.ts';
import type { LoginGuard } from '../accounts/login-guard.ts';
import { accountKey } from '../accounts/members.ts';
import { randomPassword } from '../accounts/passwords.ts';
import { firstCode } from '../accounts/registration.ts';
import { enabledRule } from '../accounts/registration-rules.ts';
import { startSession } from '../accounts/session-start.ts';
import type { Sessions } from '../accounts/sessions.ts';
import { ApiError, fieldError } from '../errors.ts';
import type { UnitOfWork } from '../unit-of-work.ts';
import {
  ProviderRefusal,
  authorizationUrl,
  identityFromCallback,
  newSecrets,
  type ProviderIdentity,
} from './oauth-client.ts';
import { redirectProvider, telegramBot, type SecretSource } from './provider-settings.ts';
import { SOCIAL } from './social-constants.ts';
import type { SocialAttemptRow, SocialRepository } from './social-repository.ts';
import { checkTelegramAuth, telegramLoginUrl, telegramPayloadExpiry } from './telegram-login.ts';

export interface SocialServices {
  readonly accounts: AccountsRepository;
  readonly social: SocialRepository;
  /** A first sign-in writes the member and its identity together. */
  readonly creation: UnitOfWork<{ readonly accounts: AccountsRepository; readonly social: SocialRepository }>;
  readonly sessions: Sessions;
  readonly passwords: PasswordHasher;
  /** Wrong link passwords count as the account's login failures, as change-password's do. */
  readonly guard: LoginGuard;
  /** Where `clientSecretEnv` / `botTokenEnv` are read. */
  readonly env: SecretSource;
}

/** What the social request reads beyond `AccountRequest`: whether the provider's switch is on. */
export type SocialRequest = Pick<AccountRequest, 'merchant' | 'isModuleOn'> & {
  readonly switchOn: (provider: SocialProvider) => boolean;
};

/** What a first sign-in registers with (as registration: the URL's codes, how the site runs, its host). */
export interface SocialRegistration {
  readonly affiliateCode: string;
  readonly referralCode: string;
  readonly registerMethod: string;
  readonly registerUrl: string;
}

/** Linking: the signed-in member, the password given for it, and the client address (the guard counts by it). */
export interface LinkRequest {
  readonly memberId: number;
  readonly password: string;
  readonly ip: string;
}

function hashBinding(binding: string): string {
  return createHash('sha256').update(binding).digest('hex');
}

/**
 * Begins a sign-in. Refused before the player leaves when the provider is not offered, the URL's affiliate code
 * names nobody, or (linking) the password is wrong. The attempt stays in the database under the SHA-256 of a random
 * binding that only the browser holds (HttpOnly cookie, `binding`): for Google and Facebook with state, nonce and
 * PKCE verifier; for Telegram, which has no state of its own, the attempt alone is what binds the login data coming
 * back to this browser (without it anyone could sign a victim in to the attacker's account with a link).
 */
export async function startSocialSignIn(
  services: SocialServices,
  request: SocialRequest,
  provider: SocialProvider,
  registration: SocialRegistration,
  link: LinkRequest | null,
  redirectUri: string,
  now = Date.now(),
): Promise<{ authorizationUrl: string; binding: string }> {
  const opening = openProvider(services, request, provider, redirectUri);
  const linkMemberId = link === null ? null : (await checkLink(services, provider, link)).id;
  if (link === null) await uplineOf(services.accounts, request.merchant.code, registration);

  let url: string;
  try {
    url = await opening.url();
  } catch (cause) {
    // Discovery failed: the provider cannot be reached or answers nonsense.
    throw new ApiError('socialProviderError', { cause });
  }
  const binding = randomBytes(32).toString('base64url');
  await services.social.deleteExpiredAttempts(now);
  await services.social.insertAttempt({
    id: hashBinding(binding),
    merchant_code: request.merchant.code,
    provider,
    ...opening.secrets,
    redirect_uri: redirectUri,
    affiliate_code: registration.affiliateCode.trim(),
    referral_code: registration.referralCode.trim(),
    register_method: registration.registerMethod,
    register_url: registration.registerUrl.slice(0, 253),
    link_member_id: linkMemberId,
    created_at: now,
    expires_at: now + SOCIAL.attemptTtlMs,
  });
  return { authorizationUrl: url, binding };
}

/** The provider's page to send the player to, and what the attempt keeps for the way back; refused when not offered. */
function openProvider(
  services: SocialServices,
  request: SocialRequest,
  provider: SocialProvider,
  redirectUri: string,
): { url: () => Promise<string>; secrets: { state: string; nonce: string; code_verifier: string } } {
  if (!request.switchOn(provider)) throw new ApiError('socialUnavailable');
  if (provider === 'telegram') {
    const bot = telegramBot(request.merchant, services.env);
    if (bot === null) throw new ApiError('socialUnavailable');
    const url = telegramLoginUrl(bot.botId, redirectUri);
    return { url: () => Promise.resolve(url), secrets: { state: '', nonce: '', code_verifier: '' } };
  }
  const ready = redirectProvider(request.merchant, provider, services.env);
  if (ready === null) throw new ApiError('socialUnavailable');
  const secrets = newSecrets(ready);
  return {
    url: () => authorizationUrl(ready, secrets, redirectUri),
    secrets: { state: secrets.state, nonce: secrets.nonce, code_verifier: secrets.codeVerifier },
  };
}

/** Takes (deletes) the browser's attempt of these providers; refused when there is none, or it is old or elsewhere. */
async function takeAttempt(
  services: SocialServices,
  request: SocialRequest,
  binding: string | undefined,
  providers: readonly SocialProvider[],
  now: number,
): Promise<SocialAttemptRow> {
  const attempt = binding === undefined ? undefined : await services.social.takeAttempt(hashBinding(binding));
  if (
    attempt === undefined ||
    attempt.merchant_code !== request.merchant.code ||
    attempt.expires_at <= now ||
    !providers.includes(attempt.provider as SocialProvider)
  ) {
    // No sign-in of this browser: a forged or replayed callback, another browser's, or one too old.
    throw new ApiError('socialStateMismatch');
  }
  return attempt;
}

function registrationOf(attempt: SocialAttemptRow): SocialRegistration {
  return {
    affiliateCode: attempt.affiliate_code,
    referralCode: attempt.referral_code,
    registerMethod: attempt.register_method,
    registerUrl: attempt.register_url,
  };
}

/**
 * Finishes the sign-in the browser's `binding` began, with the query the provider sent back. The attempt is used
 * up whatever happens, so a callback cannot be replayed.
 */
export async function finishRedirectSignIn(
  services: SocialServices,
  request: SocialRequest,
  binding: string | undefined,
  query: string,
  client: ClientInfo,
  now = Date.now(),
): Promise<LoginResult> {
  const attempt = await takeAttempt(services, request, binding, REDIRECT_PROVIDERS, now);
  const provider = attempt.provider as RedirectProvider;
  const ready = request.switchOn(provider)
    ? redirectProvider(request.merchant, provider, services.env)
    : null;
  if (ready === null) throw new ApiError('socialUnavailable');
  let identity: ProviderIdentity;
  try {
    identity = await identityFromCallback(
      ready,
      { state: attempt.state, nonce: attempt.nonce, codeVerifier: attempt.code_verifier },
      attempt.redirect_uri,
      query,
    );
  } catch (error) {
    if (!(error instanceof ProviderRefusal)) throw error;
    const key = {
      cancelled: 'socialCancelled',
      state: 'socialStateMismatch',
      provider: 'socialProviderError',
    } as const;
    throw new ApiError(key[error.reason], { cause: error.cause });
  }
  const registration = registrationOf(attempt);
  return signInWith(services, request, provider, identity, registration, attempt.link_member_id, client, now);
}

/**
 * Finishes the Telegram sign-in the browser's `binding` began (the attempt used up whatever happens), with the
 * data Telegram's login page handed back: checked with the bot token, fresh, and never seen before (each payload
 * signs in once), then as any other provider.
 */
export async function telegramSignIn(
  services: SocialServices,
  request: SocialRequest,
  binding: string | undefined,
  auth: TelegramAuthData,
  client: ClientInfo,
  now = Date.now(),
): Promise<LoginResult> {
  const attempt = await takeAttempt(services, request, binding, ['telegram'], now);
  const bot = request.switchOn('telegram') ? telegramBot(request.merchant, services.env) : null;
  if (bot === null) throw new ApiError('socialUnavailable');
  const check = checkTelegramAuth(auth, bot.botToken, now);
  if (check === 'badHash') throw new ApiError('socialProviderError');
  if (check === 'stale') throw new ApiError('socialStateMismatch');
  if (!(await services.social.useTelegramPayload(auth.hash, telegramPayloadExpiry(auth), now))) {
    throw new ApiError('socialStateMismatch');
  }
  const name = [auth.first_name, auth.last_name]
    .filter((part) => part !== undefined && part !== '')
    .join(' ');
  const identity = { subject: String(auth.id), email: '', name: name || (auth.username ?? '') };
  const registration = registrationOf(attempt);
  return signInWith(
    services,
    request,
    'telegram',
    identity,
    registration,
    attempt.link_member_id,
    client,
    now,
  );
}

/** The member linking: real (not trial), active, the password right, no identity of this provider yet. */
async function checkLink(
  services: SocialServices,
  provider: SocialProvider,
  link: LinkRequest,
): Promise<MemberRow> {
  const member = await services.accounts.findMemberById(link.memberId);
  if (member === undefined || isTrial(member.type)) throw new ApiError('trialRefused');
  // As change-password: the attempt counts as a failure before the check, so guessing ends in `login.locked`.
  const key = accountKey(member.account);
  const reservation = await services.guard.reserve(
    { merchantCode: member.merchant_code, accountKey: key, ip: link.ip },
    'notAsked',
  );
  if (reservation.kind !== 'reserved') throw new ApiError('loginLocked');
  // A wrong password leaves the reservation as the failure.
  if (!(await services.passwords.verify(member.password_hash, link.password))) {
    throw new ApiError('socialLinkPasswordIncorrect');
  }
  await services.guard.clear(member.merchant_code, key);
  if ((await services.social.findIdentityOfMember(member.id, provider)) !== undefined) {
    throw new ApiError('socialAlreadyLinked');
  }
  return member;
}

/** The upline a first sign-in registers under (registration's affiliate rule), or null for none. */
async function uplineOf(
  accounts: AccountsRepository,
  merchantCode: string,
  registration: SocialRegistration,
): Promise<number | null> {
  const code = firstCode(registration.affiliateCode, registration.referralCode);
  if (code === '') return null;
  const upline = await accounts.findMemberByAffiliateCode(merchantCode, code);
  if (upline === undefined) throw new ApiError('invitationCodeError');
  return upline.id;
}

/**
 * The identity's member logged in: the linked one (a later sign-in), the member linking it, or a new member (a
 * first sign-in). Identities are never matched by e-mail: a provider's e-mail proves nothing about our accounts.
 */
async function signInWith(
  services: SocialServices,
  request: SocialRequest,
  provider: SocialProvider,
  identity: ProviderIdentity,
  registration: SocialRegistration,
  linkMemberId: number | null,
  client: ClientInfo,
  now: number,
): Promise<LoginResult> {
  const { social } = services;
  const merchantCode = request.merchant.code;
  const email = identity.email.slice(0, 254);
  const name = identity.name.slice(0, 64);
  const known = await social.findIdentity(merchantCode, provider, identity.subject);

  if (linkMemberId !== null) {
    if (known !== undefined && known.member_id !== linkMemberId) throw new ApiError('socialAlreadyLinked');
    if (known === undefined) {
      const linked = await social.insertIdentity({
        merchant_code: merchantCode,
        provider,
        subject: identity.subject,
        member_id: linkMemberId,
        email,
        display_name: name,
        created_at: now,
        last_sign_in_at: now,
      });
      if (linked === 'taken') throw new ApiError('socialAlreadyLinked');
    }
    return logInMember(services, linkMemberId, client);
  }

  if (known !== undefined) {
    await social.touchIdentity(known.id, now, email, name);
    return logInMember(services, known.member_id, client);
  }
  const member = await createMember(services, request, provider, identity, registration, now);
  return startSession(services, member, client, true);
}

async function logInMember(
  services: SocialServices,
  memberId: number,
  client: ClientInfo,
): Promise<LoginResult> {
  const member = await services.accounts.findMemberById(memberId);
  if (member === undefined) throw new ApiError('socialStateMismatch');
  if (member.status !== 'active') throw new ApiError('loginForbidden');
  return startSession(services, member, client, member.first_login === 1);
}

/**
 * A first sign-in registers a player as registration does, minus what the provider stands in for: no captcha (the
 * provider checked a person signed in), no SMS code (no number is given), a generated user name and an unknown
 * random password (the member can set one by "forgot password" once a number or e-mail is on file, or sign in with
 * the provider). The affiliate rule applies: a required code must be present, a given one must name an upline.
 * Two first sign-ins of one person racing: the identity's unique index keeps one, the other logs in to it.
 */
async function createMember(
  services: SocialServices,
  request: SocialRequest,
  provider: SocialProvider,
  identity: ProviderIdentity,
  registration: SocialRegistration,
  now: number,
): Promise<MemberRow> {
  const { merchant } = request;
  const affiliateRule = enabledRule(merchant.register, 'affiliateCode');
  const code = firstCode(registration.affiliateCode, registration.referralCode);
  if (affiliateRule?.required === true && code === '') throw fieldError('affiliateCode', 'missing');
  const uplineId = await uplineOf(services.accounts, merchant.code, registration);
  const passwordHash = await services.passwords.hash(
    randomPassword(enabledRule(merchant.register, 'password')),
  );

  for (let tries = 0; tries < 5; tries++) {
    const account = generatedAccount(provider);
    const outcome = await services.creation
      .run(async ({ accounts, social }) => {
        const member = await accounts.insertMember({
          merchant_code: merchant.code,
          account,
          account_key: accountKey(account),
          type: MEMBER_TYPE.player,
          password_hash: passwordHash,
          reg_date: now,
          upline_id: uplineId,
          dialing_code: null,
          mobile: null,
          payment_password_hash: null,
          affiliate_code: null,
          nickname: identity.name.slice(0, 64),
          register_method: registration.registerMethod,
          register_url: registration.registerUrl,
          status: 'active',
        });
        if (member === 'accountTaken' || member === 'mobileTaken') return 'accountTaken' as const;
        const linked = await social.insertIdentity({
          merchant_code: merchant.code,
          provider,
          subject: identity.subject,
          member_id: member.id,
          email: identity.email.slice(0, 254),
          display_name: identity.name.slice(0, 64),
          created_at: now,
          last_sign_in_at: now,
        });
        // Rolls the member back: the other sign-in's member is the one.
        if (linked === 'taken') throw new IdentityTaken();
        return member;
      })
      .catch((error: unknown) => {
        if (error instanceof IdentityTaken) return 'identityTaken' as const;
        throw error;
      });
    if (outcome === 'accountTaken') continue;
    if (outcome === 'identityTaken') {
      const winner = await services.social.findIdentity(merchant.code, provider, identity.subject);
      const member =
        winner === undefined ? undefined : await services.accounts.findMemberById(winner.member_id);
      if (member === undefined) throw new ApiError('systemBusy');
      return member;
    }
    return outcome;
  }
  throw new ApiError('systemBusy');
}

class IdentityTaken extends Error {}

function generatedAccount(provider: SocialProvider): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
  let random = '';
  for (let i = 0; i < SOCIAL.accountRandomLength; i++) random += alphabet.charAt(randomInt(alphabet.length));
  return `${SOCIAL.accountPrefix[provider]}${random}`;
}
