import { getRsaKey } from '@h5/contract/endpoints/session.ts';
import { HEADER } from '@h5/contract/headers.ts';
import {
  getLinkedSocialAccounts,
  getSocialProviders,
  startSocialSignIn,
  type LinkedSocialAccount,
} from '@h5/contract/endpoints/social.ts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../../../../lib/i18n/i18n.ts';
import { clearSession, setSession } from '../../../../lib/session/session-store.ts';
import { envelope, failure } from '../../../../test/fixtures.ts';
import { on, reply } from '../../../../test/msw.ts';
import {
  FALLBACK_HANDLERS,
  renderPage,
  rsaModulus,
  setupTexts,
} from '../../components/__tests__/harness.tsx';
import LinkedAccountsPage from '../components/linked-accounts-page.tsx';
import { SOCIAL_WEB } from '../constants.ts';
import { isLinking, takeReturnTarget, takeTelegramStarted } from '../social-callback.ts';

const server = setupServer(...FALLBACK_HANDLERS);
let modulus = '';
const PATH = '/m/socialAccounts';
const ALL_ON = { GOOGLELOGIN3: true, FACEBOOKLOGIN3: true, TELEGRAMLOGIN3: true };
/** 2026-01-02 03:04 UTC: 11:04 in Manila, the merchant's time zone. */
const LINKED_AT = Date.UTC(2026, 0, 2, 3, 4);
const GOOGLE: LinkedSocialAccount = {
  provider: 'google',
  displayName: 'Juan Cruz',
  email: 'juan@example.test',
  linkedAt: LINKED_AT,
};

/** The site offers Google and Telegram; the member has linked `linked`. */
function api(linked: LinkedSocialAccount[] = [GOOGLE]) {
  server.use(
    reply(getSocialProviders, { providers: ['google', 'telegram'], telegramBot: { name: 'bot', id: '1' } }),
    reply(getLinkedSocialAccounts, { accounts: linked }),
  );
}

/** Answers the start calls in turn, recording the session token each was sent with. */
function startAnswers(...answers: (() => Response)[]): { calls: number; tokens: (string | null)[] } {
  const seen = { calls: 0, tokens: [] as (string | null)[] };
  server.use(
    on(startSocialSignIn, ({ request }) => {
      seen.tokens.push(request.headers.get(HEADER.authorization));
      const answer = answers[Math.min(seen.calls, answers.length - 1)];
      seen.calls += 1;
      if (!answer) throw new Error('no answer');
      return answer();
    }),
  );
  return seen;
}

const refused =
  (code: string, message: string, status = 400) =>
  () =>
    HttpResponse.json(failure(code, message), { status });

beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' });
  modulus = await rsaModulus();
});
afterEach(() => {
  server.resetHandlers();
  sessionStorage.clear();
  clearSession();
});
afterAll(() => {
  server.close();
});
beforeEach(async () => {
  await setupTexts('EN');
  await loadNamespace('social');
  setSession({ token: 'tok-player', id: 7, userName: 'player01', type: 0 });
  server.use(on(getRsaKey, () => HttpResponse.text(modulus)));
});

