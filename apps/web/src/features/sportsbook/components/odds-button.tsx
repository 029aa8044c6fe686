import { formatOdds } from '@app/sportsbook-provider/client-api';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { slip, useSlip, type SlipLeg } from '../lib/bet-slip';
import styles from './sportsbook.module.css';

const FLASH_MS = 2_500;

/** A price to back: shows the odds in the player's format and flashes up or down as they move. */
export function OddsButton({
  leg,
  label,
  disabled,
}: {
  leg: SlipLeg | null;
  label: string;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const { oddsFormat, legs } = useSlip();
  const previous = useRef(leg?.odds ?? null);
  const [move, setMove] = useState<'up' | 'down' | null>(null);
  const odds = leg?.odds ?? null;
  useEffect(() => {
    const before = previous.current;
    previous.current = odds;
    if (before === null || odds === null || before === odds) return;
    setMove(Number(odds) > Number(before) ? 'up' : 'down');
    const timer = window.setTimeout(() => setMove(null), FLASH_MS);
    return () => window.clearTimeout(timer);
  }, [odds]);
  const selected =
    leg !== null && legs.some((l) => l.marketId === leg.marketId && l.selectionId === leg.selectionId);
  const off = disabled || leg === null;
  return (
    <button
      type="button"
      className={[styles.odds, selected && styles.oddsSelected, move && styles[move]]
        .filter(Boolean)
        .join(' ')}
      disabled={off}
      aria-pressed={selected}
      data-odds-move={move ?? undefined}
      onClick={() => leg && slip.toggle(leg)}
    >
      <span className={styles.oddsLabel}>{label}</span>
      <span className={styles.oddsValue}>
        {off ? t('sb_suspended_short') : formatOdds(Math.round(Number(odds) * 100), oddsFormat)}
      </span>
    </button>
  );
}
