import { RECORD_PAGE_SIZE } from '@h5/contract/endpoints/records.ts';
import type { DepositStatus } from '@h5/contract/endpoints/deposit.ts';
import type { Language } from '@h5/contract/languages.ts';
import { ApiError, fieldError } from '../errors.ts';
import type { PageOf } from '../wallet/record-range.ts';
import { toOperatorDeposit, type OperatorDeposit } from './deposit-answers.ts';
import { creditDeposit } from './deposit-credit.ts';
import type { DepositRepository } from './deposit-repository.ts';
import type { PaymentsWork } from './payments-work.ts';

const MAX_PAGE_SIZE = 100;

export interface OperatorListQuery {
  readonly status?: DepositStatus | undefined;
  readonly pageNo?: string | undefined;
  readonly pageSize?: string | undefined;
}

/** The merchant's deposits in a status (default: waiting for review), oldest first: the operator's queue. */
export async function operatorDeposits(
  deposits: DepositRepository,
  merchantCode: string,
  query: OperatorListQuery,
  language: Language,
  now = Date.now(),
): Promise<PageOf<OperatorDeposit>> {
  const pageNo = query.pageNo === undefined ? 1 : Number(query.pageNo);
  const pageSize = query.pageSize === undefined ? RECORD_PAGE_SIZE : Number(query.pageSize);
  if (pageNo < 1) throw fieldError('pageNo');
  if (pageSize < 1 || pageSize > MAX_PAGE_SIZE) throw fieldError('pageSize');
  // Gateway deposits nobody paid in time are shown as what they are, failed, not as pending.
  await deposits.expireDue({ merchantCode }, now);
  const { rows, total } = await deposits.merchantDepositsPage({
    merchantCode,
    status: query.status ?? 'reviewing',
    pageNo,
    pageSize,
  });
  return {
    content: rows.map((row) => toOperatorDeposit(row, language)),
    pageNum: pageNo,
    totalPages: Math.ceil(total / pageSize),
    totalCount: total,
  };
}

export interface ReviewInput {
  readonly reference: string;
  readonly decision: 'approve' | 'reject';
  /** Required to reject: the player reads it. */
  readonly reason?: string | undefined;
  readonly requestId: string;
}

/**
 * An operator's decision on a manual deposit waiting for review, recorded with the operator's name and the time:
 * approving credits the wallet through the ledger (once, `deposit-credit.ts`), rejecting needs a reason. The same
 * decision again answers the deposit as decided; the other decision afterwards, or any decision on a gateway
 * deposit, is `review.conflict`.
 */
export async function reviewManualDeposit(
  { deposits, work }: { deposits: DepositRepository; work: PaymentsWork },
  merchantCode: string,
  operator: string,
  input: ReviewInput,
  language: Language,
  now = Date.now(),
): Promise<OperatorDeposit> {
  const reason = (input.reason ?? '').trim();
  if (input.decision === 'reject' && reason === '') throw fieldError('reason', 'missing');
  const target = await deposits.operatorDeposit(merchantCode, input.reference);
  if (target === undefined) throw new ApiError('recordNotFound');
  await work.run(async (repositories) => {
    await repositories.deposits.lockMember(target.member_id);
    const row = await repositories.deposits.findById(target.id);
    if (row === undefined || row.channel_kind !== 'manual_bank') throw new ApiError('reviewConflict');
    if (row.status === 'reviewing') {
      const decided =
        input.decision === 'approve'
          ? await creditDeposit(repositories, row, {
              providerReference: null,
              review: { operator, requestId: input.requestId },
              now,
            })
          : await repositories.deposits.markRejected(row.id, {
              operator,
              reason,
              requestId: input.requestId,
              now,
            });
      if (decided === undefined) throw new ApiError('reviewConflict');
      return;
    }
    const same =
      (input.decision === 'approve' && row.status === 'success') ||
      (input.decision === 'reject' && row.status === 'rejected');
    if (!same) throw new ApiError('reviewConflict');
  });
  const decided = await deposits.operatorDeposit(merchantCode, input.reference);
  if (decided === undefined) throw new ApiError('recordNotFound');
  return toOperatorDeposit(decided, language);
}
