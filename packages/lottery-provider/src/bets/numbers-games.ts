import {
  lastTwoOfEveryPrize,
  tierNumbers,
  tierPlans,
  type DrawResult,
  type LotteryFamily,
} from '../games/families.js';
import {
  choose,
  digitTokens,
  group,
  oneOdds,
  rangeTokens,
  repeat,
  totalPicks,
  winIf,
  type BetType,
} from './bet-type.js';

const vnFamilies = ['VN_NORTH', 'VN_SOUTH'] as const;
const twoDigits = rangeTokens(0, 99, 2);
const threeDigits = /^[0-9]{3}$/;
const fourDigits = /^[0-9]{4}$/;

/** How many prizes a Vietnamese draw has (27 North, 18 South and Central): one lô bet covers each. */
export const prizeCount = (family: LotteryFamily): number =>
  (tierPlans[family] ?? []).reduce((total, [, count]) => total + count, 0);

const special = (result: DrawResult) => tierNumbers(result, 'special')[0] ?? '';

/** Chance that k given two-digit numbers all show among the last two digits of `prizes` prizes. */
export function allShowChance(k: number, prizes: number): number {
  let chance = 0;
  for (let j = 0; j <= k; j++) chance += (-1) ** j * choose(k, j) * (1 - j / 100) ** prizes;
  return chance;
}

function xien(k: number): BetType {
  return {
    code: `VN_XIEN${k}`,
    families: vnFamilies,
    groups: () => [group('numbers', twoDigits, k, 10)],
    combos: ([g]) => choose(g!.length, k),
    wins: ([g], result) => {
      const shown = new Set(lastTwoOfEveryPrize(result));
      return repeat('', choose(g!.filter((n) => shown.has(n)).length, k));
    },
    fairOdds: (family) => oneOdds(1 / allShowChance(k, prizeCount(family))),
    maxWins: ([g]) => choose(g!.length, k),
    numberBet: false,
    rule: {
      en: `Xiên ${k}: pick ${k} or more two-digit numbers; every group of ${k} of them that all show in the lô (last two digits of any prize) wins.`,
      bn: `শিয়েন ${k}: ${k} বা ততোধিক দুই-অঙ্কের সংখ্যা বাছুন; এর মধ্যে ${k}টির প্রতিটি দল লো-তে (যেকোনো পুরস্কারের শেষ দুই অঙ্ক) দেখা গেলে জয়।`,
    },
  };
}

export const vnBetTypes: BetType[] = [
  {
    code: 'VN_LO',
    families: vnFamilies,
    groups: () => [group('numbers', twoDigits, 1, 10)],
    combos: ([g], family) => g!.length * prizeCount(family),
    wins: ([g], result) => lastTwoOfEveryPrize(result).flatMap((n) => winIf(g!.includes(n))),
    fairOdds: () => oneOdds(100),
    maxWins: ([g], family) => Math.min(g!.length * 3, prizeCount(family)),
    numberBet: true,
    rule: {
      en: 'Lô: pick two-digit numbers; one point covers every prize (27 North, 18 South) and pays for each prize whose last two digits match, so a number that shows twice pays twice.',
      bn: 'লো: দুই-অঙ্কের সংখ্যা বাছুন; এক পয়েন্ট প্রতিটি পুরস্কার কভার করে (উত্তর ২৭, দক্ষিণ ১৮) এবং যে পুরস্কারের শেষ দুই অঙ্ক মেলে তার প্রতিটির জন্য পেমেন্ট, তাই দুবার এলে দুবার পেমেন্ট।',
    },
  },
  {
    code: 'VN_DE',
    families: vnFamilies,
    groups: () => [group('numbers', twoDigits, 1, 100)],
    combos: totalPicks,
    wins: ([g], result) => winIf(g!.includes(special(result).slice(-2))),
    fairOdds: () => oneOdds(100),
    maxWins: () => 1,
    numberBet: true,
    rule: {
      en: 'Đề: the last two digits of the special prize.',
      bn: 'দে: বিশেষ পুরস্কারের শেষ দুই অঙ্ক।',
    },
  },
  {
    code: 'VN_3CANG',
    families: vnFamilies,
    groups: () => [group('numbers', threeDigits, 1, 100)],
    combos: totalPicks,
    wins: ([g], result) => winIf(g!.includes(special(result).slice(-3))),
    fairOdds: () => oneOdds(1000),
    maxWins: () => 1,
    numberBet: true,
    rule: {
      en: '3 càng: the last three digits of the special prize.',
      bn: '৩ কাং: বিশেষ পুরস্কারের শেষ তিন অঙ্ক।',
    },
  },
  xien(2),
  xien(3),
  xien(4),
  {
    code: 'VN_DAU',
    families: vnFamilies,
    groups: () => [group('digits', digitTokens)],
    combos: totalPicks,
    wins: ([g], result) => winIf(g!.includes(special(result).slice(-2, -1))),
    fairOdds: () => oneOdds(10),
    maxWins: () => 1,
    numberBet: true,
    rule: {
      en: 'Đầu: the tens digit of the đề (second-last digit of the special prize).',
      bn: 'দাউ: দে-এর দশকের অঙ্ক (বিশেষ পুরস্কারের শেষের আগের অঙ্ক)।',
    },
  },
  {
    code: 'VN_DUOI',
    families: vnFamilies,
    groups: () => [group('digits', digitTokens)],
    combos: totalPicks,
    wins: ([g], result) => winIf(g!.includes(special(result).slice(-1))),
    fairOdds: () => oneOdds(10),
    maxWins: () => 1,
    numberBet: true,
    rule: {
      en: 'Đuôi: the last digit of the special prize.',
      bn: 'দুওই: বিশেষ পুরস্কারের শেষ অঙ্ক।',
    },
  },
];

