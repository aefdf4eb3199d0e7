import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database';

export const CODE_TTL_MINUTES = 10;
export const TOKEN_TTL_DAYS = 365;
/** Integration tokens carry their own prefix so they are never mistaken for console tokens. */
export const TOKEN_PREFIX = 'vto_';

export const newSecret = (bytes = 24) => randomBytes(bytes).toString('base64url');

export interface ClientRow {
  client_id: string;
  name: string;
  secret_hash: string;
  redirect_uris: string[];
  created_at: Date;
}

export async function findClient(db: Queryable, clientId: string): Promise<ClientRow | undefined> {
  const [row] = await db.query<ClientRow>(
    'select client_id, name, secret_hash, redirect_uris, created_at from oauth_clients where client_id = $1',
    [clientId],
  );
  return row;
}

export async function listClients(db: Queryable): Promise<ClientRow[]> {
  return db.query<ClientRow>('select client_id, name, secret_hash, redirect_uris, created_at from oauth_clients order by created_at desc');
}

export async function insertClient(
  db: Queryable,
  c: { clientId: string; name: string; secretHash: string; redirectUris: string[]; userId: string },
) {
  await db.query('insert into oauth_clients (client_id, name, secret_hash, redirect_uris, created_by) values ($1, $2, $3, $4::jsonb, $5)', [
    c.clientId,
    c.name,
    c.secretHash,
    JSON.stringify(c.redirectUris),
    c.userId,
  ]);
}

export async function deleteClient(db: Queryable, clientId: string): Promise<boolean> {
  return (await db.query('delete from oauth_clients where client_id = $1 returning client_id', [clientId])).length > 0;
}

export async function insertCode(
  db: Queryable,
  c: { codeHash: string; clientId: string; userId: string; sourceUuid: string; redirectUri: string },
) {
  await db.query(
    `insert into oauth_codes (code_hash, client_id, user_id, source_uuid, redirect_uri, expires_at)
     values ($1, $2, $3, $4, $5, now() + make_interval(mins => $6))`,
    [c.codeHash, c.clientId, c.userId, c.sourceUuid, c.redirectUri, CODE_TTL_MINUTES],
  );
}

/** Uses a live code once; answers it, or undefined when unknown, used, expired or not the client's. */
export async function useCode(db: Queryable, codeHash: string, clientId: string, redirectUri: string) {
  const [row] = await db.query<{ user_id: string; source_uuid: string }>(
    `update oauth_codes set used_at = now()
     where code_hash = $1 and client_id = $2 and redirect_uri = $3 and used_at is null and expires_at > now()
     returning user_id, source_uuid`,
    [codeHash, clientId, redirectUri],
  );
  return row;
}

export async function insertToken(db: Queryable, t: { tokenHash: string; clientId: string; userId: string; sourceUuid: string }) {
  await db.query(
    `insert into oauth_tokens (token_hash, client_id, user_id, source_uuid, expires_at)
     values ($1, $2, $3, $4, now() + make_interval(days => $5))`,
    [t.tokenHash, t.clientId, t.userId, t.sourceUuid, TOKEN_TTL_DAYS],
  );
}

/** The project a live integration token opens, while its user still may view it. */
export async function sourceOfToken(db: Queryable, tokenHash: string): Promise<string | undefined> {
  const [row] = await db.query<{ source_uuid: string }>(
    `select t.source_uuid from oauth_tokens t
     join sources s on s.uuid = t.source_uuid and s.deleted_at is null
     where t.token_hash = $1 and t.expires_at > now()
       and exists (select 1 from permissions p where p.user_id = t.user_id and (p.permission = '*' or p.permission = 'sources.view.' || t.source_uuid::text))`,
    [tokenHash],
  );
  return row?.source_uuid;
}
