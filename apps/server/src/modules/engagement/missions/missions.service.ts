import {
  maskName,
  toDecimalString,
  type ClaimMissionResult,
  type GameType,
  type Leaderboard,
  type Mission,
  type MissionKind,
  type MissionSummary,
} from '@app/contracts';
import type { Db } from '../../../db/database.js';
import { keyedError } from '../../../lib/app-errors.js';
import { localDateOf } from '../../agents/hierarchy/periods.js';
import { getSetting } from '../../platform/system/system.service.js';
import { payPrize } from '../prize-payment/prize-payment.service.js';
import { checkBonusMission, grantMissionBonus } from './mission-bonus.js';
import { periodKeyOf, previousWeekKey, safeTimeZone, weekKeyOf } from './mission-periods.js';
import type { RoundTransition } from '../round-voids/round-voids.service.js';
import * as repo from './missions.repository.js';

/**
 * Missions: daily, weekly and one-off tasks whose progress the platform's member events drive, a
 * claim per completed task and period (marked claimed and paid in one transaction, so once), and a
 * weekly leaderboard of the points of claimed missions whose prizes a scheduled job pays once.
 */

async function siteTimeZone(db: Db): Promise<string> {
  return safeTimeZone((await getSetting(db, 'resources')).timeZone);
}

const minBigInt = (a: bigint, b: bigint): bigint => (a < b ? a : b);

type ProgressChange = { add: bigint } | { reset: true };

/** Moves the progress of the member's enabled missions of a kind (and game type) in their current period. */
export async function advanceMissions(
  trx: Db,
  change: { memberId: string; kind: MissionKind; gameType: string | null; now: Date },
  progress: ProgressChange,
): Promise<void> {
  const missions = await repo.findMissionsOfKind(trx, change.kind, change.gameType);
  if (missions.length === 0) return;
  const timeZone = await siteTimeZone(trx);
  for (const mission of missions) {
    const key = {
      missionId: mission.id,
      memberId: change.memberId,
      periodKey: periodKeyOf(mission.period, change.now, timeZone),
    };
    if ('reset' in progress) await repo.resetProgress(trx, key);
    else if (progress.add > 0n) await repo.addProgress(trx, key, progress.add, BigInt(mission.target));
  }
}

/** A login: login missions count the days a member logged in (site time zone), not the logins. */
export async function advanceLoginMissions(trx: Db, memberId: string, now: Date): Promise<void> {
  const day = localDateOf(now, await siteTimeZone(trx));
  if (await repo.insertLoginDay(trx, memberId, day)) {
    await advanceMissions(trx, { memberId, kind: 'login', gameType: null, now }, { add: 1n });
  }
}

/** A settled round: valid bet, rounds played and win streaks. */
export async function advanceMissionsForWager(
  trx: Db,
  wager: {
    memberId: string;
    gameType: string;
    validBetMinor: bigint;
    stakeMinor: bigint;
    winMinor: bigint;
    now: Date;
  },
): Promise<void> {
  const base = { memberId: wager.memberId, gameType: wager.gameType, now: wager.now };
  await advanceMissions(trx, { ...base, kind: 'valid_bet' }, { add: wager.validBetMinor });
  await advanceMissions(trx, { ...base, kind: 'rounds' }, { add: 1n });
  await advanceMissions(
    trx,
    { ...base, kind: 'win_streak' },
    wager.winMinor > wager.stakeMinor ? { add: 1n } : { reset: true },
  );
}

/**
 * A resettlement voided a round (or restored it): its valid bet leaves (or re-enters) the valid-bet
 * missions of the period it settled in, unless claimed. Rounds played and win streaks stand.
 */
