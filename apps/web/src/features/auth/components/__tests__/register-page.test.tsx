import { getAnnouncements } from '@h5/contract/endpoints/content.ts';
import { checkAffiliate, register } from '@h5/contract/endpoints/register.ts';
import { sendSmsRegister } from '@h5/contract/endpoints/session.ts';
import { getCountries, getRegisterRules } from '@h5/contract/endpoints/system.ts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, failure } from '../../../../test/fixtures.ts';
import { on, reply } from '../../../../test/msw.ts';
import RegisterPage from '../register-page.tsx';
import { FALLBACK_HANDLERS, DEMO_RULES, renderPage, rule, setupTexts } from './harness.tsx';

const server = setupServer(...FALLBACK_HANDLERS);
let rules = DEMO_RULES;
let registerCalls = 0;

beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => {
  server.close();
});
beforeEach(async () => {
  rules = DEMO_RULES;
  registerCalls = 0;
  await setupTexts('EN');
  server.use(
    on(getRegisterRules, () => HttpResponse.json(envelope(rules))),
    reply(getCountries, [{ countryCode: 'PH', countryName: 'Philippines', dialingCode: '63' }]),
    reply(getAnnouncements, { banners: [], player: [], popup: [], promotion: [], hotMatch: [] }),
    on(checkAffiliate, () =>
      HttpResponse.json(failure('invitation_code_error', 'Invalid invitation code'), { status: 400 }),
    ),
    on(register, () => {
      registerCalls += 1;
      return HttpResponse.json(failure('username.exists', 'Username already exists'), { status: 400 });
    }),
  );
});

const renderRegister = (switches: Record<string, boolean> = {}, url = '/m/register') =>
  renderPage(<RegisterPage />, { path: '/m/register', url, switches });

function input(testId: string): HTMLInputElement {
  const found = screen.getByTestId(testId).querySelector('input');
  if (!found) throw new Error(`no input in ${testId}`);
  return found;
}

