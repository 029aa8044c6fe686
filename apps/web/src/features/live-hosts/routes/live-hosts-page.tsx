import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FeatureMessages } from '../../../components/feature-messages';
import { EmptyState, ErrorState } from '../../../components/feedback';
import { LoadingCover, Spinner } from '../../../components/loading-cover';
import { usePageTitle } from '../../../lib/page-title';
import { useLiveHosts } from '../api/hosts';
import { ChatRoom } from '../components/chat-room';
import styles from '../components/live-hosts.module.css';
import { loadLiveHostsMessages } from '../messages';

function LiveHosts() {
  const { t } = useTranslation();
  const hosts = useLiveHosts();
  const [params, setParams] = useSearchParams();
  const room = params.get('room');
  const title = t('hosts_title');
  usePageTitle(title);
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {hosts.isPending ? (
        <Spinner label={t('loading')} />
      ) : hosts.isError ? (
        <ErrorState error={hosts.error} onRetry={() => void hosts.refetch()} />
      ) : hosts.data.list.length === 0 ? (
        <EmptyState icon="live" title={t('hosts_empty')} />
      ) : (
        <ul className={styles.grid}>
          {hosts.data.list.map((host) => (
            <li key={host.code}>
              <button type="button" className={styles.card} onClick={() => setParams({ room: host.code })}>
                {host.avatarUrl ? (
                  <img className={styles.avatar} src={host.avatarUrl} alt="" />
                ) : (
                  <span className={styles.avatar} aria-hidden="true">
                    {[...host.name][0]}
                  </span>
                )}
                <span className={styles.name}>{host.name}</span>
                <span className={styles.status} data-status={host.status}>
                  {t(`hosts_status_${host.status}`)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {room && <ChatRoom code={room} onClose={() => setParams({})} />}
    </section>
  );
}

/** Live hosts (CBS_modelList) and each host's chat room (CBS_launchChat's chatUrl: ?room=<code>). */
export default function LiveHostsPage() {
  return (
    <FeatureMessages load={loadLiveHostsMessages} fallback={<LoadingCover />}>
      <LiveHosts />
    </FeatureMessages>
  );
}
