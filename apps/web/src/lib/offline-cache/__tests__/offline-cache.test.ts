import type { Language } from '@h5/contract/languages.ts';
import { onlineManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { systemStatusFixture } from '../../../test/fixtures.ts';
import { walletBalanceQueryKey } from '../../account/get-wallet-balance.ts';
import { memberInfoQueryKey } from '../../session/get-member-info.ts';
import { STORAGE_KEYS } from '../../storage/keys.ts';
import { readOfflineStore, startOfflineCache } from '../offline-cache.ts';
import {
  keepRule,
  OFFLINE_CACHE_FORMAT,
  OFFLINE_CACHE_MAX_AGE_MS,
  OFFLINE_CACHE_MAX_ENTRIES,
  offlineCacheScope,
} from '../offline-cache-rules.ts';

const SCOPE = offlineCacheScope({ merchant: 'demo', apiBaseUrl: '' }, 'https://demo.example');
const TOKEN = 'member-token-3f9a';
const T0 = Date.UTC(2026, 10, 20, 12);

const statusKey = ['system', 'status'];
const feedKey = (token: string | null) => ['announcements', 'home', token];
const vendorsKey = (language: Language) => ['games', 'vendors', language];
const listKey = (mode: unknown, token: string | null, search = '') => [
  'games',
  'list',
  { gameType: 'SLOT', mode, search, classify: 'NEW', minBet: null, language: 'TY', token },
];

const feed = {
  banners: [],
  player: [],
  popup: [{ id: 1, title: 'For you', content: '<p>Bonus</p>', execution: 'A' as const, promotionType: '' }],
  promotion: [],
  hotMatch: [],
  agent: [],
  footer: { unreadCount: 3 },
};
const vendors = { sorting: ['SLOT'], mapping: { SLOT: {} }, vendorNames: [], data: { lanes: [] } };
const listData = { pages: [{ games: [{ name: 'Fortune' }], pageNum: 1, totalPages: 3 }], pageParams: [1] };

let language: Language = 'TY';
let clients: QueryClient[] = [];
let stops: (() => void)[] = [];

/** A fresh page: its own query client with the cache started, as bootstrap does. */
function startPage(scope = SCOPE): QueryClient {
  onlineManager.setOnline(navigator.onLine);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  // As QueryClientProvider does: the client follows the online state (paused fetches continue).
  client.mount();
  clients.push(client);
  stops.push(startOfflineCache(client, { scope, language: () => language }));
  return client;
}

function setDeviceOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

function storedText(): string {
  return localStorage.getItem(STORAGE_KEYS.offlineCache) ?? '';
}

/** The clock of Date.now, which both the cache and TanStack Query read. */
function setNow(time: number) {
  vi.setSystemTime(time);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  setNow(T0);
  language = 'TY';
  setDeviceOnline(true);
});
afterEach(() => {
  for (const stop of stops) stop();
  for (const client of clients) {
    client.clear();
    client.unmount();
  }
  stops = [];
  clients = [];
  onlineManager.setOnline(true);
  vi.useRealTimers();
});

describe('keepRule: what is kept (issue 17 #4)', () => {
  it('keeps the configuration, the home feed, the lobby vendors and the public game lists', () => {
    expect(keepRule(statusKey)?.name).toBe('system/status');
    expect(keepRule(vendorsKey('EN'))?.name).toBe('games/vendors/EN');
    expect(keepRule(listKey({ kind: 'tab', tab: 'all' }, null))).not.toBeNull();
    expect(keepRule(listKey({ kind: 'tab', tab: 'hot' }, null))).not.toBeNull();
    expect(keepRule(listKey({ kind: 'vendor', vassalage: 'PG' }, null))).not.toBeNull();
  });

  it('keeps a guest and a member answer under one name that carries no token', () => {
    expect(keepRule(feedKey(TOKEN))?.name).toBe(keepRule(feedKey(null))?.name);
    const memberList = keepRule(listKey({ kind: 'tab', tab: 'all' }, TOKEN));
    expect(memberList?.name).toBe(keepRule(listKey({ kind: 'tab', tab: 'all' }, null))?.name);
    expect(memberList?.name).not.toContain(TOKEN);
  });

  it('never keeps the balance, member info, mail, favourites, recents or a search', () => {
    expect(keepRule(walletBalanceQueryKey)).toBeNull();
    expect(keepRule(memberInfoQueryKey)).toBeNull();
    expect(keepRule(['mail', 'inbox'])).toBeNull();
    expect(keepRule(['announcements', 'A'])).toBeNull();
    expect(keepRule(listKey({ kind: 'tab', tab: 'fav' }, TOKEN))).toBeNull();
    expect(keepRule(listKey({ kind: 'tab', tab: 'recent' }, TOKEN))).toBeNull();
    expect(keepRule(listKey({ kind: 'tab', tab: 'all' }, null, 'fortune'))).toBeNull();
  });

  it("drops the member's own parts of the home feed: popups, agent notices and their count", () => {
    expect(keepRule(feedKey(TOKEN))?.keep(feed)).toEqual({
      banners: [],
      player: [],
      popup: [],
      promotion: [],
      hotMatch: [],
    });
  });

  it('names the scope by merchant and API server, the page origin when the API is its own', () => {
    expect(SCOPE).toBe('demo@https://demo.example');
    expect(offlineCacheScope({ merchant: 'demo', apiBaseUrl: 'https://api.op.example' }, 'https://x')).toBe(
      'demo@https://api.op.example',
    );
    expect(offlineCacheScope({ merchant: 'other', apiBaseUrl: '' }, 'https://demo.example')).not.toBe(SCOPE);
  });
});

