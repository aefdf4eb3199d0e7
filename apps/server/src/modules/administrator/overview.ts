import { ADMIN_SEGMENTS, type Locale, SOURCE_STATUSES, translate } from '@vitrina/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { Auth } from '../../http/auth';
import { administrator } from './require-admin';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const paging = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(50),
};
const projectsQuery = z.object({
  ...paging,
  status: z.enum(SOURCE_STATUSES).optional(),
  /** A plan id, or 'none' for projects without a subscription. */
  plan: z.string().max(100).optional(),
  segment: z.enum(['none', ...ADMIN_SEGMENTS]).optional(),
  filter: z.string().max(200).optional(),
});
const logsQuery = z.object({ ...paging, sourceId: z.string().regex(UUID, 'validation.invalid').optional() });

interface ProjectRow {
  uuid: string;
  name: string;
  site_url: string;
  source_status: string;
  offers_count: number;
  owner_email: string;
  plan_id: string | null;
  plan_name: string | null;
  ends_at: Date | null;
  unpaid: boolean | null;
  form: { segment?: string; paying_project?: boolean; client_left?: boolean; account_manager?: string } | null;
  total: number;
}

interface LogRow {
  id: string;
  at: Date;
  source_uuid: string;
  source_name: string;
  status: string;
  error_code: string | null;
  error_params: Array<string | number> | null;
  total: number;
}

/**
 * The administrator's view across projects (issue 9): every project with its status, plan and
 * segment, filterable; and GET /logs/system, the failed feed loads of all projects, newest first.
 */
export async function overviewRoutes(instance: FastifyInstance, { deps, auth }: { deps: AppDeps; auth: Auth }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const tags = ['administrator'];

  app.get('/administrator/projects', { schema: { tags, querystring: projectsQuery } }, async (request) => {
    await administrator(auth, request);
    const q = request.query;
    const where = ['s.deleted_at is null'];
    const params: unknown[] = [];
    const add = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    if (q.status) where.push(`s.source_status = ${add(q.status)}`);
    if (q.plan === 'none') where.push('ps.plan_id is null');
    else if (q.plan) where.push(`ps.plan_id = ${add(q.plan)}`);
    if (q.segment === 'none') where.push(`coalesce(af.form->>'segment', '') = ''`);
    else if (q.segment) where.push(`af.form->>'segment' = ${add(q.segment)}`);
    if (q.filter?.trim()) {
      const like = add(`%${q.filter.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      where.push(`(s.name ilike ${like} or s.site_url ilike ${like} or u.email ilike ${like} or s.uuid::text ilike ${like})`);
    }
    const rows = await db.query<ProjectRow>(
      `select s.uuid, s.name, s.site_url, s.source_status, s.offers_count, u.email as owner_email,
              ps.plan_id, p.name as plan_name, ps.ends_at, ps.unpaid, af.form, count(*) over ()::int as total
       from sources s join users u on u.id = s.owner_id
       left join plan_subscriptions ps on ps.source_uuid = s.uuid
       left join plans p on p.id = ps.plan_id
       left join admin_forms af on af.source_uuid = s.uuid
       where ${where.join(' and ')}
       order by s.created_at desc, s.uuid
       limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
      params,
    );
    const data = rows.map((row) => ({
      uuid: row.uuid,
      name: row.name,
      siteUrl: row.site_url,
      sourceStatus: row.source_status,
      offersCount: row.offers_count,
      ownerEmail: row.owner_email,
      plan: row.plan_id
        ? { id: row.plan_id, name: row.plan_name, endsAt: row.ends_at?.getTime() ?? null, unpaid: row.unpaid === true }
        : null,
      segment: row.form?.segment ?? '',
      accountManager: row.form?.account_manager ?? '',
      payingProject: row.form?.paying_project === true,
      clientLeft: row.form?.client_left === true,
    }));
    return { data, totalCount: rows[0]?.total ?? 0 };
  });

  app.get('/logs/system', { schema: { tags, querystring: logsQuery } }, async (request) => {
    await administrator(auth, request);
    const { page, pageSize, sourceId } = request.query;
    const rows = await db.query<LogRow>(
      `select l.id::text, coalesce(l.finished_at, l.started_at) as at, l.source_uuid, s.name as source_name, l.status,
              l.error_code, l.error_params, count(*) over ()::int as total
       from feed_loads l join sources s on s.uuid = l.source_uuid
       where l.status = 'failed' and ($1::uuid is null or l.source_uuid = $1::uuid)
       order by l.started_at desc, l.id desc
       limit ${pageSize} offset ${(page - 1) * pageSize}`,
      [sourceId ?? null],
    );
    const locale: Locale = request.locale;
    const data = rows.map((row) => ({
      id: row.id,
      date: new Date(row.at).getTime(),
      sourceUuid: row.source_uuid,
      sourceName: row.source_name,
      status: row.status,
      code: row.error_code,
      message: row.error_code ? translate(locale, row.error_code, row.error_params ?? []) : '',
    }));
    return { data, totalCount: rows[0]?.total ?? 0 };
  });
}
