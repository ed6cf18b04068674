import { createStore, useStore } from 'zustand';
import { STORAGE_KEYS } from '../storage/keys.ts';
import { readItem, removeItem, writeItem } from '../storage/storage.ts';

/**
 * Lobby spec §4 "Balance display toggles hidden or shown": one choice for every place that shows the balance
 * (header, member center), remembered in localStorage (`hideBalance` = '1') across visits and sign-ins.
 */
export const balanceVisibilityStore = createStore<{ hidden: boolean }>()(() => ({
  hidden: readItem('local', STORAGE_KEYS.hideBalance) === '1',
}));

export function setBalanceHidden(hidden: boolean): void {
  if (hidden) writeItem('local', STORAGE_KEYS.hideBalance, '1');
  else removeItem('local', STORAGE_KEYS.hideBalance);
  balanceVisibilityStore.setState({ hidden });
}

export function toggleBalanceHidden(): void {
  setBalanceHidden(!balanceVisibilityStore.getState().hidden);
}

export function useBalanceHidden(): boolean {
  return useStore(balanceVisibilityStore, (s) => s.hidden);
}
