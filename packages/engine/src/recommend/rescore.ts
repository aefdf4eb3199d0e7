import type { CompiledFormula } from '../formula/formula';
import type { Behaviour } from './behaviour';
import { discountOf, type RecCatalog } from './catalog';
import type { Links } from './links';
import type { Candidate } from './models';

/** Re-ranks candidates by the widget's relevance formula; `score` is the model's score, the rest as in search. */
export function rescore(
  candidates: Candidate[],
  catalog: RecCatalog,
  behaviour: Behaviour,
  links: Links,
  formula: CompiledFormula,
  now: number,
) {
  return candidates
    .map(({ doc, score }) => {
      const offer = catalog.offers[doc];
      if (!offer) return { doc, score };
      const id = links.itemOf(doc);
      const params: Record<string, string> = {};
      for (const p of offer.params) params[p.name] ??= p.value;
      const value = formula.evaluate({
        score,
        price: offer.price ?? 0,
        oldPrice: offer.oldPrice ?? 0,
        discount: discountOf(offer),
        available: offer.available ? 1 : 0,
        rating: offer.rating ?? 0,
        reviewCount: offer.reviewCount ?? 0,
        popularity: id < 0 ? 0 : behaviour.popularity.scoreOf(id, now),
        position: doc,
        vendor: offer.vendor,
        categoryId: offer.categoryId,
        params,
      });
      return { doc, score: Number.isFinite(value) ? value : 0 };
    })
    .sort((a, b) => b.score - a.score || a.doc - b.doc);
}
