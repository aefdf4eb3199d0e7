/**
 * Fair scheduling of jobs across owners (issue 21): when each owner's job of a kind was last taken,
 * so the worker serves the owner waiting longest instead of the one with the oldest queued jobs.
 */
export const up = `
create table job_owner_turns (
  kind text not null,
  owner_id uuid not null,
  served_at timestamptz not null,
  primary key (kind, owner_id)
);
create index jobs_running on jobs (kind) where state = 'running';
`;