describe('linked accounts page', () => {
  it('lists the offered providers: linked with the name, e-mail and date, the others with a Link button', async () => {
    api();
    renderPage(<LinkedAccountsPage />, { path: PATH, switches: { ...ALL_ON, TELEGRAMLOGIN3: true } });
    const google = await screen.findByTestId('social-account-google');
    expect(within(google).getByTestId('social-account-google-state').textContent).toBe(
      'Linked on 2026-01-02 11:04Juan Cruz · juan@example.test',
    );
    expect(within(google).queryByRole('button')).toBeNull();
    const telegram = screen.getByTestId('social-account-telegram');
    expect(within(telegram).getByText('Not linked')).toBeTruthy();
    expect(within(telegram).getByRole('button', { name: 'Link Telegram' })).toBeTruthy();
    // Switched on but not configured on the server.
    expect(screen.queryByTestId('social-account-facebook')).toBeNull();
  });

  it('leaves out a provider the server offers but whose switch is off', async () => {
    api([]);
    renderPage(<LinkedAccountsPage />, { path: PATH, switches: { ...ALL_ON, TELEGRAMLOGIN3: false } });
    await screen.findByTestId('social-account-google');
    expect(screen.queryByTestId('social-account-telegram')).toBeNull();
  });

  it('says so when the site offers no provider, without asking the server when every switch is off', async () => {
    let asked = false;
    server.use(
      on(getSocialProviders, () => {
        asked = true;
        return HttpResponse.json(envelope({ providers: [], telegramBot: null }));
      }),
      reply(getLinkedSocialAccounts, { accounts: [] }),
    );
    const off = renderPage(<LinkedAccountsPage />, {
      path: PATH,
      switches: { GOOGLELOGIN3: false, FACEBOOKLOGIN3: false, TELEGRAMLOGIN3: false },
    });
    expect((await screen.findByTestId('social-accounts-empty')).textContent).toBe(
      'This site offers no social sign-in.',
    );
    expect(asked).toBe(false);
    off.unmount();

    renderPage(<LinkedAccountsPage />, { path: PATH, switches: ALL_ON });
    await screen.findByTestId('social-accounts-empty');
    expect(asked).toBe(true);
  });

  it('shows a failed load with a retry that loads the list', async () => {
    let calls = 0;
    server.use(
      reply(getSocialProviders, { providers: ['google'], telegramBot: null }),
      on(getLinkedSocialAccounts, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(failure('system.error', 'Something went wrong'), { status: 500 })
          : HttpResponse.json(envelope({ accounts: [GOOGLE] }));
      }),
    );
    renderPage(<LinkedAccountsPage />, { path: PATH, switches: ALL_ON });
    const error = await screen.findByTestId('social-accounts-error');
    expect(error.textContent).toContain('Something went wrong');
    await userEvent.setup().click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('social-account-google')).toBeTruthy();
  });

  it('asks the password (focused, required), then leaves for the provider to come back here', async () => {
    api();
    const URL_TELEGRAM = 'https://oauth.telegram.org/auth?bot_id=1';
    const seen = startAnswers(() => HttpResponse.json(envelope({ authorizationUrl: URL_TELEGRAM })));
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    try {
      const user = userEvent.setup();
      renderPage(<LinkedAccountsPage />, { path: PATH, switches: ALL_ON });
      const button = await screen.findByRole('button', { name: 'Link Telegram' });
      await user.click(button);
      expect(button.getAttribute('aria-expanded')).toBe('true');
      const form = screen.getByRole('form', { name: 'Link Telegram' });
      expect(button.getAttribute('aria-controls')).toBe(form.id);
      const password = within(form).getByLabelText('Account password');
      expect(document.activeElement).toBe(password);

      await user.click(within(form).getByRole('button', { name: 'Continue to Telegram' }));
      expect(screen.getByTestId('social-link-password-error').textContent).toBe(
        'Please enter your account password.',
      );
      expect(password.getAttribute('aria-invalid')).toBe('true');
      expect(document.activeElement).toBe(password);
      expect(seen.calls).toBe(0);

      await user.type(password, 'abc12345');
      await user.keyboard('{Enter}');
      await vi.waitFor(() => {
        expect(assign).toHaveBeenCalledWith(URL_TELEGRAM);
      });
      expect(seen.calls).toBe(1);
      // A link is the member's own call: sent with the session.
      expect(seen.tokens[0]).toBe('tok-player');
      expect(takeReturnTarget()).toBe(`${PATH}?${SOCIAL_WEB.linkedParam}=telegram`);
      expect(isLinking()).toBe(true);
      expect(takeTelegramStarted()).toBe(true);
    } finally {
      assign.mockRestore();
    }
  });

  it('shows a wrong password on the field (emptied, focused), and a lock in the server’s words', async () => {
    api([]);
    startAnswers(
      refused('social.link.password', 'The password is wrong.'),
      refused('login.locked', 'Too many failed login attempts. Please try again later.', 429),
    );
    const user = userEvent.setup();
    renderPage(<LinkedAccountsPage />, { path: PATH, switches: ALL_ON });
    await user.click(await screen.findByRole('button', { name: 'Link Google' }));
    const password = screen.getByLabelText('Account password');
    await user.type(password, 'wrong-one{Enter}');
    expect((await screen.findByTestId('social-link-password-error')).textContent).toBe(
      'The password is wrong.',
    );
    expect((password as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(password);
    expect(isLinking()).toBe(false);

    await user.type(password, 'abc12345{Enter}');
    expect((await screen.findByTestId('social-link-error')).textContent).toBe(
      'Too many failed login attempts. Please try again later.',
    );
    expect(screen.queryByTestId('social-link-password-error')).toBeNull();
    expect(document.activeElement).toBe(password);
  });

  it('closes the form on cancel and puts focus back on its Link button', async () => {
    api([]);
    const user = userEvent.setup();
    renderPage(<LinkedAccountsPage />, { path: PATH, switches: ALL_ON });
    const button = await screen.findByRole('button', { name: 'Link Google' });
    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('says the provider is linked when the callback comes back and the list confirms it, once', async () => {
    api();
    renderPage(<LinkedAccountsPage />, { path: PATH, url: `${PATH}?linked=google`, switches: ALL_ON });
    const saved = await screen.findByTestId('social-accounts-linked');
    expect(saved.textContent).toBe('Google is now linked. You can sign in with it.');
    expect(document.activeElement).toBe(saved);
  });

  it('says nothing for a ?linked= the list does not confirm', async () => {
    api([]);
    renderPage(<LinkedAccountsPage />, { path: PATH, url: `${PATH}?linked=google`, switches: ALL_ON });
    await screen.findByTestId('social-account-google');
    expect(screen.queryByTestId('social-accounts-linked')).toBeNull();
  });

  it('speaks Filipino', async () => {
    await setupTexts('TY');
    await loadNamespace('social');
    api();
    renderPage(<LinkedAccountsPage />, { path: PATH, url: `${PATH}?linked=google`, switches: ALL_ON });
    expect((await screen.findByTestId('social-accounts-linked')).textContent).toBe(
      'Naka-link na ang Google. Puwede ka nang mag-sign in gamit ito.',
    );
    expect(screen.getByTestId('social-account-google-state').textContent).toContain(
      'Na-link noong 2026-01-02',
    );
    expect(screen.getByRole('button', { name: 'I-link ang Telegram' })).toBeTruthy();
  });
});
