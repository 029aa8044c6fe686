import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { QueryView } from '../../../components/ops/ops-page';
import { useAgent } from '../api/agents';
import { AgentActions } from '../components/agent-actions';
import { AgentReport } from '../components/agent-report';
import { AgentsFrame } from '../components/agents-frame';
import { OfferContractForm } from '../components/offer-contract-form';
import { PayoutsTable } from '../components/payouts-table';
import styles from '../components/agents.module.css';

const localTimeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

function Table({ head, rows }: { head: string[]; rows: ReactNode[][] }) {
  const { t } = useTranslation();
  if (rows.length === 0) return <p className={styles.muted}>{t('agents_none')}</p>;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            {head.map((cell) => (
              <th key={cell}>{cell}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              {row.map((cell, cellIndex) => (
                <td key={cellIndex}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function AgentDetail() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const agent = useAgent(id);
  const when = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language, localTimeZone) : '—');
  return (
    <QueryView query={agent}>
      {(data) => (
        <>
          <div className={styles.card}>
            <h2>
              {data.username} {data.frozen && <span className={styles.tag}>{t('agents_frozen')}</span>}
            </h2>
            <p className={styles.muted}>
              <Link to="/ops/agents">{t('agents_heading')}</Link>
              {[...data.chain, data.username].map((name) => ` › ${name}`).join('')}
            </p>
            <dl className={styles.grid}>
              {(
                [
                  ['agents_type', t(`agents_type_${data.type}`)],
                  ['agents_direct_agents', data.directAgents],
                  ['agents_direct_members', data.directMembers],
                  ['agents_team_agents', data.teamAgents],
                  ['agents_team', data.team],
                  ['agents_created', when(data.createdAt)],
                  ['agents_last_login', when(data.lastLoginAt)],
                  ['agents_frozen_at', when(data.frozenAt)],
                ] as const
              ).map(([label, value]) => (
                <div key={label}>
                  <dt className={styles.muted}>{t(label)}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </div>
          <AgentActions agent={data} />
          <AgentReport agentId={data.id} />
          <OfferContractForm agent={data} />
          <div className={styles.card}>
            <h2>{t('agents_contracts')}</h2>
            <Table
              head={[t('agents_contract_type'), t('agents_parties'), t('agents_status'), t('agents_created')]}
              rows={data.contracts.map((contract) => [
                t(`agents_contract_${contract.type}`),
                `${contract.upline?.username ?? t('agents_operator')} → ${contract.downline.username}`,
                t(`agents_contract_status_${contract.status}`),
                when(contract.createdAt),
              ])}
            />
          </div>
          <div className={styles.card}>
            <h2>{t('agents_payouts')}</h2>
            <PayoutsTable payouts={data.payouts} />
          </div>
        </>
      )}
    </QueryView>
  );
}

/** An agent: place in the tree, counts, actions, team report, contracts and payouts. */
export default function AgentPage() {
  return (
    <AgentsFrame titleKey="agents_agent">
      <AgentDetail />
    </AgentsFrame>
  );
}
