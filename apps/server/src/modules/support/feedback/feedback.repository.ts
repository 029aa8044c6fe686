import type { Db } from '../../../db/database.js';
import type { FeedbackRow } from '../../../db/schema-support.js';

export interface NewFeedback {
  member_id: string;
  question_type: string;
  content: string;
  contact: string;
}

export interface StoredImage {
  storage_key: string;
  content_type: string;
}

export async function insertFeedback(db: Db, row: NewFeedback, images: readonly StoredImage[]) {
  const feedback = await db.insertInto('feedback').values(row).returningAll().executeTakeFirstOrThrow();
  if (images.length > 0) {
    await db
      .insertInto('feedback_image')
      .values(images.map((image) => ({ ...image, feedback_id: feedback.id })))
      .execute();
  }
  return feedback;
}

export type FeedbackStatusFilter = 'pending' | 'replied' | 'all';

function filtered(db: Db, filter: { memberId?: string; status: FeedbackStatusFilter }) {
  let query = db.selectFrom('feedback').innerJoin('member', 'member.id', 'feedback.member_id');
  if (filter.memberId) query = query.where('feedback.member_id', '=', filter.memberId);
  if (filter.status === 'pending') query = query.where('feedback.replied_at', 'is', null);
  if (filter.status === 'replied') query = query.where('feedback.replied_at', 'is not', null);
  return query;
}

/** A page of feedback with the author's username; pending oldest first (a queue), else newest first. */
export function pageFeedback(
  db: Db,
  filter: { memberId?: string; status: FeedbackStatusFilter },
  page: { limit: number; offset: number },
) {
  return filtered(db, filter)
    .selectAll('feedback')
    .select('member.username')
    .orderBy('feedback.id', filter.status === 'pending' ? 'asc' : 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countFeedback(db: Db, filter: { memberId?: string; status: FeedbackStatusFilter }) {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function findFeedback(db: Db, id: string) {
  return db
    .selectFrom('feedback')
    .innerJoin('member', 'member.id', 'feedback.member_id')
    .selectAll('feedback')
    .select('member.username')
    .where('feedback.id', '=', id)
    .executeTakeFirst();
}

export function lockFeedback(db: Db, id: string): Promise<FeedbackRow | undefined> {
  return db.selectFrom('feedback').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export function findImages(db: Db, feedbackIds: readonly string[]) {
  if (feedbackIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('feedback_image')
    .select(['id', 'feedback_id', 'storage_key', 'content_type'])
    .where('feedback_id', 'in', feedbackIds)
    .orderBy('id')
    .execute();
}

export function findImage(db: Db, feedbackId: string, imageId: string) {
  return db
    .selectFrom('feedback_image')
    .innerJoin('feedback', 'feedback.id', 'feedback_image.feedback_id')
    .select([
      'feedback_image.id',
      'feedback_image.storage_key',
      'feedback_image.content_type',
      'feedback.member_id',
    ])
    .where('feedback_image.feedback_id', '=', feedbackId)
    .where('feedback_image.id', '=', imageId)
    .executeTakeFirst();
}

export function findReplies(db: Db, feedbackIds: readonly string[]) {
  if (feedbackIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('feedback_reply')
    .select(['feedback_id', 'content', 'created_at'])
    .where('feedback_id', 'in', feedbackIds)
    .orderBy('id')
    .execute();
}

export async function insertReply(db: Db, reply: { feedback_id: string; staff_id: string; content: string }) {
  await db.insertInto('feedback_reply').values(reply).execute();
  await db
    .updateTable('feedback')
    .set({ replied_at: new Date() })
    .where('id', '=', reply.feedback_id)
    .execute();
}
