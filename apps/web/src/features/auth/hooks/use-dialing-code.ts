import { useState } from 'react';
import { useCountries } from '../api/get-countries.ts';
import { DEFAULT_DIALING_CODE } from '../constants.ts';

/**
 * The dialing code of a phone field, never empty (the contract rejects `''`): the one chosen or remembered while the
 * country list has it, else the list's first entry (the merchant's country), else {@link DEFAULT_DIALING_CODE}
 * (list not loaded yet, or failed to load).
 */
export function useDialingCode(): [string, (code: string) => void] {
  const { data: countries } = useCountries();
  const [chosen, setChosen] = useState<string | null>(null);
  const known =
    chosen !== null &&
    chosen !== '' &&
    (!countries?.length || countries.some((c) => c.dialingCode === chosen));
  return [known ? chosen : countries?.[0]?.dialingCode || DEFAULT_DIALING_CODE, setChosen];
}
