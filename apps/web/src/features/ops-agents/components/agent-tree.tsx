import type { OpsAgentRow } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Pagination } from '../../../components/pagination';
import { QueryView } from '../../../components/ops/ops-page';
import { useAgentLevel } from '../api/agents';
import styles from './agents.module.css';

function AgentNode({ agent }: { agent: OpsAgentRow }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <li className={styles.node}>
      <div className={styles.line}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-label={t(open ? 'agents_collapse' : 'agents_expand', { name: agent.username })}
          disabled={agent.directAgents === 0}
          onClick={() => setOpen(!open)}
        >
          {agent.directAgents === 0 ? '·' : open ? '−' : '+'}
        </button>
        <Link to={`/ops/agents/${agent.id}`}>{agent.username}</Link>
        {agent.frozen && <span className={styles.tag}>{t('agents_frozen')}</span>}
        <span className={styles.muted}>
          {t('agents_counts', {
            agents: agent.directAgents,
            members: agent.directMembers,
            team: agent.team,
          })}
        </span>
      </div>
      {open && <AgentLevel parentId={agent.id} />}
    </li>
  );
}

/** One level of the agent tree (lazily loaded when a node opens), or the agents matching a search. */
export function AgentLevel({ parentId, q }: { parentId?: string; q?: string }) {
  const [pageNo, setPageNo] = useState(1);
  const level = useAgentLevel({ parentId, q }, pageNo);
  return (
    <QueryView query={level} isEmpty={(data) => data.list.length === 0}>
      {(data) => (
        <>
          <ul className={styles.level}>
            {data.list.map((agent) => (
              <AgentNode key={agent.id} agent={agent} />
            ))}
          </ul>
          <Pagination page={data.pageNo} totalPages={data.totalPages} onChange={setPageNo} />
        </>
      )}
    </QueryView>
  );
}
