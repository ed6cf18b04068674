import { createHash } from 'node:crypto';
import { getCaptcha, getCaptchaPuzzle } from '@h5/contract/endpoints/session.ts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useForm, useWatch } from 'react-hook-form';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { envelope, failure } from '../../../../test/fixtures.ts';
import { on, reply } from '../../../../test/msw.ts';
import { CaptchaField } from '../captcha-field.tsx';
import { FALLBACK_HANDLERS, renderPage, setupTexts } from './harness.tsx';

const server = setupServer(...FALLBACK_HANDLERS);
let puzzleCalls = 0;
/** The answers of the puzzles served, in order. */
let answers: number[] = [];

function puzzleOf(answer: number) {
  const salt = `0a1b2c3d${answers.length}`;
  return {
    algorithm: 'SHA-256',
    salt,
    challenge: createHash('sha256').update(`${salt}${answer}`).digest('hex'),
    maxNumber: 2_000,
  };
}

beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
});
afterEach(() => {
  server.resetHandlers();
});
afterAll(() => {
  server.close();
});
beforeEach(async () => {
  puzzleCalls = 0;
  answers = [];
  await setupTexts('EN');
  server.use(
    reply(getCaptcha, 'iVBORw0KGgo'),
    on(getCaptchaPuzzle, () => {
      puzzleCalls += 1;
      if (puzzleCalls === 1) return HttpResponse.json(failure('system.busy', 'busy'), { status: 503 });
      const answer = 1_000 + puzzleCalls * 7;
      answers.push(answer);
      return HttpResponse.json(envelope(puzzleOf(answer)));
    }),
  );
});

function Form() {
  const { control, setValue } = useForm({ defaultValues: { captcha: '' } });
  const value = useWatch({ control, name: 'captcha' });
  return (
    <form>
      <CaptchaField
        control={control}
        name="captcha"
        scope="login"
        testId="c"
        emptyMessage="Enter the code"
        onCode={(code) => {
          setValue('captcha', code);
        }}
      />
      <output data-testid="value">{value}</output>
    </form>
  );
}

describe('CaptchaField', () => {
  it('lets the device solve a puzzle instead of the picture, fills in the code, retries a failed fetch, and goes back', async () => {
    const user = userEvent.setup();
    renderPage(<Form />);
    await waitFor(() => {
      expect(screen.getByTestId('c-image').querySelector('img')).not.toBeNull();
    });
    await user.type(screen.getByLabelText('Captcha'), '12');
    expect(screen.getByTestId('value').textContent).toBe('12');

    await user.click(
      screen.getByRole('button', { name: "Can't read the picture? Let your phone verify instead" }),
    );
    expect(screen.getByTestId('value').textContent).toBe('');
    // The first puzzle request fails: the field says so and offers a retry.
    expect(await screen.findByText('Your phone could not verify.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Verified by your phone. You can continue.')).toBeTruthy();
    expect(screen.getByTestId('value').textContent).toBe(String(answers[0]));
    expect(screen.getByTestId('c-status').getAttribute('role')).toBe('status');
    expect(screen.queryByTestId('c-image')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Use the picture instead' }));
    expect(screen.getByTestId('value').textContent).toBe('');
    await waitFor(() => {
      expect(screen.getByTestId('c-image').querySelector('img')).not.toBeNull();
    });
  });
});
