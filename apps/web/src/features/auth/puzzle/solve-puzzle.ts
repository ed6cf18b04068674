import type { CaptchaPuzzle } from '@h5/contract/endpoints/session.ts';

const SLICE = 4_000;

const aborted = () => new DOMException('Aborted', 'AbortError');

/** Where a worker cannot start: slices on this thread, yielding between them so taps still get through. */
async function solveHere(puzzle: CaptchaPuzzle, signal?: AbortSignal): Promise<number | null> {
  // Loaded only here: the hashing code stays out of the login and registration pages' own files.
  const { searchPuzzle } = await import('./search-puzzle.ts');
  for (let from = 0; from <= puzzle.maxNumber; from += SLICE) {
    if (signal?.aborted) throw aborted();
    const found = searchPuzzle(puzzle, from, Math.min(from + SLICE, puzzle.maxNumber + 1));
    if (found !== null) return found;
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return null;
}

function solveInWorker(puzzle: CaptchaPuzzle, signal?: AbortSignal): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./solve-puzzle.worker.ts', import.meta.url), { type: 'module' });
    const stop = () => {
      worker.terminate();
      reject(aborted());
    };
    signal?.addEventListener('abort', stop, { once: true });
    worker.addEventListener('message', (event: MessageEvent<number | null>) => {
      signal?.removeEventListener('abort', stop);
      worker.terminate();
      resolve(event.data);
    });
    worker.addEventListener('error', () => {
      signal?.removeEventListener('abort', stop);
      worker.terminate();
      solveHere(puzzle, signal).then(resolve, reject);
    });
    worker.postMessage(puzzle);
  });
}

/** The puzzle's answer as the captcha text; rejects if no number in range fits (a puzzle from a broken server). */
export async function solvePuzzle(puzzle: CaptchaPuzzle, signal?: AbortSignal): Promise<string> {
  const found =
    typeof Worker === 'function' ? await solveInWorker(puzzle, signal) : await solveHere(puzzle, signal);
  if (found === null) throw new Error('captcha puzzle has no answer in its range');
  return String(found);
}
