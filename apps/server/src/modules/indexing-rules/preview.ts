import type { RulesPreview as RulesPreviewOf } from '@vitrina/contracts';
import { type CompiledRules, type FeedOffer, inflateOffer } from '@vitrina/feeds';
import type { Queryable } from '../../db/database';

/** Changed or removed offers shown, at most. */
export const PREVIEW_SAMPLES = 20;
const BATCH = 2000;
/** A preview answers within about this long: a huge catalog is counted in part, and says so. */
const TIME_BUDGET_MS = 4000;

export type RulesPreview = RulesPreviewOf<FeedOffer>;

/**
 * Runs rules over the live catalog, as the next load would (in offer id order, in batches):
 * counts what each rule matches and keeps the first offers they change, not unchanged ones.
 */
export async function previewRules(db: Queryable, uuid: string, rules: CompiledRules, ruleCount: number): Promise<RulesPreview> {
  const names = new Map(
    (
      await db.query<{ id: string; name: string }>(
        'select c.id, c.name from categories c join sources s on s.uuid = c.source_uuid and c.version = s.catalog_version where c.source_uuid = $1',
        [uuid],
      )
    ).map((c) => [c.id, c.name]),
  );
  const context = { categoryName: (id: string) => names.get(id) ?? null };
  const [count] = await db.query<{ n: number; version: number }>(
    'select s.offers_count::int as n, s.catalog_version as version from sources s where s.uuid = $1',
    [uuid],
  );
  const preview: RulesPreview = {
    total: count?.n ?? 0,
    scanned: 0,
    matched: 0,
    changed: 0,
    removed: 0,
    rules: Array.from({ length: ruleCount }, () => ({ matched: 0 })),
    samples: [],
  };
  const started = Date.now();
  let after = '';
  for (;;) {
    const rows = await db.query<{ id: string; data: FeedOffer }>(
      `select id, data from offers where source_uuid = $1 and version = $2 and id > $3 order by id limit ${BATCH}`,
      [uuid, count?.version ?? 0, after],
    );
    for (const row of rows) {
      const before = inflateOffer(row.data);
      const traced = rules.trace(before, context);
      preview.scanned += 1;
      for (const index of traced.matched) {
        const rule = preview.rules[index];
        if (rule) rule.matched += 1;
      }
      if (traced.matched.length === 0) continue;
      preview.matched += 1;
      const removed = traced.offer === null;
      const changed = !removed && JSON.stringify(traced.offer) !== JSON.stringify(before);
      if (removed) preview.removed += 1;
      else if (changed) preview.changed += 1;
      if ((removed || changed) && preview.samples.length < PREVIEW_SAMPLES) preview.samples.push({ before, after: traced.offer });
    }
    const last = rows.at(-1);
    if (!last || rows.length < BATCH || Date.now() - started > TIME_BUDGET_MS) break;
    after = last.id;
  }
  // The live count may lag a catalog swapped during the preview; never report fewer than were read.
  preview.total = Math.max(preview.total, preview.scanned);
  return preview;
}
