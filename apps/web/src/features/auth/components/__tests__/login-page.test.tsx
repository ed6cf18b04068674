import { getCaptcha, getRsaKey, login } from '@h5/contract/endpoints/session.ts';
import { getSocialProviders } from '@h5/contract/endpoints/social.ts';
import { getCountries, getRegisterRules } from '@h5/contract/endpoints/system.ts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { envelope, failure } from '../../../../test/fixtures.ts';
import { on, reply } from '../../../../test/msw.ts';
import LoginPage from '../login-page.tsx';
import { FALLBACK_HANDLERS, renderPage, rsaModulus, setupTexts } from './harness.tsx';

const server = setupServer(...FALLBACK_HANDLERS);
let modulus = '';
let loginCalls = 0;
let captchaCalls = 0;

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
  loginCalls = 0;
  captchaCalls = 0;
  await setupTexts('EN');
  server.use(
    on(getRsaKey, () => HttpResponse.text(modulus)),
    reply(getRegisterRules, {}),
    reply(getSocialProviders, { providers: [], telegramBot: null }),
    reply(getCountries, [{ countryCode: 'PH', countryName: 'Philippines', dialingCode: '63' }]),
    on(getCaptcha, () => {
      captchaCalls += 1;
      return HttpResponse.json(envelope(`iVBORw0KGgo${captchaCalls}`));
    }),
    on(login, () => {
      loginCalls += 1;
      return HttpResponse.json(
        failure(
          'login.failed',
          'Wrong username or password',
          loginCalls >= 3 ? { captcha: true } : undefined,
        ),
        {
          status: 400,
        },
      );
    }),
  );
});

function input(testId: string): HTMLInputElement {
  const found = screen.getByTestId(testId).querySelector('input');
  if (!found) throw new Error(`no input in ${testId}`);
  return found;
}

describe('login screen', () => {
  it('hides the captcha until a failure carries value.captcha, then shows and fetches it, and reloads it after each failure', async () => {
    const user = userEvent.setup();
    renderPage(<LoginPage />);
    await user.type(input('login-username'), 'player01');
    await user.type(input('login-password'), 'wrong1');
    for (let i = 0; i < 2; i++) {
      await user.click(screen.getByTestId('login-submit'));
      await screen.findByTestId('login-error');
    }
    expect(screen.queryByTestId('login-captcha')).toBeNull();
    expect(captchaCalls).toBe(0);

    await user.click(screen.getByTestId('login-submit'));
    await screen.findByTestId('login-captcha');
    await waitFor(() => {
      expect(screen.getByTestId('login-captcha-image').querySelector('img')?.getAttribute('src')).toBe(
        'data:image/png;base64,iVBORw0KGgo1',
      );
    });
    expect(screen.getByTestId('login-error').textContent).toBe('Wrong username or password');

    // The captcha is now required (numeric, ≤ 6), and a failed attempt brings a new picture.
    await user.click(screen.getByTestId('login-submit'));
    expect((await screen.findByTestId('login-captcha-error')).textContent).toBe(
      'Please enter a valid verification code',
    );
    await user.type(input('login-captcha'), '1234');
    await user.click(screen.getByTestId('login-submit'));
    await waitFor(() => {
      expect(captchaCalls).toBe(2);
    });
    expect(loginCalls).toBe(4);
  });

  it('shows the SMS tab only with MOBILEVERCODELOGIN3, and reloads the remembered record of each method on a tab switch', async () => {
    localStorage.setItem(
      'rememberedLogin:username',
      JSON.stringify({ type: 'username', username: 'player01', password: null, countryDialingCode: '' }),
    );
    localStorage.setItem(
      'rememberedLogin:sms',
      JSON.stringify({ type: 'sms', username: '9171234567', password: null, countryDialingCode: '63' }),
    );
    const user = userEvent.setup();
    const view = renderPage(<LoginPage />, { switches: { MOBILEVERCODELOGIN3: true } });
    await waitFor(() => {
      expect(input('login-username').value).toBe('player01');
    });
    expect(screen.getByTestId('login-remember').querySelector('input')?.checked).toBe(true);
    await user.click(screen.getByTestId('login-tab-sms'));
    await waitFor(() => {
      expect(input('login-mobile').value).toBe('9171234567');
    });
    expect(input('login-sms-code').value).toBe('');
    await user.click(screen.getByTestId('login-tab-username'));
    await waitFor(() => {
      expect(input('login-username').value).toBe('player01');
    });
    view.unmount();

    renderPage(<LoginPage />, { switches: { MOBILEVERCODELOGIN3: false } });
    expect(screen.queryByTestId('login-tab-sms')).toBeNull();
  });

  it('shows no social button or "or" divider while no provider is configured, even with the switches on', () => {
    renderPage(<LoginPage />, { switches: { FACEBOOKLOGIN3: true, GOOGLELOGIN3: true } });
    expect(screen.queryByTestId('social-facebook')).toBeNull();
    expect(screen.queryByText('or')).toBeNull();
  });

  it('logs in: stores the session record and goes home', async () => {
    server.use(
      reply(login, {
        token: 'tok',
        id: 3,
        userName: 'player01',
        customerType: 0,
        firstTimeLogin: true,
        passwordExpired: false,
        merchantCode: 'demo',
      }),
    );
    const user = userEvent.setup();
    renderPage(<LoginPage />);
    await user.type(input('login-username'), 'player01');
    await user.type(input('login-password'), 'demo1234');
    await user.click(screen.getByTestId('login-submit'));
    expect((await screen.findByTestId('elsewhere')).textContent).toBe('/m/home');
    expect(JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}')).toEqual({
      token: 'tok',
      id: 3,
      userName: 'player01',
      type: 0,
      firstTimeLogin: true,
      merchantCode: 'demo',
    });
    expect(sessionStorage.getItem('token')).toBe('tok');
  });

  it('goes back to the page it was opened for after the server ended a session, never off the site', async () => {
    server.use(
      reply(login, {
        token: 'tok',
        id: 3,
        userName: 'player01',
        customerType: 0,
        firstTimeLogin: false,
        passwordExpired: false,
        merchantCode: 'demo',
      }),
    );
    for (const [redirect, expected] of [
      ['/m/gameList?gameType=SLOT', '/m/gameList?gameType=SLOT'],
      ['//evil.example/m/home', '/m/home'],
    ] as const) {
      const user = userEvent.setup();
      const view = renderPage(<LoginPage />, {
        url: `/m/login?redirect=${encodeURIComponent(redirect)}`,
      });
      await user.type(input('login-username'), 'player01');
      await user.type(input('login-password'), 'demo1234');
      await user.click(screen.getByTestId('login-submit'));
      expect((await screen.findByTestId('elsewhere')).textContent).toBe(expected);
      view.unmount();
    }
  });
});
