import type { SlotFamily } from './types.js';

/**
 * The base slot mathematics. Catalog games are mapped onto these by line count (see config.ts) and
 * tuned to their declared RTP by scaling the paytable, so the strips and the shape of the paytable
 * (volatility, hit rate, feature frequency) come from here.
 *
 * Symbol ids are positions in `roles`; pays are indexed by count of symbols (0..reels).
 */
const videoRoles = ['H1', 'H2', 'H3', 'H4', 'L1', 'L2', 'L3', 'L4', 'WILD', 'SCATTER'] as const;

/** Strip counts of the eight regular video symbols, then wilds (per reel) and scatters. */
const videoCounts = (counts: readonly number[], wilds: readonly number[], scatters = 1): number[][] =>
  wilds.map((wild) => [...counts, wild, scatters]);

const scaled = (pays: readonly (readonly number[])[], factor: number): number[][] =>
  pays.map((row) => row.map((pay) => pay * factor));

const videoPays = [
  [0, 0, 2, 20, 100, 500],
  [0, 0, 0, 15, 60, 250],
  [0, 0, 0, 10, 40, 150],
  [0, 0, 0, 8, 30, 100],
  [0, 0, 0, 5, 15, 60],
  [0, 0, 0, 4, 12, 50],
  [0, 0, 0, 3, 10, 40],
  [0, 0, 0, 3, 8, 30],
];

export const slotFamilies: readonly SlotFamily[] = [
  {
    id: 'classic-3x3',
    reels: 3,
    rows: 3,
    mode: 'lines',
    minLines: 1,
    maxLines: 5,
    waysCost: 0,
    roles: ['H1', 'H2', 'H3', 'L1', 'L2', 'L3', 'L4', 'WILD'],
    reelCounts: [
      [1, 2, 3, 4, 5, 6, 5, 1],
      [1, 2, 3, 4, 5, 6, 5, 1],
      [1, 2, 3, 4, 5, 6, 5, 1],
    ],
    basePays: [
      [0, 0, 0, 150],
      [0, 0, 0, 50],
      [0, 0, 0, 25],
      [0, 0, 0, 18],
      [0, 0, 0, 12],
      [0, 0, 0, 8],
      [0, 1, 2, 10],
      [0, 0, 0, 400],
    ],
    baseScatterPays: [],
    freeSpins: null,
    stripSeed: 1,
  },
  {
    id: 'video-5x3',
    reels: 5,
    rows: 3,
    mode: 'lines',
    minLines: 6,
    maxLines: 24,
    waysCost: 0,
    roles: videoRoles,
    reelCounts: videoCounts([2, 3, 3, 4, 5, 5, 6, 6], [1, 1, 1, 1, 1]),
    basePays: [...scaled(videoPays, 3), [0, 0, 0, 120, 600, 3000], []],
    baseScatterPays: [0, 0, 0, 3, 15, 100],
    freeSpins: {
      triggerCount: 3,
      awards: [0, 0, 0, 10, 15, 20],
      multiplier: 3,
      retrigger: true,
      maxTotal: 200,
    },
    stripSeed: 2,
  },
  {
    id: 'video-5x3-hv',
    reels: 5,
    rows: 3,
    mode: 'lines',
    minLines: 25,
    maxLines: 50,
    waysCost: 0,
    roles: videoRoles,
    reelCounts: videoCounts([2, 3, 3, 4, 6, 6, 6, 6], [0, 2, 2, 2, 0]),
    basePays: [...scaled(videoPays, 2.7), [], []],
    baseScatterPays: [0, 0, 0, 5, 25, 200],
    freeSpins: {
      triggerCount: 3,
      awards: [0, 0, 0, 15, 15, 15],
      multiplier: 3,
      retrigger: true,
      maxTotal: 240,
    },
    stripSeed: 3,
  },
  {
    id: 'ways-5x3',
    reels: 5,
    rows: 3,
    mode: 'ways',
    minLines: 243,
    maxLines: 243,
    waysCost: 25,
    roles: videoRoles,
    reelCounts: videoCounts([2, 3, 3, 4, 6, 6, 7, 7], [0, 1, 1, 1, 1]),
    basePays: [...scaled(videoPays, 1.4), [], []],
    baseScatterPays: [0, 0, 0, 3, 15, 100],
    freeSpins: {
      triggerCount: 3,
      awards: [0, 0, 0, 10, 15, 20],
      multiplier: 3,
      retrigger: true,
      maxTotal: 200,
    },
    stripSeed: 4,
  },
  {
    id: 'ways-5x4',
    reels: 5,
    rows: 4,
    mode: 'ways',
    minLines: 1024,
    maxLines: 1024,
    waysCost: 50,
    roles: videoRoles,
    reelCounts: videoCounts([2, 3, 3, 4, 6, 6, 7, 7], [0, 1, 1, 1, 1]),
    basePays: [...scaled(videoPays, 0.7), [], []],
    baseScatterPays: [0, 0, 0, 3, 15, 100],
    freeSpins: {
      triggerCount: 3,
      awards: [0, 0, 0, 10, 15, 20],
      multiplier: 2,
      retrigger: true,
      maxTotal: 200,
    },
    stripSeed: 5,
  },
];
