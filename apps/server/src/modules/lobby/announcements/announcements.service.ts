import {
  noticePageSize,
  popupExecutionsFor,
  type AnnouncementData,
  type AnnouncementsValue,
  type AnnouncementType,
  type Banner,
  type BannerGroup,
  type LinkageType,
  type OperatorAnnouncement,
  type PopupExecution,
  type PromotionType,
} from '@app/contracts';
import type { Db } from '../../../db/database.js';
import type { AnnouncementRow, AnnouncementTextColumn } from '../../../db/schema.js';
import { keyedError } from '../../../lib/app-errors.js';
import { pageCount, pageOffset } from '../../../lib/paging.js';
import { sanitizeHtml } from '../../../lib/sanitize-html.js';
import * as repo from './announcements.repository.js';

export interface Viewer {
  loggedIn: boolean;
  /** The session is the member's first-time login. */
  firstLogin: boolean;
}

export interface AnnouncementsParams {
  types: AnnouncementType[];
  platform: string;
  execution?: PopupExecution[] | undefined;
  groupName?: BannerGroup | undefined;
  promotionType?: PromotionType | undefined;
  language: string;
  pageNo: number;
}

const textIn = (row: AnnouncementRow, language: string): AnnouncementTextColumn =>
  row.texts[language] ?? row.texts.en ?? { title: '', content: '' };
/** A banner's picture in a language (its own for that language, else the shared one). */
const bannerImageIn = (row: AnnouncementRow, language: string): string =>
  textIn(row, language).imageUrl ?? row.image_url ?? '';
const iso = (date: Date | null): string | null => (date ? new Date(date).toISOString() : null);

/**
 * What the site shows: banners (optionally of one group), a page of notices (9 per page), the
 * popups for this viewer (anonymous: B; logged in: A and F, on the first-time login F only),
 * promotions (optionally of one type) and headlines, each in the viewer's language (English when
 * missing).
 */
export async function getAnnouncements(
  db: Db,
  viewer: Viewer,
  params: AnnouncementsParams,
  now = new Date(),
): Promise<AnnouncementsValue> {
  const wanted = new Set(params.types);
  const { platform, language } = params;
  const page = { pageNo: params.pageNo, pageSize: noticePageSize };
  const [rows, notices, noticeCount] = await Promise.all([
    repo.listLive(db, { types: params.types.filter((type) => type !== 'PL'), platform, now }),
    wanted.has('PL')
      ? repo.pageLiveOfType(db, { type: 'PL', platform, now, limit: page.pageSize, offset: pageOffset(page) })
      : Promise.resolve([]),
    wanted.has('PL') ? repo.countLiveOfType(db, { type: 'PL', platform, now }) : Promise.resolve(0),
  ]);
  const ofType = (type: AnnouncementType) => rows.filter((row) => row.type === type);
  const audience = new Set(
    popupExecutionsFor(viewer).filter(
      (execution) => !params.execution || params.execution.includes(execution),
    ),
  );

  return {
    banners: ofType('B')
      .filter((row) => !params.groupName || row.group_name === params.groupName)
      .map((row): Banner => {
        return {
          id: row.id,
          groupName: row.group_name as BannerGroup,
          title: textIn(row, language).title,
          url: bannerImageIn(row, language),
          linkageType: row.linkage_type as LinkageType | null,
          target: row.target,
          sort: row.sort,
        };
      }),
    player: {
      content: notices.map((row) => ({
        id: row.id,
        title: textIn(row, language).title,
        content: textIn(row, language).content,
        createdAt: new Date(row.created_at).toISOString(),
      })),
      pageNum: page.pageNo,
      totalPages: pageCount(noticeCount, page.pageSize),
      total: noticeCount,
    },
    popup: ofType('PU')
      .filter((row) => audience.has(row.execution as PopupExecution))
      .map((row) => ({
        id: row.id,
        title: textIn(row, language).title,
        content: textIn(row, language).content,
        execution: row.execution as PopupExecution,
        imageUrl: textIn(row, language).imageUrl ?? row.image_url,
      })),
    promotion: ofType('PR')
      .filter(
        (row) =>
          !params.promotionType ||
          params.promotionType === 'ALL' ||
          row.promotion_type === params.promotionType,
      )
      .map((row) => ({
        id: row.id,
        title: textIn(row, language).title,
        content: textIn(row, language).content,
        promotionType: row.promotion_type as PromotionType,
        imageUrl: textIn(row, language).imageUrl ?? row.image_url,
        startsAt: iso(row.starts_at),
        endsAt: iso(row.ends_at),
      })),
    headline: ofType('H').map((row) => ({ id: row.id, title: textIn(row, language).title })),
  };
}

