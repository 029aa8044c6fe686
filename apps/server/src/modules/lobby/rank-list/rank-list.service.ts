import { toDecimalString, type RankListValue } from '@app/contracts';
import type { Db } from '../../../db/database.js';
import { maskCustomerName } from '../../../lib/mask.js';
import { findGame, getCategoryScope, getGamesByNodeIds } from '../lobby/lobby.service.js';
import { getMember } from '../../identity/member/member.service.js';
import * as repo from './rank-list.repository.js';

/** The winner board shows the biggest wins of this many days. */
export const rankListWindowDays = 30;

export interface WinInput {
  memberId: string;
  nodeId: string;
  /** The provider's round (or bet) reference: a round is recorded once however often it is reported. */
  roundRef: string;
  winAmountMinor: bigint;
  wonAt?: Date;
}

/**
 * Records a winning round for the winner board (by its member-event reader, rank-list.consumer.ts). Only
 * real wins count: the amount must be positive and the member and game must exist.
 */
export async function recordWin(db: Db, win: WinInput): Promise<{ recorded: boolean }> {
  if (win.winAmountMinor <= 0n) throw new Error('a win must be a positive amount');
  const [game, member] = await Promise.all([findGame(db, win.nodeId), getMember(db, win.memberId)]);
  if (!game) throw new Error(`unknown game ${win.nodeId}`);
  if (!member) throw new Error(`unknown member ${win.memberId}`);
  const recorded = await repo.insertWin(db, {
    roundRef: win.roundRef,
    memberId: member.id,
    customerName: maskCustomerName(member.username),
    nodeId: game.nodeId,
    vendor: game.vassalage,
    gameType: game.gameType,
    winAmountMinor: win.winAmountMinor,
    wonAt: win.wonAt ?? new Date(),
  });
  return { recorded };
}

/** The biggest wins of the last 30 days, biggest first, of every category (ALL) or one. */
export async function getRankList(
  db: Db,
  options: { gameCategory: string; language: string; limit: number },
  now = new Date(),
): Promise<RankListValue> {
  const scope = options.gameCategory === 'ALL' ? undefined : await getCategoryScope(db, options.gameCategory);
  if (scope === null) return { list: [] };
  const wins = await repo.findTopWins(db, {
    since: new Date(now.getTime() - rankListWindowDays * 86_400_000),
    limit: options.limit,
    scope,
  });
  const games = new Map(
    (
      await getGamesByNodeIds(db, [...new Set(wins.map((w) => w.node_id))], { language: options.language })
    ).map((game) => [game.nodeId, game]),
  );
  const list = wins.flatMap((win) => {
    const game = games.get(win.node_id);
    return game
      ? [
          {
            vo: {
              customerName: win.customer_name,
              winAmount: toDecimalString(BigInt(win.win_amount_minor)),
              gameName: game.gameName,
              nodeId: game.nodeId,
              vassalage: game.vassalage,
              gameType: game.gameType,
              gameCode: game.gameCode,
              iconUrl: game.iconUrl,
              wonAt: new Date(win.won_at).toISOString(),
            },
          },
        ]
      : [];
  });
  return { list: list.map((entry, index) => ({ rank: index + 1, ...entry })) };
}
