import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import { initI18n } from '../../../lib/i18n/i18n.ts';
import type { Guard } from '../../../lib/routes/route-table.ts';
import { clearSession, setSession } from '../../../lib/session/session-store.ts';
import { RouteGuard } from '../route-guard.tsx';

const GUEST = null;
const PLAYER = 0;
const TRIAL = 4;
const AGENT = 1;

beforeAll(async () => {
  await initI18n('EN');
});
afterEach(() => {
  clearSession();
});

/** What a visitor of the given member type (null: a guest) sees on a page with `guard`. */
function visit(guard: Guard | undefined, type: number | null): string {
  if (type !== null) setSession({ token: 'tok', userName: 'someone', type });
  const view = render(
    <MemoryRouter initialEntries={['/m/page']}>
      <Routes>
        <Route
          path="/m/page"
          element={
            <RouteGuard guard={guard}>
              <p>page</p>
            </RouteGuard>
          }
        />
        <Route path="/m/home" element={<p>home</p>} />
        <Route path="/m/login" element={<p>login</p>} />
      </Routes>
    </MemoryRouter>,
  );
  const shown = screen.queryByTestId('free-reject')?.textContent ?? view.container.textContent;
  view.unmount();
  clearSession();
  return shown;
}

describe('route guard (the guard column of the route table)', () => {
  it('lets everyone onto a page without a guard', () => {
    for (const type of [GUEST, PLAYER, TRIAL, AGENT]) expect(visit(undefined, type)).toBe('page');
  });

  it('sends a guest home from member pages, and refuses the trial account where the page says so', () => {
    expect(visit('member', GUEST)).toBe('home');
    expect(visit('member', TRIAL)).toBe('page');
    expect(visit('member', PLAYER)).toBe('page');
    expect(visit('memberNotTrial', GUEST)).toBe('home');
    expect(visit('memberNotTrial', TRIAL)).toBe(en.errors.free_reject);
    expect(visit('memberNotTrial', PLAYER)).toBe('page');
  });

  it('lets only agents onto agent pages', () => {
    for (const type of [GUEST, PLAYER, TRIAL, 40]) expect(visit('agent', type), String(type)).toBe('home');
    expect(visit('agent', AGENT)).toBe('page');
  });

  it('sends a guest who starts a game to the login page', () => {
    expect(visit('player', GUEST)).toBe('login');
    expect(visit('player', TRIAL)).toBe('page');
  });
});
