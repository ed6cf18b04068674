import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope } from '../../../test/fixtures.ts';
import { performLogout } from '../logout.ts';
import { heldLoginPassword, rememberLoginPassword } from '../login-password.ts';
import { sessionStore, setSession } from '../session-store.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('logout flow (accounts spec §4)', () => {
  it('calls logout with the token, clears the session storage but clientParam, sets autoLogin 0, drops the bank list, reloads home', async () => {
    const fetchMock = vi.fn((_url: string, _init: RequestInit) =>
      Promise.resolve(new Response(JSON.stringify(envelope(null)))),
    );
    vi.stubGlobal('fetch', fetchMock);
    setSession({
      token: 'tok-1',
      id: 1,
      userName: 'player01',
      type: 0,
      firstTimeLogin: false,
      merchantCode: 'demo',
    });
    rememberLoginPassword('demo1234');
    sessionStorage.setItem('clientParam', 'keep');
    sessionStorage.setItem('trialUser', 'guest');
    sessionStorage.setItem('memberInfo', '{}');
    sessionStorage.setItem('bankList', '[]');
    localStorage.setItem('bankList', '[]');
    localStorage.setItem('hisLang', 'EN');
    const reload = vi.fn();

    await performLogout({ reload });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toMatch(/\/wps\/session\/logout$/);
    expect(init?.method).toBe('DELETE');
    expect(new Headers(init?.headers).get('Authorization')).toBe('tok-1');
    expect(Object.keys(sessionStorage)).toEqual(['clientParam']);
    expect(localStorage.getItem('autoLogin')).toBe('0');
    expect(localStorage.getItem('bankList')).toBeNull();
    expect(localStorage.getItem('hisLang')).toBe('EN');
    expect(sessionStore.getState().session).toBeNull();
    expect(heldLoginPassword()).toBeNull();
    expect(reload).toHaveBeenCalledWith('/m/home');
  });

  it('ends the local session even when the logout call fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('down'))),
    );
    setSession({ token: 'tok-2', userName: 'p', type: 0 });
    const reload = vi.fn();
    await performLogout({ reload });
    expect(sessionStorage.getItem('MC_SESSION_INFO')).toBeNull();
    expect(reload).toHaveBeenCalledOnce();
  });
});
