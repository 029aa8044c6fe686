import { agentMemberTypes, type ReportKind } from '@app/contracts';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../../db/database.js';
import { notBonusJournalTypes } from './bonus-journals.js';

export type ColumnType = 'text' | 'money' | 'count' | 'share';

/** [from, to) in time, the local days [fromDay, toDay] of `timeZone`. */
export interface Range {
  fromDay: string;
  toDay: string;
  timeZone: string;
}

interface ReportSpec {
  columns: readonly (readonly [key: string, type: ColumnType])[];
  /** Whether the money and count columns add up across rows (nested agent teams and cohorts do not). */
  totals: boolean;
  /** The grouped rows, one column per key (money as bigint text); `order` sorts them. */
  grouped: (range: Range) => RawBuilder<unknown>;
  order: RawBuilder<unknown>;
}

const start = (r: Range) => sql`(${r.fromDay}::date::timestamp at time zone ${r.timeZone})`;
const end = (r: Range) => sql`((${r.toDay}::date + 1)::timestamp at time zone ${r.timeZone})`;

/** Rounds of `table` (or its alias) settled in the range. */
const settled = (r: Range, table = 'game_round') =>
  sql`${sql.ref(`${table}.status`)} = 'settled' and ${sql.ref(`${table}.settled_at`)} >= ${start(r)}
    and ${sql.ref(`${table}.settled_at`)} < ${end(r)}`;

/** Credits to members' main wallets that are the house giving money away (as the dashboard counts them). */
const bonusPostings = (r: Range) => sql`
  select a.member_id, p.amount, p.created_at, j.type from ledger_posting p
    join ledger_account a on a.id = p.account_id
    join ledger_journal j on j.id = p.journal_id
  where a.member_id is not null and a.kind = 'main' and p.amount > 0
    and p.created_at >= ${start(r)} and p.created_at < ${end(r)}
    and j.type not in (${sql.join(notBonusJournalTypes)})`;

const play = sql`count(*)::int as rounds, sum(stake)::text as bets, sum(win)::text as wins,
  sum(stake - win)::text as ggr`;
const playColumns = [
  ['rounds', 'count'],
  ['bets', 'money'],
  ['wins', 'money'],
  ['ggr', 'money'],
] as const;

/** Retention weeks after the registration week (week 0 is the registration week itself). */
export const retentionWeeks = 8;

