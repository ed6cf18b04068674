import { getCaptcha, getRsaKey, login } from '@h5/contract/endpoints/session.ts';
import { getCountries, getRegisterRules } from '@h5/contract/endpoints/system.ts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../../../lib/session/session-store.ts';
import { failure } from '../../../../test/fixtures.ts';
import { on, reply } from '../../../../test/msw.ts';
import type { RememberedLogin } from '../../remember/remembered-login.ts';
import LoginPage from '../login-page.tsx';
import { FALLBACK_HANDLERS, renderPage, rsaModulus, setupTexts } from './harness.tsx';

// The remembered record is decrypted asynchronously; here it arrives when the test says so.
let releaseRecord: (record: RememberedLogin | null) => void = () => undefined;
vi.mock('../../remember/remembered-login.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../remember/remembered-login.ts')>()),
  loadRememberedLogin: vi.fn(
    () =>
      new Promise<RememberedLogin | null>((resolve) => {
        releaseRecord = resolve;
      }),
  ),
}));

const server = setupServer(...FALLBACK_HANDLERS);
let modulus = '';
let sent: string[] = [];

beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' });
  modulus = await rsaModulus();
});
afterEach(() => {
  server.resetHandlers();
  clearSession();
});
afterAll(() => {
  server.close();
});
beforeEach(async () => {
  sent = [];
  await setupTexts('EN');
  server.use(
    on(getRsaKey, () => HttpResponse.text(modulus)),
    reply(getRegisterRules, {}),
    reply(getCountries, [{ countryCode: 'PH', countryName: 'Philippines', dialingCode: '63' }]),
    on(getCaptcha, () => HttpResponse.json(failure('request.not.found', 'none'), { status: 404 })),
    on(login, ({ request }) => {
      sent.push(request.headers.get('content-length') ?? '');
      return HttpResponse.json(failure('login.failed', 'Wrong username or password'), { status: 400 });
    }),
  );
});

function input(testId: string): HTMLInputElement {
  const found = screen.getByTestId(testId).querySelector('input');
  if (!found) throw new Error(`no input in ${testId}`);
  return found;
}

describe('login: what the player typed before the remembered record arrived (issue 17 #5)', () => {
  it('is kept, and the server’s message shows, every time', async () => {
    // The same steps again and again: the failure this test catches came only "sometimes" in a real browser.
    for (let round = 0; round < 5; round++) {
      const user = userEvent.setup();
      const view = renderPage(<LoginPage />);
      await user.type(input('login-username'), 'player01');
      await user.type(input('login-password'), 'wrong-pass');
      // Nothing remembered: the late answer must not empty what was typed.
      releaseRecord(null);
      await Promise.resolve();
      expect(input('login-username').value).toBe('player01');
      expect(input('login-password').value).toBe('wrong-pass');
      await user.click(screen.getByTestId('login-submit'));
      expect((await screen.findByTestId('login-error')).textContent).toContain('Wrong username or password');
      view.unmount();
    }
    expect(sent).toHaveLength(5);
  });
});
