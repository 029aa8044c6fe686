import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../../db/database.js';

export interface RiskFacts {
  id: string;
  real_name: string | null;
  payee_name: string | null;
  payee_account: string | null;
  /** Other members using the payee account: how many, and a few of their usernames. */
  payee_others: number;
  payee_sample: string | null;
  /** Other members who signed in from one of this member's addresses. */
  ip_others: number;
  ip_sample: string | null;
  /** Other members who signed in from one of this member's devices (the device key's persistent id). */
  device_others: number;
  device_sample: string | null;
  /** What is left of the turnover of the member's active bonuses (minor units). */
  turnover_open: string;
  open_bonuses: number;
}

const SAMPLE = 5;

/** The lateral join's body for other members (`memberIds` selects their distinct member_id): how many, and a few names. */
const othersOf = (memberIds: RawBuilder<unknown>) => sql`
  select count(*) as others, string_agg(o.username, ', ' order by o.username) filter (where n <= ${SAMPLE}) as sample
  from (
    select s.member_id, row_number() over (order by s.member_id) as n from (${memberIds}) s
  ) shared join member o on o.id = shared.member_id`;

/** What the risk hints are asked for: queue items by order id, or one member (its id). */
export type RiskSubject = 'deposit' | 'withdrawal' | 'member';

/**
 * The facts behind the risk hints of a page of the queue (or of a member), in one statement: each
 * item's payee (or payer) name and account against the member's real name, the other members on that
 * account, on the member's sign-in addresses and on its devices (a few usernames each), and the open
 * bonus turnover.
 */
export async function riskFacts(db: Db, kind: RiskSubject, ids: string[]): Promise<RiskFacts[]> {
  if (ids.length === 0) return [];
  const items =
    kind === 'withdrawal'
      ? sql`select w.id, w.member_id, w.account->>'accountName' as payee_name,
              w.account->>'accountNumber' as payee_account
            from withdrawal w where w.id = any(${ids}::bigint[])`
      : kind === 'deposit'
        ? sql`select d.id, d.member_id, d.payer_name as payee_name, d.payer_account as payee_account
            from deposit d where d.id = any(${ids}::bigint[])`
        : sql`select m.id, m.id as member_id, null::text as payee_name, null::text as payee_account
            from member m where m.id = any(${ids}::bigint[])`;
  const { rows } = await sql<RiskFacts>`
    with items as (${items})
    select i.id::text as id, m.payee_name as real_name, i.payee_name, i.payee_account,
      coalesce(payee.others, 0)::int as payee_others, payee.sample as payee_sample,
      coalesce(ip.others, 0)::int as ip_others, ip.sample as ip_sample,
      coalesce(device.others, 0)::int as device_others, device.sample as device_sample,
      coalesce(bonus.open, 0)::text as turnover_open, coalesce(bonus.grants, 0)::int as open_bonuses
    from items i
    join member m on m.id = i.member_id
    left join lateral (${othersOf(sql`
      select p.member_id from payout_account p
      where p.account_number = i.payee_account and p.removed_at is null and p.member_id <> i.member_id
      union
      select d.member_id from deposit d
      where d.payer_account = i.payee_account and d.member_id <> i.member_id`)}
    ) payee on true
    left join lateral (${othersOf(sql`
      select distinct theirs.member_id
      from login_ip mine join login_ip theirs on theirs.ip = mine.ip
      where mine.member_id = i.member_id and theirs.member_id <> i.member_id`)}
    ) ip on true
    left join lateral (${othersOf(sql`
      select distinct theirs.member_id
      from (
        select distinct split_part(a.device_id, '.', 1) as device
        from login_audit a
        where a.member_id = i.member_id and a.success and a.device_id is not null
      ) mine
      join login_audit theirs on split_part(theirs.device_id, '.', 1) = mine.device
        and theirs.success and theirs.device_id is not null
      where theirs.member_id <> i.member_id`)}
    ) device on true
    left join lateral (
      select sum(g.turnover_required - g.turnover_done) as open, count(*) as grants
      from reward_grant g
      where g.member_id = i.member_id and g.status = 'active' and g.turnover_done < g.turnover_required
    ) bonus on true`.execute(db);
  return rows;
}
