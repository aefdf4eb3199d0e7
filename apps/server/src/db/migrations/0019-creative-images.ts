/**
 * Creative images in the database (decision 0009): with SNAPSHOT_STORE resolving to the database,
 * the worker writes each generated image here and search nodes on other machines serve it with
 * nothing but DATABASE_URL. One row per offer and template (a format change replaces the row);
 * `hash` is the SHA-256 of the bytes and the public ETag. PNG and JPEG are already compressed:
 * external storage skips PostgreSQL's own compression attempt.
 */
export const up = `
create table creative_images (
  source_uuid uuid not null references sources(uuid) on delete cascade,
  template_id uuid not null references creative_templates(id) on delete cascade,
  offer_id text not null,
  hash text not null,
  content_type text not null,
  bytes bytea not null,
  updated_at timestamptz not null default now(),
  primary key (source_uuid, template_id, offer_id)
);
create index creative_images_by_template on creative_images (template_id);
alter table creative_images alter column bytes set storage external;
`;
