import { sql, type Kysely } from 'kysely';

/** House accounts this migration adds; the same shard count as 0003's. */
const houseAccountPurposes = ['house:games', 'house:agent'];
const houseAccountShards = 8;

/**
 * Game providers and the seamless wallet: providers and their signing secrets, launch tokens, the
 * nonces of signed requests (replays), rounds and the wallet transactions of each round. Rounds are the
 * read model of betting records, profit and loss, agent reports and contract settlement.
 */
const statements = [
  `create table game_provider (
    code text primary key check (code ~ '^[A-Z0-9_]{1,32}$'),
    name text not null,
    secret text not null check (length(secret) >= 32),
    enabled boolean not null default true,
    created_at timestamptz not null default now()
  )`,
  // Which provider runs a vendor's games (the house provider runs every vendor of the generated catalog).
  `alter table game_vendor add column provider_code text references game_provider (code)`,
  // A launch token lets the provider authenticate the player once; bets need it unexpired, wins and
  // rollbacks of its rounds are accepted after it expires.
  `create table game_launch (
    id bigint generated always as identity primary key,
    token_hash text not null unique,
    provider_code text not null references game_provider (code),
    member_id bigint not null references member (id) on delete cascade,
    node_id bigint not null references game (node_id),
    language text not null,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null
  )`,
  `create index game_launch_member_idx on game_launch (member_id, created_at desc)`,
  // Signed requests carry a nonce; one seen within the timestamp window is a replay.
  `create table seamless_nonce (
    provider_code text not null references game_provider (code),
    nonce text not null,
    seen_at timestamptz not null default now(),
    primary key (provider_code, nonce)
  )`,
  `create index seamless_nonce_seen_idx on seamless_nonce (seen_at)`,
  // One game round of one member. Amounts in minor units: stake = bets less refunds, win = credited
  // back (stake included), valid_bet = the turnover that counts for points, salary and reports (the
  // stake of a settled round, 0 while open or once cancelled). Member profit = win - stake.
  `create table game_round (
    id bigint generated always as identity primary key,
    provider_code text not null references game_provider (code),
    round_ref text not null,
    member_id bigint not null references member (id),
    node_id bigint not null references game (node_id),
    vendor_code text not null,
    game_type text not null,
    status text not null default 'open' check (status in ('open', 'settled', 'cancelled')),
    stake bigint not null default 0 check (stake >= 0),
    valid_bet bigint not null default 0 check (valid_bet >= 0),
    win bigint not null default 0 check (win >= 0),
    created_at timestamptz not null default now(),
    settled_at timestamptz,
    unique (provider_code, round_ref)
  )`,
  `create index game_round_member_time_idx on game_round (member_id, created_at desc, id desc)`,
  `create index game_round_settled_idx on game_round (settled_at, member_id) where status = 'settled'`,
  // The provider's wallet transactions, idempotent by (provider, tx_ref). A rollback names the bet it
  // refunds in ref_tx; a rollback that arrives before its bet is remembered (status 'tombstone') so the
  // late bet is refused. response is the first answer, returned again to a retry.
  `create table game_transaction (
    id bigint generated always as identity primary key,
    provider_code text not null references game_provider (code),
    tx_ref text not null,
    kind text not null check (kind in ('bet', 'win', 'rollback')),
    status text not null check (status in ('applied', 'tombstone', 'refunded')),
    round_id bigint references game_round (id),
    member_id bigint not null references member (id),
    amount bigint not null check (amount >= 0),
    ref_tx text,
    request_hash text not null,
    journal_id bigint references ledger_journal (id),
    response jsonb not null,
    created_at timestamptz not null default now(),
    unique (provider_code, tx_ref)
  )`,
  `create index game_transaction_round_idx on game_transaction (round_id)`,
  `create index game_transaction_ref_idx on game_transaction (provider_code, ref_tx) where ref_tx is not null`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
  await sql`
    insert into ledger_account (kind)
    select purpose || '#' || shard from (values ${sql.join(
      houseAccountPurposes.map((purpose) => sql`(${purpose})`),
    )}) p(purpose) cross join generate_series(0, ${sql.lit(houseAccountShards - 1)}) shard`.execute(db);
}
