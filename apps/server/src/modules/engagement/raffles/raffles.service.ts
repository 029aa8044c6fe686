import {
  toDecimalString,
  type PrizeGame,
  type PrizeKind,
  type RaffleResult,
  type RaffleSummary,
  type RaffleType,
} from '@app/contracts';
import type { Db } from '../../../db/database.js';
import { keyedError } from '../../../lib/app-errors.js';
import { toPage } from '../../../lib/paged-list.js';
import { runOnce } from '../../platform/idempotency/idempotency.service.js';
import {
  clientSeedOf,
  nextFairDraw,
  rotateSeed,
  seedViews,
  type DrawPurpose,
} from '../fair-draw/fair-draw.service.js';
import { pickBetween, pickWeighted } from '../fair-draw/weighted-pick.js';
import { payPrize } from '../prize-payment/prize-payment.service.js';
import { postUnits, unitBalance } from '../unit-ledger/unit-ledger.service.js';
import * as repo from './raffles.repository.js';

/**
 * Raffles (MCS2_claimRafflePromotion): red envelope rain (timed windows, a fixed pool; each grab draws
 * a random amount and the pool never overspends), the golden egg and the prize wheel (a ticket per
 * draw; weighted prizes with stock). Every outcome comes from the fair draw stream and keeps its proof.
 */

const ticketAsset = (game: PrizeGame): 'egg_ticket' | 'wheel_ticket' =>
  game === 'egg' ? 'egg_ticket' : 'wheel_ticket';

/** How a drawn prize pays: money as decimal, points as whole units. */
const amountView = (kind: PrizeKind, amount: string) =>
  kind === 'cash' ? toDecimalString(BigInt(amount)) : amount;

async function grabEnvelope(trx: Db, memberId: string, now: Date): Promise<RaffleResult> {
  const window = await repo.lockOpenWindow(trx, now);
  if (!window) throw keyedError(400, 'envelope_closed');
  const grabs = await repo.countGrabs(trx, window.id, memberId);
  if (grabs >= window.grabs_per_member) throw keyedError(400, 'envelope_limit');
  const remaining = BigInt(window.remaining_minor);
  if (remaining === 0n) throw keyedError(400, 'envelope_empty');
  const min = BigInt(window.min_grab_minor);
  const max = BigInt(window.max_grab_minor);
  const { rng, proof } = await nextFairDraw(trx, 'envelope', clientSeedOf(memberId));
  // The last envelope takes what is left when that is less than the smallest one.
  const amount = remaining <= min ? remaining : pickBetween(rng, min, max < remaining ? max : remaining);
  if (!(await repo.takeFromPool(trx, window.id, amount))) throw keyedError(400, 'envelope_empty');
  const grabId = await repo.insertGrab(trx, {
    windowId: window.id,
    memberId,
    seq: grabs + 1,
    amount,
    seedId: proof.seedId,
    nonce: proof.nonce,
  });
  await payPrize(trx, {
    memberId,
    kind: 'cash',
    amount,
    eventKey: `envelope:${grabId}`,
    reference: `RE${grabId}`,
    journalType: 'raffle_prize',
    house: 'house:promotions',
    reason: 'raffle',
    memo: { window: window.name },
  });
  return {
    type: 'envelope',
    prizeId: null,
    label: window.name,
    prizeKind: 'cash',
    amount: toDecimalString(amount),
    segment: null,
    tickets: String(window.grabs_per_member - grabs - 1),
    proof: {
      serverSeedHash: proof.serverSeedHash,
      serverSeed: null,
      clientSeed: proof.clientSeed,
      nonce: proof.nonce,
    },
  };
}

