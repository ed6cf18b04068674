import { linkTarget, type LinkTarget } from '../../lib/routes/link-target.ts';
import { readItem, writeItem } from '../../lib/storage/storage.ts';

/**
 * Announcement popup rules (lobby spec §2.10, §4). Group A: a session exists; group B: a visitor. The dismissal
 * is stored per group in sessionStorage (platform-api §6 `USER_POPUP` / `ANONYMOUS_POPUP`).
 */
export type PopupGroup = 'A' | 'B';
export type PopupExecution = 'A' | 'B' | 'F';

export interface PopupLike {
  title: string;
  content: string;
  execution: PopupExecution;
}

/** What the rules need of the session (`MC_SESSION_INFO`). */
export interface PopupSession {
  firstTimeLogin?: boolean;
}

export const POPUP_STORAGE_KEYS: Record<PopupGroup, string> = { A: 'USER_POPUP', B: 'ANONYMOUS_POPUP' };

export function popupGroup(session: PopupSession | null | undefined): PopupGroup {
  return session ? 'A' : 'B';
}

/** Items for the audience: execution = group; group A also gets execution F on its first login. */
export function popupAudience<T extends PopupLike>(
  items: readonly T[],
  session: PopupSession | null | undefined,
): T[] {
  const group = popupGroup(session);
  const firstLogin = group === 'A' && session?.firstTimeLogin === true;
  return items.filter((item) => item.execution === group || (firstLogin && item.execution === 'F'));
}

interface PopupPair {
  title: string;
  content: string;
}

/** The stored record: `show` false after a dismissal, with the list that was dismissed. */
export interface PopupDismissal {
  show: boolean;
  items: PopupPair[];
}

const pairs = (items: readonly PopupPair[]): PopupPair[] =>
  items.map(({ title, content }) => ({ title, content }));

export function encodeDismissal(items: readonly PopupPair[]): string {
  const record: PopupDismissal = { show: false, items: pairs(items) };
  return JSON.stringify(record);
}

/** A stored record, or null when there is none or it is not ours (an older front end's plain `closed`). */
export function decodeDismissal(raw: string | null): PopupDismissal | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object') return null;
    const { show, items } = value as { show?: unknown; items?: unknown };
    if (typeof show !== 'boolean' || !Array.isArray(items)) return null;
    const valid = items.every(
      (item: unknown) =>
        !!item &&
        typeof (item as PopupPair).title === 'string' &&
        typeof (item as PopupPair).content === 'string',
    );
    return valid ? { show, items: pairs(items as PopupPair[]) } : null;
  } catch {
    return null;
  }
}

function samePairs(a: readonly PopupPair[], b: readonly PopupPair[]): boolean {
  return JSON.stringify(pairs(a)) === JSON.stringify(pairs(b));
}

/**
 * Whether the popup opens for this list: never for an empty list; otherwise unless the group dismissed exactly
 * this list (same title-and-content pairs in the same order). A record we cannot read counts as no dismissal.
 */
export function shouldShowPopup(stored: string | null, items: readonly PopupPair[]): boolean {
  if (items.length === 0) return false;
  const dismissal = decodeDismissal(stored);
  if (!dismissal || dismissal.show) return true;
  return !samePairs(dismissal.items, items);
}

export function readPopupDismissal(group: PopupGroup): string | null {
  return readItem('session', POPUP_STORAGE_KEYS[group]);
}

export function savePopupDismissal(group: PopupGroup, items: readonly PopupPair[]): void {
  writeItem('session', POPUP_STORAGE_KEYS[group], encodeDismissal(items));
}

/** Prev/next of the popup (lobby §2.10): they stop at the ends and are hidden for a single item. */
export interface PopupPager {
  visible: boolean;
  hasPrev: boolean;
  hasNext: boolean;
}

export function popupPager(index: number, count: number): PopupPager {
  return { visible: count > 1, hasPrev: count > 1 && index > 0, hasNext: count > 1 && index < count - 1 };
}

/** The index after a prev (-1) or next (+1) press; it never leaves the list. */
export function stepPopup(index: number, count: number, direction: -1 | 1): number {
  if (count <= 0) return 0;
  return Math.min(count - 1, Math.max(0, index + direction));
}

export type PopupLinkTarget = LinkTarget;

/** Links in popup content (lobby §2.10): `http…` opens outside the app, anything else navigates inside it. */
export function popupLinkTarget(href: string): PopupLinkTarget {
  return linkTarget(href);
}
