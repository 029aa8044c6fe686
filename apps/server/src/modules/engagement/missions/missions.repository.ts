import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';

export interface MissionRow {
  id: string;
  name: string;
  description: string;
  period: 'daily' | 'weekly' | 'once';
  kind: 'login' | 'deposit' | 'valid_bet' | 'rounds' | 'win_streak' | 'invite';
  game_type: string | null;
  target: string;
  reward_kind: 'cash' | 'points' | 'egg_ticket' | 'wheel_ticket' | 'bonus';
  reward_amount: string;
  bonus_turnover_multiple: number | null;
  leaderboard_points: number;
  enabled: boolean;
  sort: number;
}

export interface MissionInput {
  name: string;
  description: string;
  period: string;
  kind: string;
  gameType: string | null;
  target: number;
  rewardKind: string;
  rewardAmount: number;
  bonusTurnoverMultiple: number | null;
  leaderboardPoints: number;
  enabled: boolean;
  sort: number;
}

const columns = sql`id, name, description, period, kind, game_type, target, reward_kind, reward_amount,
  bonus_turnover_multiple, leaderboard_points, enabled, sort`;

export async function findMissions(db: Db, enabledOnly: boolean): Promise<MissionRow[]> {
  const result = await sql<MissionRow>`
    select ${columns} from mission ${enabledOnly ? sql`where enabled` : sql``} order by sort, id`.execute(db);
  return result.rows;
}

export async function findMission(db: Db, id: string): Promise<MissionRow | undefined> {
  const result = await sql<MissionRow>`select ${columns} from mission where id = ${id}`.execute(db);
  return result.rows[0];
}

export async function findMissionsOfKind(
  db: Db,
  kind: string,
  gameType: string | null,
): Promise<MissionRow[]> {
  const result = await sql<MissionRow>`
    select ${columns} from mission
    where enabled and kind = ${kind} and (game_type is null or game_type = ${gameType})`.execute(db);
  return result.rows;
}

export async function insertMission(db: Db, input: MissionInput): Promise<string> {
  const result = await sql<{ id: string }>`
    insert into mission (name, description, period, kind, game_type, target, reward_kind, reward_amount,
      bonus_turnover_multiple, leaderboard_points, enabled, sort)
    values (${input.name}, ${input.description}, ${input.period}, ${input.kind}, ${input.gameType}, ${input.target},
      ${input.rewardKind}, ${input.rewardAmount}, ${input.bonusTurnoverMultiple}, ${input.leaderboardPoints},
      ${input.enabled}, ${input.sort})
    returning id`.execute(db);
  const row = result.rows[0];
  if (!row) throw new Error('insert mission returned nothing');
  return row.id;
}

export async function updateMission(db: Db, id: string, input: MissionInput): Promise<boolean> {
  const result = await sql`
    update mission set name = ${input.name}, description = ${input.description}, period = ${input.period},
      kind = ${input.kind}, game_type = ${input.gameType}, target = ${input.target},
      reward_kind = ${input.rewardKind}, reward_amount = ${input.rewardAmount},
      bonus_turnover_multiple = ${input.bonusTurnoverMultiple}, leaderboard_points = ${input.leaderboardPoints},
      enabled = ${input.enabled}, sort = ${input.sort}
    where id = ${id}`.execute(db);
  return Number(result.numAffectedRows ?? 0) === 1;
}

/**
 * Adds to a mission's progress in a period; it completes on reaching the target. Progress keeps
 * counting until the claim (the view shows at most the target), so a voided round can be taken back
 * exactly; a claimed mission no longer moves.
 */
export async function addProgress(
  db: Db,
  key: { missionId: string; memberId: string; periodKey: string },
  amount: bigint,
  target: bigint,
): Promise<void> {
  const add = amount.toString();
  const cap = target.toString();
  await sql`
    insert into mission_progress (mission_id, member_id, period_key, progress, completed_at)
    values (${key.missionId}, ${key.memberId}, ${key.periodKey}, ${add}::bigint,
      case when ${add}::bigint >= ${cap}::bigint then now() end)
    on conflict (mission_id, member_id, period_key) do update
      set progress = mission_progress.progress + ${add}::bigint,
        completed_at = coalesce(mission_progress.completed_at,
          case when mission_progress.progress + ${add}::bigint >= ${cap}::bigint then now() end)
      where mission_progress.claimed_at is null`.execute(db);
}

/**
 * Takes progress back (a voided round), never below zero; an unclaimed mission that falls below its
 * target is no longer complete. A claimed mission stands.
 */
