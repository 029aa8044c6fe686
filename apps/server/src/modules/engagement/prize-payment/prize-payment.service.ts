import type { Db } from '../../../db/database.js';
import { postJournal, type HousePurpose, type JournalType } from '../../money/ledger/ledger.service.js';
import { postUnits, type UnitReason } from '../unit-ledger/unit-ledger.service.js';

export type PrizeKind = 'cash' | 'points' | 'egg_ticket' | 'wheel_ticket';

export interface Prize {
  memberId: string;
  kind: PrizeKind;
  /** Minor units for cash, whole points or tickets otherwise. */
  amount: bigint;
  /** The business event; the prize is paid once per key. */
  eventKey: string;
  reference: string;
  /** Cash: the journal type and the house account that pays; points and tickets: the reason shown. */
  journalType: JournalType;
  house: HousePurpose;
  reason: UnitReason;
  memo?: Record<string, string>;
}

/**
 * Pays a prize in the caller's transaction: cash through the money ledger from a house account, points
 * and tickets through the unit ledger. Nothing moves for a zero prize or an event already paid.
 */
export async function payPrize(trx: Db, prize: Prize): Promise<void> {
  if (prize.amount <= 0n) return;
  if (prize.kind === 'cash') {
    await postJournal(trx, {
      type: prize.journalType,
      eventKey: prize.eventKey,
      reference: prize.reference,
      memo: prize.memo ?? {},
      postings: [
        { account: { memberId: prize.memberId, kind: 'main' }, amount: prize.amount },
        { account: { house: prize.house }, amount: -prize.amount },
      ],
    });
    return;
  }
  await postUnits(trx, {
    memberId: prize.memberId,
    asset: prize.kind,
    amount: prize.amount,
    eventKey: prize.eventKey,
    reason: prize.reason,
    reference: prize.reference,
    memo: prize.memo ?? {},
  });
}
