import { useTranslation } from 'react-i18next';
import { FeatureMessages } from '../../../components/feature-messages';
import { useSiteConfig } from '../../../lib/site-config';
import { appDownloadUrl, type AppPlatform } from '../lib/app-links';
import { loadAppsMessages } from '../messages';
import { AppQr } from './app-qr';
import styles from './apps.module.css';

/** Spec section 2: the side menu's app QR codes are 120 px. */
const SIDE_MENU_QR_SIZE = 120;
const platforms: { platform: AppPlatform; labelKey: string }[] = [
  { platform: 'ios', labelKey: 'download_ios' },
  { platform: 'android', labelKey: 'download_android' },
];

function QrCodes() {
  const { t } = useTranslation();
  const { resources } = useSiteConfig().permission;
  return (
    <div className={styles.sideQrs}>
      {platforms.map(({ platform, labelKey }) => {
        const url = appDownloadUrl(resources, platform, window.location.origin);
        if (!url) return null;
        return (
          <figure key={platform} className={styles.sideQr}>
            <AppQr url={url} size={SIDE_MENU_QR_SIZE} label={t('apps_qr_of', { name: t(labelKey) })} />
            <figcaption>{t(labelKey)}</figcaption>
          </figure>
        );
      })}
    </div>
  );
}

/** The side menu's app-download QR codes (a lazy chunk: the encoder stays off the home route). */
export default function SideMenuQrCodes() {
  return (
    <FeatureMessages load={loadAppsMessages}>
      <QrCodes />
    </FeatureMessages>
  );
}
