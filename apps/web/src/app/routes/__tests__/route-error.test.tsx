import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import tl from '../../../locales/tl.json';
import { initI18n } from '../../../lib/i18n/i18n.ts';
import { systemStatusQueryKey } from '../../../lib/system-status/get-system-status.ts';
import { systemStatusFixture } from '../../../test/fixtures.ts';
import { testQueryClient } from '../../../test/render-app.tsx';
import { AppRoutes } from '../router.tsx';

// The placeholder's chunk cannot be downloaded (a dropped connection, or a deployment that removed it).
vi.mock('../placeholder-page.tsx', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

function renderAt(url: string) {
  const client = testQueryClient();
  client.setQueryData(systemStatusQueryKey, systemStatusFixture());
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]} useTransitions={false}>
        <AppRoutes />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('a page whose code fails to load', () => {
  beforeAll(async () => {
    await initI18n('TY');
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the splash, then "loading failed, click to retry" in the shell; retry reloads the page', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/m/outerApp');
    expect(screen.getByRole('status')).toBeTruthy();
    const error = await screen.findByTestId('route-error');
    expect(error.textContent).toContain(tl.errors.loadFailed);
    // The shell stays: header with the page's title and the back arrow.
    expect(screen.getByRole('heading', { name: tl.title.outerApp })).toBeTruthy();
    expect(document.title).toBe(`${tl.title.outerApp} - demo.example`);
    await userEvent.setup().click(screen.getByRole('button', { name: tl.common.retry }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('lets the other pages work: the error belongs to its route', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/m/outerApp');
    await screen.findByTestId('route-error');
    await userEvent.setup().click(screen.getByRole('button', { name: tl.common.back }));
    expect(await screen.findByTestId('home-page')).toBeTruthy();
    expect(screen.queryByTestId('route-error')).toBeNull();
  });
});
