import { WalletEvent, type OpsMessageSend, type sendOpsMessageSchema } from '@app/contracts';
import type { z } from 'zod';
import type { Db } from '../../../db/database.js';
import { keyedError } from '../../../lib/app-errors.js';
import { toPage } from '../../../lib/paged-list.js';
import { pageOffset, type PageRequest } from '../../../lib/paging.js';
import { sanitizeHtml } from '../../../lib/sanitize-html.js';
import { publishEvents, type MemberEvent } from '../../messaging/notifications/notifications.service.js';
import * as repo from './platform-messages.repository.js';

export type SendOpsMessage = z.output<typeof sendOpsMessageSchema>;

/** Members given the message per transaction of a background send. */
export const SEND_BATCH = 500;

function toView(row: NonNullable<Awaited<ReturnType<typeof repo.findSend>>>): OpsMessageSend {
  return {
    id: row.id,
    audience: row.audience,
    target: row.target,
    title: row.title,
    content: row.content,
    staff: row.staff_username,
    status: row.status,
    planned: row.planned,
    sent: row.sent,
    read: Number(row.read_count ?? 0),
    createdAt: new Date(row.created_at).toISOString(),
    finishedAt: row.finished_at ? new Date(row.finished_at).toISOString() : null,
  };
}

const newMessageEvent = (memberId: string, messageId: string, title: string): MemberEvent => ({
  memberId,
  event: { type: WalletEvent.messageNew, messageId, title, at: new Date().toISOString() },
});

/**
 * Sends a staff message. One member: at once. A tag or everyone: the send is recorded with how many
 * it goes to and delivered in batches in the background (`deliverLater`), the answer showing the progress.
 * The request id makes a double click (or a retry) one send: the second call answers the first.
 */
export async function sendOpsMessage(
  db: Db,
  staffId: string,
  input: SendOpsMessage,
  deliverLater: (sendId: string) => void,
): Promise<OpsMessageSend> {
  const existing = await repo.findSendByRequest(db, input.requestId);
  if (existing) return toView(existing);
  const title = input.title.trim();
  const content = sanitizeHtml(input.content);
  const base = {
    request_id: input.requestId,
    staff_id: staffId,
    audience: input.audience,
    target: input.audience === 'all' ? null : (input.target ?? null),
    title,
    content,
  };
  if (input.audience === 'member') {
    const member = await repo.findMemberForMessage(db, input.target ?? '');
    if (!member) throw keyedError(404, 'member_not_found', {}, { field: 'target' });
    const created = await db.transaction().execute(async (trx) => {
      const id = await repo.insertSend(trx, {
        ...base,
        status: 'done',
        planned: 1,
        sent: 1,
        last_member_id: member.id,
        finished_at: new Date(),
      });
      if (!id) return null;
      const message = await repo.insertOne(trx, id, member.id, title, content);
      return { id, messageId: message.id };
    });
    if (created) void publishEvents(db, [newMessageEvent(member.id, created.messageId, title)]);
    return toView((await repo.findSendByRequest(db, input.requestId))!);
  }
  const planned = await repo.countAudience(db, input.audience, base.target);
  if (planned === 0) throw keyedError(400, 'ops_message_no_recipients', {}, { field: 'target' });
  const id = await repo.insertSend(db, { ...base, planned });
  if (id) deliverLater(id);
  return toView((await repo.findSendByRequest(db, input.requestId))!);
}

/**
 * Gives the next batch of a background send its messages together with the send's progress, inside
 * the caller's transaction, so a batch is delivered exactly once however many server copies try (the
 * send row is locked, skipped when another copy holds it). Answers whether there is more to do.
 */
async function deliverBatchIn(trx: Db, sendId: string): Promise<{ more: boolean; events: MemberEvent[] }> {
  const send = await repo.lockOpenSend(trx, sendId);
  if (!send || send.audience === 'member') return { more: false, events: [] };
  const rows = await repo.insertBatch(
    trx,
    { ...send, audience: send.audience },
    send.last_member_id,
    SEND_BATCH,
  );
  const done = rows.length < SEND_BATCH;
  await repo.advanceSend(trx, send.id, {
    sent: rows.length,
    last_member_id: rows.at(-1)?.member_id ?? send.last_member_id,
    done,
  });
  return { more: !done, events: rows.map((row) => newMessageEvent(row.member_id, row.id, send.title)) };
}

/** Delivers a send to the end, one transaction per batch (other requests run in between). */
export async function deliverAll(db: Db, sendId: string): Promise<void> {
  for (;;) {
    const { more, events } = await db.transaction().execute((trx) => deliverBatchIn(trx, sendId));
    if (events.length > 0) void publishEvents(db, events);
    if (!more) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Batches one run of the resume job delivers at most (it holds one transaction). */
const RESUME_BATCHES = 40;

/**
 * The resume job's work: sends still open (the server stopped in the middle, or a batch failed) get
 * their next batches inside the job's transaction. Answers how many members got a message.
 */
export async function resumeOpenSends(trx: Db): Promise<{ delivered: number }> {
  let delivered = 0;
  let batches = 0;
  for (const id of await repo.openSendIds(trx)) {
    for (let more = true; more && batches < RESUME_BATCHES; batches++) {
      const result = await deliverBatchIn(trx, id);
      delivered += result.events.length;
      if (result.events.length > 0) await publishEvents(trx, result.events);
      more = result.more;
    }
  }
  return { delivered };
}

export async function listOpsMessages(db: Db, page: PageRequest) {
  const [rows, total] = await Promise.all([
    repo.pageSends(db, { limit: page.pageSize, offset: pageOffset(page) }),
    repo.countSends(db),
  ]);
  return toPage(rows.map(toView), total, page);
}
