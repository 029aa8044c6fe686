import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { FeatureMessages } from '../../../components/feature-messages';
import { Spinner } from '../../../components/loading-cover';
import { usePageTitle } from '../../../lib/page-title';
import { QR_DISPLAY_SIZE } from '../../../lib/qr';
import { useSiteConfig } from '../../../lib/site-config';
import { AppQr } from '../components/app-qr';
import { StepPicture, type StepPictureKind } from '../components/step-picture';
import { appDownloadUrl, appPaths } from '../lib/app-links';
import { useInstallPrompt } from '../lib/install-prompt';
import { loadAppsMessages } from '../messages';
import styles from '../components/apps.module.css';

function InstallButton() {
  const { t } = useTranslation();
  const { canInstall, installed, install } = useInstallPrompt();
  if (installed) return <p className={styles.note}>{t('apps_installed')}</p>;
  if (!canInstall) return null;
  return (
    <button type="button" className="btn btn-primary" onClick={() => void install()}>
      {t('apps_install')}
    </button>
  );
}

function DownloadPage() {
  const { t } = useTranslation();
  const { resources } = useSiteConfig().permission;
  const title = t('apps_download_title');
  usePageTitle(title);
  const platforms = [
    { platform: 'ios', name: t('apps_ios'), guide: appPaths.ios, guideLabel: t('apps_open_ios_guide') },
    {
      platform: 'android',
      name: t('apps_android'),
      guide: appPaths.android,
      guideLabel: t('apps_open_android'),
    },
  ] as const;
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.intro}>{t('apps_download_intro')}</p>
      <div className={styles.cards}>
        {platforms.map(({ platform, name, guide, guideLabel }) => {
          const url = appDownloadUrl(resources, platform, window.location.origin);
          return (
            <article key={platform} className={styles.card}>
              <h2 className={styles.cardTitle}>{name}</h2>
              {url && <AppQr url={url} size={QR_DISPLAY_SIZE} label={t('apps_qr_of', { name })} />}
              <Link to={guide} className="btn btn-secondary">
                {guideLabel}
              </Link>
            </article>
          );
        })}
      </div>
      <InstallButton />
    </section>
  );
}

function GuidePage({
  titleKey,
  introKey,
  steps,
  install,
}: {
  titleKey: string;
  introKey: string;
  steps: readonly (readonly [StepPictureKind, string])[];
  install?: boolean;
}) {
  const { t } = useTranslation();
  const title = t(titleKey);
  usePageTitle(title);
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.intro}>{t(introKey)}</p>
      {install && <InstallButton />}
      <ol className={styles.steps}>
        {steps.map(([picture, textKey], index) => (
          <li key={textKey} className={styles.step}>
            <StepPicture kind={picture} label={t('apps_step_picture', { step: index + 1 })} />
            <p>{t(textKey)}</p>
          </li>
        ))}
      </ol>
      <Link to={appPaths.download} className="btn btn-secondary">
        {t('apps_download_title')}
      </Link>
    </section>
  );
}

const iosSteps = [
  ['browser', 'apps_ios_step_safari'],
  ['share', 'apps_ios_step_share'],
  ['addHome', 'apps_ios_step_add'],
  ['homeIcon', 'apps_ios_step_done'],
] as const;

const androidSteps = [
  ['browser', 'apps_android_step_chrome'],
  ['menu', 'apps_android_step_menu'],
  ['install', 'apps_android_step_install'],
] as const;

function AppsView() {
  const { pathname } = useLocation();
  if (pathname === appPaths.ios)
    return <GuidePage titleKey="apps_ios_title" introKey="apps_ios_intro" steps={iosSteps} />;
  if (pathname === appPaths.android)
    return (
      <GuidePage titleKey="apps_android_title" introKey="apps_android_intro" steps={androidSteps} install />
    );
  return <DownloadPage />;
}

/** /member/appDownload (both apps with their QR codes), /app/ios (Add to Home Screen guide) and /app/android (install prompt and guide). */
export default function AppsPage() {
  const { t } = useTranslation();
  return (
    <FeatureMessages load={loadAppsMessages} fallback={<Spinner label={t('loading')} />}>
      <AppsView />
    </FeatureMessages>
  );
}
