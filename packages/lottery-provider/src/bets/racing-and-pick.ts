import {
  choose,
  group,
  numbersOf,
  oneOdds,
  rangeTokens,
  repeat,
  totalPicks,
  winIf,
  type BetType,
} from './bet-type.js';

const cars = rangeTokens(1, 10);
const carPositions = cars.map((n) => `#${n}`);

/** Ordered pairs of different cars (1-10) adding up to `total` (3-19). */
export function carPairsWithSum(total: number): number {
  let count = 0;
  for (let a = 1; a <= 10; a++) {
    const b = total - a;
    if (b >= 1 && b <= 10 && b !== a) count++;
  }
  return count;
}

export const pk10BetTypes: BetType[] = [
  {
    code: 'PK10_POSITION',
    families: ['PK10'],
    groups: () => carPositions.map((label) => group(label, cars, 0)),
    combos: totalPicks,
    wins: (groups, result) => numbersOf(result).flatMap((car, i) => winIf(groups[i]!.includes(String(car)))),
    fairOdds: () => oneOdds(10),
    maxWins: (groups) => groups.filter((g) => g.length > 0).length,
    numberBet: true,
    rule: {
      en: 'Position: pick cars for any finishing position; each picked car that finishes in its position wins.',
      bn: 'অবস্থান: যেকোনো অবস্থানের জন্য গাড়ি বাছুন; প্রতিটি বাছাই করা গাড়ি সেই অবস্থানে শেষ করলে জয়।',
    },
  },
  {
    code: 'PK10_FIRST2_SUM',
    families: ['PK10'],
    groups: () => [group('sum', rangeTokens(3, 19))],
    combos: totalPicks,
    wins: ([g], result) => {
      const [first, second] = numbersOf(result);
      const total = String(first! + second!);
      return g!.includes(total) ? [total] : [];
    },
    fairOdds: () => Object.fromEntries(rangeTokens(3, 19).map((s) => [s, 90 / carPairsWithSum(Number(s))])),
    maxWins: () => 1,
    numberBet: false,
    rule: {
      en: 'First-two sum: pick the sum (3-19) of the first and second cars; rarer sums pay more.',
      bn: 'প্রথম দুইয়ের যোগফল: প্রথম ও দ্বিতীয় গাড়ির যোগফল (৩-১৯) বাছুন; বিরল যোগফলে বেশি পেমেন্ট।',
    },
  },
  {
    code: 'PK10_DRAGON_TIGER',
    families: ['PK10'],
    groups: () => [1, 2, 3, 4, 5].map((i) => group(`#${i} v #${11 - i}`, ['dragon', 'tiger'], 0)),
    combos: totalPicks,
    wins: (groups, result) => {
      const numbers = numbersOf(result);
      return groups.flatMap((g, i) => winIf(g.includes(numbers[i]! > numbers[9 - i]! ? 'dragon' : 'tiger')));
    },
    fairOdds: () => oneOdds(2),
    maxWins: (groups) => groups.filter((g) => g.length > 0).length,
    numberBet: false,
    rule: {
      en: 'Dragon/tiger: position 1 against 10, 2 against 9 ... 5 against 6; dragon wins when the earlier position has the higher car.',
      bn: 'ড্রাগন/টাইগার: অবস্থান ১ বনাম ১০, ২ বনাম ৯ ... ৫ বনাম ৬; আগের অবস্থানের গাড়ি বড় হলে ড্রাগন জেতে।',
    },
  },
];

const elevenBalls = rangeTokens(1, 11);
const numberWords = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'];
const numberWordsBn = ['', 'এক', 'দুই', 'তিন', 'চার', 'পাঁচ', 'ছয়', 'সাত', 'আট'];

