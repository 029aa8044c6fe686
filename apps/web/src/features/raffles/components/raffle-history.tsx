import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState } from '../../../components/feedback';
import { Spinner } from '../../../components/loading-cover';
import { Pagination } from '../../../components/pagination';
import { formatDateTime } from '../../../lib/format';
import { useSiteConfig } from '../../../lib/site-config';
import { useRaffleHistory } from '../api/get-raffle-history';
import { prizeText } from './prize-text';
import styles from '../routes/raffles-page.module.css';

/**
 * The member's envelopes, eggs and spins with their fairness proof: the seed hash shown before the
 * draw, the client seed and nonce, and the server seed once the operator has revealed it.
 */
export function RaffleHistory() {
  const { t, i18n } = useTranslation();
  const { timeZone } = useSiteConfig().permission.resources;
  const [page, setPage] = useState(1);
  const history = useRaffleHistory(page);
  if (history.isPending) return <Spinner label={t('loading')} />;
  if (history.isError) return <ErrorState error={history.error} onRetry={() => void history.refetch()} />;
  if (history.data.list.length === 0) return <EmptyState icon="record" title={t('rf_no_history')} />;
  return (
    <>
      <ol className={styles.winners}>
        {history.data.list.map((row) => (
          <li key={`${row.time}-${row.proof.nonce}-${row.type}`}>
            <span>
              {t(`rf_tab_${row.type}`)} · {prizeText(t, row)}
            </span>
            <span className={styles.muted}>{formatDateTime(row.time, i18n.language, timeZone)}</span>
            <details className={styles.proof}>
              <summary>{t('rf_proof')}</summary>
              <dl>
                <dt>{t('rf_seed_hash')}</dt>
                <dd>{row.proof.serverSeedHash}</dd>
                <dt>{t('rf_client_seed')}</dt>
                <dd>
                  {row.proof.clientSeed} / {row.proof.nonce}
                </dd>
                <dt>{t('rf_server_seed')}</dt>
                <dd>{row.proof.serverSeed ?? t('rf_seed_hidden')}</dd>
              </dl>
            </details>
          </li>
        ))}
      </ol>
      <Pagination page={page} totalPages={history.data.totalPages} onChange={setPage} />
    </>
  );
}
