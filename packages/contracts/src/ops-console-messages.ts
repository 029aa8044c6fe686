/** The operator console's server messages (English); the console's locale files translate the keys. */
export const opsConsoleMessages = {
  staff_login_failed: 'Incorrect username, password or code',
  staff_locked: 'Too many failed sign-ins: this staff account is locked, try again in {minutes} minutes',
  staff_console_only: 'Please sign in to the operator console',
  staff_ip_not_allowed: 'Your staff role cannot be used from this address ({ip})',
  staff_ticket_invalid: 'This link or enrolment has expired or was already used, please start again',
  staff_code_invalid: 'The code is not right, please check the time on your phone and try again',
  staff_username_taken: 'This username is already taken',
  staff_role_unknown: 'There is no such role',
  staff_role_builtin: 'Built-in roles keep their permissions; only their IP allow-list can change',
  staff_ip_entry_invalid: '"{entry}" is not an IP address or CIDR range',
  staff_not_self: 'You cannot change your own staff account here',
  staff_last_owner: 'The last active owner cannot lose the owner role',
  approval_requested:
    'Above {amount} this needs a second staff member: approval request {approvalId} was created',
  approval_own_request: 'A second staff member must approve your own request',
  approval_decided: 'This request was already decided by {staff}',
  payment_claimed_by_other: 'This item is being handled by {staff}; reload the list',
  payment_already_decided: 'This item was already decided by {staff}; reload the list',
  config_invalid: 'This setting is not valid: {problem}',
} as const;
