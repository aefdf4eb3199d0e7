import { trackerLogQuery } from '@vitrina/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { Auth } from '../../http/auth';
import { normalizeCurrency } from './currency';
import { readTrackerLog } from './tracker-log';

const idParams = z.object({ id: z.string().max(100) });
const paging = z.object({ page: z.coerce.number().int().min(1).default(1), limit: z.coerce.number().int().min(1).max(500).default(50) });

/** The settings change log (spec §2 logs: user, field, old value, new value, date), the live tracker log and index info. */
export async function logsRoutes(instance: FastifyInstance, { deps, auth }: { deps: AppDeps; auth: Auth }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['logs'];

  app.get('/sources/:id/logs/source-changes', { schema: { tags, params: idParams, querystring: paging } }, async (request) => {
    await auth.userWhoCan(request, 'view', request.params.id);
    const { page, limit } = request.query;
    const rows = await deps.db.query<{
      id: number;
      field: string;
      old_value: string | null;
      new_value: string | null;
      created_at: Date;
      name: string | null;
      email: string | null;
    }>(
      `select c.id, c.field, c.old_value, c.new_value, c.created_at, u.name, u.email from source_changes c left join users u on u.id = c.user_id
       where c.source_uuid = $1 order by c.created_at desc, c.id desc limit ${limit} offset ${(page - 1) * limit}`,
      [request.params.id],
    );
    const [count] = await deps.db.query<{ n: number }>('select count(*)::int as n from source_changes where source_uuid = $1', [
      request.params.id,
    ]);
    return {
      data: rows.map((row) => ({
        id: Number(row.id),
        user: row.email ? { name: row.name, email: row.email } : null,
        field: row.field,
        oldValue: row.old_value,
        newValue: row.new_value,
        date: row.created_at.getTime(),
      })),
      totalCount: count?.n ?? 0,
    };
  });

  /** The project's last tracker events, for the owner checking a tracker setup while clicking in the shop. */
  app.get('/sources/:id/logs/tracker-events', { schema: { tags, params: idParams, querystring: trackerLogQuery } }, async (request) => {
    await auth.userWhoCan(request, 'view', request.params.id);
    return { data: await readTrackerLog(deps.db, request.params.id, request.query.limit) };
  });

  /** POST /sources/{id}/index-info: what the live index holds, and the currency its prices are in. */
  app.post('/sources/:id/index-info', { schema: { tags, params: idParams } }, async (request) => {
    await auth.userWhoCan(request, 'view', request.params.id);
    const [row] = await deps.db.query<{
      offers: number;
      available: number;
      categories: number;
      params: number;
      bytes: number;
      indexed_at: Date | null;
      catalog_version: number;
      currency: string | null;
    }>(
      `select
         (select count(*)::int from offers o where o.source_uuid = s.uuid and o.version = s.catalog_version) as offers,
         (select count(*)::int from offers o where o.source_uuid = s.uuid and o.version = s.catalog_version and coalesce((o.data->>'available')::boolean, true)) as available,
         (select count(*)::int from categories c where c.source_uuid = s.uuid and c.version = s.catalog_version) as categories,
         (select count(distinct p->>'name')::int from offers o, jsonb_array_elements(coalesce(o.data->'params', '[]'::jsonb)) p where o.source_uuid = s.uuid and o.version = s.catalog_version) as params,
         (select coalesce(sum(pg_column_size(o.data)), 0)::float from offers o where o.source_uuid = s.uuid and o.version = s.catalog_version) as bytes,
         (select mode() within group (order by o.data->>'currencyId') from offers o where o.source_uuid = s.uuid and o.version = s.catalog_version and o.data->>'currencyId' <> '') as currency,
         s.indexed_at, s.catalog_version
       from sources s where s.uuid = $1`,
      [request.params.id],
    );
    return {
      data: {
        offers: row?.offers ?? 0,
        availableOffers: row?.available ?? 0,
        categories: row?.categories ?? 0,
        params: row?.params ?? 0,
        storedBytes: row?.bytes ?? 0,
        builtAt: row?.indexed_at?.getTime() ?? null,
        catalogVersion: row?.catalog_version ?? 0,
        // The shop's prices are in this currency (the feed's most common one), so revenue is shown in it too.
        currency: row?.currency ? normalizeCurrency(row.currency) : null,
      },
    };
  });
}
