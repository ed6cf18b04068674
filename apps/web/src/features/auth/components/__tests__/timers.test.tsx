import { getRegisterRules } from '@h5/contract/endpoints/system.ts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { useState, type ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberLoginPassword } from '../../../../lib/session/login-password.ts';
import { clearSession, setSession } from '../../../../lib/session/session-store.ts';
import { reply } from '../../../../test/msw.ts';
import { changePassword } from '../../api/change-password.ts';
import { forgotPasswordByEmail } from '../../api/forgot-password-by-email.ts';
import ChangePasswordPage from '../change-password-page.tsx';
import ForgetPage from '../forget-page.tsx';
import { DEMO_RULES, FALLBACK_HANDLERS, renderPage, setupTexts } from './harness.tsx';

vi.mock('../../api/change-password.ts', () => ({ changePassword: vi.fn() }));
vi.mock('../../api/forgot-password-by-email.ts', () => ({ forgotPasswordByEmail: vi.fn() }));

const server = setupServer(...FALLBACK_HANDLERS);

beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  clearSession();
  vi.clearAllMocks();
});
afterAll(() => {
  server.close();
});
beforeEach(async () => {
  await setupTexts('EN');
  vi.mocked(changePassword).mockResolvedValue(null);
  vi.mocked(forgotPasswordByEmail).mockResolvedValue(null);
  server.use(reply(getRegisterRules, DEMO_RULES));
});

/** The page inside the router, with a button that closes it while the router stays (the timer's target route). */
function Closable({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      {open && children}
      <button
        type="button"
        data-testid="close-page"
        onClick={() => {
          setOpen(false);
        }}
      />
    </>
  );
}

function input(testId: string): HTMLInputElement {
  const found = screen.getByTestId(testId).querySelector('input');
  if (!found) throw new Error(`no input in ${testId}`);
  return found;
}

const waitPast = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('timers end with the screen', () => {
  it('forgot password by e-mail: closing the page during the 1 s notice cancels the way back', async () => {
    const user = userEvent.setup();
    renderPage(
      <Closable>
        <ForgetPage />
      </Closable>,
      { path: '/m/forget', switches: { CHNGPASSVERIF3: false } },
    );
    await user.type(input('forget-username'), 'player01');
    await user.type(input('forget-email'), 'player@example.com');
    await user.click(screen.getByTestId('forget-email-submit'));
    await waitFor(() => {
      expect(forgotPasswordByEmail).toHaveBeenCalledTimes(1);
    });
    await user.click(screen.getByTestId('close-page'));
    await waitPast(1200);
    expect(screen.queryByTestId('elsewhere')).toBeNull();
  });

  it('forgot password by e-mail: without closing, goes back after 1 s', async () => {
    const user = userEvent.setup();
    renderPage(<ForgetPage />, { path: '/m/forget', switches: { CHNGPASSVERIF3: false } });
    await user.type(input('forget-username'), 'player01');
    await user.type(input('forget-email'), 'player@example.com');
    await user.click(screen.getByTestId('forget-email-submit'));
    expect(await screen.findByTestId('elsewhere', undefined, { timeout: 2000 })).toBeTruthy();
  });

  it('change password: closing the page before the 1000 ms redirect cancels it', async () => {
    setSession({ token: 'tok', userName: 'player01', type: 0 });
    rememberLoginPassword('demo1234');
    const user = userEvent.setup();
    renderPage(
      <Closable>
        <ChangePasswordPage />
      </Closable>,
      { path: '/m/changePsw' },
    );
    await user.type(input('change-password-new'), 'newpass12');
    await user.type(input('change-password-confirm'), 'newpass12');
    await user.click(screen.getByTestId('change-password-submit'));
    await waitFor(() => {
      expect(changePassword).toHaveBeenCalledTimes(1);
    });
    // The redirect is scheduled once the remembered record is updated.
    await waitPast(100);
    await user.click(screen.getByTestId('close-page'));
    await waitPast(1200);
    expect(screen.queryByTestId('elsewhere')).toBeNull();
  });
});
