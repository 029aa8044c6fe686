import type { RandomSource } from '@app/house-games';
import { allSelectionsVoid, bestOf, oneWinner } from '../settlement/outcome.js';
import { linesAround, totalMarket, winnerMarket } from './line-markets.js';
import { keyNumber, keyParts, text, weighted, type MarketSpec, type SportModel } from './model.js';

/** A T20 match ball by ball: the home side bats first, the away side chases. */
export interface CricketInnings {
  runs: number;
  wickets: number;
  balls: number;
  /** Runs of each completed over. */
  overRuns: number[];
  /** Runs of each batsman by batting order (11). */
  batsmen: number[];
  /** Method of each dismissal, in order. */
  dismissals: DismissalMethod[];
  striker: number;
  nonStriker: number;
  ended: boolean;
}

export interface CricketState {
  homeStrength: number;
  homePlayers: string[];
  awayPlayers: string[];
  innings: [CricketInnings, CricketInnings];
  current: 0 | 1;
  finished: boolean;
}

export const dismissalMethods = ['caught', 'bowled', 'lbw', 'run_out', 'other'] as const;
type DismissalMethod = (typeof dismissalMethods)[number];
const dismissalNames = {
  caught: text('Caught', 'ক্যাচ'),
  bowled: text('Bowled', 'বোল্ড'),
  lbw: text('LBW', 'এলবিডব্লিউ'),
  run_out: text('Run out', 'রান আউট'),
  other: text('Other', 'অন্যান্য'),
};

const BALLS = 120;
const WICKETS = 10;
const ballOutcomes = [0, 1, 2, 3, 4, 6, -1] as const;

const freshInnings = (): CricketInnings => ({
  runs: 0,
  wickets: 0,
  balls: 0,
  overRuns: [],
  batsmen: Array.from({ length: 11 }, () => 0),
  dismissals: [],
  striker: 0,
  nonStriker: 1,
  ended: false,
});

const overs = (balls: number) => `${Math.floor(balls / 6)}.${balls % 6}`;

function playBall(state: CricketState, random: RandomSource): void {
  const inn = state.innings[state.current];
  // The batting side's edge moves boundaries and wickets a little.
  const edge = (state.current === 0 ? state.homeStrength : 1 - state.homeStrength) - 0.5;
  const outcome = weighted(random, ballOutcomes, [35, 35, 8, 1, 11 + edge * 6, 5 + edge * 4, 5 - edge * 3]);
  if (outcome === -1) {
    inn.wickets++;
    inn.dismissals.push(weighted(random, dismissalMethods, [55, 20, 12, 8, 5]));
    inn.striker = Math.max(inn.striker, inn.nonStriker) + 1;
  } else {
    inn.runs += outcome;
    inn.batsmen[inn.striker] = (inn.batsmen[inn.striker] ?? 0) + outcome;
    if (outcome % 2 === 1) [inn.striker, inn.nonStriker] = [inn.nonStriker, inn.striker];
  }
  inn.balls++;
  if (inn.balls % 6 === 0) {
    const before = inn.overRuns.reduce((sum, runs) => sum + runs, 0);
    inn.overRuns.push(inn.runs - before);
    [inn.striker, inn.nonStriker] = [inn.nonStriker, inn.striker];
  }
  const target = state.current === 1 ? state.innings[0].runs + 1 : Infinity;
  if (inn.balls >= BALLS || inn.wickets >= WICKETS || inn.runs >= target) {
    inn.ended = true;
    if (inn.balls % 6 !== 0) inn.overRuns.push(inn.runs - inn.overRuns.reduce((sum, runs) => sum + runs, 0));
    if (state.current === 0) state.current = 1;
    else state.finished = true;
  }
}

const teamOf = (index: number) => (index === 0 ? 'home' : 'away');

