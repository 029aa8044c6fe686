import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ComingSoonNote } from '../../../components/coming-soon';
import { Icon } from '../../../components/icons';
import { usePageTitle } from '../../../lib/page-title';
import { useSiteConfig } from '../../../lib/site-config';
import styles from './agent-login.module.css';

/** /agent: the agent login page. The form arrives with accounts; until then an honest note. */
export default function AgentLoginPage() {
  const { t } = useTranslation();
  const headingId = useId();
  const { supportHours } = useSiteConfig().permission.resources;
  usePageTitle(t('agent_login'));

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <span className={styles.badge} aria-hidden="true">
        <Icon name="shield" size={30} />
      </span>
      <h1 id={headingId} className={styles.title}>
        {t('agent_login')}
      </h1>
      <p className={styles.lead}>{t('agent_login_intro')}</p>
      <div className={styles.formSlot}>
        <ComingSoonNote name={t('agent_login')} />
      </div>
      <p className={styles.hours}>
        <Icon name="clock" size={16} />
        {t('support_hours', { hours: supportHours })}
      </p>
      <Link to="/" className={styles.back}>
        {t('back_to_site')}
      </Link>
    </section>
  );
}
