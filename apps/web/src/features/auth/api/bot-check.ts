import type { BotCheckChallenge } from '@app/contracts';
import { apiGet } from '../../../lib/api-client';

/** GET /wps/botcheck/challenge: a proof-of-work challenge for one login, registration or SMS send. */
export function getBotCheckChallenge(signal?: AbortSignal): Promise<BotCheckChallenge> {
  return apiGet<BotCheckChallenge>('/wps/botcheck/challenge', undefined, signal);
}
