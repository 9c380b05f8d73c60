-- Core: the five verification steps and the bank accounts.

create table user_profiles (
  user_id bigint primary key references users (id),
  name text not null,
  education text not null,
  marital_status text not null,
  occupation text not null,
  monthly_income int not null,
  city text not null,
  district text not null,
  address text not null,
  email text not null,
  line_id text not null,
  updated_at timestamptz not null
);

create table emergency_contacts (
  user_id bigint not null references users (id),
  position int not null,
  name text not null,
  mobile text not null,
  relation text not null,
  primary key (user_id, position)
);

create table id_cards (
  user_id bigint primary key references users (id),
  front_upload_key text references uploads (key),
  back_upload_key text references uploads (key),
  ocr_checked_at timestamptz,
  -- Filled by ocrConfirm. The full number is kept for the contract and never returned or logged.
  id_no text unique,
  id_no_masked text,
  user_name text,
  birthday date,
  gender text,
  document_type text,
  confirmed_at timestamptz
);

create table bank_cards (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id),
  bank_code text not null,
  branch_code text not null default '',
  account_no text not null,
  holder_name text not null,
  is_default boolean not null default false,
  passbook_upload_key text references uploads (key),
  created_at timestamptz not null,
  unique (bank_code, account_no)
);
create index bank_cards_user_idx on bank_cards (user_id);

create table face_checks (
  user_id bigint primary key references users (id),
  liveness_status text not null default 'not_started',
  face_compare_result text not null default 'not_started',
  identity_check_status text not null default 'not_started',
  live_upload_key text references uploads (key),
  updated_at timestamptz not null
);

-- Every face call, for the reviewer.
create table face_attempts (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id),
  kind text not null,
  upload_key text references uploads (key),
  width int,
  height int,
  outcome text not null,
  created_at timestamptz not null
);
create index face_attempts_user_idx on face_attempts (user_id);
