import {
  bsoeOf,
  bsoeTokens,
  choose,
  digitTokens,
  group,
  numbersOf,
  oneOdds,
  product,
  rangeTokens,
  totalPicks,
  winIf,
  type BetType,
} from './bet-type.js';

const positions = ['1st', '2nd', '3rd', '4th', '5th'];
const lastDigits = (numbers: number[], n: number) => numbers.slice(5 - n).map(String);
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** How many three-digit combinations add up to `total` (0-27). */
export function triplesWithSum(total: number): number {
  let count = 0;
  for (let a = 0; a <= 9; a++)
    for (let b = 0; b <= 9; b++) if (total - a - b >= 0 && total - a - b <= 9) count++;
  return count;
}

const starNames = ['', 'one', 'two', 'three', 'four', 'five'];
const starNamesBn = ['', 'এক', 'দুই', 'তিন', 'চার', 'পাঁচ'];

function starDirect(n: number): BetType {
  return {
    code: `SSC_STAR${n}_DIRECT`,
    families: ['SSC'],
    groups: () => positions.slice(5 - n).map((label) => group(label, digitTokens)),
    combos: product,
    wins: (groups, result) => winIf(lastDigits(numbersOf(result), n).every((d, i) => groups[i]!.includes(d))),
    fairOdds: () => oneOdds(10 ** n),
    maxWins: () => 1,
    numberBet: n === 1,
    rule: {
      en: `${starNames[n]}-star direct: pick a digit for each of the last ${n} positions; wins when every one matches in order.`,
      bn: `${starNamesBn[n]} স্টার সরাসরি: শেষ ${n}টি অবস্থানের প্রতিটির জন্য একটি অঙ্ক বাছুন; সব ক্রমানুসারে মিললে জয়।`,
    },
  };
}

