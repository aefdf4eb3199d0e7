import type { Db } from '../../db/database';

const SCHEDULE_LOCK = 715_302_882;

/**
 * Queues a feed update for every project whose update frequency has come round since its last
 * load (hourly, every four hours, daily, weekly). Stopped, unpaid and waiting projects are left
 * alone. Returns how many were queued.
 */
export async function enqueueDueLoads(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SCHEDULE_LOCK]);
    const rows = await tx.query(
      `insert into jobs (kind, payload)
       select 'feed.load', jsonb_build_object('sourceUuid', s.uuid::text) from sources s
       where s.deleted_at is null and s.source_status in ('success', 'failed')
         and coalesce((select max(f.started_at) from feed_loads f where f.source_uuid = s.uuid), s.created_at) < now() -
           case s.fields->>'feedUpdateFrequency'
             when 'hourly' then interval '1 hour' when 'every4hours' then interval '4 hours' when 'weekly' then interval '7 days'
             else interval '1 day' end
         and not exists (select 1 from jobs j where j.kind = 'feed.load' and j.state in ('queued', 'running') and j.payload->>'sourceUuid' = s.uuid::text)
       returning id`,
    );
    return rows.length;
  });
}
