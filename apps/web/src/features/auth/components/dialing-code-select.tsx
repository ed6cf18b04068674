import { useTranslation } from 'react-i18next';
import { useCountries } from '../api/get-countries.ts';

/**
 * The dialing-code picker beside a phone input (accounts spec §2), from `/wps/system/country`. A native select:
 * the phone's own picker, accessible, and nothing to download. `value` comes from `useDialingCode` (never empty);
 * until the list arrives, or when it fails, that code is the only option.
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
    <select
      className="field__dialing"
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
  );
}
