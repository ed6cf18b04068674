import { getSocialProviders, startSocialSignIn } from '@h5/contract/endpoints/social.ts';
import { getRsaKey } from '@h5/contract/endpoints/session.ts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../../../../lib/i18n/i18n.ts';
import { envelope, failure } from '../../../../test/fixtures.ts';
import { on, reply } from '../../../../test/msw.ts';
import {
  FALLBACK_HANDLERS,
  renderPage,
  rsaModulus,
  setupTexts,
} from '../../components/__tests__/harness.tsx';
import { SocialButtons } from '../components/social-buttons.tsx';
import { takeTelegramStarted } from '../social-callback.ts';

const server = setupServer(...FALLBACK_HANDLERS);
let modulus = '';
const ALL_ON = { GOOGLELOGIN3: true, FACEBOOKLOGIN3: true, TELEGRAMLOGIN3: true };

beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' });
  modulus = await rsaModulus();
});
afterEach(() => {
  server.resetHandlers();
});
afterAll(() => {
  server.close();
});
beforeEach(async () => {
  await setupTexts('EN');
  await loadNamespace('social');
  server.use(on(getRsaKey, () => HttpResponse.text(modulus)));
});

describe('social sign-in buttons', () => {
  it('shows a provider only when its switch is on and the server offers it', async () => {
    server.use(
      reply(getSocialProviders, { providers: ['google', 'telegram'], telegramBot: { name: 'bot', id: '1' } }),
    );
    renderPage(<SocialButtons />, { switches: { ...ALL_ON, TELEGRAMLOGIN3: false } });
    expect(await screen.findByRole('button', { name: 'Sign in with Google' })).toBeTruthy();
    expect(screen.getByText('or sign in with')).toBeTruthy();
    // Offered but switched off, and switched on but not configured.
    expect(screen.queryByTestId('social-telegram')).toBeNull();
    expect(screen.queryByTestId('social-facebook')).toBeNull();
  });

  it('starts Telegram on the server, marks this tab, then opens the login page the server answered', async () => {
    const TELEGRAM_URL = 'https://oauth.telegram.org/auth?bot_id=1';
    let asked: unknown = null;
    server.use(
      reply(getSocialProviders, { providers: ['telegram'], telegramBot: { name: 'bot', id: '1' } }),
      on(startSocialSignIn, () => {
        asked = 'started';
        return HttpResponse.json(envelope({ authorizationUrl: TELEGRAM_URL }));
      }),
    );
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    try {
      renderPage(<SocialButtons />, { switches: ALL_ON });
      expect(takeTelegramStarted()).toBe(false);
      await userEvent.setup().click(await screen.findByTestId('social-telegram'));
      await vi.waitFor(() => {
        expect(assign).toHaveBeenCalledWith(TELEGRAM_URL);
      });
      expect(asked).toBe('started');
      expect(takeTelegramStarted()).toBe(true);
    } finally {
      assign.mockRestore();
    }
  });

  it('shows nothing, not even the divider, when the server configures no provider', async () => {
    let asked = false;
    server.use(
      on(getSocialProviders, () => {
        asked = true;
        return HttpResponse.json({ success: true, value: { providers: [], telegramBot: null } });
      }),
    );
    const view = renderPage(<SocialButtons />, { switches: ALL_ON });
    await vi.waitFor(() => {
      expect(asked).toBe(true);
    });
    expect(view.container.textContent).toBe('');
  });

  it("says why a start was refused, in the dictionary's words", async () => {
    server.use(
      reply(getSocialProviders, { providers: ['google'], telegramBot: null }),
      on(startSocialSignIn, () =>
        HttpResponse.json(failure('invitation_code_error', 'Invalid invitation code'), { status: 400 }),
      ),
    );
    renderPage(<SocialButtons />, { switches: ALL_ON, url: '/m/login?affiliateCode=nobody' });
    await userEvent.setup().click(await screen.findByTestId('social-google'));
    expect((await screen.findByTestId('social-start-error')).textContent).toBe('Invalid invitation code');
    // The button is usable again.
    expect(screen.getByTestId('social-google').hasAttribute('disabled')).toBe(false);
  });
});
