import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n/i18n.ts';
import { QueryState } from '../load-state.tsx';

function query(overrides: Partial<{ isPending: boolean; isFetching: boolean; error: unknown }> = {}) {
  return {
    isPending: false,
    isFetching: false,
    error: new Error('boom'),
    refetch: vi.fn(() => Promise.resolve()),
    ...overrides,
  };
}

describe('QueryState (lobby spec §8: loading, and failed with retry)', () => {
  beforeEach(async () => {
    await initI18n('EN');
  });

  it('shows the loading state under `<testId>-loading` while the query is pending', () => {
    render(<QueryState query={query({ isPending: true, isFetching: true, error: null })} testId="mission" />);
    expect(screen.getByTestId('mission-loading').textContent).toBe('Loading…');
    expect(screen.queryByTestId('mission-error')).toBeNull();
  });

  it('shows the error under `<testId>-error` and retries through refetch', async () => {
    const user = userEvent.setup();
    const failed = query();
    render(<QueryState query={failed} testId="mission" />);
    expect(screen.getByRole('alert').dataset.testid).toBe('mission-error');
    expect(screen.getByText('Loading failed, click to retry')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(failed.refetch).toHaveBeenCalledOnce();
  });

  it('disables retry while the query is fetching again', () => {
    render(<QueryState query={query({ isFetching: true })} testId="mission" />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Retry' }).disabled).toBe(true);
  });
});
