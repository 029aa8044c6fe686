import { defineEndpoint } from '../endpoint.js';
import { lazy } from './lazy.js';

// The operator console (/ops): staff sign-in with a second factor, staff and roles, the audit log,
// four-eyes approvals, payment claims, members and the dashboard.

const tag = 'operator console';

export const staffLoginEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/ops/staff/login',
  access: 'public',
  errors: [400, 401, 429],
  tag,
  schemas: lazy((s) => ({
    summary: 'Staff sign-in: password and authenticator code (or a recovery code)',
    description:
      'Answers code_required when the password is right and no code came; enrol (with a fresh secret) when the account has no authenticator yet; signed_in with a console session. Wrong password or code: 401; after the policy number of failures the account waits (429).',
    body: s.staffLoginRequestSchema,
    response: s.staffLoginResultSchema,
  })),
});

export const staffEnrolEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/ops/staff/enrol',
  access: 'public',
  errors: [400, 401, 404],
  tag,
  schemas: lazy((s) => ({
    summary: 'Confirms a new authenticator with its first code; signs in and answers the recovery codes once',
    body: s.staffEnrolRequestSchema,
    response: s.staffSignedInSchema,
  })),
});

export const staffAcceptInviteEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/ops/staff/invite/accept',
  access: 'public',
  errors: [400, 404],
  tag,
  schemas: lazy((s) => ({
    summary: 'An invited staff member chooses a password (the authenticator is enrolled at first sign-in)',
    body: s.staffAcceptInviteSchema,
    response: s.staffAccountSchema.pick({ username: true }),
  })),
});

export const getStaffMeEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/ops/staff/me',
  access: 'account',
  errors: [401, 403],
  tag,
  schemas: lazy((s) => ({
    summary: 'The signed-in staff member, role and permissions (console sessions only)',
    response: s.staffProfileSchema,
  })),
});

export const staffSignOutOthersEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/ops/staff/sessions/others/end',
  access: 'account',
  errors: [401, 403],
  tag,
  schemas: lazy((s) => ({
    summary: "Ends every other session of the signed-in staff member's account",
    description: 'Sign out everywhere = this, then DELETE /wps/session/logout for the session itself.',
    response: s.noValueSchema,
  })),
});

export const getStaffRolesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/ops/staff/roles',
  access: 'operator:staff',
  errors: [401, 403],
  tag,
  schemas: lazy((s) => ({ summary: 'Staff roles and their permissions', response: s.staffRoleListSchema })),
});

export const saveStaffRoleEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/wps/ops/staff/roles',
  access: 'operator:staff',
  errors: [400, 401, 403, 409],
  tag,
  schemas: lazy((s) => ({
    summary: 'Creates or changes a custom role (built-in roles: only their IP allow-list)',
    description:
      'The members of the role get its permissions at once. Allow-list entries are IP addresses or CIDR ranges.',
    body: s.staffRoleUpsertSchema,
    response: s.staffRoleSchema,
  })),
});

export const getStaffAccountsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/ops/staff/accounts',
  access: 'operator:staff',
  errors: [401, 403],
  tag,
  schemas: lazy((s) => ({ summary: 'Every staff account', response: s.staffAccountListSchema })),
});

export const inviteStaffEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/ops/staff/accounts',
  access: 'operator:staff',
  errors: [400, 401, 403, 404, 409],
  tag,
  schemas: lazy((s) => ({
    summary: 'Invites a staff member with a role: answers the single-use invitation link to hand over',
    body: s.staffInviteRequestSchema,
    response: s.staffInviteSchema,
  })),
});

export const updateStaffEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/ops/staff/accounts/:id',
  access: 'operator:staff',
  errors: [400, 401, 403, 404, 409],
  tag,
  schemas: lazy((s) => ({
    summary: "Changes a staff member's role or status, lifts a lockout, or resets the authenticator",
    description:
      'Disabling or a new role ends their sessions. Nobody changes their own account here; the last active owner stays.',
    params: s.staffIdParamsSchema,
    body: s.staffUpdateSchema,
    response: s.staffAccountSchema,
  })),
});

export const getOpsPolicyEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/ops/staff/policy',
  access: 'operator:staff',
  errors: [401, 403],
  tag,
  schemas: lazy((s) => ({
    summary: 'Idle timeout, lockout rules and the four-eyes amount',
    response: s.opsPolicySchema,
  })),
});

export const updateOpsPolicyEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/wps/ops/staff/policy',
  access: 'operator:staff',
  errors: [400, 401, 403],
  tag,
  schemas: lazy((s) => ({
    summary: 'Changes the idle timeout, lockout rules and four-eyes amount (audited with before and after)',
    body: s.opsPolicyUpdateSchema,
    response: s.opsPolicySchema,
  })),
});

export const getAuditLogEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/ops/audit',
  access: 'operator:audit',
  errors: [400, 401, 403],
  tag,
  schemas: lazy((s) => ({
    summary: 'The audit log, newest first: every staff call and configuration change',
    query: s.auditQuerySchema,
    response: s.auditPageSchema,
  })),
});

export const exportAuditLogEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/ops/audit.csv',
  access: 'operator:audit',
  errors: [400, 401, 403],
  tag,
  schemas: lazy((s) => ({
    summary: 'The audit log as CSV (same filters, at most 10,000 rows)',
    query: s.auditQuerySchema.omit({ pageNo: true, pageSize: true }),
  })),
});

