import { sql, type Kysely } from 'kysely';

/**
 * The console's payments and member-review pieces (issue 18 items 4, 5, 7): withdrawal channels and
 * fees on payment_channel, platform messages sent by staff (one row per send, idempotent by request
 * id, with progress for the ones sent to many members), and KYC documents with their review.
 */
const statements = [
  `alter table payment_channel add column direction text not null default 'deposit'
     check (direction in ('deposit', 'withdrawal'))`,
  // What the payment provider charges the operator: recorded and shown, never taken from the player.
  `alter table payment_channel add column fee_bp integer not null default 0 check (fee_bp between 0 and 10000)`,
  `alter table payment_channel add column fee_fixed bigint not null default 0 check (fee_fixed >= 0)`,
  // One withdrawal channel per payout method; the env range (WITHDRAW_MIN/MAX_AMOUNT) still bounds both.
  `insert into payment_channel (id, adapter, method, name, min_amount, max_amount, sort, direction)
   values ('withdraw_mobile_wallet', 'manual', 'mobile_wallet', 'Mobile wallet payout', 10000, 5000000, 1, 'withdrawal'),
          ('withdraw_bank', 'manual', 'bank', 'Bank payout', 10000, 5000000, 2, 'withdrawal')
   on conflict (id) do nothing`,
  `create table ops_message_send (
    id bigint generated always as identity primary key,
    request_id text not null unique,
    staff_id bigint not null references member (id),
    audience text not null check (audience in ('member', 'tag', 'all')),
    target text,
    title text not null,
    content text not null,
    status text not null default 'sending' check (status in ('sending', 'done')),
    planned integer not null default 0,
    sent integer not null default 0,
    last_member_id bigint not null default 0,
    created_at timestamptz not null default now(),
    finished_at timestamptz
  )`,
  `create index ops_message_send_open_idx on ops_message_send (id) where status = 'sending'`,
  `alter table platform_message add column send_id bigint references ops_message_send (id)`,
  `create index platform_message_send_idx on platform_message (send_id) where send_id is not null`,
  `create table kyc_document (
    id bigint generated always as identity primary key,
    member_id bigint not null references member (id),
    doc_type text not null check (doc_type in ('national_id', 'passport', 'driving_licence')),
    status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
    reason text,
    claimed_by bigint references member (id),
    claimed_at timestamptz,
    reviewed_by bigint references member (id),
    reviewed_at timestamptz,
    created_at timestamptz not null default now()
  )`,
  // The pictures, re-encoded, in the database (backed up with the rest; a few per member).
  `create table kyc_file (
    document_id bigint not null references kyc_document (id),
    part text not null check (part in ('front', 'back')),
    content_type text not null check (content_type in ('image/png', 'image/jpeg')),
    bytes bytea not null,
    primary key (document_id, part)
  )`,
  `create index kyc_document_member_idx on kyc_document (member_id, id desc)`,
  `create index kyc_document_pending_idx on kyc_document (id) where status = 'pending'`,
  // A member has at most one submission waiting for review.
  `create unique index kyc_document_one_pending on kyc_document (member_id) where status = 'pending'`,
  // The risk hints look up who else used a payee account.
  `create index payout_account_number_idx on payout_account (account_number) where removed_at is null`,
  `create index deposit_payer_account_idx on deposit (payer_account) where payer_account is not null`,
  `create index login_ip_ip_idx on login_ip (ip)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
