/**
 * Plans (spec §3, §4): the catalogue of plans with their features, each project's subscription
 * (trial from the first successful feed load, then paid periods), the history of plan changes
 * that invoices are issued from, and search queries counted per project and calendar month.
 * Prices are roubles per period. The seeded plans can be edited by the administrator.
 */
export const up = `
create table plans (
  id text primary key,
  name text not null,
  price integer not null default 0 check (price >= 0),
  currency text not null default 'RUB',
  period_days integer not null check (period_days > 0),
  position integer not null default 0,
  is_trial boolean not null default false,
  archived boolean not null default false,
  features jsonb not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index plans_one_trial on plans (is_trial) where is_trial;

create table plan_subscriptions (
  source_uuid uuid primary key references sources(uuid) on delete cascade,
  plan_id text not null references plans(id),
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  unpaid boolean not null default false,
  updated_at timestamptz not null default now()
);
create index plan_subscriptions_by_plan on plan_subscriptions (plan_id);

create table plan_changes (
  id bigserial primary key,
  source_uuid uuid not null references sources(uuid) on delete cascade,
  user_id uuid references users(id) on delete set null,
  kind text not null check (kind in ('trial', 'change', 'renewal')),
  from_plan_id text references plans(id),
  to_plan_id text not null references plans(id),
  price integer not null,
  period_start timestamptz not null,
  period_end timestamptz not null,
  created_at timestamptz not null default now()
);
create index plan_changes_by_source on plan_changes (source_uuid, created_at desc);

create table plan_usage (
  source_uuid uuid not null references sources(uuid) on delete cascade,
  month date not null,
  queries bigint not null default 0,
  primary key (source_uuid, month)
);

insert into plans (id, name, price, period_days, position, is_trial, features) values
  ('trial', 'Пробный', 0, 14, 0, true,
   '{"offersLimit": 100000, "queriesPerMonth": 100000, "taps": true, "colorDetection": true, "statistics": true, "tradeWidgets": true, "creativeBooster": true}'),
  ('start', 'Старт', 2990, 30, 1, false,
   '{"offersLimit": 5000, "queriesPerMonth": 30000, "taps": false, "colorDetection": false, "statistics": false, "tradeWidgets": false, "creativeBooster": false}'),
  ('business', 'Бизнес', 9900, 30, 2, false,
   '{"offersLimit": 50000, "queriesPerMonth": 300000, "taps": true, "colorDetection": true, "statistics": true, "tradeWidgets": true, "creativeBooster": false}'),
  ('pro', 'Профи', 29900, 30, 3, false,
   '{"offersLimit": 300000, "queriesPerMonth": null, "taps": true, "colorDetection": true, "statistics": true, "tradeWidgets": true, "creativeBooster": true}');
`;
