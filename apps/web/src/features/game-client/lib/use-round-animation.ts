import { useEffect, useState } from 'react';
import { useMediaQuery } from '../../../lib/use-media-query';

/**
 * Progress (0 to 1) of the newest round's animation, keyed by its id: a new key starts again from 0;
 * `skip` (or prefers-reduced-motion, or a zero duration) jumps to the end.
 */
export function useRoundAnimation(key: string | null, durationMs: number) {
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [state, setState] = useState<{ key: string | null; progress: number }>({ key, progress: 1 });
  const animated = key !== null && !reduced && durationMs > 0;
  const progress = state.key === key ? state.progress : animated ? 0 : 1;
  const done = progress >= 1;

  useEffect(() => {
    if (!animated || done) return;
    const start = performance.now() - progress * durationMs;
    let frame = requestAnimationFrame(function tick(now) {
      const next = Math.min(1, (now - start) / durationMs);
      setState({ key, progress: next });
      if (next < 1) frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
    // A new round restarts it, a skip stops it; progress is read once, to resume where it was.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, animated, durationMs, done]);

  return { progress, done, skip: () => setState({ key, progress: 1 }) };
}
