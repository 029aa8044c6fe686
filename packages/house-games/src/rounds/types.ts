import type { BaccaratBets, BaccaratOutcome } from '../baccarat/play.js';
import type { CrashBet, CrashOutcome } from '../crash/crash.js';
import type { DragonTigerBets, DragonTigerOutcome } from '../dragon-tiger/play.js';
import type { FishBet, FishOutcome } from '../fish/fish.js';
import type { KenoBet, KenoOutcome } from '../keno/keno.js';
import type { Minor } from '../money.js';
import type { PlinkoBet, PlinkoOutcome } from '../plinko/plinko.js';
import type { ScratchBet, ScratchOutcome } from '../scratch/scratch.js';
import type { SlotBet, SlotOutcome } from '../slots/types.js';
import type { VideoPokerBet, VideoPokerOutcome } from '../video-poker/video-poker.js';

export const engineIds = [
  'slots',
  'baccarat',
  'dragon-tiger',
  'crash',
  'fish',
  'scratch',
  'plinko',
  'keno',
  'video-poker',
] as const;
export type EngineId = (typeof engineIds)[number];

/**
 * The commit-reveal proof of a round. The hash is shown before play; the seed is added once revealed.
 * Every random number of the round comes from HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${cursor}`).
 */
export interface FairnessProof {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  serverSeed?: string;
}

interface Engines {
  slots: { bet: SlotBet; outcome: SlotOutcome };
  baccarat: { bet: BaccaratBets; outcome: BaccaratOutcome };
  'dragon-tiger': { bet: DragonTigerBets; outcome: DragonTigerOutcome };
  crash: { bet: CrashBet; outcome: CrashOutcome };
  fish: { bet: FishBet; outcome: FishOutcome };
  scratch: { bet: ScratchBet; outcome: ScratchOutcome };
  plinko: { bet: PlinkoBet; outcome: PlinkoOutcome };
  keno: { bet: KenoBet; outcome: KenoOutcome };
  'video-poker': { bet: VideoPokerBet; outcome: VideoPokerOutcome };
}

/** What the player asks for: which engine and configuration, and the bet. */
export type RoundRequest = {
  [E in EngineId]: { engine: E; configId: string; bet: Engines[E]['bet'] };
}[EngineId];

/** A played round: the request, what was shown (`outcome`), the total stake and the total returned. */
export type PlayedRound = {
  [E in EngineId]: {
    engine: E;
    configId: string;
    bet: Engines[E]['bet'];
    outcome: Engines[E]['outcome'];
    /** Total staked, in minor units. */
    stake: Minor;
    /** Total returned to the player (stakes of winning bets included), in minor units. */
    win: Minor;
  };
}[EngineId];

/**
 * Round recall: a plain JSON value holding everything needed to draw the round again as the player
 * saw it and to verify it. Store it as it is (jsonb is fine: verification ignores key order).
 */
export type RoundRecord = PlayedRound & { version: 1; proof: FairnessProof };

export type RoundRecordOf<E extends EngineId> = Extract<RoundRecord, { engine: E }>;
