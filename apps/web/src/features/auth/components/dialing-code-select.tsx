import { useTranslation } from 'react-i18next';
import { useCountries } from '../api/get-countries.ts';

/**
 * The dialing-code picker beside a phone input (accounts spec §2), from `/wps/system/country`. A native select:
 * the phone's own picker, accessible, and nothing to download. `value` comes from `useDialingCode` (never empty);
 * until the list arrives, or when it fails, that code is the only option.
 *
 * The field shows the code alone ("+63") and the list the names (issue 19: "+63 Pilipi" cut the name and left the
 * phone number's placeholder too little room): the select lies transparent over the code, so a tap still opens the
 * phone's own picker and a screen reader still reads the selected country.
 */
export function DialingCodeSelect({
  value,
  onChange,
  testId,
}: {
  value: string;
  onChange: (code: string) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const { data: countries } = useCountries();
  const options = countries?.length ? countries : [{ countryCode: '', countryName: '', dialingCode: value }];
  return (
    <span className="field__dialing">
      <span className="field__dialing-code" aria-hidden="true">
        +{value}
      </span>
      <svg className="field__dialing-caret" viewBox="0 0 10 6" width="10" height="6" aria-hidden="true">
        <path d="M1 1l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>
      <select
        className="field__dialing-select"
        aria-label={t('auth.dialingCode')}
        data-testid={testId}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      >
        {options.map((c) => (
          <option key={`${c.countryCode}-${c.dialingCode}`} value={c.dialingCode}>
            {c.countryName
              ? t('auth.dialingCodeOption', { code: c.dialingCode, name: c.countryName })
              : `+${c.dialingCode}`}
          </option>
        ))}
      </select>
    </span>
  );
}