async function drawPrize(
  trx: Db,
  memberId: string,
  game: PrizeGame,
  requestId: string,
): Promise<RaffleResult> {
  const ticket = await postUnits(
    trx,
    {
      memberId,
      asset: ticketAsset(game),
      amount: -1n,
      eventKey: `raffle:${game}:${memberId}:${requestId}`,
      reason: 'raffle',
      reference: requestId,
    },
    'tickets_insufficient',
  );
  if (!ticket) throw keyedError(409, 'request_id_reused');
  const prizes = await repo.lockPrizes(trx, game);
  const available = prizes.filter((prize) => prize.stock === null || prize.stock > 0);
  if (available.length === 0) throw keyedError(400, 'raffle_no_prizes');
  const { rng, proof } = await nextFairDraw(trx, game, clientSeedOf(memberId));
  const prize =
    available[
      pickWeighted(
        rng,
        available.map((p) => p.weight),
      )
    ];
  if (!prize) throw new Error('weighted pick out of range');
  if (prize.stock !== null) await repo.takePrizeStock(trx, prize.id);
  const drawId = await repo.insertDraw(trx, {
    game,
    memberId,
    requestId,
    prize,
    seedId: proof.seedId,
    nonce: proof.nonce,
  });
  if (prize.prize_kind !== 'nothing') {
    await payPrize(trx, {
      memberId,
      kind: prize.prize_kind,
      amount: BigInt(prize.amount),
      eventKey: `raffle:${drawId}`,
      reference: `R${game.toUpperCase()}${drawId}`,
      journalType: 'raffle_prize',
      house: 'house:promotions',
      reason: 'raffle',
      memo: { prize: prize.label },
    });
  }
  return {
    type: game,
    prizeId: prize.id,
    label: prize.label,
    prizeKind: prize.prize_kind,
    amount: amountView(prize.prize_kind, prize.amount),
    segment: game === 'wheel' ? prizes.indexOf(prize) : null,
    tickets: ticket.balance.toString(),
    proof: {
      serverSeedHash: proof.serverSeedHash,
      serverSeed: null,
      clientSeed: proof.clientSeed,
      nonce: proof.nonce,
    },
  };
}

/** Grabs an envelope, smashes an egg or spins the wheel, once per requestId. */
export async function claimRaffle(
  db: Db,
  memberId: string,
  input: { type: RaffleType; requestId: string },
  now = new Date(),
): Promise<RaffleResult> {
  const request = {
    scope: `member:${memberId}`,
    key: input.requestId,
    payload: { op: 'raffle', type: input.type },
  };
  const { value } = await runOnce(db, request, (trx) =>
    input.type === 'envelope'
      ? grabEnvelope(trx, memberId, now)
      : drawPrize(trx, memberId, input.type, input.requestId),
  );
  return value;
}

function prizeViews(prizes: repo.PrizeRow[]) {
  const total = prizes.reduce((sum, prize) => sum + prize.weight, 0);
  return prizes.map((prize) => ({
    id: prize.id,
    label: prize.label,
    prizeKind: prize.prize_kind,
    amount: amountView(prize.prize_kind, prize.amount),
    probability: total > 0 ? prize.weight / total : 0,
    inStock: prize.stock === null || prize.stock > 0,
  }));
}

export async function getRaffleSummary(db: Db, memberId: string, now = new Date()): Promise<RaffleSummary> {
  const [window, egg, wheel, eggPrizes, wheelPrizes] = await Promise.all([
    repo.findCurrentWindow(db, now),
    unitBalance(db, memberId, 'egg_ticket'),
    unitBalance(db, memberId, 'wheel_ticket'),
    repo.findPrizes(db, 'egg'),
    repo.findPrizes(db, 'wheel'),
  ]);
  const grabs = window ? await repo.countGrabs(db, window.id, memberId) : 0;
  return {
    envelope: window
      ? {
          id: window.id,
          name: window.name,
          startsAt: new Date(window.starts_at).toISOString(),
          endsAt: new Date(window.ends_at).toISOString(),
          open: new Date(window.starts_at) <= now,
          remaining: toDecimalString(BigInt(window.remaining_minor)),
          grabsLeft: Math.max(0, window.grabs_per_member - grabs),
        }
      : null,
    eggTickets: egg.toString(),
    wheelTickets: wheel.toString(),
    eggPrizes: prizeViews(eggPrizes),
    wheelSegments: prizeViews(wheelPrizes),
  };
}

export async function getRaffleHistory(
  db: Db,
  memberId: string,
  query: { pageNo: number; pageSize: number },
) {
  const { rows, total } = await repo.findHistory(db, memberId, {
    limit: query.pageSize,
    offset: (query.pageNo - 1) * query.pageSize,
  });
  const seeds = await seedViews(
    db,
    rows.map((row) => row.seed_id),
  );
  return toPage(
    rows.map((row) => ({
      time: new Date(row.created_at).toISOString(),
      type: row.type,
      label: row.label,
      prizeKind: row.prize_kind,
      amount: amountView(row.prize_kind, row.amount),
      proof: {
        serverSeedHash: seeds.get(row.seed_id)?.serverSeedHash ?? '',
        serverSeed: seeds.get(row.seed_id)?.serverSeed ?? null,
        clientSeed: clientSeedOf(memberId),
        nonce: Number(row.nonce),
      },
    })),
    total,
    query,
  );
}

