import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form-fields';
import styles from '../components/agents.module.css';
import { AgentLevel } from '../components/agent-tree';
import { AgentsFrame } from '../components/agents-frame';
import { CreateTopAgentForm, PromoteMemberForm } from '../components/create-agent-forms';

function AgentTree() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [adding, setAdding] = useState(false);

  function search(event: FormEvent) {
    event.preventDefault();
    setQ(draft.trim());
  }

  return (
    <>
      <div className={styles.row}>
        <button type="button" className="btn btn-primary" onClick={() => setAdding(!adding)}>
          {t(adding ? 'agents_close_forms' : 'agents_add')}
        </button>
      </div>
      {adding && (
        <>
          <CreateTopAgentForm />
          <PromoteMemberForm />
        </>
      )}
      <form className={`${styles.card} ${styles.row}`} onSubmit={search}>
        <TextField label={t('agents_search')} value={draft} onValue={setDraft} optional />
        <button type="submit" className="btn btn-primary">
          {t('agents_search_button')}
        </button>
      </form>
      <div className={styles.card}>
        <h2>{t(q ? 'agents_search_results' : 'agents_top_level')}</h2>
        {q ? <AgentLevel key={q} q={q} /> : <AgentLevel />}
      </div>
    </>
  );
}

/** The agent tree: top-level agents, each level opened on demand; search; new top agents and promotions. */
export default function AgentsPage() {
  return (
    <AgentsFrame titleKey="agents_heading">
      <AgentTree />
    </AgentsFrame>
  );
}
