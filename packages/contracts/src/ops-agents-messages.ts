/** The operator console's agent messages (English); the ops-agents locale files translate the keys. */
export const opsAgentsMessages = {
  agent_frozen: 'This agent account is frozen, please contact the operator',
  agent_not_found: 'There is no agent with this username',
  agent_promote_not_member: 'Only a player account can become an agent',
  agent_type_below_upline: 'Below {upline} only agent types of its tier or lower are allowed',
  agent_move_into_own_branch: 'An agent cannot be moved below itself or its own downline',
  agent_move_under_frozen: '{upline} is frozen: unfreeze it before moving agents below it',
  agent_rate_over_cap: 'A rate of {rate}% is above the configured cap of {cap}%',
  agent_contract_approval_requested:
    'A 100% salary rate needs a second staff member: approval request {approvalId} was created',
} as const;
