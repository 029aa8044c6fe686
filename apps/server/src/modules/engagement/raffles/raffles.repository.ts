import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';

export interface WindowRow {
  id: string;
  name: string;
  starts_at: Date;
  ends_at: Date;
  pool_minor: string;
  remaining_minor: string;
  min_grab_minor: string;
  max_grab_minor: string;
  grabs_per_member: number;
}

const windowColumns = sql`id, name, starts_at, ends_at, pool_minor, remaining_minor, min_grab_minor,
  max_grab_minor, grabs_per_member`;

/**
 * The window open at `now` (one with envelopes left first, then the earliest ending), locked until
 * the transaction ends.
 */
export async function lockOpenWindow(db: Db, now: Date): Promise<WindowRow | undefined> {
  const result = await sql<WindowRow>`
    select ${windowColumns} from envelope_window where starts_at <= ${now} and ends_at > ${now}
    order by remaining_minor = 0, ends_at, id limit 1 for update`.execute(db);
  return result.rows[0];
}

/** The open window (one with envelopes left first), else the next one to open. */
export async function findCurrentWindow(db: Db, now: Date): Promise<WindowRow | undefined> {
  const result = await sql<WindowRow>`
    select ${windowColumns} from envelope_window where ends_at > ${now}
    order by starts_at > ${now}, remaining_minor = 0, ends_at, id limit 1`.execute(db);
  return result.rows[0];
}

export async function findWindows(db: Db): Promise<(WindowRow & { grabs: number })[]> {
  const result = await sql<WindowRow & { grabs: number }>`
    select ${sql.join(
      [
        'id',
        'name',
        'starts_at',
        'ends_at',
        'pool_minor',
        'remaining_minor',
        'min_grab_minor',
        'max_grab_minor',
        'grabs_per_member',
      ].map((c) => sql.ref(`w.${c}`)),
    )}, (select count(*)::int from envelope_grab g where g.window_id = w.id) as grabs
    from envelope_window w order by w.starts_at desc, w.id desc limit 100`.execute(db);
  return result.rows;
}

export async function insertWindow(
  db: Db,
  window: {
    name: string;
    startsAt: Date;
    endsAt: Date;
    pool: bigint;
    minGrab: bigint;
    maxGrab: bigint;
    grabsPerMember: number;
  },
): Promise<void> {
  await sql`
    insert into envelope_window (name, starts_at, ends_at, pool_minor, remaining_minor, min_grab_minor,
      max_grab_minor, grabs_per_member)
    values (${window.name}, ${window.startsAt}, ${window.endsAt}, ${window.pool.toString()}, ${window.pool.toString()},
      ${window.minGrab.toString()}, ${window.maxGrab.toString()}, ${window.grabsPerMember})`.execute(db);
}

export async function countGrabs(db: Db, windowId: string, memberId: string): Promise<number> {
  const result = await sql<{ count: number }>`
    select count(*)::int as count from envelope_grab where window_id = ${windowId} and member_id = ${memberId}`.execute(
    db,
  );
  return result.rows[0]?.count ?? 0;
}

/** Takes an amount out of the window's pool; false (nothing taken) when the pool holds less. */
export async function takeFromPool(db: Db, windowId: string, amount: bigint): Promise<boolean> {
  const result = await sql`
    update envelope_window set remaining_minor = remaining_minor - ${amount.toString()}::bigint
    where id = ${windowId} and remaining_minor >= ${amount.toString()}::bigint`.execute(db);
  return Number(result.numAffectedRows ?? 0) === 1;
}

export async function insertGrab(
  db: Db,
  grab: { windowId: string; memberId: string; seq: number; amount: bigint; seedId: string; nonce: number },
): Promise<string> {
  const result = await sql<{ id: string }>`
    insert into envelope_grab (window_id, member_id, seq, amount_minor, seed_id, nonce)
    values (${grab.windowId}, ${grab.memberId}, ${grab.seq}, ${grab.amount.toString()}, ${grab.seedId}, ${grab.nonce})
    returning id`.execute(db);
  const row = result.rows[0];
  if (!row) throw new Error('insert envelope_grab returned nothing');
  return row.id;
}

export interface PrizeRow {
  id: string;
  label: string;
  weight: number;
  prize_kind: 'cash' | 'points' | 'nothing';
  amount: string;
  stock: number | null;
}

const prizeColumns = sql`id, label, weight, prize_kind, amount, stock`;

export async function findPrizes(db: Db, game: string): Promise<PrizeRow[]> {
  const result = await sql<PrizeRow>`
    select ${prizeColumns} from raffle_prize where game = ${game} and enabled order by sort, id`.execute(db);
  return result.rows;
}

/** The game's prizes, locked: draws of one game take their turn, so stock is never overdrawn. */
export async function lockPrizes(db: Db, game: string): Promise<PrizeRow[]> {
  const result = await sql<PrizeRow>`
    select ${prizeColumns} from raffle_prize where game = ${game} and enabled order by sort, id for update`.execute(
    db,
  );
  return result.rows;
}