/** Tickets a credited deposit earns (per whole threshold of the amount), once per deposit. */
export async function grantTicketsForDeposit(
  trx: Db,
  deposit: { memberId: string; depositId: string; amountMinor: bigint },
): Promise<void> {
  for (const rule of await repo.findTicketRules(trx, 'deposit')) {
    const tickets = (deposit.amountMinor / BigInt(rule.threshold_minor)) * BigInt(rule.tickets);
    if (tickets === 0n) continue;
    await postUnits(trx, {
      memberId: deposit.memberId,
      asset: ticketAsset(rule.game),
      amount: tickets,
      eventKey: `tickets:deposit:${rule.game}:${deposit.depositId}`,
      reason: 'deposit',
      reference: deposit.depositId,
    });
  }
}

/** Tickets valid bet earns: turnover is carried between rounds until it reaches the threshold. */
export async function grantTicketsForTurnover(
  trx: Db,
  wager: { memberId: string; roundRef: string; validBetMinor: bigint },
): Promise<void> {
  if (wager.validBetMinor <= 0n) return;
  for (const rule of await repo.findTicketRules(trx, 'turnover')) {
    const reached = await repo.carryTurnover(
      trx,
      wager.memberId,
      rule.game,
      wager.validBetMinor,
      BigInt(rule.threshold_minor),
    );
    if (reached === 0n) continue;
    await postUnits(trx, {
      memberId: wager.memberId,
      asset: ticketAsset(rule.game),
      amount: reached * BigInt(rule.tickets),
      eventKey: `tickets:turnover:${rule.game}:${wager.roundRef}`,
      reason: 'turnover',
      reference: wager.roundRef,
    });
  }
}

// ---- Operator ----

export async function listEnvelopeWindows(db: Db) {
  const rows = await repo.findWindows(db);
  return {
    list: rows.map((row) => ({
      id: row.id,
      name: row.name,
      startsAt: new Date(row.starts_at).toISOString(),
      endsAt: new Date(row.ends_at).toISOString(),
      pool: toDecimalString(BigInt(row.pool_minor)),
      remaining: toDecimalString(BigInt(row.remaining_minor)),
      grabs: row.grabs,
    })),
  };
}

export async function createEnvelopeWindow(
  db: Db,
  input: {
    name: string;
    startsAt: string;
    endsAt: string;
    pool: bigint;
    minGrab: bigint;
    maxGrab: bigint;
    grabsPerMember: number;
  },
) {
  await repo.insertWindow(db, {
    ...input,
    startsAt: new Date(input.startsAt),
    endsAt: new Date(input.endsAt),
  });
  return listEnvelopeWindows(db);
}

export async function getPrizeTable(db: Db, game: PrizeGame) {
  const [prizes, rules] = await Promise.all([repo.findPrizes(db, game), repo.findTicketRules(db)]);
  const views = prizeViews(prizes);
  return {
    prizes: views.map((view, index) => ({
      ...view,
      weight: prizes[index]?.weight ?? 0,
      stock: prizes[index]?.stock ?? null,
    })),
    ticketRules: rules
      .filter((rule) => rule.game === game)
      .map((rule) => ({
        source: rule.source,
        threshold: toDecimalString(BigInt(rule.threshold_minor)),
        tickets: rule.tickets,
      })),
  };
}

export async function setPrizeTable(
  db: Db,
  game: PrizeGame,
  input: {
    prizes: { label: string; weight: number; prizeKind: PrizeKind; amount: number; stock: number | null }[];
    ticketRules: { source: 'deposit' | 'turnover'; threshold: bigint; tickets: number }[];
  },
) {
  await db.transaction().execute(async (trx) => {
    await repo.replacePrizes(trx, game, input.prizes);
    await repo.replaceTicketRules(trx, game, input.ticketRules);
  });
  return getPrizeTable(db, game);
}

export const revealDrawSeed = (db: Db, purpose: DrawPurpose): Promise<void> => rotateSeed(db, purpose);
