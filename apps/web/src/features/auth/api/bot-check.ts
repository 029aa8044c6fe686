import { getBotCheckChallengeEndpoint, type BotCheckChallenge } from '@app/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';

/** A proof-of-work challenge for one login, registration or SMS send. */
export function getBotCheckChallenge(signal?: AbortSignal): Promise<BotCheckChallenge> {
  return callEndpoint(getBotCheckChallengeEndpoint, {}, { signal });
}
