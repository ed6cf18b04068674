import {
  resetFundsPassword,
  setFundsPassword,
  setSecurityQuestions,
  getSecurityCenter,
} from '@h5/contract/endpoints/security.ts';
import { getSocialProviders } from '@h5/contract/endpoints/social.ts';
import { addPayoutAccount, getWithdrawSettings } from '@h5/contract/endpoints/withdraw.ts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, type HttpResponseResolver } from 'msw';
import { describe, expect, it } from 'vitest';
import en from '../../../../locales/withdraw/en.json';
import tl from '../../../../locales/withdraw/tl.json';
import { setLanguage } from '../../../../lib/i18n/i18n.ts';
import { envelope, failure } from '../../../../test/fixtures.ts';
import {
  payoutAccountFixture,
  securityCenterFixture,
  withdrawSettingsFixture,
} from '../../../../test/money-fixtures.ts';
import { renderPage, server, setupMoneyTests, signIn } from '../../../../test/money-harness.tsx';
import { on, reply } from '../../../../test/msw.ts';
import SecurityCenterPage from '../security-center-page.tsx';

setupMoneyTests();

type Security = ReturnType<typeof securityCenterFixture>;

/** Answers the security centre with each of `answers` in turn (the last one from then on). */
function securityApi(...answers: Security[]): void {
  let calls = 0;
  server.use(
    on(getSecurityCenter, () => {
      const answer = answers[Math.min(calls, answers.length - 1)];
      calls += 1;
      return HttpResponse.json(envelope(answer));
    }),
  );
}

/** Records the bodies an endpoint receives, answering each call with the next of `answers`. */
function recording(answers: (() => Response)[]): { bodies: unknown[]; resolver: HttpResponseResolver } {
  const bodies: unknown[] = [];
  return {
    bodies,
    resolver: async ({ request }) => {
      bodies.push(await request.json());
      const answer = answers[Math.min(bodies.length - 1, answers.length - 1)];
      if (!answer) throw new Error('no answer');
      return answer();
    },
  };
}

const refused = (code: string, message: string, value?: unknown) => () =>
  HttpResponse.json(failure(code, message, value), { status: 400 });

function renderSecurity() {
  return renderPage('/m/securityCenter', <SecurityCenterPage />);
}

