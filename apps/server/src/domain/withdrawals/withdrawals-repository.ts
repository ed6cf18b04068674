import type { Db } from '../../db/database.ts';
import { moneyLedgerRepository } from './money-ledger-repository.ts';
import { payoutAccountsRepository } from './payout-accounts-repository.ts';
import { securityRepository } from './security-repository.ts';
import { withdrawalRowsRepository } from './withdrawal-rows-repository.ts';

/**
 * Every query of the withdrawals module (withdrawals, payout accounts, the security centre, profit and loss, upline
 * transfers), one object per database or transaction, kept in files by topic.
 */
export function withdrawalsRepository(db: Db) {
  return {
    ...securityRepository(db),
    ...payoutAccountsRepository(db),
    ...withdrawalRowsRepository(db),
    ...moneyLedgerRepository(db),
  };
}

export type WithdrawalsRepository = ReturnType<typeof withdrawalsRepository>;
