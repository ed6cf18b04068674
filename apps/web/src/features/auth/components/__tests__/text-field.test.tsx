import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { beforeEach, describe, expect, it } from 'vitest';
import { TextField } from '../text-field.tsx';
import { setupTexts } from './harness.tsx';

function Form() {
  const { control } = useForm({ mode: 'onTouched', defaultValues: { code: '' } });
  return (
    <form>
      <TextField
        control={control}
        name="code"
        testId="code"
        label="Code"
        validate={(v) => (/^\d+$/.test(v) ? true : 'Digits only')}
      />
    </form>
  );
}

beforeEach(async () => {
  await setupTexts('EN');
});

describe('TextField', () => {
  it('marks the input aria-invalid and points aria-describedby at the error text while in error', async () => {
    const user = userEvent.setup();
    render(<Form />);
    const input = screen.getByLabelText('Code');
    expect(input.tagName).toBe('INPUT');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();

    await user.type(input, 'ab');
    await user.tab();
    await waitFor(() => {
      expect(input.getAttribute('aria-invalid')).toBe('true');
    });
    const describedBy = input.getAttribute('aria-describedby');
    expect(describedBy).toBe('code-error');
    expect(document.getElementById(describedBy ?? '')?.textContent).toBe('Digits only');

    await user.clear(input);
    await user.type(input, '12');
    await waitFor(() => {
      expect(input.getAttribute('aria-invalid')).toBeNull();
    });
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });
});
