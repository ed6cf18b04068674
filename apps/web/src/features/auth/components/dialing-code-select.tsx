import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountries } from '../api/get-countries.ts';
import { DEFAULT_DIALING_CODE } from '../constants.ts';

/**
 * The dialing-code picker beside a phone input (accounts spec §2), from `/wps/system/country`. A native select:
 * the phone's own picker, accessible, and nothing to download. Until the list arrives the default code shows.
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
  const first = countries?.[0]?.dialingCode;
  useEffect(() => {
    // A remembered or typed code stays; an empty or unknown one becomes the list's first (the site's country).
    if (countries && first && !countries.some((c) => c.dialingCode === value)) onChange(first);
  }, [countries, first, value, onChange]);
  const options = countries ?? [
    { countryCode: '', countryName: '', dialingCode: value || DEFAULT_DIALING_CODE },
  ];
  return (
    <select
      className="field__dialing"
      aria-label={t('auth.dialingCode')}
      data-testid={testId}
      value={value || DEFAULT_DIALING_CODE}
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
