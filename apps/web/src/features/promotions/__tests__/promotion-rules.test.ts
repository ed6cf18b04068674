import { describe, expect, it } from 'vitest';
import { progressPercent, promotionAction } from '../promotion-rules.ts';

describe('promotionAction (lobby §3 statuses)', () => {
  const base = { kind: 'deposit_bonus' as const, status: 'join' as const, needsSignUp: false };

  it('sends a guest to login only where joining is possible', () => {
    expect(promotionAction(base, false)).toBe('login');
    expect(promotionAction({ ...base, status: 'comingSoon' }, false)).toBe('none');
    expect(promotionAction({ ...base, status: 'close' }, false)).toBe('none');
  });

  it('lets a member join the way the promotion needs', () => {
    expect(promotionAction(base, true)).toBe('deposit');
    expect(promotionAction({ ...base, kind: 'sign_up', needsSignUp: true }, true)).toBe('signUp');
    expect(promotionAction({ ...base, kind: 'mission', needsSignUp: true }, true)).toBe('signUp');
    expect(promotionAction({ ...base, kind: 'daily_login' }, true)).toBe('claimLogin');
    expect(promotionAction({ ...base, kind: 'rebate' }, true)).toBe('none');
  });

  it('claims a waiting reward here, today’s login reward, or points to the reward center', () => {
    expect(promotionAction({ ...base, status: 'claim', claimableRewardId: 4 }, true)).toBe('claimReward');
    expect(promotionAction({ ...base, status: 'issued', claimableRewardId: 4 }, true)).toBe('claimReward');
    expect(
      promotionAction({ ...base, kind: 'daily_login', status: 'claim', claimableRewardId: null }, true),
    ).toBe('claimLogin');
    expect(promotionAction({ ...base, status: 'claim' }, true)).toBe('rewardCenter');
    expect(promotionAction({ ...base, status: 'issued', claimableRewardId: null }, true)).toBe(
      'rewardCenter',
    );
  });

  it('offers nothing for the other statuses', () => {
    for (const status of [
      'joined',
      'signed',
      'process',
      'applying',
      'claimed',
      'rejected',
      'close',
      'comingSoon',
    ] as const) {
      expect(promotionAction({ ...base, status }, true), status).toBe('none');
    }
  });
});

describe('progressPercent', () => {
  it('is the share reached, whole percent, within 0-100', () => {
    expect(progressPercent(1250, 5000)).toBe(25);
    expect(progressPercent(999, 1000)).toBe(99);
    expect(progressPercent(2000, 1000)).toBe(100);
    expect(progressPercent(-5, 1000)).toBe(0);
    expect(progressPercent(0, 0)).toBe(100);
  });
});
