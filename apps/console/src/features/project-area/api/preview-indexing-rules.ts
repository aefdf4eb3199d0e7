import { useMutation } from '@tanstack/react-query';
import type { IndexingRule, RulesPreview as RulesPreviewOf } from '@vitrina/contracts';
import { http } from '../../../lib/http';
import { projectAreaKeys } from '../keys';

/** The part of a catalog offer the preview shows; the server sends the whole offer. */
export interface PreviewOffer {
  id: string;
  name: string;
  price: number | null;
  available: boolean;
  offerLabel: string | null;
  [field: string]: unknown;
}

/** One offer of the live catalog before the rules and after them; after null means removed. */
export interface RulesPreviewRow {
  before: PreviewOffer;
  after: PreviewOffer | null;
}

export type RulesPreview = RulesPreviewOf<PreviewOffer>;

/** POST /sources/{id}/indexing-rules/preview {rules} → {data: RulesPreview}. Nothing is saved. */
export function previewIndexingRules(id: string, rules: IndexingRule[]): Promise<RulesPreview> {
  return http.post<RulesPreview>(`/sources/${encodeURIComponent(id)}/indexing-rules/preview`, { rules }, { quiet: true });
}

export function usePreviewIndexingRules(id: string) {
  return useMutation({
    mutationKey: projectAreaKeys.previewIndexingRules(id),
    mutationFn: (rules: IndexingRule[]) => previewIndexingRules(id, rules),
  });
}
