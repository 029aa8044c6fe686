import type { OperatorPermission } from './endpoint.js';

// The operator console's zod-free constants: the web's console reads them without pulling zod in.

/** The roles every install starts with; `permissions: null` is every permission (the owner). */
export const builtinStaffRoles = [
  { code: 'owner', permissions: null },
  {
    code: 'admin',
    permissions: [
      'cashier',
      'adjustments',
      'ledger',
      'catalog',
      'content',
      'messages',
      'agents',
      'games',
      'rewards',
      'support',
      'members',
      'config',
      'reports',
      'risk',
      'audit',
    ],
  },
  { code: 'finance', permissions: ['cashier', 'adjustments', 'ledger', 'reports'] },
  { code: 'risk', permissions: ['risk', 'members', 'reports', 'audit'] },
  { code: 'content', permissions: ['content', 'messages', 'catalog', 'games'] },
  { code: 'support', permissions: ['support', 'members', 'messages'] },
  { code: 'agent_manager', permissions: ['agents', 'reports'] },
  { code: 'read_only', permissions: ['reports', 'audit'] },
] as const satisfies readonly { code: string; permissions: readonly OperatorPermission[] | null }[];

export type BuiltinStaffRole = (typeof builtinStaffRoles)[number]['code'];

/** The kinds of payment orders staff claim before deciding them. */
export const paymentQueueKinds = ['deposit', 'withdrawal'] as const;
export type PaymentQueueKind = (typeof paymentQueueKinds)[number];

/** Money actions that need a second staff member's approval above the configured amount. */
export const approvalKinds = ['adjustment', 'agent_contract'] as const;
export type ApprovalKind = (typeof approvalKinds)[number];
/**
 * The permission deciding a request of each kind takes (four eyes: held by someone other than the
 * requester); each kind's queue is its own pair of endpoints with that access.
 */
export const approvalPermissions = {
  adjustment: 'adjustments',
  agent_contract: 'agents',
} as const satisfies Record<ApprovalKind, OperatorPermission>;
export const approvalStatuses = ['pending', 'approved', 'rejected'] as const;
export type ApprovalStatus = (typeof approvalStatuses)[number];
