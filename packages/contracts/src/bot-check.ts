import { z } from 'zod';

/** The field of `botCheck` that carries the solved proof-of-work (base64 JSON of { challenge, solution }). */
export const BOT_CHECK_FIELD = 'altcha';

/**
 * An ALTCHA proof-of-work challenge (altcha-lib v2 format). The parameters are signed as a whole, so
 * the object is passed through untouched; the client finds the counter whose derived key starts
 * with `keyPrefix` and sends it back with the challenge.
 */
export const botCheckChallengeSchema = z.object({
  parameters: z.looseObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number().int(),
    keyLength: z.number().int(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    expiresAt: z.number().int().optional().describe('Unix seconds'),
  }),
  signature: z.string(),
});
export type BotCheckChallenge = z.infer<typeof botCheckChallengeSchema>;

/** What the client solved: the counter and the key it derived. */
export interface BotCheckSolution {
  counter: number;
  derivedKey: string;
}

/** The `botCheck` fields of a request carrying a solved challenge. */
export function botCheckFields(
  challenge: BotCheckChallenge,
  solution: BotCheckSolution,
): Record<string, string> {
  const payload = JSON.stringify({
    challenge,
    solution: { counter: solution.counter, derivedKey: solution.derivedKey },
  });
  const bytes = new TextEncoder().encode(payload);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return { [BOT_CHECK_FIELD]: btoa(binary) };
}
