import type { ReactNode } from 'react';
import './page-bar.css';

interface PageBarProps {
  title: string;
  backLabel: string;
  onBack: () => void;
  /** Right-hand slot (e.g. the language picker). */
  end?: ReactNode;
}

/** The top bar of an inner page: a back arrow, the page title as the page's heading, an optional action. */
export function PageBar({ title, backLabel, onBack, end }: PageBarProps) {
  return (
    <div className="page-bar">
      <button type="button" className="page-bar__back" aria-label={backLabel} onClick={onBack}>
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path
            d="M15 5l-7 7 7 7"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
          />
        </svg>
      </button>
      <h1 className="page-bar__title">{title}</h1>
      <div className="page-bar__end">{end}</div>
    </div>
  );
}