describe('registration screen', () => {
  it('shows the form only after the rules load, with tabs only when both methods are on', async () => {
    const view = renderRegister({ USERNAMEREG3: true, MOBILENUMREG3: true });
    expect(screen.queryByTestId('register-form')).toBeNull();
    await screen.findByTestId('register-form');
    expect(screen.getByTestId('register-tab-username').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('register-username')).toBeTruthy();
    view.unmount();

    renderRegister({ USERNAMEREG3: false, MOBILENUMREG3: true });
    await screen.findByTestId('register-form');
    expect(screen.queryByTestId('register-tab-username')).toBeNull();
    expect(screen.getByTestId('register-mobile')).toBeTruthy();
    expect(screen.queryByTestId('register-username')).toBeNull();
  });

  it('copies the typed phone number to the other tab 150 ms after a switch', async () => {
    rules = {
      ...DEMO_RULES,
      mobileNum: rule({
        required: false,
        acceptedPattern: '^9\\d{9}$',
        minLength: 10,
        maxLength: 10,
        patternId: 6,
      }),
    };
    const user = userEvent.setup();
    renderRegister({ REGMOBVERF3: false });
    await screen.findByTestId('register-mobileNum');
    await user.type(input('register-mobileNum'), '9171234567');
    await user.click(screen.getByTestId('register-tab-mobile'));
    expect(input('register-mobile').value).toBe('');
    await waitFor(() => {
      expect(input('register-mobile').value).toBe('9171234567');
    });
  });

  it('marks required fields with an asterisk and shows optional ones by their rule', async () => {
    rules = {
      ...DEMO_RULES,
      email: rule({ required: true, acceptedPattern: '*', minLength: 6, maxLength: 50, patternId: 3 }),
      nickname: rule({ required: false, acceptedPattern: '*', minLength: 2, maxLength: 20, patternId: 0 }),
      zalo: rule({ enabled: false }),
    };
    renderRegister();
    await screen.findByTestId('register-email');
    expect(screen.getByTestId('register-email').querySelector('.field__required')).toBeTruthy();
    expect(screen.getByTestId('register-nickname').querySelector('.field__required')).toBeNull();
    expect(screen.getByTestId('register-username').querySelector('.field__required')).toBeTruthy();
    expect(screen.queryByTestId('register-zalo')).toBeNull();
  });

  it('starts with the agreement on; turning it off disables the register button', async () => {
    const user = userEvent.setup();
    renderRegister();
    await screen.findByTestId('register-form');
    const button = screen.getByTestId<HTMLButtonElement>('register-submit');
    expect(button.disabled).toBe(false);
    await user.click(screen.getByTestId('register-agreement').querySelector('input') as HTMLInputElement);
    expect(button.disabled).toBe(true);
  });

  it('links the agreement line to the user agreement in a new tab, without toggling the checkbox', async () => {
    const user = userEvent.setup();
    renderRegister();
    await screen.findByTestId('register-form');
    const link = screen.getByTestId<HTMLAnchorElement>('register-agreement-link');
    expect(link.getAttribute('href')).toBe('/m/useragreement');
    expect(link.target).toBe('_blank');
    // jsdom does not open tabs; the click must only not reach the checkbox.
    link.addEventListener('click', (event) => {
      event.preventDefault();
    });
    await user.click(link);
    expect(screen.getByTestId<HTMLButtonElement>('register-submit').disabled).toBe(false);
  });

  it('focuses the first failing field on submit, with the rule message under it', async () => {
    const user = userEvent.setup();
    renderRegister();
    await screen.findByTestId('register-form');
    await user.type(input('register-password'), 'abc');
    await user.click(screen.getByTestId('register-submit'));
    await waitFor(() => {
      expect(document.activeElement).toBe(input('register-username'));
    });
    expect(screen.getByTestId('register-username-error').textContent).toBe('Input cannot be empty');
    expect(screen.getByTestId('register-password-error').textContent).toBe(
      'Letters and digits only, no special characters, 6-12 characters',
    );
    expect(registerCalls).toBe(0);
  });

  it('shows the invitation field when the URL code is invalid, and checks a typed code first: toast 1 s, then focus', async () => {
    rules = { ...DEMO_RULES, mobileNum: rule({ enabled: false }) };
    const user = userEvent.setup();
    renderRegister({ REGMOBVERF3: false }, '/m/register?affiliateCode=BAD1');
    await screen.findByTestId('register-affiliateCode');
    await user.type(input('register-username'), 'newplayer1');
    await user.type(input('register-password'), 'secret12');
    await user.type(input('register-confirm-password'), 'secret12');
    await user.type(input('register-affiliateCode'), 'WRONG1');
    await user.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText('Invalid invitation code')).toBeTruthy();
    await waitFor(
      () => {
        expect(document.activeElement).toBe(input('register-affiliateCode'));
      },
      { timeout: 2000 },
    );
    expect(registerCalls).toBe(0);
  });

  it('hides the invitation field when the URL code is valid', async () => {
    server.use(reply(checkAffiliate, { valid: true }));
    renderRegister({}, '/m/register?affiliateCode=8888');
    await screen.findByTestId('register-form');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryByTestId('register-affiliateCode')).toBeNull();
    expect(JSON.parse(localStorage.getItem('reg_info') ?? '{}')).toMatchObject({ affiliateCode: '8888' });
  });

  it('checks a link with only a referral code without empty parameters (no code=, no domain=)', async () => {
    const queries: string[] = [];
    server.use(
      on(checkAffiliate, ({ request }) => {
        queries.push(new URL(request.url).search);
        return HttpResponse.json(envelope({ valid: true }));
      }),
    );
    renderRegister({}, '/m/register?r=REF9');
    await screen.findByTestId('register-form');
    await waitFor(() => {
      expect(queries).toEqual(['?referralCode=REF9']);
    });
  });

  it('REGMOBVERF3 on: the username tab asks for a mobile number (with its dialing code) and the SMS code, both required, even with the mobileNum rule off', async () => {
    rules = { ...DEMO_RULES, mobileNum: rule({ enabled: false }) };
    renderRegister({ REGMOBVERF3: true });
    await screen.findByTestId('register-mobileNum');
    expect(screen.getByTestId('register-mobileNum-dialing-code')).toBeTruthy();
    expect(screen.getByTestId('register-mobileNum').querySelector('.field__required')).toBeTruthy();
    expect(screen.getByTestId('register-sms-code').querySelector('.field__required')).toBeTruthy();

    const user = userEvent.setup();
    await user.type(input('register-username'), 'newplayer1');
    await user.type(input('register-password'), 'secret12');
    await user.type(input('register-confirm-password'), 'secret12');
    await user.click(screen.getByTestId('register-submit'));
    expect((await screen.findByTestId('register-mobileNum-error')).textContent).toBe('Input cannot be empty');
    expect(screen.getByTestId('register-sms-code-error').textContent).toBe(
      'Please enter a valid verification code',
    );
    expect(registerCalls).toBe(0);
  });

  it('REGMOBVERF3 on: "Get code" with an empty number shows the required error and sends nothing, even when the rule makes the number optional', async () => {
    rules = {
      ...DEMO_RULES,
      mobileNum: rule({ required: false, acceptedPattern: '^9\\d{9}$', minLength: 10, maxLength: 10 }),
    };
    let smsCalls = 0;
    server.use(
      on(sendSmsRegister, () => {
        smsCalls += 1;
        return HttpResponse.json(envelope({ expiredMinutes: 1 }));
      }),
    );
    const user = userEvent.setup();
    renderRegister({ REGMOBVERF3: true });
    await screen.findByTestId('register-mobileNum');
    expect(screen.getByTestId('register-mobileNum').querySelector('.field__required')).toBeTruthy();
    await user.click(screen.getByTestId('register-get-code'));
    expect((await screen.findByTestId('register-mobileNum-error')).textContent).toBe('Input cannot be empty');
    expect(smsCalls).toBe(0);

    await user.type(input('register-mobileNum'), '9171234567');
    await user.click(screen.getByTestId('register-get-code'));
    await waitFor(() => {
      expect(smsCalls).toBe(1);
    });
  });

  it("payee name: the rule's own message, or the payee-name format message when the rule has no pattern text", async () => {
    rules = {
      ...DEMO_RULES,
      payeeName: rule({
        required: false,
        acceptedPattern: '^[a-zA-Z ]+$',
        minLength: 2,
        maxLength: 50,
        patternId: 99,
      }),
    };
    const user = userEvent.setup();
    const view = renderRegister({ REGMOBVERF3: false });
    await screen.findByTestId('register-payeeName');
    await user.type(input('register-payeeName'), 'J0hn');
    await user.tab();
    expect((await screen.findByTestId('register-payeeName-error')).textContent).toBe(
      'Payee name format is incorrect',
    );
    view.unmount();

    rules = {
      ...rules,
      payeeName: rule({
        required: false,
        acceptedPattern: '^[a-zA-Z ]+$',
        minLength: 2,
        maxLength: 50,
        patternId: 8,
      }),
    };
    renderRegister({ REGMOBVERF3: false });
    await screen.findByTestId('register-payeeName');
    await user.type(input('register-payeeName'), 'J0hn');
    await user.tab();
    expect((await screen.findByTestId('register-payeeName-error')).textContent).toBe(
      'English letters and spaces only, 2-50 characters',
    );
  });
});
