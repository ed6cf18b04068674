import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n/i18n.ts';
import { LanguagePicker } from '../language-picker.tsx';

beforeAll(async () => {
  await initI18n('TY');
});

describe('LanguagePicker (lobby spec §2.17)', () => {
  it('offers English and Filipino with the current one marked, and reports a change', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<LanguagePicker value="TY" onChange={onChange} />);

    const trigger = screen.getByTestId('language-picker');
    expect(trigger.getAttribute('aria-label')).toBe('Wika: Filipino, FIL');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    await user.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');

    expect(screen.getByTestId('language-option-TY').getAttribute('aria-current')).toBe('true');
    expect(screen.getByTestId('language-option-EN').hasAttribute('aria-current')).toBe(false);
    expect(screen.getByTestId('language-option-EN').textContent).toBe('English');

    await user.click(screen.getByTestId('language-option-EN'));
    expect(onChange).toHaveBeenCalledWith('EN');
    expect(screen.queryByTestId('language-option-EN')).toBeNull();
  });

  it('closes on Escape without a change', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<LanguagePicker value="EN" onChange={onChange} />);
    await user.click(screen.getByTestId('language-picker'));
    expect(screen.getByTestId('language-option-EN').getAttribute('aria-current')).toBe('true');
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('language-option-TY')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });
});
