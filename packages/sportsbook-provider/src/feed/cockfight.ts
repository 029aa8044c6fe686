import { uniformFloat } from '@app/house-games';
import { createFairRandom, createSeedCommitment, hashServerSeed } from '@app/house-games/server';
import { randomBytes } from 'node:crypto';
import { oneWinner } from '../settlement/outcome.js';
import type { BookSettings } from '../settings.js';
import { text } from '../sports/model.js';
import type { FeedMessage, FixtureChange, MarketOdds } from './messages.js';

/** A fight: bets are taken until `closesAt`, the fight is decided at `fightsAt`. */
export interface FightState {
  phase: 'betting' | 'fighting' | 'done';
  closesAt: string;
  fightsAt: string;
  result: 'meron' | 'wala' | 'draw' | 'cancelled' | null;
}

const roosters = [
  'Lal Bahadur',
  'Sonar Jhalak',
  'Kalo Tufan',
  'Agun Pakhi',
  'Shada Bagh',
  'Megh Raja',
  'Bijli',
  'Rokto Joba',
];
const roostersBn = [
  'লাল বাহাদুর',
  'সোনার ঝলক',
  'কালো তুফান',
  'আগুন পাখি',
  'সাদা বাঘ',
  'মেঘ রাজা',
  'বিজলি',
  'রক্ত জবা',
];

export function fightMarket(settings: BookSettings, status: 'open' | 'suspended'): MarketOdds {
  const { cockfight } = settings;
  return {
    key: 'fight',
    type: 'cockfight',
    group: 'main',
    name: text('Fight result', 'লড়াইয়ের ফলাফল'),
    status,
    selections: [
      { id: 'meron', name: text('Meron', 'মেরন'), odds: cockfight.meronOdds },
      { id: 'wala', name: text('Wala', 'ওয়ালা'), odds: cockfight.walaOdds },
      { id: 'draw', name: text('Draw', 'ড্র'), odds: cockfight.drawOdds },
    ],
  };
}

/** A new fight open for bets now, closing after the betting window and decided at the next interval. */
export function newFight(settings: BookSettings, now: Date) {
  const seed = createSeedCommitment();
  const pick = createFairRandom(seed.serverSeed, 'names', 0);
  const red = Math.floor(uniformFloat(pick) * roosters.length);
  const blue = (red + 1 + Math.floor(uniformFloat(pick) * (roosters.length - 1))) % roosters.length;
  const closesAt = new Date(now.getTime() + settings.cockfight.windowSeconds * 1000);
  const fightsAt = new Date(now.getTime() + settings.cockfight.intervalSeconds * 1000);
  const fixtureId = `cockfight-${randomBytes(6).toString('hex')}`;
  const state: FightState = {
    phase: 'betting',
    closesAt: closesAt.toISOString(),
    fightsAt: fightsAt.toISOString(),
    result: null,
  };
  const messages: FeedMessage[] = [
    {
      type: 'fixture_change',
      fixtureId,
      sport: 'cockfight',
      product: 'cockfight',
      league: text('Cockfight Arena', 'মোরগ লড়াই অ্যারেনা'),
      home: text(`Meron · ${roosters[red]}`, `মেরন · ${roostersBn[red]}`),
      away: text(`Wala · ${roosters[blue]}`, `ওয়ালা · ${roostersBn[blue]}`),
      startAt: closesAt.toISOString(),
      status: 'scheduled',
      seedHash: seed.serverSeedHash,
    },
    {
      type: 'odds_change',
      fixtureId,
      scoreboard: { home: '', away: '', clock: 'betting', detail: '' },
      markets: [fightMarket(settings, 'open')],
    },
  ];
  return { fixtureId, seed: seed.serverSeed, state, messages };
}

/**
 * The fight's next phase when due: the window closes (bet stop, the fight goes live), then the result
 * from the committed seed: Meron or Wala, sometimes a draw, rarely a cancelled fight (every bet refunded).
 */
export function cockfightMessages(
  sim: { fixture_id: string; seed: string },
  state: FightState,
  fixture: Omit<FixtureChange, 'status'>,
  now: Date,
): { messages: FeedMessage[]; state: FightState; finished: boolean; next: Date } {
  const fixtureId = sim.fixture_id;
  if (state.phase === 'betting') {
    return {
      messages: [
        { ...fixture, status: 'live' },
        { type: 'bet_stop', fixtureId },
        {
          type: 'odds_change',
          fixtureId,
          scoreboard: { home: '', away: '', clock: 'fighting', detail: '' },
          markets: [],
        },
      ],
      state: { ...state, phase: 'fighting' },
      finished: false,
      next: new Date(state.fightsAt),
    };
  }
  const roll = uniformFloat(createFairRandom(sim.seed, fixtureId, 0));
  const result: FightState['result'] =
    roll < 0.03 ? 'cancelled' : roll < 0.09 ? 'draw' : roll < 0.545 ? 'meron' : 'wala';
  return {
    messages: [
      {
        type: 'odds_change',
        fixtureId,
        scoreboard: { home: '', away: '', clock: 'result', detail: result },
        markets: [],
      },
      result === 'cancelled'
        ? { type: 'bet_cancel', fixtureId, reason: 'fight cancelled' }
        : {
            type: 'bet_settlement',
            fixtureId,
            markets: [{ key: 'fight', outcomes: oneWinner(['meron', 'wala', 'draw'], result) }],
          },
      {
        ...fixture,
        status: result === 'cancelled' ? 'cancelled' : 'ended',
        seed: sim.seed,
        seedHash: hashServerSeed(sim.seed),
      },
    ],
    state: { ...state, phase: 'done', result },
    finished: true,
    next: now,
  };
}
