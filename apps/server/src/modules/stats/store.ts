import type { StatsSelect } from '@vitrina/contracts';
import type { Queryable } from '../../db/database';
import { ecommerceReport } from './ecommerce';
import { runSearchReport, SEARCH_REPORTS, type SearchReport } from './search-reports';

export interface StatsOptions {
  from: Date;
  to: Date;
  limit: number;
  skip: number;
  detail: 'day' | 'week' | 'month';
  device: 'all' | 'mobile' | 'desktop' | 'unknown';
}

const page = (o: StatsOptions) => `limit ${o.limit} offset ${o.skip}`;

/** Clicks and purchases by a field of the clicked offer (vendor or category). */
function byOfferField(field: 'vendor' | 'category', o: StatsOptions): string {
  const key = field === 'vendor' ? `o.data->>'vendor'` : `coalesce(k.name, o.data->>'categoryId')`;
  const join =
    field === 'vendor'
      ? ''
      : `left join categories k on k.source_uuid = o.source_uuid and k.version = o.version and k.id = o.data->>'categoryId'`;
  return `select ${key} as name, count(*) filter (where t.type = 'click')::int as clicks, count(*) filter (where t.type = 'purchase')::int as purchases,
      count(*)::int as count
    from tracker_events t
    join sources s on s.uuid = t.source_uuid
    join offers o on o.source_uuid = t.source_uuid and o.version = s.catalog_version and o.id = t.offer_id
    ${join}
    where t.source_uuid = $1 and t.created_at >= $2 and t.created_at < $3 and ($4 = 'all' or t.device = $4) and t.type in ('click', 'purchase')
      and ${key} is not null
    group by 1 order by count(*) desc, 1 ${page(o)}`;
}

const isSearchReport = (select: StatsSelect): select is SearchReport => (SEARCH_REPORTS as readonly string[]).includes(select);

/** Search reports and the e-commerce report read daily rollups plus raw edges; vendors and categories read raw tracker events (partitioned by month). */
export async function runStats(db: Queryable, uuid: string, select: StatsSelect, o: StatsOptions): Promise<Record<string, unknown>[]> {
  if (isSearchReport(select)) return runSearchReport(db, uuid, select, o);
  if (select === 'ecommerce') return ecommerceReport(db, uuid, o);
  return db.query<Record<string, unknown>>(byOfferField(select === 'vendors' ? 'vendor' : 'category', o), [uuid, o.from, o.to, o.device]);
}