/**
 * The picture of the first home banner of the web site (group w_home, as the home page orders them) in
 * each of the given languages; null without one. For the prerendered home screen (lib/spa.ts).
 */
export async function firstHomeBannerImages(
  db: Db,
  languages: readonly string[],
  now = new Date(),
): Promise<Record<string, string> | null> {
  const rows = await repo.listLive(db, { types: ['B'], platform: 'W', now });
  const first = rows.find((row) => row.group_name === 'w_home');
  if (!first) return null;
  const images = languages
    .map((language) => [language, bannerImageIn(first, language)] as const)
    .filter(([, url]) => url !== '');
  return images.length > 0 ? Object.fromEntries(images) : null;
}

/** The stored form of validated operator input: HTML sanitised, fields of other types cleared. */
function toColumns(data: AnnouncementData, now: Date): Omit<repo.NewAnnouncement, 'seed_key'> {
  const texts = Object.fromEntries(
    Object.entries(data.texts).map(([language, text]) => [
      language,
      {
        title: text.title,
        content: sanitizeHtml(text.content),
        ...(text.imageUrl ? { imageUrl: text.imageUrl } : {}),
      },
    ]),
  );
  return {
    type: data.type,
    platform: data.platform,
    group_name: data.type === 'B' ? (data.groupName ?? null) : null,
    execution: data.type === 'PU' ? (data.execution ?? null) : null,
    promotion_type: data.type === 'PR' ? (data.promotionType ?? null) : null,
    image_url: data.imageUrl ?? null,
    linkage_type: data.linkageType ?? null,
    target: data.linkageType ? (data.target ?? null) : null,
    texts: JSON.stringify(texts),
    sort: data.sort,
    starts_at: data.startsAt ?? null,
    ends_at: data.endsAt ?? null,
    enabled: data.enabled,
    updated_at: now,
  };
}

export function toOperatorAnnouncement(row: AnnouncementRow): OperatorAnnouncement {
  return {
    id: row.id,
    type: row.type as AnnouncementType,
    platform: row.platform,
    groupName: row.group_name as BannerGroup | null,
    execution: row.execution as PopupExecution | null,
    promotionType: row.promotion_type as PromotionType | null,
    imageUrl: row.image_url,
    linkageType: row.linkage_type as LinkageType | null,
    target: row.target,
    sort: row.sort,
    startsAt: iso(row.starts_at),
    endsAt: iso(row.ends_at),
    enabled: row.enabled,
    texts: row.texts,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export async function listAnnouncementsForOperator(db: Db): Promise<OperatorAnnouncement[]> {
  return (await repo.listAll(db)).map(toOperatorAnnouncement);
}

export async function createAnnouncement(db: Db, data: AnnouncementData): Promise<OperatorAnnouncement> {
  return toOperatorAnnouncement(await repo.insertAnnouncement(db, toColumns(data, new Date())));
}

export async function updateAnnouncement(
  db: Db,
  id: string,
  data: AnnouncementData,
): Promise<OperatorAnnouncement> {
  const row = await repo.updateAnnouncement(db, id, toColumns(data, new Date()));
  if (!row) throw keyedError(404, 'announcement_not_found');
  return toOperatorAnnouncement(row);
}

/** Soft delete: the row stays for the record (and so the seed never brings it back). */
export async function deleteAnnouncement(db: Db, id: string): Promise<void> {
  const now = new Date();
  const row = await repo.updateAnnouncement(db, id, { deleted_at: now, updated_at: now });
  if (!row) throw keyedError(404, 'announcement_not_found');
}

/** Seeds operator content once per seed key (see seed/lobby-content.ts). */
export async function seedAnnouncements(
  db: Db,
  items: readonly (AnnouncementData & { seedKey: string })[],
): Promise<void> {
  const now = new Date();
  await repo.insertSeedAnnouncements(
    db,
    items.map((item) => ({ ...toColumns(item, now), seed_key: item.seedKey })),
  );
}
