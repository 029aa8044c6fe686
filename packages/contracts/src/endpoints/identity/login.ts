import { defineEndpoint } from '../../endpoint.js';
import { lazy } from '../lazy.js';

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
