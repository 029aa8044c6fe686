import { cardName } from '../cards/cards.js';
import { Shoe } from '../cards/shoe.js';
import type { Minor } from '../money.js';
import type { RandomSource } from '../random/random-source.js';
import { assertTableBets, settleTableBets, type TableBetResult, type TableBets } from '../table/settle.js';
import { baccaratBetKinds, baccaratReturnPercent, type BaccaratBetKind } from './pays.js';
import {
  BACCARAT_DECKS,
  baccaratResult,
  createBaccaratHand,
  dealBaccarat,
  isPair,
  type BaccaratResult,
} from './rules.js';

export type BaccaratBets = TableBets<BaccaratBetKind>;

export interface BaccaratOutcome {
  /** Cards in the order dealt to each hand, e.g. ["KH", "4S", "2D"]. */
  player: string[];
  banker: string[];
  playerTotal: number;
  bankerTotal: number;
  result: BaccaratResult;
  playerPair: boolean;
  bankerPair: boolean;
  bets: TableBetResult<BaccaratBetKind>[];
}

/** One coup from a freshly shuffled 8-deck shoe. */
export function playBaccaratRound(
  bets: BaccaratBets,
  rng: RandomSource,
): { outcome: BaccaratOutcome; stake: Minor; win: Minor } {
  assertTableBets(baccaratBetKinds, bets);
  const hand = createBaccaratHand();
  dealBaccarat(new Shoe(BACCARAT_DECKS), rng, hand);
  const result = baccaratResult(hand);
  const playerPair = isPair(hand.player);
  const bankerPair = isPair(hand.banker);
  const settled = settleTableBets(baccaratBetKinds, bets, (kind) =>
    baccaratReturnPercent(kind, result, playerPair, bankerPair),
  );
  return {
    outcome: {
      player: hand.player.map(cardName),
      banker: hand.banker.map(cardName),
      playerTotal: hand.playerTotal,
      bankerTotal: hand.bankerTotal,
      result,
      playerPair,
      bankerPair,
      bets: settled.results,
    },
    stake: settled.stake,
    win: settled.win,
  };
}
