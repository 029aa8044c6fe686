import {
  seamlessErrorStatuses,
  toDecimalString,
  trialMemberType,
  type GameType,
  type SeamlessErrorCode,
  WalletEvent,
  type SeamlessAuthenticateResult,
  type SeamlessBalanceResult,
  type SeamlessTransactionResult,
  type SeamlessWinBatchItemResult,
  type SeamlessWinBatchResult,
} from '@app/contracts';
import { createHash } from 'node:crypto';
import type { Db } from '../../../db/database.js';
import type { GameRoundRow, GameTransactionRow } from '../../../db/schema-games.js';
import { AppError } from '../../../lib/envelope.js';
import { perOwnerCache } from '../../../lib/ttl-cache.js';
import { sha256Hex } from '../../../lib/secure-token.js';
import {
  houseAccountKind,
  isOverdraft,
  postJournal,
  type JournalType,
  type PostedJournal,
} from '../../money/ledger/ledger.service.js';
import { publishEvents } from '../../messaging/notifications/notifications.service.js';
import { publishMemberEvent } from '../../platform/member-events/member-event.service.js';
import { getSetting } from '../../platform/system/system.service.js';
import { refusalReasonOf, seamlessError } from './seamless-errors.js';
import { toSeamlessGame } from './seamless-game.js';
import { applyBetGrouped, applyWinGrouped } from './seamless-groups.js';
import type { DeferredNonce } from './seamless-nonce.js';
import { firstRefusal, type WagerGate } from './wager-gates.js';
import * as repo from './seamless.repository.js';

/**
 * The platform side of the seamless wallet. Each call is one database transaction. Idempotency: the
 * provider's txId is claimed first (unique row); a retry with the same data answers the stored answer
 * with the current balance, other data is refused (TX_MISMATCH). Lock order is always transaction
 * rows first, then the round, then (inside postJournal) the member's accounts, so calls never deadlock.
 */

export interface BetInput {
  launchToken: string;
  playerId: string;
  txId: string;
  roundId: string;
  amount: bigint;
}
export interface WinInput {
  playerId: string;
  txId: string;
  roundId: string;
  amount: bigint;
  endRound: boolean;
}
export interface AdjustInput {
  playerId: string;
  txId: string;
  roundId: string;
  /** Signed: positive pays the player more. */
  amount: bigint;
  reason: string;
}
export interface RollbackInput {
  playerId: string;
  txId: string;
  refTxId: string;
  roundId: string;
}

interface StoredAnswer {
  txId: string;
  platformTxId: string | null;
}

/** What to do once the transaction committed: publish the balance. */
interface AfterCommit {
  memberId: string;
  balance?: bigint;
}

const currencyCache = perOwnerCache<string>({ ttlMs: 30_000, maxEntries: 1 });
function siteCurrency(db: Db): Promise<string> {
  const cache = currencyCache(db);
  return cache.get('currency', async () => (await getSetting(db, 'resources')).currency.code);
}

const hashRequest = (request: Record<string, string | boolean>): string =>
  createHash('sha256').update(JSON.stringify(request)).digest('hex');

const eventKeyOf = (providerCode: string, txId: string) => `seamless:${providerCode}:${txId}`;

/** Re-reads the balance of a known player (error answers and no-movement answers). */
async function balanceOf(db: Db, memberId: string): Promise<bigint> {
  return (await repo.findMainBalance(db, memberId)) ?? 0n;
}

/** A player id that can name a member (else PLAYER_NOT_FOUND without asking the database). */
function validPlayerId(playerId: string): string {
  if (!/^[1-9][0-9]{0,17}$/.test(playerId)) throw seamlessError('PLAYER_NOT_FOUND');
  return playerId;
}

async function requirePlayer(db: Db, playerId: string) {
  const player = /^[1-9][0-9]{0,17}$/.test(playerId) ? await repo.findPlayer(db, playerId) : undefined;
  if (!player) throw seamlessError('PLAYER_NOT_FOUND');
  return player;
}

async function transactionAnswer(
  db: Db,
  memberId: string,
  answer: StoredAnswer,
  currency: string,
  balance?: bigint,
): Promise<SeamlessTransactionResult> {
  return { ...answer, balance: toDecimalString(balance ?? (await balanceOf(db, memberId))), currency };
}

