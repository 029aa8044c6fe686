import { useCallback, useEffect, useState } from 'react';
import { useMediaQuery } from '../../../lib/use-media-query';

/**
 * Whether the newest round's animation, keyed by its id, has ended: a new key starts one, which ends
 * when its progress reaches 1 (useAnimationProgress calls `end`), on `skip`, or at once under
 * prefers-reduced-motion or a zero duration. The game shell holds this and re-renders only when an
 * animation starts or ends; the frames themselves re-render only the stage (useAnimationProgress).
 */
export function useRoundAnimation(key: string | null, durationMs: number) {
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  // The round shown when the page opens (a dealt hand after a reload) is not animated again.
  const [ended, setEnded] = useState<string | null>(key);
  const animated = key !== null && !reduced && durationMs > 0;
  const done = !animated || ended === key;
  const end = useCallback((finished: string | null) => setEnded(finished), []);
  return { done, end, skip: () => setEnded(key) };
}

/**
 * The progress (0 to 1) of the animation of `key`, a state of the component that draws it, updated on
 * every animation frame until it reaches 1, then `end(key)`. 1 once `done`.
 */
export function useAnimationProgress(
  key: string | null,
  durationMs: number,
  done: boolean,
  end: (key: string | null) => void,
): number {
  const [state, setState] = useState<{ key: string | null; progress: number }>({ key, progress: 0 });
  const progress = done ? 1 : state.key === key ? state.progress : 0;

  useEffect(() => {
    if (done) return;
    const start = performance.now() - progress * durationMs;
    let frame = requestAnimationFrame(function tick(now) {
      const next = Math.min(1, (now - start) / durationMs);
      setState({ key, progress: next });
      if (next < 1) frame = requestAnimationFrame(tick);
      else end(key);
    });
    return () => cancelAnimationFrame(frame);
    // A new round restarts it, a skip stops it; progress is read once, to resume where it was (turbo).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, durationMs, done, end]);

  return progress;
}
