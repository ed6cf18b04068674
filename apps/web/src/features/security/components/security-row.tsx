import { useId, type ReactNode } from 'react';

interface SecurityRowProps {
  title: string;
  /** What is on file: "Set", a masked number … */
  value: ReactNode;
  testId: string;
  /** The row's button (set, change, add …); none for rows that only show a value. */
  action?: { label: string; expanded: boolean; onToggle: () => void };
  /** A line under the row (what to do first). */
  note?: string | null;
  /** The row's form, shown while `action.expanded`. */
  children?: ReactNode;
}

/** One row of the security centre: its name, what is on file, and a button opening its form below it. */
export function SecurityRow({ title, value, testId, action, note, children }: SecurityRowProps) {
  const panelId = useId();
  const titleId = useId();
  return (
    <li className="card-list__row security-row" data-testid={testId}>
      <div className="card-list__head security-row__head">
        <div className="security-row__text">
          <h2 id={titleId} className="security-row__title">
            {title}
          </h2>
          <div className="security-row__value" data-testid={`${testId}-value`}>
            {value}
          </div>
        </div>
        {action && (
          <button
            type="button"
            className="security-row__action"
            aria-expanded={action.expanded}
            aria-controls={action.expanded ? panelId : undefined}
            aria-describedby={titleId}
            data-testid={`${testId}-action`}
            onClick={action.onToggle}
          >
            {action.label}
          </button>
        )}
      </div>
      {note && <p className="security-row__note">{note}</p>}
      {action?.expanded && (
        <div id={panelId} className="security-row__panel">
          {children}
        </div>
      )}
    </li>
  );
}
