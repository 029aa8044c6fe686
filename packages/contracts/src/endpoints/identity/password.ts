import { defineEndpoint } from '../../endpoint.js';
import { lazy } from '../lazy.js';

export const changePasswordEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/member/password',
  access: 'account',
  allowPendingPasswordChange: true,
  errors: [400, 401, 403, 429],
  tag: 'member',
  body: 'encrypted',
  schemas: lazy((s) => ({
    summary: 'Change password (token; real accounts): ends every session and answers a fresh login',
    description:
      "400 'Old password is incorrect' and the new password's rule; 429 after too many wrong passwords (the login lockout).",
    body: s.changePasswordSchema,
    response: s.sessionValueSchema,
  })),
});

export const requestPasswordEmailEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/member/password/email',
  access: 'public',
  errors: [400, 429],
  tag: 'member',
  body: 'form',
  schemas: lazy((s) => ({
    summary:
      'Forgot password by e-mail (form-encoded or JSON): mails a reset link when username and e-mail match',
    description:
      'Always answers the same confirmation (value null, message "If the username and e-mail match an account, ..."), whether or not they match. 400 only for a malformed e-mail or missing username; 429 when throttled.',
    body: s.forgotPasswordEmailSchema,
    response: s.noValueSchema,
  })),
});

export const resetPasswordWithTokenEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/member/password/reset',
  access: 'public',
  errors: [400],
  tag: 'member',
  body: 'encrypted',
  schemas: lazy((s) => ({
    summary: 'Set a new password with the token of the e-mailed link (single use); answers a login',
    body: s.resetPasswordSchema,
    response: s.sessionValueSchema,
  })),
});

export const resetPasswordByPhoneEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/member/password/verification',
  access: 'public',
  errors: [400],
  tag: 'member',
  body: 'encrypted',
  schemas: lazy((s) => ({
    summary: 'Forgot password by phone: SMS code (purpose resetPassword) and new password; answers a login',
    body: s.forgotPasswordPhoneSchema,
    response: s.sessionValueSchema,
  })),
});
