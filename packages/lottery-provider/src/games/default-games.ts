import type { LotteryFamily } from './families.js';
import type { Schedule } from './schedule.js';

export const prizeModes = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;
export type PrizeMode = (typeof prizeModes)[number];

/** Return to player of the default odds, in basis points, and the rebate on every ticket's stake. */
export const defaultPrizeModes: Record<PrizeMode, { returnBp: number; rebateBp: number }> = {
  LOTT: { returnBp: 9_700, rebateBp: 0 },
  ZY: { returnBp: 9_500, rebateBp: 150 },
  ELOTT: { returnBp: 9_750, rebateBp: 0 },
  SEA: { returnBp: 9_500, rebateBp: 0 },
};

export interface GameSetup {
  code: string;
  family: LotteryFamily;
  prizeMode: PrizeMode;
  /** The platform catalog's vendor (vassalage) the game is listed under. */
  vendorCode: string;
  names: { en: string; bn: string };
  schedule: Schedule;
  utcOffsetMinutes: number;
  /** Betting closes this long before the draw. */
  closeSeconds: number;
  /** 'rng': drawn by the provider; 'operator': an operator enters the official result. */
  resultSource: 'rng' | 'operator';
  /** Stake bounds of one ticket and the liability limits of one draw, in minor units. */
  minStakeMinor: bigint;
  maxStakeMinor: bigint;
  numberLimitMinor: bigint;
  drawLimitMinor: bigint;
  enabled: boolean;
}

const every = (seconds: number): Schedule => ({ kind: 'interval', everySeconds: seconds });
const BANGLADESH = 360;
const VIETNAM = 420;
const MALAYSIA = 480;

const limits = {
  minStakeMinor: 100n,
  maxStakeMinor: 10_000_000n,
  numberLimitMinor: 100_000_000n,
  drawLimitMinor: 2_000_000_000n,
  enabled: true,
  resultSource: 'rng' as const,
};

/** The games a new provider starts with; operators change schedules, odds and limits afterwards. */
export const defaultGames: GameSetup[] = [
  {
    code: 'SSC1',
    family: 'SSC',
    prizeMode: 'LOTT',
    vendorCode: 'LOTT',
    names: { en: '1-Minute SSC', bn: '১ মিনিট এসএসসি' },
    schedule: every(60),
    utcOffsetMinutes: BANGLADESH,
    closeSeconds: 10,
    ...limits,
  },
  {
    code: 'SSC3',
    family: 'SSC',
    prizeMode: 'LOTT',
    vendorCode: 'LOTT',
    names: { en: '3-Minute SSC', bn: '৩ মিনিট এসএসসি' },
    schedule: every(180),
    utcOffsetMinutes: BANGLADESH,
    closeSeconds: 15,
    ...limits,
  },
  {
    code: 'PK10',
    family: 'PK10',
    prizeMode: 'LOTT',
    vendorCode: 'LOTT',
    names: { en: 'Speed Racing PK10', bn: 'স্পিড রেসিং পিকে১০' },
    schedule: every(120),
    utcOffsetMinutes: BANGLADESH,
    closeSeconds: 10,
    ...limits,
  },
  {
    code: '11X5',
    family: '11X5',
    prizeMode: 'LOTT',
    vendorCode: 'LOTT',
    names: { en: '11 Pick 5', bn: '১১ থেকে ৫' },
    schedule: every(180),
    utcOffsetMinutes: BANGLADESH,
    closeSeconds: 15,
    ...limits,
  },
  {
    code: 'LHC',
    family: 'LHC',
    prizeMode: 'LOTT',
    vendorCode: 'LOTT',
    names: { en: 'Mark Six', bn: 'মার্ক সিক্স' },
    schedule: { kind: 'daily', times: ['21:30'], weekdays: [2, 4, 6] },
    utcOffsetMinutes: MALAYSIA,
    closeSeconds: 600,
    ...limits,
  },
  {
    code: 'SSC5',
    family: 'SSC',
    prizeMode: 'ELOTT',
    vendorCode: 'ELOTT',
    names: { en: '5-Minute SSC', bn: '৫ মিনিট এসএসসি' },
    schedule: every(300),
    utcOffsetMinutes: BANGLADESH,
    closeSeconds: 20,
    ...limits,
  },
  {
    code: 'LHC5',
    family: 'LHC',
    prizeMode: 'ELOTT',
    vendorCode: 'ELOTT',
    names: { en: 'Fast Mark Six', bn: 'দ্রুত মার্ক সিক্স' },
    schedule: every(300),
    utcOffsetMinutes: BANGLADESH,
    closeSeconds: 20,
    ...limits,
  },
  {
    code: 'LF5',
    family: 'LF',
    prizeMode: 'ELOTT',
    vendorCode: 'ELOTT',
    names: { en: 'Lucky Keno', bn: 'লাকি কেনো' },
    schedule: every(300),
    utcOffsetMinutes: BANGLADESH,
    closeSeconds: 20,
    ...limits,
  },
  {
    code: 'VN_NORTH',
    family: 'VN_NORTH',
    prizeMode: 'ELOTT',
    vendorCode: 'TCG_LOTTO_VN',
    names: { en: 'Vietnam North', bn: 'ভিয়েতনাম উত্তর' },
    schedule: { kind: 'daily', times: ['18:15'] },
    utcOffsetMinutes: VIETNAM,
    closeSeconds: 900,
    ...limits,
  },
  {
    code: 'VN_CENTRAL',
    family: 'VN_SOUTH',
    prizeMode: 'ELOTT',
    vendorCode: 'TCG_LOTTO_VN',
    names: { en: 'Vietnam Central', bn: 'ভিয়েতনাম মধ্য' },
    schedule: { kind: 'daily', times: ['17:15'] },
    utcOffsetMinutes: VIETNAM,
    closeSeconds: 900,
    ...limits,
  },
  {
    code: 'VN_SOUTH',
    family: 'VN_SOUTH',
    prizeMode: 'ELOTT',
    vendorCode: 'TCG_LOTTO_VN',
    names: { en: 'Vietnam South', bn: 'ভিয়েতনাম দক্ষিণ' },
    schedule: { kind: 'daily', times: ['16:15'] },
    utcOffsetMinutes: VIETNAM,
    closeSeconds: 900,
    ...limits,
  },
  {
    code: 'VN_FAST',
    family: 'VN_NORTH',
    prizeMode: 'ELOTT',
    vendorCode: 'TCG_LOTTO_VN',
    names: { en: 'Vietnam Fast 2 Minutes', bn: 'ভিয়েতনাম দ্রুত ২ মিনিট' },
    schedule: every(120),
    utcOffsetMinutes: VIETNAM,
    closeSeconds: 10,
    ...limits,
  },
  {
    code: 'THAI',
    family: 'THAI',
    prizeMode: 'SEA',
    vendorCode: 'TCG_SEA',
    names: { en: 'Thai Lottery', bn: 'থাই লটারি' },
    schedule: { kind: 'daily', times: ['15:30'], monthDays: [1, 16] },
    utcOffsetMinutes: VIETNAM,
    closeSeconds: 3600,
    ...limits,
  },
  {
    code: '4D',
    family: '4D',
    prizeMode: 'SEA',
    vendorCode: 'TCG_SEA',
    names: { en: '4D Lotto', bn: '৪ডি লটো' },
    schedule: { kind: 'daily', times: ['19:00'], weekdays: [0, 3, 6] },
    utcOffsetMinutes: MALAYSIA,
    closeSeconds: 1800,
    ...limits,
  },
];
