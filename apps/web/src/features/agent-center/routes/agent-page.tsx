import type { ContractType } from '@app/contracts';
import { Suspense, lazy, type ComponentType } from 'react';
import { Navigate, useParams } from 'react-router';
import { ErrorBoundary } from '../../../components/error-boundary';
import { loadChunk } from '../../../lib/chunk';
import { useSiteConfig } from '../../../lib/site-config';
import { agentPageItem, isMenuItemOn } from '../agent-pages';
import { AgentLoading } from '../components/agent-ui';

type PageModule = { default: ComponentType };
const page = (name: string, load: () => Promise<PageModule>) => lazy(() => loadChunk(name, load));

const ContractTypePage = lazy(() =>
  loadChunk('agent-contract-type', () => import('../pages/contract-type-page')),
);
const contractPage = (type: ContractType) => () => <ContractTypePage type={type} />;

/** Each agent page is its own chunk, keyed by its spec page id (/agentHome/<page>). */
const pages: Record<string, ComponentType> = {
  agentAnnouncement: page('agent-announcements', () => import('../pages/announcements-page')),
  agentTeamOverview: page('agent-team-overview', () => import('../pages/team-overview-page')),
  registerCenter: page('agent-register-center', () => import('../pages/register-center-page')),
  downlineManagmentView: page('agent-downlines', () => import('../pages/downlines-page')),
  personalHistoryCopy: page('agent-team-bets', () => import('../pages/team-bets-page')),
  palStatementsAgentCopy: page('agent-user-loss', () => import('../pages/user-loss-page')),
  agentRevenueReport: page('agent-income', () => import('../pages/income-page')),
  agentDownlineTransactionDetailsCopy: page('agent-transactions', () => import('../pages/transactions-page')),
  agentDividendRecordCopy2: contractPage('dividend'),
  agentDailyWages2: contractPage('daily_salary'),
  agentHourSalary: contractPage('hourly_salary'),
  agentRealtimeSalary: contractPage('realtime_salary'),
  agentContracts: page('agent-contracts', () => import('../pages/contracts-page')),
};

const HOME = '/agentHome/agentTeamOverview';

/**
 * /agentHome/:page. /agentHome itself, an unknown page, or the page of a feature module that is off
 * go to the team overview.
 */
export default function AgentPage() {
  const { page: id = '' } = useParams();
  const { whitelabel } = useSiteConfig().permission;
  const item = agentPageItem(id);
  const Page = pages[id];
  if (!item || !Page || !isMenuItemOn(item, whitelabel)) return <Navigate to={HOME} replace />;
  return (
    <ErrorBoundary key={id}>
      <Suspense fallback={<AgentLoading />}>
        <Page />
      </Suspense>
    </ErrorBoundary>
  );
}