export const getApprovalsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/ops/approvals',
  access: 'operator:adjustments',
  errors: [400, 401, 403],
  tag,
  schemas: lazy((s) => ({
    summary: 'Balance adjustments waiting for a second staff member (four eyes)',
    query: s.approvalQuerySchema,
    response: s.approvalPageSchema,
  })),
});

export const decideApprovalEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/ops/approvals/:id',
  access: 'operator:adjustments',
  errors: [400, 401, 403, 404, 409],
  tag,
  schemas: lazy((s) => ({
    summary: 'Approves (and carries out) or rejects a requested balance adjustment; never your own request',
    params: s.staffIdParamsSchema,
    body: s.approvalDecisionSchema,
    response: s.approvalSchema,
  })),
});

export const getAgentApprovalsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/ops/agents/approvals',
  access: 'operator:agents',
  errors: [400, 401, 403],
  tag,
  schemas: lazy((s) => ({
    summary: 'Agent contracts waiting for a second staff member (four eyes: a 100% salary rate)',
    query: s.approvalQuerySchema,
    response: s.approvalPageSchema,
  })),
});

export const decideAgentApprovalEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/ops/agents/approvals/:id',
  access: 'operator:agents',
  errors: [400, 401, 403, 404, 409],
  tag,
  schemas: lazy((s) => ({
    summary: 'Approves (and offers) or rejects a requested agent contract; never your own request',
    params: s.staffIdParamsSchema,
    body: s.approvalDecisionSchema,
    response: s.approvalSchema,
  })),
});

export const getPaymentClaimsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/ops/payments/claims',
  access: 'operator:cashier',
  errors: [401, 403],
  tag,
  schemas: lazy((s) => ({
    summary: 'Who is working on which deposit or withdrawal',
    response: s.paymentClaimListSchema,
  })),
});

export const claimPaymentEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/ops/payments/:kind/:id/claim',
  access: 'operator:cashier',
  errors: [400, 401, 403, 404, 409],
  tag,
  schemas: lazy((s) => ({
    summary: 'Takes a deposit or withdrawal to work on; 409 when another staff member has it',
    params: s.paymentClaimParamsSchema,
    response: s.paymentClaimSchema,
  })),
});

export const releasePaymentEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/ops/payments/:kind/:id/release',
  access: 'operator:cashier',
  errors: [400, 401, 403, 409],
  tag,
  schemas: lazy((s) => ({
    summary: 'Gives back an undecided claim so someone else can take it',
    params: s.paymentClaimParamsSchema,
    response: s.noValueSchema,
  })),
});

export const searchMembersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/ops/members',
  access: 'operator:members',
  errors: [400, 401, 403],
  tag,
  schemas: lazy((s) => ({
    summary: 'Members by any field (id, username, mobile, e-mail, payee name, nickname, referral code)',
    query: s.memberSearchQuerySchema,
    response: s.memberSummaryPageSchema,
  })),
});

export const getMemberDetailEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/ops/members/:id',
  access: 'operator:members',
  errors: [400, 401, 403, 404],
  tag,
  schemas: lazy((s) => ({
    summary: 'A member: profile, balance, ledger, rounds, logins, payout accounts, tags and notes',
    params: s.memberIdParamsSchema,
    response: s.memberDetailSchema,
  })),
});

export const memberActionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/ops/members/:id/actions',
  access: 'operator:members',
  errors: [400, 401, 403, 404],
  tag,
  schemas: lazy((s) => ({
    summary:
      'Lock, unlock, force a password change, reset the payment password, note, tag or message a member',
    params: s.memberIdParamsSchema,
    body: s.memberActionSchema,
    response: s.memberDetailSchema,
  })),
});

export const getDashboardEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/ops/dashboard',
  access: 'operator:reports',
  errors: [400, 401, 403],
  tag,
  schemas: lazy((s) => ({
    summary: 'Today and the period (default the last 7 days): money, play, players, and the waiting queues',
    query: s.dashboardQuerySchema,
    response: s.dashboardSchema,
  })),
});

export const getConfigurationEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/ops/config',
  access: 'operator:config',
  errors: [401, 403],
  tag,
  schemas: lazy((s) => ({
    summary:
      'Site settings staff may change (maintenance, region, account policy, customer service, resources) and module toggles',
    response: s.configurationSchema,
  })),
});

export const updateSettingEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/wps/ops/config/settings/:key',
  access: 'operator:config',
  errors: [400, 401, 403],
  tag,
  schemas: lazy((s) => ({
    summary:
      'Changes one site setting, validated with the schema the server reads it with; audited with before and after',
    params: s.settingKeyParamsSchema,
    body: s.settingUpdateSchema,
    response: s.configurationSchema,
  })),
});

export const setModuleToggleEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/wps/ops/config/modules/:modId',
  access: 'operator:config',
  errors: [400, 401, 403, 404],
  tag,
  schemas: lazy((s) => ({
    summary: 'Switches a module on or off (registration by mobile, free play, VIP...); audited',
    params: s.moduleParamsSchema,
    body: s.moduleToggleSchema,
    response: s.configurationSchema,
  })),
});
