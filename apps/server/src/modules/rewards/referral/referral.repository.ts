import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';

export interface ReferralRow {
  invitee_id: string;
  inviter_id: string;
  status: 'registered' | 'deposited' | 'qualified' | 'refused';
  refused_reason: string | null;
  grant_id: string | null;
  deposit_met: boolean;
  valid_bet: string;
  created_at: Date;
}

export async function insertReferral(db: Db, inviteeId: string, inviterId: string): Promise<void> {
  await sql`
    insert into reward_referral (invitee_id, inviter_id, status) values (${inviteeId}, ${inviterId}, 'registered')
    on conflict (invitee_id) do nothing`.execute(db);
}

export async function lockReferral(db: Db, inviteeId: string): Promise<ReferralRow | undefined> {
  const result = await sql<ReferralRow>`
    select * from reward_referral where invitee_id = ${inviteeId} for update`.execute(db);
  return result.rows[0];
}

export async function setReferral(
  db: Db,
  inviteeId: string,
  patch: { status: string; reason?: string | null; grantId?: string | null },
): Promise<void> {
  await sql`
    update reward_referral set status = ${patch.status}, refused_reason = ${patch.reason ?? null},
      grant_id = coalesce(${patch.grantId ?? null}::bigint, grant_id), updated_at = now()
    where invitee_id = ${inviteeId}`.execute(db);
}

/** Records the invitee's progress: a qualifying deposit seen, valid bet added. */
export async function addProgress(
  db: Db,
  inviteeId: string,
  progress: { depositMet: boolean; validBet: bigint },
): Promise<void> {
  await sql`
    update reward_referral set deposit_met = deposit_met or ${progress.depositMet},
      valid_bet = valid_bet + ${progress.validBet.toString()}, updated_at = now()
    where invitee_id = ${inviteeId}`.execute(db);
}

export async function countQualified(db: Db, inviterId: string): Promise<number> {
  const result = await sql<{ count: string }>`
    select count(*) as count from reward_referral where inviter_id = ${inviterId} and status = 'qualified'`.execute(
    db,
  );
  return Number(result.rows[0]?.count ?? 0);
}

export interface FriendRow {
  username: string;
  status: ReferralRow['status'];
  created_at: Date;
  reward: string | null;
}

export async function listFriends(db: Db, inviterId: string): Promise<FriendRow[]> {
  const result = await sql<FriendRow>`
    select m.username, r.status, r.created_at, g.amount as reward
    from reward_referral r join member m on m.id = r.invitee_id left join reward_grant g on g.id = r.grant_id
    where r.inviter_id = ${inviterId} order by r.created_at desc limit 200`.execute(db);
  return result.rows;
}

export async function sumEarned(db: Db, inviterId: string): Promise<bigint> {
  const result = await sql<{ total: string | null }>`
    select sum(amount) as total from reward_grant where member_id = ${inviterId} and source = 'referral'`.execute(
    db,
  );
  return BigInt(result.rows[0]?.total ?? 0);
}

export interface TierRow {
  min_qualified: number;
  reward: string;
}

export async function listTiers(db: Db): Promise<TierRow[]> {
  const result = await sql<TierRow>`select * from reward_referral_tier order by min_qualified`.execute(db);
  return result.rows;
}

export async function replaceTiers(db: Db, tiers: readonly TierRow[]): Promise<void> {
  await sql`delete from reward_referral_tier`.execute(db);
  for (const tier of tiers) {
    await sql`
      insert into reward_referral_tier (min_qualified, reward) values (${tier.min_qualified}, ${tier.reward})
      on conflict (min_qualified) do update set reward = excluded.reward`.execute(db);
  }
}

/**
 * Why the invitee looks like the inviter (an abuse of the invite reward), or null: the same device
 * (a login of each carrying the same device id or the same browser-traits hash, see `deviceIdPattern`),
 * the same payee or payout account name, or the same registration or login IP.
 */
export async function findSharedIdentity(
  db: Db,
  inviteeId: string,
  inviterId: string,
): Promise<string | null> {
  const result = await sql<{ reason: string }>`
    with devices as (
      select distinct member_id, split_part(device_id, '.', 1) as id, split_part(device_id, '.', 2) as traits
      from login_audit
      where member_id in (${inviteeId}, ${inviterId}) and success and device_id is not null
    ),
    names as (
      select member_id, lower(trim(name)) as name from (
        select id as member_id, payee_name as name from member where id in (${inviteeId}, ${inviterId})
        union all
        select member_id, account_name from payout_account where member_id in (${inviteeId}, ${inviterId})
      ) n where coalesce(trim(name), '') <> ''
    ),
    ips as (
      select id as member_id, register_ip as ip from member
        where id in (${inviteeId}, ${inviterId}) and register_ip is not null
      union all
      select member_id, ip from member_session where member_id in (${inviteeId}, ${inviterId})
    ),
    reasons as (
      select 1 as rank, 'device' as reason from devices a join devices b
        on a.id = b.id or a.traits = b.traits
        where a.member_id = ${inviteeId} and b.member_id = ${inviterId}
      union all
      select 2, 'payee_name' from names a join names b on a.name = b.name
        where a.member_id = ${inviteeId} and b.member_id = ${inviterId}
      union all
      select 3, 'ip' from ips a join ips b on a.ip = b.ip
        where a.member_id = ${inviteeId} and b.member_id = ${inviterId}
    )
    select reason from reasons order by rank limit 1`.execute(db);
  return result.rows[0]?.reason ?? null;
}
