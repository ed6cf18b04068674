import { vi } from 'vitest';

/**
 * happy-dom's IntersectionObserver never reports anything: this one reports what a test says, to the observers of
 * that element. Stubbed as a global, so Vitest's `unstubAllGlobals` (test/setup.ts) removes it after each test.
 */
export function installFakeIntersectionObserver() {
  const observers = new Set<{ callback: IntersectionObserverCallback; targets: Set<Element> }>();
  class FakeIntersectionObserver {
    readonly #entry: { callback: IntersectionObserverCallback; targets: Set<Element> };
    constructor(callback: IntersectionObserverCallback) {
      this.#entry = { callback, targets: new Set() };
      observers.add(this.#entry);
    }
    observe(target: Element) {
      this.#entry.targets.add(target);
    }
    unobserve(target: Element) {
      this.#entry.targets.delete(target);
    }
    disconnect() {
      this.#entry.targets.clear();
      observers.delete(this.#entry);
    }
    takeRecords(): IntersectionObserverEntry[] {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return {
    /** Reports `element` as in or out of the viewport to every observer watching it. */
    setIntersecting(element: Element, isIntersecting: boolean) {
      for (const { callback, targets } of [...observers]) {
        if (!targets.has(element)) continue;
        const entry = { target: element, isIntersecting } as IntersectionObserverEntry;
        callback([entry], {} as IntersectionObserver);
      }
    },
    /** How many elements are being observed (0 once every observer is disconnected). */
    observedCount() {
      return [...observers].reduce((sum, o) => sum + o.targets.size, 0);
    },
  };
}

/** Shows or hides the tab as the browser does: `document.visibilityState`, then a `visibilitychange` event. */
export function setPageVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** Back to the document's own visibility (the instance property above shadows the prototype's). */
export function resetPageVisibility() {
  Reflect.deleteProperty(document, 'visibilityState');
}

/**
 * A `prefers-reduced-motion` that a test can switch: `matchMedia` answers it and tells its `change` listeners.
 * Other queries answer false.
 */
export function installReducedMotion(initial: boolean) {
  let reduce = initial;
  const listeners = new Set<() => void>();
  const list = (query: string) =>
    ({
      get matches() {
        return query.includes('prefers-reduced-motion') && reduce;
      },
      media: query,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    }) as unknown as MediaQueryList;
  vi.stubGlobal('matchMedia', list);
  return {
    set(next: boolean) {
      reduce = next;
      for (const listener of [...listeners]) listener();
    },
    listenerCount: () => listeners.size,
  };
}