export const sscBetTypes: BetType[] = [
  ...[1, 2, 3, 4, 5].map(starDirect),
  {
    code: 'SSC_STAR2_GROUP',
    families: ['SSC'],
    groups: () => [group('digits', digitTokens, 2)],
    combos: ([g]) => choose(g!.length, 2),
    wins: ([g], result) => {
      const [a, b] = lastDigits(numbersOf(result), 2);
      return winIf(a !== b && g!.includes(a!) && g!.includes(b!));
    },
    fairOdds: () => oneOdds(50),
    maxWins: () => 1,
    numberBet: false,
    rule: {
      en: 'Two-star group: pick two or more digits; wins when the last two digits are two different picked digits, in any order.',
      bn: 'দুই স্টার গ্রুপ: দুই বা ততোধিক অঙ্ক বাছুন; শেষ দুটি অঙ্ক আলাদা ও দুটিই বাছাই করা হলে যেকোনো ক্রমে জয়।',
    },
  },
  {
    code: 'SSC_STAR3_GROUP3',
    families: ['SSC'],
    groups: () => [group('digits', digitTokens, 2)],
    combos: ([g]) => g!.length * (g!.length - 1),
    wins: ([g], result) => {
      const last = lastDigits(numbersOf(result), 3);
      const distinct = new Set(last);
      return winIf(distinct.size === 2 && [...distinct].every((d) => g!.includes(d)));
    },
    fairOdds: () => oneOdds(1000 / 3),
    maxWins: () => 1,
    numberBet: false,
    rule: {
      en: 'Three-star group 3: pick two or more digits; wins when the last three digits are a pair and a single, both picked, in any order.',
      bn: 'তিন স্টার গ্রুপ ৩: দুই বা ততোধিক অঙ্ক বাছুন; শেষ তিনটি অঙ্কে একটি জোড়া ও একটি একক থাকলে এবং দুটিই বাছাই করা হলে যেকোনো ক্রমে জয়।',
    },
  },
  {
    code: 'SSC_STAR3_GROUP6',
    families: ['SSC'],
    groups: () => [group('digits', digitTokens, 3)],
    combos: ([g]) => choose(g!.length, 3),
    wins: ([g], result) => {
      const last = lastDigits(numbersOf(result), 3);
      return winIf(new Set(last).size === 3 && last.every((d) => g!.includes(d)));
    },
    fairOdds: () => oneOdds(1000 / 6),
    maxWins: () => 1,
    numberBet: false,
    rule: {
      en: 'Three-star group 6: pick three or more digits; wins when the last three digits are all different and all picked, in any order.',
      bn: 'তিন স্টার গ্রুপ ৬: তিন বা ততোধিক অঙ্ক বাছুন; শেষ তিনটি অঙ্ক সব আলাদা ও সবগুলো বাছাই করা হলে যেকোনো ক্রমে জয়।',
    },
  },
  {
    code: 'SSC_STAR3_SUM',
    families: ['SSC'],
    groups: () => [group('sum', rangeTokens(0, 27), 1)],
    combos: ([g]) => g!.reduce((total, s) => total + triplesWithSum(Number(s)), 0),
    wins: ([g], result) => winIf(g!.includes(String(sum(numbersOf(result).slice(2))))),
    fairOdds: () => oneOdds(1000),
    maxWins: () => 1,
    numberBet: false,
    rule: {
      en: 'Three-star sum: pick sums (0-27) of the last three digits; each sum costs one bet per three-digit combination that makes it.',
      bn: 'তিন স্টার যোগফল: শেষ তিনটি অঙ্কের যোগফল (০-২৭) বাছুন; প্রতিটি যোগফলের দাম সেই যোগফল তৈরি করে এমন প্রতিটি তিন-অঙ্কের সমন্বয়ের জন্য একটি বাজি।',
    },
  },
  {
    code: 'SSC_POSITION',
    families: ['SSC'],
    groups: () => positions.map((label) => group(label, digitTokens, 0)),
    combos: totalPicks,
    wins: (groups, result) =>
      numbersOf(result).flatMap((digit, i) => winIf(groups[i]!.includes(String(digit)))),
    fairOdds: () => oneOdds(10),
    maxWins: (groups) => groups.filter((g) => g.length > 0).length,
    numberBet: true,
    rule: {
      en: 'Position: pick digits on any of the five positions; each picked digit that matches its position wins.',
      bn: 'অবস্থান: পাঁচটি অবস্থানের যেকোনোটিতে অঙ্ক বাছুন; প্রতিটি বাছাই করা অঙ্ক তার অবস্থানে মিললে জয়।',
    },
  },
  {
    code: 'SSC_SUM_BSOE',
    families: ['SSC'],
    groups: () => [group('total', bsoeTokens)],
    combos: totalPicks,
    wins: ([g], result) => bsoeOf(sum(numbersOf(result)), 23).filter((token) => g!.includes(token)),
    fairOdds: () => oneOdds(2),
    maxWins: () => 2,
    numberBet: false,
    rule: {
      en: 'Total big/small/odd/even: the sum of all five digits (0-45); big is 23-45, small 0-22.',
      bn: 'মোট বড়/ছোট/বিজোড়/জোড়: পাঁচটি অঙ্কের যোগফল (০-৪৫); বড় ২৩-৪৫, ছোট ০-২২।',
    },
  },
  {
    code: 'SSC_POSITION_BSOE',
    families: ['SSC'],
    groups: () => positions.map((label) => group(label, bsoeTokens, 0)),
    combos: totalPicks,
    wins: (groups, result) =>
      numbersOf(result).flatMap((digit, i) => bsoeOf(digit, 5).filter((token) => groups[i]!.includes(token))),
    fairOdds: () => oneOdds(2),
    maxWins: (groups) => groups.reduce((total, g) => total + Math.min(2, g.length), 0),
    numberBet: false,
    rule: {
      en: 'Position big/small/odd/even: a digit is big at 5-9 and small at 0-4.',
      bn: 'অবস্থান বড়/ছোট/বিজোড়/জোড়: অঙ্ক ৫-৯ হলে বড়, ০-৪ হলে ছোট।',
    },
  },
  {
    code: 'SSC_DRAGON_TIGER',
    families: ['SSC'],
    groups: () => [group('outcome', ['dragon', 'tiger', 'tie'])],
    combos: totalPicks,
    wins: ([g], result) => {
      const numbers = numbersOf(result);
      const first = numbers[0]!;
      const last = numbers[4]!;
      const outcome = first > last ? 'dragon' : first < last ? 'tiger' : 'tie';
      return g!.includes(outcome) ? [outcome] : [];
    },
    fairOdds: () => ({ dragon: 100 / 45, tiger: 100 / 45, tie: 10 }),
    maxWins: () => 1,
    numberBet: false,
    rule: {
      en: 'Dragon/tiger: dragon wins when the first digit is higher than the fifth, tiger when lower, tie when equal (dragon and tiger lose on a tie).',
      bn: 'ড্রাগন/টাইগার: প্রথম অঙ্ক পঞ্চমটির চেয়ে বড় হলে ড্রাগন, ছোট হলে টাইগার, সমান হলে টাই (টাই হলে ড্রাগন ও টাইগার হারে)।',
    },
  },
];
