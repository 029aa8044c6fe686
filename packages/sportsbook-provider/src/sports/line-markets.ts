import {
  allSelectionsVoid,
  handicapOutcome,
  oneWinner,
  totalOutcome,
  type LegOutcome,
} from '../settlement/outcome.js';
import { homeAway, homeDrawAway, lineText, overUnder, text, type MarketSpec, type Text } from './model.js';

/** The two sides' numbers once `decided`, else null. */
type Score<S> = (state: S) => readonly [number, number] | null;

/** Match (or period, or map) winner; a tie is a draw in a three-way market, else every bet is void. */
export function winnerMarket<S>(
  key: string,
  name: Text,
  group: string,
  score: Score<S>,
  withDraw: boolean,
): MarketSpec<S> {
  const selections = withDraw ? homeDrawAway : homeAway;
  return {
    key,
    type: withDraw ? 'three_way' : 'two_way',
    name,
    group,
    selections,
    resolve(state) {
      const result = score(state);
      if (!result) return null;
      const [home, away] = result;
      if (home === away)
        return withDraw ? oneWinner(['home', 'draw', 'away'], 'draw') : allSelectionsVoid(['home', 'away']);
      return oneWinner(
        selections.map((selection) => selection.id),
        home > away ? 'home' : 'away',
      );
    },
  };
}

/** Handicap `line` for the home side (the away side gets the opposite line). */
export function handicapMarket<S>(
  key: string,
  name: Text,
  group: string,
  line: number,
  score: Score<S>,
): MarketSpec<S> {
  return {
    key,
    type: 'handicap',
    name: text(`${name.en} ${lineText(line)}`, `${name.bn} ${lineText(line)}`),
    group,
    selections: [
      { id: 'home', name: text(`Home ${lineText(line)}`, `হোম ${lineText(line)}`) },
      { id: 'away', name: text(`Away ${lineText(-line)}`, `অ্যাওয়ে ${lineText(-line)}`) },
    ],
    resolve(state) {
      const result = score(state);
      if (!result) return null;
      const [home, away] = result;
      return { home: handicapOutcome(home, away, line), away: handicapOutcome(away, home, -line) };
    },
  };
}

/** Over / under `line` of a total, decided when `total` answers a number. */
export function totalMarket<S>(
  key: string,
  name: Text,
  group: string,
  line: number,
  total: (state: S) => number | null,
): MarketSpec<S> {
  return {
    key,
    type: 'total',
    name: text(`${name.en} ${line}`, `${name.bn} ${line}`),
    group,
    selections: overUnder,
    resolve(state) {
      const value = total(state);
      if (value === null) return null;
      return {
        over: totalOutcome(value, line, 'over'),
        under: totalOutcome(value, line, 'under'),
      } satisfies Record<string, LegOutcome>;
    },
  };
}

/** Lines of a grid around an expected value: the nearest half line and its neighbours `step` apart. */
export function linesAround(expected: number, step: number, count: number): number[] {
  const centre = Math.floor(expected / step) * step + 0.5;
  const lines: number[] = [];
  for (let i = -Math.floor(count / 2); lines.length < count; i++) lines.push(centre + i * step);
  return lines.filter((line) => line > 0);
}
