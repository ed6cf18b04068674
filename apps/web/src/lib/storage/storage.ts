/**
 * Storage access that never throws: private modes and disabled storage make `localStorage` throw on access,
 * and the app must still start (with nothing remembered).
 */
type Area = 'local' | 'session';

function area(which: Area): Storage | undefined {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readItem(which: Area, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(which: Area, key: string, value: string): void {
  try {
    area(which)?.setItem(key, value);
  } catch {
    // Quota or disabled storage: the value is simply not remembered.
  }
}

export function removeItem(which: Area, key: string): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // Nothing to remove from a storage we cannot reach.
  }
}

/** Removes every key of the area except `keep`. */
export function clearExcept(which: Area, keep: readonly string[]): void {
  const storage = area(which);
  if (!storage) return;
  try {
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
      (k): k is string => k !== null && !keep.includes(k),
    );
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Storage went away meanwhile: nothing left to clear.
  }
}
