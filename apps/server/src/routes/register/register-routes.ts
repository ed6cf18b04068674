import type { FastifyInstance } from 'fastify';
import {
  changePassword,
  checkAffiliate,
  checkUsername,
  forgotPasswordByEmail,
  register,
  registerMobile,
  setPasswordByPhone,
} from '@h5/contract/endpoints/register.ts';
import { changePassword as changeOwnPassword } from '../../domain/accounts/change-password.ts';
import {
  forgotPasswordByEmail as forgotPassword,
  setPasswordByPhone as setPasswordWithSms,
} from '../../domain/accounts/password-reset.ts';
import {
  firstCode,
  isAffiliateValid,
  isUsernameFree,
  register as registerMember,
} from '../../domain/accounts/registration.ts';
import { ApiError } from '../../domain/errors.ts';
import type { Platform } from '../../http/platform.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { accountRequest, clientInfo } from '../account-request.ts';

/** What registration uses of the platform. */
function registration({ repositories, accounts }: Platform) {
  const { sessions, passwords, captchas, sms } = accounts;
  return { accounts: repositories.accounts, sessions, passwords, captchas, sms };
}

/** What a new password (by phone, or changed in session) uses of the platform. */
function passwordChange({ repositories, accounts }: Platform) {
  const { sms, passwords, sessions, guard } = accounts;
  return { accounts: repositories.accounts, sms, passwords, sessions, guard };
}

/** platform-api §4.2: registration, checks, forgotten and changed passwords. */
export function registerRegisterRoutes(app: FastifyInstance): void {
  registerEndpoint(app, register, (context) => {
    const request = accountRequest(context);
    if (!request.isModuleOn('USERNAMEREG3')) throw new ApiError('functionNotAvailable');
    return registerMember(
      registration(context.platform),
      request,
      'username',
      context.body,
      clientInfo(context),
    );
  });

  registerEndpoint(app, registerMobile, (context) =>
    registerMember(
      registration(context.platform),
      accountRequest(context),
      'mobile',
      context.body,
      clientInfo(context),
    ),
  );

  registerEndpoint(app, checkAffiliate, async ({ platform, merchant, query }) => {
    // Links may carry either name; an empty `code` must not hide a `referralCode`.
    const code = firstCode(query.code, query.referralCode);
    if (!(await isAffiliateValid(platform.repositories.accounts, merchant.code, code))) {
      throw new ApiError('invitationCodeError');
    }
    return { valid: true as const };
  });

  registerEndpoint(app, checkUsername, async ({ platform, merchant, query }) => {
    if (!(await isUsernameFree(platform.repositories.accounts, merchant.code, query.username))) {
      throw new ApiError('usernameExists');
    }
    return { available: true as const };
  });

  registerEndpoint(app, forgotPasswordByEmail, async (context) => {
    const { repositories, accounts } = context.platform;
    const { throttle, passwords, delivery } = accounts;
    const services = { accounts: repositories.accounts, throttle, passwords, delivery };
    await forgotPassword(services, accountRequest(context), context.body, context.ip, (error) => {
      context.request.log.error({ err: error }, 'forgot password: the e-mail could not be sent');
    });
    return null;
  });

  registerEndpoint(app, setPasswordByPhone, async (context) => {
    await setPasswordWithSms(
      passwordChange(context.platform),
      accountRequest(context),
      context.body,
      context.ip,
    );
    return null;
  });

  registerEndpoint(app, changePassword, async (context) => {
    const { platform, merchant, session, body, ip } = context;
    await changeOwnPassword(passwordChange(platform), { merchant }, session, body, ip);
    return null;
  });
}
