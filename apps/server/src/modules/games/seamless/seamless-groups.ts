import type { Db } from '../../../db/database.js';
import { type GroupedStatement, groupedStatement } from '../../../db/grouped-statement.js';
import * as repo from './seamless.repository.js';

/**
 * Bets and wins arriving while others are being applied share one statement (group commit, see
 * db/grouped-statement.ts): per database handle at most SLOTS such statements run at once, a second
 * one only once OVERLAP calls wait, each applying up to MAX_ITEMS calls. Inside a caller's transaction
 * a call runs alone, in that transaction.
 */
const SLOTS = 2;
const OVERLAP = 8;
const MAX_ITEMS = 32;

const groups = new WeakMap<Db, GroupedStatement<repo.SeamlessCall, repo.AppliedCall>>();

function groupOf(db: Db): GroupedStatement<repo.SeamlessCall, repo.AppliedCall> {
  let group = groups.get(db);
  if (!group) {
    group = groupedStatement({
      runOne: (call) => (call.kind === 'bet' ? repo.applyBet(db, call) : repo.applyWin(db, call)),
      runMany: (calls) => repo.applyCalls(db, calls),
      slots: SLOTS,
      maxItems: MAX_ITEMS,
      waitingToOverlap: OVERLAP,
    });
    groups.set(db, group);
  }
  return group;
}

export const applyBetGrouped = (db: Db, bet: repo.BetCall): Promise<repo.AppliedCall> =>
  db.isTransaction ? repo.applyBet(db, bet) : groupOf(db).run({ kind: 'bet', ...bet });

export const applyWinGrouped = (db: Db, win: repo.WinCall): Promise<repo.AppliedCall> =>
  db.isTransaction ? repo.applyWin(db, win) : groupOf(db).run({ kind: 'win', ...win });
