import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { ComingSoonNote } from '../../../components/coming-soon';
import { Icon } from '../../../components/icons';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { agentPageLabel } from '../agent-pages';
import styles from './agent-page.module.css';

/**
 * /agentHome and /agentHome/:page. The agent center's pages are a later issue: each shows its real
 * name and an honest coming-soon note; the home page greets the agent.
 */
export default function AgentPage() {
  const { t } = useTranslation();
  const headingId = useId();
  const { page } = useParams();
  const { member } = useSession();
  const labelKey = page === undefined ? 'agent_center' : agentPageLabel(page);
  const title = labelKey ? t(labelKey) : '';
  usePageTitle(title);
  if (!labelKey) return <Navigate to="/agentHome" replace />;

  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.heading}>
        {title}
      </h1>
      {page === undefined && member && (
        <p className={styles.welcome}>{t('agent_welcome', { name: member.nickname || member.account })}</p>
      )}
      <div className={styles.card}>
        <span className={styles.art} aria-hidden="true">
          <Icon name="tools" size={40} />
        </span>
        <ComingSoonNote name={title} />
      </div>
    </section>
  );
}