const specs: Record<ReportKind, ReportSpec> = {
  ggr_day: {
    columns: [['day', 'text'], ...playColumns, ['bonus_cost', 'money'], ['ngr', 'money']],
    totals: true,
    grouped: (r) => sql`
      with days as (
        select generate_series(${r.fromDay}::date, ${r.toDay}::date, interval '1 day')::date as day
      ), play as (
        select (settled_at at time zone ${r.timeZone})::date as day, ${play}
        from game_round where ${settled(r)} group by 1
      ), bonus as (
        select (created_at at time zone ${r.timeZone})::date as day, sum(amount) as amount
        from (${bonusPostings(r)}) b group by 1
      )
      select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(p.rounds, 0) as rounds,
        coalesce(p.bets, '0') as bets, coalesce(p.wins, '0') as wins, coalesce(p.ggr, '0') as ggr,
        coalesce(b.amount, 0)::text as bonus_cost,
        (coalesce(p.ggr::bigint, 0) - coalesce(b.amount, 0))::text as ngr
      from days d left join play p on p.day = d.day left join bonus b on b.day = d.day`,
    order: sql`day`,
  },
  ggr_game: {
    columns: [['game', 'text'], ['vendor', 'text'], ['category', 'text'], ...playColumns],
    totals: true,
    grouped: (r) => sql`
      select g.name_en as game, r.vendor_code as vendor, r.game_type as category, ${play}
      from game_round r join game g on g.node_id = r.node_id
      where ${settled(r, 'r')} group by g.node_id, g.name_en, r.vendor_code, r.game_type`,
    order: sql`bets::bigint desc, game`,
  },
  ggr_vendor: {
    columns: [['vendor', 'text'], ['vendor_name', 'text'], ...playColumns],
    totals: true,
    grouped: (r) => sql`
      select r.vendor_code as vendor, coalesce(v.display_name, r.vendor_code) as vendor_name, ${play}
      from game_round r left join game_vendor v on v.code = r.vendor_code
      where ${settled(r, 'r')} group by r.vendor_code, v.display_name`,
    order: sql`bets::bigint desc, vendor`,
  },
  ggr_category: {
    columns: [['category', 'text'], ...playColumns],
    totals: true,
    grouped: (r) => sql`
      select game_type as category, ${play} from game_round where ${settled(r)} group by game_type`,
    order: sql`bets::bigint desc, category`,
  },
  ggr_agent: {
    columns: [
      ['agent', 'text'],
      ['players', 'count'],
      ...playColumns,
      ['bonus_cost', 'money'],
      ['ngr', 'money'],
    ],
    totals: false,
    grouped: (r) => sql`
      with play as (
        select member_id, count(*) as rounds, sum(stake) as bets, sum(win) as wins
        from game_round where ${settled(r)} group by member_id
      ), bonus as (
        select member_id, sum(amount) as amount from (${bonusPostings(r)}) b group by member_id
      ), team as (
        select t.ancestor_id as agent_id, count(p.member_id)::int as players,
          coalesce(sum(p.rounds), 0)::int as rounds, coalesce(sum(p.bets), 0) as bets,
          coalesce(sum(p.wins), 0) as wins, coalesce(sum(b.amount), 0) as bonus
        from member_tree t
          left join play p on p.member_id = t.descendant_id
          left join bonus b on b.member_id = t.descendant_id
        where t.ancestor_id in (select id from member where type in (${sql.join(agentMemberTypes)}))
        group by t.ancestor_id
      )
      select m.username as agent, team.players, team.rounds, team.bets::text as bets,
        team.wins::text as wins, (team.bets - team.wins)::text as ggr, team.bonus::text as bonus_cost,
        (team.bets - team.wins - team.bonus)::text as ngr
      from team join member m on m.id = team.agent_id
      where team.rounds > 0 or team.bonus > 0`,
    order: sql`ggr::bigint desc, agent`,
  },
  payment_channel: {
    columns: [
      ['channel', 'text'],
      ['deposit_count', 'count'],
      ['deposits', 'money'],
      ['withdrawal_count', 'count'],
      ['withdrawals', 'money'],
      ['net', 'money'],
    ],
    totals: true,
    grouped: (r) => sql`
      select channel, count(*) filter (where kind = 'd')::int as deposit_count,
        coalesce(sum(amount) filter (where kind = 'd'), 0)::text as deposits,
        count(*) filter (where kind = 'w')::int as withdrawal_count,
        coalesce(sum(amount) filter (where kind = 'w'), 0)::text as withdrawals,
        (coalesce(sum(amount) filter (where kind = 'd'), 0)
          - coalesce(sum(amount) filter (where kind = 'w'), 0))::text as net
      from (
        select 'd' as kind, c.name as channel, d.amount from deposit d
          join payment_channel c on c.id = d.channel_id
        where d.status = 'credited' and d.updated_at >= ${start(r)} and d.updated_at < ${end(r)}
        union all
        select 'w', coalesce(w.account ->> 'provider', w.account ->> 'method'), w.amount from withdrawal w
        where w.status <> 'rejected' and w.paid_at >= ${start(r)} and w.paid_at < ${end(r)}
      ) moves group by channel`,
    order: sql`deposits::bigint + withdrawals::bigint desc, channel`,
  },
  bonus_cost: {
    columns: [
      ['type', 'text'],
      ['members', 'count'],
      ['credits', 'count'],
      ['amount', 'money'],
    ],
    totals: false,
    grouped: (r) => sql`
      select type, count(distinct member_id)::int as members, count(*)::int as credits,
        sum(amount)::text as amount
      from (${bonusPostings(r)}) b group by type`,
    order: sql`amount::bigint desc, type`,
  },
  retention: {
    columns: [
      ['cohort', 'text'],
      ['players', 'count'],
      ...Array.from({ length: retentionWeeks }, (_, n) => [`week_${n}`, 'share'] as const),
    ],
    totals: false,
    grouped: (r) => {
      const weekStart = (n: number) => sql`((c.week + ${n} * interval '1 week') at time zone ${r.timeZone})`;
      const weeks = Array.from({ length: retentionWeeks }, (_, n) => n);
      return sql`
        with cohort as (
          select id, date_trunc('week', created_at at time zone ${r.timeZone}) as week from member
          where type <> 99 and type <> 4 and created_at >= ${start(r)} and created_at < ${end(r)}
        ), active as (
          select c.week, ${sql.join(
            weeks.map(
              (n) => sql`exists (select 1 from game_round g where g.member_id = c.id
                and g.created_at >= ${weekStart(n)} and g.created_at < ${weekStart(n + 1)}) as ${sql.ref(`a${n}`)}`,
            ),
          )}
          from cohort c
        )
        select to_char(week, 'YYYY-MM-DD') as cohort, count(*)::int as players, ${sql.join(
          weeks.map(
            (n) => sql`case when week + ${n} * interval '1 week' <= now() at time zone ${r.timeZone}
              then round(avg(${sql.ref(`a${n}`)}::int), 4)::text end as ${sql.ref(`week_${n}`)}`,
          ),
        )}
        from active group by week`;
    },
    order: sql`cohort`,
  },
};

export const columnsOf = (report: ReportKind) => specs[report].columns;

export interface ReportRows {
  rows: Record<string, string | number | null>[];
  total: number;
  /** Sums of the money and count columns over every row (bigint text), when they add up. */
  totals: Record<string, string> | null;
}

/** One page of a report's grouped rows, their number and the range totals (SQL aggregation throughout). */
export async function reportRows(
  db: Db,
  report: ReportKind,
  range: Range,
  limit: number,
  offset: number,
): Promise<ReportRows> {
  const spec = specs[report];
  const summed = spec.totals ? spec.columns.filter(([, type]) => type === 'money' || type === 'count') : [];
  const { rows } = await sql<Record<string, string | number | null>>`
    select g.*, count(*) over ()::int as total_rows${sql.join(
      summed.map(
        ([key]) => sql`, (sum(g.${sql.ref(key)}::bigint) over ())::text as ${sql.ref(`total_${key}`)}`,
      ),
      sql``,
    )}
    from (${spec.grouped(range)}) g
    order by ${spec.order}
    limit ${limit} offset ${offset}`.execute(db);
  const first = rows[0];
  return {
    rows,
    total: first ? Number(first.total_rows) : 0,
    totals:
      first && spec.totals
        ? Object.fromEntries(summed.map(([key]) => [key, String(first[`total_${key}`])]))
        : null,
  };
}
