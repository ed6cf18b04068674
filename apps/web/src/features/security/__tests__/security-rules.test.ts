import { describe, expect, it } from 'vitest';
import { answerValid, newPasswordProblems, questionProblems } from '../security-rules.ts';

describe('security-centre rules', () => {
  it('wants two different questions', () => {
    expect(questionProblems([1, 2])).toEqual([null, null]);
    expect(questionProblems([null, 2])).toEqual(['missing', null]);
    expect(questionProblems([3, 3])).toEqual([null, 'same']);
    expect(questionProblems([null, null])).toEqual(['missing', 'missing']);
  });

  it('wants answers of 1-64 characters once trimmed', () => {
    expect(answerValid('Bantay')).toBe(true);
    expect(answerValid('   ')).toBe(false);
    expect(answerValid('x'.repeat(64))).toBe(true);
    expect(answerValid('x'.repeat(65))).toBe(false);
  });

  it('wants a new funds password of 6 digits, typed twice the same', () => {
    expect(newPasswordProblems('123456', '123456')).toEqual({});
    expect(newPasswordProblems('12345', '12345')).toEqual({ next: 'format' });
    expect(newPasswordProblems('12345a', '12345a')).toEqual({ next: 'format' });
    expect(newPasswordProblems('123456', '654321')).toEqual({ confirm: 'differs' });
  });
});
