import { useTranslation } from 'react-i18next';
import { formatDateTime, gmtOffsetLabel } from '../../../lib/format';
import { useSiteConfig } from '../../../lib/site-config';
import { StatusPage } from './status-page';
import styles from './status-page.module.css';

/** System status 1: the site is under maintenance. */
export default function MaintenancePage() {
  const { t, i18n } = useTranslation();
  const { status, permission } = useSiteConfig();
  const endTime = status.endTime ?? permission.maintenance.endTime;
  const { timeZone } = permission.resources;

  return (
    <StatusPage icon="tools" title={t('game_maintenance')}>
      {endTime && (
        <p className={styles.detail}>
          {t('end_time')}:{' '}
          <time dateTime={endTime}>
            {formatDateTime(endTime, i18n.language, timeZone)} ({gmtOffsetLabel(timeZone, new Date(endTime))})
          </time>
        </p>
      )}
      <p className={styles.text}>{t('info_maintenance')}</p>
    </StatusPage>
  );
}
