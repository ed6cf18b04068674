import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Under the vmThreads pool happy-dom's window has no BroadcastChannel, which MSW reads when it loads.
if (!('BroadcastChannel' in globalThis))
  Object.assign(globalThis, { BroadcastChannel: NodeBroadcastChannel });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});
