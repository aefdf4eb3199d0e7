import { type FeedLoad, type FeedLoadStatus, type Locale, type StoredFields, translate } from '@vitrina/contracts';

export type FeedLoadEntry = FeedLoad;

import type { Queryable } from '../../db/database';
import type { MerchandisingFeedReport } from './merchandising-feeds';

interface Row {
  id: number;
  status: string;
  started_at: Date;
  finished_at: Date | null;
  bytes: string | number;
  offers: number;
  skipped: number;
  feed_offers: number | null;
  error_code: string | null;
  error_params: Array<string | number> | null;
  error_line: number | null;
  error_column: number | null;
  merchandising: MerchandisingFeedReport[] | null;
  removed_by_rules: number;
  unsafe_links: number;
  detected_format: 'YML' | 'CSV' | null;
}

function localizedReport(report: MerchandisingFeedReport, locale: Locale) {
  return {
    url: report.url,
    rules: report.rules,
    rejectedCount: report.rejectedCount,
    rejected: report.rejected.map(({ line, errors }) => ({
      line,
      errors: Object.fromEntries(Object.entries(errors).map(([field, list]) => [field, list.map((ref) => translate(locale, ref))])),
    })),
    error: report.error ? translate(locale, report.error.code, report.error.params) : null,
  };
}

export function toFeedLoadEntry(row: Row, locale: Locale): FeedLoadEntry {
  return {
    id: Number(row.id),
    status: row.status as FeedLoadStatus,
    startedAt: row.started_at.getTime(),
    finishedAt: row.finished_at?.getTime() ?? null,
    bytes: Number(row.bytes),
    offers: row.offers,
    skipped: row.skipped,
    feedOffers: row.feed_offers,
    removedByRules: row.removed_by_rules,
    unsafeLinks: row.unsafe_links,
    detectedFormat: row.detected_format,
    error: row.error_code
      ? {
          code: row.error_code,
          message: translate(locale, row.error_code, row.error_params ?? []),
          line: row.error_line,
          column: row.error_column,
        }
      : null,
    merchandising: (row.merchandising ?? []).map((report) => localizedReport(report, locale)),
  };
}

const COLUMNS =
  'id, status, started_at, finished_at, bytes, offers, skipped, feed_offers, error_code, error_params, error_line, error_column, merchandising, removed_by_rules, unsafe_links, detected_format';

export async function feedLoadHistory(db: Queryable, uuid: string, locale: Locale, offset: number, limit: number) {
  const rows = await db.query<Row>(
    `select ${COLUMNS} from feed_loads where source_uuid = $1 order by started_at desc, id desc limit ${limit} offset ${offset}`,
    [uuid],
  );
  const [count] = await db.query<{ n: number }>('select count(*)::int as n from feed_loads where source_uuid = $1', [uuid]);
  return { data: rows.map((row) => toFeedLoadEntry(row, locale)), totalCount: count?.n ?? 0 };
}

export async function lastFeedLoad(db: Queryable, uuid: string, locale: Locale): Promise<FeedLoadEntry | null> {
  const [row] = await db.query<Row>(`select ${COLUMNS} from feed_loads where source_uuid = $1 order by started_at desc, id desc limit 1`, [
    uuid,
  ]);
  return row ? toFeedLoadEntry(row, locale) : null;
}

/**
 * The numbers of exceedsAllowOffersMsg: the plan allows offersLimit, the feed has more, so some
 * were not indexed. Null when the last load fitted.
 */
export function exceedsAllowOffers(fields: Pick<StoredFields, 'offersLimit'>, load: FeedLoadEntry | null) {
  const limit = fields.offersLimit;
  if (limit === null || !load || load.feedOffers === null || load.feedOffers <= limit) return null;
  return { offersLimit: limit, offersCount: load.feedOffers };
}