/** The answer to a txId seen before: the first answer (with today's balance), or a refusal. */
async function answerExisting(
  db: Db,
  existing: Pick<GameTransactionRow, 'kind' | 'status' | 'request_hash' | 'response'>,
  kind: GameTransactionRow['kind'],
  requestHash: string,
  memberId: string,
  currency: string,
): Promise<SeamlessTransactionResult> {
  if (kind === 'bet' && existing.kind === 'bet' && existing.status === 'tombstone') {
    throw seamlessError('BET_ROLLED_BACK', { balance: await balanceOf(db, memberId) });
  }
  if (existing.kind !== kind || existing.request_hash !== requestHash) {
    throw seamlessError('TX_MISMATCH', { balance: await balanceOf(db, memberId) });
  }
  return transactionAnswer(db, memberId, existing.response as StoredAnswer, currency);
}

/** Settles an open round: its stake becomes valid bet (turnover), announced as `wager.settled`. */
async function settleRound(trx: Db, round: GameRoundRow, win: bigint, now: Date): Promise<void> {
  await repo.updateRound(trx, round.id, {
    win,
    status: 'settled',
    validBet: BigInt(round.stake),
    settledAt: now,
  });
  await publishMemberEvent(trx, {
    memberId: round.member_id,
    kind: 'wager.settled',
    ref: round.id,
    occurredAt: now,
    payload: {
      providerCode: round.provider_code,
      vendorCode: round.vendor_code,
      nodeId: round.node_id,
      gameType: round.game_type as GameType,
      roundRef: round.round_ref,
      stakeMinor: round.stake,
      validBetMinor: round.stake,
      winMinor: win.toString(),
    },
  });
}

/** Once the transaction committed: the new balance goes to the player's open pages. */
function afterCommit(db: Db, done: AfterCommit): void {
  if (done.balance !== undefined) publishBalances(db, [[done.memberId, done.balance]]);
}

function publishBalances(db: Db, balances: readonly (readonly [string, bigint])[]): void {
  if (balances.length === 0) return;
  const at = new Date().toISOString();
  void publishEvents(
    db,
    balances.map(([memberId, balance]) => ({
      memberId,
      event: { type: WalletEvent.balanceChanged, balance: toDecimalString(balance), at },
    })),
  );
}

/** Runs `work` in a transaction, turning an overdraft refused by the ledger into INSUFFICIENT_FUNDS. */
async function inTransaction<T>(db: Db, memberId: string, work: (trx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction().execute(work);
  } catch (error) {
    if (error instanceof AppError && error.code === 'insufficient_balance') {
      throw seamlessError('INSUFFICIENT_FUNDS', { balance: await balanceOf(db, memberId) });
    }
    throw error;
  }
}

/** Claims the call's txId; a txId seen before answers its first answer (or a refusal) instead. */
async function claimOrAnswer(
  trx: Db,
  tx: repo.NewTransaction,
  currency: string,
): Promise<{ claimed: string } | { answer: SeamlessTransactionResult }> {
  const claimed = await repo.claimTransaction(trx, tx);
  if (claimed) return { claimed };
  const existing = await repo.findTransaction(trx, tx.providerCode, tx.txRef);
  if (!existing) throw new Error(`transaction ${tx.txRef} vanished`);
  return { answer: await answerExisting(trx, existing, tx.kind, tx.requestHash, tx.memberId, currency) };
}

/**
 * Moves `amount` (signed, for the player) between the player's main account and the house games
 * account, remembering the new balance for after the commit; nothing moves for 0.
 */
async function moveGameMoney(
  trx: Db,
  done: AfterCommit,
  movement: {
    type: JournalType;
    eventKey: string;
    reference: string;
    memo: Record<string, string>;
    amount: bigint;
  },
): Promise<PostedJournal | null> {
  if (movement.amount === 0n) return null;
  const { amount, ...journal } = movement;
  const posted = await postJournal(trx, {
    ...journal,
    postings: [
      { account: { memberId: done.memberId, kind: 'main' }, amount },
      { account: { house: 'house:games' }, amount: -amount },
    ],
  });
  done.balance = posted.balances.get(`${done.memberId}:main`);
  return posted;
}

