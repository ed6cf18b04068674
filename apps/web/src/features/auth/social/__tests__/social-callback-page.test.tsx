import { getRsaKey } from '@h5/contract/endpoints/session.ts';
import { finishSocialSignIn, telegramSignIn } from '@h5/contract/endpoints/social.ts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadNamespace } from '../../../../lib/i18n/i18n.ts';
import { envelope, failure } from '../../../../test/fixtures.ts';
import { on } from '../../../../test/msw.ts';
import {
  FALLBACK_HANDLERS,
  renderPage,
  rsaModulus,
  setupTexts,
} from '../../components/__tests__/harness.tsx';
import SocialCallbackPage from '../components/social-callback-page.tsx';
import { SOCIAL_WEB } from '../constants.ts';
import { keepLinking, keepReturnPage, markTelegramStarted } from '../social-callback.ts';

const server = setupServer(...FALLBACK_HANDLERS);
let modulus = '';
const AUTH = { id: 42, first_name: 'Juan', auth_date: 1_700_000_000, hash: 'a'.repeat(64) };
const CALLBACK = `${SOCIAL_WEB.callbackPath}#tgAuthResult=${btoa(JSON.stringify(AUTH))
  .replace(/\+/g, '-')
  .replace(/\//g, '_')
  .replace(/=+$/, '')}`;
const LOGIN = {
  token: 'token-1',
  id: 7,
  userName: 'tgabcdefghij',
  customerType: 1,
  firstTimeLogin: true,
  passwordExpired: false,
  merchantCode: 'demo',
};

/** Counts the Telegram finish calls the page makes. */
function telegramCalls(): { count: number } {
  const calls = { count: 0 };
  server.use(
    on(telegramSignIn, () => {
      calls.count += 1;
      return HttpResponse.json(envelope(LOGIN));
    }),
  );
  return calls;
}

beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' });
  modulus = await rsaModulus();
});
afterEach(() => {
  server.resetHandlers();
  sessionStorage.clear();
});
afterAll(() => {
  server.close();
});
beforeEach(async () => {
  await setupTexts('EN');
  await loadNamespace('social');
  server.use(on(getRsaKey, () => HttpResponse.text(modulus)));
});

describe('social callback with Telegram data', () => {
  it('does not send Telegram data this tab did not start (a link made by someone else)', async () => {
    const calls = telegramCalls();
    renderPage(<SocialCallbackPage />, { path: SOCIAL_WEB.callbackPath, url: CALLBACK });
    expect((await screen.findByTestId('social-callback-error')).textContent).toBe(
      'This sign-in could not be confirmed or has expired. Please start again.',
    );
    expect(calls.count).toBe(0);
    // The data is gone from the address.
    expect(window.location.hash).toBe('');
  });

  it('sends the data once when this tab started the Telegram sign-in, and uses the mark up', async () => {
    const calls = telegramCalls();
    markTelegramStarted();
    const first = renderPage(<SocialCallbackPage />, { path: SOCIAL_WEB.callbackPath, url: CALLBACK });
    expect((await screen.findByTestId('elsewhere')).textContent).toBe('/m/home');
    expect(calls.count).toBe(1);
    first.unmount();

    // The same data opened again (the link shared, or history) is not sent a second time.
    renderPage(<SocialCallbackPage />, { path: SOCIAL_WEB.callbackPath, url: CALLBACK });
    await screen.findByTestId('social-callback-error');
    expect(calls.count).toBe(1);
  });
});

describe('social callback of a link (from the linked-accounts page)', () => {
  const REDIRECT = `${SOCIAL_WEB.callbackPath}?code=abc&state=xyz`;
  const LINKED_PAGE = '/m/socialAccounts?linked=google';

  it('comes back to the linked-accounts page it was started from', async () => {
    server.use(
      on(finishSocialSignIn, () => HttpResponse.json(envelope({ ...LOGIN, firstTimeLogin: false }))),
    );
    keepReturnPage(LINKED_PAGE);
    keepLinking(true);
    renderPage(<SocialCallbackPage />, { path: SOCIAL_WEB.callbackPath, url: REDIRECT });
    expect((await screen.findByTestId('elsewhere')).textContent).toBe(LINKED_PAGE);
  });

  it('says an identity of another member cannot be linked, and leads back to the linked accounts', async () => {
    server.use(
      on(finishSocialSignIn, () =>
        HttpResponse.json(failure('social.already.linked', 'Already linked'), { status: 400 }),
      ),
    );
    keepReturnPage(LINKED_PAGE);
    keepLinking(true);
    renderPage(<SocialCallbackPage />, { path: SOCIAL_WEB.callbackPath, url: REDIRECT });
    expect((await screen.findByTestId('social-callback-error')).textContent).toBe(
      'This account is already linked to another member.',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back to linked accounts' }));
    expect(screen.getByTestId('elsewhere').textContent).toBe('/m/socialAccounts');
  });

  it('leads back to the login page after a failed sign-in that was not a link', async () => {
    server.use(
      on(finishSocialSignIn, () =>
        HttpResponse.json(failure('social.cancelled', 'Cancelled'), { status: 400 }),
      ),
    );
    renderPage(<SocialCallbackPage />, { path: SOCIAL_WEB.callbackPath, url: REDIRECT });
    await screen.findByTestId('social-callback-error');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back to login' }));
    expect(screen.getByTestId('elsewhere').textContent).toBe('/m/login');
  });
});
