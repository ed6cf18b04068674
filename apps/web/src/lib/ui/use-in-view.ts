import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has come within `marginPx` of the viewport (and stays true): below-the-fold widgets
 * load their code and data only then. Without IntersectionObserver (old WebViews) it is true at once.
 */
export function useInView(ref: RefObject<Element | null>, marginPx: number): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { rootMargin: `${marginPx}px 0px` },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [ref, marginPx, seen]);
  return seen;
}
