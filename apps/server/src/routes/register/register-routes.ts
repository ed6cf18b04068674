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
import * as accounts from '../../domain/accounts.ts';
import { ApiError } from '../../domain/errors.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { accountDeps, clientInfo } from '../account-deps.ts';

/** platform-api §4.2: registration, checks, forgotten and changed passwords. */
export function registerRegisterRoutes(app: FastifyInstance): void {
  registerEndpoint(app, register, (context) => {
    const deps = accountDeps(context);
    if (!deps.isModuleOn('USERNAMEREG3')) throw new ApiError('functionNotAvailable');
    return accounts.register(deps, 'username', context.body, clientInfo(context));
  });

  registerEndpoint(app, registerMobile, (context) =>
    accounts.register(accountDeps(context), 'mobile', context.body, clientInfo(context)),
  );

  registerEndpoint(app, checkAffiliate, async (context) => {
    // Links may carry either name; an empty `code` must not hide a `referralCode`.
    const code = accounts.firstCode(context.query.code, context.query.referralCode);
    if (!(await accounts.isAffiliateValid(accountDeps(context), code))) {
      throw new ApiError('invitationCodeError');
    }
    return { valid: true as const };
  });

  registerEndpoint(app, checkUsername, async (context) => {
    if (!(await accounts.isUsernameFree(accountDeps(context), context.query.username))) {
      throw new ApiError('usernameExists');
    }
    return { available: true as const };
  });

  registerEndpoint(app, forgotPasswordByEmail, async (context) => {
    await accounts.forgotPasswordByEmail(accountDeps(context), context.body, context.ip, (error) => {
      context.request.log.error({ err: error }, 'forgot password: the e-mail could not be sent');
    });
    return null;
  });

  registerEndpoint(app, setPasswordByPhone, async (context) => {
    await accounts.setPasswordByPhone(accountDeps(context), context.body);
    return null;
  });

  registerEndpoint(app, changePassword, async (context) => {
    await accounts.changePassword(accountDeps(context), context.session, context.body, context.ip);
    return null;
  });
}
