/** Events from shop sites: the tracker's page, product, cart and order events and widget clicks. */
export const up = `
create table tracker_events (
  id bigserial primary key,
  source_uuid uuid not null,
  created_at timestamptz not null default now(),
  type text not null,
  name text,
  user_id text not null,
  offer_id text,
  query text,
  order_id text,
  price double precision,
  quantity integer,
  url text,
  device text not null default 'unknown'
);
create index tracker_events_by_source on tracker_events (source_uuid, created_at desc);
create index tracker_events_by_type on tracker_events (source_uuid, type, created_at desc);
`;
