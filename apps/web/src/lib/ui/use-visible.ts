import { useEffect, useState, useSyncExternalStore } from 'react';

function subscribeToVisibility(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => {
    document.removeEventListener('visibilitychange', onChange);
  };
}

function isPageVisible(): boolean {
  return document.visibilityState !== 'hidden';
}

/** Whether the tab is shown: a background tab's decoration has no one to move for, and a phone's battery pays. */
export function usePageVisible(): boolean {
  return useSyncExternalStore(subscribeToVisibility, isPageVisible, () => true);
}

/**
 * Whether the element is in the viewport now. Unlike `useInView`, which says "has been near once" for lazy loading,
 * this goes back to false when the element scrolls away, so what moves can stop. True until the first observation
 * (and for good without IntersectionObserver), so nothing waits on it to start. Returns the callback ref to put on
 * the element: an element that mounts later (after its data) is observed from then on.
 */
export function useOnScreen(): readonly [(element: Element | null) => void, boolean] {
  const [element, setElement] = useState<Element | null>(null);
  const [onScreen, setOnScreen] = useState(true);
  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      // Several entries can arrive in one call after a fast scroll: the last one is the current state.
      const latest = entries[entries.length - 1];
      if (latest) setOnScreen(latest.isIntersecting);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [element]);
  return [setElement, onScreen] as const;
}

/**
 * On screen in a shown tab: when decoration (tickers, marquees, counters) should move. Off screen or in a background
 * tab their timers and animations stop, so the page at rest costs the phone nothing for what nobody sees.
 */
export function useVisible(): readonly [(element: Element | null) => void, boolean] {
  const [ref, onScreen] = useOnScreen();
  const pageVisible = usePageVisible();
  return [ref, onScreen && pageVisible] as const;
}
