import { randomUUID } from 'node:crypto';
import {
  toDecimalString,
  type RewardPromotion,
  type PromotionTakeMode,
  type RewardPromotionType,
} from '@app/contracts';
import type { Db } from '../../../db/database.js';
import { keyedError } from '../../../lib/app-errors.js';
import { sanitizeHtml } from '../../../lib/sanitize-html.js';
import { getMember, type Member } from '../../identity/member/member.service.js';
import type { FileStorage } from '../../money/cashier/file-storage.js';
import { reencodeProofImage } from '../../money/cashier/proof-image.js';
import type { MemberEvent as WalletNotice } from '../../messaging/notifications/notifications.service.js';
import { balanceNotice, grantReward, type GrantRow } from '../bonuses/bonuses.service.js';
import { ruleFromJson, ruleToJson, type TurnoverRule } from '../bonuses/turnover.js';
import { vipLevelOf } from '../vip/vip.service.js';
import {
  depositBonus,
  eligibilityFromJson,
  isEligible,
  isOpen,
  promotionStatus,
  rewardFromJson,
  rewardToJson,
  type Eligibility,
  type MemberFacts,
  type RewardRule,
} from './promotion-rules.js';
import * as repo from './promotions.repository.js';

const promotionOf = (row: repo.PromotionRow) => ({
  enabled: row.enabled,
  startsAt: new Date(row.starts_at),
  endsAt: row.ends_at ? new Date(row.ends_at) : null,
});

function rewardSummary(rule: RewardRule): RewardPromotion['reward'] {
  switch (rule.kind) {
    case 'deposit_percent':
      return {
        kind: rule.kind,
        percent: (rule.percentBp / 100).toFixed(2),
        cap: toDecimalString(rule.cap),
        amount: null,
      };
    case 'fixed':
      return { kind: rule.kind, percent: null, cap: null, amount: toDecimalString(rule.amount) };
    default:
      return { kind: rule.kind, percent: null, cap: null, amount: null };
  }
}

function toView(row: repo.PromotionRow, entry: repo.EntryRow | undefined, now: Date): RewardPromotion {
  const reward = rewardFromJson(row.reward);
  const window = promotionOf(row);
  return {
    id: row.id,
    type: row.type as RewardPromotionType,
    title: row.title,
    bannerUrl: row.banner_url,
    rulesHtml: row.rules_html,
    startsAt: window.startsAt.toISOString(),
    endsAt: window.endsAt?.toISOString() ?? null,
    takeMode: row.take_mode,
    status: promotionStatus(
      {
        ...window,
        takeMode: row.take_mode,
        rewardKind: reward.kind,
        entry: entry ? { status: entry.status, grantActive: entry.grant_status === 'active' } : null,
      },
      now,
    ),
    reward: rewardSummary(reward),
    turnoverMultiple: ruleFromJson(row.turnover).multiple,
  };
}

/** Promotions of a type (every type without one), each with the status the caller sees. */
export async function listPromotions(
  db: Db,
  memberId: string | null,
  type: RewardPromotionType | undefined,
  now: Date,
): Promise<RewardPromotion[]> {
  const [rows, entries] = await Promise.all([
    repo.listVisiblePromotions(db, type),
    memberId ? repo.findEntries(db, memberId) : Promise.resolve([]),
  ]);
  const byPromotion = new Map(entries.map((entry) => [entry.promotion_id, entry]));
  return rows.map((row) => toView(row, byPromotion.get(row.id), now));
}

async function memberFacts(db: Db, member: Member): Promise<MemberFacts> {
  return {
    registeredAt: new Date(member.created_at),
    vipLevel: await vipLevelOf(db, member.id),
    isDownline: member.upline_id !== null,
  };
}

/** An open promotion the member may take part in, or the reason why not. */
async function openFor(db: Db, member: Member, id: string, now: Date, mode: PromotionTakeMode) {
  const row = await repo.findPromotion(db, id);
  if (!row || !row.enabled) throw keyedError(404, 'promotion_not_found');
  if (!isOpen(promotionOf(row), now)) throw keyedError(409, 'promotion_not_open');
  if (row.take_mode !== mode) throw keyedError(409, 'promotion_wrong_mode');
  if (!isEligible(eligibilityFromJson(row.eligibility), await memberFacts(db, member), now)) {
    throw keyedError(409, 'promotion_not_eligible');
  }
  return row;
}

