import { defaultGames } from '@app/lottery-provider';
import { gameTypes, type GameClassify, type GameType, type IsGame } from '@app/contracts';
import { catalogVendors, lotteryGameTypeOf, vendorGameCounts } from './catalog-vendors.js';
import * as words from './catalog-words.js';
import type { Word } from './catalog-words.js';

/**
 * The demo catalog: a deterministic, realistic list of more than 10,000 games over the spec's
 * vendors and categories. Every vendor and game type draws from its own seeded random stream, so the
 * output never depends on the machine, the clock or the order things run in.
 */
export interface GeneratedGame {
  nodeId: string;
  vendor: string;
  gameType: GameType;
  gameCode: string;
  names: { en: string; bn: string };
  isGame: IsGame;
  supportPlay: 0 | 1;
  gameClassify: GameClassify | null;
  minBetMinor: number;
  lines: number | null;
  rtpBp: number | null;
  hotRank: number | null;
  isNew: boolean;
  releasedAt: string;
  sort: number;
}

/** Release dates count back from this day, so the catalog is the same whenever it is generated. */
export const catalogReferenceDate = '2026-10-01';
const NODE_ID_BASE = 1_000_000;
const NODE_IDS_PER_VENDOR = 10_000;

/** FNV-1a: a stable 32-bit seed from a string. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a small seeded generator of floats in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Random = () => number;
const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
function weighted<T>(random: Random, choices: readonly (readonly [T, number])[]): T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [value, weight] of choices) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return choices[choices.length - 1]![0];
}

const join = (...parts: Word[]): Word => [parts.map((p) => p[0]).join(' '), parts.map((p) => p[1]).join(' ')];
const literal = (en: string, bn: string): Word => [en, bn];

/** Sub-type of a generated RNG game; null is a plain slot. */
const classifyWeights: readonly (readonly [GameClassify | null, number])[] = [
  [null, 70],
  ['JP', 8],
  ['TG', 7],
  ['AC', 5],
  ['SC', 4],
  ['VP', 3],
  ['BG', 3],
];

function slotName(random: Random, classify: GameClassify | null): Word {
  const adjective = pick(random, words.adjectives);
  const noun = pick(random, words.nouns);
  switch (classify) {
    case 'JP':
      return join(adjective, noun, literal('Jackpot', 'জ্যাকপট'));
    case 'TG':
      return join(adjective, pick(random, words.tableGames));
    case 'VP':
      return random() < 0.4
        ? pick(random, words.videoPokers)
        : join(pick(random, words.videoPokers), pick(random, words.suffixes));
    case 'SC':
      return join(adjective, noun, literal('Scratch', 'স্ক্র্যাচ'));
    case 'AC':
      return join(noun, pick(random, words.arcadeGames));
    case 'BG':
      return join(adjective, noun, literal('Bingo', 'বিঙ্গো'));
    default: {
      const template = random();
      if (template < 0.45) return join(adjective, noun);
      if (template < 0.65) {
        const place = pick(random, words.places);
        return [`${noun[0]} of ${place[0]}`, `${place[1]} ${noun[1]}`];
      }
      if (template < 0.9) return join(adjective, noun, pick(random, words.suffixes));
      return join(noun, pick(random, words.suffixes));
    }
  }
}

function fishName(random: Random): Word {
  const template = random();
  if (template < 0.4) return join(pick(random, words.adjectives), literal('Fishing', 'ফিশিং'));
  const creature = pick(random, words.seaCreatures);
  if (template < 0.75) return join(creature, literal('Hunter', 'শিকারি'));
  return join(pick(random, words.adjectives), creature, literal('King', 'রাজা'));
}

/** The i-th name of a cycled list, with a variant after each full cycle ("Teen Patti", ..., "Teen Patti Pro"). */
function cycledName(list: readonly Word[], variants: readonly Word[], offset: number, index: number): Word {
  const base = list[(offset + index) % list.length]!;
  const round = Math.floor(index / list.length);
  return round === 0 ? base : join(base, variants[(round - 1) % variants.length]!);
}

const roomLabels = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const lotteryVariants: readonly Word[] = [
  literal('Express', 'এক্সপ্রেস'),
  literal('Night', 'নাইট'),
  literal('VIP', 'ভিআইপি'),
  literal('Turbo', 'টার্বো'),
];

interface Draft {
  names: Word;
  isGame: IsGame;
  classify: GameClassify | null;
}

