import { useMutation } from '@tanstack/react-query';
import type { PatchSourceBody } from '@vitrina/contracts';
import { http } from '../../../lib/http';
import { projectAreaKeys } from '../keys';

/** One matched query word as the engine explains it (debug=31337). */
export interface TermExplain {
  word: string;
  term: string;
  kind: string;
  edits: number;
  fields: string[];
  score: number;
}

export interface SearchTestExplain {
  text: number;
  terms: TermExplain[];
  boosts: Record<string, number>;
  step: string;
  /** The relevance formulas applied after the boosts, in order. */
  formulas: string[];
}

export interface SearchTestOffer {
  id: string;
  name: string;
  price: number | null;
  currency: string | null;
  score: number;
  explain?: SearchTestExplain;
}

export interface SearchTestAnswer {
  hits: number;
  offers: SearchTestOffer[];
}

export interface SearchTestRequest {
  query: string;
  /** Unsaved settings in the PATCH shape; without them the saved settings rank. */
  settings?: PatchSourceBody['settings'];
  limit?: number;
}

/** POST /sources/{id}/search-test → {data: {hits, offers}}: top results with explanations. Nothing is saved. */
export function searchTest(id: string, body: SearchTestRequest): Promise<SearchTestAnswer> {
  return http.post<SearchTestAnswer>(`/sources/${encodeURIComponent(id)}/search-test`, body, { quiet: true });
}

/** The same query ranked by the saved settings and by the form's unsaved ones (before → after). */
export function useSearchTest(id: string) {
  return useMutation({
    mutationKey: [...projectAreaKeys.detail(id), 'search-test'],
    mutationFn: async ({ query, settings }: { query: string; settings: PatchSourceBody['settings'] | null }) => {
      const [saved, draft] = await Promise.all([
        searchTest(id, { query }),
        settings ? searchTest(id, { query, settings }) : Promise.resolve(null),
      ]);
      return { saved, draft };
    },
  });
}
