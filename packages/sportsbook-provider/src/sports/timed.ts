import type { RandomSource } from '@app/house-games';
import { oneWinner } from '../settlement/outcome.js';
import { handicapMarket, linesAround, totalMarket, winnerMarket } from './line-markets.js';
import {
  keyNumber,
  keyParts,
  poisson,
  text,
  type MarketSpec,
  type MatchSetup,
  type SportId,
  type SportModel,
} from './model.js';

/** A match played minute by minute (football, basketball, kabaddi): scores and each period's score. */
export interface TimedState {
  homeStrength: number;
  minute: number;
  home: number;
  away: number;
  /** The score at the end of each period played. */
  periods: [number, number][];
  finished: boolean;
}

interface TimedOptions {
  sport: SportId;
  minutes: number;
  periods: number;
  /** Mean points per minute of a side of strength 0.5. */
  pointsPerMinute: number;
  /** A tie at full time stands (football, kabaddi) or extra periods of this many minutes follow. */
  overtimeMinutes: number | null;
  handicapStep: number;
  totalStep: number;
  clock(state: TimedState): string;
  extraMarket?(key: string): MarketSpec<TimedState> | null;
  extraOffered?(state: TimedState, expectedTotal: number): string[];
}

const finalScore = (s: TimedState) => (s.finished ? ([s.home, s.away] as const) : null);

function meanPerMinute(options: TimedOptions, state: TimedState, side: 'home' | 'away'): number {
  const strength = side === 'home' ? state.homeStrength : 1 - state.homeStrength;
  return options.pointsPerMinute * (0.6 + 0.8 * strength);
}

/** A minute-by-minute sport with winner, handicap and totals markets (and the options' extras). */
export function timedSport(options: TimedOptions): SportModel<TimedState> {
  const expectedTotal = (state: TimedState) => {
    const left = Math.max(0, options.minutes - state.minute);
    return (
      state.home +
      state.away +
      left * (meanPerMinute(options, state, 'home') + meanPerMinute(options, state, 'away'))
    );
  };
  const expectedMargin = (state: TimedState) =>
    state.home -
    state.away +
    Math.max(0, options.minutes - state.minute) *
      (meanPerMinute(options, state, 'home') - meanPerMinute(options, state, 'away'));

  return {
    sport: options.sport,
    stepSeconds: 60,
    initial: (setup: MatchSetup) => ({
      homeStrength: setup.homeStrength,
      minute: 0,
      home: 0,
      away: 0,
      periods: [],
      finished: false,
    }),
    step(state, random: RandomSource) {
      if (state.finished) return state;
      const next = structuredClone(state);
      next.home += poisson(random, meanPerMinute(options, next, 'home'));
      next.away += poisson(random, meanPerMinute(options, next, 'away'));
      next.minute++;
      const periodLength = options.minutes / options.periods;
      const inRegulation = next.minute <= options.minutes;
      const periodEnd = inRegulation
        ? next.minute % periodLength === 0
        : (next.minute - options.minutes) % (options.overtimeMinutes ?? 1) === 0;
      if (periodEnd) next.periods.push([next.home, next.away]);
      if (next.minute >= options.minutes && periodEnd) {
        next.finished = options.overtimeMinutes === null || next.home !== next.away;
      }
      return next;
    },
    finished: (state) => state.finished,
    scoreboard: (state) => ({
      home: String(state.home),
      away: String(state.away),
      clock: options.clock(state),
      detail: state.periods.map(([home, away]) => `${home}-${away}`).join(' · '),
    }),
    offered(state) {
      if (state.finished || state.minute >= options.minutes - 1) return [];
      const total = expectedTotal(state);
      const margin = expectedMargin(state);
      const hcpCentre = -Math.round(margin / options.handicapStep) * options.handicapStep;
      const handicaps = [hcpCentre - 0.5 * options.handicapStep, hcpCentre + 0.5 * options.handicapStep];
      return [
        'winner',
        ...handicaps.map((line) => `hcp:${line}`),
        ...linesAround(total, options.totalStep, 3)
          .filter((line) => line > state.home + state.away)
          .map((line) => `total:${line}`),
        ...(options.extraOffered?.(state, total) ?? []),
      ];
    },
    market(key) {
      const [kind, a] = keyParts(key);
      const line = keyNumber(a);
      switch (kind) {
        case 'winner':
          return winnerMarket(
            key,
            text('Match winner', 'ম্যাচ বিজয়ী'),
            'main',
            finalScore,
            options.overtimeMinutes === null,
          );
        case 'hcp':
          return line === null
            ? null
            : handicapMarket(key, text('Handicap', 'হ্যান্ডিক্যাপ'), 'handicap', line, finalScore);
        case 'total':
          return line === null
            ? null
            : totalMarket(key, text('Total', 'মোট'), 'totals', line, (s) =>
                s.finished ? s.home + s.away : null,
              );
        default:
          return options.extraMarket?.(key) ?? null;
      }
    },
  };
}

