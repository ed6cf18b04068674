import type { Language } from '@h5/contract/languages.ts';
import { onlineManager, type QueryClient, type QueryState } from '@tanstack/react-query';
import { STORAGE_KEYS } from '../storage/keys.ts';
import { readItem, writeItem } from '../storage/storage.ts';
import {
  keepRule,
  OFFLINE_CACHE_FORMAT,
  OFFLINE_CACHE_MAX_AGE_MS,
  OFFLINE_CACHE_MAX_ENTRIES,
} from './offline-cache-rules.ts';

export { offlineCacheScope } from './offline-cache-rules.ts';

interface Entry {
  savedAt: number;
  /** The language of the answer: the configuration's and the feed's texts are localised, their keys are not. */
  language: Language;
  data: unknown;
}

interface Store {
  format: number;
  scope: string;
  entries: Record<string, Entry>;
}

export interface OfflineCacheOptions {
  /** Whose data (`offlineCacheScope`): a store of another merchant or API server is neither read nor extended. */
  scope: string;
  /** The interface language now. */
  language: () => Language;
}

function isFresh(entry: Entry, now: number): boolean {
  const age = now - entry.savedAt;
  return age >= 0 && age <= OFFLINE_CACHE_MAX_AGE_MS;
}

/** The kept answers of this scope; anything unreadable, of another format or of another scope counts as none. */
export function readOfflineStore(scope: string): Record<string, Entry> {
  const raw = readItem('local', STORAGE_KEYS.offlineCache);
  if (!raw) return {};
  try {
    const store = JSON.parse(raw) as Partial<Store> | null;
    if (
      store?.format !== OFFLINE_CACHE_FORMAT ||
      store.scope !== scope ||
      typeof store.entries !== 'object'
    ) {
      return {};
    }
    return store.entries;
  } catch {
    return {};
  }
}

function writeStore(scope: string, entries: Record<string, Entry>, now: number): void {
  // Too old to be used is dropped; beyond the limit the oldest go first.
  const kept = Object.entries(entries)
    .filter(([, entry]) => isFresh(entry, now))
    .sort(([, a], [, b]) => b.savedAt - a.savedAt)
    .slice(0, OFFLINE_CACHE_MAX_ENTRIES);
  const store: Store = { format: OFFLINE_CACHE_FORMAT, scope, entries: Object.fromEntries(kept) };
  writeItem('local', STORAGE_KEYS.offlineCache, JSON.stringify(store));
}

/**
 * Keeps the last public answers the page received (issue 17 #4) and hands them back while the device is offline,
 * so the shell, home and lobby open without a network. Network first: online, every query asks the server as
 * before and the kept copy is never read. Offline, a whitelisted query created without data gets the kept
 * answer, marked stale, so its fetch waits for the network and replaces it as soon as the network is back
 * (TanStack Query continues paused fetches and refetches stale queries on the `online` event).
 *
 * Start it before any query; it expects TanStack Query's online state to be the device's (bootstrap sets both).
 * Returns the unsubscribe.
 */
export function startOfflineCache(queryClient: QueryClient, options: OfflineCacheOptions): () => void {
  const { scope, language } = options;
  let restoring = false;

  /** The parts of a query this module reads (TanStack types the cache's queries with `any`). */
  type SeenQuery = { queryKey: readonly unknown[]; state: QueryState };

  const restore = (query: SeenQuery) => {
    const rule = keepRule(query.queryKey);
    if (!rule) return;
    const entry = readOfflineStore(scope)[rule.name];
    if (!entry || entry.language !== language() || !isFresh(entry, Date.now()) || !rule.usable(entry.data))
      return;
    restoring = true;
    try {
      queryClient.setQueryData(query.queryKey, entry.data, { updatedAt: entry.savedAt });
    } finally {
      restoring = false;
    }
    // Stale whatever its age: the fetch that follows waits for the network and then replaces it.
    void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true, refetchType: 'none' });
  };

  const save = (query: SeenQuery) => {
    const rule = keepRule(query.queryKey);
    if (!rule || query.state.data === undefined) return;
    const entries = readOfflineStore(scope);
    entries[rule.name] = {
      savedAt: query.state.dataUpdatedAt || Date.now(),
      language: language(),
      data: rule.keep(query.state.data),
    };
    writeStore(scope, entries, Date.now());
  };

  return queryClient.getQueryCache().subscribe((event) => {
    const query: SeenQuery = event.query;
    if (event.type === 'added' && !onlineManager.isOnline()) restore(query);
    // Answers from the server and data a page seeded (the configuration the server embedded), not the kept copy.
    else if (event.type === 'updated' && event.action.type === 'success' && !restoring) save(query);
  });
}