const grantKeyOf = (promotionId: string, memberId: string) => `promo:${promotionId}:${memberId}`;

/** Grants a promotion's fixed reward (or `amount`) to the member: once per member and promotion. */
async function grantPromotion(
  trx: Db,
  row: repo.PromotionRow,
  memberId: string,
  amount: bigint,
  key = grantKeyOf(row.id, memberId),
  deposit = 0n,
) {
  return grantReward(trx, {
    memberId,
    source: 'promotion',
    promotionId: row.id,
    key,
    title: row.title,
    amount,
    depositAmount: deposit,
    turnover: ruleFromJson(row.turnover),
  });
}

/**
 * Takes a promotion of the claim kind: a fixed reward is paid now; a deposit bonus is joined and paid
 * with the next qualifying deposit. Twice (a double click, two tabs) answers 409 and grants nothing.
 */
export async function takePromotion(
  db: Db,
  member: Member,
  id: string,
  now: Date,
): Promise<{ promotion: RewardPromotion; notice: WalletNotice | null }> {
  return db.transaction().execute(async (trx) => {
    const row = await openFor(trx, member, id, now, 'claim');
    const reward = rewardFromJson(row.reward);
    if (reward.kind !== 'fixed' && reward.kind !== 'deposit_percent') {
      throw keyedError(409, 'promotion_nothing_to_claim');
    }
    const status = reward.kind === 'fixed' ? 'claimed' : 'joined';
    const entryId = await repo.insertEntry(trx, { promotionId: row.id, memberId: member.id, status });
    if (!entryId) throw keyedError(409, 'promotion_taken');
    let notice: WalletNotice | null = null;
    if (reward.kind === 'fixed') {
      const granted = await grantPromotion(trx, row, member.id, reward.amount);
      if (!granted) throw keyedError(409, 'promotion_taken');
      await repo.setEntryStatus(trx, entryId, 'claimed', { grantId: granted.grant.id });
      notice = balanceNotice(member.id, granted.posted);
    }
    return { promotion: toView(row, await repo.findEntry(trx, row.id, member.id), now), notice };
  });
}

export interface ApplicationInput {
  comment: string;
  images: Buffer[];
}

/** An application for a reviewed promotion: the comment and up to 3 images (decoded and re-encoded). */
export async function applyForPromotion(
  db: Db,
  storage: FileStorage,
  member: Member,
  id: string,
  input: ApplicationInput,
  now: Date,
): Promise<RewardPromotion> {
  await openFor(db, member, id, now, 'apply');
  if (await repo.findEntry(db, id, member.id)) throw keyedError(409, 'promotion_taken');
  const keys: string[] = [];
  for (const bytes of input.images) {
    const result = await reencodeProofImage(bytes);
    if (!result.ok) {
      throw result.reason === 'too_large'
        ? keyedError(413, 'proof_too_many_pixels', {}, { field: 'image' })
        : keyedError(400, 'proof_invalid', {}, { field: 'image' });
    }
    const key = `promotion-applications/${id}/${randomUUID()}.${result.image.extension}`;
    await storage.put(key, result.image.bytes);
    keys.push(key);
  }
  return db.transaction().execute(async (trx) => {
    const row = await openFor(trx, member, id, now, 'apply');
    const entryId = await repo.insertEntry(trx, {
      promotionId: id,
      memberId: member.id,
      status: 'applying',
      comment: input.comment,
      images: keys,
    });
    if (!entryId) throw keyedError(409, 'promotion_taken');
    return toView(row, await repo.findEntry(trx, id, member.id), now);
  });
}

/**
 * A credited deposit: pays the deposit bonuses it qualifies for, those of auto-join promotions and
 * those the member joined. A first-deposit bonus is paid once per member; a reload bonus once per
 * deposit (auto) or once per joining (claim).
 */
