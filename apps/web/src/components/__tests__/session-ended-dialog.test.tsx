import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { initI18n } from '../../lib/i18n/i18n.ts';
import SessionEndedDialog from '../session-ended-dialog.tsx';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(url: string, onClose = vi.fn()) {
  render(
    <MemoryRouter initialEntries={[url]} useTransitions={false}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <Where />
              <SessionEndedDialog onClose={onClose} />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  return onClose;
}

describe('SessionEndedDialog (lobby spec §8 "account logged out, log in again")', () => {
  beforeEach(async () => {
    await initI18n('TY');
  });

  it('says so in the chosen language and offers a login that returns to this page', async () => {
    const user = userEvent.setup();
    const closed = renderAt('/m/gameList?gameType=SLOT');
    expect(screen.getByRole('alert').textContent).toBe('Na-logout na ang iyong account, pakimag-login muli');
    await user.click(screen.getByTestId('session-ended-login'));
    // Once the dialog has closed (its animation), not while the page behind is still inert.
    await waitFor(() => {
      expect(screen.getByTestId('where').textContent).toBe(
        `/m/login?redirect=${encodeURIComponent('/m/gameList?gameType=SLOT')}`,
      );
    });
    expect(closed).toHaveBeenCalledOnce();
  });

  it('in English too, and closes without leaving the page', async () => {
    await initI18n('EN');
    const user = userEvent.setup();
    renderAt('/m/mine');
    expect(screen.getByRole('alert').textContent).toBe(
      'Your account has been logged out, please log in again',
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByTestId('where').textContent).toBe('/m/mine');
  });
});
