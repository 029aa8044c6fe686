import { defineEndpoint } from '../endpoint.js';
import { lazy } from './lazy.js';

// Sessions, captcha, verification codes, registration, passwords, the member's profile, invitation
// codes and the payment password.

export const loginEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/session/login',
  access: 'public',
  errors: [400, 403, 429],
  tag: 'session',
  body: 'encrypted',
  schemas: lazy((s) => ({
    summary:
      'Log in: type username (password), sms (code), or challenge (second step from an unregistered IP)',
    description: `Answers value.status LOGGED_IN (token, flags, member) or VERIFICATION_REQUIRED (challengeId and the methods to prove; send the code with /wps/session/login/challenge/code, then call again with type challenge).
Failures: 400 'Incorrect username or password' with value.captcha telling whether the next attempt needs a captcha (GET /wps/captcha; send captchaId and captcha); 403 'Non-agents cannot log in' (portal agent) or 'Non-member account unable to login', or SMS login switched off; 429 locked after too many failures.`,
    body: s.loginRequestSchema,
    response: s.loginResultSchema,
  })),
});

export const sendLoginChallengeCodeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/session/login/challenge/code',
  access: 'public',
  errors: [400, 429],
  tag: 'session',
  schemas: lazy((s) => ({
    summary: "Send the code of an unregistered-IP challenge to the account's own mobile (sms) or e-mail",
    body: s.challengeCodeRequestSchema,
    response: s.codeSentSchema,
  })),
});

export const startFreePlayEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/session/login/freeplay',
  access: 'public',
  errors: [400, 403, 429],
  tag: 'session',
  body: 'encrypted',
  schemas: lazy((s) => ({
    summary: 'Free play: creates a trial account (type 4) and logs it in (needs module FREE_PLAY)',
    description:
      'The site sends the header X-Gateway-Version: 3 (accepted, not needed). 403 when FREE_PLAY is off; 429 after FREE_PLAY_MAX_PER_IP_PER_HOUR from one IP.',
    body: s.freePlayRequestSchema.nullish().describe('may be empty'),
    response: s.sessionValueSchema,
  })),
});

export const logoutEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/wps/session/logout',
  access: 'session',
  allowPendingPasswordChange: true,
  errors: [401],
  tag: 'session',
  schemas: lazy((s) => ({
    summary: 'Log out (token): the token stops working at once',
    response: s.noValueSchema,
  })),
});

export const getSessionOptionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/session/options',
  access: 'public',
  errors: [],
  tag: 'session',
  schemas: lazy((s) => ({
    summary: 'Login and registration settings the forms need',
    response: s.sessionOptionsSchema,
  })),
});

export const getCaptchaEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/captcha',
  access: 'public',
  errors: [429],
  tag: 'session',
  schemas: lazy((s) => ({
    summary: 'A single-use captcha image (PNG data URL); at most one per second per IP',
    response: s.captchaSchema,
  })),
});

export const getBotCheckChallengeEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/botcheck/challenge',
  access: 'public',
  errors: [429],
  tag: 'session',
  schemas: lazy((s) => ({
    summary: 'A proof-of-work challenge for the bot check of login, registration and SMS sends',
    description:
      'ALTCHA v2 (PBKDF2/SHA-256). Solve it and send the base64 JSON of { challenge, solution } as botCheck.altcha; each solved challenge admits one request until it expires (BOT_CHECK_TTL_SECONDS). At most 60 per minute per IP.',
    response: s.botCheckChallengeSchema,
  })),
});

const describeCodeSend =
  'Sends a 6-digit code (valid SMS_CODE_TTL_SECONDS, limited attempts). value.waitMinutes x 60 s is the resend countdown. 403 when the module of the purpose is off. 429 when throttled: one per number per SMS_RESEND_SECONDS, hourly caps per number and per IP, then a THROTTLE_BLOCK_MINUTES wait.';

export const sendRegisterCodeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/verification/sms/register',
  access: 'public',
  errors: [400, 403, 429],
  tag: 'verification',
  schemas: lazy((s) => ({
    summary: 'Send a registration code to a mobile number (needs REGISTER_SMS_VERIFICATION)',
    description: describeCodeSend,
    body: s.smsRegisterRequestSchema,
    response: s.codeSentSchema,
  })),
});

export const sendNoLoginCodeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/verification/sms/noLogin',
  access: 'public',
  errors: [400, 403, 429],
  tag: 'verification',
  schemas: lazy((s) => ({
    summary:
      'Send a code for SMS login or password reset (same answer whether or not the number is registered)',
    description: describeCodeSend,
    body: s.smsNoLoginRequestSchema,
    response: s.codeSentSchema,
  })),
});

