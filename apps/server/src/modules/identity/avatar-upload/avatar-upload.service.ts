import { uploadedAvatarPrefix } from '@app/contracts';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../../db/database.js';
import { keyedError } from '../../../lib/app-errors.js';
import { updateMember, type Member } from '../member/member.service.js';
import { avatarImage } from './avatar-image.js';
import * as repo from './avatar-upload.repository.js';

/** Re-encodes and stores an uploaded avatar, and makes it the member's; answers the updated member. */
export async function uploadAvatar(db: Db, memberId: string, bytes: Buffer): Promise<Member> {
  const image = await avatarImage(bytes);
  if (!image) throw keyedError(400, 'proof_invalid', {}, { field: 'avatar' });
  const token = randomBytes(16).toString('hex');
  return db.transaction().execute(async (trx) => {
    await repo.replaceAvatar(trx, memberId, token, image);
    const updated = await updateMember(trx, memberId, { avatar_id: `${uploadedAvatarPrefix}${token}` });
    if (!updated) throw new Error(`member ${memberId} vanished`);
    return updated;
  });
}

/** The stored PNG of an uploaded avatar, or null. */
export function readAvatar(db: Db, token: string): Promise<Buffer | null> {
  return repo.findAvatar(db, token);
}
