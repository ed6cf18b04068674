import { getCountries, getRegisterRules } from '@h5/contract/endpoints/system.ts';
import { act, screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../../lib/session/session-store.ts';
import { reply } from '../../../../test/msw.ts';
import ChangePasswordPage from '../change-password-page.tsx';
import ForgetPage from '../forget-page.tsx';
import LoginPage from '../login-page.tsx';
import RegisterPage from '../register-page.tsx';
import { DEMO_RULES, FALLBACK_HANDLERS, renderPage, setupTexts } from './harness.tsx';

const server = setupServer(...FALLBACK_HANDLERS);

beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
});
afterEach(async () => {
  // Let the pages' rule and country requests finish before the next test (no requests cut off at teardown).
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  server.resetHandlers();
  vi.unstubAllGlobals();
  clearSession();
});
afterAll(() => {
  server.close();
});
beforeEach(async () => {
  await setupTexts('EN');
  setSession({ token: 'tok', userName: 'player01', type: 0 });
  server.use(
    reply(getRegisterRules, DEMO_RULES),
    reply(getCountries, [{ countryCode: 'PH', countryName: 'Philippines', dialingCode: '63' }]),
  );
});

/** Web Crypto as an insecure context has it: `crypto` without `subtle`. */
function withoutSubtleCrypto() {
  const real = globalThis.crypto;
  vi.stubGlobal('crypto', {
    getRandomValues: (array: Uint8Array<ArrayBuffer>) => real.getRandomValues(array),
    randomUUID: () => real.randomUUID(),
  });
}

const INSECURE =
  'Signing in needs a secure connection. Open this site over HTTPS (or on localhost) and try again.';

const pages: [string, ReactNode, string][] = [
  ['login', <LoginPage key="login" />, '/m/login'],
  ['register', <RegisterPage key="register" />, '/m/register'],
  ['forgot password', <ForgetPage key="forget" />, '/m/forget'],
  ['change password', <ChangePasswordPage key="change" />, '/m/changePsw'],
];

describe('missing Web Crypto', () => {
  it.each(pages)('%s says so up front', (name, page, path) => {
    withoutSubtleCrypto();
    renderPage(page, { path });
    const notice = screen.getByTestId('insecure-context');
    expect(notice.getAttribute('role')).toBe('alert');
    expect(notice.textContent).toBe(
      name === 'login' ? `${INSECURE} Your password will not be remembered on this connection.` : INSECURE,
    );
  });

  it.each(pages)('%s shows no notice in a secure context', (_name, page, path) => {
    renderPage(page, { path });
    expect(screen.queryByTestId('insecure-context')).toBeNull();
  });
});
