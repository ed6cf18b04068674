import { PROMOTION_STATUSES, REWARD_STATUSES } from '@h5/contract/endpoints/promotions.ts';
import { describe, expect, it } from 'vitest';
import promotionsEn from '../promotions/en.json';

describe('promotions namespace', () => {
  it('names every status of the contract (lobby §3 labels)', () => {
    expect(Object.keys(promotionsEn.status).sort()).toEqual([...PROMOTION_STATUSES].sort());
    expect(Object.keys(promotionsEn.rewardStatus).sort()).toEqual([...REWARD_STATUSES].sort());
  });
});
