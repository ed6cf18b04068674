import { describe, expect, it } from 'vitest';
import { clearSession, currentToken, sessionStore, setSession } from '../session-store.ts';

describe('session store', () => {
  it('keeps the session record and the raw token in sessionStorage', () => {
    setSession({
      token: 't1',
      id: 1,
      userName: 'maria',
      type: 0,
      firstTimeLogin: true,
      merchantCode: 'demo',
    });
    expect(currentToken()).toBe('t1');
    expect(JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? 'null')).toMatchObject({
      token: 't1',
      userName: 'maria',
      type: 0,
    });
    expect(sessionStorage.getItem('token')).toBe('t1');
  });

  it('clears everything but clientParam', () => {
    setSession({ token: 't1', userName: 'maria', type: 4 });
    sessionStorage.setItem('clientParam', 'x');
    clearSession();
    expect(sessionStore.getState().session).toBeNull();
    expect(currentToken()).toBeNull();
    expect(sessionStorage.length).toBe(1);
    expect(sessionStorage.getItem('clientParam')).toBe('x');
  });
});
