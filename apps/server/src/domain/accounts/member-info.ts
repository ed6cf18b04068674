import type { MemberInfo } from '@h5/contract/endpoints/member.ts';
import { ApiError } from '../errors.ts';
import type { AccountsRepository } from './accounts-repository.ts';
import { maskEmail, maskMobile } from './members.ts';
import type { SessionInfo } from './sessions.ts';

export async function memberInfo(accounts: AccountsRepository, session: SessionInfo): Promise<MemberInfo> {
  const member = await accounts.findMemberById(session.memberId);
  if (member === undefined) throw new ApiError('notLoggedIn');
  const upline = member.upline_id === null ? undefined : await accounts.findMemberById(member.upline_id);
  return {
    id: member.id,
    account: member.account,
    nickname: member.nickname,
    type: member.type,
    clubLabel: { labelName: `VIP${String(member.vip_level)}` },
    regDate: member.reg_date,
    mobile: maskMobile(member.dialing_code, member.mobile),
    email: maskEmail(member.email),
    toUpline: upline?.account ?? '',
    merchantCode: member.merchant_code,
    passwordExpired: member.password_expired === 1,
  };
}
