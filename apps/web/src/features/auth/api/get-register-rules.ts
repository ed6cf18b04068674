import { getRegisterRules as endpoint, type RegisterRules } from '@h5/contract/endpoints/system.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api/request.ts';

/** The merchant's per-field registration rules (platform-api §7); the register form appears only after them. */
export function getRegisterRules(signal?: AbortSignal): Promise<RegisterRules> {
  return request(endpoint, { signal, token: null });
}

export function registerRulesQueryOptions() {
  return queryOptions({
    queryKey: ['register', 'rules'],
    queryFn: ({ signal }) => getRegisterRules(signal),
    staleTime: 5 * 60_000,
  });
}

export function useRegisterRules() {
  return useQuery(registerRulesQueryOptions());
}
