import type { EndpointValue } from '@h5/contract/endpoint.ts';
import type { PayoutAccount } from '@h5/contract/endpoints/money.ts';
import type { getSecurityCenter } from '@h5/contract/endpoints/security.ts';
import type { WithdrawRecord } from '@h5/contract/endpoints/withdraw.ts';
import type { WithdrawSettings } from '../lib/money/get-withdraw-settings.ts';

type SecurityCenter = EndpointValue<typeof getSecurityCenter>;

/** A bound payout account as the server shows it (number masked). */
export function payoutAccountFixture(change: Partial<PayoutAccount> = {}): PayoutAccount {
  return {
    id: 11,
    kind: 'ewallet',
    providerCode: 'gcash',
    providerName: 'GCash',
    accountName: 'Juan Dela Cruz',
    accountNumberMasked: '•••• 4567',
    createTime: Date.UTC(2026, 0, 5),
    ...change,
  };
}

/** Withdraw settings of a member ready to withdraw (funds password set, one account bound), to be changed per test. */
export function withdrawSettingsFixture(change: Partial<WithdrawSettings> = {}): WithdrawSettings {
  return {
    allowWithdraw: true,
    minAmount: 100,
    maxAmount: 50_000,
    dailyCount: 5,
    dailyCountUsed: 1,
    dailyAmount: 100_000,
    dailyAmountUsed: 500,
    turnoverMultiple: 1,
    turnoverRequired: 2000,
    turnoverDone: 1500,
    turnoverRemaining: 500,
    balance: 12_345.67,
    held: 500,
    hasFundsPassword: true,
    fundsPasswordLockedUntil: null,
    payeeName: 'Juan Dela Cruz',
    payoutAccounts: [payoutAccountFixture()],
    maxPayoutAccounts: 3,
    payoutProviders: [
      { code: 'bdo', name: 'BDO Unibank', kind: 'bank' },
      { code: 'bpi', name: 'BPI', kind: 'bank' },
      { code: 'gcash', name: 'GCash', kind: 'ewallet' },
      { code: 'maya', name: 'Maya', kind: 'ewallet' },
    ],
    ...change,
  };
}

/** The security centre of a member with a funds password and no questions yet, to be changed per test. */
export function securityCenterFixture(change: Partial<SecurityCenter> = {}): SecurityCenter {
  return {
    hasFundsPassword: true,
    fundsPasswordLockedUntil: null,
    questions: [
      { id: 1, text: 'What was the name of your first pet?' },
      { id: 2, text: 'In what town were you born?' },
      { id: 3, text: 'What is your favourite food?' },
    ],
    chosenQuestionIds: [],
    payoutAccounts: [payoutAccountFixture()],
    mobileMasked: '63-9*****4567',
    emailMasked: 'j***@example.com',
    payeeName: 'Juan Dela Cruz',
    ...change,
  };
}

/** A withdrawal of the record. */
export function withdrawRecordFixture(change: Partial<WithdrawRecord> = {}): WithdrawRecord {
  return {
    reference: 'WD20260105ABCD1234',
    amount: 1000,
    providerName: 'GCash',
    accountNumberMasked: '•••• 4567',
    status: 'pending',
    remark: '',
    createTime: Date.UTC(2026, 0, 5, 4, 30),
    updateTime: Date.UTC(2026, 0, 5, 4, 30),
    ...change,
  };
}
