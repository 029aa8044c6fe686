import { createSeededRandom } from '@app/house-games';
import { describe, expect, it } from 'vitest';
import { cricket, type CricketState } from './cricket.js';
import { sportModels } from './index.js';
import type { MatchSetup, SportModel } from './model.js';
import { priceMarkets } from './pricing.js';
import { esport, tennis, type SetsState } from './sets.js';
import { football, type TimedState } from './timed.js';

const setup: MatchSetup = {
  homeStrength: 0.5,
  homePlayers: ['Tamim', 'Litton', 'Shanto', 'Mushfiq'],
  awayPlayers: ['Rohit', 'Gill', 'Kohli', 'Pant'],
};

function resolve<S>(model: SportModel<S>, key: string, state: S) {
  const spec = model.market(key, state);
  if (!spec) throw new Error(`no market ${key}`);
  return spec.resolve(state);
}

const footballState = (home: number, away: number, ht: [number, number], finished = true): TimedState => ({
  homeStrength: 0.5,
  minute: finished ? 90 : 60,
  home,
  away,
  periods: finished ? [ht, [home, away]] : [ht],
  finished,
});

describe('football markets', () => {
  it('settles 1X2, handicap, totals with quarter lines, BTTS and correct score', () => {
    const state = footballState(2, 1, [0, 1]);
    expect(resolve(football, 'winner', state)).toMatchObject({
      home: { result: 'won' },
      draw: { result: 'lost' },
    });
    expect(resolve(football, 'hcp:-0.75', state)).toEqual({
      home: { result: 'half_won' },
      away: { result: 'half_lost' },
    });
    expect(resolve(football, 'total:2.75', state)).toEqual({
      over: { result: 'half_won' },
      under: { result: 'half_lost' },
    });
    expect(resolve(football, 'btts', state)).toMatchObject({ yes: { result: 'won' } });
    expect(resolve(football, 'cs', state)).toMatchObject({
      '2-1': { result: 'won' },
      other: { result: 'lost' },
    });
    expect(resolve(football, 'cs', footballState(5, 0, [2, 0]))).toMatchObject({ other: { result: 'won' } });
    expect(resolve(football, 'ht1x2', state)).toMatchObject({ away: { result: 'won' } });
    expect(resolve(football, 'httotal:0.5', state)).toMatchObject({ over: { result: 'won' } });
  });

  it('decides first-half markets at half time and BTTS as soon as both score', () => {
    const live = footballState(1, 1, [0, 0], false);
    expect(resolve(football, 'ht1x2', live)).toMatchObject({ draw: { result: 'won' } });
    expect(resolve(football, 'btts', live)).toMatchObject({ yes: { result: 'won' } });
    expect(resolve(football, 'winner', live)).toBeNull();
  });
});

function cricketState(mutate: (state: CricketState) => void): CricketState {
  const state = cricket.initial(setup);
  mutate(state);
  return state;
}

