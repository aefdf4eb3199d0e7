import type { ApiOffer, CompletionOfferItem, SearchFacet } from '@vitrina/contracts';
import type { CompleteResult, EngineOffer, Facet, MatchRanges, SearchHit } from '@vitrina/engine';

export type CategoryNames = (id: string) => string | null;

function paramsObject(params: EngineOffer['params']): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const { name, value } of params) {
    const current = out[name];
    out[name] = current === undefined ? value : Array.isArray(current) ? [...current, value] : [current, value];
  }
  return out;
}

/** A score as answers show it: three decimals. */
export const apiScore = (score: number) => Math.round(score * 1000) / 1000;

export function toApiOffer(offer: EngineOffer, score: number, names: CategoryNames): ApiOffer {
  const categories = offer.categoryIds.map((id) => ({ id, name: names(id) ?? '' }));
  return {
    id: offer.id,
    name: offer.name,
    url: offer.url,
    price: offer.price,
    oldPrice: offer.oldPrice,
    currency: offer.currencyId,
    available: offer.available,
    score: apiScore(score),
    pictures: offer.pictures,
    category: categories[0] ?? null,
    categories,
    offerCode: offer.offerCode ?? offer.vendorCode,
    vendor: offer.vendor,
    params: paramsObject(offer.params),
  };
}

export function toApiHit(hit: SearchHit, names: CategoryNames): ApiOffer {
  const offer = toApiOffer(hit.offer, hit.score, names);
  return hit.explain ? { ...offer, explain: hit.explain } : offer;
}

/** Facets as the public `params` list; a range facet carries its bounds as two options. */
export function toApiParams(facets: readonly Facet[]): SearchFacet[] {
  return facets.map((facet) =>
    facet.type === 'multiple'
      ? { id: facet.id, name: facet.name, type: facet.type, options: facet.options }
      : {
          id: facet.id,
          name: facet.name,
          type: facet.type,
          min: facet.options.min,
          max: facet.options.max,
          ...(facet.unit ? { unit: facet.unit } : {}),
          options: [
            { id: 'min', name: String(facet.options.min), hits: 0 },
            { id: 'max', name: String(facet.options.max), hits: 0 },
          ],
        },
  );
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** The text with its matched ranges wrapped in <b>, everything else escaped. */
export function highlight(text: string, ranges: MatchRanges): string {
  let html = '';
  let at = 0;
  for (const [start, end] of [...ranges].sort((a, b) => a[0] - b[0])) {
    if (start < at) continue;
    html += `${escapeHtml(text.slice(at, start))}<b>${escapeHtml(text.slice(start, end))}</b>`;
    at = end;
  }
  return html + escapeHtml(text.slice(at));
}

export function completionOfferItem(entry: CompleteResult['offers'][number], names: CategoryNames): CompletionOfferItem {
  const offer = toApiOffer(entry.offer, entry.score, names);
  return {
    type: 'offer',
    id: offer.id,
    offer_code: offer.offerCode,
    text: { html: highlight(entry.offer.name, entry.ranges), plain: entry.offer.name },
    offer: { id: offer.id, name: offer.name, available: offer.available, pictures: offer.pictures, vendor: offer.vendor },
    price: offer.price,
    oldPrice: offer.oldPrice,
    currency: offer.currency,
    url: offer.url,
    picture: offer.pictures[0] ?? null,
  };
}