export async function removeProgress(
  db: Db,
  key: { missionId: string; memberId: string; periodKey: string },
  amount: bigint,
  target: bigint,
): Promise<void> {
  const remove = amount.toString();
  await sql`
    update mission_progress set progress = greatest(progress - ${remove}::bigint, 0),
      completed_at = case when progress - ${remove}::bigint >= ${target.toString()}::bigint then completed_at end
    where mission_id = ${key.missionId} and member_id = ${key.memberId} and period_key = ${key.periodKey}
      and claimed_at is null`.execute(db);
}

/** Records a day the member logged in; false when the day was already recorded. */
export async function insertLoginDay(db: Db, memberId: string, day: string): Promise<boolean> {
  const result = await sql`
    insert into mission_login_day (member_id, day) values (${memberId}, ${day})
    on conflict do nothing`.execute(db);
  return Number(result.numAffectedRows ?? 0) === 1;
}

/** A streak broken before it completed starts again. */
export async function resetProgress(
  db: Db,
  key: { missionId: string; memberId: string; periodKey: string },
): Promise<void> {
  await sql`
    update mission_progress set progress = 0
    where mission_id = ${key.missionId} and member_id = ${key.memberId} and period_key = ${key.periodKey}
      and completed_at is null`.execute(db);
}

export interface ProgressRow {
  mission_id: string;
  period_key: string;
  progress: string;
  completed_at: Date | null;
  claimed_at: Date | null;
}

export async function findProgress(
  db: Db,
  memberId: string,
  periodKeys: readonly string[],
): Promise<ProgressRow[]> {
  const result = await sql<ProgressRow>`
    select mission_id, period_key, progress, completed_at, claimed_at from mission_progress
    where member_id = ${memberId} and period_key in (${sql.join(periodKeys)})`.execute(db);
  return result.rows;
}

/** Marks a completed, unclaimed mission claimed; false when it was not completed or already claimed. */
export async function markClaimed(
  db: Db,
  key: { missionId: string; memberId: string; periodKey: string },
): Promise<boolean> {
  const result = await sql`
    update mission_progress set claimed_at = now()
    where mission_id = ${key.missionId} and member_id = ${key.memberId} and period_key = ${key.periodKey}
      and completed_at is not null and claimed_at is null`.execute(db);
  return Number(result.numAffectedRows ?? 0) === 1;
}

export async function addScore(db: Db, weekKey: string, memberId: string, points: number): Promise<void> {
  await sql`
    insert into mission_score (week_key, member_id, score) values (${weekKey}, ${memberId}, ${points})
    on conflict (week_key, member_id) do update
      set score = mission_score.score + excluded.score, updated_at = now()`.execute(db);
}

export async function findScore(db: Db, weekKey: string, memberId: string): Promise<number> {
  const result = await sql<{ score: number }>`
    select score from mission_score where week_key = ${weekKey} and member_id = ${memberId}`.execute(db);
  return result.rows[0]?.score ?? 0;
}

export interface RankRow {
  member_id: string;
  username: string;
  score: number;
}

/** The week's best scores; ties go to whoever reached the score first. */
export async function findTopScores(db: Db, weekKey: string, limit: number): Promise<RankRow[]> {
  const result = await sql<RankRow>`
    select s.member_id, m.username, s.score from mission_score s join member m on m.id = s.member_id
    where s.week_key = ${weekKey} and s.score > 0
    order by s.score desc, s.updated_at, s.member_id limit ${limit}`.execute(db);
  return result.rows;
}

export async function findPrizes(db: Db): Promise<{ rank: number; amount_minor: string }[]> {
  const result = await sql<{ rank: number; amount_minor: string }>`
    select rank, amount_minor from mission_leaderboard_prize order by rank`.execute(db);
  return result.rows;
}

export async function replacePrizes(db: Db, amounts: readonly bigint[]): Promise<void> {
  await sql`delete from mission_leaderboard_prize`.execute(db);
  for (const [index, amount] of amounts.entries()) {
    await sql`insert into mission_leaderboard_prize (rank, amount_minor) values (${index + 1}, ${amount.toString()})`.execute(
      db,
    );
  }
}

/** Records a leaderboard prize; false when this week's rank was already paid. */
export async function insertPayout(
  db: Db,
  payout: { weekKey: string; rank: number; memberId: string; score: number; amount: bigint },
): Promise<boolean> {
  const result = await sql`
    insert into mission_leaderboard_payout (week_key, rank, member_id, score, amount_minor)
    values (${payout.weekKey}, ${payout.rank}, ${payout.memberId}, ${payout.score}, ${payout.amount.toString()})
    on conflict (week_key, rank) do nothing`.execute(db);
  return Number(result.numAffectedRows ?? 0) === 1;
}

export async function findPayouts(
  db: Db,
  weekKey: string,
): Promise<{ rank: number; amount_minor: string }[]> {
  const result = await sql<{ rank: number; amount_minor: string }>`
    select rank, amount_minor from mission_leaderboard_payout where week_key = ${weekKey}`.execute(db);
  return result.rows;
}
