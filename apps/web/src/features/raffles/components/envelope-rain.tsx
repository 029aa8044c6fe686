import type { RaffleSummary } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../components/feedback';
import { formatDateTime } from '../../../lib/format';
import { useSiteConfig } from '../../../lib/site-config';
import { useClaimRaffle } from '../api/claim-raffle';
import { prizeText } from './prize-text';
import styles from '../routes/raffles-page.module.css';

const DROPS = 12;

/** Red envelope rain: envelopes fall while a window is open; tapping one grabs a random amount. */
export function EnvelopeRain({ window }: { window: RaffleSummary['envelope'] }) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const { timeZone } = useSiteConfig().permission.resources;
  const grab = useClaimRaffle();
  if (!window) return <p className={styles.muted}>{t('rf_no_rain')}</p>;
  const canGrab = window.open && window.grabsLeft > 0 && window.remaining !== '0.00';
  return (
    <div className={styles.game}>
      <p className={styles.muted}>
        {window.open
          ? t('rf_rain_open', { name: window.name, remaining: window.remaining, left: window.grabsLeft })
          : t('rf_rain_next', {
              name: window.name,
              time: formatDateTime(window.startsAt, i18n.language, timeZone),
            })}
      </p>
      <div className={styles.sky} data-raining={canGrab} aria-hidden="true">
        {canGrab &&
          Array.from({ length: DROPS }, (_, index) => (
            <span
              key={index}
              className={styles.drop}
              style={{ left: `${(index * 83) % 100}%`, animationDelay: `${(index * 0.37) % 2.5}s` }}
            />
          ))}
      </div>
      <button
        type="button"
        className={`btn btn-primary btn-lg ${styles.action}`}
        disabled={!canGrab || grab.isPending}
        onClick={() => grab.mutate('envelope')}
      >
        {t('rf_grab')}
      </button>
      {grab.isSuccess && (
        <p className={styles.win} role="status" data-testid="envelope-result">
          {t('rf_grabbed', { prize: prizeText(t, grab.data) })}
        </p>
      )}
      {grab.isError && (
        <p className={styles.error} role="alert">
          {errorText(grab.error)}
        </p>
      )}
    </div>
  );
}
