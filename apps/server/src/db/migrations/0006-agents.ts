import { sql, type Kysely } from 'kysely';

/**
 * Agent center: the hierarchy as a closure table, the agent's own time zone, contracts between an
 * upline (or the operator) and a downline agent, and the payouts of their settlement.
 */
const statements = [
  // null: the site's time zone (site setting resources.timeZone).
  `alter table member add column time_zone text`,
  // Every (ancestor, descendant) pair of the upline chain, self included at depth 0.
  `create table member_tree (
    ancestor_id bigint not null references member (id) on delete cascade,
    descendant_id bigint not null references member (id) on delete cascade,
    depth integer not null check (depth >= 0),
    primary key (ancestor_id, descendant_id)
  )`,
  `create index member_tree_descendant_idx on member_tree (descendant_id, depth)`,
  `create index member_tree_ancestor_depth_idx on member_tree (ancestor_id, depth, descendant_id)`,
  `create function member_tree_insert() returns trigger language plpgsql as $$
    begin
      insert into member_tree (ancestor_id, descendant_id, depth)
        select new.id, new.id, 0
        union all
        select ancestor_id, new.id, depth + 1 from member_tree where descendant_id = new.upline_id;
      return null;
    end $$`,
  `create trigger member_tree_on_insert after insert on member
    for each row execute function member_tree_insert()`,
  // Moving a member moves its whole subtree; a member can never move below itself.
  `create function member_tree_move() returns trigger language plpgsql as $$
    begin
      if new.upline_id is not null and exists (
        select 1 from member_tree where ancestor_id = new.id and descendant_id = new.upline_id
      ) then
        raise exception 'a member cannot be moved below its own downline' using errcode = '23514';
      end if;
      delete from member_tree
        where descendant_id in (select descendant_id from member_tree where ancestor_id = new.id)
          and ancestor_id in (select ancestor_id from member_tree where descendant_id = new.id and depth > 0);
      insert into member_tree (ancestor_id, descendant_id, depth)
        select above.ancestor_id, below.descendant_id, above.depth + below.depth + 1
        from member_tree above cross join member_tree below
        where above.descendant_id = new.upline_id and below.ancestor_id = new.id;
      return null;
    end $$`,
  `create trigger member_tree_on_move after update of upline_id on member
    for each row when (old.upline_id is distinct from new.upline_id)
    execute function member_tree_move()`,
  `insert into member_tree (ancestor_id, descendant_id, depth)
    with recursive chain(ancestor_id, descendant_id, depth) as (
      select id, id, 0 from member
      union all
      select m.upline_id, chain.descendant_id, chain.depth + 1
      from chain join member m on m.id = chain.ancestor_id
      where m.upline_id is not null and chain.depth < 64
    )
    select ancestor_id, descendant_id, depth from chain`,
  // Subtree reports read settled rounds per member and time.
  `create index game_round_member_settled_idx on game_round (member_id, settled_at) where status = 'settled'`,

  // upline_id null: offered by the operator (contracts of top-level agents).
  `create table agent_contract (
    id bigint generated always as identity primary key,
    type text not null check (type in ('dividend', 'daily_salary', 'hourly_salary', 'realtime_salary')),
    upline_id bigint references member (id),
    downline_id bigint not null references member (id),
    status text not null default 'pending'
      check (status in ('pending', 'active', 'rejected', 'cancelled', 'replaced', 'terminated')),
    terms jsonb not null,
    termination_requested_by text check (termination_requested_by in ('upline', 'downline')),
    created_at timestamptz not null default now(),
    accepted_at timestamptz,
    ended_at timestamptz,
    end_reason text,
    check (upline_id is null or upline_id <> downline_id)
  )`,
  `create unique index agent_contract_one_active on agent_contract (downline_id, type) where status = 'active'`,
  `create unique index agent_contract_one_pending on agent_contract (downline_id, type) where status = 'pending'`,
  `create index agent_contract_upline_idx on agent_contract (upline_id, type, status)`,
  `create index agent_contract_active_type_idx on agent_contract (type) where status = 'active'`,

  // One row per contract and settled period, zero payouts included; journal_id when money moved.
  `create table contract_payout (
    id bigint generated always as identity primary key,
    contract_id bigint not null references agent_contract (id),
    agent_id bigint not null references member (id),
    contract_type text not null,
    period_key text not null,
    period_start timestamptz not null,
    period_end timestamptz not null,
    valid_bet bigint not null,
    net_loss bigint not null,
    active_members integer not null,
    basis bigint not null,
    rate_bp integer not null,
    amount bigint not null check (amount >= 0),
    journal_id bigint references ledger_journal (id),
    created_at timestamptz not null default now(),
    unique (contract_id, period_key)
  )`,
  `create index contract_payout_agent_idx on contract_payout (agent_id, contract_type, period_end desc)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
