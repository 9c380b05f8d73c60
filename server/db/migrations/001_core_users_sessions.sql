-- Core: users, sessions, one-time codes and password attempts, uploads.
-- Times are timestamptz written by the application clock (never now()), so tests can move time.

create table users (
  id bigint generated always as identity primary key,
  uu_id uuid not null unique,
  -- 09XXXXXXXX; null once the account is destroyed so the number can register again.
  mobile text unique,
  password_hash text,
  created_at timestamptz not null,
  destroyed_at timestamptz
);

create table sessions (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id),
  -- SHA-256 of the bearer token (hex); the token itself is never stored.
  token_hash text not null unique,
  created_at timestamptz not null,
  last_seen_at timestamptz not null,
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index sessions_user_idx on sessions (user_id);

create table otp_codes (
  id bigint generated always as identity primary key,
  mobile text not null,
  -- HMAC-SHA256 of the code (hex).
  code_hash text not null,
  channel text not null check (channel in ('text', 'voice')),
  created_at timestamptz not null,
  expires_at timestamptz not null,
  failed_attempts int not null default 0,
  -- Set when the code was used to log in, or killed by too many wrong tries or by a newer code.
  closed_at timestamptz
);
create index otp_codes_mobile_idx on otp_codes (mobile, created_at);

create table password_failures (
  id bigint generated always as identity primary key,
  mobile text not null,
  at timestamptz not null
);
create index password_failures_mobile_idx on password_failures (mobile, at);

create table uploads (
  -- Random, unguessable: also the file name under DATA_DIR/uploads and part of the image URL.
  key text primary key,
  user_id bigint not null references users (id),
  mime text not null,
  size_bytes int not null,
  sha256 text not null,
  width int not null,
  height int not null,
  created_at timestamptz not null
);
create index uploads_user_idx on uploads (user_id);
