import {
  checkRegisterField,
  profileFieldNames,
  type MemberProfile,
  type ProfileFieldName,
  type UpdateProfileRequest,
} from '@app/contracts';
import type { Db } from '../../../db/database.js';
import { fieldError } from '../../../lib/app-errors.js';
import { getRegisterRules, getSetting } from '../../platform/system/system.service.js';
import { getMember, updateMember, type Member } from '../member/member.service.js';
import { ageOn } from '../registration/registration-rules.js';

export function profileOf(member: Member): MemberProfile {
  const stored = member.profile;
  const fields = Object.fromEntries(
    profileFieldNames.map((name) => [
      name,
      name === 'payeeName' ? member.payee_name : (stored[name] ?? null),
    ]),
  ) as MemberProfile['fields'];
  return { fields, payeeNameLocked: member.payee_name !== null };
}

/** The first field whose new value breaks its rule: the operator's rule for it, the birthday's age. */
async function checkFields(db: Db, member: Member, changes: [ProfileFieldName, string][], today: Date) {
  const [rules, policy] = await Promise.all([getRegisterRules(db), getSetting(db, 'account_policy')]);
  for (const [name, value] of changes) {
    if (name === 'payeeName') {
      if (member.payee_name !== null && member.payee_name !== value)
        throw fieldError(name, 'payee_name_locked');
      if (value === '') throw fieldError(name, 'real_name_format');
    }
    if (value === '') continue;
    if (name === 'birthday') {
      const age = ageOn(value, today);
      if (age === null) throw fieldError(name, 'reg_pattern_11', { min: 10, max: 10 });
      if (age < policy.minimumAge) throw fieldError(name, 'age_consent', { min: policy.minimumAge });
      continue;
    }
    const rule = rules[name];
    if (!rule) continue;
    const check = checkRegisterField({ ...rule, enabled: true, required: false }, value);
    if (!check.ok) {
      if (name === 'payeeName') throw fieldError(name, 'real_name_format');
      throw fieldError(name, check.key as `reg_pattern_${number}`, check.params);
    }
  }
}

/** Changes the fields sent (an empty string clears one); the real name is set once. */
export async function updateProfile(
  db: Db,
  memberId: string,
  input: UpdateProfileRequest,
  today = new Date(),
): Promise<MemberProfile> {
  const member = await getMember(db, memberId);
  if (!member) throw new Error(`member ${memberId} vanished`);
  const changes = profileFieldNames.flatMap((name): [ProfileFieldName, string][] => {
    const value = input[name];
    return value === undefined ? [] : [[name, value.trim()]];
  });
  await checkFields(db, member, changes, today);
  const profile: Record<string, string> = { ...member.profile };
  for (const [name, value] of changes) {
    if (name === 'payeeName') continue;
    if (value === '') delete profile[name];
    else profile[name] = value;
  }
  const payeeName = changes.find(([name]) => name === 'payeeName')?.[1];
  const updated = await updateMember(db, memberId, {
    profile: JSON.stringify(profile),
    ...(payeeName ? { payee_name: payeeName } : {}),
  });
  if (!updated) throw new Error(`member ${memberId} vanished`);
  return profileOf(updated);
}
