import { recordTypes, type DownlineTransactionPage, type RecordType } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { useDownlineTransactions } from '../api/get-downline-transactions';
import { AgentCard, AgentPageFrame } from '../components/agent-ui';
import { DataList, type Column } from '../components/data-list';
import { PeriodPicker } from '../components/period-picker';
import { SignedMoney } from '../components/signed-money';
import { TypeFilter } from '../components/type-filter';
import { UsernameFilter } from '../components/username-filter';
import { money } from '../lib/money';
import {
  MAX_REPORT_DAYS,
  useAgentTimeZone,
  usePagedReport,
  useUsernameFilter,
} from '../lib/use-agent-period';
import styles from '../components/agent-ui.module.css';

type Row = DownlineTransactionPage['list'][number];

/** agentDownlineTransactionDetailsCopy (account details): balance movements of my team's members. */
export default function TransactionsPage() {
  const { t, i18n } = useTranslation();
  const timeZone = useAgentTimeZone();
  const { range, setRange, today, pageNo, setPageNo, filter } = usePagedReport('last7');
  const [type, setType] = useState<RecordType | ''>('');
  const username = useUsernameFilter();
  const transactions = useDownlineTransactions({
    ...range,
    pageNo,
    type: type || undefined,
    username: username.username,
  });
  const data = transactions.data;

  const columns: Column<Row>[] = [
    { id: 'time', label: t('agent_time'), cell: (row) => formatDateTime(row.time, i18n.language, timeZone) },
    { id: 'username', label: t('agent_username'), cell: (row) => row.username },
    { id: 'type', label: t('agent_record_type'), cell: (row) => t(`agent_record_type_${row.type}`) },
    {
      id: 'amount',
      label: t('agent_amount'),
      cell: (row) => <SignedMoney amount={row.amount} />,
      numeric: true,
    },
    {
      id: 'balance',
      label: t('agent_balance_after'),
      cell: (row) => money(row.balanceAfter),
      numeric: true,
    },
    { id: 'reference', label: t('agent_reference'), cell: (row) => row.reference },
  ];

  return (
    <AgentPageFrame title={t('account_details')}>
      <PeriodPicker value={range} onChange={setRange} today={today} maxDays={MAX_REPORT_DAYS} />
      <AgentCard>
        <div className={styles.filters}>
          <UsernameFilter
            label={t('agent_exact_username')}
            value={username.input}
            onValue={filter(username.setInput)}
          />
          <TypeFilter
            label={t('agent_record_type')}
            value={type}
            onValue={filter(setType)}
            types={recordTypes}
            optionLabel={(recordType) => t(`agent_record_type_${recordType}`)}
          />
        </div>
      </AgentCard>
      <DataList
        caption={t('account_details')}
        columns={columns}
        rows={data?.list}
        rowKey={(row) => row.id}
        error={transactions.error}
        onRetry={() => void transactions.refetch()}
        emptyTitle={t('agent_no_transactions')}
        emptyIcon="receipt"
        page={data && { pageNo: data.pageNo, totalPages: data.totalPages, onChange: setPageNo }}
      />
    </AgentPageFrame>
  );
}
