import type { EndpointBody } from '@h5/contract/endpoint.ts';
import { telegramSignIn as endpoint } from '@h5/contract/endpoints/social.ts';
import type { LoginResult } from '@h5/contract/endpoints/session.ts';
import { request } from '../../../../lib/api/request.ts';

export type TelegramInput = EndpointBody<typeof endpoint>;

/**
 * Finishes the Telegram sign-in this browser started (the server's attempt, bound by cookie) with the data
 * Telegram's login handed back; the server checks its hash with the bot token and takes each payload once.
 */
export function telegramSignIn(input: TelegramInput): Promise<LoginResult> {
  return request(endpoint, { body: input, token: null });
}
