import type { RaffleSummary } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../components/feedback';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useClaimRaffle } from '../api/claim-raffle';
import { prizeText } from './prize-text';
import styles from '../routes/raffles-page.module.css';

const TURNS = 5;
const colors = ['#e53935', '#fb8c00', '#fdd835', '#43a047', '#1e88e5', '#8e24aa'];

/**
 * The prize wheel: equal segments (the odds are the configured weights, listed below it). A spin asks
 * the server first, then turns the wheel (transform only) to stop on the segment it drew.
 */
export function PrizeWheel({ summary }: { summary: RaffleSummary }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const spin = useClaimRaffle();
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [angle, setAngle] = useState(0);
  const [settled, setSettled] = useState(true);
  const segments = summary.wheelSegments;
  const tickets = Number(summary.wheelTickets);
  const slice = 360 / Math.max(1, segments.length);
  const gradient = segments
    .map((_, index) => `${colors[index % colors.length]} ${index * slice}deg ${(index + 1) * slice}deg`)
    .join(', ');

  const start = () => {
    setSettled(false);
    spin.mutate('wheel', {
      onSuccess: (result) => {
        const target = 360 - ((result.segment ?? 0) * slice + slice / 2);
        setAngle((current) => current - (current % 360) + TURNS * 360 + target);
        if (reduceMotion) setSettled(true);
      },
      onError: () => setSettled(true),
    });
  };

  if (segments.length === 0) return <p className={styles.muted}>{t('rf_no_wheel')}</p>;
  return (
    <div className={styles.game}>
      <p className={styles.muted}>{t('rf_spins', { count: tickets })}</p>
      <div className={styles.wheelFrame}>
        <span className={styles.pointer} aria-hidden="true" />
        <div
          className={styles.wheel}
          style={{ background: `conic-gradient(${gradient})`, transform: `rotate(${angle}deg)` }}
          onTransitionEnd={() => setSettled(true)}
          aria-hidden="true"
        >
          {segments.map((segment, index) => (
            <span
              key={segment.id}
              className={styles.segmentLabel}
              style={{ transform: `rotate(${index * slice + slice / 2}deg)` }}
            >
              {segment.label}
            </span>
          ))}
        </div>
      </div>
      <button
        type="button"
        className={`btn btn-primary btn-lg ${styles.action}`}
        disabled={tickets === 0 || spin.isPending || !settled}
        onClick={start}
      >
        {t('rf_spin')}
      </button>
      {spin.isSuccess && settled && (
        <p className={styles.win} role="status" data-testid="wheel-result">
          {t('rf_won', { prize: prizeText(t, spin.data) })}
        </p>
      )}
      {spin.isError && (
        <p className={styles.error} role="alert">
          {errorText(spin.error)}
        </p>
      )}
      <ul className={styles.prizes}>
        {segments.map((segment) => (
          <li key={segment.id} data-out={!segment.inStock}>
            {segment.label} · {(segment.probability * 100).toFixed(2)}%
          </li>
        ))}
      </ul>
    </div>
  );
}
