import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import { initI18n } from '../../../lib/i18n/i18n.ts';
import { findRoute } from '../../../lib/routes/route-entry.ts';
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
    for (const type of [AGENT, 2, 3, 41, 42]) expect(visit('agent', type), String(type)).toBe('page');
  });

  it('sends a guest who starts a game to the login page', () => {
    expect(visit('player', GUEST)).toBe('login');
    expect(visit('player', TRIAL)).toBe('page');
  });

  it('sends a guest to the login page from a money page and refuses the trial account there', () => {
    expect(visit('playerNotTrial', GUEST)).toBe('login');
    expect(visit('playerNotTrial', TRIAL)).toBe(en.errors.free_reject);
    expect(visit('playerNotTrial', PLAYER)).toBe('page');
    expect(visit('playerNotTrial', AGENT)).toBe('page');
  });
});

/** The guards these pages applied themselves before the router did: each route keeps the same one. */
describe('the guards of the account, member-center, agent and game pages', () => {
  const guardOf = (path: string) => findRoute(path)?.guard;

  it('sends a guest home from settings, change password, mail, feedback, the records and the agent pages', () => {
    for (const path of [
      '/m/set',
      '/m/changePsw',
      '/m/webEmail',
      '/m/feedback',
      '/m/transaction/record',
      '/m/gameRecord',
      '/m/agent',
      '/m/member/notice',
    ]) {
      expect(visit(guardOf(path), GUEST), path).toBe('home');
    }
  });

  it('refuses the trial account with free_reject on the member pages but settings', () => {
    for (const path of [
      '/m/changePsw',
      '/m/webEmail',
      '/m/feedback',
      '/m/transaction/record',
      '/m/gameRecord',
    ]) {
      expect(visit(guardOf(path), TRIAL), path).toBe(en.errors.free_reject);
      expect(visit(guardOf(path), PLAYER), path).toBe('page');
    }
    expect(visit(guardOf('/m/set'), TRIAL)).toBe('page');
  });

  it('sends members other than agents home from the agent home, the agent notices and the red envelope rain', () => {
    for (const path of ['/m/agent', '/m/member/notice', '/m/redRain']) {
      for (const type of [PLAYER, TRIAL, 40])
        expect(visit(guardOf(path), type), `${path} ${String(type)}`).toBe('home');
      expect(visit(guardOf(path), AGENT), path).toBe('page');
    }
  });

  it('sends a guest to login and refuses the trial account on the deposit page and its records (lobby §2.11)', () => {
    for (const path of ['/m/voucherCenter', '/m/vouReport', '/m/profitandloss']) {
      expect(visit(guardOf(path), GUEST), path).toBe('login');
      expect(visit(guardOf(path), TRIAL), path).toBe(en.errors.free_reject);
      expect(visit(guardOf(path), PLAYER), path).toBe('page');
    }
  });

  it('sends a guest to login and refuses the trial account on the withdraw, security and transfer pages (lobby §2.11)', () => {
    for (const path of ['/m/withdraw', '/m/securityCenter', '/m/withdrawReport', '/m/upLine/transfer']) {
      expect(visit(guardOf(path), GUEST), path).toBe('login');
      expect(visit(guardOf(path), TRIAL), path).toBe(en.errors.free_reject);
      expect(visit(guardOf(path), PLAYER), path).toBe('page');
    }
  });

  it('sends a visitor who opens the lottery launcher to the login page', () => {
    expect(visit(guardOf('/m/launchGame'), GUEST)).toBe('login');
    expect(visit(guardOf('/m/launchGame'), PLAYER)).toBe('page');
  });
});