/** Stores the call's first answer on its claimed row and answers it with the balance. */
async function completeWith(
  trx: Db,
  claimed: string,
  txId: string,
  posted: PostedJournal | null,
  row: { roundId: string; status?: 'applied' },
  done: AfterCommit,
  currency: string,
): Promise<SeamlessTransactionResult> {
  const answer: StoredAnswer = { txId, platformTxId: posted?.journalId ?? null };
  await repo.completeTransaction(trx, claimed, { ...row, journalId: answer.platformTxId, response: answer });
  return transactionAnswer(trx, done.memberId, answer, currency, done.balance);
}

export async function authenticate(
  db: Db,
  providerCode: string,
  launchToken: string,
  now = new Date(),
): Promise<SeamlessAuthenticateResult> {
  const launch = await repo.findLaunch(db, providerCode, sha256Hex(launchToken));
  if (!launch) throw seamlessError('INVALID_TOKEN');
  if (launch.expires_at <= now) throw seamlessError('TOKEN_EXPIRED');
  const player = await requirePlayer(db, launch.member_id);
  if (player.status !== 'active' || player.type === trialMemberType) throw seamlessError('PLAYER_DISABLED');
  return {
    playerId: player.id,
    nickname: player.nickname ?? player.username,
    currency: await siteCurrency(db),
    balance: toDecimalString(await balanceOf(db, player.id)),
    language: launch.language,
    tokenExpiresAt: launch.expires_at.toISOString(),
    game: toSeamlessGame(launch, launch.language),
  };
}

export async function getPlayerBalance(db: Db, playerId: string): Promise<SeamlessBalanceResult> {
  const player = await requirePlayer(db, playerId);
  return { balance: toDecimalString(await balanceOf(db, player.id)), currency: await siteCurrency(db) };
}

/** The refusal a seamless_bet/seamless_win failure stands for (with the balance of a known player). */
async function refusalOf(db: Db, error: unknown, playerId: string): Promise<unknown> {
  if (isOverdraft(error)) {
    return seamlessError('INSUFFICIENT_FUNDS', { balance: await repo.findMainBalance(db, playerId) });
  }
  const message = error instanceof Error ? error.message : '';
  const match = /^seamless:([A-Z_]+)(?::(.*))?$/.exec(message);
  const code = match?.[1] as SeamlessErrorCode | undefined;
  if (!code || !(code in seamlessErrorStatuses)) return error;
  if (code === 'NONCE_REPLAYED') return seamlessError(code); // the scope tells a disabled provider apart
  const balance = code === 'PLAYER_NOT_FOUND' ? null : await repo.findMainBalance(db, playerId);
  return seamlessError(code, { balance, ...(match?.[2] ? { message: match[2] } : {}) });
}

/**
 * The wager gates of a bet, run before it in its transaction. A txId seen before skips them: its
 * stored answer (or refusal) is given again whatever the gates say now.
 */
async function checkGates(
  trx: Db,
  gates: readonly WagerGate[],
  bet: { providerCode: string; memberId: string; txId: string; tokenHash: string; amount: bigint; now: Date },
): Promise<void> {
  if (await repo.findTransaction(trx, bet.providerCode, bet.txId)) return;
  const launch = await repo.findLaunch(trx, bet.providerCode, bet.tokenHash);
  if (!launch || launch.member_id !== bet.memberId) return; // the bet itself refuses the token
  const refusal = await firstRefusal(trx, gates, {
    memberId: bet.memberId,
    providerCode: bet.providerCode,
    nodeId: launch.node_id,
    gameType: launch.game_type as GameType,
    amountMinor: bet.amount,
    now: bet.now,
  });
  if (refusal !== null) {
    throw seamlessError('BET_REFUSED', {
      message: refusal.message,
      balance: await balanceOf(trx, bet.memberId),
      reason: refusalReasonOf(refusal),
    });
  }
}

/**
 * A bet in one statement (db/sql/seamless_bet.sql). For a member a wager gate may refuse (marked in
 * wager_gate_mark) the statement answers 'gated' and the gates and the bet then share one transaction.
 * A txId seen before answers its first answer, or the refusal its stored row calls for.
 */
