import { describe, expect, it } from 'vitest';
import type { DrawResult, LotteryFamily } from '../games/families.js';
import { checkSelection, defaultOdds, findBetType, payoutOf, betTypes } from './registry.js';
import { allShowChance, permutations } from './numbers-games.js';
import { carPairsWithSum, colourOf, zodiacOf } from './racing-and-pick.js';
import { triplesWithSum } from './ssc.js';

const numbers = (...values: number[]): DrawResult => ({ kind: 'numbers', numbers: values });
const drawAt = new Date('2026-06-01T12:00:00Z');

/** Checks the selection, then answers [bets, winning keys]. */
function play(family: LotteryFamily, code: string, picks: string[][], result: DrawResult) {
  const checked = checkSelection(family, code, picks);
  if (!checked.ok) throw new Error(checked.message);
  return [checked.combos, checked.type.wins(picks, result, { family, drawAt })] as const;
}

describe('SSC', () => {
  const r = numbers(3, 0, 7, 7, 2); // last three 7 7 2, sum of all 19, last-three sum 16
  it('direct stars match the last n positions in order', () => {
    expect(play('SSC', 'SSC_STAR1_DIRECT', [['2', '5']], r)).toEqual([2, ['']]);
    expect(play('SSC', 'SSC_STAR2_DIRECT', [['7'], ['1', '2']], r)).toEqual([2, ['']]);
    expect(play('SSC', 'SSC_STAR3_DIRECT', [['7'], ['7'], ['3']], r)).toEqual([1, []]);
    expect(play('SSC', 'SSC_STAR5_DIRECT', [['3'], ['0'], ['7'], ['7'], ['2', '4']], r)).toEqual([2, ['']]);
  });
  it('groups ignore order: group 3 needs a pair, group 6 three different, two-star group two different', () => {
    expect(play('SSC', 'SSC_STAR3_GROUP3', [['2', '7', '9']], r)).toEqual([6, ['']]);
    expect(play('SSC', 'SSC_STAR3_GROUP6', [['2', '7', '9']], r)).toEqual([1, []]);
    expect(play('SSC', 'SSC_STAR3_GROUP6', [['1', '2', '3']], numbers(0, 0, 3, 1, 2))).toEqual([1, ['']]);
    expect(play('SSC', 'SSC_STAR2_GROUP', [['2', '7']], r)).toEqual([1, ['']]);
    expect(play('SSC', 'SSC_STAR2_GROUP', [['7', '1']], numbers(0, 0, 0, 7, 7))).toEqual([1, []]);
  });
  it('three-star sum counts every combination of the sum as a bet', () => {
    expect(triplesWithSum(0)).toBe(1);
    expect(triplesWithSum(1)).toBe(3);
    expect(triplesWithSum(13)).toBe(75);
    expect(play('SSC', 'SSC_STAR3_SUM', [['16', '0']], r)).toEqual([triplesWithSum(16) + 1, ['']]);
  });
  it('position pays each matching position', () => {
    expect(play('SSC', 'SSC_POSITION', [['3'], [], ['7'], ['7', '1'], ['9']], r)).toEqual([5, ['', '', '']]);
  });
  it('big/small/odd/even on the total (big from 23) and per position (big from 5)', () => {
    expect(play('SSC', 'SSC_SUM_BSOE', [['big', 'small', 'odd']], r)).toEqual([3, ['small', 'odd']]);
    expect(play('SSC', 'SSC_SUM_BSOE', [['big']], numbers(5, 5, 5, 4, 4))).toEqual([1, ['big']]);
    expect(play('SSC', 'SSC_POSITION_BSOE', [['small', 'odd'], [], ['big'], [], ['even']], r)).toEqual([
      4,
      ['small', 'odd', 'big', 'even'],
    ]);
  });
  it('dragon/tiger compares the first and fifth digits', () => {
    expect(play('SSC', 'SSC_DRAGON_TIGER', [['dragon', 'tie']], r)).toEqual([2, ['dragon']]);
    expect(play('SSC', 'SSC_DRAGON_TIGER', [['dragon', 'tie']], numbers(4, 1, 1, 1, 4))).toEqual([
      2,
      ['tie'],
    ]);
    expect(play('SSC', 'SSC_DRAGON_TIGER', [['tiger']], numbers(1, 1, 1, 1, 4))).toEqual([1, ['tiger']]);
  });
});

describe('PK10', () => {
  const r = numbers(7, 3, 10, 1, 2, 4, 5, 6, 8, 9);
  it('positions, first-two sum and dragon/tiger', () => {
    expect(play('PK10', 'PK10_POSITION', [['7'], ['1'], [], [], [], [], [], [], [], ['9']], r)).toEqual([
      3,
      ['', ''],
    ]);
    expect(play('PK10', 'PK10_FIRST2_SUM', [['10', '11']], r)).toEqual([2, ['10']]);
    // 7 v 9 tiger, 3 v 8 tiger, 10 v 6 dragon, 1 v 5 tiger, 2 v 4 tiger
    expect(play('PK10', 'PK10_DRAGON_TIGER', [['dragon'], ['tiger'], ['dragon'], [], ['dragon']], r)).toEqual(
      [4, ['', '']],
    );
    expect(carPairsWithSum(3)).toBe(2);
    expect(carPairsWithSum(11)).toBe(10);
    expect(carPairsWithSum(12)).toBe(8);
  });
});

