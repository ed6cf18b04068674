import { describe, expect, it } from 'vitest';
import {
  decodeDismissal,
  encodeDismissal,
  popupAudience,
  popupGroup,
  popupLinkTarget,
  popupPager,
  readPopupDismissal,
  savePopupDismissal,
  shouldShowPopup,
  stepPopup,
  type PopupExecution,
} from '../popup-rules.ts';

const item = (id: number, execution: PopupExecution) => ({
  id,
  title: `Title ${id}`,
  content: `<p>Content ${id}</p>`,
  execution,
});
const ITEMS = [item(1, 'A'), item(2, 'B'), item(3, 'F'), item(4, 'A')];
const ids = (list: { id: number }[]) => list.map((x) => x.id);

describe('popup audience', () => {
  it('is group A with a session and B without', () => {
    expect(popupGroup({ firstTimeLogin: false })).toBe('A');
    expect(popupGroup({})).toBe('A');
    expect(popupGroup(null)).toBe('B');
    expect(popupGroup(undefined)).toBe('B');
  });

  it.each([
    ['visitor', null, [2]],
    ['member', { firstTimeLogin: false }, [1, 4]],
    ['member without the flag', {}, [1, 4]],
    ['member on the first login', { firstTimeLogin: true }, [1, 3, 4]],
  ] as const)('%s sees the items of its execution', (_, session, expected) => {
    expect(ids(popupAudience(ITEMS, session))).toEqual(expected);
  });
});

describe('popup dismissal', () => {
  const list = [item(1, 'A'), item(4, 'A')];

  it('shows a list that was never dismissed and never an empty one', () => {
    expect(shouldShowPopup(null, list)).toBe(true);
    expect(shouldShowPopup(null, [])).toBe(false);
    expect(shouldShowPopup(encodeDismissal([]), [])).toBe(false);
  });

  it('stays closed for the same title-and-content pairs', () => {
    expect(shouldShowPopup(encodeDismissal(list), list)).toBe(false);
    // Other fields (id, execution) do not matter.
    expect(
      shouldShowPopup(
        encodeDismissal(list),
        list.map((x) => ({ ...x, id: x.id + 10 })),
      ),
    ).toBe(false);
  });

  it.each([
    ['a changed title', [{ ...item(1, 'A'), title: 'New' }, item(4, 'A')]],
    ['a changed content', [item(1, 'A'), { ...item(4, 'A'), content: 'new' }]],
    ['an added item', [item(1, 'A'), item(4, 'A'), item(5, 'A')]],
    ['a removed item', [item(1, 'A')]],
    ['another order', [item(4, 'A'), item(1, 'A')]],
  ])('shows again after %s', (_, next) => {
    expect(shouldShowPopup(encodeDismissal(list), next)).toBe(true);
  });

  it('stores only title and content, with show false', () => {
    expect(decodeDismissal(encodeDismissal(list))).toEqual({
      show: false,
      items: [
        { title: 'Title 1', content: '<p>Content 1</p>' },
        { title: 'Title 4', content: '<p>Content 4</p>' },
      ],
    });
  });

  it('treats unreadable or foreign records as no dismissal', () => {
    for (const raw of [
      'closed',
      '{',
      '[]',
      'null',
      '{"show":false}',
      '{"show":false,"items":[{"title":1}]}',
    ]) {
      expect(decodeDismissal(raw)).toBeNull();
      expect(shouldShowPopup(raw, list)).toBe(true);
    }
    expect(shouldShowPopup(JSON.stringify({ show: true, items: list }), list)).toBe(true);
  });

  it('keeps the dismissal per group in sessionStorage (USER_POPUP / ANONYMOUS_POPUP)', () => {
    savePopupDismissal('A', list);
    expect(sessionStorage.getItem('USER_POPUP')).toBe(encodeDismissal(list));
    expect(sessionStorage.getItem('ANONYMOUS_POPUP')).toBeNull();
    expect(shouldShowPopup(readPopupDismissal('A'), list)).toBe(false);
    expect(shouldShowPopup(readPopupDismissal('B'), list)).toBe(true);
    savePopupDismissal('B', [item(2, 'B')]);
    expect(sessionStorage.getItem('ANONYMOUS_POPUP')).toBe(encodeDismissal([item(2, 'B')]));
  });
});

describe('popup pager', () => {
  it('is hidden for one item', () => {
    expect(popupPager(0, 1)).toEqual({ visible: false, hasPrev: false, hasNext: false });
    expect(popupPager(0, 0).visible).toBe(false);
  });

  it('stops at the ends', () => {
    expect(popupPager(0, 3)).toEqual({ visible: true, hasPrev: false, hasNext: true });
    expect(popupPager(1, 3)).toEqual({ visible: true, hasPrev: true, hasNext: true });
    expect(popupPager(2, 3)).toEqual({ visible: true, hasPrev: true, hasNext: false });
    expect(stepPopup(0, 3, -1)).toBe(0);
    expect(stepPopup(0, 3, 1)).toBe(1);
    expect(stepPopup(2, 3, 1)).toBe(2);
    expect(stepPopup(2, 3, -1)).toBe(1);
    expect(stepPopup(0, 0, 1)).toBe(0);
  });
});

describe('popup links', () => {
  it('opens http links outside, paths inside the app, and no other scheme', () => {
    expect(popupLinkTarget('https://example.com/x')).toEqual({
      kind: 'external',
      href: 'https://example.com/x',
    });
    expect(popupLinkTarget('HTTP://example.com')).toEqual({ kind: 'external', href: 'HTTP://example.com' });
    expect(popupLinkTarget('/m/rewardCenter')).toEqual({ kind: 'internal', to: '/m/rewardCenter' });
    expect(popupLinkTarget('m/register')).toEqual({ kind: 'internal', to: '/m/register' });
    expect(popupLinkTarget('javascript:alert(1)')).toEqual({ kind: 'none' });
  });
});