export async function onDepositCredited(
  trx: Db,
  memberId: string,
  deposit: { depositId: string; amount: bigint; channelCode: string; first: boolean },
  now: Date,
): Promise<GrantRow[]> {
  const promotions = await repo.findOpenPromotionsByRewardKind(trx, 'deposit_percent', now);
  if (promotions.length === 0) return [];
  const member = await getMember(trx, memberId);
  if (!member) return [];
  const facts = await memberFacts(trx, member);
  const joined = new Map(
    (await repo.lockJoinedEntries(trx, memberId)).map((entry) => [entry.promotion_id, entry]),
  );
  const granted: GrantRow[] = [];
  for (const row of promotions) {
    const reward = rewardFromJson(row.reward);
    if (reward.kind !== 'deposit_percent') continue;
    if ((reward.trigger === 'first') !== deposit.first) continue;
    const entry = joined.get(row.id);
    if (row.take_mode === 'claim' ? !entry : row.take_mode !== 'auto') continue;
    if (!isEligible(eligibilityFromJson(row.eligibility), facts, now, deposit.channelCode)) continue;
    const bonus = depositBonus(reward, deposit.amount);
    if (bonus <= 0n) continue;
    const key =
      reward.trigger === 'first' || entry
        ? grantKeyOf(row.id, memberId)
        : `promo:${row.id}:deposit:${deposit.depositId}`;
    const result = await grantPromotion(trx, row, memberId, bonus, key, deposit.amount);
    if (!result) continue;
    granted.push(result.grant);
    if (entry) await repo.setEntryStatus(trx, entry.id, 'issued', { grantId: result.grant.id });
    else await repo.insertEntry(trx, { promotionId: row.id, memberId, status: 'issued' });
  }
  return granted;
}

/** Promotions open now: the public state's availablePromoCount. */
export function countOpenPromotions(db: Db, now: Date): Promise<number> {
  return repo.countOpenPromotions(db, now);
}

/** The open referral promotion's rule, or null when referral rewards are off. */
export async function openReferralRule(
  db: Db,
  now: Date,
): Promise<{ minDeposit: bigint; minTurnover: bigint; promotionId: string; title: string } | null> {
  const [row] = await repo.findOpenPromotionsByRewardKind(db, 'referral', now);
  if (!row) return null;
  const reward = rewardFromJson(row.reward);
  return reward.kind === 'referral'
    ? {
        minDeposit: reward.minDeposit,
        minTurnover: reward.minTurnover,
        promotionId: row.id,
        title: row.title,
      }
    : null;
}

/** The open referral promotion's thresholds as the console shows them, or null when none is open. */
export async function referralRuleView(db: Db, now: Date) {
  const rule = await openReferralRule(db, now);
  return {
    rule: rule && {
      promotionId: rule.promotionId,
      title: rule.title,
      minDeposit: toDecimalString(rule.minDeposit),
      minTurnover: toDecimalString(rule.minTurnover),
    },
  };
}

/**
 * Sets the open referral promotion's minimum deposit and turnover (the promotion editor's fields,
 * without opening the promotion); they count from invitees' next deposit or bet. 404 when no referral
 * promotion is open.
 */
export async function setReferralRule(db: Db, now: Date, input: { minDeposit: bigint; minTurnover: bigint }) {
  const rule = await openReferralRule(db, now);
  if (!rule) throw keyedError(404, 'promotion_not_found');
  await repo.updatePromotionReward(db, rule.promotionId, rewardToJson({ kind: 'referral', ...input }));
  return referralRuleView(db, now);
}

/** Claim-mode promotions with a fixed reward the member can claim now (the reward center). */
export async function claimablePromotions(db: Db, member: Member, now: Date): Promise<RewardPromotion[]> {
  const facts = await memberFacts(db, member);
  const rows = await repo.listVisiblePromotions(db);
  const entries = new Map(
    (await repo.findEntries(db, member.id)).map((entry) => [entry.promotion_id, entry]),
  );
  return rows
    .filter(
      (row) =>
        row.take_mode === 'claim' &&
        !entries.has(row.id) &&
        rewardFromJson(row.reward).kind === 'fixed' &&
        isOpen(promotionOf(row), now) &&
        isEligible(eligibilityFromJson(row.eligibility), facts, now),
    )
    .map((row) => toView(row, undefined, now));
}

