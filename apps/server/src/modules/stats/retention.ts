import type { Db } from '../../db/database';
import { EVENT_TABLES, listPartitions, monthStart } from './partitions';

/** Months of raw events kept when neither the project nor EVENTS_RETENTION_MONTHS says otherwise. */
export const DEFAULT_RETENTION_MONTHS = 24;
export const MAX_RETENTION_MONTHS = 120;
/** Daily rollups outlive the raw events: year-on-year reports stay possible after raw events are gone. */
export const ROLLUP_RETENTION_MONTHS = 60;
/** Search impressions (learned ranking) serve the longest behavioural window, 180 days, and no report. */
export const IMPRESSION_RETENTION_DAYS = 180;

/** EVENTS_RETENTION_MONTHS: the server-wide default months of raw events (1–120). */
export function retentionFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const value = env.EVENTS_RETENTION_MONTHS;
  if (value === undefined || value === '') return DEFAULT_RETENTION_MONTHS;
  const months = Number(value);
  if (!Number.isInteger(months) || months < 1 || months > MAX_RETENTION_MONTHS) {
    throw new Error(`EVENTS_RETENTION_MONTHS must be a whole number of months from 1 to ${MAX_RETENTION_MONTHS}, got "${value}"`);
  }
  return months;
}

/** Raw events before this instant are past a retention of `months`: whole months are kept, the current one included. */
export const retentionCutoff = (now: Date, months: number) => monthStart(now, -months);

export interface RetentionResult {
  droppedPartitions: string[];
  deletedRows: number;
}

/**
 * Drops the month partitions every project is done with (the longest retention decides), then
 * deletes the older rows of projects that keep less, and rollups past their own, longer retention.
 */
export async function applyRetention(db: Db, now: Date, defaultMonths: number): Promise<RetentionResult> {
  const projects = await db.query<{ uuid: string; months: number }>(
    'select uuid, coalesce(events_retention_months, $1)::int as months from sources',
    [defaultMonths],
  );
  const longest = Math.max(defaultMonths, ...projects.map((p) => p.months));
  const cutoff = retentionCutoff(now, longest);
  const droppedPartitions: string[] = [];
  let deletedRows = 0;
  for (const table of EVENT_TABLES) {
    for (const partition of await listPartitions(db, table)) {
      if (monthStart(partition.month, 1) > cutoff) continue;
      await db.query(`drop table ${partition.name}`);
      droppedPartitions.push(partition.name);
    }
    deletedRows += await countDeleted(db, `delete from ${table}_default where created_at < $1`, [cutoff]);
    for (const project of projects.filter((p) => p.months < longest)) {
      const older = retentionCutoff(now, project.months);
      deletedRows += await countDeleted(db, `delete from ${table} where source_uuid = $1 and created_at < $2`, [project.uuid, older]);
    }
  }
  const rollupCutoff = retentionCutoff(now, Math.max(longest, ROLLUP_RETENTION_MONTHS));
  await db.query('delete from search_rollup_queries where day < $1::date', [rollupCutoff]);
  await db.query('delete from search_rollup_users where day < $1::date', [rollupCutoff]);
  for (const table of ['search_rollup_searchers', 'tracker_rollup_visitors', 'tracker_rollup_days']) {
    await db.query(`delete from ${table} where day < $1::date`, [rollupCutoff]);
  }
  // A month the cutoff cuts into is unmarked too: reports then read its remaining days' rollups.
  await db.query('delete from search_rollup_month_queries where month < $1::date', [rollupCutoff]);
  await db.query('delete from search_rollup_months where month < $1::date', [rollupCutoff]);
  await db.query('delete from search_rollup_month_users where month < $1::date', [rollupCutoff]);
  await db.query('delete from search_rollup_month_reach where month < $1::date', [rollupCutoff]);
  deletedRows += await countDeleted(db, 'delete from search_impressions where created_at < $1', [
    new Date(now.getTime() - IMPRESSION_RETENTION_DAYS * 86_400_000),
  ]);
  return { droppedPartitions, deletedRows };
}

async function countDeleted(db: Db, deletion: string, params: unknown[]): Promise<number> {
  const [row] = await db.query<{ n: number }>(`with gone as (${deletion} returning 1) select count(*)::int as n from gone`, params);
  return row?.n ?? 0;
}
