import './range-filter.css';

interface RangeFilterProps<R extends number> {
  ranges: readonly R[];
  value: R;
  onChange: (range: R) => void;
  /** What the group chooses, for screen readers. */
  label: string;
  optionLabel: (range: R) => string;
  testId: string;
  optionTestIdPrefix: string;
}

/** A row of choices of how many days back a list goes (today, 7, 30 …), one of them checked. */
export function RangeFilter<R extends number>({
  ranges,
  value,
  onChange,
  label,
  optionLabel,
  testId,
  optionTestIdPrefix,
}: RangeFilterProps<R>) {
  return (
    <div className="range-filter" role="radiogroup" aria-label={label} data-testid={testId}>
      {ranges.map((range) => (
        <button
          key={range}
          type="button"
          role="radio"
          aria-checked={range === value}
          className="range-filter__option"
          data-testid={`${optionTestIdPrefix}${String(range)}`}
          onClick={() => {
            onChange(range);
          }}
        >
          {optionLabel(range)}
        </button>
      ))}
    </div>
  );
}