function draftFor(type: GameType, vendorName: string, random: Random, index: number, offset: number): Draft {
  const game = (names: Word, classify: GameClassify | null = null): Draft => ({
    names,
    isGame: 'GAME',
    classify,
  });
  switch (type) {
    case 'RNG': {
      const classify = weighted(random, classifyWeights);
      return game(slotName(random, classify), classify);
    }
    case 'FISH':
      return game(fishName(random));
    case 'LIVE': {
      if (index === 0)
        return { names: [`${vendorName} Lobby`, `${vendorName} লবি`], isGame: 'VASSALAGE', classify: null };
      const table = words.liveTables[(offset + index - 1) % words.liveTables.length]!;
      const room = Math.floor((index - 1) / words.liveTables.length);
      const label = room < roomLabels.length ? roomLabels[room]! : String(room + 1);
      return game([`${table[0]} ${label}`, `${table[1]} ${label}`]);
    }
    case 'PVP':
      return game(cycledName(words.cardGames, words.cardVariants, offset, index));
    case 'LOTT':
    case 'ELOTT':
      return game(cycledName(words.lotteryGames, lotteryVariants, offset, index));
    case 'SPORTS':
      return game([`${vendorName} Sportsbook`, `${vendorName} স্পোর্টসবুক`]);
    case 'ESPORTS':
      return game([`${vendorName} Arena`, `${vendorName} অ্যারেনা`]);
    case 'COCKFIGHT':
      return game([`${vendorName} Arena`, `${vendorName} অ্যারেনা`]);
  }
}

function minBetFor(type: GameType, classify: GameClassify | null, random: Random): number {
  const choices: Record<string, readonly (readonly [number, number])[]> = {
    slot: [
      [10, 20],
      [20, 20],
      [50, 20],
      [100, 20],
      [200, 12],
      [500, 8],
    ],
    table: [
      [100, 3],
      [200, 3],
      [500, 2],
      [1000, 1],
    ],
    small: [
      [10, 2],
      [50, 2],
      [100, 1],
    ],
    live: [
      [1000, 3],
      [2000, 2],
      [5000, 2],
      [10000, 1],
    ],
    card: [
      [100, 2],
      [500, 2],
      [1000, 1],
    ],
    flat: [[1000, 1]],
    lottery: [
      [100, 1],
      [200, 1],
    ],
  };
  const kind =
    type === 'RNG'
      ? classify === 'TG' || classify === 'VP' || classify === 'BG'
        ? 'table'
        : classify === 'SC' || classify === 'AC'
          ? 'small'
          : 'slot'
      : (({ FISH: 'small', LIVE: 'live', PVP: 'card', LOTT: 'lottery', ELOTT: 'lottery' } as const)[
          type as 'FISH'
        ] ?? 'flat');
  return weighted(random, choices[kind]!);
}

const slotLines: readonly (readonly [number, number])[] = [
  [5, 6],
  [9, 8],
  [10, 10],
  [15, 6],
  [20, 14],
  [25, 14],
  [30, 10],
  [40, 8],
  [50, 10],
  [243, 10],
  [1024, 4],
];

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function slugOf(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 48) || 'game'
  );
}

