import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, useErrorText } from '../../../components/feedback';
import { Spinner } from '../../../components/loading-cover';
import { formatDateTime } from '../../../lib/format';
import { useSiteConfig } from '../../../lib/site-config';
import { signOutOtherSessions, signOutSession, useMemberSessions } from '../api/sessions';
import { deviceName } from './device-name';
import { Section } from './section';
import styles from './security-center.module.css';

/** The devices signed in to the account, with sign-out of one or all the others. */
export function DevicesSection() {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const { timeZone } = useSiteConfig().permission.resources;
  const queryClient = useQueryClient();
  const sessions = useMemberSessions();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const act = (call: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    call()
      .then(
        () => queryClient.invalidateQueries({ queryKey: ['security', 'sessions'] }),
        (failure: unknown) => setError(errorText(failure)),
      )
      .finally(() => setBusy(false));
  };

  const list = sessions.data?.list ?? [];
  return (
    <Section title={t('sc_devices')} status={t('sc_devices_count', { count: list.length })}>
      {sessions.isPending ? (
        <Spinner label={t('loading')} />
      ) : sessions.isError ? (
        <ErrorState error={sessions.error} onRetry={() => void sessions.refetch()} />
      ) : (
        <>
          <ul className={styles.rows}>
            {list.map((session) => (
              <li key={session.id} className={styles.row}>
                <div className={styles.rowMain}>
                  <span className={session.current ? styles.current : styles.device}>
                    {deviceName(session.device) || t('sc_unknown_device')}
                    {session.current && ` (${t('sc_this_device')})`}
                  </span>
                  <span className={styles.muted}>
                    {session.ip} ·{' '}
                    {t('sc_last_active', {
                      time: formatDateTime(session.lastSeenAt, i18n.language, timeZone),
                    })}
                  </span>
                </div>
                {!session.current && (
                  <button
                    type="button"
                    className="btn btn-secondary btn-sm"
                    disabled={busy}
                    onClick={() => act(() => signOutSession(session.id))}
                  >
                    {t('sc_sign_out')}
                  </button>
                )}
              </li>
            ))}
          </ul>
          {error && <p role="alert">{error}</p>}
          {list.length > 1 && (
            <div className={styles.actions}>
              <button
                type="button"
                className="btn btn-secondary"
                disabled={busy}
                onClick={() => act(signOutOtherSessions)}
              >
                {t('sc_sign_out_others')}
              </button>
            </div>
          )}
        </>
      )}
    </Section>
  );
}
