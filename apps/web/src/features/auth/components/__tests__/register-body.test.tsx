import { getAnnouncements } from '@h5/contract/endpoints/content.ts';
import { checkAffiliate } from '@h5/contract/endpoints/register.ts';
import { getCountries, getRegisterRules } from '@h5/contract/endpoints/system.ts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../../../lib/session/session-store.ts';
import { failure } from '../../../../test/fixtures.ts';
import { on, reply } from '../../../../test/msw.ts';
import { register } from '../../api/register.ts';
import RegisterPage from '../register-page.tsx';
import { DEMO_RULES, FALLBACK_HANDLERS, renderPage, setupTexts } from './harness.tsx';

// The encrypted call is replaced: these tests look at the body the page builds, not at the wire format.
vi.mock('../../api/register.ts', () => ({ register: vi.fn() }));

const server = setupServer(...FALLBACK_HANDLERS);

beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  clearSession();
  localStorage.clear();
  vi.clearAllMocks();
});
afterAll(() => {
  server.close();
});
beforeEach(async () => {
  await setupTexts('EN');
  vi.mocked(register).mockResolvedValue({
    token: 'tok',
    id: 9,
    userName: 'newplayer1',
    customerType: 0,
    firstTimeLogin: true,
    passwordExpired: false,
    merchantCode: 'demo',
  });
  server.use(
    reply(getRegisterRules, DEMO_RULES),
    reply(getCountries, [{ countryCode: 'PH', countryName: 'Philippines', dialingCode: '63' }]),
    reply(getAnnouncements, { banners: [], player: [], popup: [], promotion: [], hotMatch: [] }),
    reply(checkAffiliate, { valid: true }),
  );
});

function input(testId: string): HTMLInputElement {
  const found = screen.getByTestId(testId).querySelector('input');
  if (!found) throw new Error(`no input in ${testId}`);
  return found;
}

describe('registration body', () => {
  it('carries the referral code of a link with only ?r=', async () => {
    const user = userEvent.setup();
    renderPage(<RegisterPage />, {
      path: '/m/register',
      url: '/m/register?r=REF9',
      switches: { REGMOBVERF3: false },
    });
    await screen.findByTestId('register-form');
    await user.type(input('register-username'), 'newplayer1');
    await user.type(input('register-password'), 'secret12');
    await user.type(input('register-confirm-password'), 'secret12');
    await user.type(input('register-mobileNum'), '9171234567');
    await user.click(screen.getByTestId('register-submit'));
    await waitFor(() => {
      expect(register).toHaveBeenCalledTimes(1);
    });
    expect(vi.mocked(register).mock.calls[0]?.[0].body).toMatchObject({
      username: 'newplayer1',
      referralCode: 'REF9',
      affiliateCode: '',
      mobileNum: '9171234567',
      countryDialingCode: '63',
    });
  });

  it('leaves out the referral code of a link the check refused (the invitation field shows instead)', async () => {
    server.use(
      on(checkAffiliate, () =>
        HttpResponse.json(failure('invitation_code_error', 'Invalid invitation code'), { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    renderPage(<RegisterPage />, {
      path: '/m/register',
      url: '/m/register?r=BAD9',
      switches: { REGMOBVERF3: false },
    });
    await screen.findByTestId('register-affiliateCode');
    await user.type(input('register-username'), 'newplayer1');
    await user.type(input('register-password'), 'secret12');
    await user.type(input('register-confirm-password'), 'secret12');
    await user.type(input('register-mobileNum'), '9171234567');
    await user.click(screen.getByTestId('register-submit'));
    await waitFor(() => {
      expect(register).toHaveBeenCalledTimes(1);
    });
    expect(vi.mocked(register).mock.calls[0]?.[0].body).toMatchObject({
      referralCode: '',
      affiliateCode: '',
    });
  });
});