export async function placeBet(
  db: Db,
  providerCode: string,
  input: BetInput,
  gates: readonly WagerGate[] = [],
  now = new Date(),
  nonce?: DeferredNonce,
): Promise<SeamlessTransactionResult> {
  const playerId = validPlayerId(input.playerId);
  const currency = await siteCurrency(db);
  const requestHash = hashRequest({
    op: 'bet',
    playerId: input.playerId,
    roundId: input.roundId,
    amount: input.amount.toString(),
  });
  const tokenHash = sha256Hex(input.launchToken);
  const apply = (executor: Db, skipMarked: boolean, nonceValue: string | null) =>
    applyBetGrouped(executor, {
      providerCode,
      txRef: input.txId,
      requestHash,
      tokenHash,
      memberId: playerId,
      roundRef: input.roundId,
      amount: input.amount,
      eventKey: eventKeyOf(providerCode, input.txId),
      houseKind: houseAccountKind('house:games'),
      at: now,
      skipMarked,
      nonce: nonceValue,
    });
  let row: repo.AppliedCall;
  try {
    row = await apply(db, gates.length > 0, nonce?.value ?? null);
    if (nonce) nonce.recorded = true;
    if (row.outcome === 'gated') {
      row = await db.transaction().execute(async (trx) => {
        await checkGates(trx, gates, {
          providerCode,
          memberId: playerId,
          txId: input.txId,
          tokenHash,
          amount: input.amount,
          now,
        });
        return apply(trx, false, null);
      });
    }
  } catch (error) {
    throw await refusalOf(db, error, playerId);
  }
  return answerApplied(db, 'bet', requestHash, playerId, input.txId, row, currency);
}

/** The answer of an applied call (publishing the balance), or of a txId seen before. */
async function answerApplied(
  db: Db,
  kind: GameTransactionRow['kind'],
  requestHash: string,
  playerId: string,
  txId: string,
  row: repo.AppliedCall,
  currency: string,
): Promise<SeamlessTransactionResult> {
  if (row.outcome === 'existing') {
    return answerExisting(
      db,
      {
        kind: row.existing_kind ?? kind,
        status: row.existing_status ?? 'applied',
        request_hash: row.existing_hash ?? '',
        response: row.existing_response,
      },
      kind,
      requestHash,
      playerId,
      currency,
    );
  }
  const balance = BigInt(row.balance ?? '0');
  afterCommit(db, { memberId: playerId, ...(row.journal_id ? { balance } : {}) });
  return { txId, platformTxId: row.journal_id, balance: toDecimalString(balance), currency };
}

/** A win in one statement (db/sql/seamless_win.sql); a final win settles the round. */
export async function settleWin(
  db: Db,
  providerCode: string,
  input: WinInput,
  now = new Date(),
  nonce?: DeferredNonce,
): Promise<SeamlessTransactionResult> {
  const playerId = validPlayerId(input.playerId);
  const currency = await siteCurrency(db);
  const requestHash = winRequestHash(input);
  let row: repo.AppliedCall;
  try {
    row = await applyWinGrouped(db, {
      providerCode,
      txRef: input.txId,
      requestHash,
      memberId: playerId,
      roundRef: input.roundId,
      amount: input.amount,
      endRound: input.endRound,
      eventKey: eventKeyOf(providerCode, input.txId),
      houseKind: houseAccountKind('house:games'),
      at: now,
      nonce: nonce?.value ?? null,
    });
    if (nonce) nonce.recorded = true;
  } catch (error) {
    throw await refusalOf(db, error, playerId);
  }
  return answerApplied(db, 'win', requestHash, playerId, input.txId, row, currency);
}

/** A win's request hash: a win retried alone or inside a batch is the same request. */
const winRequestHash = (input: WinInput): string =>
  hashRequest({
    op: 'win',
    playerId: input.playerId,
    roundId: input.roundId,
    amount: input.amount.toString(),
    endRound: input.endRound,
  });

/**
 * Many wins in one statement (db/sql/seamless_win_batch.sql). Each item is answered like a single win:
 * applied, its first answer again (or TX_MISMATCH), or the refusal a single win would get; a refused
 * item does not stop the others. Each player's newest balance is published once after the commit.
 */