const romanSuffixes = ['II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];

/** Builds the demo catalog. Same output on every call. */
export function generateCatalog(): GeneratedGame[] {
  const vendorIndex = new Map(catalogVendors.map((vendor, index) => [vendor.code, index]));
  const vendorName = new Map(catalogVendors.map((vendor) => [vendor.code, vendor.name]));
  const nextSeq = new Map<string, number>();
  const usedNames = new Map<string, Set<string>>();
  const usedCodes = new Map<string, Set<string>>();
  const games: GeneratedGame[] = [];

  for (const type of gameTypes) {
    // The lottery vendors list the house lottery provider's real games (below), not generated ones.
    if (type === 'LOTT' || type === 'ELOTT') continue;
    vendorGameCounts[type].forEach(([vendor, count], position) => {
      const random = seededRandom(hashSeed(`${vendor}/${type}`));
      const names = usedNames.get(vendor) ?? new Set<string>();
      const codes = usedCodes.get(vendor) ?? new Set<string>();
      usedNames.set(vendor, names);
      usedCodes.set(vendor, codes);
      const offset = Math.floor(random() * 1000);
      for (let index = 0; index < count; index++) {
        let draft = draftFor(type, vendorName.get(vendor)!, random, index, offset);
        for (let attempt = 0; names.has(draft.names[0]) && attempt < 60; attempt++)
          draft = draftFor(type, vendorName.get(vendor)!, random, index, offset);
        let [en, bn] = draft.names;
        for (let n = 0; names.has(en); n++) {
          const suffix = romanSuffixes[n % romanSuffixes.length]! + (n >= romanSuffixes.length ? `${n}` : '');
          [en, bn] = [`${draft.names[0]} ${suffix}`, `${draft.names[1]} ${suffix}`];
        }
        names.add(en);
        let code = slugOf(en);
        for (let n = 2; codes.has(code); n++) code = `${slugOf(en).slice(0, 44)}_${n}`;
        codes.add(code);

        const seq = (nextSeq.get(vendor) ?? 0) + 1;
        nextSeq.set(vendor, seq);
        const vassalage = draft.isGame === 'VASSALAGE';
        const slotLike = type === 'RNG' && (draft.classify === null || draft.classify === 'JP');
        const isNew = !vassalage && ['RNG', 'FISH', 'PVP', 'LIVE'].includes(type) && random() < 0.03;
        const trialChance = { RNG: 0.8, FISH: 0.7, PVP: 0.3 }[type as 'RNG'] ?? 0;
        games.push({
          nodeId: String(NODE_ID_BASE + vendorIndex.get(vendor)! * NODE_IDS_PER_VENDOR + seq),
          vendor,
          gameType: type,
          gameCode: code,
          names: { en, bn },
          isGame: draft.isGame,
          supportPlay: random() < trialChance ? 0 : 1,
          gameClassify: draft.classify,
          minBetMinor: minBetFor(type, draft.classify, random),
          lines: slotLike ? weighted(random, slotLines) : null,
          rtpBp: ['RNG', 'FISH', 'PVP'].includes(type) ? 9400 + Math.floor(random() * 350) : null,
          hotRank: null,
          isNew,
          releasedAt: addDays(
            catalogReferenceDate,
            isNew ? -Math.floor(random() * 45) : -60 - Math.floor(random() * 2400),
          ),
          // Interleaves vendors in a category listing; a vendor lobby card comes first.
          sort: vassalage ? -100 + position : index * 100 + position,
        });
      }
    });
  }
  games.push(...lotteryGames(vendorIndex));
  assignHotRanks(games);
  return games;
}

/** The house lottery provider's games, under the vendors (and so the game types) they are listed with. */
function lotteryGames(vendorIndex: Map<string, number>): GeneratedGame[] {
  const seqs = new Map<string, number>();
  return defaultGames.map((game) => {
    const seq = (seqs.get(game.vendorCode) ?? 0) + 1;
    seqs.set(game.vendorCode, seq);
    return {
      nodeId: String(NODE_ID_BASE + vendorIndex.get(game.vendorCode)! * NODE_IDS_PER_VENDOR + seq),
      vendor: game.vendorCode,
      gameType: lotteryGameTypeOf(game.vendorCode),
      gameCode: game.code,
      names: game.names,
      isGame: 'GAME',
      supportPlay: 1,
      gameClassify: null,
      minBetMinor: Number(game.minStakeMinor),
      lines: null,
      rtpBp: null,
      hotRank: null,
      isNew: false,
      releasedAt: catalogReferenceDate,
      sort: seq * 100,
    };
  });
}

/**
 * Hot games: the first three games of the top twelve slot vendors, mixed with the lobbies of the
 * top live vendors and the first fishing and card games.
 */
function assignHotRanks(games: GeneratedGame[]): void {
  const firstOf = (type: GameType, vendors: number, perVendor: number, round: number) =>
    vendorGameCounts[type].slice(0, vendors).flatMap(([vendor]) =>
      games
        .filter((game) => game.vendor === vendor && game.gameType === type)
        .sort((a, b) => a.sort - b.sort)
        .slice(round, round + perVendor),
    );
  const ordered = [
    ...firstOf('RNG', 12, 1, 0),
    ...firstOf('LIVE', 4, 1, 0),
    ...firstOf('RNG', 12, 1, 1),
    ...firstOf('FISH', 4, 1, 0),
    ...firstOf('RNG', 12, 1, 2),
    ...firstOf('PVP', 4, 1, 0),
  ];
  ordered.forEach((game, index) => {
    game.hotRank = index + 1;
  });
}
