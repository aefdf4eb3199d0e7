import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import type { Queryable } from '../../db/database';

/**
 * Secrets shared by every node through the database, created on first use: the JWT signing key
 * and the pepper for one-time tokens.
 */
export async function loadSecret(db: Queryable, name: string): Promise<string> {
  await db.query('insert into app_secrets (name, value) values ($1, $2) on conflict (name) do nothing', [
    name,
    randomBytes(32).toString('base64url'),
  ]);
  const [row] = await db.query<{ value: string }>('select value from app_secrets where name = $1', [name]);
  if (!row) throw new Error(`secret ${name} missing`);
  return row.value;
}

/** One-time tokens and API keys are stored as keyed hashes, never as they are. */
export function hashToken(pepper: string, token: string): string {
  return createHmac('sha256', pepper).update(token).digest('hex');
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** A confirmation code a person types from a mail: 6 digits (spec §9: at least 6 characters). */
export function newConfirmationCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** A link token nobody can guess: 32 random bytes. */
export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

export const API_KEY_PREFIX = 'vtr_';
export function newApiKey(): string {
  return API_KEY_PREFIX + randomBytes(30).toString('base64url');
}
