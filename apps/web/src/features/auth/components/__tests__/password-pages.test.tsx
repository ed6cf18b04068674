import { changePassword } from '@h5/contract/endpoints/register.ts';
import { getCountries, getRegisterRules } from '@h5/contract/endpoints/system.ts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rememberLoginPassword } from '../../../../lib/session/login-password.ts';
import { clearSession, setSession } from '../../../../lib/session/session-store.ts';
import { envelope } from '../../../../test/fixtures.ts';
import { on, reply } from '../../../../test/msw.ts';
import ChangePasswordPage from '../change-password-page.tsx';
import ForgetPage from '../forget-page.tsx';
import { FALLBACK_HANDLERS, DEMO_RULES, renderPage, setupTexts } from './harness.tsx';

const server = setupServer(...FALLBACK_HANDLERS);
let changeCalls = 0;

beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  clearSession();
});
afterAll(() => {
  server.close();
});
beforeEach(async () => {
  changeCalls = 0;
  await setupTexts('EN');
  server.use(
    reply(getRegisterRules, DEMO_RULES),
    reply(getCountries, [{ countryCode: 'PH', countryName: 'Philippines', dialingCode: '63' }]),
    on(changePassword, () => {
      changeCalls += 1;
      return HttpResponse.json(envelope(null));
    }),
  );
});

function input(testId: string): HTMLInputElement {
  const found = screen.getByTestId(testId).querySelector('input');
  if (!found) throw new Error(`no input in ${testId}`);
  return found;
}

describe('forgot password', () => {
  it('e-mail only when CHNGPASSVERIF3 is off; e-mail required and matched by the spec pattern', async () => {
    const user = userEvent.setup();
    renderPage(<ForgetPage />, { path: '/m/forget', switches: { CHNGPASSVERIF3: false } });
    expect(screen.queryByTestId('forget-tab-phone')).toBeNull();
    await user.type(input('forget-username'), '  player01 ');
    await user.type(input('forget-email'), 'player@bad');
    await user.click(screen.getByTestId('forget-email-submit'));
    expect((await screen.findByTestId('forget-email-error')).textContent).toBe('E-mail format is incorrect');
    expect(screen.queryByTestId('forget-username-error')).toBeNull();
  });

  it('defaults to the phone method when CHNGPASSVERIF3 is on; submit disabled until touched and while a field has an error', async () => {
    const user = userEvent.setup();
    renderPage(<ForgetPage />, { path: '/m/forget', switches: { CHNGPASSVERIF3: true } });
    expect(screen.getByTestId('forget-tab-phone').getAttribute('aria-selected')).toBe('true');
    const submit = screen.getByTestId<HTMLButtonElement>('forget-phone-submit');
    expect(submit.disabled).toBe(true);
    await user.type(input('forget-mobile'), '12');
    await user.tab();
    await waitFor(() => {
      // The minimum of the mobileNum rule (DEMO_RULES: 10).
      expect(screen.getByTestId('forget-mobile-error').textContent).toBe(
        'Please enter a valid mobile number of at least 10 digits',
      );
    });
    expect(submit.disabled).toBe(true);
    await user.clear(input('forget-mobile'));
    await user.type(input('forget-mobile'), '9171234567');
    await waitFor(() => {
      expect(screen.queryByTestId('forget-mobile-error')).toBeNull();
    });
    // Leaving the (empty) code field touched it: an error, so still disabled until every field is valid.
    await user.type(input('forget-sms-code'), '123456');
    await user.type(input('forget-new-password'), 'newpass12');
    await waitFor(() => {
      expect(submit.disabled).toBe(false);
    });
    await user.click(screen.getByTestId('forget-tab-email'));
    expect(screen.getByTestId('forget-email')).toBeTruthy();
  });
});

describe('change password', () => {
  it('hides the old password when it is held in memory; same as old → popup and no call', async () => {
    setSession({ token: 'tok', userName: 'player01', type: 0 });
    rememberLoginPassword('demo1234');
    const user = userEvent.setup();
    renderPage(<ChangePasswordPage />, { path: '/m/changePsw' });
    expect(input('change-password-username').value).toBe('player01');
    expect(input('change-password-username').readOnly).toBe(true);
    expect(screen.queryByTestId('change-password-old')).toBeNull();
    await user.type(input('change-password-new'), 'demo1234');
    await user.type(input('change-password-confirm'), 'demo1234');
    await user.click(screen.getByTestId('change-password-submit'));
    expect(await screen.findByText('The new password and the old password cannot be the same')).toBeTruthy();
    expect(changeCalls).toBe(0);
  });

  it('asks for the old password when none is held, and checks the confirmation', async () => {
    setSession({ token: 'tok', userName: 'player01', type: 0 });
    rememberLoginPassword(null);
    const user = userEvent.setup();
    renderPage(<ChangePasswordPage />, { path: '/m/changePsw' });
    expect(screen.getByTestId('change-password-old')).toBeTruthy();
    await user.type(input('change-password-new'), 'newpass12');
    await user.type(input('change-password-confirm'), 'newpass13');
    await user.click(screen.getByTestId('change-password-submit'));
    expect((await screen.findByTestId('change-password-confirm-error')).textContent).toBe(
      'Confirmation password not matched',
    );
  });
});
