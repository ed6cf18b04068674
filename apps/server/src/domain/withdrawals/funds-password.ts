import type { SessionInfo } from '../accounts/sessions.ts';
import { ApiError } from '../errors.ts';
import type { MerchantConfig } from '../merchants/merchant-config.ts';
import { fundsPolicy, type FundsPolicy } from './funds-guard.ts';
import { refuseTrial, requireMember, type MoneyServices } from './money-work.ts';
import type { MemberMoneyRow } from './security-repository.ts';

type Checking = Pick<MoneyServices, 'guard' | 'passwords'>;

/**
 * Checks the member's funds password (accounts spec §3 `paymentPassword`, an Argon2id hash) through the guard:
 * `funds.password.missing` when none is set, else locked or incorrect with the tries left.
 */
export async function verifyFundsPassword(
  { guard, passwords }: Checking,
  member: Pick<MemberMoneyRow, 'id' | 'payment_password_hash'>,
  policy: FundsPolicy,
  password: string,
  now: number,
): Promise<void> {
  const hash = member.payment_password_hash;
  if (hash === null) throw new ApiError('fundsPasswordMissing');
  await guard.check(
    member.id,
    policy,
    { kind: 'funds', text: password },
    () => passwords.verify(hash, password),
    now,
  );
}

/**
 * Sets the funds password. The first one (none set at registration) is confirmed by the login password, a change
 * by the current funds password; wrong ones of either count towards the same lock.
 */
export async function setFundsPassword(
  services: Pick<MoneyServices, 'repository' | 'guard' | 'passwords'>,
  session: SessionInfo,
  merchant: Pick<MerchantConfig, 'payments'>,
  input: { currentPassword: string; newPassword: string },
  now = Date.now(),
): Promise<{ hasFundsPassword: boolean }> {
  refuseTrial(session);
  const { repository, guard, passwords } = services;
  const member = await requireMember(repository, session.memberId);
  const policy = fundsPolicy(merchant);
  if (member.payment_password_hash === null) {
    const loginHash = member.password_hash;
    await guard.check(
      member.id,
      policy,
      { kind: 'login', text: input.currentPassword },
      () => passwords.verify(loginHash, input.currentPassword),
      now,
    );
  } else {
    await verifyFundsPassword(services, member, policy, input.currentPassword, now);
  }
  await repository.setFundsPasswordHash(member.id, await passwords.hash(input.newPassword));
  return { hasFundsPassword: true };
}