export async function settleWinBatch(
  db: Db,
  providerCode: string,
  items: readonly WinInput[],
  now = new Date(),
  nonce?: DeferredNonce,
): Promise<SeamlessWinBatchResult> {
  const currency = await siteCurrency(db);
  const requests = items.map((input) => ({
    input,
    requestHash: winRequestHash(input),
    memberId: /^[1-9][0-9]{0,17}$/.test(input.playerId) ? input.playerId : null,
  }));
  const rows = await repo.applyWinBatch(db, {
    providerCode,
    nonce: nonce?.value ?? null,
    items: requests.map(({ input, requestHash, memberId }) => ({
      txRef: input.txId,
      requestHash,
      memberId,
      roundRef: input.roundId,
      amount: input.amount,
      endRound: input.endRound,
      eventKey: eventKeyOf(providerCode, input.txId),
    })),
    houseKind: houseAccountKind('house:games'),
    at: now,
  });
  if (nonce) nonce.recorded = true;
  const newest = new Map<string, bigint>();
  const answers = rows.map((row, index): SeamlessWinBatchItemResult => {
    const { input, requestHash, memberId } = requests[index]!;
    const balance = row.balance === null ? null : BigInt(row.balance);
    const refused = (code: SeamlessErrorCode, message?: string | null): SeamlessWinBatchItemResult => {
      const error = seamlessError(code, { balance, ...(message ? { message } : {}) });
      return { ok: false, txId: input.txId, message: error.message, ...(error.value as object), code };
    };
    if (row.outcome === 'refused') return refused(row.code as SeamlessErrorCode, row.message);
    if (row.outcome === 'existing') {
      if (row.existing_kind !== 'win' || row.existing_hash !== requestHash) return refused('TX_MISMATCH');
      const stored = row.existing_response as StoredAnswer;
      return { ok: true, ...stored, balance: toDecimalString(balance ?? 0n), currency };
    }
    if (row.journal_id !== null && memberId !== null && balance !== null) newest.set(memberId, balance);
    return {
      ok: true,
      txId: input.txId,
      platformTxId: row.journal_id,
      balance: toDecimalString(balance ?? 0n),
      currency,
    };
  });
  publishBalances(db, [...newest]);
  return { items: answers };
}

export async function rollbackBet(
  db: Db,
  providerCode: string,
  input: RollbackInput,
  now = new Date(),
): Promise<SeamlessTransactionResult> {
  const player = await requirePlayer(db, input.playerId);
  const currency = await siteCurrency(db);
  const requestHash = hashRequest({
    op: 'rollback',
    playerId: input.playerId,
    roundId: input.roundId,
    refTxId: input.refTxId,
  });
  const done: AfterCommit = { memberId: player.id };
  const result = await inTransaction(db, player.id, async (trx) => {
    const claim = await claimOrAnswer(
      trx,
      {
        providerCode,
        txRef: input.txId,
        kind: 'rollback',
        status: 'tombstone',
        memberId: player.id,
        amount: 0n,
        refTx: input.refTxId,
        requestHash,
      },
      currency,
    );
    if ('answer' in claim) return claim.answer;
    const { claimed } = claim;
    const nothingMoved: StoredAnswer = { txId: input.txId, platformTxId: null };
    // Claim the bet's id too: an unknown bet becomes a tombstone, so the late bet is refused; a bet
    // being placed right now makes this wait for it, and the refund below then sees it.
    const tombstone = await repo.claimTransaction(trx, {
      providerCode,
      txRef: input.refTxId,
      kind: 'bet',
      status: 'tombstone',
      memberId: player.id,
      amount: 0n,
      refTx: input.txId,
      requestHash: 'tombstone',
    });
    if (tombstone) {
      await repo.completeTransaction(trx, claimed, { response: nothingMoved });
      return transactionAnswer(trx, player.id, nothingMoved, currency);
    }
    const bet = await repo.findTransaction(trx, providerCode, input.refTxId, { lock: true });
    if (!bet || bet.kind !== 'bet' || bet.member_id !== player.id) {
      throw seamlessError('TX_MISMATCH', {
        message: 'refTxId does not name a bet of this player',
        balance: await balanceOf(trx, player.id),
      });
    }
    if (bet.status !== 'applied' || bet.round_id === null) {
      // Already refunded or already a tombstone: acknowledged, nothing moves again.
      await repo.completeTransaction(trx, claimed, { roundId: bet.round_id, response: nothingMoved });
      return transactionAnswer(trx, player.id, nothingMoved, currency);
    }
    const round = await repo.lockRoundById(trx, bet.round_id);
    if (!round) throw new Error(`round ${bet.round_id} vanished`);
    if (round.round_ref !== input.roundId) {
      throw seamlessError('TX_MISMATCH', { message: 'The bet belongs to another round' });
    }
    if (round.status === 'settled' || (await repo.hasWin(trx, round.id))) {
      throw seamlessError('BET_ALREADY_SETTLED', { balance: await balanceOf(trx, player.id) });
    }
    const amount = BigInt(bet.amount);
    const posted = await moveGameMoney(trx, done, {
      type: 'game_refund',
      eventKey: eventKeyOf(providerCode, input.txId),
      reference: input.roundId,
      memo: { provider: providerCode, round: input.roundId, bet: input.refTxId },
      amount,
    });
    await repo.setTransactionStatus(trx, bet.id, 'refunded');
    const stake = BigInt(round.stake) - amount;
    const cancelled = !(await repo.hasAppliedBet(trx, round.id));
    await repo.updateRound(trx, round.id, {
      stake,
      ...(cancelled ? { status: 'cancelled', settledAt: now } : {}),
    });
    return completeWith(
      trx,
      claimed,
      input.txId,
      posted,
      { roundId: round.id, status: 'applied' },
      done,
      currency,
    );
  });
  afterCommit(db, done);
  return result;
}

