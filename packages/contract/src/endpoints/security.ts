import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { fundsPassword, payoutAccount } from './money.ts';

/* Security centre (lobby spec §2.11 `/m/securityCenter`; §7 "security" group: questions, funds password, reset). */

/** Security questions a member answers to reset a forgotten funds password. */
export const SECURITY_QUESTION_COUNT = 2;

const answer = z.object({
  questionId: z.int().check(z.positive()),
  /** Compared without case and surrounding blanks. */
  answer: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
});

export const getSecurityCenter = defineEndpoint({
  name: 'getSecurityCenter',
  summary:
    'Security centre: funds-password state, the security questions (all offered, and the ones the member chose), bound payout accounts, and the mobile number and e-mail on file (masked)',
  group: 'wallet',
  path: '/wps/member/security',
  method: 'GET',
  moduleId: null,
  encrypted: false,
  token: 'required',
  response: z.object({
    hasFundsPassword: z.boolean(),
    fundsPasswordLockedUntil: z.nullable(z.number()),
    /** Every question offered, in the request language. */
    questions: z.array(z.object({ id: z.number(), text: z.string() })),
    /** Ids of the questions the member answered; empty when none are set. */
    chosenQuestionIds: z.array(z.number()),
    payoutAccounts: z.array(payoutAccount),
    mobileMasked: z.string(),
    emailMasked: z.string(),
    payeeName: z.string(),
  }),
});

export const setFundsPassword = defineEndpoint({
  name: 'setFundsPassword',
  summary:
    'Sets the funds password (first time: confirmed by the login password) or changes it (confirmed by the current funds password)',
  group: 'wallet',
  path: '/wps/member/funds-password',
  method: 'POST',
  moduleId: null,
  encrypted: false,
  token: 'required',
  body: z.object({
    /** The login password when no funds password is set yet, else the current funds password. */
    currentPassword: z.string().check(z.minLength(1), z.maxLength(64)),
    newPassword: fundsPassword,
  }),
  response: z.object({ hasFundsPassword: z.boolean() }),
});

export const setSecurityQuestions = defineEndpoint({
  name: 'setSecurityQuestions',
  summary:
    'Chooses and answers the security questions (replacing any earlier ones); needs the funds password',
  group: 'wallet',
  path: '/wps/member/security/questions',
  method: 'POST',
  moduleId: null,
  encrypted: false,
  token: 'required',
  body: z.object({
    fundsPassword,
    answers: z.array(answer).check(z.length(SECURITY_QUESTION_COUNT)),
  }),
  response: z.object({ chosenQuestionIds: z.array(z.number()) }),
});

export const resetFundsPassword = defineEndpoint({
  name: 'resetFundsPassword',
  summary:
    'Forgotten funds password: the answers to the member’s security questions and a new password; wrong answers count towards the same lock as wrong passwords',
  group: 'wallet',
  path: '/wps/member/funds-password/reset',
  method: 'POST',
  moduleId: null,
  encrypted: false,
  token: 'required',
  body: z.object({
    answers: z.array(answer).check(z.length(SECURITY_QUESTION_COUNT)),
    newPassword: fundsPassword,
  }),
  response: z.object({ hasFundsPassword: z.boolean() }),
});
