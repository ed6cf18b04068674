import type { transferToUpline } from '@h5/contract/endpoints/withdraw.ts';
import type { EndpointValue } from '@h5/contract/endpoint.ts';
import type { SessionInfo } from '../accounts/sessions.ts';
import { ApiError } from '../errors.ts';
import type { MerchantConfig } from '../merchants/merchant-config.ts';
import { postWalletEntry, walletCents } from '../wallet/ledger.ts';
import { fundsPolicy } from './funds-guard.ts';
import { turnover } from './turnover.ts';
import { verifyFundsPassword } from './funds-password.ts';
import { newReference, requestHash, toCents, toPesos } from './money-keys.ts';
import { refuseTrial, requireMember, type MoneyServices } from './money-work.ts';

/** Lobby spec §2.11: "Transfer to superior" is not offered to member type 2. */
const NO_UPLINE_TRANSFER_TYPE = 2;

type Answer = EndpointValue<typeof transferToUpline>;

/**
 * Transfer to superior (module AGETRANSFERUP3, checked by the route): moves an amount from the member's main
 * wallet to the upline agent's, `TRANSFER_OUT` and `TRANSFER_IN` entries with the transfer's reference, in one
 * unit of work. Not for type 2 nor for a member without an upline (`function.not.available`, as the menu hides
 * it); confirmed by the funds password; a repeated request id answers the first transfer.
 */
export async function transferToSuperior(
  services: Pick<MoneyServices, 'repository' | 'work' | 'guard' | 'passwords'>,
  session: SessionInfo,
  merchant: Pick<MerchantConfig, 'timeZone' | 'payments'>,
  input: { amount: number; fundsPassword: string; requestId: string },
  now = Date.now(),
): Promise<Answer> {
  refuseTrial(session);
  const member = await requireMember(services.repository, session.memberId);
  if (member.type === NO_UPLINE_TRANSFER_TYPE || member.upline_id === null) {
    throw new ApiError('functionNotAvailable');
  }
  const uplineId = member.upline_id;
  const upline = await requireMember(services.repository, uplineId);
  const amountCents = toCents(input.amount);
  const hash = requestHash({ uplineId, amountCents });
  // A repeat of a transfer already made answers it first (see requestWithdrawal).
  const done = await services.repository.transferByRequest(member.id, input.requestId);
  if (done === undefined) {
    await verifyFundsPassword(services, member, fundsPolicy(merchant), input.fundsPassword, now);
  }

  return services.work.run(async ({ withdrawals, wallet }) => {
    await withdrawals.lockMemberMoney(member.id);
    const earlier = await withdrawals.transferByRequest(member.id, input.requestId);
    if (earlier !== undefined) {
      if (earlier.request_hash !== hash) throw new ApiError('requestIdReused');
      return {
        reference: earlier.reference,
        toUpline: earlier.upline_account,
        amount: toPesos(earlier.amount_cents),
        balance: toPesos(await walletCents(wallet, member.id)),
      };
    }
    // Money sent up must have been played like money taken out: otherwise an unplayed deposit leaves through the
    // upline, who has no deposit of their own to play through.
    const { remainingCents } = await turnover(
      withdrawals,
      member.id,
      merchant.payments.withdraw.turnoverMultiple,
    );
    if (remainingCents > 0) {
      throw new ApiError('turnoverNotMet', {
        params: { remaining: String(toPesos(remainingCents)) },
        value: { remaining: toPesos(remainingCents) },
      });
    }
    const reference = newReference('TU', merchant.timeZone, now);
    await withdrawals.insertTransfer({
      reference,
      memberId: member.id,
      uplineId,
      amountCents,
      requestId: input.requestId,
      requestHash: hash,
      now,
    });
    const entry = { reference: `transfer:${reference}`, now };
    const balanceCents = await postWalletEntry(wallet, {
      ...entry,
      memberId: member.id,
      type: 'TRANSFER_OUT',
      amountCents: -amountCents,
    });
    await postWalletEntry(wallet, { ...entry, memberId: uplineId, type: 'TRANSFER_IN', amountCents });
    return {
      reference,
      toUpline: upline.account,
      amount: toPesos(amountCents),
      balance: toPesos(balanceCents),
    };
  });
}
