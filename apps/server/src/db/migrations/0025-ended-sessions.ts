/**
 * Server-side sign-out (issue 21): the ids of access tokens ended before they expire. Kept only
 * until the token would have expired anyway; a password change ends every session through
 * users.token_version instead.
 */
export const up = `
create table ended_sessions (
  token_id uuid primary key,
  user_id uuid not null references users(id) on delete cascade,
  expires_at timestamptz not null
);
create index ended_sessions_expires_at on ended_sessions (expires_at);
`;
