import type { getSecurityCenter } from '@h5/contract/endpoints/security.ts';
import type { EndpointValue } from '@h5/contract/endpoint.ts';
import type { Language } from '@h5/contract/languages.ts';
import { maskEmail, maskMobile } from '../accounts/members.ts';
import type { SessionInfo } from '../accounts/sessions.ts';
import type { MerchantConfig } from '../merchants/merchant-config.ts';
import { requireMember, type MoneyServices } from './money-work.ts';
import { toPayoutAccount } from './payout-accounts.ts';
import { questionList } from './security-questions.ts';

/** The security centre: the funds password's state, the questions, the bound accounts and contacts, all masked. */
export async function securityCenter(
  services: Pick<MoneyServices, 'repository' | 'guard'>,
  session: SessionInfo,
  merchant: Pick<MerchantConfig, 'payments'>,
  language: Language,
  now = Date.now(),
): Promise<EndpointValue<typeof getSecurityCenter>> {
  const { repository, guard } = services;
  const member = await requireMember(repository, session.memberId);
  const [answers, accounts, lockedUntil] = await Promise.all([
    repository.securityAnswers(member.id),
    repository.payoutAccountsOf(member.id),
    guard.lockedUntil(member.id, now),
  ]);
  return {
    hasFundsPassword: member.payment_password_hash !== null,
    fundsPasswordLockedUntil: lockedUntil,
    questions: questionList(language),
    chosenQuestionIds: answers.map((a) => a.question_id),
    payoutAccounts: accounts.map((a) => toPayoutAccount(a, merchant.payments.withdraw.providers)),
    mobileMasked: maskMobile(member.dialing_code, member.mobile),
    emailMasked: maskEmail(member.email),
    payeeName: member.payee_name,
  };
}
