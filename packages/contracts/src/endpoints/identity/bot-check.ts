import { defineEndpoint } from '../../endpoint.js';
import { lazy } from '../lazy.js';

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
