import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FeatureMessages } from '../../../components/feature-messages';
import { EmptyState, ErrorState } from '../../../components/feedback';
import { Spinner } from '../../../components/loading-cover';
import { Modal } from '../../../components/modal';
import { Pagination } from '../../../components/pagination';
import { announcementsQueryOptions } from '../../../lib/announcements';
import { formatDateTime } from '../../../lib/format';
import { useSiteConfig } from '../../../lib/site-config';
import { AnnouncementHtml } from './announcement-html';
import { loadAnnouncementsMessages } from '../messages';
import styles from './notice-popup.module.css';

/** The notice popup: the operator's notices, 9 to a page (spec section 9), newest first. */
function Notices({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { timeZone } = useSiteConfig().permission.resources;
  const [page, setPage] = useState(1);
  const notices = useQuery(
    announcementsQueryOptions({ types: 'PL', language: i18n.language, pageNo: page }, null),
  );
  const list = notices.data?.player;

  return (
    <Modal title={t('notices')} onClose={onClose} size="large">
      {notices.isPending ? (
        <Spinner label={t('loading')} />
      ) : notices.isError ? (
        <ErrorState error={notices.error} onRetry={() => void notices.refetch()} />
      ) : !list || list.content.length === 0 ? (
        <EmptyState icon="megaphone" title={t('notices_empty')} />
      ) : (
        <>
          <div className={styles.list}>
            {list.content.map((notice, index) => (
              <details key={notice.id} className={styles.item} open={index === 0}>
                <summary className={styles.summary}>
                  <span className={styles.title}>{notice.title}</span>
                  <time className={styles.date} dateTime={notice.createdAt}>
                    {formatDateTime(notice.createdAt, i18n.language, timeZone)}
                  </time>
                </summary>
                <div className={styles.body}>
                  <AnnouncementHtml html={notice.content} />
                </div>
              </details>
            ))}
          </div>
          <Pagination page={list.pageNum} totalPages={list.totalPages} onChange={setPage} />
        </>
      )}
    </Modal>
  );
}

export default function NoticePopup({ onClose }: { onClose: () => void }) {
  return (
    <FeatureMessages load={loadAnnouncementsMessages}>
      <Notices onClose={onClose} />
    </FeatureMessages>
  );
}
