import { uniformFloat, type RandomSource } from '@app/house-games';
import { allSelectionsVoid, oneWinner } from '../settlement/outcome.js';
import { handicapMarket, totalMarket, winnerMarket } from './line-markets.js';
import {
  homeAway,
  keyNumber,
  keyParts,
  text,
  type MarketSpec,
  type SportId,
  type SportModel,
} from './model.js';

/**
 * A match of units won one at a time: tennis (games within sets of six) and the e-sports (maps of a
 * best-of series). `units` holds every unit's winner in order.
 */
export interface SetsState {
  homeStrength: number;
  units: ('home' | 'away')[];
  finished: boolean;
}

const count = (units: SetsState['units'], side: 'home' | 'away') => units.filter((u) => u === side).length;

/** Tennis sets from the games won in order: a set goes to six with a two-game lead, 7-6 after 6-6. */
function tennisSets(units: SetsState['units']): [number, number][] {
  const sets: [number, number][] = [[0, 0]];
  for (const unit of units) {
    const set = sets[sets.length - 1]!;
    if (unit === 'home') set[0]++;
    else set[1]++;
    if (setComplete(set)) sets.push([0, 0]);
  }
  return sets;
}
const setComplete = ([h, a]: [number, number]) =>
  (Math.max(h, a) >= 6 && Math.abs(h - a) >= 2) || Math.max(h, a) === 7;
const setsWon = (sets: [number, number][], side: 0 | 1) =>
  sets.filter((set) => setComplete(set) && (side === 0 ? set[0] > set[1] : set[1] > set[0])).length;

export const tennis: SportModel<SetsState> = {
  sport: 'tennis',
  stepSeconds: 240,
  initial: (setup) => ({ homeStrength: setup.homeStrength, units: [], finished: false }),
  step(state, random: RandomSource) {
    if (state.finished) return state;
    const next = structuredClone(state);
    // The server holds most games; strength tilts holds and breaks.
    const serving = next.units.length % 2 === 0 ? 'home' : 'away';
    const hold = 0.68 + (serving === 'home' ? 1 : -1) * (next.homeStrength - 0.5) * 0.3;
    const winner = uniformFloat(random) < hold ? serving : serving === 'home' ? 'away' : 'home';
    next.units.push(winner);
    const sets = tennisSets(next.units);
    next.finished = setsWon(sets, 0) === 2 || setsWon(sets, 1) === 2;
    return next;
  },
  finished: (s) => s.finished,
  scoreboard(state) {
    const sets = tennisSets(state.units);
    return {
      home: String(setsWon(sets, 0)),
      away: String(setsWon(sets, 1)),
      clock: `Set ${Math.min(3, sets.length)}`,
      detail: sets
        .filter((set) => set[0] + set[1] > 0)
        .map(([h, a]) => `${h}-${a}`)
        .join(' · '),
    };
  },
  offered(state) {
    if (state.finished) return [];
    const played = state.units.length;
    const edge = Math.round((state.homeStrength - 0.5) * 8);
    return [
      'winner',
      `hcp:${-edge - 1.5}`,
      `hcp:${-edge + 1.5}`,
      ...[20.5, 22.5, 24.5].filter((line) => line > played).map((line) => `total:${line}`),
    ];
  },
  market(key) {
    const [kind, a] = keyParts(key);
    const line = keyNumber(a);
    const games = (s: SetsState) =>
      s.finished ? ([count(s.units, 'home'), count(s.units, 'away')] as const) : null;
    switch (kind) {
      case 'winner':
        return winnerMarket(
          key,
          text('Match winner', 'ম্যাচ বিজয়ী'),
          'main',
          (s) => {
            if (!s.finished) return null;
            const sets = tennisSets(s.units);
            return [setsWon(sets, 0), setsWon(sets, 1)];
          },
          false,
        );
      case 'hcp':
        return line === null
          ? null
          : handicapMarket(key, text('Game handicap', 'গেম হ্যান্ডিক্যাপ'), 'handicap', line, games);
      case 'total':
        return line === null
          ? null
          : totalMarket(key, text('Total games', 'মোট গেম'), 'totals', line, (s) =>
              s.finished ? s.units.length : null,
            );
      default:
        return null;
    }
  },
};

const mapNames: Partial<Record<SportId, string[]>> = {
  cs2: ['Mirage', 'Inferno', 'Nuke', 'Ancient', 'Anubis'],
  valorant: ['Ascent', 'Bind', 'Haven', 'Lotus', 'Sunset'],
};

/** An e-sports best-of-three: match winner, each map's winner, map handicap and total maps. */
export function esport(sport: SportId, stepSeconds: number): SportModel<SetsState> {
  const maps = (s: SetsState) => [count(s.units, 'home'), count(s.units, 'away')] as const;
  const mapName = (index: number) => mapNames[sport]?.[index] ?? `${index + 1}`;
  return {
    sport,
    stepSeconds,
    initial: (setup) => ({ homeStrength: setup.homeStrength, units: [], finished: false }),
    step(state, random) {
      if (state.finished) return state;
      const next = structuredClone(state);
      next.units.push(uniformFloat(random) < next.homeStrength ? 'home' : 'away');
      next.finished = Math.max(...maps(next)) === 2;
      return next;
    },
    finished: (s) => s.finished,
    scoreboard(state) {
      const [home, away] = maps(state);
      return {
        home: String(home),
        away: String(away),
        clock: state.finished ? 'Ended' : `Map ${state.units.length + 1}`,
        detail: state.units.map((unit, i) => `${mapName(i)}: ${unit === 'home' ? '1-0' : '0-1'}`).join(' · '),
      };
    },
    offered(state) {
      if (state.finished) return [];
      const next = state.units.length;
      const keys = ['winner', 'maphcp:-1.5', 'maphcp:1.5', 'maps:2.5'];
      for (let map = next; map < 3; map++) keys.push(`map:${map}`);
      return keys;
    },
    market(key) {
      const [kind, a] = keyParts(key);
      const n = keyNumber(a);
      switch (kind) {
        case 'winner':
          return winnerMarket(
            key,
            text('Match winner', 'ম্যাচ বিজয়ী'),
            'main',
            (s) => (s.finished ? maps(s) : null),
            false,
          );
        case 'map': {
          if (n === null) return null;
          const spec: MarketSpec<SetsState> = {
            key,
            type: 'map_winner',
            name: text(`Map ${n + 1} winner (${mapName(n)})`, `ম্যাপ ${n + 1} বিজয়ী (${mapName(n)})`),
            group: 'maps',
            selections: homeAway,
            resolve: (s) => {
              const unit = s.units[n];
              if (unit) return oneWinner(['home', 'away'], unit);
              return s.finished ? allSelectionsVoid(['home', 'away']) : null;
            },
          };
          return spec;
        }
        case 'maphcp':
          return n === null
            ? null
            : handicapMarket(key, text('Map handicap', 'ম্যাপ হ্যান্ডিক্যাপ'), 'maps', n, (s) =>
                s.finished ? maps(s) : null,
              );
        case 'maps':
          return n === null
            ? null
            : totalMarket(key, text('Total maps', 'মোট ম্যাপ'), 'maps', n, (s) =>
                s.finished ? s.units.length : null,
              );
        default:
          return null;
      }
    },
  };
}
