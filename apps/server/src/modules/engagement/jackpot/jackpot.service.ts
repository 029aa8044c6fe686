import { maskName, parseMinor, toDecimalString, type JackpotBoard } from '@app/contracts';
import type { Db } from '../../../db/database.js';
import { keyedError } from '../../../lib/app-errors.js';
import { nextFairDraw } from '../fair-draw/fair-draw.service.js';
import { pickBetween } from '../fair-draw/weighted-pick.js';
import { payPrize } from '../prize-payment/prize-payment.service.js';
import * as repo from './jackpot.repository.js';

/**
 * Progressive jackpots. Qualifying bets feed the pool with a share of their stake, paid by the house
 * (house:jackpot), never taken from the player's stake. Must-drop-by: when a cycle starts, its drop
 * point is drawn with the fair RNG between the seed (exclusive) and the must-drop-by amount; the bet
 * that takes the pool to it wins the whole pool. Bets lock the jackpot row, so of two bets reaching
 * the drop point together one wins and the other feeds the next cycle; (jackpot, cycle) is unique and
 * the payout's event key too, so a cycle pays once.
 */

/** The client seed of every drop draw (the nonce tells them apart): public, so anyone can re-run one. */
const CYCLE_CLIENT_SEED = 'jackpot-cycle';

async function drawCycle(trx: Db, seed: bigint, mustDropBy: bigint): Promise<repo.CycleStart> {
  const { rng, proof } = await nextFairDraw(trx, 'jackpot', CYCLE_CLIENT_SEED);
  return { dropAt: pickBetween(rng, seed + 1n, mustDropBy), seedId: proof.seedId, nonce: proof.nonce };
}

export async function contributeToJackpots(
  trx: Db,
  bet: { memberId: string; roundRef: string; gameType: string; stakeMinor: bigint },
): Promise<{ jackpotId: string; amount: bigint }[]> {
  const won: { jackpotId: string; amount: bigint }[] = [];
  if (bet.stakeMinor <= 0n) return won;
  for (const jackpot of await repo.lockJackpotsFor(trx, bet.gameType)) {
    if (bet.stakeMinor < BigInt(jackpot.min_bet_minor)) continue;
    const contribution = (bet.stakeMinor * BigInt(jackpot.contribution_bp)) / 10_000n;
    const pool =
      contribution > 0n
        ? await repo.addContribution(trx, jackpot.id, contribution)
        : BigInt(jackpot.pool_minor);
    if (pool < BigInt(jackpot.drop_at_minor)) continue;
    const winId = await repo.insertWin(trx, {
      jackpot,
      memberId: bet.memberId,
      amount: pool,
      roundRef: bet.roundRef,
    });
    if (!winId) continue;
    await payPrize(trx, {
      memberId: bet.memberId,
      kind: 'cash',
      amount: pool,
      eventKey: `jackpot:${jackpot.id}:${jackpot.cycle}`,
      reference: `JP${winId}`,
      journalType: 'jackpot_win',
      house: 'house:jackpot',
      reason: 'raffle',
      memo: { jackpot: jackpot.name, round: bet.roundRef },
    });
    const next = await drawCycle(trx, BigInt(jackpot.seed_minor), BigInt(jackpot.must_drop_by_minor));
    await repo.startCycle(trx, jackpot.id, next, pool);
    won.push({ jackpotId: jackpot.id, amount: pool });
  }
  return won;
}

export async function getJackpotBoard(db: Db): Promise<JackpotBoard> {
  const [jackpots, winners] = await Promise.all([repo.findJackpots(db, true), repo.findWinners(db, 20)]);
  return {
    list: jackpots.map((jackpot) => ({
      id: jackpot.id,
      name: jackpot.name,
      pool: toDecimalString(BigInt(jackpot.pool_minor)),
      mustDropBy: toDecimalString(BigInt(jackpot.must_drop_by_minor)),
    })),
    winners: winners.map((winner) => ({
      jackpot: winner.jackpot,
      customerName: maskName(winner.username),
      amount: toDecimalString(BigInt(winner.amount_minor)),
      time: new Date(winner.created_at).toISOString(),
    })),
  };
}

// ---- Operator ----

export interface JackpotForm {
  name: string;
  contributionBp: number;
  seed: bigint;
  mustDropBy: bigint;
  minBet: string;
  gameTypes: string[];
  enabled: boolean;
}

const settingsOf = (form: JackpotForm): repo.JackpotSettings => ({
  ...form,
  minBet: parseMinor(form.minBet) ?? 0n,
});

export async function listJackpotsForStaff(db: Db) {
  return {
    list: (await repo.findJackpots(db, false)).map((jackpot) => ({
      id: jackpot.id,
      name: jackpot.name,
      contributionBp: jackpot.contribution_bp,
      seed: toDecimalString(BigInt(jackpot.seed_minor)),
      pool: toDecimalString(BigInt(jackpot.pool_minor)),
      mustDropBy: toDecimalString(BigInt(jackpot.must_drop_by_minor)),
      minBet: toDecimalString(BigInt(jackpot.min_bet_minor)),
      gameTypes: jackpot.game_types,
      enabled: jackpot.enabled,
      cycle: jackpot.cycle,
    })),
  };
}

export async function createJackpot(db: Db, form: JackpotForm) {
  await db.transaction().execute(async (trx) => {
    await repo.insertJackpot(trx, settingsOf(form), await drawCycle(trx, form.seed, form.mustDropBy));
  });
  return listJackpotsForStaff(db);
}

/** New settings; a drop point outside the new range is drawn again (the pool keeps its amount). */
export async function updateJackpot(db: Db, id: string, form: JackpotForm) {
  await db.transaction().execute(async (trx) => {
    const jackpot = await repo.lockJackpot(trx, id);
    if (!jackpot) throw keyedError(404, 'jackpot_not_found');
    await repo.updateSettings(trx, id, settingsOf(form));
    const dropAt = BigInt(jackpot.drop_at_minor);
    if (dropAt <= form.seed || dropAt > form.mustDropBy) {
      await repo.startCycle(trx, id, await drawCycle(trx, form.seed, form.mustDropBy), null);
    }
  });
  return listJackpotsForStaff(db);
}
