import type { Plan, PlanDetailsBody, PlanFeatures, PlanSubscription } from '@vitrina/contracts';
import type { Queryable } from '../../db/database';

interface PlanRow {
  id: string;
  name: string;
  price: number;
  currency: 'RUB';
  period_days: number;
  position: number;
  is_trial: boolean;
  archived: boolean;
  features: PlanFeatures;
}

const toPlan = (row: PlanRow): Plan => ({
  id: row.id,
  name: row.name,
  price: row.price,
  currency: row.currency,
  periodDays: row.period_days,
  position: row.position,
  isTrial: row.is_trial,
  archived: row.archived,
  features: row.features,
});

export async function listPlans(db: Queryable, { withArchived }: { withArchived: boolean }): Promise<Plan[]> {
  const rows = await db.query<PlanRow>(`select * from plans ${withArchived ? '' : 'where not archived'} order by position, price, id`);
  return rows.map(toPlan);
}

export async function findPlan(db: Queryable, id: string): Promise<Plan | undefined> {
  const [row] = await db.query<PlanRow>('select * from plans where id = $1', [id]);
  return row ? toPlan(row) : undefined;
}

/** Creates or replaces a plan; the projects on it get its offers limit at once. */
export async function savePlan(db: Queryable, plan: Required<PlanDetailsBody>): Promise<void> {
  await db.query(
    `insert into plans (id, name, price, period_days, position, archived, features) values ($1, $2, $3, $4, $5, $6, $7::jsonb)
     on conflict (id) do update set name = excluded.name, price = excluded.price, period_days = excluded.period_days,
       position = excluded.position, archived = excluded.archived, features = excluded.features, updated_at = now()`,
    [plan.id, plan.name, plan.price, plan.periodDays, plan.position, plan.archived, JSON.stringify(plan.features)],
  );
  await db.query(
    `update sources s set fields = s.fields || jsonb_build_object('offersLimit', $2::jsonb), updated_at = now()
     from plan_subscriptions ps where ps.source_uuid = s.uuid and ps.plan_id = $1`,
    [plan.id, JSON.stringify(plan.features.offersLimit)],
  );
}

/**
 * The subscription as a JSON column of a `sources s` select: the project's client form carries it
 * (spec §3 planSubscription) without a second query per project.
 */
export const PLAN_SUBSCRIPTION_COLUMN = `(select jsonb_build_object(
    'plan', jsonb_build_object('id', p.id, 'name', p.name, 'features', p.features, 'isTrial', p.is_trial),
    'startsAt', floor(extract(epoch from ps.starts_at) * 1000)::bigint,
    'endsAt', floor(extract(epoch from ps.ends_at) * 1000)::bigint,
    'unpaid', ps.unpaid)
  from plan_subscriptions ps join plans p on p.id = ps.plan_id where ps.source_uuid = s.uuid) as plan_subscription`;

export async function findSubscription(db: Queryable, sourceUuid: string): Promise<PlanSubscription | undefined> {
  const [row] = await db.query<{ plan_subscription: PlanSubscription | null }>(
    `select ${PLAN_SUBSCRIPTION_COLUMN} from sources s where s.uuid = $1`,
    [sourceUuid],
  );
  return row?.plan_subscription ?? undefined;
}

export interface Period {
  planId: string;
  startsAt: number;
  endsAt: number;
}

/** Sets the project's plan and period; the feed load reads the plan's offers limit from fields. */
export async function setSubscription(db: Queryable, sourceUuid: string, period: Period, offersLimit: number | null) {
  await db.query(
    `insert into plan_subscriptions (source_uuid, plan_id, starts_at, ends_at) values ($1, $2, to_timestamp($3 / 1000.0), to_timestamp($4 / 1000.0))
     on conflict (source_uuid) do update set plan_id = excluded.plan_id, starts_at = excluded.starts_at, ends_at = excluded.ends_at, updated_at = now()`,
    [sourceUuid, period.planId, period.startsAt, period.endsAt],
  );
  await db.query(`update sources set fields = fields || jsonb_build_object('offersLimit', $2::jsonb), updated_at = now() where uuid = $1`, [
    sourceUuid,
    JSON.stringify(offersLimit),
  ]);
}

