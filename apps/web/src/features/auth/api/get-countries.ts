import { getCountries as endpoint, type Country } from '@h5/contract/endpoints/system.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api/request.ts';

/** Dialing codes for the phone pickers (platform-api §4.2); names follow the language. */
export function getCountries(signal?: AbortSignal): Promise<Country[]> {
  return request(endpoint, { signal, token: null });
}

export function countriesQueryOptions() {
  return queryOptions({
    queryKey: ['system', 'countries'],
    queryFn: ({ signal }) => getCountries(signal),
    staleTime: 30 * 60_000,
  });
}

export function useCountries() {
  return useQuery(countriesQueryOptions());
}
