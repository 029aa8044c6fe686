import {
  botCheckChallengeSchema,
  botCheckFields,
  getBotCheckChallengeEndpoint,
  type BotCheckChallenge,
  type Envelope,
} from '@app/contracts';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/**
 * Solves a bot-check challenge in Node, as a browser would, for the clients that are not browsers:
 * the cashier command, tests and benches. Answers the `botCheck` fields of the request.
 */
export async function solveBotCheck(challenge: BotCheckChallenge): Promise<Record<string, string>> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 120_000 });
  if (!solution) throw new Error('the bot-check challenge was not solved in time');
  return botCheckFields(challenge, solution);
}

/** Fetches a challenge from the server at `baseUrl` and solves it. */
export async function fetchBotCheckFields(baseUrl: string): Promise<Record<string, string>> {
  const response = await fetch(new URL(getBotCheckChallengeEndpoint.path, baseUrl));
  const body = (await response.json()) as Envelope<unknown>;
  if (!body.success) throw new Error(`bot-check challenge: ${response.status} ${body.message}`);
  return solveBotCheck(botCheckChallengeSchema.parse(body.value));
}
