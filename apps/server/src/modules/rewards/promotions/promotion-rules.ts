import type { PromotionStatus, PromotionTakeMode } from '@app/contracts';

/** A promotion's reward as stored (amounts as minor-unit strings in JSON). */
export type RewardRule =
  | {
      kind: 'deposit_percent';
      trigger: 'first' | 'reload';
      percentBp: number;
      cap: bigint;
      minDeposit: bigint;
    }
  | { kind: 'fixed'; amount: bigint }
  | { kind: 'referral'; minDeposit: bigint; minTurnover: bigint }
  | { kind: 'none' };

export interface Eligibility {
  newMemberDays: number | null;
  vipLevels: number[] | null;
  channelIds: string[] | null;
  downlines: 'any' | 'only' | 'exclude';
}

type Stored<T> = { [K in keyof T]: T[K] extends bigint ? string : T[K] };

export function rewardToJson(rule: RewardRule): Stored<RewardRule> {
  return JSON.parse(
    JSON.stringify(rule, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value)),
  ) as Stored<RewardRule>;
}

export function rewardFromJson(json: unknown): RewardRule {
  const value = json as Record<string, unknown> & { kind: RewardRule['kind'] };
  switch (value.kind) {
    case 'deposit_percent':
      return {
        kind: value.kind,
        trigger: value.trigger as 'first' | 'reload',
        percentBp: Number(value.percentBp),
        cap: BigInt(value.cap as string),
        minDeposit: BigInt(value.minDeposit as string),
      };
    case 'fixed':
      return { kind: value.kind, amount: BigInt(value.amount as string) };
    case 'referral':
      return {
        kind: value.kind,
        minDeposit: BigInt(value.minDeposit as string),
        minTurnover: BigInt((value.minTurnover as string | undefined) ?? 0),
      };
    default:
      return { kind: 'none' };
  }
}

export function eligibilityFromJson(json: unknown): Eligibility {
  const value = (json ?? {}) as Partial<Eligibility>;
  return {
    newMemberDays: value.newMemberDays ?? null,
    vipLevels: value.vipLevels ?? null,
    channelIds: value.channelIds ?? null,
    downlines: value.downlines ?? 'any',
  };
}

/** The bonus of a deposit: the percentage, at most the cap; nothing below the minimum deposit. */
export function depositBonus(
  rule: Extract<RewardRule, { kind: 'deposit_percent' }>,
  deposit: bigint,
): bigint {
  if (deposit < rule.minDeposit) return 0n;
  const bonus = (deposit * BigInt(rule.percentBp)) / 10_000n;
  return bonus < rule.cap ? bonus : rule.cap;
}

export interface MemberFacts {
  registeredAt: Date;
  vipLevel: number;
  isDownline: boolean;
}

/** Whether the member may take part (the deposit channel is checked when a deposit arrives). */
export function isEligible(rule: Eligibility, member: MemberFacts, now: Date, channelCode?: string): boolean {
  if (rule.newMemberDays !== null) {
    const age = now.getTime() - member.registeredAt.getTime();
    if (age > rule.newMemberDays * 86_400_000) return false;
  }
  if (rule.vipLevels !== null && !rule.vipLevels.includes(member.vipLevel)) return false;
  if (rule.downlines === 'only' && !member.isDownline) return false;
  if (rule.downlines === 'exclude' && member.isDownline) return false;
  if (channelCode !== undefined && rule.channelIds !== null && !rule.channelIds.includes(channelCode))
    return false;
  return true;
}

export interface StatusInput {
  enabled: boolean;
  startsAt: Date;
  endsAt: Date | null;
  takeMode: PromotionTakeMode;
  rewardKind: RewardRule['kind'];
  entry: { status: 'joined' | 'applying' | 'rejected' | 'issued' | 'claimed'; grantActive: boolean } | null;
}

/**
 * The spec 4 status a member sees (joined, applying, rejected, issued, claimed, process, closed, coming
 * soon), or the label of what they can do (join, claim, apply; signed for auto-join promotions).
 */
export function promotionStatus(input: StatusInput, now: Date): PromotionStatus {
  if (input.entry) {
    const { status, grantActive } = input.entry;
    if ((status === 'issued' || status === 'claimed') && grantActive) return 'process';
    return status;
  }
  if (!input.enabled || (input.endsAt && now >= input.endsAt)) return 'closed';
  if (now < input.startsAt) return 'coming_soon';
  if (input.takeMode === 'auto') return 'signed';
  if (input.takeMode === 'apply') return 'apply';
  return input.rewardKind === 'fixed' ? 'claim' : 'join';
}

export const isOpen = (promotion: { enabled: boolean; startsAt: Date; endsAt: Date | null }, now: Date) =>
  promotion.enabled && promotion.startsAt <= now && (promotion.endsAt === null || now < promotion.endsAt);
