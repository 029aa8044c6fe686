import type { RaffleSummary } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../components/feedback';
import { useClaimRaffle } from '../api/claim-raffle';
import { prizeText } from './prize-text';
import styles from '../routes/raffles-page.module.css';

/** The golden egg: a ticket per smash; the egg shakes, cracks and shows the prize. */
export function GoldenEgg({ summary }: { summary: RaffleSummary }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const smash = useClaimRaffle();
  const tickets = Number(summary.eggTickets);
  return (
    <div className={styles.game}>
      <p className={styles.muted}>{t('rf_tickets', { count: tickets })}</p>
      <div
        className={styles.egg}
        data-state={smash.isPending ? 'shaking' : smash.isSuccess ? 'cracked' : 'whole'}
        aria-hidden="true"
      >
        <span className={styles.eggTop} />
        <span className={styles.eggBottom} />
      </div>
      <button
        type="button"
        className={`btn btn-primary btn-lg ${styles.action}`}
        disabled={tickets === 0 || smash.isPending}
        onClick={() => smash.mutate('egg')}
      >
        {t('rf_smash')}
      </button>
      {smash.isSuccess && (
        <p className={styles.win} role="status">
          {t('rf_won', { prize: prizeText(t, smash.data) })}
        </p>
      )}
      {smash.isError && (
        <p className={styles.error} role="alert">
          {errorText(smash.error)}
        </p>
      )}
      <ul className={styles.prizes}>
        {summary.eggPrizes.map((prize) => (
          <li key={prize.id} data-out={!prize.inStock}>
            {prize.label} · {(prize.probability * 100).toFixed(2)}%
          </li>
        ))}
      </ul>
    </div>
  );
}
