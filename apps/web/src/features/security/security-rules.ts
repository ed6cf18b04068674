import { FUNDS_PASSWORD_PATTERN } from '@h5/contract/endpoints/money.ts';

/** Contract `answer`: 1-64 characters once trimmed (compared by the server without case and outer blanks). */
export const ANSWER_MAX = 64;

export function answerValid(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length >= 1 && trimmed.length <= ANSWER_MAX;
}

export type QuestionProblem = 'missing' | 'same';

/**
 * The question pickers' problems, one per picker: none chosen, or the same question as an earlier picker (the
 * member answers two different questions).
 */
export function questionProblems(chosen: readonly (number | null)[]): (QuestionProblem | null)[] {
  return chosen.map((id, index) => {
    if (id === null) return 'missing';
    return chosen.slice(0, index).includes(id) ? 'same' : null;
  });
}

export type NewPasswordProblems = { next?: 'format'; confirm?: 'differs' };

/** A new funds password: exactly 6 digits, typed twice the same. */
export function newPasswordProblems(next: string, confirm: string): NewPasswordProblems {
  const problems: NewPasswordProblems = {};
  if (!FUNDS_PASSWORD_PATTERN.test(next)) problems.next = 'format';
  if (confirm !== next) problems.confirm = 'differs';
  return problems;
}
