import type { FastifyReply } from 'fastify';
import type { FeedLimits } from '../../config-feed-limits';
import type { Queryable } from '../../db/database';
import { AppError } from '../../http/errors';

/**
 * Per-owner quotas (issue 21): a free account must not fill the shared workers with projects and
 * loads. Counted in the database, so every admin node sees the same numbers.
 */

/** Locks the owner's row for the rest of the transaction: parallel requests of one owner count each other. */
async function lockOwner(tx: Queryable, ownerId: string): Promise<void> {
  await tx.query('select 1 from users where id = $1 for update', [ownerId]);
}

/**
 * Refuses a new project past PROJECTS_PER_USER (409) or PROJECT_CREATIONS_PER_HOUR (429 with
 * Retry-After); deleted projects count towards the hour, so deleting does not reopen it.
 */
export async function checkNewProject(tx: Queryable, ownerId: string, limits: FeedLimits, reply: FastifyReply): Promise<void> {
  await lockOwner(tx, ownerId);
  const [row] = await tx.query<{ live: number; recent: number; wait_s: number | null }>(
    `select count(*) filter (where deleted_at is null)::int as live,
            count(*) filter (where created_at > now() - interval '1 hour')::int as recent,
            ceil(extract(epoch from min(created_at) filter (where created_at > now() - interval '1 hour') + interval '1 hour' - now()))::int as wait_s
     from sources where owner_id = $1`,
    [ownerId],
  );
  if ((row?.live ?? 0) >= limits.projectsPerUser) throw new AppError('PROJECTS_LIMIT', [limits.projectsPerUser]);
  if ((row?.recent ?? 0) >= limits.projectCreationsPerHour) {
    const seconds = Math.max(1, row?.wait_s ?? 3600);
    reply.header('retry-after', seconds);
    throw new AppError('PROJECT_CREATION_RATE', [limits.projectCreationsPerHour, Math.ceil(seconds / 60)]);
  }
}

/**
 * Refuses a 'load now' while the owner's projects have FEED_LOADS_PER_OWNER loads queued or running.
 * A project with a load already queued is not refused: its request joins that load.
 */
export async function checkLoadNow(tx: Queryable, ownerId: string, sourceUuid: string, limits: FeedLimits): Promise<void> {
  await lockOwner(tx, ownerId);
  const [row] = await tx.query<{ pending: number; queued_here: boolean }>(
    `select count(*)::int as pending,
            coalesce(bool_or(j.state = 'queued' and s.uuid = $2), false) as queued_here
     from jobs j join sources s on s.uuid::text = j.payload->>'sourceUuid'
     where j.kind = 'feed.load' and j.state in ('queued', 'running') and s.owner_id = $1`,
    [ownerId, sourceUuid],
  );
  if (!row?.queued_here && (row?.pending ?? 0) >= limits.queuedPerOwner) throw new AppError('FEED_LOADS_LIMIT', [limits.queuedPerOwner]);
}
