import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../../lib/site-config';
import { StatusPage } from './status-page';
import styles from './status-page.module.css';

/** System status 2: the visitor's region or IP is restricted. */
export default function BlockedPage() {
  const { t } = useTranslation();
  const { ip } = useSiteConfig().status.location;

  return (
    <StatusPage icon="blocked" title={t('blockip')}>
      <p className={styles.detail}>
        {t('your_ip')}: <span className={styles.ip}>{ip}</span>
      </p>
      <p className={styles.text}>{t('info_ip_block')}</p>
    </StatusPage>
  );
}
