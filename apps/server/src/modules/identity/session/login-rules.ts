import {
  isAgentType,
  isMemberPortalType,
  operatorMemberType,
  type MessageKey,
  type Portal,
} from '@app/contracts';
import type { Member } from '../member/member.service.js';

/**
 * Why this account may not log in on this portal, or null. The agent login page takes agent types
 * only; the player site takes member, agent and trial types, so staff accounts (type 99) never log
 * in there; the operator portal takes staff accounts only.
 */
export function loginRefusal(member: Member, portal: Portal): MessageKey | null {
  if (member.status !== 'active') return 'account_disabled';
  if (portal === 'agent') {
    if (!isAgentType(member.type)) return 'non_agent_login';
    return member.agent_frozen_at ? 'agent_frozen' : null;
  }
  if (portal === 'operator') return member.type === operatorMemberType ? null : 'non_operator_login';
  return isMemberPortalType(member.type) ? null : 'non_member_login';
}

/** Bank account names compare without case or extra spaces. */
export const sameName = (a: string, b: string): boolean =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();
