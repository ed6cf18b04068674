import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  freePlayLogin,
  getCaptcha,
  getCaptchaPuzzle,
  getRsaKey,
  login,
  logout,
  sendSmsNoLogin,
  sendSmsRegister,
} from '@h5/contract/endpoints/session.ts';
import { CAPTCHA_COOKIE, CAPTCHA_TTL_MS, issuePuzzleFor } from '../../domain/accounts/captcha.ts';
import { freePlay } from '../../domain/accounts/free-play.ts';
import { login as logIn } from '../../domain/accounts/login.ts';
import { sendSmsCode } from '../../domain/accounts/send-sms-code.ts';
import { ApiError } from '../../domain/errors.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import type { Platform } from '../../http/platform.ts';
import { accountRequest, clientInfo } from '../account-request.ts';

/** platform-api §4.1: RSA key, login, free play, logout, captcha, SMS codes. */
export function registerSessionRoutes(app: FastifyInstance): void {
  registerEndpoint(app, getRsaKey, ({ platform, reply }) => {
    reply.header('cache-control', 'no-store');
    return platform.accounts.keys.currentModulus();
  });

  registerEndpoint(app, login, (context) => {
    const { sessions, guard, passwords, captchas, sms } = context.platform.accounts;
    const { accounts } = context.platform.repositories;
    const services = { accounts, sessions, guard, passwords, captchas, sms };
    return logIn(services, accountRequest(context), context.body, clientInfo(context));
  });

  registerEndpoint(app, freePlayLogin, (context) => {
    const { platform } = context;
    const { sessions, throttle } = platform.accounts;
    const { accounts, wallet } = platform.repositories;
    const services = { accounts, wallet, sessions, throttle };
    return freePlay(services, accountRequest(context), platform.config.trialHourlyPerIp, clientInfo(context));
  });

  registerEndpoint(app, logout, async ({ platform, session }) => {
    await platform.accounts.sessions.revoke(session.tokenHash);
    return null;
  });

  registerEndpoint(app, getCaptcha, async ({ platform, merchant, reply, request }) => {
    const rule = merchant.register.captcha;
    const captcha = await platform.accounts.captchas.issue(rule?.maxLength ?? 4);
    setCaptchaCookie(reply, request.protocol === 'https', captcha.id);
    return captcha.png.toString('base64');
  });

  registerEndpoint(app, getCaptchaPuzzle, async ({ platform, reply, request, ip }) => {
    const issued = await issuePuzzleFor(platform.accounts, ip);
    setCaptchaCookie(reply, request.protocol === 'https', issued.id);
    return issued.puzzle;
  });

  registerEndpoint(app, sendSmsNoLogin, (context) =>
    sendSmsCode(
      smsSending(context.platform),
      accountRequest(context),
      'login',
      context.body.countryDialingCode,
      context.body.mobileNum,
      context.ip,
    ),
  );

  registerEndpoint(app, sendSmsRegister, (context) => {
    const { platform, merchant } = context;
    const on = (id: string) => platform.merchants.isModuleOn(merchant.code, id);
    if (!on('REGMOBVERF3') && !on('MOBILENUMREG3')) throw new ApiError('functionNotAvailable');
    return sendSmsCode(
      smsSending(platform),
      accountRequest(context),
      'register',
      context.body.countryDialingCode,
      context.body.mobileNo,
      context.ip,
    );
  });
}

function smsSending({ repositories, accounts }: Platform) {
  return { accounts: repositories.accounts, sms: accounts.sms, delivery: accounts.delivery };
}

/** The picture and the puzzle share one single-use cookie: whichever was fetched last is the one that counts. */
function setCaptchaCookie(reply: FastifyReply, secure: boolean, id: string): void {
  reply.header('cache-control', 'no-store');
  reply.setCookie(CAPTCHA_COOKIE, id, {
    path: '/wps',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: CAPTCHA_TTL_MS / 1000,
  });
}
