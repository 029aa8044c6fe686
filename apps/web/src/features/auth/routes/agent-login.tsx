import { FeatureMessages } from '../../../components/feature-messages';
import { loadAuthMessages } from '../messages';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Icon } from '../../../components/icons';
import { usePageTitle } from '../../../lib/page-title';
import { useSiteConfig } from '../../../lib/site-config';
import { LoginForm } from '../components/login-form';
import styles from './agent-login.module.css';

/**
 * /agent: the agent login page (portal agent: the server refuses non-agents with 'Non-agents cannot
 * log in'). Success goes to the agent center; a default or expired password first opens the
 * change-password modal (the root layout shows it), which then goes there.
 */
function AgentLoginPageContent() {
  const { t } = useTranslation();
  const headingId = useId();
  const navigate = useNavigate();
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
      <div className={styles.form}>
        <LoginForm
          portal="agent"
          onLoggedIn={(value) => {
            if (!value.mustChangePassword) void navigate('/agentHome');
          }}
        />
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

/** AgentLoginPage with the sign-in forms' own messages loaded first. */
export default function AgentLoginPage() {
  return (
    <FeatureMessages load={loadAuthMessages}>
      <AgentLoginPageContent />
    </FeatureMessages>
  );
}