export async function applyRoundTransitionToMissions(
  trx: Db,
  round: { memberId: string; gameType: string },
  transition: RoundTransition,
): Promise<void> {
  if (transition.stake <= 0n) return;
  const missions = await repo.findMissionsOfKind(trx, 'valid_bet', round.gameType);
  if (missions.length === 0) return;
  const timeZone = await siteTimeZone(trx);
  for (const mission of missions) {
    const key = {
      missionId: mission.id,
      memberId: round.memberId,
      periodKey: periodKeyOf(mission.period, transition.settledAt, timeZone),
    };
    if (transition.change === 'voided')
      await repo.removeProgress(trx, key, transition.stake, BigInt(mission.target));
    else await repo.addProgress(trx, key, transition.stake, BigInt(mission.target));
  }
}

function missionView(row: repo.MissionRow, progress: repo.ProgressRow | undefined): Mission {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    period: row.period,
    kind: row.kind,
    gameType: row.game_type,
    target: row.target,
    progress: progress ? String(minBigInt(BigInt(progress.progress), BigInt(row.target))) : '0',
    rewardKind: row.reward_kind,
    rewardAmount:
      row.reward_kind === 'cash' || row.reward_kind === 'bonus'
        ? toDecimalString(BigInt(row.reward_amount))
        : row.reward_amount,
    leaderboardPoints: row.leaderboard_points,
    status: progress?.claimed_at ? 'claimed' : progress?.completed_at ? 'claimable' : 'in_progress',
  };
}

export async function getMissionSummary(db: Db, memberId: string, now = new Date()): Promise<MissionSummary> {
  const timeZone = await siteTimeZone(db);
  const missions = await repo.findMissions(db, true);
  const keys = ['daily', 'weekly', 'once'] as const;
  const periodKeys = keys.map((period) => periodKeyOf(period, now, timeZone));
  const progress = await repo.findProgress(db, memberId, periodKeys);
  const views = missions.map((mission) =>
    missionView(
      mission,
      progress.find(
        (row) =>
          row.mission_id === mission.id && row.period_key === periodKeyOf(mission.period, now, timeZone),
      ),
    ),
  );
  return {
    missions: views,
    claimable: views.filter((view) => view.status === 'claimable').length,
    weekScore: await repo.findScore(db, weekKeyOf(now, timeZone), memberId),
  };
}

/** Claims a completed mission's reward of the current period, once. */
export async function claimMission(
  db: Db,
  memberId: string,
  missionId: string,
  now = new Date(),
): Promise<ClaimMissionResult> {
  const mission = await repo.findMission(db, missionId);
  if (!mission?.enabled) throw keyedError(404, 'mission_not_found');
  const timeZone = await siteTimeZone(db);
  const periodKey = periodKeyOf(mission.period, now, timeZone);
  await db.transaction().execute(async (trx) => {
    if (!(await repo.markClaimed(trx, { missionId, memberId, periodKey }))) {
      const [row] = await repo
        .findProgress(trx, memberId, [periodKey])
        .then((rows) => rows.filter((r) => r.mission_id === missionId));
      throw keyedError(400, row?.claimed_at ? 'mission_claimed' : 'mission_not_complete');
    }
    const eventKey = `mission:${missionId}:${memberId}:${periodKey}`;
    if (mission.reward_kind === 'bonus') {
      await grantMissionBonus(trx, {
        memberId,
        amount: BigInt(mission.reward_amount),
        turnoverMultiple: mission.bonus_turnover_multiple ?? 1,
        key: eventKey,
        title: mission.name,
      });
    } else
      await payPrize(trx, {
        memberId,
        kind: mission.reward_kind,
        amount: BigInt(mission.reward_amount),
        eventKey,
        reference: `M${missionId}-${periodKey}`,
        journalType: 'mission_reward',
        house: 'house:promotions',
        reason: 'mission',
        memo: { mission: mission.name },
      });
    if (mission.leaderboard_points > 0) {
      await repo.addScore(trx, weekKeyOf(now, timeZone), memberId, mission.leaderboard_points);
    }
  });
  const summary = await getMissionSummary(db, memberId, now);
  return {
    missionId,
    rewardKind: mission.reward_kind,
    rewardAmount: missionView(mission, undefined).rewardAmount,
    claimable: summary.claimable,
  };
}

