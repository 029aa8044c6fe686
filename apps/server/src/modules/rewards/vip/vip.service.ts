import { toDecimalString, type VipPolicy, type VipSummary } from '@app/contracts';
import type { Db } from '../../../db/database.js';
import { keyedError } from '../../../lib/app-errors.js';
import { getSetting, updateSetting } from '../../platform/system/system.service.js';
import { grantReward } from '../bonuses/bonuses.service.js';
import { previousVipPeriodKey, vipPeriodKey, vipWindow } from './vip-periods.js';
import * as repo from './vip.repository.js';

/** The configured VIP evaluation period (site setting `vip_policy`; monthly by default). */
export function getVipPolicy(db: Db): Promise<VipPolicy> {
  return getSetting(db, 'vip_policy');
}

/**
 * Sets the period. The period under way when it changes counts as turned: totals start counting under
 * the new period's keys, so relegating at once would judge members on an empty previous period.
 */
export async function setVipPolicy(db: Db, policy: VipPolicy, now = new Date()): Promise<VipPolicy> {
  await db.transaction().execute(async (trx) => {
    await updateSetting(trx, 'vip_policy', policy);
    await repo.insertTurn(trx, vipPeriodKey(now, policy.period));
  });
  return policy;
}

export interface VipLevel {
  level: number;
  name: string;
  iconUrl: string | null;
  validBet: bigint;
  deposit: bigint;
  keepValidBet: bigint;
  upgradeBonus: bigint;
  monthlyBonus: bigint;
  birthdayBonus: bigint;
  pointsPercent: number;
}

const toLevel = (row: repo.VipLevelRow): VipLevel => ({
  level: row.level,
  name: row.name,
  iconUrl: row.icon_url,
  validBet: BigInt(row.valid_bet),
  deposit: BigInt(row.deposit),
  keepValidBet: BigInt(row.keep_valid_bet),
  upgradeBonus: BigInt(row.upgrade_bonus),
  monthlyBonus: BigInt(row.monthly_bonus),
  birthdayBonus: BigInt(row.birthday_bonus),
  pointsPercent: row.points_percent,
});

const levelView = (level: VipLevel) => ({
  level: level.level,
  name: level.name,
  iconUrl: level.iconUrl,
  validBet: toDecimalString(level.validBet),
  deposit: toDecimalString(level.deposit),
  keepValidBet: toDecimalString(level.keepValidBet),
  upgradeBonus: toDecimalString(level.upgradeBonus),
  monthlyBonus: toDecimalString(level.monthlyBonus),
  birthdayBonus: toDecimalString(level.birthdayBonus),
  pointsPercent: level.pointsPercent,
});

export async function listVipLevels(db: Db): Promise<VipLevel[]> {
  return (await repo.listLevels(db)).map(toLevel);
}

export async function vipLevelViews(db: Db) {
  return (await listVipLevels(db)).map(levelView);
}

/** Replaces the ladder: levels numbered 1..n, each needing at least what the one below needs. */
export async function setVipLevels(db: Db, levels: readonly VipLevel[]) {
  const sorted = [...levels].sort((a, b) => a.level - b.level);
  sorted.forEach((level, index) => {
    const below = sorted[index - 1];
    if (level.level !== index + 1) throw keyedError(400, 'vip_levels_order', {}, { field: 'levels' });
    if (below && (level.validBet < below.validBet || level.deposit < below.deposit)) {
      throw keyedError(400, 'vip_levels_order', {}, { field: 'levels' });
    }
  });
  await db.transaction().execute((trx) =>
    repo.replaceLevels(
      trx,
      sorted.map((l) => ({
        level: l.level,
        name: l.name,
        icon_url: l.iconUrl,
        valid_bet: l.validBet.toString(),
        deposit: l.deposit.toString(),
        keep_valid_bet: l.keepValidBet.toString(),
        upgrade_bonus: l.upgradeBonus.toString(),
        monthly_bonus: l.monthlyBonus.toString(),
        birthday_bonus: l.birthdayBonus.toString(),
        points_percent: l.pointsPercent,
      })),
    ),
  );
  return vipLevelViews(db);
}

export function vipLevelOf(db: Db, memberId: string): Promise<number> {
  return repo.findLevel(db, memberId);
}

/** The highest level whose valid bet and deposit requirements the totals meet (0: none). */
export function qualifiedLevel(
  levels: readonly VipLevel[],
  totals: { validBet: bigint; deposit: bigint },
): number {
  let reached = 0;
  for (const level of levels) {
    if (totals.validBet >= level.validBet && totals.deposit >= level.deposit) reached = level.level;
  }
  return reached;
}

/** Percent of the base points rate the member earns at their VIP level (100 without one). */
export function vipPointsPercent(db: Db, memberId: string): Promise<number> {
  return repo.findPointsPercent(db, memberId);
}

