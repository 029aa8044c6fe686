import { randomUUID } from 'node:crypto';
import {
  countWords,
  feedbackLimits,
  fillPath,
  getFeedbackImageEndpoint,
  getOperatorFeedbackImageEndpoint,
  proofImageLimits,
  type Feedback,
  type FeedbackQuestionType,
  type FeedbackSettings,
  type OperatorFeedback,
} from '@app/contracts';
import type { Db } from '../../../db/database.js';
import { keyedError, throttledError } from '../../../lib/app-errors.js';
import { toPage } from '../../../lib/paged-list.js';
import { pageOffset, type PageRequest } from '../../../lib/paging.js';
import type { FileStorage } from '../../money/cashier/file-storage.js';
import {
  checkUploadedImages,
  proofResponseHeaders,
  reencodeUploadedImages,
} from '../../money/cashier/proof-image.js';
import { sendMessage } from '../../messaging/messages/messages.service.js';
import { getSetting } from '../../platform/system/system.service.js';
import * as rateLimit from '../../platform/rate-limit/rate-limit.service.js';
import * as repo from './feedback.repository.js';

/** At most this many feedback per member per hour (each may carry 15MB of images). */
const FEEDBACK_PER_HOUR = 10;
const HOUR_MS = 60 * 60 * 1000;

export async function getFeedbackSettings(db: Db): Promise<FeedbackSettings> {
  const setting = await getSetting(db, 'feedback');
  return {
    ...setting,
    maxChars: feedbackLimits.maxChars,
    maxImages: proofImageLimits.maxFiles,
    maxImageBytes: proofImageLimits.maxBytes,
  };
}

type Row = Awaited<ReturnType<typeof repo.pageFeedback>>[number];

/** Rows with their images and replies, as the member or the staff (other image addresses) sees them. */
async function toViews(db: Db, rows: readonly Row[], imagePath: string): Promise<OperatorFeedback[]> {
  const ids = rows.map((row) => row.id);
  const [images, replies] = await Promise.all([repo.findImages(db, ids), repo.findReplies(db, ids)]);
  return rows.map((row) => ({
    id: row.id,
    username: row.username,
    questionType: row.question_type as FeedbackQuestionType,
    content: row.content,
    contact: row.contact,
    createdAt: row.created_at.toISOString(),
    status: row.replied_at ? 'replied' : 'pending',
    images: images
      .filter((image) => image.feedback_id === row.id)
      .map((image) => ({ id: image.id, url: fillPath(imagePath, { id: row.id, imageId: image.id }) })),
    replies: replies
      .filter((reply) => reply.feedback_id === row.id)
      .map((reply) => ({ content: reply.content, createdAt: reply.created_at.toISOString() })),
  }));
}

const memberView = ({ username: _username, ...view }: OperatorFeedback): Feedback => view;

export interface FeedbackInput {
  questionType: FeedbackQuestionType;
  content: string;
  contact: string;
  images: Buffer[];
}

/**
 * A member's feedback (spec: question type, content within the operator's word bounds, contact info,
 * up to 3 png/jpg images of 5MB). Every check runs before anything is stored; images are decoded and
 * re-encoded (only pixels survive) and stored before the row that names them.
 */
export async function submitFeedback(
  db: Db,
  storage: FileStorage,
  memberId: string,
  input: FeedbackInput,
): Promise<Feedback> {
  const setting = await getSetting(db, 'feedback');
  if (!setting.questionTypes.includes(input.questionType)) {
    throw keyedError(400, 'input_cannot_be_empty', {}, { field: 'questionType' });
  }
  const words = countWords(input.content);
  if (words < setting.minWords || words > setting.maxWords) {
    throw keyedError(
      400,
      'feedback_words',
      { min: setting.minWords, max: setting.maxWords },
      { field: 'content' },
    );
  }
  checkUploadedImages(input.images, 'image');
  const decision = await rateLimit.consume(db, `feedback:${memberId}`, {
    windowMs: HOUR_MS,
    max: FEEDBACK_PER_HOUR,
  });
  if (!decision.allowed) {
    throw throttledError('too_many_requests', decision.retryAfterMs, {
      minutes: Math.ceil(decision.retryAfterMs / 60_000),
    });
  }
  const images = await reencodeUploadedImages(input.images, 'image');
  const folder = randomUUID();
  const stored = await Promise.all(
    images.map(async (image) => {
      const key = `feedback-images/${folder}/${randomUUID()}.${image.extension}`;
      await storage.put(key, image.bytes);
      return { storage_key: key, content_type: image.contentType };
    }),
  );
  const row = await db.transaction().execute((trx) =>
    repo.insertFeedback(
      trx,
      {
        member_id: memberId,
        question_type: input.questionType,
        content: input.content,
        contact: input.contact,
      },
      stored,
    ),
  );
  const [view] = await toViews(db, [{ ...row, username: '' }], getFeedbackImageEndpoint.path);
  return memberView(view!);
}

export async function listMemberFeedback(db: Db, memberId: string, page: PageRequest) {
  const filter = { memberId, status: 'all' as const };
  const [rows, total] = await Promise.all([
    repo.pageFeedback(db, filter, { limit: page.pageSize, offset: pageOffset(page) }),
    repo.countFeedback(db, filter),
  ]);
  const views = await toViews(db, rows, getFeedbackImageEndpoint.path);
  return toPage(views.map(memberView), total, page);
}

export async function listOperatorFeedback(
  db: Db,
  query: PageRequest & { status: repo.FeedbackStatusFilter },
) {
  const [rows, total] = await Promise.all([
    repo.pageFeedback(db, query, { limit: query.pageSize, offset: pageOffset(query) }),
    repo.countFeedback(db, query),
  ]);
  return toPage(await toViews(db, rows, getOperatorFeedbackImageEndpoint.path), total, query);
}

/** An image of a feedback: the member's own (memberId) or any (null: staff). */
export async function readFeedbackImage(
  db: Db,
  storage: FileStorage,
  memberId: string | null,
  feedbackId: string,
  imageId: string,
) {
  const image = await repo.findImage(db, feedbackId, imageId);
  const bytes =
    image && (memberId === null || image.member_id === memberId)
      ? await storage.get(image.storage_key)
      : null;
  if (!image || !bytes) throw keyedError(404, 'feedback_not_found');
  return {
    bytes,
    headers: {
      ...proofResponseHeaders({ id: image.id, contentType: image.content_type }),
      'content-disposition': `inline; filename="feedback-${feedbackId}-${image.id}.${image.content_type === 'image/png' ? 'png' : 'jpg'}"`,
    },
  };
}

/**
 * Staff reply to a feedback: stored with the feedback (the member's history shows it) and sent to the
 * member as a platform message, which the live socket announces.
 */
export async function replyToFeedback(
  db: Db,
  staffId: string,
  feedbackId: string,
  content: string,
): Promise<OperatorFeedback> {
  const memberId = await db.transaction().execute(async (trx) => {
    const row = await repo.lockFeedback(trx, feedbackId);
    if (!row) throw keyedError(404, 'feedback_not_found');
    await repo.insertReply(trx, { feedback_id: feedbackId, staff_id: staffId, content });
    return row.member_id;
  });
  const row = await repo.findFeedback(db, feedbackId);
  const [view] = await toViews(db, [row!], getOperatorFeedbackImageEndpoint.path);
  await sendMessage(db, memberId, {
    title: 'Reply to your feedback',
    content: `Your feedback: “${view!.content}”\n\nOur reply: ${content}`,
  });
  return view!;
}
