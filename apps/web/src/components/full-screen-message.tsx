import type { ReactNode } from 'react';
import './full-screen-message.css';

interface FullScreenMessageProps {
  testId?: string;
  title: string;
  children?: ReactNode;
  /** Buttons under the text. */
  actions?: ReactNode;
  /** Top-right slot (e.g. the language picker). */
  corner?: ReactNode;
  tone?: 'info' | 'error';
}

/** A whole-screen notice: start-up failures, maintenance, restricted access, a page that could not load. */
export function FullScreenMessage({
  testId,
  title,
  children,
  actions,
  corner,
  tone = 'info',
}: FullScreenMessageProps) {
  return (
    <section className={`full-screen full-screen--${tone}`} data-testid={testId}>
      {corner && <div className="full-screen__corner">{corner}</div>}
      <img
        className="full-screen__logo"
        src={`${import.meta.env.BASE_URL}logo.svg`}
        alt=""
        width="64"
        height="64"
      />
      <h1 className="full-screen__title">{title}</h1>
      {children}
      {actions && <div className="full-screen__actions">{actions}</div>}
    </section>
  );
}