/** Corrects a settled round (resettlement): moves the signed amount once and announces `wager.adjusted`. */
export async function adjustRound(
  db: Db,
  providerCode: string,
  input: AdjustInput,
  now = new Date(),
): Promise<SeamlessTransactionResult> {
  const player = await requirePlayer(db, input.playerId);
  const currency = await siteCurrency(db);
  const requestHash = hashRequest({
    op: 'adjust',
    playerId: input.playerId,
    roundId: input.roundId,
    amount: input.amount.toString(),
    reason: input.reason,
  });
  const done: AfterCommit = { memberId: player.id };
  const result = await inTransaction(db, player.id, async (trx) => {
    const claim = await claimOrAnswer(
      trx,
      {
        providerCode,
        txRef: input.txId,
        kind: 'adjust',
        status: 'applied',
        memberId: player.id,
        amount: input.amount,
        requestHash,
      },
      currency,
    );
    if ('answer' in claim) return claim.answer;
    const round = await repo.lockRound(trx, providerCode, input.roundId);
    if (!round || round.member_id !== player.id) {
      throw seamlessError('INVALID_REQUEST', { message: 'Unknown round for this player' });
    }
    if (round.status !== 'settled') {
      throw seamlessError('ROUND_NOT_SETTLED', { balance: await balanceOf(trx, player.id) });
    }
    const posted = await moveGameMoney(trx, done, {
      type: 'game_adjust',
      eventKey: eventKeyOf(providerCode, input.txId),
      reference: input.roundId,
      memo: { provider: providerCode, round: input.roundId, game: round.node_id, reason: input.reason },
      amount: input.amount,
    });
    await repo.updateRound(trx, round.id, { win: BigInt(round.win) + input.amount });
    await publishMemberEvent(trx, {
      memberId: player.id,
      kind: 'wager.adjusted',
      ref: `${providerCode}:${input.txId}`,
      occurredAt: now,
      payload: {
        providerCode,
        roundRef: round.round_ref,
        gameType: round.game_type as GameType,
        deltaMinor: input.amount.toString(),
      },
    });
    return completeWith(trx, claim.claimed, input.txId, posted, { roundId: round.id }, done, currency);
  });
  afterCommit(db, done);
  return result;
}

export async function endRound(
  db: Db,
  providerCode: string,
  input: { playerId: string; roundId: string },
  now = new Date(),
): Promise<SeamlessBalanceResult> {
  const player = await requirePlayer(db, input.playerId);
  await db.transaction().execute(async (trx) => {
    const round = await repo.lockRound(trx, providerCode, input.roundId);
    if (!round || round.member_id !== player.id) {
      throw seamlessError('INVALID_REQUEST', { message: 'Unknown round for this player' });
    }
    // Ending a settled or cancelled round again is acknowledged: the provider may retry it.
    if (round.status === 'open') await settleRound(trx, round, BigInt(round.win), now);
  });
  return getPlayerBalance(db, player.id);
}
