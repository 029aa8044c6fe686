import { defineEndpoint } from '../../endpoint.js';
import { lazy } from '../lazy.js';

export const getSecurityOverviewEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/member/security',
  access: 'player',
  errors: [401, 403],
  tag: 'security',
  schemas: lazy((s) => ({
    summary: 'Security centre: what is bound and switched on (token)',
    response: s.securityOverviewSchema,
  })),
});

export const sendBindMobileCodeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/member/security/mobile/code',
  access: 'player',
  errors: [400, 401, 403, 429],
  tag: 'security',
  schemas: lazy((s) => ({
    summary:
      'Send an SMS code to the mobile number to bind (token); refused once a number is bound or when another account has it',
    body: s.bindMobileCodeRequestSchema,
    response: s.codeSentSchema,
  })),
});

export const bindMobileEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/member/security/mobile',
  access: 'player',
  errors: [400, 401, 403, 429],
  tag: 'security',
  schemas: lazy((s) => ({
    summary:
      'Bind the mobile number with its SMS code (token); once bound it can never be changed or unlinked',
    body: s.bindMobileRequestSchema,
    response: s.securityOverviewSchema,
  })),
});

export const sendBindEmailCodeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/member/security/email/code',
  access: 'player',
  errors: [400, 401, 403, 429],
  tag: 'security',
  schemas: lazy((s) => ({
    summary: 'Send a code to the e-mail address to bind (token)',
    body: s.bindEmailCodeRequestSchema,
    response: s.codeSentSchema,
  })),
});

export const bindEmailEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/member/security/email',
  access: 'player',
  errors: [400, 401, 403, 429],
  tag: 'security',
  schemas: lazy((s) => ({
    summary: 'Bind and verify the e-mail address with its code (token)',
    body: s.bindEmailRequestSchema,
    response: s.securityOverviewSchema,
  })),
});

export const setUpTotpEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/member/security/totp/setup',
  access: 'player',
  errors: [400, 401, 403, 429],
  tag: 'security',
  body: 'encrypted',
  schemas: lazy((s) => ({
    summary: 'Start the authenticator app: a new secret, confirmed by the login password (token, enc)',
    body: s.totpSetupRequestSchema,
    response: s.totpSetupSchema,
  })),
});

export const enableTotpEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/member/security/totp/enable',
  access: 'player',
  errors: [400, 401, 403, 429],
  tag: 'security',
  schemas: lazy((s) => ({
    summary:
      'Switch the authenticator app on with a first code; answers the recovery codes, shown once (token)',
    body: s.totpEnableRequestSchema,
    response: s.recoveryCodesSchema,
  })),
});

export const disableTotpEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/member/security/totp/disable',
  access: 'player',
  errors: [400, 401, 403, 429],
  tag: 'security',
  body: 'encrypted',
  schemas: lazy((s) => ({
    summary:
      'Switch the authenticator app off with the login password and an app or recovery code (token, enc)',
    body: s.totpDisableRequestSchema,
    response: s.securityOverviewSchema,
  })),
});

export const listMemberSessionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/member/security/sessions',
  access: 'player',
  errors: [401, 403],
  tag: 'security',
  schemas: lazy((s) => ({
    summary: 'Live sessions (devices) of the account, this one marked current (token)',
    response: s.memberSessionListSchema,
  })),
});

export const signOutSessionEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/wps/member/security/sessions/:id',
  access: 'player',
  errors: [400, 401, 403, 404],
  tag: 'security',
  schemas: lazy((s) => ({
    summary: "Sign out one of the account's other sessions (token)",
    params: s.sessionIdParamsSchema,
    response: s.signedOutSchema,
  })),
});

export const signOutOtherSessionsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/member/security/sessions/others',
  access: 'player',
  errors: [401, 403],
  tag: 'security',
  schemas: lazy((s) => ({
    summary: 'Sign out every session of the account but this one (token)',
    response: s.signedOutSchema,
  })),
});

export const getLoginHistoryEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/member/security/logins',
  access: 'player',
  errors: [400, 401, 403],
  tag: 'security',
  schemas: lazy((s) => ({
    summary: 'Login history: time, IP, device, method and result, newest first (token)',
    query: s.loginHistoryQuerySchema,
    response: s.loginHistorySchema,
  })),
});
