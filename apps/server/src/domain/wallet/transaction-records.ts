import { TRANSACTION_TYPES, type TransactionRecord } from '@h5/contract/endpoints/records.ts';
import type { Language } from '@h5/contract/languages.ts';
import { fieldError } from '../errors.ts';
import { gameName } from '../games/game-items.ts';
import type { PageOf, RecordRange } from './record-range.ts';
import type { WalletRepository } from './wallet-repository.ts';

/** The member's ledger in a range, optionally of some types (`transactionType`: a comma-separated list). */
export async function transactionRecords(
  wallet: WalletRepository,
  memberId: number,
  range: RecordRange,
  language: Language,
  transactionType: string | undefined,
): Promise<PageOf<TransactionRecord>> {
  const types = (transactionType ?? '').split(',').filter((t) => t !== '');
  for (const t of types)
    if (!(TRANSACTION_TYPES as readonly string[]).includes(t)) throw fieldError('transactionType');
  const { total, rows } = await wallet.ledgerPage({ memberId, types, ...range });
  return {
    content: rows.map((r) => ({
      id: r.id,
      type: r.type,
      amount: r.amount_cents / 100,
      balanceAfter: r.balance_after_cents / 100,
      reference: r.reference,
      remark: r.name_en === null ? '' : gameName({ name_en: r.name_en, name_ty: r.name_ty }, language),
      accountTypeId: r.account_type_id,
      time: r.created_at,
    })),
    pageNum: range.pageNo,
    totalPages: Math.ceil(total / range.pageSize),
    totalCount: total,
  };
}
