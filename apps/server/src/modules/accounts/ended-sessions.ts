import type { Queryable } from '../../db/database';

/**
 * Ends one session before its token expires. Ended ids are kept only until the token would have
 * expired, so the table stays as small as the number of sign-outs within one token lifetime.
 */
export async function endSession(db: Queryable, session: { tokenId: string; userId: string; expiresAt: Date }): Promise<void> {
  await db.query('delete from ended_sessions where expires_at < now()');
  // A user deleted meanwhile has no sessions left to end.
  await db.query(
    `insert into ended_sessions (token_id, user_id, expires_at)
     select $1, $2, $3 where exists (select 1 from users where id = $2) on conflict (token_id) do nothing`,
    [session.tokenId, session.userId, session.expiresAt],
  );
}

export async function isSessionEnded(db: Queryable, tokenId: string): Promise<boolean> {
  const rows = await db.query('select 1 from ended_sessions where token_id = $1', [tokenId]);
  return rows.length > 0;
}
