import type { LegOutcome } from '../settlement/outcome.js';
import type { Text } from '../sports/model.js';

/**
 * The feed's message model, after the odds feeds of the industry: a fixture changes, odds change
 * (with the live score), betting stops, markets settle, are cancelled (void) or have a settlement
 * rolled back. Any feed (the built-in simulator, a real odds feed) is turned into these.
 */
export type FeedMessage =
  FixtureChange | OddsChange | BetStop | BetSettlement | BetCancel | RollbackBetSettlement;

export interface FixtureChange {
  type: 'fixture_change';
  fixtureId: string;
  sport: string;
  product: 'sports' | 'esports' | 'cockfight';
  league: Text;
  home: Text;
  away: Text;
  startAt: string;
  status: 'scheduled' | 'live' | 'ended' | 'cancelled';
  seedHash?: string;
  /** Revealed once the fixture ended (the simulator's commitment). */
  seed?: string;
}

export interface MarketOdds {
  key: string;
  type: string;
  group: string;
  name: Text;
  status: 'open' | 'suspended';
  selections: { id: string; name: Text; odds: number | null }[];
}

export interface OddsChange {
  type: 'odds_change';
  fixtureId: string;
  scoreboard?: Record<string, string>;
  markets: MarketOdds[];
}

/** Betting stops on these markets (every open market of the fixture when absent). */
export interface BetStop {
  type: 'bet_stop';
  fixtureId: string;
  marketKeys?: string[];
}

export interface BetSettlement {
  type: 'bet_settlement';
  fixtureId: string;
  markets: { key: string; outcomes: Record<string, LegOutcome> }[];
}

/** The markets are void (an abandoned match, a cancelled fight): every bet on them is refunded. */
export interface BetCancel {
  type: 'bet_cancel';
  fixtureId: string;
  marketKeys?: string[];
  reason: string;
}

/** A settlement was wrong: the markets return to unsettled until settled again. */
export interface RollbackBetSettlement {
  type: 'rollback_bet_settlement';
  fixtureId: string;
  marketKeys: string[];
}

/** What a feed connects to: the book applies messages, optionally inside the feed's own transaction. */
export interface FeedAdapter {
  readonly name: string;
  /** Produces the messages due now and hands them to `deliver`; resolves to how many it delivered. */
  pump(deliver: FeedSink): Promise<number>;
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the sink takes the book's own transaction type
export type FeedSink = (messages: FeedMessage[], trx?: any) => Promise<void>;
