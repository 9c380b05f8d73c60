-- Core: what the device uploads, tracking events, questions, pop-ups and activities.

create table phone_contacts (
  user_id bigint not null references users (id),
  name text not null,
  mobile text not null
);
create index phone_contacts_user_idx on phone_contacts (user_id);

create table installed_apps (
  user_id bigint not null references users (id),
  app_name text not null,
  package_name text not null
);
create index installed_apps_user_idx on installed_apps (user_id);

create table devices (
  user_id bigint not null references users (id),
  device_id text not null,
  platform text not null,
  info jsonb not null default '{}'::jsonb,
  push_token text,
  updated_at timestamptz not null,
  primary key (user_id, device_id)
);

create table risk_events (
  id bigint generated always as identity primary key,
  -- Null for events sent before login.
  user_id bigint references users (id),
  event text not null,
  event_content text not null,
  source_channel text not null,
  app_version text not null,
  created_at timestamptz not null
);
create index risk_events_user_idx on risk_events (user_id);

create table questions (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id),
  content text not null,
  contact text not null,
  image_keys jsonb not null default '[]'::jsonb,
  status text not null default 'received',
  reply text not null default '',
  created_at timestamptz not null
);
create index questions_user_idx on questions (user_id);

create table pop_confirmations (
  user_id bigint not null references users (id),
  pop_id text not null,
  confirmed_at timestamptz not null,
  primary key (user_id, pop_id)
);

create table activity_awards (
  user_id bigint not null references users (id),
  activity_code text not null,
  awarded_at timestamptz not null,
  primary key (user_id, activity_code)
);