describe('cricket markets', () => {
  const finished = cricketState((s) => {
    s.innings[0] = {
      ...s.innings[0],
      runs: 160,
      wickets: 6,
      balls: 120,
      ended: true,
      overRuns: [8, 12, 4],
      batsmen: [45, 45, 30, 10, 0, 0, 0, 0, 0, 0, 0],
      dismissals: ['caught', 'bowled'],
    };
    s.innings[1] = { ...s.innings[1], runs: 150, wickets: 10, balls: 110, ended: true, overRuns: [7] };
    s.current = 1;
    s.finished = true;
  });

  it('settles match winner, a tie being the draw', () => {
    expect(resolve(cricket, 'winner', finished)).toMatchObject({ home: { result: 'won' } });
    const tie = structuredClone(finished);
    tie.innings[1].runs = 160;
    expect(resolve(cricket, 'winner', tie)).toMatchObject({
      draw: { result: 'won' },
      home: { result: 'lost' },
    });
  });

  it('settles innings runs, over and session fancy lines', () => {
    expect(resolve(cricket, 'runs:0:155.5', finished)).toMatchObject({ over: { result: 'won' } });
    expect(resolve(cricket, 'over:0:1:7.5', finished)).toMatchObject({ over: { result: 'won' } });
    expect(resolve(cricket, 'over:0:2:7.5', finished)).toMatchObject({ under: { result: 'won' } });
    expect(resolve(cricket, 'over:1:5:7.5', finished)).toEqual({
      over: { result: 'void' },
      under: { result: 'void' },
    });
    expect(resolve(cricket, 'session:0:3:22.5', finished)).toMatchObject({ over: { result: 'won' } });
  });

  it('settles top batsman as a dead heat and the method of a dismissal', () => {
    const top = resolve(cricket, 'topbat:0', finished);
    expect(top).toMatchObject({
      b0: { result: 'won', deadHeat: 2 },
      b1: { result: 'won', deadHeat: 2 },
      b2: { result: 'lost' },
    });
    expect(cricket.market('topbat:0', finished)?.selections[0]?.name.en).toBe('Tamim');
    expect(resolve(cricket, 'dismissal:0:1', finished)).toMatchObject({
      bowled: { result: 'won' },
      caught: { result: 'lost' },
    });
    expect(resolve(cricket, 'dismissal:0:7', finished)).toMatchObject({ caught: { result: 'void' } });
  });

  it('plays a whole match to a decided winner', () => {
    const random = createSeededRandom(7);
    let state = cricket.initial(setup);
    while (!cricket.finished(state)) state = cricket.step(state, random);
    expect(state.innings[0].ended && state.innings[1].ended).toBe(true);
    expect(resolve(cricket, 'winner', state)).not.toBeNull();
  });
});

describe('tennis and e-sports markets', () => {
  it('settles tennis winner, game handicap and total games', () => {
    const state: SetsState = {
      homeStrength: 0.5,
      units: [
        ...Array<'home'>(6).fill('home'),
        ...Array<'away'>(4).fill('away'),
        ...Array<'home'>(6).fill('home'),
      ],
      finished: true,
    };
    expect(resolve(tennis, 'winner', state)).toMatchObject({ home: { result: 'won' } });
    expect(resolve(tennis, 'hcp:-8', state)).toMatchObject({ home: { result: 'void' } });
    expect(resolve(tennis, 'total:16.5', state)).toMatchObject({ under: { result: 'won' } });
  });

  it('settles e-sports match, map winner (an unplayed map void), map handicap and total maps', () => {
    const cs2 = esport('cs2', 2400);
    const state: SetsState = { homeStrength: 0.5, units: ['home', 'home'], finished: true };
    expect(resolve(cs2, 'winner', state)).toMatchObject({ home: { result: 'won' } });
    expect(resolve(cs2, 'map:1', state)).toMatchObject({ home: { result: 'won' } });
    expect(resolve(cs2, 'map:2', state)).toEqual({ home: { result: 'void' }, away: { result: 'void' } });
    expect(resolve(cs2, 'maphcp:-1.5', state)).toMatchObject({ home: { result: 'won' } });
    expect(resolve(cs2, 'maps:2.5', state)).toMatchObject({ under: { result: 'won' } });
  });
});

describe('pricing', () => {
  it('prices every offered market of every sport with odds above 1.00', () => {
    for (const model of Object.values(sportModels)) {
      const state = model.initial(setup);
      const keys = model.offered(state);
      expect(keys.length, model.sport).toBeGreaterThan(0);
      const prices = priceMarkets(model, state, keys, () => 0.05, `test:${model.sport}`, 40);
      const winner = prices.get('winner');
      expect(winner, model.sport).toBeDefined();
      for (const odds of winner!.values()) if (odds !== null) expect(odds).toBeGreaterThan(100);
    }
  });
});
