/**
 * Learned ranking (issue 18): what each shopper search showed, so clicks, carts and purchases that
 * follow can be attributed to the search and its position on the page; and the owner's resets of
 * what was learned. Impressions are kept 180 days (the longest behavioural window) by retention.
 */
export const up = `
create table search_impressions (
  id bigserial primary key,
  source_uuid uuid not null,
  created_at timestamptz not null default now(),
  user_id text not null,
  -- A keyed hash of the client address: one address behind many user ids counts once.
  address_hash text not null,
  -- The query as typed, normalised (folded, whitespace collapsed), and the key the evidence is
  -- kept under: the normalised corrected query, so a typo and its correction learn together.
  query_norm text not null,
  query_key text not null,
  -- The rank of offer_ids[1] (skip + 1); the page's offers in order.
  first_rank integer not null,
  offer_ids text[] not null
);
-- Attribution: a shopper's newest impressions before an event.
create index search_impressions_by_user on search_impressions (source_uuid, user_id, created_at desc);
-- Evidence of a project (or one query of it) within its window.
create index search_impressions_by_key on search_impressions (source_uuid, query_key, created_at);
-- Retention deletes by age across projects.
create index search_impressions_by_time on search_impressions (created_at);

create table learning_resets (
  source_uuid uuid not null references sources(uuid) on delete cascade,
  -- null: the whole project.
  query_key text,
  reset_at timestamptz not null default now()
);
create unique index learning_resets_one on learning_resets (source_uuid, coalesce(query_key, ''));
`;
