import { isAgentType } from '@app/contracts';
import type { TFunction } from 'i18next';

/** "Member", or "Agent (type 41)" for the agent types 1, 2, 41 and 42. */
export function memberTypeLabel(t: TFunction, type: number): string {
  return isAgentType(type) ? t('agent_member_type_agent', { type }) : t('agent_member_type_member');
}
