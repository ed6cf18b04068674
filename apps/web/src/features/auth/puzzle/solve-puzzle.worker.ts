import type { CaptchaPuzzle } from '@h5/contract/endpoints/session.ts';
import { searchPuzzle } from './search-puzzle.ts';

// Off the main thread: a second or two of hashing on a cheap phone must not freeze the form.
self.addEventListener('message', (event: MessageEvent<CaptchaPuzzle>) => {
  self.postMessage(searchPuzzle(event.data, 0, event.data.maxNumber + 1));
});
