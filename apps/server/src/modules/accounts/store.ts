import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database';

export interface UserRow {
  id: string;
  email: string;
  name: string;
  phone_number: string | null;
  password_hash: string;
  avatar: string | null;
  is_company: boolean;
  locale: string;
  confirmed_at: Date | null;
  token_version: number;
  api_key_created_at: Date | null;
  created_at: Date;
}

const USER_COLUMNS =
  'id, email, name, phone_number, password_hash, avatar, is_company, locale, confirmed_at, token_version, api_key_created_at, created_at';

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>(`select ${USER_COLUMNS} from users where email = $1`, [email]);
  return row;
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>(`select ${USER_COLUMNS} from users where id = $1`, [id]);
  return row;
}

export async function findUserByApiKeyHash(db: Queryable, keyHash: string): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>(`select ${USER_COLUMNS} from users where api_key_hash = $1`, [keyHash]);
  return row;
}

export interface NewUser {
  email: string;
  name: string;
  phoneNumber: string | null;
  passwordHash: string;
  isCompany: boolean;
  locale: string;
  confirmed: boolean;
}

export async function insertUser(db: Queryable, user: NewUser): Promise<UserRow> {
  const [row] = await db.query<UserRow>(
    `insert into users (id, email, name, phone_number, password_hash, is_company, locale, confirmed_at)
     values ($1, $2, $3, $4, $5, $6, $7, case when $8::boolean then now() end) returning ${USER_COLUMNS}`,
    [randomUUID(), user.email, user.name, user.phoneNumber, user.passwordHash, user.isCompany, user.locale, user.confirmed],
  );
  if (!row) throw new Error('insert into users returned nothing');
  return row;
}

/** Re-registration of an unconfirmed email takes the newest details. */
export async function confirmUser(db: Queryable, id: string): Promise<void> {
  await db.query('update users set confirmed_at = coalesce(confirmed_at, now()), updated_at = now() where id = $1', [id]);
}

export async function setPassword(db: Queryable, id: string, passwordHash: string): Promise<void> {
  await db.query('update users set password_hash = $2, token_version = token_version + 1, updated_at = now() where id = $1', [
    id,
    passwordHash,
  ]);
}

export interface ProfileChanges {
  name?: string;
  phoneNumber?: string;
  avatar?: string | null;
  isCompany?: boolean;
  locale?: string;
}

export async function updateProfile(db: Queryable, id: string, changes: ProfileChanges): Promise<void> {
  const columns: Record<keyof ProfileChanges, string> = {
    name: 'name',
    phoneNumber: 'phone_number',
    avatar: 'avatar',
    isCompany: 'is_company',
    locale: 'locale',
  };
  const entries = (Object.keys(columns) as Array<keyof ProfileChanges>).filter((key) => changes[key] !== undefined);
  if (!entries.length) return;
  const sets = entries.map((key, index) => `${columns[key]} = $${index + 2}`);
  await db.query(`update users set ${sets.join(', ')}, updated_at = now() where id = $1`, [id, ...entries.map((key) => changes[key])]);
}

export async function setApiKeyHash(db: Queryable, id: string, keyHash: string): Promise<Date> {
  const [row] = await db.query<{ api_key_created_at: Date }>(
    'update users set api_key_hash = $2, api_key_created_at = now() where id = $1 returning api_key_created_at',
    [id, keyHash],
  );
  return row?.api_key_created_at ?? new Date();
}

export async function listPermissions(db: Queryable, userId: string): Promise<string[]> {
  const rows = await db.query<{ permission: string }>('select permission from permissions where user_id = $1 order by permission', [
    userId,
  ]);
  return rows.map((row) => row.permission);
}

export async function grantPermissions(db: Queryable, userId: string, permissions: readonly string[]): Promise<void> {
  for (const permission of permissions) {
    await db.query('insert into permissions (user_id, permission) values ($1, $2) on conflict do nothing', [userId, permission]);
  }
}

// One-time tokens: confirmation codes and password-reset links.

export type TokenKind = 'confirm' | 'reset';

export interface TokenRow {
  id: string;
  user_id: string;
  attempts: number;
  expires_at: Date;
  used_at: Date | null;
}

/** Issues a token and retires the user's earlier unused ones of the same kind. */
export async function issueToken(db: Queryable, userId: string, kind: TokenKind, tokenHash: string, ttlMinutes: number): Promise<void> {
  await db.query('update user_tokens set used_at = now() where user_id = $1 and kind = $2 and used_at is null', [userId, kind]);
  await db.query(
    `insert into user_tokens (id, user_id, kind, token_hash, expires_at) values ($1, $2, $3, $4, now() + make_interval(mins => $5))`,
    [randomUUID(), userId, kind, tokenHash, ttlMinutes],
  );
}

/** The user's live token of a kind (unused, unexpired), if any. */
export async function liveTokenOfUser(
  db: Queryable,
  userId: string,
  kind: TokenKind,
): Promise<(TokenRow & { token_hash: string }) | undefined> {
  const [row] = await db.query<TokenRow & { token_hash: string }>(
    `select id, user_id, token_hash, attempts, expires_at, used_at from user_tokens
     where user_id = $1 and kind = $2 and used_at is null and expires_at > now() order by created_at desc limit 1`,
    [userId, kind],
  );
  return row;
}

export async function liveTokenByHash(db: Queryable, kind: TokenKind, tokenHash: string): Promise<TokenRow | undefined> {
  const [row] = await db.query<TokenRow>(
    `select id, user_id, attempts, expires_at, used_at from user_tokens
     where kind = $1 and token_hash = $2 and used_at is null and expires_at > now()`,
    [kind, tokenHash],
  );
  return row;
}

/** Marks a token used; false when another request used it first. */
export async function useToken(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query('update user_tokens set used_at = now() where id = $1 and used_at is null returning id', [id]);
  return rows.length === 1;
}

/** Counts a wrong guess; the token is retired after `max` of them. */
export async function countWrongAttempt(db: Queryable, id: string, max: number): Promise<void> {
  await db.query(
    'update user_tokens set attempts = attempts + 1, used_at = case when attempts + 1 >= $2 then now() else used_at end where id = $1',
    [id, max],
  );
}
