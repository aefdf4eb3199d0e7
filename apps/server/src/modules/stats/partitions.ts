import type { Db } from '../../db/database';

/** Tables of raw events, partitioned by month of created_at (migration 0007). */
export const EVENT_TABLES = ['search_events', 'tracker_events'] as const;
export type EventTable = (typeof EVENT_TABLES)[number];

const PARTITION_LOCK = 715_302_884;
/** Months made ready ahead of time, the current one included. */
const MONTHS_AHEAD = 3;

/** The first instant of the UTC month `add` months after the month of `date`. */
export function monthStart(date: Date, add = 0): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + add, 1));
}

export const partitionName = (table: EventTable, month: Date) =>
  `${table}_p${month.getUTCFullYear()}${String(month.getUTCMonth() + 1).padStart(2, '0')}`;

/** Month partitions of a table with the month each starts, oldest first (the default partition left out). */
export async function listPartitions(db: Pick<Db, 'query'>, table: EventTable): Promise<Array<{ name: string; month: Date }>> {
  const rows = await db.query<{ name: string }>(
    `select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid where i.inhparent = $1::text::regclass order by 1`,
    [table],
  );
  return rows.flatMap(({ name }) => {
    const match = /_p(\d{4})(\d{2})$/.exec(name);
    return match ? [{ name, month: new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)) }] : [];
  });
}

/**
 * Creates the partitions of this month and the next ones that are missing. Rows that waited in
 * the default partition for their month move into it, so the new partition can be attached.
 */
export async function ensureMonthPartitions(db: Db, now: Date): Promise<string[]> {
  const created: string[] = [];
  for (const table of EVENT_TABLES) {
    for (let ahead = 0; ahead < MONTHS_AHEAD; ahead++) {
      const from = monthStart(now, ahead);
      if (await createPartition(db, table, from)) created.push(partitionName(table, from));
    }
  }
  return created;
}

async function createPartition(db: Db, table: EventTable, from: Date): Promise<boolean> {
  const name = partitionName(table, from);
  const to = monthStart(from, 1);
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [PARTITION_LOCK]);
    if ((await tx.query('select 1 from pg_class where relname = $1', [name])).length) return false;
    await tx.query(`create table ${name} (like ${table} including defaults including constraints)`);
    await tx.query(
      `with moved as (delete from ${table}_default where created_at >= $1 and created_at < $2 returning *) insert into ${name} select * from moved`,
      [from, to],
    );
    await tx.query(`alter table ${table} attach partition ${name} for values from ('${from.toISOString()}') to ('${to.toISOString()}')`);
    return true;
  });
}
