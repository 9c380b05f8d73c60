-- Loans: orders, their status history, payments, payment codes, repayment claims, extensions, settings.
-- Money is whole NT$ (int). Calendar days (loan, due) are `date` in Asia/Taipei; instants are timestamptz
-- written by the application clock. The contract terms (rate, fees, extension rule) are copied onto the
-- order at confirmation so a later product change never alters a signed loan.

create table loan_orders (
  apply_id text primary key,
  user_id bigint not null references users (id),
  -- Client-generated idempotency key of apply/confirm: one request creates each product's order once.
  request_id text not null,
  product_code text not null,
  product_name text not null,
  product_color text not null,
  purpose text not null,
  principal int not null check (principal > 0),
  term_days int not null check (term_days > 0),
  annual_rate_bp int not null check (annual_rate_bp >= 0),
  -- [{name, amount}] as listed in the contract.
  fees jsonb not null,
  service_amount int not null check (service_amount >= 0),
  -- Contract interest plus the interest of every extension term.
  interest_amount int not null check (interest_amount >= 0),
  ext_service_amount int not null default 0,
  late_charged_amount int not null default 0,
  paid_amount int not null default 0 check (paid_amount >= 0),
  ext_term_days int not null,
  ext_fee_rate_bp int not null,
  ext_max_count int not null,
  extension_count int not null default 0,
  status text not null check (
    status in ('to_sign', 'under_review', 'disbursing', 'disbursement_failed', 'repaying', 'extended', 'overdue',
               'settled', 'rejected')
  ),
  -- The receiving account as it was at confirmation (masked only; the card may change later).
  card_id text not null,
  bank_code text not null,
  bank_name text not null,
  account_masked text not null,
  signature_upload_key text references uploads (key),
  created_at timestamptz not null,
  signed_at timestamptz,
  loan_at timestamptz,
  settled_at timestamptz,
  loan_date date,
  due_date date,
  -- Late interest has been added to late_charged_amount up to this day.
  late_from_date date,
  updated_at timestamptz not null,
  unique (user_id, request_id, product_code)
);
create index loan_orders_user_idx on loan_orders (user_id, created_at desc);
create index loan_orders_status_idx on loan_orders (status);

-- Every status change (the timeline).
create table loan_order_events (
  id bigint generated always as identity primary key,
  apply_id text not null references loan_orders (apply_id),
  from_status text,
  to_status text not null,
  note text not null,
  -- 'user', 'admin' or 'system' (auto-approval, overdue sweep).
  actor text not null,
  at timestamptz not null
);
create index loan_order_events_order_idx on loan_order_events (apply_id, id);

-- Money received: repayments and extension payments.
create table loan_payments (
  id bigint generated always as identity primary key,
  apply_id text not null references loan_orders (apply_id),
  kind text not null check (kind in ('repayment', 'extension')),
  amount int not null check (amount > 0),
  channel text not null,
  actor text not null,
  at timestamptz not null
);
create index loan_payments_order_idx on loan_payments (apply_id);

-- Payment codes handed out by repay/collect; voided by repay/replan or when the amount due changes.
create table loan_payment_codes (
  id bigint generated always as identity primary key,
  apply_id text not null references loan_orders (apply_id),
  channel text not null,
  -- Virtual account, store code, or the first barcode.
  code text not null,
  -- The three barcodes for the barcode channel, else [].
  barcodes jsonb not null default '[]'::jsonb,
  amount int not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  voided_at timestamptz
);
create index loan_payment_codes_order_idx on loan_payment_codes (apply_id, channel);
create unique index loan_payment_codes_live_code_idx on loan_payment_codes (code) where voided_at is null;

-- "I have paid" claims from repay/manual, for an operator to check.
create table loan_repay_claims (
  claim_id text primary key,
  apply_id text not null references loan_orders (apply_id),
  user_id bigint not null references users (id),
  channel text not null,
  amount int not null check (amount > 0),
  reference text not null default '',
  proof_upload_key text references uploads (key),
  status text not null default 'pending_review' check (status in ('pending_review', 'confirmed', 'rejected')),
  created_at timestamptz not null
);
create index loan_repay_claims_order_idx on loan_repay_claims (apply_id);

create table loan_extensions (
  id bigint generated always as identity primary key,
  apply_id text not null references loan_orders (apply_id),
  from_due_date date not null,
  new_due_date date not null,
  term_days int not null,
  paid_amount int not null,
  ext_fee int not null,
  at timestamptz not null
);
create index loan_extensions_order_idx on loan_extensions (apply_id);

-- Operator switches that survive a restart (auto_approve: 'on' | 'off').
create table loan_settings (
  key text primary key,
  value text not null,
  updated_at timestamptz not null
);
