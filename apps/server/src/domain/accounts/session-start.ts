import type { LoginResult } from '@h5/contract/endpoints/session.ts';
import type { MemberRow } from '../../db/schema.ts';
import type { AccountsRepository } from './accounts-repository.ts';
import type { ClientInfo } from './account-request.ts';
import type { Sessions } from './sessions.ts';

/** Logs the member in (login, free play, registration): a new session; the first login is then done. */
export async function startSession(
  { accounts, sessions }: { readonly accounts: AccountsRepository; readonly sessions: Sessions },
  member: MemberRow,
  client: ClientInfo,
  firstTimeLogin: boolean,
): Promise<LoginResult> {
  const token = await sessions.create(member.id, { ip: client.ip, device: client.device });
  if (member.first_login === 1) await accounts.markFirstLoginDone(member.id);
  return {
    token,
    id: member.id,
    userName: member.account,
    customerType: member.type,
    firstTimeLogin,
    passwordExpired: member.password_expired === 1,
    merchantCode: member.merchant_code,
  };
}
