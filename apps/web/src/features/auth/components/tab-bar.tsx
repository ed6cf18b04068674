export interface Tab<K extends string> {
  key: K;
  label: string;
  testId: string;
}

/** Two or more method tabs (login, registration, forgot password) as an accessible tab list. */
export function TabBar<K extends string>({
  label,
  tabs,
  value,
  onChange,
}: {
  label: string;
  tabs: readonly Tab<K>[];
  value: K;
  onChange: (key: K) => void;
}) {
  return (
    <div className="tab-bar" role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab.key}
          type="button"
          role="tab"
          aria-selected={tab.key === value}
          className={`tab-bar__tab${tab.key === value ? ' tab-bar__tab--active' : ''}`}
          data-testid={tab.testId}
          onClick={() => {
            if (tab.key !== value) onChange(tab.key);
          }}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