export async function takePrizeStock(db: Db, prizeId: string): Promise<void> {
  await sql`update raffle_prize set stock = stock - 1 where id = ${prizeId} and stock > 0`.execute(db);
}

/** Replaces a game's table: old rows stay (disabled) because past draws point at them. */
export async function replacePrizes(
  db: Db,
  game: string,
  prizes: { label: string; weight: number; prizeKind: string; amount: number; stock: number | null }[],
): Promise<void> {
  await sql`update raffle_prize set enabled = false where game = ${game} and enabled`.execute(db);
  for (const [sort, prize] of prizes.entries()) {
    await sql`
      insert into raffle_prize (game, label, weight, prize_kind, amount, stock, sort)
      values (${game}, ${prize.label}, ${prize.weight}, ${prize.prizeKind},
        ${prize.prizeKind === 'nothing' ? 0 : prize.amount}, ${prize.stock}, ${sort})`.execute(db);
  }
}

export async function insertDraw(
  db: Db,
  draw: {
    game: string;
    memberId: string;
    requestId: string;
    prize: PrizeRow;
    seedId: string;
    nonce: number;
  },
): Promise<string> {
  const result = await sql<{ id: string }>`
    insert into raffle_draw (game, member_id, request_id, prize_id, label, prize_kind, amount, seed_id, nonce)
    values (${draw.game}, ${draw.memberId}, ${draw.requestId}, ${draw.prize.id}, ${draw.prize.label},
      ${draw.prize.prize_kind}, ${draw.prize.amount}, ${draw.seedId}, ${draw.nonce})
    returning id`.execute(db);
  const row = result.rows[0];
  if (!row) throw new Error('insert raffle_draw returned nothing');
  return row.id;
}

export interface HistoryRow {
  created_at: Date;
  type: 'envelope' | 'egg' | 'wheel';
  label: string;
  prize_kind: 'cash' | 'points' | 'nothing';
  amount: string;
  seed_id: string;
  nonce: string;
}

export async function findHistory(
  db: Db,
  memberId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: HistoryRow[]; total: number }> {
  const union = sql`
    select created_at, game as type, label, prize_kind, amount, seed_id, nonce, id from raffle_draw
    where member_id = ${memberId}
    union all
    select g.created_at, 'envelope', w.name, 'cash', g.amount_minor, g.seed_id, g.nonce, g.id
    from envelope_grab g join envelope_window w on w.id = g.window_id where g.member_id = ${memberId}`;
  const rows = await sql<HistoryRow>`
    select * from (${union}) h order by created_at desc, id desc limit ${page.limit} offset ${page.offset}`.execute(
    db,
  );
  const total = await sql<{ count: number }>`select count(*)::int as count from (${union}) h`.execute(db);
  return { rows: rows.rows, total: total.rows[0]?.count ?? 0 };
}

export interface TicketRuleRow {
  game: 'egg' | 'wheel';
  source: 'deposit' | 'turnover';
  threshold_minor: string;
  tickets: number;
}

export async function findTicketRules(db: Db, source?: string): Promise<TicketRuleRow[]> {
  const result = await sql<TicketRuleRow>`
    select game, source, threshold_minor, tickets from raffle_ticket_rule
    ${source ? sql`where source = ${source}` : sql``} order by game, source`.execute(db);
  return result.rows;
}

export async function replaceTicketRules(
  db: Db,
  game: string,
  rules: { source: string; threshold: bigint; tickets: number }[],
): Promise<void> {
  await sql`delete from raffle_ticket_rule where game = ${game}`.execute(db);
  for (const rule of rules) {
    await sql`
      insert into raffle_ticket_rule (game, source, threshold_minor, tickets)
      values (${game}, ${rule.source}, ${rule.threshold.toString()}, ${rule.tickets})`.execute(db);
  }
}

/** Adds turnover toward the next ticket and returns the whole thresholds reached (the rest is carried). */
export async function carryTurnover(
  db: Db,
  memberId: string,
  game: string,
  amount: bigint,
  threshold: bigint,
): Promise<bigint> {
  const result = await sql<{ carried_minor: string }>`
    insert into raffle_turnover (member_id, game, carried_minor) values (${memberId}, ${game}, ${amount.toString()})
    on conflict (member_id, game) do update
      set carried_minor = raffle_turnover.carried_minor + excluded.carried_minor
    returning carried_minor`.execute(db);
  const carried = BigInt(result.rows[0]?.carried_minor ?? '0');
  const reached = carried / threshold;
  if (reached > 0n) {
    await sql`
      update raffle_turnover set carried_minor = carried_minor - ${(reached * threshold).toString()}::bigint
      where member_id = ${memberId} and game = ${game}`.execute(db);
  }
  return reached;
}
