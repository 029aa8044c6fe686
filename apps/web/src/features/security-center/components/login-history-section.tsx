import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState } from '../../../components/feedback';
import { Spinner } from '../../../components/loading-cover';
import { Pagination } from '../../../components/pagination';
import { formatDateTime } from '../../../lib/format';
import { useSiteConfig } from '../../../lib/site-config';
import { useLoginHistory } from '../api/get-login-history';
import { deviceName } from './device-name';
import { Section } from './section';
import styles from './security-center.module.css';

/** Every login of the account: time, IP, device, result. */
export function LoginHistorySection() {
  const { t, i18n } = useTranslation();
  const { timeZone } = useSiteConfig().permission.resources;
  const [page, setPage] = useState(1);
  const history = useLoginHistory(page);

  return (
    <Section title={t('sc_login_history')} status={t('sc_login_history_hint')}>
      {history.isPending ? (
        <Spinner label={t('loading')} />
      ) : history.isError ? (
        <ErrorState error={history.error} onRetry={() => void history.refetch()} />
      ) : history.data.list.length === 0 ? (
        <EmptyState title={t('sc_login_history_empty')} />
      ) : (
        <>
          <ul className={styles.rows} aria-label={t('sc_login_history')}>
            {history.data.list.map((entry, index) => (
              <li key={`${entry.time}-${index}`} className={styles.row}>
                <div className={styles.rowMain}>
                  <span>{formatDateTime(entry.time, i18n.language, timeZone)}</span>
                  <span className={styles.muted}>
                    {entry.ip} · {deviceName(entry.device) || t('sc_unknown_device')}
                  </span>
                </div>
                <span className={entry.success ? styles.on : styles.failed}>
                  {entry.success ? t('sc_login_ok') : t('sc_login_failed')}
                </span>
              </li>
            ))}
          </ul>
          <Pagination page={page} totalPages={history.data.totalPages} onChange={setPage} />
        </>
      )}
    </Section>
  );
}
