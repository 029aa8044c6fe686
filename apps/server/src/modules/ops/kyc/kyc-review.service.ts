import {
  fillPath,
  getKycFileEndpoint,
  type DecideKycRequest,
  type MemberKyc,
  type OpsKycItem,
} from '@app/contracts';
import type { Db } from '../../../db/database.js';
import { keyedError } from '../../../lib/app-errors.js';
import { toPage } from '../../../lib/paged-list.js';
import { pageOffset, type PageRequest } from '../../../lib/paging.js';
import { toKycSubmission } from '../../identity/kyc/kyc.service.js';
import { sendMessage } from '../../messaging/messages/messages.service.js';
import * as repo from './kyc-review.repository.js';

function toItem(row: repo.KycReviewRow): OpsKycItem {
  return {
    ...toKycSubmission(row),
    member: { id: row.member_id, username: row.username, realName: row.payee_name },
    files: (row.parts ?? [])
      .slice()
      .sort()
      .reverse()
      .map((part) => ({ part, url: fillPath(getKycFileEndpoint.path, { id: row.id, part }) })),
    claimedBy: row.claimed_username,
    reviewedBy: row.reviewed_username,
  };
}

export async function listKyc(db: Db, query: PageRequest & { status: 'pending' | 'approved' | 'rejected' }) {
  const [rows, total] = await Promise.all([
    repo.pageByStatus(db, query.status, { limit: query.pageSize, offset: pageOffset(query) }),
    repo.countByStatus(db, query.status),
  ]);
  return toPage(rows.map(toItem), total, query);
}

/** Why a claim or decision could not be made: gone, decided by someone, or held by someone else. */
async function refusal(db: Db, id: string): Promise<never> {
  const row = await repo.findById(db, id);
  if (!row) throw keyedError(404, 'kyc_not_found');
  if (row.status !== 'pending') {
    throw keyedError(409, 'kyc_already_decided', { staff: row.reviewed_username ?? '' });
  }
  throw keyedError(409, 'kyc_claimed_by_other', { staff: row.claimed_username ?? '' });
}

export async function claimKyc(db: Db, id: string, staffId: string): Promise<OpsKycItem> {
  if (!(await repo.claim(db, id, staffId))) return refusal(db, id);
  return toItem((await repo.findById(db, id))!);
}

/** The decision message in the member's language (Bengali unless the member chose English). */
function decisionMessage(language: string | null, status: 'approved' | 'rejected', reason: string) {
  const english = language === 'en';
  if (status === 'approved') {
    return english
      ? { title: 'Identity verified', content: 'Your identity documents were approved.' }
      : { title: 'পরিচয় যাচাই সম্পন্ন', content: 'আপনার পরিচয়ের কাগজপত্র অনুমোদিত হয়েছে।' };
  }
  return english
    ? {
        title: 'Identity documents not accepted',
        content: `Your identity documents were not accepted: ${reason}. Please upload them again.`,
      }
    : {
        title: 'পরিচয়ের কাগজপত্র গৃহীত হয়নি',
        content: `আপনার পরিচয়ের কাগজপত্র গৃহীত হয়নি: ${reason}। অনুগ্রহ করে আবার আপলোড করুন।`,
      };
}

/**
 * Approves or rejects (with a reason) a waiting submission that nobody else holds; the member gets an
 * inbox message (and a live notification) in their language, in the same transaction.
 */
export async function decideKyc(
  db: Db,
  id: string,
  staffId: string,
  input: Pick<DecideKycRequest, 'decision' | 'reason'>,
): Promise<OpsKycItem> {
  const status = input.decision === 'approve' ? 'approved' : 'rejected';
  const reason = status === 'rejected' ? (input.reason ?? '').trim() : null;
  if (status === 'rejected' && !reason) throw keyedError(400, 'kyc_reason_required', {}, { field: 'reason' });
  const row = await db.transaction().execute(async (trx) => {
    if (!(await repo.decide(trx, id, staffId, { status, reason }))) return null;
    const decided = (await repo.findById(trx, id))!;
    await sendMessage(trx, decided.member_id, decisionMessage(decided.language, status, reason ?? ''));
    return decided;
  });
  if (!row) return refusal(db, id);
  return toItem(row);
}

export async function readKycFile(db: Db, id: string, part: 'front' | 'back') {
  return (await repo.findFile(db, id, part)) ?? null;
}

export async function memberKyc(db: Db, memberId: string): Promise<MemberKyc> {
  if (!(await repo.memberExists(db, memberId))) throw keyedError(404, 'member_not_found');
  const rows = await repo.listOfMember(db, memberId);
  return { state: rows[0]?.status ?? 'none', submissions: rows.map(toItem) };
}