function elevenAny(k: number): BetType {
  return {
    code: `11X5_ANY${k}`,
    families: ['11X5'],
    groups: () => [group('numbers', elevenBalls, k)],
    combos: ([g]) => choose(g!.length, k),
    wins: ([g], result) => {
      const drawn = numbersOf(result).map(String);
      const hit = g!.filter((n) => drawn.includes(n)).length;
      // Up to five: each k-subset of the picks that was all drawn; six or more: each k-subset holding all five.
      return repeat('', k <= 5 ? choose(hit, k) : hit === 5 ? choose(g!.length - 5, k - 5) : 0);
    },
    fairOdds: () => oneOdds(k <= 5 ? 462 / choose(11 - k, 5 - k) : 462 / choose(k, 5)),
    maxWins: ([g]) => (k <= 5 ? choose(Math.min(5, g!.length), k) : choose(g!.length - 5, k - 5)),
    numberBet: k === 1,
    rule:
      k <= 5
        ? {
            en: `Any ${numberWords[k]}: pick ${k} of 1-11; wins when all ${k} are among the five drawn.`,
            bn: `যেকোনো ${numberWordsBn[k]}: ১-১১ থেকে ${k}টি বাছুন; ${k}টিই পাঁচটি ড্র হওয়া সংখ্যার মধ্যে থাকলে জয়।`,
          }
        : {
            en: `Any ${numberWords[k]}: pick ${k} of 1-11; wins when all five drawn numbers are among them.`,
            bn: `যেকোনো ${numberWordsBn[k]}: ১-১১ থেকে ${k}টি বাছুন; পাঁচটি ড্র হওয়া সংখ্যাই এর মধ্যে থাকলে জয়।`,
          },
  };
}

/** Ordered tuples with one pick from each group, all different (direct bets on the first draws). */
function distinctTuples(groups: string[][]): number {
  const walk = (index: number, used: Set<string>): number =>
    index === groups.length
      ? 1
      : groups[index]!.reduce(
          (total, n) => (used.has(n) ? total : total + walk(index + 1, new Set([...used, n]))),
          0,
        );
  return walk(0, new Set());
}

function elevenFirst(n: 2 | 3, kind: 'DIRECT' | 'GROUP'): BetType {
  const ordered = n === 2 ? 110 : 990;
  const direct = kind === 'DIRECT';
  return {
    code: `11X5_FIRST${n}_${kind}`,
    families: ['11X5'],
    groups: () =>
      direct
        ? ['1st', '2nd', '3rd'].slice(0, n).map((label) => group(label, elevenBalls))
        : [group('numbers', elevenBalls, n)],
    combos: (groups) => (direct ? distinctTuples(groups) : choose(groups[0]!.length, n)),
    wins: (groups, result) => {
      const first = numbersOf(result).slice(0, n).map(String);
      return winIf(
        direct ? first.every((x, i) => groups[i]!.includes(x)) : first.every((x) => groups[0]!.includes(x)),
      );
    },
    fairOdds: () => oneOdds(direct ? ordered : ordered / (n === 2 ? 2 : 6)),
    maxWins: () => 1,
    numberBet: false,
    rule: direct
      ? {
          en: `First ${n} direct: pick a number for each of the first ${n} draws; wins when they match in order.`,
          bn: `প্রথম ${n} সরাসরি: প্রথম ${n}টি ড্রয়ের প্রতিটির জন্য সংখ্যা বাছুন; ক্রমানুসারে মিললে জয়।`,
        }
      : {
          en: `First ${n} group: pick ${n} or more numbers; wins when the first ${n} drawn are among them, in any order.`,
          bn: `প্রথম ${n} গ্রুপ: ${n} বা ততোধিক সংখ্যা বাছুন; প্রথম ${n}টি ড্র হওয়া সংখ্যা এর মধ্যে থাকলে যেকোনো ক্রমে জয়।`,
        },
  };
}

export const elevenBetTypes: BetType[] = [
  ...[1, 2, 3, 4, 5, 6, 7, 8].map(elevenAny),
  elevenFirst(2, 'DIRECT'),
  elevenFirst(2, 'GROUP'),
  elevenFirst(3, 'DIRECT'),
  elevenFirst(3, 'GROUP'),
];

/** Keno (LF, twenty of 1-80): pick k numbers; each k-subset of them all drawn wins. */
function kenoPick(k: number): BetType {
  return {
    code: `LF_PICK${k}`,
    families: ['LF'],
    groups: () => [group('numbers', rangeTokens(1, 80), k)],
    combos: ([g]) => choose(g!.length, k),
    wins: ([g], result) => {
      const drawn = numbersOf(result).map(String);
      return repeat('', choose(g!.filter((n) => drawn.includes(n)).length, k));
    },
    fairOdds: () => oneOdds(choose(80, k) / choose(20, k)),
    maxWins: ([g]) => choose(Math.min(20, g!.length), k),
    numberBet: k === 1,
    rule: {
      en: `Pick ${k}: choose numbers of 1-80; every group of ${k} of them that is all among the twenty drawn wins.`,
      bn: `${k}টি বাছাই: ১-৮০ থেকে সংখ্যা বাছুন; এর মধ্যে ${k}টির প্রতিটি দল বিশটি ড্র হওয়া সংখ্যার মধ্যে থাকলে জয়।`,
    },
  };
}