const correctScores = [
  '0-0',
  '1-0',
  '0-1',
  '1-1',
  '2-0',
  '0-2',
  '2-1',
  '1-2',
  '2-2',
  '3-0',
  '0-3',
  '3-1',
  '1-3',
  '3-2',
  '2-3',
  '3-3',
];
const halfTime = (s: TimedState) => s.periods[0] ?? null;

/** Football: 1X2, Asian handicap and totals with quarter lines, both teams to score, correct score, first half. */
export const football = timedSport({
  sport: 'football',
  minutes: 90,
  periods: 2,
  pointsPerMinute: 1.35 / 90,
  overtimeMinutes: null,
  handicapStep: 0.5,
  totalStep: 1,
  clock: (s) => `${s.minute}'`,
  extraOffered(state, expected) {
    const base = Math.floor(expected) + 0.5;
    const keys = [
      `total:${base - 0.25}`,
      `total:${base + 0.25}`,
      `hcp:${-0.25 + (state.homeStrength < 0.5 ? 0.5 : 0)}`,
      `hcp:${-0.75 + (state.homeStrength < 0.5 ? 1.5 : 0)}`,
    ].filter((key) => !key.startsWith('total:') || Number(key.slice(6)) > state.home + state.away);
    if (!(state.home > 0 && state.away > 0)) keys.push('btts');
    keys.push('cs');
    if (state.minute < 44) keys.push('ht1x2', 'httotal:0.5', 'httotal:1.5');
    return keys;
  },
  extraMarket(key) {
    const [kind, a] = keyParts(key);
    switch (kind) {
      case 'btts':
        return {
          key,
          type: 'btts',
          name: text('Both teams to score', 'উভয় দল গোল করবে'),
          group: 'main',
          selections: [
            { id: 'yes', name: text('Yes', 'হ্যাঁ') },
            { id: 'no', name: text('No', 'না') },
          ],
          resolve: (s) =>
            s.home > 0 && s.away > 0
              ? oneWinner(['yes', 'no'], 'yes')
              : s.finished
                ? oneWinner(['yes', 'no'], 'no')
                : null,
        };
      case 'cs': {
        const ids = [...correctScores, 'other'];
        return {
          key,
          type: 'correct_score',
          name: text('Correct score', 'সঠিক স্কোর'),
          group: 'score',
          selections: ids.map((id) => ({
            id,
            name: text(id === 'other' ? 'Any other' : id, id === 'other' ? 'অন্য যেকোনো' : id),
          })),
          resolve: (s) => {
            if (!s.finished) return null;
            const score = `${s.home}-${s.away}`;
            return oneWinner(ids, correctScores.includes(score) ? score : 'other');
          },
        };
      }
      case 'ht1x2':
        return winnerMarket(key, text('First half 1X2', 'প্রথমার্ধ ১X২'), 'half', halfTime, true);
      case 'httotal': {
        const line = keyNumber(a);
        return line === null
          ? null
          : totalMarket(key, text('First half total', 'প্রথমার্ধ মোট গোল'), 'half', line, (s) => {
              const score = halfTime(s);
              return score ? score[0] + score[1] : null;
            });
      }
      default:
        return null;
    }
  },
});

export const basketball = timedSport({
  sport: 'basketball',
  minutes: 48,
  periods: 4,
  pointsPerMinute: 2.3,
  overtimeMinutes: 5,
  handicapStep: 2,
  totalStep: 5,
  clock: (s) =>
    s.minute >= 48
      ? `OT ${s.minute - 48}'`
      : `Q${Math.min(4, Math.floor(s.minute / 12) + 1)} ${12 - (s.minute % 12)}:00`,
});

export const kabaddi = timedSport({
  sport: 'kabaddi',
  minutes: 40,
  periods: 2,
  pointsPerMinute: 0.9,
  overtimeMinutes: null,
  handicapStep: 2,
  totalStep: 4,
  clock: (s) => `${s.minute}'`,
});