export interface PlanChange {
  sourceUuid: string;
  userId: string | null;
  kind: 'trial' | 'change' | 'renewal';
  fromPlanId: string | null;
  toPlanId: string;
  price: number;
  startsAt: number;
  endsAt: number;
}

/** The history that invoices and acts are issued from. */
export async function recordPlanChange(db: Queryable, c: PlanChange): Promise<void> {
  await db.query(
    `insert into plan_changes (source_uuid, user_id, kind, from_plan_id, to_plan_id, price, period_start, period_end)
     values ($1, $2, $3, $4, $5, $6, to_timestamp($7 / 1000.0), to_timestamp($8 / 1000.0))`,
    [c.sourceUuid, c.userId, c.kind, c.fromPlanId, c.toPlanId, c.price, c.startsAt, c.endsAt],
  );
}

export async function updateSubscription(db: Queryable, sourceUuid: string, change: { endsAt?: number; unpaid?: boolean }) {
  await db.query(
    `update plan_subscriptions set ends_at = coalesce(to_timestamp($2 / 1000.0), ends_at), unpaid = coalesce($3, unpaid), updated_at = now()
     where source_uuid = $1`,
    [sourceUuid, change.endsAt ?? null, change.unpaid ?? null],
  );
}

/** The first day (UTC) of the month a moment falls in, as the plan_usage key. */
export function monthOf(now: number): string {
  const date = new Date(now);
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}-01`;
}

export async function queriesInMonth(db: Queryable, sourceUuid: string, month: string): Promise<number> {
  const [row] = await db.query<{ queries: string | number }>('select queries from plan_usage where source_uuid = $1 and month = $2', [
    sourceUuid,
    month,
  ]);
  return Number(row?.queries ?? 0);
}

/** A project's month after a flush: its total and the share the owner was last warned about. */
export interface MonthUsage {
  sourceUuid: string;
  month: string;
  queries: number;
  warnedPercent: number;
}

/** Adds counted queries; one statement for every project and month of a flush. Answers the new totals. */
export async function addQueries(
  db: Queryable,
  counts: ReadonlyArray<{ sourceUuid: string; month: string; queries: number }>,
): Promise<MonthUsage[]> {
  if (!counts.length) return [];
  const values = counts.map((_, i) => `($${i * 3 + 1}::uuid, $${i * 3 + 2}::date, $${i * 3 + 3}::bigint)`).join(', ');
  const rows = await db.query<{ source_uuid: string; month: string; queries: string | number; warned_percent: number }>(
    `insert into plan_usage (source_uuid, month, queries)
     select v.source_uuid, v.month, v.queries from (values ${values}) as v (source_uuid, month, queries)
     where exists (select 1 from sources s where s.uuid = v.source_uuid)
     on conflict (source_uuid, month) do update set queries = plan_usage.queries + excluded.queries
     returning source_uuid, to_char(month, 'YYYY-MM-DD') as month, queries, warned_percent`,
    counts.flatMap((c) => [c.sourceUuid, c.month, c.queries]),
  );
  return rows.map((row) => ({
    sourceUuid: row.source_uuid,
    month: row.month,
    queries: Number(row.queries),
    warnedPercent: row.warned_percent,
  }));
}

/**
 * Raises the share the owner was warned about to `percent`; true for the one caller that raised it
 * (every node may try, one mails).
 */
export async function claimQuotaWarning(db: Queryable, sourceUuid: string, month: string, percent: number): Promise<boolean> {
  const rows = await db.query(
    'update plan_usage set warned_percent = $3 where source_uuid = $1 and month = $2 and warned_percent < $3 returning 1',
    [sourceUuid, month, percent],
  );
  return rows.length > 0;
}

/** Puts the warned share back to `before` when the mail of `percent` could not be sent, so a later flush tries again. */
export async function releaseQuotaWarning(db: Queryable, sourceUuid: string, month: string, percent: number, before: number) {
  await db.query('update plan_usage set warned_percent = $4 where source_uuid = $1 and month = $2 and warned_percent = $3', [
    sourceUuid,
    month,
    percent,
    before,
  ]);
}
