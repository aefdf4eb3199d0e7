import type { Runtime } from '../runtime';
import type { CategoryGroup, CategoryRangeType, SearchRequest } from '../types';

type Clicks = NonNullable<SearchRequest['categoryClicks']>;

/** Shoppers' clicks on a category's offers, as the request gives them (a Map or a record by category id). */
function clicksOf(clicks: Clicks | null, id: string | undefined): number {
  if (!clicks || id === undefined) return 0;
  const value = clicks instanceof Map ? clicks.get(id) : Object.hasOwn(clicks, id) ? (clicks as Record<string, number>)[id] : 0;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * Top categories of a result (groupByCategories): per offer's first category, the offers found and
 * the best score. Ordered by `rangeType`: offer_count, score, ordering (feed order), ordering_asc
 * (reverse feed order), avg_popularity(_asc), category_click (shoppers' clicks on the category's
 * offers, from `categoryClicks`; offer count breaks ties, so without click data it orders as offer_count).
 */
export function groupByCategories(
  rt: Runtime,
  docs: ArrayLike<number>,
  scores: ArrayLike<number>,
  popularity: Float64Array | null,
  rangeType: CategoryRangeType,
  categoryClicks: Clicks | null,
  size: number,
  skip: number,
): CategoryGroup[] {
  const { data } = rt;
  const stats = new Map<number, { hits: number; score: number; popularity: number; clicks: number }>();
  for (let i = 0; i < docs.length; i++) {
    const d = docs[i] as number;
    if (data.docCatStart[d] === data.docCatStart[d + 1]) continue;
    const c = data.docCats[data.docCatStart[d] as number] as number;
    let entry = stats.get(c);
    if (!entry) {
      entry = {
        hits: 0,
        score: 0,
        popularity: 0,
        clicks: rangeType === 'category_click' ? clicksOf(categoryClicks, data.categories[c]?.id) : 0,
      };
      stats.set(c, entry);
    }
    entry.hits++;
    if ((scores[i] as number) > entry.score) entry.score = scores[i] as number;
    if (popularity) entry.popularity += popularity[d] as number;
  }
  const avg = (e: { hits: number; popularity: number }) => e.popularity / e.hits;
  const list = [...stats.entries()];
  const order: Record<CategoryRangeType, (a: (typeof list)[number], b: (typeof list)[number]) => number> = {
    offer_count: (a, b) => b[1].hits - a[1].hits || a[0] - b[0],
    category_click: (a, b) => b[1].clicks - a[1].clicks || b[1].hits - a[1].hits || a[0] - b[0],
    score: (a, b) => b[1].score - a[1].score || b[1].hits - a[1].hits || a[0] - b[0],
    ordering: (a, b) => a[0] - b[0],
    ordering_asc: (a, b) => b[0] - a[0],
    avg_popularity: (a, b) => avg(b[1]) - avg(a[1]) || b[1].hits - a[1].hits || a[0] - b[0],
    avg_popularity_asc: (a, b) => avg(a[1]) - avg(b[1]) || b[1].hits - a[1].hits || a[0] - b[0],
  };
  list.sort(order[rangeType] ?? order.offer_count);
  return list.slice(skip, skip + size).map(([c, e]) => ({
    id: data.categories[c]?.id as string,
    name: data.categories[c]?.name as string,
    hits: e.hits,
    score: e.score,
  }));
}