describe('startOfflineCache', () => {
  it('online: keeps the whitelisted answers and nothing private, and never reads the kept copy', () => {
    const page = startPage();
    page.setQueryData(statusKey, systemStatusFixture());
    page.setQueryData(feedKey(TOKEN), feed);
    page.setQueryData(walletBalanceQueryKey, { balance: 123_456 });
    page.setQueryData(memberInfoQueryKey, { userName: 'juan' });
    page.setQueryData(listKey({ kind: 'tab', tab: 'fav' }, TOKEN), listData);

    const entries = readOfflineStore(SCOPE);
    expect(Object.keys(entries).sort()).toEqual(['announcements/home', 'system/status']);
    expect(entries['system/status']).toMatchObject({ savedAt: T0, language: 'TY' });
    const text = storedText();
    expect(text).not.toContain(TOKEN);
    expect(text).not.toContain('123456');
    expect(text).not.toContain('juan');
    expect(text).not.toContain('For you');

    // A later page started online asks the server: nothing is handed to it from the kept copy.
    const next = startPage();
    next.getQueryCache().build(next, { queryKey: statusKey });
    expect(next.getQueryData(statusKey)).toBeUndefined();
  });

  it('offline: a new page gets the kept configuration, feed, vendors and list, marked stale', () => {
    const first = startPage();
    first.setQueryData(statusKey, systemStatusFixture());
    first.setQueryData(feedKey(null), feed);
    first.setQueryData(vendorsKey('TY'), vendors);
    first.setQueryData(listKey({ kind: 'tab', tab: 'all' }, null), listData);

    setNow(T0 + 60_000);
    setDeviceOnline(false);
    const page = startPage();
    expect(onlineManager.isOnline()).toBe(false);
    for (const key of [
      statusKey,
      feedKey(TOKEN),
      vendorsKey('TY'),
      listKey({ kind: 'tab', tab: 'all' }, TOKEN),
    ]) {
      page.getQueryCache().build(page, { queryKey: key });
    }
    expect(page.getQueryData(statusKey)).toEqual(systemStatusFixture());
    // A member opening home offline sees the site's feed, without popups.
    expect(page.getQueryData(feedKey(TOKEN))).toMatchObject({ popup: [], banners: [] });
    expect(page.getQueryData(vendorsKey('TY'))).toEqual(vendors);
    expect(page.getQueryData(listKey({ kind: 'tab', tab: 'all' }, TOKEN))).toEqual(listData);
    const status = page.getQueryCache().find({ queryKey: statusKey });
    expect(status?.state.dataUpdatedAt).toBe(T0);
    expect(status?.isStale()).toBe(true);
    // The balance was never kept: offline it has no value to pass off as current.
    page.getQueryCache().build(page, { queryKey: walletBalanceQueryKey });
    expect(page.getQueryData(walletBalanceQueryKey)).toBeUndefined();
  });

  it('offline: the fetch waits for the network, and the answer replaces the kept copy once it is back', async () => {
    startPage().setQueryData(statusKey, systemStatusFixture({ maintenance: false }));
    setDeviceOnline(false);
    const page = startPage();
    const fresh = systemStatusFixture({ maintenance: true });
    const queryFn = vi.fn(() => Promise.resolve(fresh));
    const observer = new QueryObserver(page, { queryKey: statusKey, queryFn });
    const results: unknown[] = [];
    const unsubscribe = observer.subscribe((result) => results.push(result.data));
    expect(observer.getCurrentResult()).toMatchObject({
      fetchStatus: 'paused',
      data: { maintenance: false },
    });
    expect(queryFn).not.toHaveBeenCalled();

    onlineManager.setOnline(true);
    await vi.waitFor(() => {
      expect(observer.getCurrentResult().data).toEqual(fresh);
    });
    expect(queryFn).toHaveBeenCalledTimes(1);
    unsubscribe();
    // The fresh answer is the one kept now.
    expect(readOfflineStore(SCOPE)['system/status']?.data).toEqual(fresh);
  });

  it(`does not use an answer older than ${String(OFFLINE_CACHE_MAX_AGE_MS / 86_400_000)} days`, () => {
    startPage().setQueryData(statusKey, systemStatusFixture());
    setDeviceOnline(false);

    setNow(T0 + OFFLINE_CACHE_MAX_AGE_MS);
    const atLimit = startPage();
    atLimit.getQueryCache().build(atLimit, { queryKey: statusKey });
    expect(atLimit.getQueryData(statusKey)).toBeDefined();

    setNow(T0 + OFFLINE_CACHE_MAX_AGE_MS + 1);
    const tooOld = startPage();
    tooOld.getQueryCache().build(tooOld, { queryKey: statusKey });
    expect(tooOld.getQueryData(statusKey)).toBeUndefined();
  });

  it("never hands one merchant's or server's configuration to another", () => {
    startPage().setQueryData(statusKey, systemStatusFixture());
    setDeviceOnline(false);
    for (const scope of [
      offlineCacheScope({ merchant: 'other', apiBaseUrl: '' }, 'https://demo.example'),
      offlineCacheScope({ merchant: 'demo', apiBaseUrl: 'https://api.operator.example' }, 'https://x'),
    ]) {
      const page = startPage(scope);
      page.getQueryCache().build(page, { queryKey: statusKey });
      expect(page.getQueryData(statusKey)).toBeUndefined();
    }
    // The other server's first answer starts its own store; the first one's is gone, not mixed in.
    setDeviceOnline(true);
    const otherScope = offlineCacheScope({ merchant: 'other', apiBaseUrl: '' }, 'https://demo.example');
    startPage(otherScope).setQueryData(vendorsKey('TY'), vendors);
    expect(Object.keys(readOfflineStore(otherScope))).toEqual(['games/vendors/TY']);
    expect(readOfflineStore(SCOPE)).toEqual({});
  });

  it('uses an answer only in the language it was given in', () => {
    startPage().setQueryData(statusKey, systemStatusFixture());
    setDeviceOnline(false);
    language = 'EN';
    const page = startPage();
    page.getQueryCache().build(page, { queryKey: statusKey });
    expect(page.getQueryData(statusKey)).toBeUndefined();
  });

  it('ignores a kept answer that no longer matches the contract or the format', () => {
    const entry = { savedAt: T0, language: 'TY', data: { maintenance: 'no' } };
    localStorage.setItem(
      STORAGE_KEYS.offlineCache,
      JSON.stringify({ format: OFFLINE_CACHE_FORMAT, scope: SCOPE, entries: { 'system/status': entry } }),
    );
    setDeviceOnline(false);
    const page = startPage();
    page.getQueryCache().build(page, { queryKey: statusKey });
    expect(page.getQueryData(statusKey)).toBeUndefined();

    localStorage.setItem(
      STORAGE_KEYS.offlineCache,
      JSON.stringify({
        format: OFFLINE_CACHE_FORMAT + 1,
        scope: SCOPE,
        entries: { 'system/status': { ...entry, data: systemStatusFixture() } },
      }),
    );
    expect(readOfflineStore(SCOPE)).toEqual({});
    localStorage.setItem(STORAGE_KEYS.offlineCache, '{not json');
    expect(readOfflineStore(SCOPE)).toEqual({});
  });

  it(`keeps at most ${String(OFFLINE_CACHE_MAX_ENTRIES)} answers, the most recent`, () => {
    const page = startPage();
    for (let i = 0; i <= OFFLINE_CACHE_MAX_ENTRIES; i += 1) {
      setNow(T0 + i);
      page.setQueryData(listKey({ kind: 'vendor', vassalage: `V${String(i)}` }, null), listData);
    }
    const names = Object.keys(readOfflineStore(SCOPE));
    expect(names).toHaveLength(OFFLINE_CACHE_MAX_ENTRIES);
    expect(names.some((name) => name.includes('"V0"'))).toBe(false);
    expect(names.some((name) => name.includes(`"V${String(OFFLINE_CACHE_MAX_ENTRIES)}"`))).toBe(true);
  });
});
