/** Category range modes (spec §9). */
export const CATEGORY_RANGE_TYPES = [
  'offer_count',
  'avg_popularity_asc',
  'avg_popularity',
  'category_click',
  'score',
  'ordering',
  'ordering_asc',
] as const;
