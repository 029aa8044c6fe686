import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';

export interface PromotionRow {
  id: string;
  type: string;
  title: string;
  banner_url: string | null;
  rules_html: string;
  starts_at: Date;
  ends_at: Date | null;
  take_mode: 'auto' | 'claim' | 'apply';
  enabled: boolean;
  reward: unknown;
  turnover: unknown;
  eligibility: unknown;
  created_at: Date;
}

export interface EntryRow {
  id: string;
  promotion_id: string;
  member_id: string;
  status: 'joined' | 'applying' | 'rejected' | 'issued' | 'claimed';
  comment: string;
  images: string[];
  review_note: string;
  grant_id: string | null;
  grant_status: string | null;
  created_at: Date;
}

export interface PromotionColumns {
  type: string;
  title: string;
  bannerUrl: string | null;
  rulesHtml: string;
  startsAt: string;
  endsAt: string | null;
  takeMode: string;
  enabled: boolean;
  reward: unknown;
  turnover: unknown;
  eligibility: unknown;
}

const values = (p: PromotionColumns) => sql`${p.type}, ${p.title}, ${p.bannerUrl}, ${p.rulesHtml},
  ${p.startsAt}::timestamptz, ${p.endsAt}::timestamptz, ${p.takeMode}, ${p.enabled},
  ${JSON.stringify(p.reward)}::jsonb, ${JSON.stringify(p.turnover)}::jsonb, ${JSON.stringify(p.eligibility)}::jsonb`;

export async function insertPromotion(db: Db, p: PromotionColumns): Promise<PromotionRow> {
  const result = await sql<PromotionRow>`
    insert into reward_promotion (type, title, banner_url, rules_html, starts_at, ends_at, take_mode, enabled,
      reward, turnover, eligibility)
    values (${values(p)}) returning *`.execute(db);
  const row = result.rows[0];
  if (!row) throw new Error('promotion not inserted');
  return row;
}

export async function updatePromotion(
  db: Db,
  id: string,
  p: PromotionColumns,
): Promise<PromotionRow | undefined> {
  const result = await sql<PromotionRow>`
    update reward_promotion set (type, title, banner_url, rules_html, starts_at, ends_at, take_mode, enabled,
      reward, turnover, eligibility) = (${values(p)})
    where id = ${id} returning *`.execute(db);
  return result.rows[0];
}

/** Replaces a promotion's reward only (the referral settings of the console). */
export async function updatePromotionReward(db: Db, id: string, reward: unknown): Promise<void> {
  await sql`update reward_promotion set reward = ${JSON.stringify(reward)}::jsonb where id = ${id}`.execute(
    db,
  );
}

export async function findPromotion(db: Db, id: string): Promise<PromotionRow | undefined> {
  const result = await sql<PromotionRow>`select * from reward_promotion where id = ${id}`.execute(db);
  return result.rows[0];
}

/** Promotions players can see (enabled), optionally of one type, newest start first. */
export async function listVisiblePromotions(db: Db, type?: string): Promise<PromotionRow[]> {
  const byType = type ? sql`and type = ${type}` : sql``;
  const result = await sql<PromotionRow>`
    select * from reward_promotion where enabled ${byType} order by starts_at desc, id desc`.execute(db);
  return result.rows;
}

export async function listAllPromotions(db: Db): Promise<PromotionRow[]> {
  const result = await sql<PromotionRow>`select * from reward_promotion order by id desc`.execute(db);
  return result.rows;
}

/** Enabled promotions open at `now` whose reward is of this kind. */
export async function findOpenPromotionsByRewardKind(
  db: Db,
  kind: string,
  now: Date,
): Promise<PromotionRow[]> {
  const result = await sql<PromotionRow>`
    select * from reward_promotion
    where enabled and reward->>'kind' = ${kind} and starts_at <= ${now} and (ends_at is null or ends_at > ${now})
    order by id`.execute(db);
  return result.rows;
}

export async function countOpenPromotions(db: Db, now: Date): Promise<number> {
  const result = await sql<{ count: string }>`
    select count(*) as count from reward_promotion
    where enabled and starts_at <= ${now} and (ends_at is null or ends_at > ${now})`.execute(db);
  return Number(result.rows[0]?.count ?? 0);
}

export async function findEntries(db: Db, memberId: string): Promise<EntryRow[]> {
  const result = await sql<EntryRow>`
    select e.*, g.status as grant_status from reward_entry e left join reward_grant g on g.id = e.grant_id
    where e.member_id = ${memberId}`.execute(db);
  return result.rows;
}

export async function findEntry(
  db: Db,
  promotionId: string,
  memberId: string,
): Promise<EntryRow | undefined> {
  const result = await sql<EntryRow>`
    select e.*, g.status as grant_status from reward_entry e left join reward_grant g on g.id = e.grant_id
    where e.promotion_id = ${promotionId} and e.member_id = ${memberId}`.execute(db);
  return result.rows[0];
}

/** Inserts the entry unless the member already has one in this promotion; true when inserted. */
export async function insertEntry(
  db: Db,
  entry: { promotionId: string; memberId: string; status: string; comment?: string; images?: string[] },
): Promise<string | null> {
  const result = await sql<{ id: string }>`
    insert into reward_entry (promotion_id, member_id, status, comment, images)
    values (${entry.promotionId}, ${entry.memberId}, ${entry.status}, ${entry.comment ?? ''},
      ${entry.images ?? []}::text[])
    on conflict (promotion_id, member_id) do nothing returning id`.execute(db);
  return result.rows[0]?.id ?? null;
}

export async function setEntryStatus(
  db: Db,
  id: string,
  status: string,
  patch: { grantId?: string | null; note?: string } = {},
): Promise<void> {
  await sql`
    update reward_entry set status = ${status}, updated_at = now(),
      grant_id = coalesce(${patch.grantId ?? null}::bigint, grant_id),
      review_note = coalesce(${patch.note ?? null}, review_note)
    where id = ${id}`.execute(db);
}

export interface ApplicationRow extends EntryRow {
  promotion_title: string;
  username: string;
}

export async function listApplications(db: Db): Promise<ApplicationRow[]> {
  const result = await sql<ApplicationRow>`
    select e.*, null as grant_status, p.title as promotion_title, m.username
    from reward_entry e join reward_promotion p on p.id = e.promotion_id join member m on m.id = e.member_id
    where e.status = 'applying' order by e.id limit 200`.execute(db);
  return result.rows;
}

export async function lockApplication(db: Db, id: string): Promise<ApplicationRow | undefined> {
  const result = await sql<ApplicationRow>`
    select e.*, null as grant_status, p.title as promotion_title, m.username
    from reward_entry e join reward_promotion p on p.id = e.promotion_id join member m on m.id = e.member_id
    where e.id = ${id} for update of e`.execute(db);
  return result.rows[0];
}

/** Joined entries of deposit promotions waiting for the member's next qualifying deposit. */
export async function lockJoinedEntries(db: Db, memberId: string): Promise<EntryRow[]> {
  const result = await sql<EntryRow>`
    select e.*, null as grant_status from reward_entry e
    where e.member_id = ${memberId} and e.status = 'joined' order by e.id for update`.execute(db);
  return result.rows;
}

export async function findApplicationImages(db: Db, id: string): Promise<string[] | undefined> {
  const result = await sql<{ images: string[] }>`select images from reward_entry where id = ${id}`.execute(
    db,
  );
  return result.rows[0]?.images;
}
