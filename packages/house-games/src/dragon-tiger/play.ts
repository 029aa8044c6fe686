import { cardName, rankOf } from '../cards/cards.js';
import { Shoe } from '../cards/shoe.js';
import type { Minor } from '../money.js';
import type { RandomSource } from '../random/random-source.js';
import { assertTableBets, settleTableBets, type TableBetResult, type TableBets } from '../table/settle.js';
import {
  DRAGON_TIGER_DECKS,
  dragonTigerBetKinds,
  dragonTigerResult,
  dragonTigerReturnPercent,
  type DragonTigerBetKind,
  type DragonTigerResult,
} from './pays.js';

export type DragonTigerBets = TableBets<DragonTigerBetKind>;

export interface DragonTigerOutcome {
  dragon: string;
  tiger: string;
  result: DragonTigerResult;
  bets: TableBetResult<DragonTigerBetKind>[];
}

/** One card to dragon, then one to tiger, from a freshly shuffled 8-deck shoe. */
export function playDragonTigerRound(
  bets: DragonTigerBets,
  rng: RandomSource,
): { outcome: DragonTigerOutcome; stake: Minor; win: Minor } {
  assertTableBets(dragonTigerBetKinds, bets);
  const shoe = new Shoe(DRAGON_TIGER_DECKS);
  const dragon = shoe.draw(rng);
  const tiger = shoe.draw(rng);
  const result = dragonTigerResult(rankOf(dragon), rankOf(tiger));
  const settled = settleTableBets(dragonTigerBetKinds, bets, (kind) =>
    dragonTigerReturnPercent(kind, result),
  );
  return {
    outcome: { dragon: cardName(dragon), tiger: cardName(tiger), result, bets: settled.results },
    stake: settled.stake,
    win: settled.win,
  };
}
