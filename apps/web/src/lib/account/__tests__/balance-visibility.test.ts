import { describe, expect, it } from 'vitest';
import { balanceVisibilityStore, setBalanceHidden, toggleBalanceHidden } from '../balance-visibility.ts';

describe('balance visibility (lobby spec §4)', () => {
  it('toggles and remembers the choice in localStorage as hideBalance', () => {
    setBalanceHidden(false);
    expect(localStorage.getItem('hideBalance')).toBeNull();
    toggleBalanceHidden();
    expect(balanceVisibilityStore.getState().hidden).toBe(true);
    expect(localStorage.getItem('hideBalance')).toBe('1');
    toggleBalanceHidden();
    expect(balanceVisibilityStore.getState().hidden).toBe(false);
    expect(localStorage.getItem('hideBalance')).toBeNull();
  });
});
