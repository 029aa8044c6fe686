import { kycDocTypes, type KycDocType, type KycSubmission, type MyKyc } from '@app/contracts';
import type { Db } from '../../../db/database.js';
import { keyedError, throttledError } from '../../../lib/app-errors.js';
import { checkUploadedImages, reencodeUploadedImages } from '../../money/cashier/proof-image.js';
import * as rateLimit from '../../platform/rate-limit/rate-limit.service.js';
import * as repo from './kyc.repository.js';

export type { KycDocumentRow } from './kyc.repository.js';

export function toKycSubmission(row: repo.KycDocumentRow): KycSubmission {
  return {
    id: row.id,
    docType: row.doc_type,
    status: row.status,
    reason: row.reason,
    createdAt: new Date(row.created_at).toISOString(),
    reviewedAt: row.reviewed_at ? new Date(row.reviewed_at).toISOString() : null,
  };
}

/** A member's verification state: its latest submission's status, or none. */
export async function getMyKyc(db: Db, memberId: string): Promise<MyKyc> {
  const latest = await repo.latestOf(db, memberId);
  return { state: latest?.status ?? 'none', latest: latest ? toKycSubmission(latest) : null };
}

/** Uploads a member may try per hour (each one decodes pictures). */
const UPLOADS_PER_HOUR = 10;

export interface KycUpload {
  docType: string | undefined;
  front: Buffer | undefined;
  back: Buffer | undefined;
}

/**
 * Stores a member's identity documents for review: png or jpg pictures decoded and encoded again
 * (only pixels survive), at most UPLOADS_PER_HOUR tries an hour. Refused while a submission waits or once the identity is verified.
 */
export async function submitKyc(db: Db, memberId: string, upload: KycUpload): Promise<MyKyc> {
  if (!upload.docType || !kycDocTypes.includes(upload.docType as KycDocType)) {
    throw keyedError(400, 'kyc_doc_type_invalid', {}, { field: 'docType' });
  }
  if (!upload.front) throw keyedError(400, 'kyc_file_required', {}, { field: 'front' });
  checkUploadedImages([upload.front], 'front');
  if (upload.back) checkUploadedImages([upload.back], 'back');
  const decision = await rateLimit.consume(db, `kyc-upload:${memberId}`, {
    windowMs: rateLimit.minutes(60),
    max: UPLOADS_PER_HOUR,
  });
  if (!decision.allowed) {
    throw throttledError('too_many_requests', decision.retryAfterMs, {
      minutes: Math.ceil(decision.retryAfterMs / 60_000),
    });
  }
  const [front] = await reencodeUploadedImages([upload.front], 'front');
  const [back] = upload.back ? await reencodeUploadedImages([upload.back], 'back') : [];
  await db.transaction().execute(async (trx) => {
    await repo.lockMember(trx, memberId);
    const latest = await repo.latestOf(trx, memberId);
    if (latest?.status === 'pending') throw keyedError(409, 'kyc_pending_exists');
    if (latest?.status === 'approved') throw keyedError(409, 'kyc_already_approved');
    const document = await repo.insertDocument(trx, {
      member_id: memberId,
      doc_type: upload.docType as KycDocType,
    });
    const parts = [
      { part: 'front' as const, image: front },
      { part: 'back' as const, image: back },
    ].flatMap(({ part, image }) => (image ? [{ part, image }] : []));
    await repo.insertFiles(
      trx,
      parts.map(({ part, image }) => ({
        document_id: document.id,
        part,
        content_type: image.contentType,
        bytes: image.bytes,
      })),
    );
  });
  return getMyKyc(db, memberId);
}
