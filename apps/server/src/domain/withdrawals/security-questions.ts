import { SECURITY_QUESTION_COUNT } from '@h5/contract/endpoints/security.ts';
import type { Language } from '@h5/contract/languages.ts';
import type { SessionInfo } from '../accounts/sessions.ts';
import { ApiError, fieldError } from '../errors.ts';
import type { MerchantConfig } from '../merchants/merchant-config.ts';
import { fundsPolicy } from './funds-guard.ts';
import { verifyFundsPassword } from './funds-password.ts';
import { refuseTrial, requireMember, type MoneyServices } from './money-work.ts';

/**
 * The questions a member may choose from to reset a forgotten funds password. Ids are stored with the answers:
 * never renumber one; a retired question keeps its id out of the list.
 */
export const SECURITY_QUESTIONS: readonly { id: number; text: Readonly<Record<Language, string>> }[] = [
  {
    id: 1,
    text: {
      EN: 'What is the name of your first pet?',
      TY: 'Ano ang pangalan ng una mong alagang hayop?',
    },
  },
  {
    id: 2,
    text: { EN: 'In what city or town were you born?', TY: 'Saang lungsod o bayan ka ipinanganak?' },
  },
  {
    id: 3,
    text: {
      EN: 'What is your mother’s maiden name?',
      TY: 'Ano ang apelyido ng iyong ina noong dalaga pa siya?',
    },
  },
  {
    id: 4,
    text: {
      EN: 'What was the name of your elementary school?',
      TY: 'Ano ang pangalan ng iyong paaralan sa elementarya?',
    },
  },
  { id: 5, text: { EN: 'What is your favourite food?', TY: 'Ano ang paborito mong pagkain?' } },
  {
    id: 6,
    text: {
      EN: 'What was the name of your best friend as a child?',
      TY: 'Ano ang pangalan ng matalik mong kaibigan noong bata ka?',
    },
  },
];

const QUESTION_IDS: ReadonlySet<number> = new Set(SECURITY_QUESTIONS.map((q) => q.id));

export function questionList(language: Language): { id: number; text: string }[] {
  return SECURITY_QUESTIONS.map((q) => ({ id: q.id, text: q.text[language] }));
}

/** An answer as it is hashed and compared: trimmed, lower case, inner blanks collapsed to one space. */
export function normaliseAnswer(answer: string): string {
  return answer.normalize('NFKC').trim().toLowerCase().replace(/\s+/g, ' ');
}

interface Answer {
  questionId: number;
  answer: string;
}

/** SECURITY_QUESTION_COUNT answers to different questions of the catalogue, else `request_param_err` (answers). */
function checkAnswers(answers: readonly Answer[]): void {
  const ids = new Set(answers.map((a) => a.questionId));
  if (
    answers.length !== SECURITY_QUESTION_COUNT ||
    ids.size !== answers.length ||
    [...ids].some((id) => !QUESTION_IDS.has(id)) ||
    answers.some((a) => normaliseAnswer(a.answer) === '')
  ) {
    throw fieldError('answers');
  }
}

/** Chooses and answers the questions, replacing earlier ones; confirmed by the funds password. */
export async function setSecurityQuestions(
  services: Pick<MoneyServices, 'repository' | 'guard' | 'passwords'>,
  session: SessionInfo,
  merchant: Pick<MerchantConfig, 'payments'>,
  input: { fundsPassword: string; answers: readonly Answer[] },
  now = Date.now(),
): Promise<{ chosenQuestionIds: number[] }> {
  refuseTrial(session);
  checkAnswers(input.answers);
  const { repository, passwords } = services;
  const member = await requireMember(repository, session.memberId);
  await verifyFundsPassword(services, member, fundsPolicy(merchant), input.fundsPassword, now);
  const hashed = await Promise.all(
    input.answers.map(async (a) => ({
      questionId: a.questionId,
      answerHash: await passwords.hash(normaliseAnswer(a.answer)),
    })),
  );
  await repository.replaceSecurityAnswers(member.id, hashed, now);
  return { chosenQuestionIds: hashed.map((a) => a.questionId).sort((a, b) => a - b) };
}

/**
 * Sets a new funds password for a member who forgot it: the answers to the chosen questions must all be right.
 * Wrong answers count towards the funds password's lock, so the questions are no way around it.
 */
export async function resetFundsPassword(
  services: Pick<MoneyServices, 'repository' | 'guard' | 'passwords'>,
  session: SessionInfo,
  merchant: Pick<MerchantConfig, 'payments'>,
  input: { answers: readonly Answer[]; newPassword: string },
  now = Date.now(),
): Promise<{ hasFundsPassword: boolean }> {
  refuseTrial(session);
  checkAnswers(input.answers);
  const { repository, guard, passwords } = services;
  const member = await requireMember(repository, session.memberId);
  const stored = await repository.securityAnswers(member.id);
  if (stored.length === 0) throw new ApiError('securityQuestionsMissing');
  const given = new Map(input.answers.map((a) => [a.questionId, normaliseAnswer(a.answer)]));
  const text = JSON.stringify([...given].sort(([a], [b]) => a - b));
  await guard.check(
    member.id,
    fundsPolicy(merchant),
    { kind: 'answers', text },
    async () => {
      // Every stored answer is verified, also after a wrong one: the time taken does not tell which was wrong.
      const results = await Promise.all(
        stored.map(async (s) => {
          const answer = given.get(s.question_id);
          return answer !== undefined && (await passwords.verify(s.answer_hash, answer));
        }),
      );
      return results.every(Boolean);
    },
    now,
  );
  await repository.setFundsPasswordHash(member.id, await passwords.hash(input.newPassword));
  return { hasFundsPassword: true };
}
