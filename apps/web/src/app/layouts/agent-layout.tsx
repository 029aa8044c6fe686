import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { LanguageSelect } from '../../components/language-select';
import { SiteLogo } from '../../components/site-logo';
import { ThemeToggle } from '../../components/theme-toggle';
import { useSiteConfig } from '../../lib/site-config';
import styles from './agent-layout.module.css';

/** The agent tree's frame: no site header, side menu or footer. */
export default function AgentLayout() {
  const { t } = useTranslation();
  const { siteName, copyrightYear } = useSiteConfig().permission.resources;
  return (
    <div className={styles.agent}>
      <div className={styles.top}>
        <Link to="/agent" className={styles.brand}>
          <SiteLogo name={siteName} />
          <span className={styles.tag}>{t('agent_center')}</span>
        </Link>
        <div className={styles.tools}>
          <LanguageSelect compact />
          <ThemeToggle />
        </div>
      </div>
      <main id="main" className={styles.main}>
        <Outlet />
      </main>
      <p className={styles.copyright}>{t('copyright', { year: copyrightYear, siteName })}</p>
    </div>
  );
}