describe('11X5', () => {
  const r = numbers(3, 8, 1, 11, 6);
  it('any k of 5 and k of 5 among more picks', () => {
    expect(play('11X5', '11X5_ANY1', [['3', '4']], r)).toEqual([2, ['']]);
    expect(play('11X5', '11X5_ANY2', [['3', '8', '1', '2']], r)).toEqual([6, ['', '', '']]);
    expect(play('11X5', '11X5_ANY5', [['1', '3', '6', '8', '11']], r)).toEqual([1, ['']]);
    expect(play('11X5', '11X5_ANY6', [['1', '3', '6', '8', '11', '2', '4']], r)).toEqual([7, ['', '']]);
    expect(play('11X5', '11X5_ANY8', [['1', '3', '6', '8', '10', '2', '4', '5']], r)).toEqual([1, []]);
  });
  it('first two and three, direct in order and group in any order', () => {
    expect(
      play(
        '11X5',
        '11X5_FIRST2_DIRECT',
        [
          ['3', '8'],
          ['8', '3'],
        ],
        r,
      ),
    ).toEqual([2, ['']]);
    expect(play('11X5', '11X5_FIRST2_GROUP', [['8', '3']], r)).toEqual([1, ['']]);
    expect(play('11X5', '11X5_FIRST3_DIRECT', [['8'], ['3'], ['1']], r)).toEqual([1, []]);
    expect(play('11X5', '11X5_FIRST3_GROUP', [['1', '8', '3', '5']], r)).toEqual([4, ['']]);
  });
});

describe('LHC and keno', () => {
  const r = numbers(5, 12, 33, 41, 2, 17, 25);
  it('special, colour, zodiac', () => {
    expect(play('LHC', 'LHC_SPECIAL', [['25', '26']], r)).toEqual([2, ['']]);
    expect(colourOf(25)).toBe('blue');
    expect(colourOf(1)).toBe('red');
    expect(colourOf(49)).toBe('green');
    expect(play('LHC', 'LHC_COLOUR', [['blue', 'red']], r)).toEqual([2, ['blue']]);
    // 2026 is the year of the horse: 1, 13, 25, 37, 49 are horse; 2 is snake.
    expect(zodiacOf(25, 2026)).toBe('horse');
    expect(zodiacOf(2, 2026)).toBe('snake');
    expect(zodiacOf(12, 2026)).toBe('goat');
    expect(play('LHC', 'LHC_ZODIAC', [['horse']], r)).toEqual([1, ['year']]);
    expect(play('LHC', 'LHC_ZODIAC', [['snake']], numbers(1, 3, 4, 5, 6, 7, 14))).toEqual([1, ['other']]);
  });
  it('keno pick k', () => {
    const keno = numbers(...Array.from({ length: 20 }, (_, i) => i * 4 + 1)); // 1, 5, 9 ... 77
    expect(play('LF', 'LF_PICK1', [['1', '2', '77']], keno)).toEqual([3, ['', '']]);
    expect(play('LF', 'LF_PICK2', [['1', '5', '9', '2']], keno)).toEqual([6, ['', '', '']]);
  });
});

/** A Vietnam North result whose prizes end in 23 three times and 45 once. */
const north: DrawResult = {
  kind: 'prizes',
  tiers: [
    { name: 'special', numbers: ['12345'] },
    { name: 'first', numbers: ['11123'] },
    { name: 'second', numbers: ['00023', '99901'] },
    { name: 'third', numbers: ['10002', '10003', '10004', '10005', '10006', '10007'] },
    { name: 'fourth', numbers: ['1008', '1009', '1010', '1011'] },
    { name: 'fifth', numbers: ['1012', '1013', '1014', '1015', '1016', '1017'] },
    { name: 'sixth', numbers: ['118', '123', '120'] },
    { name: 'seventh', numbers: ['21', '22', '24', '25'] },
  ],
};

describe('Vietnam', () => {
  it('lô costs one bet per prize and pays per occurrence', () => {
    expect(play('VN_NORTH', 'VN_LO', [['23', '45', '99']], north)).toEqual([81, ['', '', '', '']]);
    expect(play('VN_SOUTH', 'VN_LO', [['07']], north)).toEqual([18, ['']]);
  });
  it('đề, 3 càng, đầu and đuôi read the special prize', () => {
    expect(play('VN_NORTH', 'VN_DE', [['45', '54']], north)).toEqual([2, ['']]);
    expect(play('VN_NORTH', 'VN_3CANG', [['345']], north)).toEqual([1, ['']]);
    expect(play('VN_NORTH', 'VN_DAU', [['4']], north)).toEqual([1, ['']]);
    expect(play('VN_NORTH', 'VN_DUOI', [['4']], north)).toEqual([1, []]);
  });
  it('xiên needs every number of a group to show', () => {
    expect(play('VN_NORTH', 'VN_XIEN2', [['23', '45']], north)).toEqual([1, ['']]);
    expect(play('VN_NORTH', 'VN_XIEN3', [['23', '45', '01', '99']], north)).toEqual([4, ['']]);
    expect(play('VN_NORTH', 'VN_XIEN4', [['23', '45', '01', '99']], north)).toEqual([1, []]);
    expect(allShowChance(1, 27)).toBeCloseTo(1 - 0.99 ** 27, 12);
    expect(allShowChance(2, 27)).toBeCloseTo(1 - 2 * 0.99 ** 27 + 0.98 ** 27, 12);
  });
});

