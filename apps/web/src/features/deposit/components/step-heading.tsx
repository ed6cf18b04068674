import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A step's heading, focused when it appears: a screen reader announces the new step and the keyboard goes on from
 * there (the step replaced the button that was focused).
 */
export function StepHeading({ children, testId }: { children: ReactNode; testId?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <h2 ref={ref} tabIndex={-1} className="deposit__heading" data-testid={testId}>
      {children}
    </h2>
  );
}
