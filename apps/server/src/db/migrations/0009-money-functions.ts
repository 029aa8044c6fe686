import { sql, type Kysely } from 'kysely';

/**
 * Plans of the money functions are made once per connection and kept (re-planning each call cost more
 * than the work), and are always key lookups: every row they touch is found by an index, a handful at a
 * time. Left to costs, a plan made while the tables are small scans them (sequential, bitmap or hash),
 * and a kept plan would go on scanning as the ledger grows.
 */
const planSettings = sql`set plan_cache_mode = force_generic_plan set enable_seqscan = off
  set enable_bitmapscan = off set enable_hashjoin = off set enable_mergejoin = off`;

/**
 * The ledger's write path and the settlement of a deposit as database functions, so that a movement
 * costs one round trip instead of one per step (see docs/decisions.md, "Money movements in one
 * statement"). The ledger's rules stay where they were: the triggers of 0003 move the cached balances,
 * refuse overdrafts and check every journal sums to zero at commit.
 *
 * History: the functions as they run now are the files of db/sql/, applied after the migrations.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // The postings written by one statement balance per journal, checked as the statement ends (it was
  // once per posting at commit, each a lookup). Journals start empty, so every journal stays balanced;
  // the journal's own commit-time check (now in one function, no nested call) still refuses a journal
  // left without postings.
  await sql`drop trigger ledger_posting_balanced on ledger_posting`.execute(db);
  await sql`drop function ledger_posting_check_balanced`.execute(db);
  await sql`
    create function ledger_posting_check_statement() returns trigger language plpgsql as $$
    declare
      unbalanced bigint;
    begin
      select journal_id into unbalanced from inserted
        group by journal_id having count(*) < 2 or sum(amount) <> 0 limit 1;
      if found then
        raise exception 'ledger journal % is unbalanced', unbalanced using errcode = '23514';
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger ledger_posting_balanced after insert on ledger_posting
    referencing new table as inserted for each statement execute function ledger_posting_check_statement()`.execute(
    db,
  );
  await sql`
    create or replace function ledger_journal_check_balanced() returns trigger language plpgsql as $$
    declare
      lines integer;
      total numeric;
    begin
      select count(*), coalesce(sum(amount), 0) into lines, total from ledger_posting where journal_id = new.id;
      if lines < 2 or total <> 0 then
        raise exception 'ledger journal % is unbalanced (% postings, sum %)', new.id, lines, total
          using errcode = '23514';
      end if;
      return null;
    end $$`.execute(db);
  await sql`alter function ledger_journal_check_balanced ${planSettings}`.execute(db);
  await sql`drop function ledger_check_journal(bigint)`.execute(db);
  // Postings are looked up by journal (that check, reconciliation) or by account, never by id alone:
  // keyed by (journal_id, id), the journal index is the primary key, one index less per posting.
  await sql`
    alter table ledger_posting drop constraint ledger_posting_pkey, add primary key (journal_id, id)`.execute(
    db,
  );
  await sql`drop index ledger_posting_journal_idx`.execute(db);

  // One journal and its postings. Member accounts are locked in id order before any posting takes
  // its id, so concurrent movements never deadlock and the newest posting of an account always holds
  // its current balance. House accounts are named by the caller (a shard of a purpose) and not locked.
  await sql`
    create function ledger_post(
      p_type text, p_event_key text, p_reference text, p_memo jsonb,
      p_member_ids bigint[], p_member_kinds text[], p_member_amounts bigint[],
      p_house_kinds text[], p_house_amounts bigint[]
    ) returns table (
      journal_id bigint, account_id bigint, member_id bigint, kind text,
      amount bigint, balance_after bigint, created_at timestamptz
    ) language plpgsql as $$
    #variable_conflict use_column
    declare
      journal bigint;
    begin
      perform 1 from ledger_account a
        join unnest(p_member_ids, p_member_kinds) v(member_id, kind)
          on a.member_id = v.member_id and a.kind = v.kind
        order by a.id for update of a;
      insert into ledger_journal (type, event_key, reference, memo)
        values (p_type, p_event_key, p_reference, p_memo) returning id into journal;
      return query
        with accounts as (
          select a.id, a.member_id, a.kind, v.amount
            from unnest(p_member_ids, p_member_kinds, p_member_amounts) v(member_id, kind, amount)
            join ledger_account a on a.member_id = v.member_id and a.kind = v.kind
          union all
          select a.id, a.member_id, a.kind, v.amount
            from unnest(p_house_kinds, p_house_amounts) v(kind, amount)
            join ledger_account a on a.member_id is null and a.kind = v.kind
        ), inserted as (
          insert into ledger_posting (journal_id, account_id, amount)
            select journal, accounts.id, accounts.amount from accounts order by accounts.id
            returning ledger_posting.journal_id, ledger_posting.account_id, ledger_posting.amount,
                      ledger_posting.balance_after, ledger_posting.created_at
        )
        select i.journal_id, i.account_id, accounts.member_id, accounts.kind, i.amount,
               i.balance_after, i.created_at
          from inserted i join accounts on accounts.id = i.account_id;
    end $$`.execute(db);
  await sql`alter function ledger_post ${planSettings}`.execute(db);

  // Settles a deposit: credited (one journal, house deposits -> member main) or failed/rejected.
  // Checks in order, answering the first that fails without writing anything: the deposit exists
  // (and belongs to p_adapter when given), its amount is p_amount when given, the callback's
  // idempotency key (when given) was not claimed before; then a deposit no longer pending is left as
  // it is ('unchanged'), except that a deposit failed with p_late_reason may still be credited.
  await sql`
    create function deposit_settle(
      p_deposit_id bigint, p_status text, p_reason text, p_reviewed_by text,
      p_event_key text, p_reference text, p_house_kind text,
      p_adapter text, p_amount bigint, p_late_reason text,
      p_claim_scope text, p_claim_key text, p_claim_hash text
    ) returns table (
      outcome text, status text, member_id bigint, amount bigint, balance_after bigint,
      settled_at timestamptz
    ) language plpgsql as $$
    #variable_conflict use_column
    declare
      d record;
      late boolean;
      journal bigint;
    begin
      select dep.id, dep.member_id, dep.amount, dep.status, dep.failure_reason, dep.channel_id, c.adapter
        into d
        from deposit dep join payment_channel c on c.id = dep.channel_id
        where dep.id = p_deposit_id
        for update of dep;
      if not found or (p_adapter is not null and d.adapter <> p_adapter) then
        outcome := 'not_found';
        return next;
        return;
      end if;
      status := d.status;
      member_id := d.member_id;
      amount := d.amount;
      if p_amount is not null and d.amount <> p_amount then
        outcome := 'amount_mismatch';
        return next;
        return;
      end if;
      if p_claim_key is not null then
        insert into idempotency_key (scope, key, request_hash)
          values (p_claim_scope, p_claim_key, p_claim_hash) on conflict do nothing;
        if not found then
          outcome := 'replayed';
          return next;
          return;
        end if;
      end if;
      late := p_status = 'credited' and d.status = 'failed' and d.failure_reason = p_late_reason;
      if d.status <> 'pending' and not late then
        outcome := 'unchanged';
        return next;
        return;
      end if;
      outcome := 'settled';
      status := p_status;
      if p_status = 'credited' then
        select p.journal_id, p.balance_after, p.created_at into journal, balance_after, settled_at
          from ledger_post('deposit', p_event_key, p_reference, jsonb_build_object('channel', d.channel_id),
                           array[d.member_id], array['main'], array[d.amount],
                           array[p_house_kind], array[-d.amount]) p
          where p.member_id is not null;
        update deposit set status = 'credited', journal_id = journal, reviewed_by = p_reviewed_by,
                           reviewed_at = settled_at, updated_at = now()
          where id = d.id;
      else
        settled_at := now();
        update deposit set status = p_status, failure_reason = p_reason, reviewed_by = p_reviewed_by,
                           reviewed_at = settled_at, updated_at = settled_at
          where id = d.id;
      end if;
      return next;
    end $$`.execute(db);
  await sql`alter function deposit_settle ${planSettings}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function deposit_settle`.execute(db);
  await sql`drop function ledger_post`.execute(db);
  await sql`create index ledger_posting_journal_idx on ledger_posting (journal_id)`.execute(db);
  await sql`
    alter table ledger_posting drop constraint ledger_posting_pkey, add primary key (id)`.execute(db);
  await sql`drop trigger ledger_posting_balanced on ledger_posting`.execute(db);
  await sql`drop function ledger_posting_check_statement`.execute(db);
  await sql`
    create function ledger_check_journal(journal bigint) returns void language plpgsql as $$
    declare total numeric; lines integer;
    begin
      select coalesce(sum(amount), 0), count(*) into total, lines from ledger_posting where journal_id = journal;
      if lines < 2 or total <> 0 then
        raise exception 'ledger journal % is unbalanced (% postings, sum %)', journal, lines, total
          using errcode = '23514';
      end if;
    end $$`.execute(db);
  for (const [table, column] of [
    ['ledger_journal', 'id'],
    ['ledger_posting', 'journal_id'],
  ] as const) {
    await sql`
      create or replace function ${sql.id(`${table}_check_balanced`)}() returns trigger language plpgsql as $$
      begin
        perform ledger_check_journal(new.${sql.raw(column)});
        return null;
      end $$`.execute(db);
  }
  await sql`alter function ledger_journal_check_balanced reset all`.execute(db);
  await sql`
    create constraint trigger ledger_posting_balanced after insert on ledger_posting
    deferrable initially deferred for each row execute function ledger_posting_check_balanced()`.execute(db);
}
