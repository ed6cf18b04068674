import { getAnnouncements } from '@h5/contract/endpoints/content.ts';
import { sendSmsNoLogin, sendSmsRegister } from '@h5/contract/endpoints/session.ts';
import { getCountries, getRegisterRules } from '@h5/contract/endpoints/system.ts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, type HttpResponseResolver } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { envelope, failure } from '../../../../test/fixtures.ts';
import { on, reply } from '../../../../test/msw.ts';
import ForgetPage from '../forget-page.tsx';
import LoginPage from '../login-page.tsx';
import RegisterPage from '../register-page.tsx';
import { DEMO_RULES, FALLBACK_HANDLERS, renderPage, setupTexts } from './harness.tsx';

const server = setupServer(...FALLBACK_HANDLERS);
let sent: unknown[] = [];

beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
});
afterEach(() => {
  server.resetHandlers();
});
afterAll(() => {
  server.close();
});
/** Both SMS endpoints (login and password by phone, registration) record what they were sent. */
const recordSms: HttpResponseResolver = async ({ request }) => {
  sent.push(await request.json());
  return HttpResponse.json(envelope({ expiredMinutes: 1 }));
};

beforeEach(async () => {
  sent = [];
  localStorage.clear();
  await setupTexts('EN');
  server.use(
    reply(getRegisterRules, DEMO_RULES),
    reply(getAnnouncements, { banners: [], player: [], popup: [], promotion: [], hotMatch: [] }),
    on(sendSmsNoLogin, recordSms),
    on(sendSmsRegister, recordSms),
  );
});

const countriesFail = () => {
  server.use(on(getCountries, () => HttpResponse.json(failure('system.error', 'down'), { status: 500 })));
};

function input(testId: string): HTMLInputElement {
  const found = screen.getByTestId(testId).querySelector('input');
  if (!found) throw new Error(`no input in ${testId}`);
  return found;
}

describe('dialing codes', () => {
  it('login by SMS sends the default code when the country list fails to load', async () => {
    countriesFail();
    const user = userEvent.setup();
    renderPage(<LoginPage />, { switches: { MOBILEVERCODELOGIN3: true } });
    await user.click(screen.getByTestId('login-tab-sms'));
    expect(screen.getByTestId<HTMLSelectElement>('login-dialing-code').value).toBe('63');
    await user.type(input('login-mobile'), '9171234567');
    await user.click(screen.getByTestId('login-get-code'));
    await waitFor(() => {
      expect(sent).toEqual([{ mobileNum: '9171234567', countryDialingCode: '63' }]);
    });
  });

  it('registration by mobile sends the default code when the country list fails to load', async () => {
    countriesFail();
    const user = userEvent.setup();
    renderPage(<RegisterPage />, {
      path: '/m/register',
      switches: { USERNAMEREG3: false, MOBILENUMREG3: true },
    });
    await screen.findByTestId('register-mobile');
    await user.type(input('register-mobile'), '9171234567');
    await user.click(screen.getByTestId('register-get-code'));
    await waitFor(() => {
      expect(sent).toEqual([{ mobileNo: '9171234567', countryDialingCode: '63' }]);
    });
  });

  it('password by phone starts on the merchant country (first of the list) and keeps a code the user picks', async () => {
    server.use(
      reply(getCountries, [
        { countryCode: 'VN', countryName: 'Vietnam', dialingCode: '84' },
        { countryCode: 'PH', countryName: 'Philippines', dialingCode: '63' },
      ]),
    );
    const user = userEvent.setup();
    renderPage(<ForgetPage />, { path: '/m/forget', switches: { CHNGPASSVERIF3: true } });
    const select = screen.getByTestId<HTMLSelectElement>('forget-dialing-code');
    await waitFor(() => {
      expect(select.value).toBe('84');
    });
    await user.type(input('forget-mobile'), '9171234567');
    await user.click(screen.getByTestId('forget-get-code'));
    await waitFor(() => {
      expect(sent).toEqual([{ mobileNum: '9171234567', countryDialingCode: '84' }]);
    });
    await user.selectOptions(select, '63');
    expect(select.value).toBe('63');
  });

  it('password by phone sends the default code when the country list fails to load', async () => {
    countriesFail();
    const user = userEvent.setup();
    renderPage(<ForgetPage />, { path: '/m/forget', switches: { CHNGPASSVERIF3: true } });
    await user.type(input('forget-mobile'), '9171234567');
    await user.click(screen.getByTestId('forget-get-code'));
    await waitFor(() => {
      expect(sent).toEqual([{ mobileNum: '9171234567', countryDialingCode: '63' }]);
    });
  });
});
