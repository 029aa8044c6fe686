import DOMPurify from 'dompurify';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState } from '../../../components/feedback';
import { Pagination } from '../../../components/pagination';
import { formatDateTime } from '../../../lib/format';
import { useAgentAnnouncements } from '../api/get-announcements';
import { AgentLoading, AgentPageFrame } from '../components/agent-ui';
import { useAgentTimeZone } from '../lib/use-agent-period';
import styles from '../components/agent-ui.module.css';

/**
 * agentAnnouncement: notices the operator publishes for agents, newest first. Their HTML is
 * sanitised by the server when saved and again here.
 */
export default function AnnouncementsPage() {
  const { t, i18n } = useTranslation();
  const timeZone = useAgentTimeZone();
  const [pageNo, setPageNo] = useState(1);
  const notices = useAgentAnnouncements({ pageNo, language: i18n.language });
  const data = notices.data;
  return (
    <AgentPageFrame title={t('agent_announcement')}>
      {notices.isError && !data ? (
        <ErrorState error={notices.error} onRetry={() => void notices.refetch()} />
      ) : !data ? (
        <AgentLoading />
      ) : data.list.length === 0 ? (
        <EmptyState icon="megaphone" title={t('agent_no_announcements')} />
      ) : (
        <>
          <ul className={styles.stack}>
            {data.list.map((notice, index) => (
              <li key={notice.id}>
                <details className={styles.contract} open={pageNo === 1 && index === 0}>
                  <summary className={styles.contractHead}>
                    <span className={styles.contractTitle}>{notice.title}</span>
                    <time className={styles.muted} dateTime={notice.createdAt}>
                      {formatDateTime(notice.createdAt, i18n.language, timeZone)}
                    </time>
                  </summary>
                  <div
                    className={styles.html}
                    dangerouslySetInnerHTML={{
                      __html: DOMPurify.sanitize(notice.content, { USE_PROFILES: { html: true } }),
                    }}
                  />
                </details>
              </li>
            ))}
          </ul>
          <Pagination page={data.pageNo} totalPages={data.totalPages} onChange={setPageNo} />
        </>
      )}
    </AgentPageFrame>
  );
}
