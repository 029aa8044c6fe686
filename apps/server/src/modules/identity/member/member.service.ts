import { isAgentType, isMemberPortalType, trialMemberType } from '@app/contracts';
import type { Db } from '../../../db/database.js';
import type { MemberRow } from '../../../db/schema.js';
import { keyedError } from '../../../lib/app-errors.js';
import { hashPassword } from '../../../lib/password-hash.js';
import { newReadableCode } from '../../../lib/secure-token.js';
import { getSetting } from '../../platform/system/system.service.js';
import * as repo from './member.repository.js';
import { publishMemberEvent } from '../../platform/member-events/member-event.service.js';

export type Member = MemberRow;
export type NewMemberInput = Omit<repo.NewMember, 'referral_code'>;

export const isAgent = (member: Member): boolean => isAgentType(member.type);
export const isTrial = (member: Member): boolean => member.type === trialMemberType;
export const isActive = (member: Member): boolean => member.status === 'active';

export function getMember(db: Db, id: string): Promise<Member | undefined> {
  return repo.findMemberById(db, id);
}

export function findMemberByUsername(db: Db, username: string): Promise<Member | undefined> {
  return repo.findMemberByUsername(db, username);
}

export function findMemberByMobile(db: Db, mobile: string): Promise<Member | undefined> {
  return repo.findMemberByMobile(db, mobile);
}

export function findMemberByUsernameAndEmail(
  db: Db,
  username: string,
  email: string,
): Promise<Member | undefined> {
  return repo.findMemberByUsernameAndEmail(db, username, email);
}

export async function isUsernameTaken(db: Db, username: string): Promise<boolean> {
  return (await repo.findMemberByUsername(db, username)) !== undefined;
}

export async function isMobileTaken(db: Db, mobile: string): Promise<boolean> {
  return (await repo.findMemberByMobile(db, mobile)) !== undefined;
}

/**
 * The active real member who owns an invitation code: any member or agent for a referral code, an
 * agent only for an affiliate code. Trial and staff accounts never invite.
 */
export async function findInviter(
  db: Db,
  code: string,
  options: { agentOnly: boolean },
): Promise<Member | null> {
  const member = await repo.findMemberByReferralCode(db, code.trim().toUpperCase());
  if (!member || !isActive(member) || isTrial(member) || !isMemberPortalType(member.type)) return null;
  if (options.agentOnly && !isAgent(member)) return null;
  return member;
}

async function newReferralCode(db: Db): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = newReadableCode(8);
    if (!(await repo.referralCodeTaken(db, code))) return code;
  }
  throw new Error('could not find a free referral code');
}

/**
 * Inserts a member with its own unique referral code; a real account is announced as
 * `member.registered` (call it in a transaction so both commit together).
 */
export async function createMember(db: Db, input: NewMemberInput): Promise<Member> {
  const member = await repo.insertMember(db, { ...input, referral_code: await newReferralCode(db) });
  if (!isTrial(member) && isMemberPortalType(member.type)) {
    await publishMemberEvent(db, {
      memberId: member.id,
      kind: 'member.registered',
      ref: member.id,
      payload: { inviterId: member.upline_id },
    });
  }
  return member;
}

/**
 * The stored form of a new password. `password_is_default` remembers that the account got the
 * operator's default password, which forces a change at the next password login.
 */
export async function passwordColumns(password: string, defaultPassword: string, now: Date) {
  return {
    password_hash: await hashPassword(password),
    password_is_default: password === defaultPassword,
    password_changed_at: now,
  };
}

export function updateMember(db: Db, memberId: string, patch: repo.MemberPatch): Promise<Member | undefined> {
  return repo.updateMember(db, memberId, patch);
}

/** Counts a successful login and says whether it was the member's first. */
export async function recordLogin(
  db: Db,
  memberId: string,
  now = new Date(),
): Promise<{ firstTimeLogin: boolean }> {
  return { firstTimeLogin: (await repo.incrementLoginCount(db, memberId, now)) === 1 };
}

export async function isSupportedLanguage(db: Db, code: string): Promise<boolean> {
  const resources = await getSetting(db, 'resources');
  return resources.languages.some((language) => language.enabled && language.code === code);
}

/** Profile changes from the member centre; each returns the updated member. */
export async function changeProfile(
  db: Db,
  memberId: string,
  change: { avatarId: string } | { nickname: string } | { language: string },
): Promise<Member> {
  let patch: repo.MemberPatch;
  if ('language' in change) {
    if (!(await isSupportedLanguage(db, change.language)))
      throw keyedError(400, 'language_unsupported', {}, { field: 'language' });
    patch = { language: change.language };
  } else {
    patch = 'avatarId' in change ? { avatar_id: change.avatarId } : { nickname: change.nickname };
  }
  const updated = await repo.updateMember(db, memberId, patch);
  if (!updated) throw new Error(`member ${memberId} vanished`);
  return updated;
}
