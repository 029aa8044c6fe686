import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FeatureMessages } from '../../../components/feature-messages';
import { Modal } from '../../../components/modal';
import { announcementsQueryOptions } from '../../../lib/announcements';
import { isInternalPath } from '../../../lib/links';
import { useSession } from '../../../lib/session';
import { markPopupsClosed, popupsToShow, viewerTypeOf } from '../lib/popup-flags';
import { AnnouncementHtml } from './announcement-html';
import { loadAnnouncementsMessages } from '../messages';
import styles from './announcement-popup.module.css';

/**
 * The public announcement popup: the popups the server has for this viewer (execution B for
 * visitors; A and F logged in, only F on the first-time login), less those this user type closed.
 * Closing it sets the flag. Calls onDone when there is nothing (more) to show.
 */
function Popups({ onDone }: { onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const { token, loginState } = useSession();
  const viewer = viewerTypeOf(loginState);
  const query = useQuery({
    ...announcementsQueryOptions({ types: 'PU', language: i18n.language }, token),
    staleTime: 0,
  });
  const shown = query.data ? popupsToShow(query.data.popup, viewer) : [];
  const empty = query.isError || (query.isSuccess && shown.length === 0);

  useEffect(() => {
    if (empty) onDone();
  }, [empty, onDone]);

  if (shown.length === 0) return null;
  const close = () => {
    markPopupsClosed(
      shown.map((popup) => popup.id),
      viewer,
    );
    onDone();
  };
  return (
    <Modal title={t('announcement')} onClose={close} size="large">
      <div className={styles.list}>
        {shown.map((popup) => (
          <article key={popup.id} className={styles.popup}>
            <h3 className={styles.title}>{popup.title}</h3>
            {popup.imageUrl && (isInternalPath(popup.imageUrl) || popup.imageUrl.startsWith('https://')) && (
              <img src={popup.imageUrl} alt="" className={styles.image} loading="lazy" />
            )}
            <AnnouncementHtml html={popup.content} />
          </article>
        ))}
      </div>
      <div className={styles.actions}>
        <button type="button" className="btn btn-primary" onClick={close}>
          {t('got_it')}
        </button>
      </div>
    </Modal>
  );
}

export default function AnnouncementPopup({ onDone }: { onDone: () => void }) {
  return (
    <FeatureMessages load={loadAnnouncementsMessages}>
      <Popups onDone={onDone} />
    </FeatureMessages>
  );
}
