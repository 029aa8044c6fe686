import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../components/icons';
import { LanguageSelect } from '../../../components/language-select';
import { ThemeToggle } from '../../../components/theme-toggle';
import { isInternalPath, isSafeExternalUrl } from '../../../lib/links';
import { usePageTitle } from '../../../lib/page-title';
import { useSiteConfig } from '../../../lib/site-config';
import styles from './status-page.module.css';

/** Whole-screen page shown instead of the site (maintenance, blocked region): no site header. */
export function StatusPage({
  icon,
  title,
  children,
}: {
  icon: IconName;
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { permission } = useSiteConfig();
  const support = permission.customerService[0];
  const supportHref =
    support && (isInternalPath(support.path) || isSafeExternalUrl(support.path)) ? support.path : null;
  usePageTitle(title);

  return (
    <div className={styles.screen}>
      <div className={styles.tools}>
        <LanguageSelect compact />
        <ThemeToggle />
      </div>
      <main className={styles.main}>
        <div className={styles.card}>
          <p className={styles.brand}>{permission.resources.siteName}</p>
          <span className={styles.art}>
            <Icon name={icon} size={52} />
          </span>
          <h1 className={styles.title}>{title}</h1>
          {children}
          {supportHref && (
            <a
              className="btn btn-primary btn-lg"
              href={supportHref}
              {...(isInternalPath(supportHref) ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
            >
              <Icon name="support" />
              {t('contact_support')}
            </a>
          )}
          <p className={styles.hours}>{t('support_hours', { hours: permission.resources.supportHours })}</p>
        </div>
      </main>
    </div>
  );
}
