import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';

const likePattern = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function matching(db: Db, q: string | undefined) {
  let query = db
    .selectFrom('member as m')
    .leftJoin('ledger_account as a', (join) =>
      join.onRef('a.member_id', '=', 'm.id').on('a.kind', '=', 'main'),
    )
    .where('m.type', '<>', 99);
  if (q) {
    const pattern = likePattern(q);
    query = query.where((eb) =>
      eb.or([
        ...(/^\d{1,18}$/.test(q) ? [eb('m.id', '=', q)] : []),
        eb('m.username', 'ilike', pattern),
        eb('m.mobile', 'ilike', pattern),
        eb('m.email', 'ilike', pattern),
        eb('m.payee_name', 'ilike', pattern),
        eb('m.nickname', 'ilike', pattern),
        eb('m.referral_code', '=', q.toUpperCase()),
      ]),
    );
  }
  return query;
}

const summaryColumns = [
  'm.id',
  'm.username',
  'm.type',
  'm.status',
  'm.nickname',
  'm.mobile',
  'm.email',
  'm.payee_name',
  'm.created_at',
  'm.last_login_at',
  'm.upline_id',
  'm.referral_code',
  'm.register_ip',
] as const;

export function searchMembers(db: Db, q: string | undefined, limit: number, offset: number) {
  return matching(db, q)
    .select(summaryColumns)
    .select(sql<string>`coalesce(a.balance, 0)::text`.as('balance'))
    .orderBy('m.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countMembers(db: Db, q: string | undefined): Promise<number> {
  const row = await matching(db, q)
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

export function findMember(db: Db, id: string) {
  return matching(db, undefined)
    .select(summaryColumns)
    .select(sql<string>`coalesce(a.balance, 0)::text`.as('balance'))
    .select((eb) =>
      eb.selectFrom('member as u').select('u.username').whereRef('u.id', '=', 'm.upline_id').as('upline'),
    )
    .where('m.id', '=', id)
    .executeTakeFirst();
}

export function recentLedger(db: Db, memberId: string) {
  return db
    .selectFrom('ledger_posting as p')
    .innerJoin('ledger_account as a', 'a.id', 'p.account_id')
    .innerJoin('ledger_journal as j', 'j.id', 'p.journal_id')
    .select(['p.created_at', 'j.type', 'p.amount', 'p.balance_after'])
    .where('a.member_id', '=', memberId)
    .where('a.kind', '=', 'main')
    .orderBy('p.id', 'desc')
    .limit(30)
    .execute();
}

export function recentRounds(db: Db, memberId: string) {
  return db
    .selectFrom('game_round as r')
    .leftJoin('game as g', 'g.node_id', 'r.node_id')
    .select(['r.created_at', 'r.stake', 'r.win', 'r.status', 'r.vendor_code', 'g.name_en'])
    .where('r.member_id', '=', memberId)
    .orderBy('r.id', 'desc')
    .limit(30)
    .execute();
}

export function recentLogins(db: Db, memberId: string) {
  return db
    .selectFrom('login_audit')
    .select(['created_at', 'ip', 'success', 'portal'])
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(30)
    .execute();
}

export function payoutAccounts(db: Db, memberId: string) {
  return db
    .selectFrom('payout_account')
    .select(['id', 'provider', 'account_name', 'account_number'])
    .where('member_id', '=', memberId)
    .where('removed_at', 'is', null)
    .orderBy('id')
    .execute();
}

export async function tags(db: Db, memberId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('member_tag')
    .select('tag')
    .where('member_id', '=', memberId)
    .orderBy('tag')
    .execute();
  return rows.map((row) => row.tag);
}

export async function addTag(db: Db, memberId: string, tag: string): Promise<void> {
  await db
    .insertInto('member_tag')
    .values({ member_id: memberId, tag })
    .onConflict((oc) => oc.columns(['member_id', 'tag']).doNothing())
    .execute();
}

export async function removeTag(db: Db, memberId: string, tag: string): Promise<void> {
  await db.deleteFrom('member_tag').where('member_id', '=', memberId).where('tag', '=', tag).execute();
}

export function notes(db: Db, memberId: string) {
  return db
    .selectFrom('member_note as n')
    .innerJoin('member as s', 's.id', 'n.staff_id')
    .select(['n.created_at', 'n.text', 's.username'])
    .where('n.member_id', '=', memberId)
    .orderBy('n.id', 'desc')
    .limit(50)
    .execute();
}

export async function addNote(db: Db, memberId: string, staffId: string, text: string): Promise<void> {
  await db.insertInto('member_note').values({ member_id: memberId, staff_id: staffId, text }).execute();
}

/** Sessions neither ended nor expired, newest first. */
export function liveSessions(db: Db, memberId: string, now = new Date()) {
  return db
    .selectFrom('member_session')
    .select(['id', 'portal', 'ip', 'user_agent', 'created_at', 'last_seen_at'])
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('id', 'desc')
    .limit(30)
    .execute();
}

/** The user agents of the member's successful logins, most recent first, with the last IP and device key. */
export async function devices(db: Db, memberId: string) {
  const result = await sql<{
    user_agent: string;
    logins: number;
    last_ip: string;
    last_at: Date;
    device_id: string | null;
  }>`
    select distinct on (user_agent) user_agent,
      (count(*) over (partition by user_agent))::int as logins, ip as last_ip, created_at as last_at, device_id
    from login_audit
    where member_id = ${memberId} and success and user_agent is not null
    order by user_agent, id desc`.execute(db);
  return result.rows.sort((a, b) => b.last_at.getTime() - a.last_at.getTime()).slice(0, 20);
}

export async function bonuses(db: Db, memberId: string) {
  const result = await sql<{
    title: string | null;
    source: string;
    amount: string;
    turnover_required: string;
    turnover_done: string;
    status: 'active' | 'completed' | 'forfeited';
    created_at: Date;
  }>`
    select title, source, amount::text, turnover_required::text, turnover_done::text, status, created_at
    from reward_grant where member_id = ${memberId} order by id desc limit 30`.execute(db);
  return result.rows;
}

export function limits(db: Db, memberId: string) {
  return db
    .selectFrom('rg_limit')
    .select(['kind', 'period', 'value', 'pending_value', 'pending_at'])
    .where('member_id', '=', memberId)
    .orderBy('kind')
    .execute();
}

/** The time-out or self-exclusion in force, if any. */
export function exclusionInForce(db: Db, memberId: string, now = new Date()) {
  return db
    .selectFrom('rg_exclusion')
    .select(['kind', 'started_at', 'ends_at'])
    .where('member_id', '=', memberId)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .executeTakeFirst();
}