const thaiFirst = (result: DrawResult) => tierNumbers(result, 'first')[0] ?? '';
const sortedDigits = (n: string) => [...n].sort().join('');
/** A three-digit number's kind for 3 tod: all different (6 orders), a pair (3) or a triple (1). */
export const todKind = (n: string): 'distinct' | 'pair' | 'triple' =>
  (({ 3: 'distinct', 2: 'pair', 1: 'triple' }) as const)[new Set(n).size as 1 | 2 | 3];

export const thaiBetTypes: BetType[] = [
  {
    code: 'TH_3TOP',
    families: ['THAI'],
    groups: () => [group('numbers', threeDigits, 1, 100)],
    combos: totalPicks,
    wins: ([g], result) => winIf(g!.includes(thaiFirst(result).slice(-3))),
    fairOdds: () => oneOdds(1000),
    maxWins: () => 1,
    numberBet: true,
    rule: {
      en: '3 top: the last three digits of the first prize, in order.',
      bn: '৩ টপ: প্রথম পুরস্কারের শেষ তিন অঙ্ক, ক্রমানুসারে।',
    },
  },
  {
    code: 'TH_3TOD',
    families: ['THAI'],
    groups: () => [group('numbers', threeDigits, 1, 100)],
    combos: totalPicks,
    wins: ([g], result) => {
      const drawn = sortedDigits(thaiFirst(result).slice(-3));
      return g!.filter((n) => sortedDigits(n) === drawn).map(todKind);
    },
    fairOdds: () => ({ distinct: 1000 / 6, pair: 1000 / 3, triple: 1000 }),
    maxWins: () => 1,
    numberBet: true,
    rule: {
      en: '3 tod: the last three digits of the first prize in any order; a number with repeated digits has fewer orders and pays more.',
      bn: '৩ টোড: প্রথম পুরস্কারের শেষ তিন অঙ্ক যেকোনো ক্রমে; পুনরাবৃত্ত অঙ্কের সংখ্যার ক্রম কম তাই পেমেন্ট বেশি।',
    },
  },
  {
    code: 'TH_2TOP',
    families: ['THAI'],
    groups: () => [group('numbers', twoDigits, 1, 100)],
    combos: totalPicks,
    wins: ([g], result) => winIf(g!.includes(thaiFirst(result).slice(-2))),
    fairOdds: () => oneOdds(100),
    maxWins: () => 1,
    numberBet: true,
    rule: {
      en: '2 top: the last two digits of the first prize.',
      bn: '২ টপ: প্রথম পুরস্কারের শেষ দুই অঙ্ক।',
    },
  },
  {
    code: 'TH_2BOTTOM',
    families: ['THAI'],
    groups: () => [group('numbers', twoDigits, 1, 100)],
    combos: totalPicks,
    wins: ([g], result) => winIf(g!.includes(tierNumbers(result, 'bottom2')[0] ?? '')),
    fairOdds: () => oneOdds(100),
    maxWins: () => 1,
    numberBet: true,
    rule: {
      en: '2 bottom: the two-digit bottom prize.',
      bn: '২ বটম: দুই-অঙ্কের নিচের পুরস্কার।',
    },
  },
];

