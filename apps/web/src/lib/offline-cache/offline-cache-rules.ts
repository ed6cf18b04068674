import { announcements, type Announcements } from '@h5/contract/endpoints/content.ts';
import { systemStatus } from '@h5/contract/endpoints/system.ts';
import { safeParse } from 'zod/mini';

/**
 * Issue 17 #4: kept public data older than this is not shown on an offline start. A week-old lobby still opens the
 * app usefully; older, the banners, vendors and switches are likely to mislead more than help.
 */
export const OFFLINE_CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** The newest answers kept (configuration, home feed, vendors per language, some game lists): storage stays small. */
export const OFFLINE_CACHE_MAX_ENTRIES = 24;

/**
 * The shape of what is kept. Raise it when a kept query's data changes shape, so an update never hands a page an
 * answer of the previous version (the configuration and the home feed are also checked against the contract).
 */
export const OFFLINE_CACHE_FORMAT = 1;

/** What is kept of one query, under a name that carries no token or member data. */
export interface KeepRule {
  /** The name the answer is stored under; the same for a guest and a member, so no token is ever written. */
  name: string;
  /** What is stored of the answer (member-specific parts removed). */
  keep: (data: unknown) => unknown;
  /** Whether a stored answer can still be handed to the page. */
  usable: (data: unknown) => boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const unchanged = (data: unknown) => data;

/**
 * The home feed without what can be a member's own: popups (their audience can be one member), the agent notices
 * and their unread count. Banners, notices, promotions and hot matches are the site's.
 */
function publicFeed(data: unknown): unknown {
  if (!isRecord(data)) return data;
  const feed = { ...(data as Announcements) };
  delete feed.agent;
  delete feed.footer;
  return { ...feed, popup: [] };
}

/** A game list's modes whose games are the site's, not the member's (favourites and recents are not kept). */
function isPublicListMode(mode: unknown): boolean {
  if (!isRecord(mode)) return false;
  if (mode.kind === 'vendor') return true;
  return mode.kind === 'tab' && (mode.tab === 'all' || mode.tab === 'hot');
}

/**
 * The whitelist (issue 17 #4: the shell, home and lobby open from the cache). Only public data, and nothing else:
 * the balance, member info, mail, tokens, records and every other query are never kept. Keys are read as the
 * queries write them: `['system', 'status']` (lib/system-status), `['announcements', 'home', token]`
 * (features/home), `['games', 'vendors', language]` and `['games', 'list', {…, token}]` (features/games).
 */
export function keepRule(queryKey: readonly unknown[]): KeepRule | null {
  const [group, kind, detail] = queryKey;
  if (group === 'system' && kind === 'status' && queryKey.length === 2) {
    return {
      name: 'system/status',
      keep: unchanged,
      usable: (data) => safeParse(systemStatus, data).success,
    };
  }
  if (group === 'announcements' && kind === 'home' && queryKey.length === 3) {
    return {
      name: 'announcements/home',
      keep: publicFeed,
      usable: (data) => safeParse(announcements, data).success,
    };
  }
  if (group === 'games' && kind === 'vendors' && typeof detail === 'string' && queryKey.length === 3) {
    return {
      name: `games/vendors/${detail}`,
      keep: unchanged,
      usable: (data) => isRecord(data) && Array.isArray(data.sorting) && isRecord(data.mapping),
    };
  }
  if (group === 'games' && kind === 'list' && isRecord(detail) && queryKey.length === 3) {
    // A search is the player's own input and rarely repeated: not kept.
    if (!isPublicListMode(detail.mode) || detail.search !== '') return null;
    const { token: _token, ...list } = detail;
    return {
      name: `games/list/${JSON.stringify(list)}`,
      keep: unchanged,
      usable: (data) => isRecord(data) && Array.isArray(data.pages) && Array.isArray(data.pageParams),
    };
  }
  return null;
}

/**
 * Whose data it is: the merchant and the API server the page talks to, so a page of one operator's server never
 * shows another's (or another merchant's) configuration.
 */
export function offlineCacheScope(config: { merchant: string; apiBaseUrl: string }, origin: string): string {
  return `${config.merchant}@${config.apiBaseUrl || origin}`;
}
