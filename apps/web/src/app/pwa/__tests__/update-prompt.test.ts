import { screen } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, setLanguage } from '../../../lib/i18n/i18n.ts';
import { showUpdatePrompt } from '../update-prompt.ts';

beforeAll(async () => {
  await initI18n('TY');
});

let close: (() => void) | undefined;
afterEach(async () => {
  close?.();
  close = undefined;
  await setLanguage('TY');
});

describe('update prompt', () => {
  it('offers the refresh in Filipino at the end of the page and activates the new version once', async () => {
    const user = userEvent.setup();
    const onRefresh = vi.fn();
    close = showUpdatePrompt(i18next, onRefresh);
    const prompt = screen.getByRole('status');
    expect(prompt.parentElement).toBe(document.body);
    expect(prompt.textContent).toContain('May bagong bersyon ng app.');
    const refresh = screen.getByRole('button', { name: 'I-refresh' });
    await user.click(refresh);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(refresh.getAttribute('aria-busy')).toBe('true');
    await user.click(refresh);
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('goes away on "later" without refreshing', async () => {
    const user = userEvent.setup();
    const onRefresh = vi.fn();
    close = showUpdatePrompt(i18next, onRefresh);
    await user.click(screen.getByRole('button', { name: 'Mamaya na' }));
    expect(screen.queryByTestId('update-prompt')).toBeNull();
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('follows a language switch while it is shown', async () => {
    close = showUpdatePrompt(i18next, vi.fn());
    await setLanguage('EN');
    expect(screen.getByRole('status').textContent).toContain('A new version of the app is available.');
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Later' })).toBeTruthy();
  });

  it('stops listening to language switches once removed', () => {
    const on = vi.spyOn(i18next, 'on');
    const off = vi.spyOn(i18next, 'off');
    close = showUpdatePrompt(i18next, vi.fn());
    const listener = on.mock.calls.find(([event]) => event === 'languageChanged')?.[1];
    expect(listener).toBeTypeOf('function');
    close();
    close = undefined;
    expect(off).toHaveBeenCalledWith('languageChanged', listener);
    expect(screen.queryByTestId('update-prompt')).toBeNull();
  });
});