function market(key: string, state: CricketState): MarketSpec<CricketState> | null {
  const [kind, a, b, c] = keyParts(key);
  const inningsIndex = keyNumber(a);
  const innings = inningsIndex === 0 || inningsIndex === 1 ? inningsIndex : null;
  switch (kind) {
    case 'winner':
      return winnerMarket(
        key,
        text('Match winner', 'ম্যাচ বিজয়ী'),
        'main',
        (s) => (s.finished ? [s.innings[0].runs, s.innings[1].runs] : null),
        true,
      );
    case 'runs': {
      const line = keyNumber(b);
      if (innings === null || line === null) return null;
      return totalMarket(
        key,
        text(`${innings + 1}${innings === 0 ? 'st' : 'nd'} innings runs`, `${innings + 1}ম ইনিংসের রান`),
        'innings',
        line,
        (s) => (s.innings[innings].ended ? s.innings[innings].runs : null),
      );
    }
    case 'over': {
      // Runs in one over (0-based index) of an innings: a "fancy" line; void if it is never bowled.
      const over = keyNumber(b);
      const line = keyNumber(c);
      if (innings === null || over === null || line === null) return null;
      const spec = totalMarket<CricketState>(
        key,
        text(`Over ${over + 1} runs`, `ওভার ${over + 1} রান`),
        'fancy',
        line,
        (s) => s.innings[innings].overRuns[over] ?? null,
      );
      return {
        ...spec,
        resolve: (s) =>
          s.innings[innings].overRuns[over] === undefined && s.innings[innings].ended
            ? allSelectionsVoid(['over', 'under'])
            : spec.resolve(s),
      };
    }
    case 'session': {
      // Runs after `overs` overs of an innings (the innings total if it ends sooner).
      const oversCount = keyNumber(b);
      const line = keyNumber(c);
      if (innings === null || oversCount === null || line === null) return null;
      return totalMarket(
        key,
        text(`${oversCount} overs runs`, `${oversCount} ওভারের রান`),
        'fancy',
        line,
        (s) => {
          const inn = s.innings[innings];
          if (inn.overRuns.length >= oversCount)
            return inn.overRuns.slice(0, oversCount).reduce((sum, runs) => sum + runs, 0);
          return inn.ended ? inn.runs : null;
        },
      );
    }
    case 'topbat': {
      if (innings === null) return null;
      const ids = ['b0', 'b1', 'b2', 'b3'];
      return {
        key,
        type: 'top_batsman',
        name: text(
          `Top batsman, ${innings + 1}${innings === 0 ? 'st' : 'nd'} innings`,
          `সেরা ব্যাটসম্যান, ${innings + 1}ম ইনিংস`,
        ),
        group: 'player',
        selections: ids.map((id, i) => {
          const player = (innings === 0 ? state.homePlayers : state.awayPlayers)[i] ?? `#${i + 1}`;
          return { id, name: text(player, player) };
        }),
        resolve: (s) =>
          s.innings[innings].ended
            ? bestOf(Object.fromEntries(ids.map((id, i) => [id, s.innings[innings].batsmen[i] ?? 0])))
            : null,
      };
    }
    case 'dismissal': {
      const wicket = keyNumber(b);
      if (innings === null || wicket === null) return null;
      return {
        key,
        type: 'dismissal',
        name: text(`Wicket ${wicket + 1}: method`, `উইকেট ${wicket + 1}: আউটের ধরন`),
        group: 'fancy',
        selections: dismissalMethods.map((id) => ({ id, name: dismissalNames[id] })),
        resolve(s) {
          const method = s.innings[innings].dismissals[wicket];
          if (method) return oneWinner(dismissalMethods, method);
          return s.innings[innings].ended ? allSelectionsVoid(dismissalMethods) : null;
        },
      };
    }
    default:
      return null;
  }
}

export const cricket: SportModel<CricketState> = {
  sport: 'cricket',
  stepSeconds: 30,
  initial: (setup) => ({ ...setup, innings: [freshInnings(), freshInnings()], current: 0, finished: false }),
  step(state, random) {
    const next = structuredClone(state);
    if (!next.finished) playBall(next, random);
    return next;
  },
  finished: (state) => state.finished,
  scoreboard(state) {
    const [first, second] = state.innings;
    const inn = state.innings[state.current];
    return {
      home: `${first.runs}/${first.wickets}`,
      away: state.current === 1 || second.balls > 0 ? `${second.runs}/${second.wickets}` : '',
      clock: `${overs(inn.balls)} ov`,
      detail:
        state.current === 1 ? `${overs(first.balls)} ov · target ${first.runs + 1}` : `${teamOf(0)} batting`,
    };
  },
  offered(state) {
    if (state.finished) return [];
    const index = state.current;
    const inn = state.innings[index];
    const keys = ['winner'];
    const perBall = inn.balls > 12 ? inn.runs / inn.balls : 1.25;
    const projected = inn.runs + perBall * (BALLS - inn.balls) * (1 - inn.wickets / 14);
    for (const line of linesAround(projected, 10, 3)) keys.push(`runs:${index}:${line}`);
    if (index === 0 && !inn.ended) keys.push(...linesAround(150, 10, 1).map((line) => `runs:1:${line}`));
    const nextOver = Math.floor(inn.balls / 6) + 1;
    if (nextOver < 20) keys.push(`over:${index}:${nextOver}:7.5`);
    for (const session of [6, 10, 15]) {
      if (inn.balls < (session - 1) * 6) {
        const expected = inn.runs + perBall * (session * 6 - inn.balls);
        keys.push(`session:${index}:${session}:${linesAround(expected, 5, 1)[0]}`);
        break;
      }
    }
    if (inn.balls < 6) keys.push(`topbat:${index}`);
    if (inn.wickets < WICKETS - 1) keys.push(`dismissal:${index}:${inn.wickets}`);
    return keys;
  },
  market,
};
