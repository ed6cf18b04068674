import { getCaptchaPuzzle as endpoint } from '@h5/contract/endpoints/session.ts';
import { request } from '../../../lib/api/request.ts';
import { solvePuzzle } from '../puzzle/solve-puzzle.ts';

/** A captcha puzzle (our API addition, issue 12 #3), solved on the device; the answer goes in as the captcha. */
export async function getCaptchaPuzzleAnswer(signal?: AbortSignal): Promise<string> {
  const puzzle = await request(endpoint, { query: { t: String(Date.now()) }, signal, token: null });
  return solvePuzzle(puzzle, signal);
}