describe('Thai and 4D', () => {
  const thai: DrawResult = {
    kind: 'prizes',
    tiers: [
      { name: 'first', numbers: ['820866'] },
      { name: 'front3', numbers: ['123', '456'] },
      { name: 'back3', numbers: ['789', '012'] },
      { name: 'bottom2', numbers: ['27'] },
    ],
  };
  it('3 top, 3 tod (any order), 2 top, 2 bottom', () => {
    expect(play('THAI', 'TH_3TOP', [['866', '668']], thai)).toEqual([2, ['']]);
    expect(play('THAI', 'TH_3TOD', [['668', '123']], thai)).toEqual([2, ['pair']]);
    expect(play('THAI', 'TH_2TOP', [['66']], thai)).toEqual([1, ['']]);
    expect(play('THAI', 'TH_2BOTTOM', [['66', '27']], thai)).toEqual([2, ['']]);
  });
  const fourD: DrawResult = {
    kind: 'prizes',
    tiers: [
      { name: 'first', numbers: ['1234'] },
      { name: 'second', numbers: ['4321'] },
      { name: 'third', numbers: ['0007'] },
      { name: 'special', numbers: ['1243', ...Array.from({ length: 9 }, (_, i) => `900${i}`)] },
      { name: 'consolation', numbers: ['7000', ...Array.from({ length: 9 }, (_, i) => `800${i}`)] },
    ],
  };
  it('big covers all tiers, small the top three; a box buys every order of the digits', () => {
    expect(permutations('1234')).toHaveLength(24);
    expect(permutations('1123')).toHaveLength(12);
    expect(permutations('1122')).toHaveLength(6);
    expect(permutations('0007')).toHaveLength(4);
    expect(play('4D', '4D_BIG', [['1243', '7000']], fourD)).toEqual([2, ['special', 'consolation']]);
    expect(play('4D', '4D_SMALL', [['1243', '4321']], fourD)).toEqual([2, ['second']]);
    const [boxBets, boxWins] = play('4D', '4D_BIG_BOX', [['3412']], fourD);
    expect([boxBets, [...boxWins].sort()]).toEqual([24, ['first', 'second', 'special']]);
    expect(play('4D', '4D_SMALL_BOX', [['7000']], fourD)).toEqual([4, ['third']]);
  });
});

describe('selections and payouts', () => {
  it('refuses unknown bet types, wrong groups, bad and repeated picks', () => {
    expect(checkSelection('SSC', 'VN_LO', [['12']])).toMatchObject({ ok: false });
    expect(checkSelection('SSC', 'SSC_STAR2_DIRECT', [['1']])).toMatchObject({ ok: false });
    expect(checkSelection('SSC', 'SSC_STAR1_DIRECT', [['10']])).toMatchObject({
      ok: false,
      message: '5th: 10 is not a valid pick',
    });
    expect(checkSelection('SSC', 'SSC_STAR1_DIRECT', [['1', '1']])).toMatchObject({ ok: false });
    expect(checkSelection('SSC', 'SSC_POSITION', [[], [], [], [], []])).toMatchObject({ ok: false });
    expect(checkSelection('VN_NORTH', 'VN_3CANG', [['12a']])).toMatchObject({ ok: false });
  });
  it('default odds are the fair payout times the return, in thousandths', () => {
    const star1 = findBetType('SSC_STAR1_DIRECT')!;
    expect(defaultOdds(star1, 'SSC', 9_700)).toEqual({ '': 9_700 });
    expect(defaultOdds(findBetType('SSC_DRAGON_TIGER')!, 'SSC', 10_000)).toEqual({
      dragon: 2_222,
      tiger: 2_222,
      tie: 10_000,
    });
    expect(payoutOf(['', ''], { '': 9_700 }, 200n, 3)).toBe(11_640n);
    expect(payoutOf(['tie'], { dragon: 2_222, tie: 10_000 }, 100n, 1)).toBe(1_000n);
  });
  it('every bet type has rules in English and Bengali and positive odds', () => {
    for (const type of betTypes) {
      expect(type.rule.en.length).toBeGreaterThan(10);
      expect(type.rule.bn).toMatch(/[\u0980-\u09FF]/);
      for (const family of type.families) {
        for (const odds of Object.values(defaultOdds(type, family, 9_700)))
          expect(odds).toBeGreaterThan(1_000);
      }
    }
  });
});
