import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { initI18n, loadNamespace } from '../../i18n/i18n.ts';
import { moneyErrorText } from '../money-error.ts';
import { moneyTime } from '../money-time.ts';

const refusal = (errorCode: string, message: string, value?: unknown) =>
  new ApiError('server', 'createWithdrawal', message, { errorCode, value });

beforeAll(async () => {
  await initI18n('EN');
  await loadNamespace('withdraw');
});

describe('money refusals', () => {
  const t = i18next.t.bind(i18next);

  it('shows the unlock time of a locked funds password under the password', () => {
    const until = Date.UTC(2026, 0, 5, 6, 15);
    expect(
      moneyErrorText(t, refusal('funds.password.locked', 'Locked for now.', { lockedUntil: until })),
    ).toEqual({
      message: 'Locked for now.',
      detail: `Locked until ${moneyTime(until)}.`,
      field: 'fundsPassword',
    });
    expect(moneyTime(until)).toBe('2026-01-05 14:15');
  });

  it('adds the tries left and the turnover remaining only when the message lacks them', () => {
    expect(moneyErrorText(t, refusal('funds.password.incorrect', 'Wrong.', { triesLeft: 2 })).detail).toBe(
      'Tries left: 2.',
    );
    expect(
      moneyErrorText(t, refusal('funds.password.incorrect', 'Wrong. Tries left: 2.', { triesLeft: 2 }))
        .detail,
    ).toBeNull();
    expect(moneyErrorText(t, refusal('withdraw.turnover', 'Play more.', { remaining: 1234.5 }))).toEqual({
      message: 'Play more.',
      detail: 'Still to play: ₱1,234.50.',
      field: 'amount',
    });
    expect(
      moneyErrorText(t, refusal('withdraw.turnover', 'You need to bet ₱1234.50 more.', { remaining: 1234.5 }))
        .detail,
    ).toBeNull();
  });

  it('puts each refusal under its field, and transport failures above the button', () => {
    expect(moneyErrorText(t, refusal('payee.name.mismatch', 'Name differs.')).field).toBe('accountName');
    expect(moneyErrorText(t, refusal('withdraw.daily.limit', 'Limit.')).field).toBe('amount');
    expect(moneyErrorText(t, refusal('request_param_err', 'Bad.', { field: 'accountNumber' })).field).toBe(
      'accountNumber',
    );
    expect(moneyErrorText(t, refusal('request.id.reused', 'Start again.')).field).toBe('form');
    expect(moneyErrorText(t, new ApiError('network', 'createWithdrawal', 'down'))).toEqual({
      message: i18next.t('errors.loadFailed'),
      detail: null,
      field: 'form',
    });
  });
});
