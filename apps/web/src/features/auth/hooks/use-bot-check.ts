import { useCallback, useEffect, useRef } from 'react';
import { ApiError } from '../../../lib/api-error';
import { getBotCheckChallenge } from '../api/bot-check';
import { solveBotCheck } from '../lib/solve-bot-check';

interface Solved {
  fields: Record<string, string>;
  expiresAtMs: number;
}

/** A solution this close to its challenge's expiry is dropped rather than sent to be refused. */
const EXPIRY_MARGIN_MS = 30_000;

/** The error a form shows when no challenge could be solved: 'Please complete verification first'. */
function botCheckError(): ApiError {
  return new ApiError('unknown', 'Please complete verification first', undefined, {
    key: 'bot_check_failed',
    params: {},
  });
}

/**
 * The bot check of a form: a challenge is fetched and solved in the background as soon as the form
 * shows, so a submit rarely waits. `take()` answers the `botCheck` fields of one request (each
 * solution is single use) and starts solving the next one; it rejects with a readable error the
 * form shows, and the next `take()` tries again with a fresh challenge.
 */
export function useBotCheck(): { take: () => Promise<Record<string, string>> } {
  const next = useRef<Promise<Solved> | null>(null);
  const controller = useRef<AbortController | null>(null);

  const solveFresh = useCallback(async (): Promise<Solved> => {
    controller.current ??= new AbortController();
    const { signal } = controller.current;
    const challenge = await getBotCheckChallenge(signal);
    const fields = await solveBotCheck(challenge, controller.current);
    if (!fields) throw botCheckError();
    return { fields, expiresAtMs: (challenge.parameters.expiresAt ?? 0) * 1000 };
  }, []);

  const prepare = useCallback(() => {
    if (next.current) return;
    const pending = solveFresh();
    pending.catch(() => undefined); // take() reports it; a background failure alone says nothing
    next.current = pending;
  }, [solveFresh]);

  useEffect(() => {
    controller.current = new AbortController();
    prepare();
    return () => {
      controller.current?.abort();
      controller.current = null;
      next.current = null;
    };
  }, [prepare]);

  const take = useCallback(async () => {
    const ready = await next.current?.catch(() => null);
    next.current = null;
    const usable = ready && ready.expiresAtMs - Date.now() > EXPIRY_MARGIN_MS ? ready : null;
    try {
      const solved = usable ?? (await solveFresh());
      return solved.fields;
    } catch (error) {
      throw error instanceof ApiError ? error : botCheckError();
    } finally {
      prepare();
    }
  }, [prepare, solveFresh]);

  return { take };
}
