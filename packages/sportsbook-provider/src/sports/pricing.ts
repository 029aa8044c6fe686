import { createSeededRandom, hashString } from '@app/house-games';
import { fairOdds, type LegOutcome } from '../settlement/outcome.js';
import type { SportModel } from './model.js';

/** Highest and lowest price the book offers (hundredths). */
export const MAX_ODDS = 20_000;
export const MIN_ODDS = 101;

/** Fair odds with the book's margin: the implied probability grows by `margin` (0.05 is 5%). */
export function withMargin(fair: number, margin: number): number {
  const odds = Math.floor((fair / (1 + margin)) * 100);
  return Math.min(MAX_ODDS, Math.max(MIN_ODDS, odds));
}

/**
 * Prices markets by playing the rest of the match `samples` times from `state` and reading each
 * selection's settlement in every finish: the same rules that settle a bet price it. The paths are
 * seeded by `seed`, so the same state always gets the same prices. A selection that never wins is
 * not offered (null).
 */
export function priceMarkets<S>(
  model: SportModel<S>,
  state: S,
  keys: readonly string[],
  marginOf: (marketType: string) => number,
  seed: string,
  samples = 200,
): Map<string, Map<string, number | null>> {
  const random = createSeededRandom(hashString(seed));
  const specs = keys.flatMap((key) => {
    const spec = model.market(key, state);
    return spec ? [spec] : [];
  });
  const outcomes = new Map<string, LegOutcome[]>();
  for (let i = 0; i < samples; i++) {
    let path = state;
    for (let steps = 0; !model.finished(path) && steps < 2_000; steps++) path = model.step(path, random);
    for (const spec of specs) {
      const result = spec.resolve(path);
      if (!result) continue;
      for (const selection of spec.selections) {
        const id = `${spec.key}\u0000${selection.id}`;
        const list = outcomes.get(id) ?? [];
        list.push(result[selection.id] ?? { result: 'lost' });
        outcomes.set(id, list);
      }
    }
  }
  const prices = new Map<string, Map<string, number | null>>();
  for (const spec of specs) {
    const margin = marginOf(spec.type);
    const selections = new Map<string, number | null>();
    for (const selection of spec.selections) {
      const fair = fairOdds(outcomes.get(`${spec.key}\u0000${selection.id}`) ?? []);
      selections.set(selection.id, fair === null ? null : withMargin(fair, margin));
    }
    prices.set(spec.key, selections);
  }
  return prices;
}