const describeRegistration =
  "Fields are checked against GET /wps/system/setting/register (enabled, required, pattern, min/max); the first bad field answers 400 with value { field, key, params } (e.g. key reg_pattern_1, params { min, max }) and an English message. termsAccepted and ageConfirmed must be true. 403 when the tab's module is off. Success creates the account and answers the same value as login.";

export const registerByUsernameEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/wps/member/register',
  access: 'public',
  errors: [400, 403],
  tag: 'member',
  body: 'encrypted',
  schemas: lazy((s) => ({
    summary: 'Register by username (module REGISTER_USERNAME)',
    description: describeRegistration,
    body: s.registerUsernameSchema,
    response: s.sessionValueSchema,
  })),
});

export const registerByMobileEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/wps/member/register/mobile',
  access: 'public',
  errors: [400, 403],
  tag: 'member',
  body: 'encrypted',
  schemas: lazy((s) => ({
    summary:
      'Register by mobile (module REGISTER_MOBILE; code needed with REGISTER_SMS_VERIFICATION, password with REGISTER_MOBILE_PASSWORD)',
    description: describeRegistration,
    body: s.registerMobileSchema,
    response: s.sessionValueSchema,
  })),
});

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

export const getMemberInfoEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/member/info',
  access: 'session',
  allowPendingPasswordChange: true,
  errors: [401],
  tag: 'member',
  schemas: lazy((s) => ({
    summary: 'The logged-in account (token; trial accounts too)',
    response: s.memberInfoSchema,
  })),
});

export const getAvatarChoicesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/member/info/icon',
  access: 'account',
  errors: [401, 403],
  tag: 'member',
  schemas: lazy((s) => ({
    summary: 'Avatar choices and the current one (token; real accounts)',
    response: s.avatarChoicesSchema,
  })),
});

export const setAvatarEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/member/info/icon',
  access: 'account',
  errors: [400, 401, 403],
  tag: 'member',
  schemas: lazy((s) => ({
    summary: 'Pick one of the shipped avatars (token; real accounts)',
    body: s.setAvatarSchema,
    response: s.memberInfoSchema,
  })),
});

export const setNicknameEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/member/info/nickname',
  access: 'account',
  errors: [400, 401, 403],
  tag: 'member',
  schemas: lazy((s) => ({
    summary: 'Change the nickname (token; real accounts)',
    body: s.nicknameRequestSchema,
    response: s.memberInfoSchema,
  })),
});

export const setMemberLanguageEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/member/info/language',
  access: 'session',
  errors: [400, 401, 403],
  tag: 'member',
  schemas: lazy((s) => ({
    summary: "Store the account's language (token; trial accounts too); one of the enabled site languages",
    body: s.memberLanguageRequestSchema,
    response: s.memberInfoSchema,
  })),
});

export const getAvatarImageEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/static/avatars/:file',
  access: 'public',
  errors: [400, 404],
  tag: 'member',
  schemas: lazy((s) => ({
    summary: 'A shipped avatar image (SVG)',
    params: s.avatarFileParamsSchema,
  })),
});

export const checkAffiliateCodeEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/affiliate',
  access: 'public',
  errors: [400, 429],
  tag: 'agent',
  schemas: lazy((s) => ({
    summary:
      "Is this an agent's valid invitation code? (value.valid; show 'Invalid invitation code' when false)",
    query: s.affiliateQuerySchema,
    response: s.affiliateCheckSchema,
  })),
});

export const getPaymentPasswordStatusEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/member/paymentPassword',
  access: 'account',
  errors: [401, 403],
  tag: 'wallet',
  schemas: lazy((s) => ({
    summary: 'Whether the member has a payment (withdraw) password (token)',
    response: s.paymentPasswordStatusSchema,
  })),
});

export const setPaymentPasswordEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/member/paymentPassword',
  access: 'account',
  errors: [400, 401, 403, 429],
  tag: 'wallet',
  body: 'encrypted',
  schemas: lazy((s) => ({
    summary:
      'Set the payment password (with loginPassword) or change it (with oldPaymentPassword) (token, enc)',
    description:
      "The new payment password is 6 digits. 400 'Incorrect withdraw password' / 'Incorrect login password'; 429 after 5 wrong passwords in 15 minutes.",
    body: s.setPaymentPasswordSchema,
    response: s.paymentPasswordStatusSchema,
  })),
});

export const checkPaymentPasswordEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/member/paymentPassword/check',
  access: 'account',
  errors: [400, 401, 403, 429],
  tag: 'wallet',
  body: 'encrypted',
  schemas: lazy((s) => ({
    summary: "Check the payment password (token, enc); 400 'Please enter withdraw password' when empty",
    description: '429 after 5 wrong passwords in 15 minutes.',
    body: s.checkPaymentPasswordSchema,
    response: s.paymentPasswordCheckedSchema,
  })),
});
