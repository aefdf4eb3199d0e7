import { type Participant, type ParticipantAccess, SOURCE_ACTIONS, sourcePermission } from '@vitrina/contracts';
import type { Queryable } from '../../db/database';

interface ParticipantRow {
  id: string;
  name: string;
  email: string;
  is_owner: boolean;
  can_edit: boolean;
  is_subscribed: boolean | null;
}

const SELECT = `select u.id, u.name, u.email, (s.owner_id = u.id) as is_owner,
    exists (select 1 from permissions e where e.user_id = u.id and e.permission = 'sources.edit.' || s.uuid::text) as can_edit,
    n.is_subscribed_to_errors as is_subscribed
  from sources s
  join users u on u.id = s.owner_id
    or exists (select 1 from permissions p where p.user_id = u.id and p.permission = 'sources.view.' || s.uuid::text)
  left join participant_notifications n on n.source_uuid = s.uuid and n.user_id = u.id`;

function toParticipant(row: ParticipantRow): Participant {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    access: row.is_owner ? 'owner' : row.can_edit ? 'edit' : 'view',
    notification: { is_subscribed_to_errors: row.is_subscribed === true },
  };
}

/** The owner first, then the others by name. */
export async function listParticipants(db: Queryable, sourceUuid: string): Promise<Participant[]> {
  const rows = await db.query<ParticipantRow>(`${SELECT} where s.uuid = $1 order by (s.owner_id = u.id) desc, lower(u.name), u.email`, [
    sourceUuid,
  ]);
  return rows.map(toParticipant);
}

export async function findParticipant(db: Queryable, sourceUuid: string, userId: string): Promise<Participant | undefined> {
  const [row] = await db.query<ParticipantRow>(`${SELECT} where s.uuid = $1 and u.id = $2`, [sourceUuid, userId]);
  return row ? toParticipant(row) : undefined;
}

/** Grants exactly the permissions of `access` on the project (an editor also views). */
export async function setAccess(db: Queryable, sourceUuid: string, userId: string, access: ParticipantAccess): Promise<void> {
  const wanted = access === 'edit' ? ['view', 'edit'] : ['view'];
  for (const action of SOURCE_ACTIONS) {
    const permission = sourcePermission(action, sourceUuid);
    if (wanted.includes(action)) {
      await db.query('insert into permissions (user_id, permission) values ($1, $2) on conflict do nothing', [userId, permission]);
    } else {
      await db.query('delete from permissions where user_id = $1 and permission = $2', [userId, permission]);
    }
  }
}

/** Takes every permission of the user on the project, and their subscription. */
export async function unlink(db: Queryable, sourceUuid: string, userId: string): Promise<void> {
  const permissions = SOURCE_ACTIONS.map((action) => sourcePermission(action, sourceUuid));
  // Three-part permissions (sources.edit.<id>.<part>) go too.
  const parts = permissions.map((permission) => `${permission}.%`);
  await db.query('delete from permissions where user_id = $1 and (permission = any($2::text[]) or permission like any($3::text[]))', [
    userId,
    permissions,
    parts,
  ]);
  await db.query('delete from participant_notifications where source_uuid = $1 and user_id = $2', [sourceUuid, userId]);
}

export async function setErrorSubscription(db: Queryable, sourceUuid: string, userId: string, subscribed: boolean): Promise<void> {
  await db.query(
    `insert into participant_notifications (source_uuid, user_id, is_subscribed_to_errors) values ($1, $2, $3)
     on conflict (source_uuid, user_id) do update set is_subscribed_to_errors = excluded.is_subscribed_to_errors, updated_at = now()`,
    [sourceUuid, userId, subscribed],
  );
}

export interface Subscriber {
  email: string;
  name: string;
  locale: string;
}

/** Participants still holding access who asked for mail about the project's errors. */
export async function errorSubscribers(db: Queryable, sourceUuid: string): Promise<Subscriber[]> {
  return db.query<Subscriber>(
    `select u.email, u.name, u.locale from participant_notifications n
     join sources s on s.uuid = n.source_uuid and s.deleted_at is null
     join users u on u.id = n.user_id and u.confirmed_at is not null
     where n.source_uuid = $1 and n.is_subscribed_to_errors
       and (s.owner_id = u.id or exists (select 1 from permissions p where p.user_id = u.id and p.permission = 'sources.view.' || s.uuid::text))
     order by u.email`,
    [sourceUuid],
  );
}
