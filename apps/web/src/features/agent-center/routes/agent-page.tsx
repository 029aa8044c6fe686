import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { ComingSoonPage } from '../../../components/coming-soon';
import { useSession } from '../../../lib/session';
import { agentPageLabel } from '../agent-pages';
import styles from './agent-page.module.css';

/**
 * /agentHome and /agentHome/:page. The agent center's pages are a later issue: each shows its real
 * name and an honest coming-soon note; the home page greets the agent.
 */
export default function AgentPage() {
  const { t } = useTranslation();
  const { page } = useParams();
  const { member } = useSession();
  const labelKey = page === undefined ? 'agent_center' : agentPageLabel(page);
  const title = labelKey ? t(labelKey) : '';
  if (!labelKey) return <Navigate to="/agentHome" replace />;

  return (
    <ComingSoonPage
      key={labelKey}
      title={title}
      homeLink={false}
      intro={
        page === undefined &&
        member && (
          <p className={styles.welcome}>{t('agent_welcome', { name: member.nickname || member.account })}</p>
        )
      }
    />
  );
}
