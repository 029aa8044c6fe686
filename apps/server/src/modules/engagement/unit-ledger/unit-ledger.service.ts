import type { Db } from '../../../db/database.js';
import { keyedError } from '../../../lib/app-errors.js';
import * as repo from './unit-ledger.repository.js';

export type { UnitAsset } from './unit-ledger.repository.js';
type UnitAsset = repo.UnitAsset;

/** Why points or tickets moved; the points details show it. */
export type UnitReason =
  | 'wager'
  | 'redeem'
  | 'redeem_rejected'
  | 'convert'
  | 'mission'
  | 'raffle'
  | 'deposit'
  | 'turnover'
  | 'adjustment';

export interface UnitMovement {
  memberId: string;
  asset: UnitAsset;
  /** Positive: issued to the member; negative: spent by the member. */
  amount: bigint;
  /** The business event; a second movement for it is ignored. */
  eventKey: string;
  reason: UnitReason;
  reference: string;
  memo?: Record<string, string>;
}

/** Balance after the movement, or null when its event was already recorded (nothing moved). */
export type UnitPosted = { balance: bigint } | null;

/**
 * Records one movement of points or tickets, double-entry against the house 'issued' account, in the
 * caller's transaction. A member balance never goes below zero (400 with `insufficientKey`).
 */
export async function postUnits(
  trx: Db,
  movement: UnitMovement,
  insufficientKey: 'points_insufficient' | 'tickets_insufficient' = 'points_insufficient',
): Promise<UnitPosted> {
  if (movement.amount === 0n) throw new Error(`empty unit movement ${movement.eventKey}`);
  const journal = await repo.insertJournal(trx, {
    asset: movement.asset,
    eventKey: movement.eventKey,
    reason: movement.reason,
    reference: movement.reference,
    memo: movement.memo ?? {},
  });
  if (!journal) return null;
  const member = await repo.moveMemberBalance(trx, movement.memberId, movement.asset, movement.amount);
  if (!member) throw keyedError(400, insufficientKey);
  const house = await repo.findHouseAccountId(trx, movement.asset);
  const balance = BigInt(member.balance);
  await repo.insertPostings(trx, journal.id, [
    { accountId: member.id, amount: movement.amount, balanceAfter: balance },
    { accountId: house, amount: -movement.amount, balanceAfter: null },
  ]);
  return { balance };
}

export const unitBalance = (db: Db, memberId: string, asset: UnitAsset): Promise<bigint> =>
  repo.findMemberBalance(db, memberId, asset);

export interface UnitEntry {
  id: string;
  time: Date;
  amount: bigint;
  balanceAfter: bigint;
  reason: UnitReason;
  reference: string;
  memo: Record<string, string>;
}

/** A page of a member's movements of one asset, newest first. */
export async function listUnitEntries(
  db: Db,
  query: { memberId: string; asset: UnitAsset; pageNo: number; pageSize: number },
): Promise<{ list: UnitEntry[]; total: number }> {
  const { rows, total } = await repo.findMemberEntries(db, {
    memberId: query.memberId,
    asset: query.asset,
    limit: query.pageSize,
    offset: (query.pageNo - 1) * query.pageSize,
  });
  return {
    total,
    list: rows.map((row) => ({
      id: row.id,
      time: new Date(row.created_at),
      amount: BigInt(row.amount),
      balanceAfter: BigInt(row.balance_after),
      reason: row.reason as UnitReason,
      reference: row.reference,
      memo: row.memo,
    })),
  };
}

/** The asset's postings sum to zero (the reconciliation check of this ledger). */
export const unitLedgerTotal = (db: Db, asset: UnitAsset): Promise<bigint> => repo.sumPostings(db, asset);

export const lockUnitBalance = (trx: Db, memberId: string, asset: UnitAsset): Promise<bigint> =>
  repo.lockMemberBalance(trx, memberId, asset);

/** The member's side of an event's movement (signed; 0 when the event was never recorded). */
export const unitMovementOf = (db: Db, eventKey: string): Promise<bigint> =>
  repo.findMemberMovement(db, eventKey);