const LEADERBOARD_SIZE = 20;

export async function getLeaderboard(
  db: Db,
  week: 'current' | 'previous',
  now = new Date(),
): Promise<Leaderboard> {
  const timeZone = await siteTimeZone(db);
  const weekKey = week === 'current' ? weekKeyOf(now, timeZone) : previousWeekKey(now, timeZone);
  const [top, prizes] = await Promise.all([
    repo.findTopScores(db, weekKey, LEADERBOARD_SIZE),
    repo.findPrizes(db),
  ]);
  const prizeOf = (rank: number) => prizes.find((prize) => prize.rank === rank);
  return {
    weekKey,
    list: top.map((row, index) => {
      const prize = prizeOf(index + 1);
      return {
        rank: index + 1,
        customerName: maskName(row.username),
        score: row.score,
        prize: prize ? toDecimalString(BigInt(prize.amount_minor)) : null,
      };
    }),
    prizes: prizes.map((prize) => ({
      rank: prize.rank,
      amount: toDecimalString(BigInt(prize.amount_minor)),
    })),
  };
}

/**
 * Pays last week's leaderboard prizes in the caller's transaction, once: a payout row per (week, rank)
 * and a journal per (week, rank) event key, so a second run (another server copy, a retry) pays nothing.
 */
export async function payLeaderboardPrizes(trx: Db, now: Date): Promise<{ weekKey: string; paid: number }> {
  const timeZone = await siteTimeZone(trx);
  const weekKey = previousWeekKey(now, timeZone);
  const prizes = await repo.findPrizes(trx);
  const top = await repo.findTopScores(trx, weekKey, prizes.length);
  let paid = 0;
  for (const [index, row] of top.entries()) {
    const prize = prizes[index];
    if (!prize) break;
    const amount = BigInt(prize.amount_minor);
    const rank = index + 1;
    if (
      !(await repo.insertPayout(trx, { weekKey, rank, memberId: row.member_id, score: row.score, amount }))
    ) {
      continue;
    }
    await payPrize(trx, {
      memberId: row.member_id,
      kind: 'cash',
      amount,
      eventKey: `mission-leaderboard:${weekKey}:${rank}`,
      reference: `ML${weekKey}-${rank}`,
      journalType: 'mission_reward',
      house: 'house:promotions',
      reason: 'mission',
      memo: { rank: String(rank), week: weekKey },
    });
    paid += 1;
  }
  return { weekKey, paid };
}

// ---- Operator ----

export type MissionForm = Omit<repo.MissionInput, 'gameType'> & { gameType: string | null };

export async function listMissionsForStaff(db: Db) {
  const [missions, prizes] = await Promise.all([repo.findMissions(db, false), repo.findPrizes(db)]);
  return {
    list: missions.map((row) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      period: row.period,
      kind: row.kind,
      gameType: row.game_type as GameType | null,
      target: row.target,
      rewardKind: row.reward_kind,
      rewardAmount: row.reward_amount,
      bonusTurnoverMultiple: row.bonus_turnover_multiple,
      leaderboardPoints: row.leaderboard_points,
      enabled: row.enabled,
      sort: row.sort,
    })),
    leaderboardPrizes: prizes.map((prize) => ({
      rank: prize.rank,
      amount: toDecimalString(BigInt(prize.amount_minor)),
    })),
  };
}

export async function saveMission(db: Db, id: string | null, form: MissionForm): Promise<{ id: string }> {
  checkBonusMission(form);
  if (id === null) return { id: await repo.insertMission(db, form) };
  if (!(await repo.updateMission(db, id, form))) throw keyedError(404, 'mission_not_found');
  return { id };
}

export async function setLeaderboardPrizes(db: Db, amounts: readonly bigint[]) {
  await db.transaction().execute((trx) => repo.replacePrizes(trx, amounts));
  return listMissionsForStaff(db);
}
