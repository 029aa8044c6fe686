import { formatMoney, getJackpotEndpoint, parseMinor } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../../lib/endpoint-client';
import { JackpotReserve } from './jackpot-reserve';
import styles from './jackpot-ticker.module.css';

const REFRESH_MS = 15_000;
const ROLL_MS = 1_200;

/**
 * Counts from the shown amount to the new one (skipped when the visitor prefers less motion); the
 * first amount (null before the board loads) shows as it is.
 */
function useRollingAmount(target: bigint | null): bigint {
  const [shown, setShown] = useState(target);
  const from = useRef(target);
  useEffect(() => {
    if (target === null) return;
    const start = from.current;
    if (start === null || start === target || matchMedia('(prefers-reduced-motion: reduce)').matches) {
      from.current = target;
      setShown(target);
      return;
    }
    const began = performance.now();
    let frame = 0;
    const step = (now: number) => {
      const progress = Math.min(1, (now - began) / ROLL_MS);
      const value = start + ((target - start) * BigInt(Math.round(progress * 1000))) / 1000n;
      from.current = value;
      setShown(value);
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target]);
  return shown ?? target ?? 0n;
}

/** The progressive jackpot's pool and its latest winner; loaded after the page's first paint. */
export default function JackpotTicker() {
  const { t } = useTranslation();
  const board = useQuery({
    queryKey: ['jackpot', 'board'],
    queryFn: ({ signal }) => callEndpoint(getJackpotEndpoint, {}, { signal }),
    refetchInterval: REFRESH_MS,
  });
  const top = board.data?.list[0];
  const pool = useRollingAmount(top ? (parseMinor(top.pool) ?? 0n) : null);
  if (board.isPending) return <JackpotReserve />;
  if (!top) return null;
  const winner = board.data?.winners[0];
  return (
    <aside className={styles.ticker} aria-label={t('jackpot')}>
      <span className={styles.name}>{top.name}</span>
      <strong className={styles.pool} data-testid="jackpot-pool">
        {formatMoney(pool)}
      </strong>
      {winner && (
        <span className={styles.winner}>
          {winner.customerName} · {formatMoney(parseMinor(winner.amount) ?? 0n)}
        </span>
      )}
    </aside>
  );
}