/** The different orders of a four-digit number's digits (1, 4, 6, 12 or 24 of them). */
export function permutations(n: string): string[] {
  if (n.length <= 1) return [n];
  const seen = new Set<string>();
  for (let i = 0; i < n.length; i++) {
    for (const rest of permutations(n.slice(0, i) + n.slice(i + 1))) seen.add(n[i]! + rest);
  }
  return [...seen];
}

/** Market 4D payouts per 1 staked (Big: all 23 prizes, Small: the top three), scaled to a 100% return. */
const bigPays = { first: 2500, second: 1000, third: 500, special: 180, consolation: 60 };
const smallPays = { first: 3500, second: 2000, third: 1000 };
const scaledTo100 = (pays: Record<string, number>) => {
  const perTenThousand = Object.entries(pays).reduce(
    (total, [tier, pay]) => total + pay * (tier === 'special' || tier === 'consolation' ? 10 : 1),
    0,
  );
  return Object.fromEntries(
    Object.entries(pays).map(([tier, pay]) => [tier, (pay * 10_000) / perTenThousand]),
  );
};

function fourD(size: 'BIG' | 'SMALL', box: boolean): BetType {
  const pays = size === 'BIG' ? bigPays : smallPays;
  const tiers = Object.keys(pays);
  const covered = (n: string) => (box ? permutations(n) : [n]);
  const name = size === 'BIG' ? 'Big' : 'Small';
  const nameBn = size === 'BIG' ? 'বিগ' : 'স্মল';
  return {
    code: `4D_${size}${box ? '_BOX' : ''}`,
    families: ['4D'],
    groups: () => [group('numbers', fourDigits, 1, 20)],
    combos: ([g]) => g!.reduce((total, n) => total + covered(n).length, 0),
    wins: ([g], result) =>
      g!.flatMap((n) =>
        covered(n).flatMap((straight) =>
          tiers.filter((tier) => tierNumbers(result, tier).includes(straight)),
        ),
      ),
    fairOdds: () => scaledTo100(pays),
    maxWins: ([g]) => g!.length,
    numberBet: true,
    rule: box
      ? {
          en: `4D ${name} box: every different order of the number's digits is one ${name} bet (24 for four different digits, 12, 6 or 4 with repeats).`,
          bn: `4D ${nameBn} বক্স: সংখ্যাটির অঙ্কগুলোর প্রতিটি ভিন্ন ক্রম একটি ${nameBn} বাজি (চারটি ভিন্ন অঙ্কে ২৪টি, পুনরাবৃত্তিতে ১২, ৬ বা ৪টি)।`,
        }
      : {
          en:
            size === 'BIG'
              ? '4D Big: a four-digit number wins against the first, second, third, ten special or ten consolation prizes.'
              : '4D Small: a four-digit number wins against the first, second or third prize only, at higher odds.',
          bn:
            size === 'BIG'
              ? '4D বিগ: চার-অঙ্কের সংখ্যা প্রথম, দ্বিতীয়, তৃতীয়, দশটি বিশেষ বা দশটি সান্ত্বনা পুরস্কারে জেতে।'
              : '4D স্মল: চার-অঙ্কের সংখ্যা শুধু প্রথম, দ্বিতীয় বা তৃতীয় পুরস্কারে জেতে, বেশি অডসে।',
        },
  };
}

export const fourDBetTypes: BetType[] = [
  fourD('BIG', false),
  fourD('SMALL', false),
  fourD('BIG', true),
  fourD('SMALL', true),
];
