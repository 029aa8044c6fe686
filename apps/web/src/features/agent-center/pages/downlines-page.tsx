import { isAgentType, type DownlineRow } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorText } from '../../../components/feedback';
import { FormAlert, SelectField } from '../../../components/form-fields';
import { formatDateTime } from '../../../lib/format';
import { useDownlines } from '../api/get-downlines';
import { useFreezeDownline } from '../api/register-downline';
import { AgentCard, AgentPageFrame } from '../components/agent-ui';
import { DataList, type Column } from '../components/data-list';
import { UsernameFilter } from '../components/username-filter';
import { money } from '../lib/money';
import { memberTypeLabel } from '../lib/member-type';
import { useAgentTimeZone, useUsernameFilter } from '../lib/use-agent-period';
import styles from '../components/agent-ui.module.css';

type Scope = 'direct' | 'all';
type Kind = '' | 'member' | 'agent';

/**
 * downlineManagmentView: my direct downlines or my whole team, searchable, with balances, status and
 * last login; a row can be sent money (the wallet's transfer page) or, for a direct downline agent,
 * offered a contract.
 */
export default function DownlinesPage() {
  const { t, i18n } = useTranslation();
  const timeZone = useAgentTimeZone();
  const username = useUsernameFilter();
  const [scope, setScope] = useState<Scope>('direct');
  const [kind, setKind] = useState<Kind>('');
  const [pageNo, setPageNo] = useState(1);
  const downlines = useDownlines({ pageNo, scope, username: username.username, type: kind || undefined });
  const freeze = useFreezeDownline();
  const errorText = useErrorText();
  const when = (iso: string | null) =>
    iso ? formatDateTime(iso, i18n.language, timeZone) : t('agent_never');

  const columns: Column<DownlineRow>[] = [
    {
      id: 'username',
      label: t('agent_username'),
      cell: (row) => (row.nickname ? `${row.username} (${row.nickname})` : row.username),
    },
    { id: 'type', label: t('agent_account_type'), cell: (row) => memberTypeLabel(t, row.type) },
    { id: 'level', label: t('agent_level'), cell: (row) => row.level, numeric: true },
    { id: 'upline', label: t('agent_upline'), cell: (row) => row.uplineUsername ?? '—' },
    { id: 'balance', label: t('agent_balance'), cell: (row) => money(row.balance), numeric: true },
    { id: 'team', label: t('agent_team_size'), cell: (row) => row.teamSize, numeric: true },
    {
      id: 'status',
      label: t('agent_status'),
      cell: (row) => (
        <span
          className={`${styles.badge} ${row.status === 'active' && !row.agentFrozen ? styles.badgeAccent : ''}`}
        >
          {row.agentFrozen ? t('agent_frozen_status') : t(`agent_account_status_${row.status}`)}
        </span>
      ),
    },
    { id: 'lastLogin', label: t('agent_last_login'), cell: (row) => when(row.lastLoginAt) },
    {
      id: 'actions',
      label: t('agent_actions'),
      actions: true,
      cell: (row) => (
        <>
          <Link
            className="btn btn-secondary btn-sm"
            to={`/member/transferFund?recipient=${encodeURIComponent(row.username)}`}
            aria-label={t('agent_transfer_to', { username: row.username })}
          >
            {t('agent_transfer')}
          </Link>
          {isAgentType(row.type) && (
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              disabled={freeze.isPending}
              aria-label={t(row.agentFrozen ? 'agent_unfreeze_named' : 'agent_freeze_named', {
                username: row.username,
              })}
              onClick={() => freeze.mutate({ username: row.username, frozen: !row.agentFrozen })}
            >
              {t(row.agentFrozen ? 'agent_unfreeze' : 'agent_freeze')}
            </button>
          )}
          {row.level === 1 && isAgentType(row.type) && (
            <Link
              className="btn btn-secondary btn-sm"
              to={`/agentHome/agentContracts?offer=${encodeURIComponent(row.username)}`}
              aria-label={t('agent_offer_contract_to', { username: row.username })}
            >
              {t('agent_offer_contract')}
            </Link>
          )}
        </>
      ),
    },
  ];

  const data = downlines.data;
  return (
    <AgentPageFrame title={t('team_management')}>
      <AgentCard>
        <div className={styles.filters}>
          <UsernameFilter
            label={t('agent_search_username')}
            value={username.input}
            onValue={(value) => {
              username.setInput(value);
              setPageNo(1);
            }}
          />
          <SelectField
            label={t('agent_scope')}
            value={scope}
            onValue={(value) => {
              setScope(value as Scope);
              setPageNo(1);
            }}
          >
            <option value="direct">{t('agent_scope_direct')}</option>
            <option value="all">{t('agent_scope_all')}</option>
          </SelectField>
          <SelectField
            label={t('agent_account_type')}
            value={kind}
            onValue={(value) => {
              setKind(value as Kind);
              setPageNo(1);
            }}
          >
            <option value="">{t('agent_all_types')}</option>
            <option value="member">{t('agent_member_type_member')}</option>
            <option value="agent">{t('agent_agents')}</option>
          </SelectField>
        </div>
      </AgentCard>
      <FormAlert message={freeze.isError ? errorText(freeze.error) : null} />
      <DataList
        caption={t('team_management')}
        columns={columns}
        rows={data?.list}
        rowKey={(row) => row.username}
        error={downlines.error}
        onRetry={() => void downlines.refetch()}
        emptyTitle={t('agent_no_downlines')}
        emptyIcon="team"
        page={data && { pageNo: data.pageNo, totalPages: data.totalPages, onChange: setPageNo }}
      />
    </AgentPageFrame>
  );
}