/**
 * Adds a settled bet's valid bet or a deposit to the member's period; a level reached for the first
 * time pays its upgrade bonus (once per level, ever).
 */
export async function recordVipActivity(
  trx: Db,
  memberId: string,
  add: { validBet: bigint; deposit: bigint },
  now: Date,
): Promise<void> {
  const { period } = await getVipPolicy(trx);
  await repo.addPeriodTotals(trx, memberId, vipPeriodKey(now, period), add);
  const levels = await listVipLevels(trx);
  if (levels.length === 0) return;
  const reached = qualifiedLevel(levels, await repo.sumPeriods(trx, memberId, vipWindow(now, period)));
  const current = await repo.lockMember(trx, memberId);
  if (reached <= current) return;
  await repo.setLevel(trx, memberId, reached);
  for (const level of levels) {
    if (level.level <= current || level.level > reached) continue;
    await grantReward(trx, {
      memberId,
      source: 'vip_upgrade',
      key: `vip:${memberId}:upgrade:${level.level}`,
      title: level.name,
      amount: level.upgradeBonus,
    });
  }
}

/** A voided round's valid bet leaves the current period's total; a level reached stays reached. */
export async function removeVipValidBet(
  trx: Db,
  memberId: string,
  validBet: bigint,
  now: Date,
): Promise<void> {
  const { period } = await getVipPolicy(trx);
  await repo.subtractPeriodValidBet(trx, memberId, vipPeriodKey(now, period), validBet);
}

export async function getVipSummary(db: Db, memberId: string, now: Date): Promise<VipSummary> {
  const { period } = await getVipPolicy(db);
  const [levels, current, totals] = await Promise.all([
    listVipLevels(db),
    repo.findLevel(db, memberId),
    repo.sumPeriods(db, memberId, vipWindow(now, period)),
  ]);
  const mine = levels.find((level) => level.level === current);
  const next = levels.find((level) => level.level === current + 1);
  return {
    period,
    level: current,
    name: mine?.name ?? null,
    iconUrl: mine?.iconUrl ?? null,
    validBet: toDecimalString(totals.validBet),
    deposit: toDecimalString(totals.deposit),
    next: next ? levelView(next) : null,
    levels: levels.map(levelView),
  };
}

export async function vipBadge(db: Db, memberId: string) {
  const current = await repo.findLevel(db, memberId);
  if (current === 0) return { hasVip: false, vipLabelName: null, vipRankLevel: 0 };
  const level = (await listVipLevels(db)).find((row) => row.level === current);
  return { hasVip: true, vipLabelName: level?.name ?? null, vipRankLevel: current };
}

/**
 * The period's turn (once per configured period, checked daily): a member whose valid bet last period
 * stayed below their level's keep requirement drops one level; then each member gets their level's
 * period bonus (once per member and period).
 */
export async function runVipPeriod(
  trx: Db,
  now: Date,
): Promise<{ period: string; turned: boolean; relegated: number; paid: number }> {
  const { period } = await getVipPolicy(trx);
  const key = vipPeriodKey(now, period);
  if (!(await repo.insertTurn(trx, key))) return { period: key, turned: false, relegated: 0, paid: 0 };
  const levels = new Map((await listVipLevels(trx)).map((level) => [level.level, level]));
  let relegated = 0;
  let paid = 0;
  for (const member of await repo.lockRankedMembers(trx, previousVipPeriodKey(now, period))) {
    let level = member.level;
    const rule = levels.get(level);
    if (rule && BigInt(member.valid_bet) < rule.keepValidBet) {
      level -= 1;
      relegated += 1;
      await repo.setLevel(trx, member.member_id, level);
    }
    const bonus = levels.get(level)?.monthlyBonus ?? 0n;
    const granted = await grantReward(trx, {
      memberId: member.member_id,
      source: 'vip_monthly',
      key: `vip:${member.member_id}:monthly:${key}`,
      title: levels.get(level)?.name ?? null,
      amount: bonus,
    });
    if (granted) paid += 1;
  }
  return { period: key, turned: true, relegated, paid };
}

/** Birthday bonuses of the day (members who gave their birthday in their profile). */
export async function payVipBirthdays(trx: Db, now: Date): Promise<number> {
  const levels = new Map((await listVipLevels(trx)).map((level) => [level.level, level]));
  let paid = 0;
  for (const member of await repo.findBirthdays(trx, now.toISOString().slice(5, 10))) {
    const level = levels.get(member.level);
    if (!level) continue;
    const granted = await grantReward(trx, {
      memberId: member.member_id,
      source: 'vip_birthday',
      key: `vip:${member.member_id}:birthday:${now.getUTCFullYear()}`,
      title: level.name,
      amount: level.birthdayBonus,
    });
    if (granted) paid += 1;
  }
  return paid;
}
