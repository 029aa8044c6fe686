import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';
import { notBonusJournalTypes } from './bonus-journals.js';

export interface Figures {
  deposits: string;
  withdrawals: string;
  bets: string;
  wins: string;
  bonus_cost: string;
  new_players: number;
  active_players: number;
  first_depositors: number;
}

/** Money, play and players in [from, to): credited deposits, paid withdrawals, settled rounds, bonuses. */
export async function figures(db: Db, from: Date, to: Date): Promise<Figures> {
  const { rows } = await sql<Figures>`
    select
      (select coalesce(sum(amount), 0)::text from deposit
        where status = 'credited' and updated_at >= ${from} and updated_at < ${to}) as deposits,
      (select coalesce(sum(amount), 0)::text from withdrawal
        where paid_at >= ${from} and paid_at < ${to} and status <> 'rejected') as withdrawals,
      (select coalesce(sum(stake), 0)::text from game_round
        where status = 'settled' and settled_at >= ${from} and settled_at < ${to}) as bets,
      (select coalesce(sum(win), 0)::text from game_round
        where status = 'settled' and settled_at >= ${from} and settled_at < ${to}) as wins,
      (select coalesce(sum(p.amount), 0)::text from ledger_posting p
        join ledger_account a on a.id = p.account_id
        join ledger_journal j on j.id = p.journal_id
        where a.member_id is not null and a.kind = 'main' and p.amount > 0
          and p.created_at >= ${from} and p.created_at < ${to}
          and j.type not in (${sql.join(notBonusJournalTypes)})) as bonus_cost,
      (select count(*)::int from member
        where type <> 99 and type <> 4 and created_at >= ${from} and created_at < ${to}) as new_players,
      (select count(distinct member_id)::int from game_round
        where created_at >= ${from} and created_at < ${to}) as active_players,
      (select count(*)::int from (
        select member_id, min(updated_at) as first_at from deposit where status = 'credited' group by member_id
      ) first where first_at >= ${from} and first_at < ${to}) as first_depositors`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('the figures query answered nothing');
  return row;
}

export interface DayRow {
  day: string;
  deposits: string;
  withdrawals: string;
  ggr: string;
}

/** Per local day of `timeZone` in [from, to): deposits, withdrawals and GGR. */
export async function days(db: Db, from: Date, to: Date, timeZone: string): Promise<DayRow[]> {
  const { rows } = await sql<DayRow>`
    with days as (
      select generate_series(
        date_trunc('day', ${from}::timestamptz at time zone ${timeZone}),
        date_trunc('day', (${to}::timestamptz - interval '1 microsecond') at time zone ${timeZone}),
        interval '1 day') as day
    )
    select to_char(d.day, 'YYYY-MM-DD') as day,
      (select coalesce(sum(amount), 0)::text from deposit where status = 'credited'
        and updated_at >= d.day at time zone ${timeZone} and updated_at < (d.day + interval '1 day') at time zone ${timeZone}) as deposits,
      (select coalesce(sum(amount), 0)::text from withdrawal where status <> 'rejected'
        and paid_at >= d.day at time zone ${timeZone} and paid_at < (d.day + interval '1 day') at time zone ${timeZone}) as withdrawals,
      (select coalesce(sum(stake - win), 0)::text from game_round where status = 'settled'
        and settled_at >= d.day at time zone ${timeZone} and settled_at < (d.day + interval '1 day') at time zone ${timeZone}) as ggr
    from days d order by d.day`.execute(db);
  return rows;
}

/** The start of today in `timeZone`. */
export async function startOfToday(db: Db, timeZone: string): Promise<Date> {
  const { rows } = await sql<{ start: Date }>`
    select (date_trunc('day', now() at time zone ${timeZone}) at time zone ${timeZone}) as start`.execute(db);
  return new Date(rows[0]?.start ?? Date.now());
}

export interface Queues {
  deposits: number;
  withdrawals: number;
  disputes: number;
  approvals: number;
}

/** What waits for staff: open deposits and withdrawals, disputes, four-eyes requests. */
export async function queues(db: Db): Promise<Queues> {
  const { rows } = await sql<Queues>`
    select
      (select count(*)::int from deposit where status in ('pending', 'review')) as deposits,
      (select count(*)::int from withdrawal where status = 'pending') as withdrawals,
      (select count(*)::int from withdrawal
        where status in ('partially_received', 'not_received') and dispute_resolution is null) as disputes,
      (select count(*)::int from approval_request where status = 'pending') as approvals`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('the queues query answered nothing');
  return row;
}