// Operator

export interface PromotionSettings {
  type: RewardPromotionType;
  title: string;
  bannerUrl: string | null;
  rulesHtml: string;
  startsAt: string;
  endsAt: string | null;
  takeMode: PromotionTakeMode;
  enabled: boolean;
  reward: RewardRule;
  turnover: TurnoverRule;
  eligibility: Eligibility;
}

function operatorView(row: repo.PromotionRow) {
  const { status: _status, ...view } = toView(row, undefined, new Date());
  return {
    ...view,
    enabled: row.enabled,
    rewardRule: row.reward,
    turnoverRule: row.turnover,
    eligibility: row.eligibility,
  };
}

function columnsOf(settings: PromotionSettings): repo.PromotionColumns {
  return {
    ...settings,
    rulesHtml: sanitizeHtml(settings.rulesHtml),
    reward: rewardToJson(settings.reward),
    turnover: ruleToJson(settings.turnover),
  };
}

export async function listOperatorPromotions(db: Db) {
  return (await repo.listAllPromotions(db)).map(operatorView);
}

export async function createPromotion(db: Db, settings: PromotionSettings) {
  return operatorView(await repo.insertPromotion(db, columnsOf(settings)));
}

export async function updatePromotion(db: Db, id: string, settings: PromotionSettings) {
  const row = await repo.updatePromotion(db, id, columnsOf(settings));
  if (!row) throw keyedError(404, 'promotion_not_found');
  return operatorView(row);
}

function applicationView(row: repo.ApplicationRow) {
  return {
    id: row.id,
    promotionId: row.promotion_id,
    promotionTitle: row.promotion_title,
    username: row.username,
    comment: row.comment,
    imageCount: row.images.length,
    status: row.status as 'applying' | 'issued' | 'rejected',
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function listApplications(db: Db) {
  return (await repo.listApplications(db)).map(applicationView);
}

/** Approves (grants the promotion's fixed reward, or `amount`) or rejects an application, once. */
export async function reviewApplication(
  db: Db,
  id: string,
  review: { approve: boolean; amount?: bigint | undefined; note: string },
) {
  return db.transaction().execute(async (trx) => {
    const entry = await repo.lockApplication(trx, id);
    if (!entry) throw keyedError(404, 'order_not_found');
    if (entry.status !== 'applying') throw keyedError(409, 'application_reviewed');
    if (!review.approve) {
      await repo.setEntryStatus(trx, id, 'rejected', { note: review.note });
      return applicationView({ ...entry, status: 'rejected' });
    }
    const row = await repo.findPromotion(trx, entry.promotion_id);
    if (!row) throw keyedError(404, 'promotion_not_found');
    const reward = rewardFromJson(row.reward);
    const amount = review.amount ?? (reward.kind === 'fixed' ? reward.amount : 0n);
    if (amount <= 0n)
      throw keyedError(400, 'amount_out_of_range', { min: '0.01', max: '-' }, { field: 'amount' });
    const granted = await grantPromotion(trx, row, entry.member_id, amount);
    await repo.setEntryStatus(trx, id, 'issued', { grantId: granted?.grant.id ?? null, note: review.note });
    return applicationView({ ...entry, status: 'issued' });
  });
}

/** One stored image of an application, with the headers to send it inline and never sniffed. */
export async function readApplicationImage(db: Db, storage: FileStorage, id: string, index: number) {
  const key = (await repo.findApplicationImages(db, id))?.[index];
  const bytes = key ? await storage.get(key) : null;
  if (!key || !bytes) throw keyedError(404, 'not_found');
  return {
    bytes,
    headers: {
      'content-type': key.endsWith('.png') ? 'image/png' : 'image/jpeg',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private',
    },
  };
}
