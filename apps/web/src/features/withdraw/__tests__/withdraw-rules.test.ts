import { describe, expect, it } from 'vitest';
import { withdrawSettingsFixture } from '../../../test/money-fixtures.ts';
import { canTransferToUpline, quickAllAmount, turnoverShare, withdrawStage } from '../withdraw-rules.ts';

describe('withdraw rules', () => {
  it('asks for what comes first: allowed, a funds password, an account', () => {
    expect(withdrawStage(withdrawSettingsFixture())).toBe('ready');
    expect(withdrawStage(withdrawSettingsFixture({ payoutAccounts: [] }))).toBe('needAccount');
    expect(withdrawStage(withdrawSettingsFixture({ hasFundsPassword: false, payoutAccounts: [] }))).toBe(
      'needFundsPassword',
    );
    expect(withdrawStage(withdrawSettingsFixture({ allowWithdraw: false, hasFundsPassword: false }))).toBe(
      'notAllowed',
    );
  });

  it('offers as "all" the balance, capped by one withdrawal and what is left today', () => {
    expect(quickAllAmount(withdrawSettingsFixture())).toBe(12_345.67);
    expect(quickAllAmount(withdrawSettingsFixture({ maxAmount: 5000 }))).toBe(5000);
    expect(quickAllAmount(withdrawSettingsFixture({ dailyAmount: 10_000, dailyAmountUsed: 9000 }))).toBe(
      1000,
    );
    expect(quickAllAmount(withdrawSettingsFixture({ dailyAmount: 0, dailyAmountUsed: 9000 }))).toBe(
      12_345.67,
    );
    expect(quickAllAmount(withdrawSettingsFixture({ balance: 0.129 }))).toBe(0.12);
  });

  it('measures the turnover played', () => {
    expect(turnoverShare({ turnoverDone: 1500, turnoverRequired: 2000 })).toBe(0.75);
    expect(turnoverShare({ turnoverDone: 2500, turnoverRequired: 2000 })).toBe(1);
    expect(turnoverShare({ turnoverDone: 0, turnoverRequired: 0 })).toBe(1);
  });

  it('offers transfer to superior with the flag, an upline and a member type other than 2 (lobby §2.11)', () => {
    const on = { AGETRANSFERUP3: true };
    expect(canTransferToUpline({ switches: on, toUpline: 'agent01', type: 0 })).toBe(true);
    expect(canTransferToUpline({ switches: {}, toUpline: 'agent01', type: 1 })).toBe(true);
    expect(canTransferToUpline({ switches: { AGETRANSFERUP3: false }, toUpline: 'agent01', type: 0 })).toBe(
      false,
    );
    expect(canTransferToUpline({ switches: on, toUpline: ' ', type: 0 })).toBe(false);
    expect(canTransferToUpline({ switches: on, toUpline: 'agent01', type: 2 })).toBe(false);
  });
});
