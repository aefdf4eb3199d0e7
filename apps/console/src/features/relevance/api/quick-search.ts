import { useQuery } from '@tanstack/react-query';
import { OWNER_CLIENT } from '@vitrina/contracts';
import { searchOriginOf } from '../../../lib/search-origin';
import { relevanceKeys } from '../keys';
import { useWidgetScript } from './project';

export interface FoundOffer {
  id: string;
  name: string;
  url: string | null;
  price: number | null;
  pictures?: string[];
}

export interface QuickSearchAnswer {
  offers: FoundOffer[];
  hits: number;
  redirect?: string;
  correctedQuery?: string;
}

/** GET {SEARCH}/api/{projectId}/search?query&limit: the public search, as shoppers get it (no session), marked as the owner's. */
export async function quickSearch(origin: string, projectId: string, query: string, limit: number, signal?: AbortSignal) {
  const params = new URLSearchParams({ query, limit: String(limit), client: OWNER_CLIENT });
  const response = await fetch(`${origin}/api/${encodeURIComponent(projectId)}/search?${params}`, { signal });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const body = (await response.json()) as Partial<QuickSearchAnswer>;
  return { offers: body.offers ?? [], hits: body.hits ?? 0, redirect: body.redirect, correctedQuery: body.correctedQuery };
}

export function useQuickSearch(projectId: string, query: string, limit: number) {
  const script = useWidgetScript(projectId);
  const origin = script.data ? searchOriginOf(script.data.loaderUrl) : null;
  return useQuery({
    queryKey: relevanceKeys.quickSearch(projectId, query, limit),
    queryFn: ({ signal }) => quickSearch(origin ?? window.location.origin, projectId, query, limit, signal),
    enabled: Boolean(query.trim()) && (origin !== null || script.isError),
    staleTime: 10_000,
  });
}
