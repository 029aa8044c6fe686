import { avatarUrl, type MemberInfo } from '@app/contracts';
import type { MemberRow } from '../../../db/schema.js';
import { maskEmail, maskMobile } from '../../../lib/mask.js';
import { isAgent, isTrial } from './member.service.js';

/** What the member (and only the member) sees of their account: contact details masked, no secrets. */
export function toMemberInfo(member: MemberRow, firstTimeLogin: boolean): MemberInfo {
  return {
    id: member.id,
    account: member.username,
    username: member.username,
    nickname: member.nickname,
    type: member.type,
    isAgent: isAgent(member),
    isTrial: isTrial(member),
    avatarId: member.avatar_id,
    avatarUrl: member.avatar_id ? avatarUrl(member.avatar_id) : null,
    language: member.language,
    referralCode: member.referral_code,
    mobile: member.mobile ? maskMobile(member.mobile) : null,
    email: member.email ? maskEmail(member.email) : null,
    hasPassword: member.password_hash !== null,
    firstTimeLogin,
  };
}
