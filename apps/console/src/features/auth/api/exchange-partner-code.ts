import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LoginResult } from '@vitrina/contracts';
import { http } from '../../../lib/http';
import { authKeys } from '../keys';

/** GET /code/?client_id&code: a partner (Bitrix) link signs the user in with a one-time code. */
export function exchangePartnerCode(clientId: string, code: string): Promise<Partial<LoginResult> | null> {
  return http.get<Partial<LoginResult> | null>('/code/', { query: { client_id: clientId, code }, quiet: true, unauthorizedIsAnswer: true });
}

export function partnerCodeQuery(clientId: string, code: string) {
  return queryOptions({
    queryKey: authKeys.partnerCode(clientId, code),
    queryFn: () => exchangePartnerCode(clientId, code),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useExchangePartnerCode(clientId: string | null, code: string) {
  return useQuery({ ...partnerCodeQuery(clientId ?? '', code), enabled: Boolean(clientId) });
}
