import { botCheckFields, type BotCheckChallenge } from '@app/contracts';
import { solveChallengeWorkers } from 'altcha-lib';

/** Parallel workers split the counters; more than four rarely helps a phone and only heats it. */
const MAX_WORKERS = 4;
const SOLVE_TIMEOUT_MS = 90_000;

/**
 * Solves a challenge in Web Workers (the page stays responsive) and answers the `botCheck` fields;
 * null when it was aborted or took too long.
 */
export async function solveBotCheck(
  challenge: BotCheckChallenge,
  controller: AbortController,
): Promise<Record<string, string> | null> {
  const solution = await solveChallengeWorkers({
    challenge,
    concurrency: Math.min(MAX_WORKERS, navigator.hardwareConcurrency || 2),
    controller,
    timeout: SOLVE_TIMEOUT_MS,
    createWorker: () => new Worker(new URL('./bot-check.worker.ts', import.meta.url), { type: 'module' }),
  });
  return solution ? botCheckFields(challenge, solution) : null;
}