describe('security centre (lobby §2.11 /m/securityCenter)', () => {
  it('sets the first funds password, confirmed by the login password', async () => {
    signIn();
    const none = securityCenterFixture({ hasFundsPassword: false, payoutAccounts: [] });
    securityApi(none, { ...none, hasFundsPassword: true });
    const save = recording([() => HttpResponse.json(envelope({ hasFundsPassword: true }))]);
    server.use(on(setFundsPassword, save.resolver));
    renderSecurity();

    const row = await screen.findByTestId('security-password');
    expect(screen.getByTestId('security-password-value').textContent).toBe(en.security.notSet);
    // Nothing else can be set before the funds password.
    expect(within(screen.getByTestId('security-questions')).queryByRole('button')).toBeNull();
    expect(
      within(screen.getByTestId('security-questions')).getByText(en.security.questions.needFundsPassword),
    ).toBeTruthy();
    expect(within(screen.getByTestId('security-accounts')).queryByRole('button')).toBeNull();
    expect(screen.queryByTestId('security-reset')).toBeNull();

    const user = userEvent.setup();
    const action = within(row).getByRole('button', { name: en.security.fundsPassword.setAction });
    expect(action.getAttribute('aria-expanded')).toBe('false');
    await user.click(action);
    expect(action.getAttribute('aria-expanded')).toBe('true');
    const login = screen.getByLabelText(en.security.fundsPassword.loginPassword);
    expect(document.activeElement).toBe(login);
    expect(login.getAttribute('type')).toBe('password');
    expect(login.getAttribute('autocomplete')).toBe('current-password');
    const next = screen.getByLabelText(en.security.fundsPassword.new);
    expect(next.getAttribute('inputmode')).toBe('numeric');
    expect(next.getAttribute('autocomplete')).toBe('off');

    await user.type(next, '12345');
    await user.type(screen.getByLabelText(en.security.fundsPassword.confirm), '54321');
    await user.click(screen.getByRole('button', { name: en.security.save }));
    expect(screen.getByTestId('funds-password-current-error').textContent).toBe(
      en.validation.currentPassword,
    );
    expect(screen.getByTestId('funds-password-new-error').textContent).toBe(en.validation.newFundsPassword);
    expect(screen.getByTestId('funds-password-confirm-error').textContent).toBe(
      en.validation.passwordsDiffer,
    );
    expect(save.bodies).toHaveLength(0);

    await user.type(login, 'Secret#2026');
    await user.clear(next);
    await user.type(next, '654321');
    const confirm = screen.getByLabelText(en.security.fundsPassword.confirm);
    await user.clear(confirm);
    await user.type(confirm, '654321');
    await user.click(screen.getByRole('button', { name: en.security.save }));
    const saved = await screen.findByTestId('security-saved');
    expect(saved.textContent).toBe(en.security.fundsPassword.saved);
    expect(document.activeElement).toBe(saved);
    expect(save.bodies).toEqual([{ currentPassword: 'Secret#2026', newPassword: '654321' }]);
    // The page asks again: the password is now set, and can be changed.
    expect(
      await within(row).findByRole('button', { name: en.security.fundsPassword.changeAction }),
    ).toBeTruthy();
    expect(screen.getByTestId('security-password-value').textContent).toBe(en.security.isSet);
  });

  it('changes the funds password with the current one; a wrong one shows the tries left', async () => {
    signIn();
    securityApi(securityCenterFixture());
    const save = recording([
      refused('funds.password.incorrect', 'The funds password is incorrect.', { triesLeft: 3 }),
      () => HttpResponse.json(envelope({ hasFundsPassword: true })),
    ]);
    server.use(on(setFundsPassword, save.resolver));
    renderSecurity();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: en.security.fundsPassword.changeAction }));
    const current = screen.getByLabelText(en.security.fundsPassword.current);
    expect(current.getAttribute('inputmode')).toBe('numeric');
    expect(current.getAttribute('autocomplete')).toBe('off');
    await user.type(current, '111111');
    await user.type(screen.getByLabelText(en.security.fundsPassword.new), '222222');
    await user.type(screen.getByLabelText(en.security.fundsPassword.confirm), '222222');
    await user.click(screen.getByRole('button', { name: en.security.save }));
    expect((await screen.findByTestId('funds-password-current-error')).textContent).toBe(
      'The funds password is incorrect. Tries left: 3.',
    );
    expect(document.activeElement).toBe(current);
    await user.type(current, '333333');
    await user.click(screen.getByRole('button', { name: en.security.save }));
    expect((await screen.findByTestId('security-saved')).textContent).toBe(en.security.fundsPassword.saved);
    expect(save.bodies).toEqual([
      { currentPassword: '111111', newPassword: '222222' },
      { currentPassword: '333333', newPassword: '222222' },
    ]);
  });

  it('sets two different security questions with their answers, confirmed by the funds password', async () => {
    signIn();
    securityApi(securityCenterFixture(), securityCenterFixture({ chosenQuestionIds: [1, 2] }));
    const save = recording([() => HttpResponse.json(envelope({ chosenQuestionIds: [1, 2] }))]);
    server.use(on(setSecurityQuestions, save.resolver));
    renderSecurity();
    const user = userEvent.setup();
    const row = await screen.findByTestId('security-questions');
    expect(screen.getByTestId('security-questions-value').textContent).toBe(en.security.notSet);
    // Without questions a forgotten password cannot be reset yet.
    expect(
      within(screen.getByTestId('security-reset')).getByText(en.security.reset.needQuestions),
    ).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: en.security.questions.setAction }));
    const first = screen.getByLabelText('Question 1');
    const second = screen.getByLabelText('Question 2');
    expect(document.activeElement).toBe(first);

    await user.selectOptions(first, '1');
    await user.selectOptions(second, '1');
    await user.type(screen.getByLabelText('Answer 1'), 'Bantay');
    await user.click(screen.getByRole('button', { name: en.security.save }));
    expect(screen.getByTestId('questions-question-2-error').textContent).toBe(
      en.validation.questionsDistinct,
    );
    expect(screen.getByTestId('questions-answer-2-error').textContent).toBe(en.validation.answer);
    expect(screen.getByTestId('questions-password-error').textContent).toBe(en.validation.fundsPassword);
    expect(document.activeElement).toBe(second);
    expect(save.bodies).toHaveLength(0);

    await user.selectOptions(second, '2');
    await user.type(screen.getByLabelText('Answer 2'), '  Cebu  ');
    await user.type(screen.getByLabelText(en.form.fundsPassword), '123456');
    await user.click(screen.getByRole('button', { name: en.security.save }));
    expect((await screen.findByTestId('security-saved')).textContent).toBe(en.security.questions.saved);
    expect(save.bodies).toEqual([
      {
        fundsPassword: '123456',
        answers: [
          { questionId: 1, answer: 'Bantay' },
          { questionId: 2, answer: 'Cebu' },
        ],
      },
    ]);
    expect(await within(row).findByRole('button', { name: en.security.questions.changeAction })).toBeTruthy();
  });

  it('resets a forgotten funds password by the answers; a wrong answer shows the tries left', async () => {
    signIn();
    securityApi(securityCenterFixture({ chosenQuestionIds: [2, 1] }));
    const reset = recording([
      refused('funds.password.incorrect', 'An answer is incorrect.', { triesLeft: 1 }),
      () => HttpResponse.json(envelope({ hasFundsPassword: true })),
    ]);
    server.use(on(resetFundsPassword, reset.resolver));
    renderSecurity();
    const user = userEvent.setup();
    const row = await screen.findByTestId('security-reset');
    await user.click(within(row).getByRole('button', { name: en.security.reset.action }));
    // The member's own questions, in the order chosen.
    const born = screen.getByLabelText('In what town were you born?');
    const pet = screen.getByLabelText('What was the name of your first pet?');
    expect(document.activeElement).toBe(born);
    await user.type(born, 'Cebu');
    await user.type(pet, 'Muning');
    await user.type(screen.getByLabelText(en.security.fundsPassword.new), '777777');
    await user.type(screen.getByLabelText(en.security.fundsPassword.confirm), '777777');
    await user.click(screen.getByRole('button', { name: en.security.save }));
    expect((await screen.findByTestId('reset-error')).textContent).toBe(
      'An answer is incorrect.Tries left: 1.',
    );
    expect(screen.getByTestId('reset-error-detail').textContent).toBe('Tries left: 1.');

    await user.clear(pet);
    await user.type(pet, 'Bantay');
    await user.click(screen.getByRole('button', { name: en.security.save }));
    expect((await screen.findByTestId('security-saved')).textContent).toBe(en.security.reset.saved);
    expect(reset.bodies[1]).toEqual({
      answers: [
        { questionId: 2, answer: 'Cebu' },
        { questionId: 1, answer: 'Bantay' },
      ],
      newPassword: '777777',
    });
  });

  it('lists the payout accounts masked, adds one with the shared form, and shows the contact details on file', async () => {
    signIn();
    const added = payoutAccountFixture({
      id: 12,
      providerCode: 'maya',
      providerName: 'Maya',
      accountNumberMasked: '•••• 8899',
    });
    securityApi(
      securityCenterFixture({ emailMasked: '' }),
      securityCenterFixture({ emailMasked: '', payoutAccounts: [payoutAccountFixture(), added] }),
    );
    server.use(reply(getWithdrawSettings, withdrawSettingsFixture()));
    const add = recording([() => HttpResponse.json(envelope(added))]);
    server.use(on(addPayoutAccount, add.resolver));
    renderSecurity();

    const row = await screen.findByTestId('security-accounts');
    expect(within(row).getByTestId('security-accounts-list').textContent).toBe('GCash•••• 4567');
    expect(screen.getByTestId('security-mobile-value').textContent).toBe('63-9*****4567');
    expect(screen.getByTestId('security-email-value').textContent).toBe(en.security.notSet);
    expect(screen.getByTestId('security-payee-value').textContent).toBe('Juan Dela Cruz');

    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: en.security.accounts.add }));
    const form = await screen.findByTestId('security-payout-form');
    await user.selectOptions(within(form).getByLabelText(en.bind.provider), 'maya');
    await user.type(within(form).getByLabelText(en.bind.accountNumber), '09998888899');
    await user.type(within(form).getByLabelText(en.bind.fundsPassword), '123456');
    await user.click(within(form).getByRole('button', { name: en.bind.submit }));
    expect((await screen.findByTestId('security-saved')).textContent).toBe(
      'Payout account added: Maya •••• 8899',
    );
    expect(add.bodies).toEqual([
      {
        providerCode: 'maya',
        accountName: 'Juan Dela Cruz',
        accountNumber: '09998888899',
        fundsPassword: '123456',
      },
    ]);
    expect(await within(row).findByText('•••• 8899')).toBeTruthy();
  });

  it('speaks Filipino', async () => {
    await setLanguage('TY');
    signIn();
    securityApi(securityCenterFixture({ hasFundsPassword: false, fundsPasswordLockedUntil: null }));
    renderSecurity();
    const row = await screen.findByTestId('security-password');
    expect(within(row).getByRole('heading').textContent).toBe(tl.security.fundsPassword.title);
    expect(screen.getByTestId('security-password-value').textContent).toBe(tl.security.notSet);
    await userEvent
      .setup()
      .click(within(row).getByRole('button', { name: tl.security.fundsPassword.setAction }));
    expect(screen.getByText(tl.security.fundsPassword.loginPasswordHint)).toBeTruthy();
    expect(screen.getByText(tl.security.questions.needFundsPassword)).toBeTruthy();
  });

  it('leads to the linked accounts when the site offers a social provider, and only then', async () => {
    signIn();
    securityApi(securityCenterFixture());
    server.use(reply(getSocialProviders, { providers: ['google', 'telegram'], telegramBot: null }));
    const user = userEvent.setup();
    const view = renderPage('/m/securityCenter', <SecurityCenterPage />, { TELEGRAMLOGIN3: false });
    const entry = await screen.findByRole('link', { name: /Linked accounts/ });
    // Telegram is configured but switched off.
    expect(entry.textContent).toBe('Linked accountsGoogle›');
    await user.click(entry);
    expect(screen.getByTestId('where').textContent).toBe('/m/socialAccounts');
    view.unmount();

    // Every social switch off: the providers are not even asked for, and there is no entry.
    let asked = false;
    server.use(
      on(getSocialProviders, () => {
        asked = true;
        return HttpResponse.json(envelope({ providers: ['google'], telegramBot: null }));
      }),
    );
    renderPage('/m/securityCenter', <SecurityCenterPage />, {
      GOOGLELOGIN3: false,
      FACEBOOKLOGIN3: false,
      TELEGRAMLOGIN3: false,
    });
    await screen.findByTestId('security-payee');
    expect(screen.queryByTestId('security-social')).toBeNull();
    expect(asked).toBe(false);
  });
});
