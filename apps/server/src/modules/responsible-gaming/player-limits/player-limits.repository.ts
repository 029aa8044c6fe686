import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { LimitKind, LimitPeriod } from '../../../db/schema-member-security.js';

export function listLimits(db: Db, memberId: string) {
  return db.selectFrom('rg_limit').selectAll().where('member_id', '=', memberId).execute();
}

/** Locks the member's limit rows, so two changes (or a change and a bet) see one another. */
export function lockLimits(db: Db, memberId: string) {
  return db.selectFrom('rg_limit').selectAll().where('member_id', '=', memberId).forUpdate().execute();
}

export async function saveLimit(
  db: Db,
  row: {
    member_id: string;
    kind: LimitKind;
    period: LimitPeriod;
    value: string;
    pending_value: string | null;
    pending_at: Date | null;
  },
): Promise<void> {
  await db
    .insertInto('rg_limit')
    .values({ ...row, updated_at: sql`now()` })
    .onConflict((conflict) =>
      conflict.columns(['member_id', 'kind', 'period']).doUpdateSet({
        value: row.value,
        pending_value: row.pending_value,
        pending_at: row.pending_at,
        updated_at: sql`now()`,
      }),
    )
    .execute();
}

export async function deleteLimit(
  db: Db,
  memberId: string,
  kind: LimitKind,
  period: LimitPeriod,
): Promise<void> {
  await db
    .deleteFrom('rg_limit')
    .where('member_id', '=', memberId)
    .where('kind', '=', kind)
    .where('period', '=', period)
    .execute();
}

export async function findRealityCheckMinutes(db: Db, memberId: string): Promise<number | null> {
  const row = await db
    .selectFrom('rg_profile')
    .select('reality_check_minutes')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row?.reality_check_minutes ?? null;
}

export async function saveRealityCheckMinutes(
  db: Db,
  memberId: string,
  minutes: number | null,
): Promise<void> {
  await db
    .insertInto('rg_profile')
    .values({ member_id: memberId, reality_check_minutes: minutes, updated_at: sql`now()` })
    .onConflict((conflict) =>
      conflict.column('member_id').doUpdateSet({ reality_check_minutes: minutes, updated_at: sql`now()` }),
    )
    .execute();
}

export function findExclusion(db: Db, memberId: string) {
  return db.selectFrom('rg_exclusion').selectAll().where('member_id', '=', memberId).executeTakeFirst();
}

export async function saveExclusion(
  db: Db,
  row: { member_id: string; kind: 'timeout' | 'selfExclusion'; started_at: Date; ends_at: Date | null },
): Promise<void> {
  await db
    .insertInto('rg_exclusion')
    .values(row)
    .onConflict((conflict) =>
      conflict
        .column('member_id')
        .doUpdateSet({ kind: row.kind, started_at: row.started_at, ends_at: row.ends_at }),
    )
    .execute();
}

export async function setExclusionEnd(db: Db, memberId: string, endsAt: Date): Promise<void> {
  await db.updateTable('rg_exclusion').set({ ends_at: endsAt }).where('member_id', '=', memberId).execute();
}

const sumOf = (rows: { total: string | null } | undefined) => BigInt(rows?.total ?? '0');

/** Deposits asked for since `since` and not refused (waiting ones count: they may still be credited). */
export async function depositedSince(db: Db, memberId: string, since: Date): Promise<bigint> {
  const row = await db
    .selectFrom('deposit')
    .select(sql<string | null>`sum(amount)::text`.as('total'))
    .where('member_id', '=', memberId)
    .where('status', 'in', ['pending', 'review', 'credited'])
    .where('created_at', '>', since)
    .executeTakeFirst();
  return sumOf(row);
}

/** Stakes and wins of the rounds opened since `since` (open rounds' stakes included; cancelled ones not). */
export async function playedSince(
  db: Db,
  memberId: string,
  since: Date,
): Promise<{ staked: bigint; won: bigint }> {
  const row = await db
    .selectFrom('game_round')
    .select([sql<string | null>`sum(stake)::text`.as('staked'), sql<string | null>`sum(win)::text`.as('won')])
    .where('member_id', '=', memberId)
    .where('status', '<>', 'cancelled')
    .where('created_at', '>', since)
    .executeTakeFirst();
  return { staked: BigInt(row?.staked ?? '0'), won: BigInt(row?.won ?? '0') };
}

/** When the member's newest live session started (the play session of the session limit and reality check). */
export async function currentSessionStart(db: Db, memberId: string, now: Date): Promise<Date | null> {
  const row = await db
    .selectFrom('member_session')
    .select(sql<Date | null>`max(created_at)`.as('started'))
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row?.started ? new Date(row.started) : null;
}