export const kenoBetTypes: BetType[] = [1, 2, 3].map(kenoPick);

/** Mark Six colour waves of 1-49. */
const red = [1, 2, 7, 8, 12, 13, 18, 19, 23, 24, 29, 30, 34, 35, 40, 45, 46];
const blue = [3, 4, 9, 10, 14, 15, 20, 25, 26, 31, 36, 37, 41, 42, 47, 48];
export const colourOf = (n: number): 'red' | 'blue' | 'green' =>
  red.includes(n) ? 'red' : blue.includes(n) ? 'blue' : 'green';

export const zodiacs = [
  'rat',
  'ox',
  'tiger',
  'rabbit',
  'dragon',
  'snake',
  'horse',
  'goat',
  'monkey',
  'rooster',
  'dog',
  'pig',
] as const;
/** The animal of a (Gregorian) year: 2020 was the rat. */
export const zodiacOfYear = (year: number) => zodiacs[(((year - 2020) % 12) + 12) % 12]!;
/** Mark Six zodiac: 1 is the year's animal, 2 the one before, and so on round the cycle (1, 13, 25, 37, 49 share). */
export function zodiacOf(n: number, year: number): string {
  const yearIndex = zodiacs.indexOf(zodiacOfYear(year));
  return zodiacs[(((yearIndex - (n - 1)) % 12) + 12) % 12]!;
}

export const lhcBetTypes: BetType[] = [
  {
    code: 'LHC_SPECIAL',
    families: ['LHC'],
    groups: () => [group('numbers', rangeTokens(1, 49), 1, 49)],
    combos: totalPicks,
    wins: ([g], result) => winIf(g!.includes(String(numbersOf(result)[6]))),
    fairOdds: () => oneOdds(49),
    maxWins: () => 1,
    numberBet: true,
    rule: {
      en: 'Special number: pick numbers 1-49; wins when the special (seventh) number is picked.',
      bn: 'বিশেষ সংখ্যা: ১-৪৯ থেকে সংখ্যা বাছুন; বিশেষ (সপ্তম) সংখ্যাটি বাছাই করা হলে জয়।',
    },
  },
  {
    code: 'LHC_COLOUR',
    families: ['LHC'],
    groups: () => [group('colour', ['red', 'blue', 'green'])],
    combos: totalPicks,
    wins: ([g], result) => {
      const colour = colourOf(numbersOf(result)[6]!);
      return g!.includes(colour) ? [colour] : [];
    },
    fairOdds: () => ({ red: 49 / 17, blue: 49 / 16, green: 49 / 16 }),
    maxWins: () => 1,
    numberBet: false,
    rule: {
      en: 'Colour: the colour wave of the special number (red 17 numbers, blue 16, green 16).',
      bn: 'রঙ: বিশেষ সংখ্যার রঙ (লাল ১৭টি সংখ্যা, নীল ১৬টি, সবুজ ১৬টি)।',
    },
  },
  {
    code: 'LHC_ZODIAC',
    families: ['LHC'],
    groups: () => [group('zodiac', zodiacs)],
    combos: totalPicks,
    wins: ([g], result, context) => {
      const year = context.drawAt.getUTCFullYear();
      const animal = zodiacOf(numbersOf(result)[6]!, year);
      if (!g!.includes(animal)) return [];
      return [animal === zodiacOfYear(year) ? 'year' : 'other'];
    },
    fairOdds: () => ({ year: 49 / 5, other: 49 / 4 }),
    maxWins: () => 1,
    numberBet: false,
    rule: {
      en: "Zodiac: the animal of the special number; 1 is this year's animal (five numbers, lower odds), counting back one animal per number.",
      bn: 'রাশি: বিশেষ সংখ্যার প্রাণী; ১ এই বছরের প্রাণী (পাঁচটি সংখ্যা, কম অডস), প্রতি সংখ্যায় এক প্রাণী পিছিয়ে গণনা।',
    },
  },
];
